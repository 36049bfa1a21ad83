import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import { startViteStore, type ViteStore } from "../helpers/vite-store.ts";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";
import { minorOf } from "../helpers/money.ts";

/**
 * Listing filters in the query string (docs/product.md#hash-filters): the page a browser without
 * scripts asks for with the listing's filter form. The whole store answers them with the filtered,
 * sorted first page (not indexed, its canonical address the listing's path), its links keep them, its
 * form offers them, and the page cache never serves one filtered page for another.
 */

let store: ViteStore;
let base: string;

beforeAll(async () => {
  store = await startViteStore({
    name: "catalogue-query-filters",
    pageCacheSeconds: 60,
    prepare: async (load, db) => {
      const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
      const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
      await seedSite(db.db);
      await seedCatalogue(db, { engagement: 30, wedding: 4, readyToGo: 2, jewellery: 12 });
    },
  });
  ({ base } = store);
}, 240_000);

afterAll(async () => {
  await store?.close();
});

interface Answer {
  status: number;
  html: string;
  cache: string | null;
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-page-cache") };
}

/** The store keeps a page in the background after answering; give it a moment. */
const settle = () => new Promise((r) => setTimeout(r, 150));

const decode = (text: string) => text.replace(/&amp;/g, "&");
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
const totalOf = (html: string) => Number(/data-total="(\d+)"/.exec(html)?.[1]);
/** The product links of the listing's grid, in their order. */
function cardsOf(html: string): string[] {
  const grid = /<ul class="cat-grid">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...new Set([...grid.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!)))];
}
/** The links of the listing's pages (numbers, previous and next). */
function pageLinksOf(html: string): string[] {
  const nav = /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!));
}
/** The chosen filters' chips: where each leads, by its label. */
function chipsOf(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<a [^>]*class="cat-chip"[^>]*>/g)].map((m) => m[0]);
  return Object.fromEntries(
    tags.map((tag) => [decode(/aria-label="([^"]*)"/.exec(tag)?.[1] ?? ""), decode(/href="([^"]*)"/.exec(tag)?.[1] ?? "")]),
  );
}
/** The filters' form drawn for a browser without scripts. */
/** The attributes of each tag of a kind in some HTML, in their order ("" for one without a value). */
function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, decode(a[2] ?? "")])),
  );
}
const noScriptFormOf = (html: string) => /<noscript><form [^>]*method="get"[\s\S]*?<\/form><\/noscript>/.exec(html)?.[0] ?? "";

interface ApiListing {
  total: number;
  items: { url: string; salePrice: { amount: string } }[];
}

/** The same listing through the API, as a client asks for it. */
async function apiListing(input: Record<string, unknown>): Promise<ApiListing> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
    body: JSON.stringify({
      query: "query ($input: CatalogueListingInput!) { catalogueListing(input: $input) { total items { url salePrice { amount } } } }",
      variables: { input: { region: "UK", currency: "GBP", ...input } },
    }),
  });
  const body = (await res.json()) as { data: { catalogueListing: ApiListing } };
  return body.data.catalogueListing;
}

