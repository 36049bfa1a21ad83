import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import type * as StonesSeed from "../../server/seed/stones.ts";
import type * as RingBuilderSeed from "../../server/seed/ring-builder.ts";
import { startViteStore, type ViteStore } from "../helpers/vite-store.ts";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";
import { formatCataloguePath } from "../../core/urls/catalogue.ts";
import type { MetalCode } from "../../core/vocabulary/metals.ts";

/**
 * The catalogue's and the stones' pages as a search engine and a visitor get them through the whole
 * store: addresses in other spellings, listings that name nothing, pages that are copies of another,
 * and the words beside prices.
 */

let store: ViteStore;
let base: string;
let products: Awaited<ReturnType<typeof CatalogueSeed.seedCatalogue>>;

beforeAll(async () => {
  store = await startViteStore({
    name: "catalogue-audit",
    pageCacheSeconds: 0,
    logLevel: process.env["AUDIT_LOG"],
    prepare: async (load, db) => {
      const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
      const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
      const { seedStones } = await load<typeof StonesSeed>("./server/seed/stones.ts");
      const { seedMadeToOrderPrices } = await load<typeof RingBuilderSeed>("./server/seed/ring-builder.ts");
      await seedSite(db.db);
      products = await seedCatalogue(db, { engagement: 6, wedding: 2, readyToGo: 2, jewellery: 4 });
      await seedMadeToOrderPrices(db);
      await seedStones(db, { stones: 400, seed: 11 });
    },
  });
  ({ base } = store);
}, 240_000);

afterAll(async () => {
  await store?.close();
});

interface Answer {
  status: number;
  location: string | null;
  html: string;
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The content of the first tag matching a pattern's capture, or null. */
function capture(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

const robotsOf = (html: string) => capture(html, /<meta name="robots" content="([^"]*)"/);
const canonicalOf = (html: string) => capture(html, /<link rel="canonical" href="([^"]*)"/);
const titleOf = (html: string) => capture(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => capture(html, /<meta name="description" content="([^"]*)"/);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("catalogue section roots in capitals", () => {
  it.each([
    ["/ENGAGEMENT-RINGS", "/engagement-rings"],
    ["/Wedding-Rings", "/wedding-rings"],
    ["/JEWELLERY/necklaces", "/jewellery/necklaces"],
    ["/Ready-To-Go", "/ready-to-go"],
    ["/Rts-List", "/rts-list"],
    ["/us/Wedding-Rings", "/us/wedding-rings"],
    ["/Engagement-Rings/Platinum?utm_source=mail", "/engagement-rings/platinum?utm_source=mail"],
  ])("%s answers 301 to %s, which answers 200", async (path, target) => {
    const moved = await get(path);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(target);
    expect((await get(target)).status).toBe(200);
  });
});

describe("listings that name nothing", () => {
  it("answer 404 for a combination that cannot exist: a style of another type of jewellery", async () => {
    expect((await get("/jewellery/necklaces/studs")).status).toBe(404);
    expect((await get("/us/jewellery/earrings/bangle")).status).toBe(404);
    expect((await get("/jewellery/rings/tennis/all-gemstones")).status).toBe(404);
  });

  it("keep a style that belongs to the type, and every style without a type", async () => {
    expect((await get("/jewellery/earrings/studs")).status).toBe(200);
    expect((await get("/jewellery/all-jewellery/studs")).status).toBe(200);
  });

  it("render a valid combination without designs with noindex, and index the listings with designs", async () => {
    const empty = await get("/engagement-rings/9k-rose-gold/gemstone-sides/trillion/organic");
    expect(empty.status).toBe(200);
    expect(robotsOf(empty.html)).toBe("noindex, follow");
    const full = await get("/engagement-rings");
    expect(full.status).toBe(200);
    expect(robotsOf(full.html)).toBeNull();
    expect(canonicalOf(full.html)).toBe(`${base}/engagement-rings`);
  });
});

