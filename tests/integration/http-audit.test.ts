import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { data, redirect, type RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Redis } from "ioredis";
import { createTestDatabase } from "../helpers/db.ts";
import { logCapture, stubBuild } from "../helpers/stub-build.ts";
import type { Database } from "../../server/db/client.ts";
import { regions } from "../../server/db/schema/index.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { createApp, type AppOptions } from "../../server/app.ts";
import { handleError } from "../../app/entry.server.tsx";
import { CSRF_HEADER } from "../../server/graphql/yoga.ts";
import { seedAccounts } from "../../server/seed/accounts.ts";
import { signedReference } from "../../server/services/ring-builder/cookie.ts";
import { signedBagReference } from "../../server/services/bag/cookie.ts";
import { formatRingBuilderCookie } from "../../core/ring-builder.ts";
import { openRedis, redisHealth, redisRateLimitStore } from "../../server/redis.ts";
import { MUTATION_RATE_LIMIT, createLimits, createRateLimiter, type Limits } from "../../server/services/rate-limit.ts";

/**
 * The HTTP layer as a careful customer and an attacker meet it: the real app (server/app.ts) in front
 * of a small page build whose root loader builds the canonical link the way the store's does and
 * whose pages say how many renders the process has made.
 */
let database: Database;
let cacheDir: string;
let renders = 0;
const servers: Server[] = [];
const redisClients: Redis[] = [];

function pageBuild(): ServerBuild {
  const page = { loader: () => ({}) };
  return stubBuild({
    assetsDir: cacheDir,
    pages: {
      rings: { ...page, path: "engagement-rings" },
      stones: { ...page, path: "diamonds/*" },
      about: { ...page, path: "about-us/*" },
      // A page that has moved answers 301 with its new address, keeping the query it was asked with (the store's `moved`).
      moved: {
        path: "old-rings",
        loader: ({ request }) => {
          const search = new URL(request.url).search.slice(1);
          throw redirect(`/engagement-rings?recommendations=yes${search ? `&${search}` : ""}`, 301);
        },
      },
    },
    render: (request, status, root) => {
      // A page that finds, while it renders, that it has nothing to show throws its 404 (React Router
      // reports the Response as thrown, then renders the error).
      if (new URL(request.url).pathname.includes("gone-in-render") && status === 200) throw new Response("Not found", { status: 404 });
      renders++;
      // The page links back to itself with its query, as the ring builder's step bar does ("from").
      const self = `${new URL(request.url).pathname}${new URL(request.url).search}`;
      return `<!DOCTYPE html><html><head><link rel="canonical" href="${root.origin}${root.path}"/></head><body><p>render ${renders}</p><a href="/your-ring?from=${encodeURIComponent(self)}">back</a></body></html>`;
    },
  });
}

const { lines: logLines, stream: logStream } = logCapture();

