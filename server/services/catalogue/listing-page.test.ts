import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compare, fromMajorUnits, toMajorUnits, type Money } from "../../../core/money.ts";
import type { Database } from "../../db/client.ts";
import { seedSmallCatalogue, type SeedProduct } from "../../../tests/helpers/catalogue.ts";
import { createTestDatabase } from "../../../tests/helpers/db.ts";
import { testContext } from "../../../tests/integration/site-context.ts";
import { forgetSiteData } from "../site.ts";
import { catalogueListing, type CatalogueListing } from "./listing-page.ts";

/**
 * A listing as its callers see it (docs/product.md#listings): each filter is checked against the
 * kind's vocabularies and refused under its own name when it does not apply, the designs listed are
 * those every filter lets through, the facets count what each value's link would list, and the sort
 * orders are mapped once here (ADR 0011).
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedSmallCatalogue(database, { engagement: 30, wedding: 6, readyToGo: 2, jewellery: 12 });
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

type Input = Parameters<typeof catalogueListing>[1];

async function listing(input: Input): Promise<CatalogueListing> {
  const result = await catalogueListing(testContext(database), { pageSize: 96, ...input });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
}

async function refusals(input: Input) {
  const result = await catalogueListing(testContext(database), input);
  return result.ok ? [] : result.errors.map((e) => ({ code: e.code, path: e.path.join("."), message: e.message }));
}

const codesOf = (l: CatalogueListing) => l.items.map((c) => c.catalogueCode).sort();
const engagement = () => products.filter((p) => p.kind === "ENGAGEMENT_RING");
const codes = (list: SeedProduct[]) => list.map((p) => p.catalogueCode).sort();

describe("filters a listing is refused", () => {
  it("a filter given for a kind it does not apply to, each under its own name, all at once", async () => {
    expect(await refusals({ kind: "WEDDING_RING", shape: "ROUND", recommendations: true, productType: "NECKLACE" })).toEqual(
      expect.arrayContaining([
        { code: "INVALID_INPUT", path: "shape", message: "does not apply to WEDDING_RING" },
        { code: "INVALID_INPUT", path: "recommendations", message: "does not apply to WEDDING_RING" },
        { code: "INVALID_INPUT", path: "productType", message: "does not apply to WEDDING_RING" },
      ]),
    );
    expect(await refusals({ kind: "WEDDING_RING", shape: "ROUND", recommendations: true, productType: "NECKLACE" })).toHaveLength(3);
    // Off, or empty, a filter is not given.
    expect(await refusals({ kind: "JEWELLERY", readyToShip: false, recommendations: false, designFeatures: [] })).toEqual([]);
  });

  it("a value outside the kind's vocabulary: a wedding style for an engagement ring, a karat that is not 9, 14 or 18, a style of another type of jewellery", async () => {
    expect(await refusals({ kind: "ENGAGEMENT_RING", ringStyle: "CHANNEL_SET" })).toEqual([
      { code: "INVALID_INPUT", path: "ringStyle", message: 'unknown value "CHANNEL_SET"' },
    ]);
    expect(await refusals({ kind: "WEDDING_RING", ringStyle: "CHANNEL_SET" })).toEqual([]);
    expect(await refusals({ kind: "JEWELLERY", karat: 10 })).toEqual([
      { code: "INVALID_INPUT", path: "karat", message: "must be 9, 14 or 18" },
    ]);
    expect(await refusals({ kind: "JEWELLERY", productType: "NECKLACE", productStyle: "STUDS" })).toEqual([
      { code: "INVALID_INPUT", path: "productStyle", message: "STUDS does not apply to NECKLACE" },
    ]);
    expect(await refusals({ kind: "JEWELLERY", productType: "EARRINGS", productStyle: "STUDS" })).toEqual([]);
  });
});

describe("the designs a listing lists", () => {
  it("are those with a variant every filter lets through: a metal and a shape together name one variant", async () => {
    const listed = await listing({ kind: "ENGAGEMENT_RING", metal: "PLATINUM", shape: "OVAL" });
    expect(codesOf(listed)).toEqual(
      codes(engagement().filter((p) => p.variants.some((v) => v.metal === "PLATINUM" && v.shape === "OVAL"))),
    );
    expect(listed.items.every((c) => c.metal.systemCode === "PLATINUM" && c.shape?.code === "OVAL")).toBe(true);
    expect(listed.total).toBe(listed.items.length);
  });

  it("read a filter's code or its slug in any case alike", async () => {
    const byCode = codesOf(await listing({ kind: "ENGAGEMENT_RING", shape: "OVAL", metal: "PLATINUM" }));
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", shape: "oval", metal: "platinum" }))).toEqual(byCode);
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", shape: "Oval", metal: "Platinum" }))).toEqual(byCode);
  });

  it("for the ring builder: the 24 recommended designs, the settings whose centre-stone range holds a weight (bounds taken), those that take a kind of stone", async () => {
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", recommendations: true }))).toEqual(
      codes(engagement().filter((p) => p.recommendedRank <= 24)),
    );
    const holds = (carat: number) => (p: SeedProduct) =>
      (p.centreStoneWeightMin ?? 0) <= carat && (p.centreStoneWeightMax ?? Infinity) >= carat;
    for (const carat of [0.3, 1.5, 3]) {
      expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", centreStoneCarat: carat })), `${carat}ct`).toEqual(
        codes(engagement().filter(holds(carat))),
      );
    }
    const bound = engagement().find((p) => p.centreStoneWeightMin !== null)!.centreStoneWeightMin!;
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", centreStoneCarat: bound }))).toContain(
      engagement().find((p) => p.centreStoneWeightMin === bound)!.catalogueCode,
    );
    const gemstones = await listing({ kind: "ENGAGEMENT_RING", centreStoneCategory: "GEMSTONE" });
    expect(codesOf(gemstones)).toEqual(codes(engagement().filter((p) => !p.ringStyles.includes("GEMSTONE_SIDES"))));
    expect(codesOf(gemstones).length).toBeLessThan(engagement().length);
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", centreStoneCategory: "LAB_GROWN_DIAMOND" }))).toEqual(codes(engagement()));
  });

  it("come in pages that together list each design once, in the listing's order", async () => {
    const all = await listing({ kind: "ENGAGEMENT_RING" });
    const pages: string[] = [];
    const first = await listing({ kind: "ENGAGEMENT_RING", pageSize: 7 });
    expect(first.pageCount).toBe(Math.ceil(all.total / 7));
    for (let page = 1; page <= first.pageCount; page++)
      pages.push(...(await listing({ kind: "ENGAGEMENT_RING", pageSize: 7, page })).items.map((c) => c.catalogueCode));
    expect(pages).toEqual(all.items.map((c) => c.catalogueCode));
    expect((await listing({ kind: "ENGAGEMENT_RING", pageSize: 7, page: first.pageCount + 1 })).items).toEqual([]);
  });
});

describe("the sort orders", () => {
  const rank = new Map<string, SeedProduct>();
  beforeAll(() => {
    for (const p of products) rank.set(p.catalogueCode, p);
  });

  it("recommended (the default): the curated rank", async () => {
    const listed = await listing({ kind: "ENGAGEMENT_RING" });
    expect(listed.sort).toBe("RECOMMENDED");
    const ranks = listed.items.map((c) => rank.get(c.catalogueCode)!.recommendedRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("express delivery: the designs that can be sent express first, then the soonest made", async () => {
    const listed = await listing({ kind: "ENGAGEMENT_RING", sort: "EXPRESS_DELIVERY" });
    const keys = listed.items.map((c) => [c.expressEligible ? 0 : 1, c.deliveryDays] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(keys.some(([express]) => express === 0) && keys.some(([express]) => express === 1)).toBe(true);
  });

  it("by price, the lowest or the highest first", async () => {
    const up = (await listing({ kind: "ENGAGEMENT_RING", sort: "PRICE_ASCENDING" })).items.map((c) => c.salePrice);
    const down = (await listing({ kind: "ENGAGEMENT_RING", sort: "PRICE_DESCENDING" })).items.map((c) => c.salePrice);
    for (let i = 1; i < up.length; i++) expect(compare(up[i - 1]!, up[i]!)).toBeLessThanOrEqual(0);
    for (let i = 1; i < down.length; i++) expect(compare(down[i - 1]!, down[i]!)).toBeGreaterThanOrEqual(0);
    expect(compare(up[0]!, up.at(-1)!)).toBe(-1);
  });
});

describe("the facets", () => {
  it("count, for each value, the designs its link would list: every other filter applied, not the facet's own", async () => {
    const listed = await listing({ kind: "ENGAGEMENT_RING", shape: "OVAL", metal: "PLATINUM" });
    const facet = (field: string) => listed.facets.find((f) => f.field === field)!.values;
    const designsWith = (metal: string | null, shape: string | null) =>
      engagement().filter((p) => p.variants.some((v) => (metal === null || v.metal === metal) && (shape === null || v.shape === shape)))
        .length;

    const shapes = facet("SHAPE");
    for (const value of shapes) expect(value.count, value.code).toBe(designsWith("PLATINUM", value.code));
    expect(shapes.filter((v) => v.selected).map((v) => v.code)).toEqual(["OVAL"]);
    expect(shapes.length).toBeGreaterThan(1);

    const metals = facet("METAL");
    for (const value of metals) expect(value.count, value.code).toBe(designsWith(value.code, "OVAL"));
    expect(metals.filter((v) => v.selected).map((v) => v.code)).toEqual(["PLATINUM"]);
  });
});

describe("the price range and the price filter", () => {
  const major = (m: Money) => toMajorUnits(m);

  it("the range spans the prices of the designs the other filters list, and a price filter leaves it as it was", async () => {
    const all = await listing({ kind: "ENGAGEMENT_RING", metal: "PLATINUM" });
    const range = all.priceRange!;
    for (const card of all.items) {
      expect(compare(range.min, card.salePrice)).toBeLessThanOrEqual(0);
      expect(compare(card.salePrice, range.max)).toBeLessThanOrEqual(0);
    }
    // Each end is a price something in the listing is made at.
    expect(
      (await listing({ kind: "ENGAGEMENT_RING", metal: "PLATINUM", priceMin: major(range.min), priceMax: major(range.min) })).total,
    ).toBeGreaterThan(0);
    expect(
      (await listing({ kind: "ENGAGEMENT_RING", metal: "PLATINUM", priceMin: major(range.max), priceMax: major(range.max) })).total,
    ).toBeGreaterThan(0);
    const middle = all.items[Math.floor(all.items.length / 2)]!.salePrice;
    const filtered = await listing({ kind: "ENGAGEMENT_RING", metal: "PLATINUM", priceMin: major(middle) });
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.priceRange).toEqual(range);
  });

  it("lists the designs made at a price within its bounds, both bounds taken, each shown at such a price", async () => {
    const all = await listing({ kind: "ENGAGEMENT_RING", sort: "PRICE_ASCENDING" });
    const low = all.items[3]!.salePrice;
    const high = all.items[all.items.length - 4]!.salePrice;
    const within = await listing({ kind: "ENGAGEMENT_RING", priceMin: major(low), priceMax: major(high), sort: "PRICE_ASCENDING" });
    expect(within.items.map((c) => c.catalogueCode)).toEqual(
      expect.arrayContaining([all.items[3]!.catalogueCode, all.items[all.items.length - 4]!.catalogueCode]),
    );
    for (const card of within.items) {
      expect(compare(card.salePrice, fromMajorUnits(major(low), card.salePrice.currency))).toBeGreaterThanOrEqual(0);
      expect(compare(card.salePrice, fromMajorUnits(major(high), card.salePrice.currency))).toBeLessThanOrEqual(0);
    }
    // Below the cheapest variant nothing is made.
    expect((await listing({ kind: "ENGAGEMENT_RING", priceMax: major(all.priceRange!.min) - 1 })).total).toBe(0);
    expect((await listing({ kind: "ENGAGEMENT_RING", priceMin: major(all.priceRange!.max) + 1 })).total).toBe(0);
  });

  it("read the right way round when the bounds are reversed", async () => {
    const all = await listing({ kind: "ENGAGEMENT_RING", sort: "PRICE_ASCENDING" });
    const [low, high] = [major(all.items[2]!.salePrice), major(all.items[all.items.length - 3]!.salePrice)];
    expect(codesOf(await listing({ kind: "ENGAGEMENT_RING", priceMin: high, priceMax: low }))).toEqual(
      codesOf(await listing({ kind: "ENGAGEMENT_RING", priceMin: low, priceMax: high })),
    );
  });
});
