import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import type * as AccountsSeed from "../../server/seed/accounts.ts";
import type * as RingBuilderSeed from "../../server/seed/ring-builder.ts";
import { startViteStore, type ViteStore } from "../helpers/vite-store.ts";
import { CSRF_HEADER } from "../../server/graphql/yoga.ts";

/**
 * Signed-in customers and the page cache (docs/decisions/0005-page-cache.md): a customer with nothing
 * personal in a page is served the page every visitor is, and their name reaches the header through
 * the browser's own site data; staff, and a customer with a ring in the builder, get pages of their own.
 */

const DEMO_PASSWORD = "correct horse battery";
let store: ViteStore;
let base: string;
let design: { catalogueCode: string; metal: string };

beforeAll(async () => {
  store = await startViteStore({
    name: "shared-pages",
    pageCacheSeconds: 60,
    prepare: async (load, db) => {
      const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
      const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
      const { seedAccounts } = await load<typeof AccountsSeed>("./server/seed/accounts.ts");
      const { seedMadeToOrderPrices } = await load<typeof RingBuilderSeed>("./server/seed/ring-builder.ts");
      await seedSite(db.db);
      const products = await seedCatalogue(db, { engagement: 4, wedding: 1, readyToGo: 1, jewellery: 1 });
      await seedMadeToOrderPrices(db);
      await seedAccounts(db.db);
      const ring = products.find(
        (p) => p.kind === "ENGAGEMENT_RING" && p.centreStoneShapes.includes("ROUND") && !p.ringStyles.includes("GEMSTONE_SIDES"),
      )!;
      design = { catalogueCode: ring.catalogueCode, metal: ring.variants[0]!.metal };
    },
  });
  ({ base } = store);
}, 180_000);

afterAll(async () => {
  await store?.close();
});

async function graphql(query: string, variables: Record<string, unknown>, cookie?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

/** Signs in with the demo password and answers the session cookie. */
async function signIn(email: string): Promise<string> {
  const { res, body } = await graphql(
    "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }",
    { email, password: DEMO_PASSWORD },
  );
  expect(body.errors).toBeUndefined();
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("session-id="))!
    .split(";")[0]!;
}

async function page(path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  const html = await res.text();
  // The cache keeps a page once it has been written out.
  await new Promise((r) => setTimeout(r, 50));
  return { html, cache: res.headers.get("x-page-cache"), cacheControl: res.headers.get("cache-control") };
}

describe("pages for signed-in visitors", () => {
  it("serves a customer with nothing personal in the page the page every visitor gets, private to the browser", async () => {
    const cookie = await signIn("olivia@example.com");
    expect((await page("/engagement-rings")).cache).toBe("miss");
    const theirs = await page("/engagement-rings", cookie);
    expect(theirs.cache).toBe("hit");
    expect(theirs.html).not.toContain("Olivia");
    expect(theirs.cacheControl).toBe("private, no-store");
    // Their session still works for what is theirs.
    const me = await graphql("{ me { firstName } }", {}, cookie);
    expect(me.body.data).toEqual({ me: { firstName: "Olivia" } });
  });

  it("renders the profile, which is personal, for the customer and never keeps it", async () => {
    const cookie = await signIn("olivia@example.com");
    await page("/profile");
    const profile = await page("/profile", cookie);
    expect(profile.cache).toBeNull();
    expect(profile.html).toContain("olivia@example.com");
  });

  it("renders pages of their own for staff", async () => {
    const cookie = await signIn("sophie@example.com");
    await page("/wedding-rings");
    const theirs = await page("/wedding-rings", cookie);
    expect(theirs.cache).toBeNull();
    expect(theirs.html).toContain("Sophie");
  });

  it("names the signed-in visitor in their page, and keeps the site data every visitor gets without them", async () => {
    const cookie = await signIn("sophie@example.com");
    // The first page of this region since the start: its site data is read while Sophie's page renders.
    const theirs = await page("/au/wedding-rings", cookie);
    expect(theirs.html).toContain("sophie@example.com");
    const anyone = await page("/au/wedding-rings");
    expect(anyone.cache).toBe("miss");
    expect(anyone.html).not.toContain("sophie@example.com");
    // And the other way round: a page whose site data an anonymous visitor's request kept.
    const again = await page("/au/jewellery", cookie);
    expect(again.html).toContain("sophie@example.com");
  });

  it("renders pages of their own for a customer with a ring in the builder, even from a browser without its cookie", async () => {
    const cookie = await signIn("ethan@example.com");
    const set = await graphql(
      "mutation($input: RingBuilderSetInput!) { ringBuilderSet(input: $input) { ringBuilder { id } failure { errors { code } } } }",
      { input: { mount: { engagementRing: design, uri: "/engagement-rings" }, ringSize: "M" } },
      cookie,
    );
    expect(set.body.errors).toBeUndefined();
    await page("/jewellery");
    // Only the session cookie: the builder is theirs in the account, so the page may show it.
    const theirs = await page("/jewellery", cookie);
    expect(theirs.cache).toBeNull();
    expect(theirs.html).toContain("Ethan");
  });
});