describe("a listing asked for with filters in its query", () => {
  it("answers the filtered, sorted first page, not indexed, its canonical address the listing's path", async () => {
    const all = await apiListing({ kind: "ENGAGEMENT_RING" });
    const filtered = await apiListing({ kind: "ENGAGEMENT_RING", sort: "PRICE_ASCENDING", priceMax: 2000 });
    // The seed has designs on both sides of the price.
    expect(filtered.total).toBeGreaterThan(1);
    expect(filtered.total).toBeLessThan(all.total);
    const prices = filtered.items.map((i) => minorOf(i.salePrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(200_000);

    const page = await get("/engagement-rings?sort=price_ascending&price_max=2000");
    expect(page.status).toBe(200);
    expect(totalOf(page.html)).toBe(filtered.total);
    expect(cardsOf(page.html)).toEqual(filtered.items.map((i) => i.url));
    expect(robotsOf(page.html)).toBe("noindex, follow");
    expect(canonicalOf(page.html)).toBe(`${base}/engagement-rings`);

    // The listing without filters is indexed, with every design.
    const plain = await get("/engagement-rings");
    expect(robotsOf(plain.html)).toBeNull();
    expect(totalOf(plain.html)).toBe(all.total);
  });

  it("keeps the filters in the query of its page links, its path filters' links and its chips", async () => {
    const sorted = await apiListing({ kind: "ENGAGEMENT_RING", sort: "PRICE_DESCENDING" });
    expect(sorted.total).toBeGreaterThan(24);
    const second = await apiListing({ kind: "ENGAGEMENT_RING", sort: "PRICE_DESCENDING", page: 2 });

    const page = await get("/engagement-rings?sort=price_descending");
    expect(cardsOf(page.html)).toEqual(sorted.items.map((i) => i.url));
    expect(pageLinksOf(page.html)).toContain("/engagement-rings/2?sort=price_descending");
    const next = await get("/engagement-rings/2?sort=price_descending");
    expect(next.status).toBe(200);
    expect(cardsOf(next.html)).toEqual(second.items.map((i) => i.url));
    expect(canonicalOf(next.html)).toBe(`${base}/engagement-rings/2`);
    expect(robotsOf(next.html)).toBe("noindex, follow");

    const priced = await get("/engagement-rings?price_max=2000");
    // A metal's link keeps the price in the query; the price's chip leads to the listing without it.
    expect(decode(priced.html)).toMatch(/href="\/engagement-rings\/platinum\?price_max=2000"/);
    expect(chipsOf(priced.html)).toEqual({ "Remove filter Up to £2,000": "/engagement-rings" });
    const two = await get("/engagement-rings/platinum?price_max=2000&sort=price_ascending");
    expect(chipsOf(two.html)).toMatchObject({ "Remove filter Up to £2,000": "/engagement-rings/platinum?sort=price_ascending" });
  });

  it("applies design features to engagement rings and the karat to jewellery, as the API does", async () => {
    const features = await apiListing({ kind: "ENGAGEMENT_RING", designFeatures: ["MILGRAIN"] });
    const withFeature = await get("/engagement-rings?design_features[]=milgrain");
    expect(totalOf(withFeature.html)).toBe(features.total);
    expect(cardsOf(withFeature.html)).toEqual(features.items.map((i) => i.url));

    const gold = await apiListing({ kind: "JEWELLERY", metal: "YELLOW_GOLD", karat: 18 });
    const allGold = await apiListing({ kind: "JEWELLERY", metal: "YELLOW_GOLD" });
    expect(gold.total).toBeLessThanOrEqual(allGold.total);
    const karat = await get("/jewellery/all-jewellery/all-styles/all-gemstones/all-design-styles/yellow-gold?k=18");
    expect(karat.status).toBe(200);
    expect(totalOf(karat.html)).toBe(gold.total);
    expect(cardsOf(karat.html)).toEqual(gold.items.map((i) => i.url));
  });

  it("ignores what the grammar does not read, as it ignores a bad hash: never an error page", async () => {
    const all = await apiListing({ kind: "ENGAGEMENT_RING" });
    for (const query of [
      "?price_max=lots&sort=cheapest",
      "?price_max=99999999999",
      "?design_features[]=glitter&k=22",
      "?price_min=-5",
      "?sort[a]=x&price_max[]=1",
    ]) {
      const page = await get(`/engagement-rings${query}`);
      expect(page.status, query).toBe(200);
      expect(totalOf(page.html), query).toBe(all.total);
      expect(robotsOf(page.html), query).toBeNull();
    }
    // A filter the listing does not apply (the karat is jewellery's) is not one.
    const wedding = await get("/wedding-rings?k=18&design_features[]=milgrain");
    expect(wedding.status).toBe(200);
    expect(robotsOf(wedding.html)).toBeNull();
  });

  it("sends the form's unfilled fields to the address without them (301), keeping the filled ones and the rest", async () => {
    const answer = await fetch(`${base}/engagement-rings?sort=price_ascending&price_min=&price_max=&utm_source=mail`, {
      redirect: "manual",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/engagement-rings?sort=price_ascending&utm_source=mail");
    const all = await fetch(`${base}/us/jewellery?k=&price_min=`, { redirect: "manual" });
    expect(all.status).toBe(301);
    expect(all.headers.get("location")).toBe("/us/jewellery");
  });

  it("offers a form for a browser without scripts: the sort, the price and the design features, sent to the listing's path", async () => {
    // From the second page: the form starts the filtered listing again at its first.
    const page = await get("/engagement-rings/2?sort=price_ascending&price_min=100&price_max=900000");
    expect(page.status).toBe(200);
    const form = noScriptFormOf(page.html);
    expect(tagsOf(form, "form")[0]).toMatchObject({ method: "get", action: "/engagement-rings" });
    const fields = tagsOf(form, "input");
    expect(fields).toContainEqual(expect.objectContaining({ name: "price_min", type: "number", value: "100" }));
    expect(fields).toContainEqual(expect.objectContaining({ name: "price_max", type: "number", value: "900000" }));
    expect(fields).toContainEqual(expect.objectContaining({ name: "design_features[]", type: "checkbox", value: "milgrain" }));
    expect(tagsOf(form, "select")).toEqual([expect.objectContaining({ id: "cat-noscript-sort", name: "sort" })]);
    expect(tagsOf(form, "option").find((o) => "selected" in o)).toMatchObject({ value: "price_ascending" });
    expect(form).toContain('<label for="cat-noscript-price-max">Maximum price</label>');
    expect(form).toContain('<label for="cat-noscript-sort" class="cat-sort__label">Sort by</label>');
    expect(tagsOf(form, "button").every((b) => b["type"] === "submit")).toBe(true);
    expect(form).toMatch(/>Show designs<\/button>/);
    // The ring builder's recommended settings keep being recommended.
    const recommended = noScriptFormOf((await get("/engagement-rings?recommendations=yes")).html);
    expect(tagsOf(recommended, "input")).toContainEqual(expect.objectContaining({ type: "hidden", name: "recommendations", value: "yes" }));
    // Jewellery offers the karat.
    const jewellery = noScriptFormOf(
      (await get("/jewellery/all-jewellery/all-styles/all-gemstones/all-design-styles/white-gold?k=14")).html,
    );
    expect(tagsOf(jewellery, "input").filter((i) => i["name"] === "k" && "checked" in i)).toEqual([
      expect.objectContaining({ type: "radio", value: "14" }),
    ]);
    expect(jewellery).not.toContain("design_features");
  });
});

describe("the page cache and a listing's query filters", () => {
  it("keeps each filtered page apart, and shares one between spellings of the same filters", async () => {
    const ascending = "/engagement-rings?sort=price_ascending&price_max=2500";
    const first = await get(ascending);
    expect(first.cache).toBe("miss");
    await settle();
    expect((await get(ascending)).cache).toBe("hit");

    const descending = await get("/engagement-rings?sort=price_descending&price_max=2500");
    expect(descending.cache).toBe("miss");
    expect(cardsOf(descending.html)).not.toEqual(cardsOf(first.html));
    const lower = await get("/engagement-rings?sort=price_ascending&price_max=1500");
    expect(lower.cache).toBe("miss");
    expect(totalOf(lower.html)).toBeLessThan(totalOf(first.html));
    const unfiltered = await get("/engagement-rings?utm_source=a");
    expect(robotsOf(unfiltered.html)).toBeNull();
    expect(totalOf(unfiltered.html)).toBeGreaterThan(totalOf(first.html));

    // The same filters written another way, with a parameter no page reads, are the same page.
    const again = await get("/engagement-rings?price_max=2500&utm_source=mail&sort=PRICE_ASCENDING");
    expect(again.cache).toBe("hit");
    expect(cardsOf(again.html)).toEqual(cardsOf(first.html));
  });
});