async function start(options: Partial<AppOptions> = {}): Promise<string> {
  const app = createApp({ database, logger: pino({ level: "info" }, logStream), build: pageBuild(), mediaCacheDir: cacheDir, ...options });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request sent as written (any Host header, no normalisation). */
function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function graphql(base: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return raw(base, "/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1", ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

const SIGN_IN = "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }";
const DEMO = { email: "olivia@example.com", password: "correct horse battery" };

function setCookies(res: RawResponse): string[] {
  const header = res.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
}

async function sessionCookie(base: string): Promise<string> {
  const res = await graphql(base, SIGN_IN, DEMO);
  expect(res.status).toBe(200);
  return setCookies(res)
    .find((c) => c.startsWith("session-id="))!
    .split(";")[0]!;
}

const settle = () => new Promise((r) => setTimeout(r, 100));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(regions).values([
    { code: "UK", name: "United Kingdom", locales: ["en-gb"], currency: "GBP", isActive: true },
    { code: "US", name: "United States", locales: ["en-us"], currency: "USD", isActive: true },
  ]);
  await seedAccounts(database.db);
  forgetSiteData();
  cacheDir = mkdtempSync(join(tmpdir(), "store-http-audit-"));
  base = await start();
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  for (const redis of redisClients) redis.disconnect();
  forgetSiteData();
  await database?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("an https store behind a proxy it was not told to trust", () => {
  it("marks the session cookie Secure and sends HSTS on every host when PUBLIC_URL is https", async () => {
    const store = await start({ hosts: { publicUrl: "https://shop.example", allowedHosts: ["shop.internal"] } });
    // TRUST_PROXY unset: the request looks like plain http on a host that is not loopback.
    const signIn = await graphql(store, SIGN_IN, DEMO, { host: "shop.internal" });
    const session = setCookies(signIn).find((c) => c.startsWith("session-id="));
    expect(session).toMatch(/; Secure/i);
    expect(setCookies(signIn).every((c) => /; Secure/i.test(c))).toBe(true);
    expect(signIn.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const page = await raw(store, "/engagement-rings", { headers: { host: "shop.internal" } });
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("keeps a plain-http store's cookies usable on its other hosts, without HSTS", async () => {
    const store = await start({ hosts: { allowedHosts: ["shop.internal"] } });
    const signIn = await graphql(store, SIGN_IN, DEMO, { host: "shop.internal" });
    expect(setCookies(signIn).find((c) => c.startsWith("session-id="))).not.toMatch(/; Secure/i);
    expect(signIn.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the request id", () => {
  it("is the store's own, whatever X-Request-Id the client sends; a sane one is logged beside it", async () => {
    logLines.length = 0;
    const res = await raw(base, "/engagement-rings?rid", { headers: { "x-request-id": "attacker-chosen-id-123" } });
    const id = String(res.headers["x-request-id"]);
    expect(id).not.toBe("attacker-chosen-id-123");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await settle();
    const line = logLines.find((l) => (l["req"] as { url?: string } | undefined)?.url === "/engagement-rings?rid");
    expect(line?.["reqId"] ?? (line?.["req"] as { id?: string }).id).toBe(id);
    expect(line?.["clientRequestId"]).toBe("attacker-chosen-id-123");
    expect(JSON.stringify(logLines)).not.toContain('"reqId":"attacker-chosen-id-123"');
    // One that is not a sane token is not taken as an id at all.
    logLines.length = 0;
    await raw(base, "/engagement-rings?rid2", { headers: { "x-request-id": "<script>" } });
    await settle();
    expect(logLines.some((l) => "clientRequestId" in l)).toBe(false);
  });
});

describe("a mutation refused by a limit", () => {
  it("answers 429 with Retry-After when a service's own limit refuses it, keeping the GraphQL error", async () => {
    const refused = async () => ({ allowed: false as const, retryAfterSeconds: 42 });
    const refusing: Limits = { consume: refused, peek: refused };
    const store = await start({ limits: refusing });
    const res = await graphql(store, SIGN_IN, DEMO);
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBe("42");
    const body = JSON.parse(res.body) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions).toEqual({ category: "rateLimit", retryAfter: 42 });
  });

  it("answers 429 with Retry-After when the mutation limit refuses it", async () => {
    const store = await start({ graphql: { mutationLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) } });
    await graphql(store, SIGN_IN, { ...DEMO, password: "wrong" });
    const res = await graphql(store, SIGN_IN, DEMO);
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(50);
    expect((JSON.parse(res.body) as { errors: { extensions: { category: string } }[] }).errors[0]!.extensions.category).toBe("rateLimit");
  });
});

describe("Redis down", () => {
  it("says so in /healthz, and mutations answer at once, still limited by the process's own counters", async () => {
    const redis = openRedis("redis://127.0.0.1:1");
    redisClients.push(redis);
    const store = await start({
      graphql: { mutationLimiter: createRateLimiter({ ...MUTATION_RATE_LIMIT, limit: 2 }, redisRateLimitStore(redis)) },
      limits: createLimits(redisRateLimitStore(redis)),
      sharedStateHealth: () => redisHealth(redis),
    });
    const health = await raw(store, "/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok", redis: "degraded" });
    const started = performance.now();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await graphql(store, SIGN_IN, { ...DEMO, password: "wrong" })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(performance.now() - started).toBeLessThan(3_000);
    // Without Redis there is nothing to say about it.
    expect(JSON.parse((await raw(base, "/healthz")).body)).toEqual({ status: "ok" });
  });
});

describe("the page cache keys a page by what changes it", () => {
  let cached: string;
  beforeAll(async () => {
    cached = await start({ pageCacheSeconds: 60 });
  });

  async function page(path: string, headers: Record<string, string> = {}) {
    const res = await raw(cached, path, { headers: { accept: "text/html", ...headers } });
    await settle();
    return {
      status: res.status,
      cache: res.headers["x-page-cache"],
      render: renderOf(res.body),
      canonical: canonical(res.body),
      cacheControl: res.headers["cache-control"],
      body: res.body,
      location: res.headers.location,
    };
  }

  it("serves the page of the address without the query parameters the page does not read", async () => {
    const first = await page("/engagement-rings");
    expect(first.cache).toBe("miss");
    for (const query of ["?utm_source=mail&utm_campaign=spring", "?gclid=abc", `?x=${Math.random()}`, "?page=3&sort=price"]) {
      const again = await page(`/engagement-rings${query}`);
      expect(again, query).toMatchObject({ cache: "hit", render: first.render, canonical: first.canonical });
    }
    expect(first.canonical).toMatch(/\/engagement-rings$/);
  });

  it("renders the page it keeps without them, so that no visitor's parameters reach another", async () => {
    const first = await page("/engagement-rings/?utm_source=visitor-one&secret=abc");
    expect(first.cache).toBe("miss");
    expect(first.body).not.toContain("visitor-one");
    const second = await page("/engagement-rings/?utm_source=visitor-two");
    expect(second).toMatchObject({ cache: "hit", render: first.render });
    expect(second.body).not.toContain("visitor-one");
    expect(second.body).not.toContain("abc");
  });

  it("keeps them in a redirect, as the page's own 301 keeps them", async () => {
    const moved = await page("/old-rings?utm_source=mail&gclid=x1");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/engagement-rings?recommendations=yes&utm_source=mail&gclid=x1");
  });

  it("keeps apart the pages a parameter the page reads changes", async () => {
    const two = await page("/diamonds/natural/round?page=2&utm_source=a");
    const three = await page("/diamonds/natural/round?page=3");
    expect(two.cache).toBe("miss");
    expect(three.cache).toBe("miss");
    expect(await page("/diamonds/natural/round?utm_source=b&page=2")).toMatchObject({ cache: "hit", render: two.render });
    expect((await page("/engagement-rings?recommendations=yes")).cache).toBe("miss");
  });

  it("is not bypassed by cookies that change nothing in the page", async () => {
    const first = await page("/about-us/cookies");
    for (const cookie of [
      "customer-id=1",
      "userID=2",
      "foo=bar; _ga=GA1.2.3",
      "currency=NOPE",
      "ring-builder=forged",
      `ring-builder=${encodeURIComponent(formatRingBuilderCookie({ ref: "00000000-0000-4000-8000-000000000000.forged", stoneUri: null, ringSizePersisted: false, signatureStone: null }))}`,
      // A visitor's bag: no page shows it (the bag's page is never kept, the header's count is asked for by the browser).
      `bag=${encodeURIComponent(signedBagReference("00000000-0000-4000-8000-000000000002"))}`,
      "bag=forged",
    ]) {
      expect(await page("/about-us/cookies", { cookie }), cookie).toMatchObject({ cache: "hit", render: first.render });
    }
  });

  it("serves a session cookie that names no session as anyone, and fills the cache for it", async () => {
    const ended = await page("/about-us/ended", { cookie: "session-id=ended-or-made-up" });
    expect(ended.cache).toBe("miss");
    // Its answer is still its own (the cookie is cleared), but the page is everyone's.
    expect(ended.cacheControl).toBe("private, no-store");
    const anyone = await page("/about-us/ended");
    expect(anyone).toMatchObject({ cache: "hit", render: ended.render, cacheControl: "no-cache" });
    expect(await page("/about-us/ended", { cookie: "session-id=another-made-up-one" })).toMatchObject({
      cache: "hit",
      render: ended.render,
    });
  });

  it("keeps apart what the cookies it reads change, and renders a visitor with a ring of their own", async () => {
    const first = await page("/about-us/cookies-read");
    expect((await page("/about-us/cookies-read", { cookie: "currency=EUR" })).cache).toBe("miss");
    expect((await page("/about-us/cookies-read", { cookie: "currency=eur; foo=1" })).cache).toBe("hit");
    const ring = formatRingBuilderCookie({
      ref: signedReference("00000000-0000-4000-8000-000000000001"),
      stoneUri: null,
      ringSizePersisted: false,
      signatureStone: null,
    });
    const theirs = await page("/about-us/cookies-read", { cookie: `ring-builder=${encodeURIComponent(ring)}` });
    expect(theirs.cache).toBeUndefined();
    expect(theirs.render).toBeGreaterThan(first.render);
    expect(theirs.cacheControl).toBe("private, no-store");
  });

  it("serves a signed-in customer the kept page, answered as theirs", async () => {
    const first = await page("/about-us/signed-in");
    const cookie = await sessionCookie(cached);
    expect(await page("/about-us/signed-in?utm_medium=mail", { cookie })).toMatchObject({
      cache: "hit",
      render: first.render,
      cacheControl: "private, no-store",
    });
  });
});

describe("caching headers of GraphQL answers", () => {
  const ME = `/graphql?query=${encodeURIComponent("{ me { email } }")}`;

  it("says private, no-store and Vary: Cookie on a GET answer to a visitor with a session", async () => {
    const cookie = await sessionCookie(base);
    const res = await raw(base, ME, { headers: { cookie, [CSRF_HEADER]: "1" } });
    expect(res.status).toBe(200);
    expect(res.body).toContain("olivia@example.com");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
  });

  it("says Vary: Cookie on an anonymous visitor's, which no cookie made personal", async () => {
    const res = await raw(base, ME, { headers: { [CSRF_HEADER]: "1" } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ data: { me: null } });
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    // Nothing personal in it: no Cache-Control of its own (neither private nor public), so Vary decides.
    expect(res.headers["cache-control"]).toBeUndefined();
  });
});

describe("the log of a page that is not there", () => {
  it("says a 404 found while the page renders at warn level, without a stack", async () => {
    logLines.length = 0;
    const res = await raw(base, "/about-us/gone-in-render");
    expect(res.status).toBe(404);
    await settle();
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.every((l) => Number(l["level"]) <= 40)).toBe(true);
    expect(JSON.stringify(logLines)).not.toContain("stack");
  });

  it("does not report answers with a 4xx status as errors, however they were thrown", () => {
    const lines: unknown[] = [];
    const log = { error: (obj: object) => lines.push(obj) };
    const context = { get: () => ({ log }) } as unknown as RouterContextProvider;
    const request = new Request("http://localhost/x");
    handleError(new Response("Not found", { status: 404 }), { request, context, params: {} });
    handleError(data(null, { status: 410 }), { request, context, params: {} });
    expect(lines).toEqual([]);
    handleError(new Error("broken"), { request, context, params: {} });
    handleError(new Response("Down", { status: 503 }), { request, context, params: {} });
    expect(lines).toHaveLength(2);
  });
});