describe("a diamond's report page", () => {
  it("names the diamond's page as its canonical address, in every region", async () => {
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
      body: JSON.stringify({ query: "{ stoneSearch(input: { dtlReport: true, pageSize: 1 }) { items { identifier dtlUrl url } } }" }),
    });
    const body = (await res.json()) as { data: { stoneSearch: { items: { identifier: string; dtlUrl: string; url: string }[] } } };
    const stone = body.data.stoneSearch.items[0]!;
    expect(stone.dtlUrl).toMatch(/\/dtl$/);
    const report = await get(stone.dtlUrl);
    expect(report.status).toBe(200);
    expect(canonicalOf(report.html)).toBe(`${base}${stone.url}`);
    expect(report.html).toContain(`<link rel="alternate" hrefLang="en-US" href="${base}/us${stone.url}"/>`);
    const us = await get(`/us${stone.dtlUrl}`);
    expect(us.status).toBe(200);
    expect(canonicalOf(us.html)).toBe(`${base}/us${stone.url}`);
    // The stone's own page stays its own canonical address.
    expect(canonicalOf((await get(stone.url)).html)).toBe(`${base}${stone.url}`);
  });
});

describe("rings priced with the made-to-order stone their address names", () => {
  function setting() {
    const ring = products.find(
      (p) => p.kind === "ENGAGEMENT_RING" && p.centreStoneShapes.includes("OVAL") && !p.ringStyles.includes("GEMSTONE_SIDES"),
    )!;
    const metal = ring.variants.find((v) => v.shape === "OVAL")!.metal as MetalCode;
    const settingPath = formatCataloguePath({ kind: "engagementRing", slug: ring.slug, metal, shape: "OVAL", suffixSlug: ring.suffixSlug });
    return { ring, metal, settingPath };
  }

  function jsonLdOf(html: string): { description: string; offers: { price: string } } {
    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((ld) => ld["@type"] === "Product");
    return product;
  }

  it("name the setting's own page as their canonical address, and say the stone in their title and description", async () => {
    const { ring, metal, settingPath } = setting();
    const base1 = { slug: ring.slug, metal, shape: "OVAL" as const, suffixSlug: ring.suffixSlug };
    const weight = Math.max(1, ring.centreStoneWeightMin!);
    const first = formatCataloguePath({ kind: "labGrownEngagementRing", ...base1, colour: "F", clarity: "VS1", caratWeight: weight });
    const second = formatCataloguePath({
      kind: "labGrownEngagementRing",
      ...base1,
      colour: "H",
      clarity: "SI1",
      caratWeight: weight + 0.5,
    });
    const [a, b] = await Promise.all([get(first), get(second)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(canonicalOf(a.html)).toBe(`${base}${settingPath}`);
    expect(canonicalOf(b.html)).toBe(`${base}${settingPath}`);
    expect(decode(titleOf(a.html)!)).toContain(`${weight.toFixed(2)}ct Oval Lab-Grown Diamond, F VS1`);
    expect(decode(titleOf(b.html)!)).toContain(`${(weight + 0.5).toFixed(2)}ct Oval Lab-Grown Diamond, H SI1`);
    expect(titleOf(a.html)).not.toBe(titleOf(b.html));
    expect(decode(descriptionOf(a.html)!)).toMatch(
      new RegExp(
        `^Set with a ${weight.toFixed(2)}ct oval lab-grown diamond, F colour, VS1 clarity, made to order for this ring: the price includes the centre stone\\.`,
      ),
    );
    // The setting's own page stays its own canonical address.
    const own = await get(settingPath);
    expect(canonicalOf(own.html)).toBe(`${base}${settingPath}`);
    expect(titleOf(own.html)).not.toBe(titleOf(a.html));

    const gem = formatCataloguePath({
      kind: "gemstoneEngagementRing",
      ...base1,
      colour: "BLUE",
      crystal: "SAPPHIRE",
      colourGrade: "MEDIUM",
      clarity: "EYE_CLEAN",
      caratWeight: weight,
    });
    const g = await get(`/us${gem}`);
    expect(g.status).toBe(200);
    expect(canonicalOf(g.html)).toBe(`${base}/us${settingPath}`);
    expect(decode(titleOf(g.html)!)).toContain(`${weight.toFixed(2)}ct Oval Blue Sapphire, Medium, Eye Clean`);
    expect(decode(descriptionOf(g.html)!)).toMatch(
      /^Set with a [\d.]+ct oval blue sapphire, medium tone, eye clean, made to order for this ring: the price includes the center stone\./,
    );
  });

  it("say nowhere that the price leaves the stone out, while the offer includes it", async () => {
    const { ring, metal, settingPath } = setting();
    const weight = Math.max(1, ring.centreStoneWeightMin!);
    const path = formatCataloguePath({
      kind: "labGrownEngagementRing",
      slug: ring.slug,
      metal,
      shape: "OVAL",
      suffixSlug: ring.suffixSlug,
      colour: "F",
      clarity: "VS1",
      caratWeight: weight,
    });
    const [withStone, alone] = await Promise.all([get(path), get(settingPath)]);
    const ld = jsonLdOf(withStone.html);
    expect(Number(ld.offers.price)).toBeGreaterThan(Number(jsonLdOf(alone.html).offers.price));
    expect(ld.description).toMatch(/the price includes the centre stone/);
    expect(withStone.html).not.toMatch(/priced without its centre stone/i);
  });
});

describe("the words beside prices", () => {
  const setting = () => products.find((p) => p.kind === "ENGAGEMENT_RING")!;
  const settingPath = () => {
    const ring = setting();
    const variant = ring.variants[0]!;
    return formatCataloguePath({
      kind: "engagementRing",
      slug: ring.slug,
      metal: variant.metal as MetalCode,
      shape: variant.shape!,
      suffixSlug: ring.suffixSlug,
    });
  };
  const taxNoteOf = (html: string) => capture(html, /<span class="cat-product__tax" data-tax-type="[A-Z]+">([^<]*)<\/span>/);
  const priceOf = (html: string) => decode(capture(html, /<span class="cat-product__amount"[^>]*>([^<]*)<\/span>/) ?? "");

  it("say the region's tax: GST in Australia and New Zealand, VAT in the UK, sales tax in the US", async () => {
    expect(taxNoteOf((await get(settingPath())).html)).toBe("VAT included");
    expect(taxNoteOf((await get(`/au${settingPath()}`)).html)).toBe("GST included");
    expect(taxNoteOf((await get(`/nz${settingPath()}`)).html)).toBe("GST included");
    expect(taxNoteOf((await get(`/us${settingPath()}`)).html)).toBe("Sales tax added at checkout");
    expect((await get("/au/engagement-rings")).html).toContain("Prices: GST included");
  });

  it("write a dollar that is not the visitor's own with its own symbol", async () => {
    const au = await get(`/au${settingPath()}`);
    expect(priceOf(au.html)).toMatch(/^\$\d/);
    const res = await fetch(`${base}/au${settingPath()}`, { headers: { cookie: "currency=USD" } });
    const html = await res.text();
    expect(priceOf(html)).toMatch(/^US\$\d/);
    expect(taxNoteOf(html)).toBe("GST included");
  });

  it("give stone prices their tax note, on the search and on the stone's page", async () => {
    const search = await get("/diamonds/natural/all-shapes");
    expect(/<span class="stone-tax-note"[^>]*>VAT included<\/span>/.test(search.html)).toBe(true);
    const us = await get("/us/diamonds/natural/all-shapes");
    expect(/<span class="stone-tax-note"[^>]*>Sales tax added at checkout<\/span>/.test(us.html)).toBe(true);
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
      body: JSON.stringify({ query: "{ stoneSearch(input: { pageSize: 1 }) { items { url } } }" }),
    });
    const href = ((await res.json()) as { data: { stoneSearch: { items: { url: string }[] } } }).data.stoneSearch.items[0]!.url;
    const page = await get(href);
    expect(page.status).toBe(200);
    expect(/class="stone-detail__price">£[\d,.]+(<!-- -->)? ?<span class="stone-tax-note"[^>]*>VAT included<\/span>/.test(page.html)).toBe(
      true,
    );
  });
});

describe("a ready-to-go ring's words", () => {
  it("name its stone, and no ring size the customer has not chosen, while asking for one", async () => {
    const ring = products.find((p) => p.kind === "READY_TO_GO" && p.variants[0]!.stock.some((s) => s.ringSize))!;
    const variant = ring.variants[0]!;
    const page = await get(formatCataloguePath({ kind: "readyToGoRing", slug: ring.slug, metal: variant.metal as MetalCode }));
    expect(page.status).toBe(200);
    const stoneLine = decode(capture(page.html, /<p class="cat-product__summary" data-stone="true">([^<]*)<\/p>/) ?? "");
    expect(stoneLine).toMatch(/^Set with a [\d.]+ct \w+ diamond, \w+ \w+\.$/);
    expect(stoneLine).not.toMatch(/ring size/i);
    expect(page.html).toContain("Please select a ring size");
  });
});
