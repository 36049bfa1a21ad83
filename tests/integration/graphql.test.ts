import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { seedSite } from "../../server/seed/site.ts";
import { createGraphQLServer, CSRF_HEADER, LIMITS } from "../../server/graphql/yoga.ts";
import { createRateLimiter } from "../../server/services/rate-limit.ts";
import { createApp } from "../../server/app.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { testContext } from "./site-context.ts";

let database: Database;
let yoga: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  forgetSiteData();
  yoga = createGraphQLServer({ mutationLimiter: createRateLimiter({ limit: 3, windowMs: 60_000 }) });
});
afterAll(async () => {
  await database?.close();
});

/** Calls /graphql in process, as the HTTP layer does, from a client address. */
function call(path: string, init: RequestInit = {}, ip = "10.0.0.1") {
  return yoga.fetch(`http://store.test${path}`, init, {
    storeContext: testContext(database, { ip, headers: Object.fromEntries(new Headers(init.headers).entries()) }),
  });
}

function getQuery(params: Record<string, unknown>, headers: Record<string, string> = { [CSRF_HEADER]: "1" }) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) search.set(k, typeof v === "string" ? v : JSON.stringify(v));
  return call(`/graphql?${search.toString()}`, { method: "GET", headers });
}

function post(body: unknown, headers: Record<string, string> = {}, ip?: string) {
  return call("/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }, ip);
}

const INIT_REGIONS =
  'query Regions($region: Region!, $locale: Locale! = "en-gb") { init(locale: $locale, currency: GBP, region: $region) { regions { code } } }';

describe("/graphql", () => {
  it("answers queries over GET", async () => {
    const res = await getQuery({ query: INIT_REGIONS, variables: { region: "UK" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.init.regions).toHaveLength(9);
  });

  it("refuses a mutation over GET", async () => {
    const res = await getQuery({ query: "mutation { marketingData(input: {}) { success } }" });
    expect(res.status).toBe(405);
    const body = await res.json();
    expect(body.errors[0].message).toBe("Can only perform a mutation operation from a POST request.");
    expect(body.errors[0].extensions.category).toBe("validation");
  });

  it("refuses a GET without the CSRF header, and a simple POST without it", async () => {
    const get = await getQuery({ query: INIT_REGIONS, variables: { region: "UK" } }, {});
    expect(get.status).toBe(403);
    expect((await get.json()).errors[0]).toMatchObject({
      message: "Required CSRF header(s) not present",
      extensions: { category: "validation" },
    });
    const form = await call("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: "{ __typename }" }).toString(),
    });
    expect(form.status).toBe(403);
  });

  it("accepts a JSON POST without the header (it cannot be sent cross-site without a preflight)", async () => {
    const res = await post({ query: INIT_REGIONS, variables: { region: "US", locale: "en-us" } });
    expect(res.status).toBe(200);
  });

  it("runs automatic persisted queries: a hash alone is unknown until the query was sent once", async () => {
    const query = `${INIT_REGIONS} # apq ${Date.now()}`;
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const extensions = { persistedQuery: { version: 1, sha256Hash } };

    const first = await getQuery({ extensions, variables: { region: "UK" } });
    // The miss is an expected step of the protocol: answered 200 with the error, not as a failed request.
    expect(first.status).toBe(200);
    expect((await first.json()).errors[0]).toMatchObject({
      message: "PersistedQueryNotFound",
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });

    const full = await post({ query, extensions, variables: { region: "UK" } });
    expect(full.status).toBe(200);

    const again = await getQuery({ extensions, variables: { region: "NZ", locale: "en-nz" } });
    expect(again.status).toBe(200);
    expect((await again.json()).data.init.regions).toHaveLength(9);

    const mismatch = await post({ query: "{ __typename }", extensions });
    expect((await mismatch.json()).errors[0].message).toBe("PersistedQueryMismatch");
  });

  it("refuses a query deeper than the limit", async () => {
    let selection = "name";
    for (let i = 0; i < LIMITS.maxDepth; i++) selection = `ofType { ${selection} }`;
    const res = await post({ query: `{ __type(name: "Init") { fields { type { ${selection} } } } }` });
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(new RegExp(`Query depth limit of ${LIMITS.maxDepth} exceeded`));
    expect(body.errors[0].extensions.category).toBe("validation");
  });

  it("refuses too many aliases", async () => {
    const aliases = Array.from(
      { length: LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: page(slug: "cookies", region: UK) { ... on ContentPage { id } }`,
    ).join(" ");
    const body = await (await post({ query: `{ ${aliases} }` })).json();
    expect(body.errors[0].message).toMatch(/Aliases limit/);
  });

  it("answers validation errors with the category and every violation's path", async () => {
    const res = await post(
      {
        query: "mutation M($input: MarketingDataInput!) { marketingData(input: $input) { success } }",
        variables: { input: { clientId: "x".repeat(300), ftUtm: { source: "y".repeat(300) } } },
      },
      {},
      "10.0.0.50",
    );
    const body = await res.json();
    expect(body.errors[0].extensions.category).toBe("validation");
    const paths = body.errors[0].extensions.violations.map((v: { path: string[] }) => v.path.join("."));
    expect(paths.sort()).toEqual(["input.clientId", "input.ftUtm.source"]);
  });

  it("answers a variable of the wrong type as coercion_error naming it", async () => {
    const res = await getQuery({ query: INIT_REGIONS, variables: { region: "GB" } });
    const body = await res.json();
    expect(body.errors[0].extensions).toMatchObject({ category: "coercion_error", violations: [{ path: ["region"] }] });
  });

  it("answers a bad argument value with its category and path", async () => {
    const body = await (await post({ query: `{ init(locale: "en-us", currency: GBP, region: UK) { regions { code } } }` })).json();
    expect(body.errors[0].extensions).toMatchObject({ category: "validation", violations: [{ path: ["locale"] }] });
    const page = await (await post({ query: `{ page(slug: "../etc/passwd", region: UK) { ... on ContentPage { id } } }` })).json();
    expect(page.errors[0].extensions).toMatchObject({ category: "coercion_error", violations: [{ path: ["slug"] }] });
  });

  it("limits mutations per client address with category rateLimit", async () => {
    const mutation = { query: 'mutation { marketingData(input: { clientId: "c" }) { success } }' };
    for (let i = 0; i < 3; i++) expect((await post(mutation, {}, "10.9.9.9")).status).toBe(200);
    const limited = await post(mutation, {}, "10.9.9.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).errors[0].extensions).toMatchObject({ category: "rateLimit" });
    // Another address and queries are not affected.
    expect((await post(mutation, {}, "10.9.9.10")).status).toBe(200);
    expect((await post({ query: INIT_REGIONS, variables: { region: "UK" } }, {}, "10.9.9.9")).status).toBe(200);
  });

  it("hides unexpected errors behind the internal category with the request id", async () => {
    const broken = createGraphQLServer();
    const ctx = testContext(database);
    // A database that fails every query stands in for an outage.
    const failing = {
      ...ctx,
      db: new Proxy(ctx.db, {
        get: () => () => {
          throw new Error("connection refused");
        },
      }),
    };
    forgetSiteData();
    const res = await broken.fetch(
      "http://store.test/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ page(slug: "cookies", region: UK) { ... on ContentPage { id } } }` }),
      },
      { storeContext: failing },
    );
    const body = await res.json();
    expect(body.errors[0].message).toBe("Unexpected error.");
    expect(body.errors[0].extensions).toEqual({ category: "internal", requestId: "test-request" });
    expect(JSON.stringify(body)).not.toContain("connection refused");
  });
});

describe("/graphql through the HTTP app", () => {
  let server: Server;
  let base: string;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), "store-graphql-"));
    const app = createApp({
      database,
      logger: pino({ level: "silent" }),
      build: () => Promise.reject(new Error("no pages in this test")),
      mediaCacheDir: cacheDir,
    });
    server = app.listen(0);
    await new Promise((ok) => server.once("listening", ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((ok) => server?.close(ok));
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("serves init over GET with the request's headers and a request id", async () => {
    const query = `{ init(locale: "en-gb", currency: GBP, region: UK, fetchRegionSuggest: true) { regionSuggest { code } workingHours { opening } } }`;
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { [CSRF_HEADER]: "1", "accept-language": "en-NZ,en;q=0.8" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect((await res.json()).data.init).toEqual({ regionSuggest: { code: "NZ" }, workingHours: { opening: "11:00" } });
  });

  it("serves the site's images at the URLs init answers", async () => {
    const query = `{ init(locale: "en-gb", currency: GBP, region: UK) { paymentIcons { icon { urlTemplate sizes { SMALL { url } MEDIUM { url } LARGE { url sources { url mimeType } } } } } avatarStack { images { sizes { LARGE { url } } } } mainMenu { subMenu { sections { items { media { sizes { LARGE { url } } } } } } } } }`;
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, { headers: { [CSRF_HEADER]: "1" } });
    const data = (await res.json()).data.init;
    type MenuItem = { media?: { sizes: { LARGE: { url: string } } } };
    type Menu = { subMenu?: { sections: { items: MenuItem[] }[] } };
    const media = (data.mainMenu as Menu[])
      .flatMap((m) => m.subMenu?.sections ?? [])
      .flatMap((s) => s.items)
      .find((i) => i.media)!.media!;
    for (const url of [data.paymentIcons[0].icon.sizes.LARGE.url, data.avatarStack.images[0].sizes.LARGE.url, media.sizes.LARGE.url]) {
      const image = await fetch(`${base}${url}`);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const avif = data.paymentIcons[0].icon.sizes.LARGE.sources.find((s: { mimeType: string }) => s.mimeType === "image/avif");
    expect((await fetch(`${base}${avif.url}`)).headers.get("content-type")).toBe("image/avif");
    // The smaller sizes of the same image, for thumbnails and cards: the template's URLs, drawn at their widths.
    const icon = data.paymentIcons[0].icon;
    for (const size of ["SMALL", "MEDIUM"]) {
      expect(icon.sizes[size].url).toBe(icon.urlTemplate.replace("{size}", size).replace("{format}", "webp"));
      const image = await fetch(`${base}${icon.sizes[size].url}`);
      expect(image.status, size).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
    const tampered = data.avatarStack.images[0].sizes.LARGE.url.replace("seed=1", "seed=2");
    expect((await fetch(`${base}${tampered}`)).status).toBe(404);
  });

  it("serves the home page content", async () => {
    const query = `{ page(slug: "/", region: UK) { ... on ContentPage { slug blocks { __typename } } } }`;
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, { headers: { [CSRF_HEADER]: "1" } });
    expect((await res.json()).data.page.blocks.map((b: { __typename: string }) => b.__typename)).toEqual([
      "HeroBlock",
      "CategoryGridBlock",
      "ConsultationBlock",
      "ReviewsBlock",
    ]);
  });
});
