import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { decimalOf, minorOf, salePriceDecimal as salePrice, salePriceMoney } from "../helpers/money.ts";
import { money, toDecimal, toMajorUnits } from "../../core/money.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import type { Currency, Region } from "../../core/regions.ts";
import { emptyWeddingRings, normalizeCatalogueRoute } from "../../core/urls/catalogue.ts";
import type { MetalCode } from "../../core/vocabulary/metals.ts";
import type { WeddingStyleCode } from "../../core/vocabulary/wedding.ts";

/**
 * Catalogue listings through the GraphQL API on a small seeded catalogue: every filter kind, each
 * sort, facet counts against the rows they count, pagination and prices in other currencies. The
 * expected answers are computed from the seed rows in plain TypeScript.
 */

const SIZE = { engagement: 14, wedding: 10, readyToGo: 8, jewellery: 16 };

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedCatalogue(database, SIZE);
});

afterAll(async () => {
  await database?.close();
});

const LISTING = /* GraphQL */ `
  query Listing($input: CatalogueListingInput!) {
    catalogueListing(input: $input) {
      total
      page
      pageSize
      pageCount
      sort
      currency
      taxType
      priceRange { min { amount currency } max { amount currency } }
      facets { field values { code slug label count selected } }
      items {
        id
        catalogueCode
        productName
        slug
        url
        kind
        salePrice { amount currency }
        taxType
        metal { systemCode karat }
        shape { systemCode }
        rating { average count }
        expressEligible
        deliveryDays
        image { id alt sizes { LARGE { url sources { url mimeType } } LARGE_X2 { url } } }
      }
    }
  }
`;

interface Card {
  id: string;
  catalogueCode: string;
  productName: string;
  slug: string;
  url: string;
  kind: string;
  salePrice: { amount: string; currency: Currency };
  taxType: string;
  metal: { systemCode: string; karat: number | null };
  shape: { systemCode: string } | null;
  rating: { average: number | null; count: number };
  expressEligible: boolean;
  deliveryDays: number;
  image: {
    id: string;
    alt: string;
    sizes: { LARGE: { url: string; sources: { url: string; mimeType: string }[] }; LARGE_X2: { url: string } };
  };
}
interface Listing {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: string;
  currency: Currency;
  taxType: string;
  priceRange: { min: { amount: string; currency: string }; max: { amount: string; currency: string } } | null;
  facets: { field: string; values: { code: string; slug: string; label: string; count: number; selected: boolean }[] }[];
  items: Card[];
}

type Input = Record<string, unknown> & { kind: string };

async function listing(input: Input, region: Region = "UK"): Promise<Listing> {
  const data = await executeOperation<{ catalogueListing: Listing }>(testContext(database, { region }), LISTING, { input });
  return data.catalogueListing;
}

async function allPages(input: Input, region: Region = "UK"): Promise<Card[]> {
  const first = await listing({ ...input, page: 1, pageSize: 5 }, region);
  const cards = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) cards.push(...(await listing({ ...input, page, pageSize: 5 }, region)).items);
  return cards;
}

/** The designs a filter selects, computed from the seed rows. */
function expected(kind: string, match: (p: SeedProduct, v: SeedProduct["variants"][number]) => boolean): SeedProduct[] {
  return products.filter((p) => p.kind === kind && p.variants.some((v) => match(p, v)));
}

const byCode = (list: SeedProduct[]) => list.map((p) => p.catalogueCode).sort();
const codesOf = (cards: Card[]) => cards.map((c) => c.catalogueCode).sort();

describe("catalogueListing", () => {
  it("lists every design of a kind once, recommended first, with cards ready to show", async () => {
    const result = await listing({ kind: "ENGAGEMENT_RING" });
    expect(result.total).toBe(SIZE.engagement);
    expect(result.sort).toBe("RECOMMENDED");
    expect(result.currency).toBe("GBP");
    expect(result.taxType).toBe("INCLUSIVE");
    const ranks = result.items.map((c) => products.find((p) => p.catalogueCode === c.catalogueCode)!.recommendedRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const card = result.items[0]!;
    const seed = products.find((p) => p.catalogueCode === card.catalogueCode)!;
    // With no metal or shape chosen, a card shows the design's default metal and shape.
    expect(card.metal.systemCode).toBe(seed.defaultMetal);
    expect(card.shape?.systemCode).toBe(seed.defaultShape);
    const variant = seed.variants.find((v) => v.metal === seed.defaultMetal && v.shape === seed.defaultShape)!;
    expect(card.salePrice).toEqual({ amount: decimalOf(variant.listPrice), currency: "GBP" });
    expect(card.url).toBe(
      `/${seed.slug}-${METALS.get(seed.defaultMetal as never).slug}-engagement-ring-${seed.defaultShape!.toLowerCase()}-diamond${seed.suffixSlug ? `-${seed.suffixSlug}` : ""}`,
    );
    expect(card.image.sizes.LARGE.url).toMatch(/^\/media\/ring\/[0-9a-f]{16}\/LARGE\.webp\?/);
    expect(card.image.sizes.LARGE.sources.map((s) => s.mimeType)).toEqual(["image/avif", "image/webp"]);
    expect(card.image.alt).toContain(seed.productName);
    expect(card.rating.count).toBe(seed.reviews.length);
  });

  it("prices Australian and New Zealand listings with GST included", async () => {
    for (const [region, currency] of [
      ["AU", "AUD"],
      ["NZ", "NZD"],
    ] as const) {
      const result = await listing({ kind: "WEDDING_RING", pageSize: 1 }, region);
      expect(result.taxType, region).toBe("INCLUSIVE");
      const seed = products.find((p) => p.catalogueCode === result.items[0]!.catalogueCode)!;
      expect(seed.variants.map((v) => salePrice(v.listPrice, currency, "INCLUSIVE"))).toContain(result.items[0]!.salePrice.amount);
    }
  });

  it("prefixes card URLs with the region and prices them in the region's currency and tax", async () => {
    const result = await listing({ kind: "WEDDING_RING", pageSize: 3 }, "US");
    expect(result.currency).toBe("USD");
    expect(result.taxType).toBe("EXCLUSIVE");
    for (const card of result.items) {
      expect(card.url).toMatch(/^\/us\/wedding-rings\/.+-wedding-ring/);
      const seed = products.find((p) => p.catalogueCode === card.catalogueCode)!;
      const variant = seed.variants.find((v) => v.metal === card.metal.systemCode)!;
      expect(card.salePrice).toEqual({ amount: salePrice(variant.listPrice, "USD", "EXCLUSIVE"), currency: "USD" });
    }
  });

  it("filters engagement rings by metal, ring style, shape, design style and design features", async () => {
    const seed = products.find((p) => p.kind === "ENGAGEMENT_RING" && p.designFeatures.length > 0)!;
    const style = seed.ringStyles[0]!;
    const shape = seed.centreStoneShapes[1] ?? seed.centreStoneShapes[0]!;
    const cases: [Input, SeedProduct[]][] = [
      [{ kind: "ENGAGEMENT_RING", metal: "ROSE_GOLD_14K" }, expected("ENGAGEMENT_RING", (_p, v) => v.metal === "ROSE_GOLD_14K")],
      [{ kind: "ENGAGEMENT_RING", metal: "18k-yellow-gold" }, expected("ENGAGEMENT_RING", (_p, v) => v.metal === "YELLOW_GOLD_18K")],
      [{ kind: "ENGAGEMENT_RING", ringStyle: style }, expected("ENGAGEMENT_RING", (p) => p.ringStyles.includes(style))],
      [{ kind: "ENGAGEMENT_RING", shape }, expected("ENGAGEMENT_RING", (_p, v) => v.shape === shape)],
      [
        { kind: "ENGAGEMENT_RING", designStyle: seed.designStyles[0] },
        expected("ENGAGEMENT_RING", (p) => p.designStyles.includes(seed.designStyles[0]!)),
      ],
      [
        { kind: "ENGAGEMENT_RING", designFeatures: seed.designFeatures },
        expected("ENGAGEMENT_RING", (p) => p.designFeatures.some((f) => seed.designFeatures.includes(f))),
      ],
      [
        { kind: "ENGAGEMENT_RING", metal: "PLATINUM", shape, ringStyle: style },
        expected("ENGAGEMENT_RING", (p, v) => v.metal === "PLATINUM" && v.shape === shape && p.ringStyles.includes(style)),
      ],
    ];
    for (const [input, want] of cases) {
      const cards = await allPages(input);
      expect(codesOf(cards), JSON.stringify(input)).toEqual(byCode(want));
      if (input["shape"]) for (const c of cards) expect(c.shape?.systemCode).toBe(shape);
      if (input["metal"] === "ROSE_GOLD_14K") for (const c of cards) expect(c.metal.systemCode).toBe("ROSE_GOLD_14K");
    }
  });

  it("filters wedding rings by category, metal and wedding style", async () => {
    const mens = expected("WEDDING_RING", (p) => p.categories.includes("MENS"));
    expect(mens.length).toBeGreaterThan(0);
    expect(codesOf(await allPages({ kind: "WEDDING_RING", category: "MENS" }))).toEqual(byCode(mens));
    const style = mens[0]!.ringStyles[0]!;
    const want = expected(
      "WEDDING_RING",
      (p, v) => p.categories.includes("MENS") && p.ringStyles.includes(style) && v.metal === "WHITE_GOLD_9K",
    );
    expect(
      codesOf(await allPages({ kind: "WEDDING_RING", category: "MENS", ringStyle: style.toLowerCase(), metal: "9k-white-gold" })),
    ).toEqual(byCode(want));
  });

  it("filters jewellery by type, style, gemstone, design style, metal colour and karat", async () => {
    const piece = products.find((p) => p.kind === "JEWELLERY" && p.gemstones.length > 0)!;
    const cases: [Input, SeedProduct[]][] = [
      [{ kind: "JEWELLERY", productType: piece.productType }, expected("JEWELLERY", (p) => p.productType === piece.productType)],
      [
        { kind: "JEWELLERY", productStyle: piece.productStyles[0] },
        expected("JEWELLERY", (p) => p.productStyles.includes(piece.productStyles[0]!)),
      ],
      [{ kind: "JEWELLERY", gemstone: piece.gemstones[0] }, expected("JEWELLERY", (p) => p.gemstones.includes(piece.gemstones[0]!))],
      [
        { kind: "JEWELLERY", designStyle: piece.designStyles[0] },
        expected("JEWELLERY", (p) => p.designStyles.includes(piece.designStyles[0]!)),
      ],
      [{ kind: "JEWELLERY", metal: "yellow-gold" }, expected("JEWELLERY", (_p, v) => v.metal.startsWith("YELLOW_GOLD"))],
      [{ kind: "JEWELLERY", metal: "WHITE_GOLD", karat: 9 }, expected("JEWELLERY", (_p, v) => v.metal === "WHITE_GOLD_9K")],
      [
        { kind: "JEWELLERY", karat: 18 },
        expected("JEWELLERY", (_p, v) => METALS.get(v.metal).karat === 18 || METALS.get(v.metal).karat === null),
      ],
      [{ kind: "JEWELLERY", metal: "silver" }, expected("JEWELLERY", (_p, v) => v.metal === "SILVER")],
    ];
    for (const [input, want] of cases) expect(codesOf(await allPages(input)), JSON.stringify(input)).toEqual(byCode(want));
  });

  it("lists ready-to-go rings, and only those ready to ship when asked", async () => {
    expect((await listing({ kind: "READY_TO_GO" })).total).toBe(SIZE.readyToGo);
    const want = expected("READY_TO_GO", (_p, v) => v.stock.some((s) => s.readyToShip && s.quantity > 0));
    expect(codesOf(await allPages({ kind: "READY_TO_GO", readyToShip: true }))).toEqual(byCode(want));
  });

  it("limits engagement rings to the recommended designs when asked", async () => {
    const result = await listing({ kind: "ENGAGEMENT_RING", recommendations: true, pageSize: 50 });
    expect(result.total).toBe(Math.min(24, SIZE.engagement));
  });

  it("lists only the settings that take a chosen centre stone: its shape and its weight in their range", async () => {
    const rings = products.filter((p) => p.kind === "ENGAGEMENT_RING");
    const takes = (p: SeedProduct, carat: number) =>
      (p.centreStoneWeightMin === null || p.centreStoneWeightMin <= carat) &&
      (p.centreStoneWeightMax === null || p.centreStoneWeightMax >= carat);
    const shape = rings[0]!.variants.find((v) => v.shape)!.shape!;
    const bounds = rings.flatMap((p) => [p.centreStoneWeightMin, p.centreStoneWeightMax]).filter((w): w is number => w !== null);
    // Weights at, inside and outside the seeded ranges, so some settings take the stone and some do not.
    const carats = [...new Set([...bounds, Math.min(...bounds) - 0.05, Math.max(...bounds) + 0.5, 1.01])].filter((c) => c > 0);
    let excluded = 0;
    for (const carat of carats) {
      const want = expected("ENGAGEMENT_RING", (p, v) => v.shape === shape && takes(p, carat));
      excluded += rings.filter((p) => p.variants.some((v) => v.shape === shape)).length - want.length;
      expect(codesOf(await allPages({ kind: "ENGAGEMENT_RING", shape, centreStoneCarat: carat })), `${shape} ${carat}ct`).toEqual(
        byCode(want),
      );
    }
    expect(excluded).toBeGreaterThan(0);
    const recommended = await listing({ kind: "ENGAGEMENT_RING", recommendations: true, centreStoneCarat: 1.01, pageSize: 50 });
    for (const card of recommended.items)
      expect(
        takes(
          products.find((p) => p.catalogueCode === card.catalogueCode)!,
          1.01,
        ),
      ).toBe(true);
    await expect(listing({ kind: "JEWELLERY", centreStoneCarat: 1 })).rejects.toThrow(OperationError);
  });

  it("sorts by price both ways, by express delivery and by recommendation", async () => {
    const asc = await allPages({ kind: "JEWELLERY", sort: "PRICE_ASCENDING" });
    const prices = asc.map((c) => minorOf(c.salePrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await allPages({ kind: "JEWELLERY", sort: "PRICE_DESCENDING" })).map((c) => minorOf(c.salePrice.amount));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const express = await allPages({ kind: "ENGAGEMENT_RING", sort: "EXPRESS_DELIVERY" });
    const keys = express.map((c) => [c.expressEligible ? 0 : 1, c.deliveryDays] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const recommended = (await allPages({ kind: "WEDDING_RING", sort: "RECOMMENDED" })).map(
      (c) => products.find((p) => p.catalogueCode === c.catalogueCode)!.recommendedRank,
    );
    expect(recommended).toEqual([...recommended].sort((a, b) => a - b));
  });

  it("pages without gaps or repeats, and past the end is empty", async () => {
    const first = await listing({ kind: "ENGAGEMENT_RING", pageSize: 4 });
    expect(first.pageCount).toBe(Math.ceil(SIZE.engagement / 4));
    const all = await allPages({ kind: "ENGAGEMENT_RING", sort: "PRICE_ASCENDING" });
    expect(all).toHaveLength(SIZE.engagement);
    expect(new Set(all.map((c) => c.id)).size).toBe(SIZE.engagement);
    const beyond = await listing({ kind: "ENGAGEMENT_RING", pageSize: 4, page: 99 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(SIZE.engagement);
  });

  it("counts each facet value as the rows the listing would show with it chosen", async () => {
    const inputs: Input[] = [
      { kind: "ENGAGEMENT_RING" },
      { kind: "ENGAGEMENT_RING", metal: "PLATINUM", shape: "OVAL" },
      { kind: "WEDDING_RING", category: "LADIES" },
      { kind: "JEWELLERY", metal: "WHITE_GOLD" },
      { kind: "READY_TO_GO" },
    ];
    const filterOf: Record<string, (code: string) => Record<string, unknown>> = {
      METAL: (code) => ({ metal: code }),
      RING_STYLE: (code) => ({ ringStyle: code }),
      SHAPE: (code) => ({ shape: code }),
      DESIGN_STYLE: (code) => ({ designStyle: code }),
      DESIGN_FEATURE: (code) => ({ designFeatures: [code] }),
      CATEGORY: (code) => ({ category: code }),
      PRODUCT_TYPE: (code) => ({ productType: code }),
      PRODUCT_STYLE: (code) => ({ productStyle: code }),
      GEMSTONE: (code) => ({ gemstone: code }),
      KARAT: (code) => ({ karat: Number(code.slice(1)) }),
    };
    let checked = 0;
    for (const input of inputs) {
      const result = await listing(input);
      expect(result.facets.length).toBeGreaterThan(0);
      for (const facet of result.facets) {
        for (const value of facet.values) {
          if (facet.field === "DESIGN_FEATURE" && Array.isArray(input["designFeatures"])) continue;
          const chosen = await listing({ ...input, ...filterOf[facet.field]!(value.code), pageSize: 1 });
          expect(chosen.total, `${JSON.stringify(input)} ${facet.field}=${value.code}`).toBe(value.count);
          checked++;
        }
      }
      const selectedMetal = result.facets
        .find((f) => f.field === "METAL")!
        .values.filter((v) => v.selected)
        .map((v) => v.code);
      if (input["metal"]) expect(selectedMetal).toEqual([input["metal"]]);
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("counts the wedding metals and styles of the unfiltered listing as the designs their links list", async () => {
    const result = await listing({ kind: "WEDDING_RING" });
    const metals = result.facets.find((f) => f.field === "METAL")!.values;
    const styles = result.facets.find((f) => f.field === "RING_STYLE")!.values;
    expect(metals.length).toBeGreaterThan(0);
    for (const [facet, filter] of [
      [metals, (code: string) => ({ metal: code })],
      [styles, (code: string) => ({ ringStyle: code })],
    ] as const) {
      for (const value of facet) {
        // The link of a metal or style names the ladies' category (/wedding-rings/ladies/platinum).
        const route = normalizeCatalogueRoute({
          ...emptyWeddingRings,
          ...(facet === metals ? { metal: value.code as MetalCode } : { style: value.code as WeddingStyleCode }),
        });
        expect(route.category).toBe("LADIES");
        const linked = await listing({ kind: "WEDDING_RING", category: route.category!, ...filter(value.code), pageSize: 1 });
        expect(value.count, value.code).toBe(linked.total);
      }
    }
  });

  it("filters on the price in another currency, and gives the price range of the other filters", async () => {
    const all = await allPages({ kind: "WEDDING_RING" }, "US");
    // Amounts in cents; the filter's bounds are dollars, as the URL and the API take them.
    const amounts = all.map((c) => minorOf(c.salePrice.amount, "USD")).sort((a, b) => a - b);
    const low = amounts[Math.floor(amounts.length / 4)]!;
    const high = amounts[Math.floor((amounts.length * 3) / 4)]!;
    const dollars = (cents: number) => toMajorUnits(money(cents, "USD"));
    const filtered = await allPages({ kind: "WEDDING_RING", priceMin: dollars(low), priceMax: dollars(high) }, "US");
    expect(filtered.length).toBeGreaterThan(0);
    for (const c of filtered) {
      expect(c.salePrice.currency).toBe("USD");
      expect(minorOf(c.salePrice.amount, "USD")).toBeGreaterThanOrEqual(low);
      expect(minorOf(c.salePrice.amount, "USD")).toBeLessThanOrEqual(high);
    }
    // The designs with some metal priced in range, as the seed computes them.
    const want = expected("WEDDING_RING", (_p, v) => {
      const amount = salePriceMoney(v.listPrice, "USD", "EXCLUSIVE").minor;
      return amount >= low && amount <= high;
    });
    expect(codesOf(filtered)).toEqual(byCode(want));
    // The same filter asked in euros answers in euros with VAT for a EU visitor.
    const eur = await listing({ kind: "WEDDING_RING", currency: "EUR", priceMin: 1000, priceMax: 2000 }, "EU");
    expect(eur.currency).toBe("EUR");
    for (const c of eur.items) expect(minorOf(c.salePrice.amount, "EUR")).toBeGreaterThanOrEqual(100_000);
    const range = (await listing({ kind: "WEDDING_RING", priceMin: dollars(low), priceMax: dollars(high) }, "US")).priceRange!;
    const cheapest = Math.min(
      ...products
        .filter((p) => p.kind === "WEDDING_RING")
        .flatMap((p) => p.variants.map((v) => salePriceMoney(v.listPrice, "USD", "EXCLUSIVE").minor)),
    );
    expect(range.min.amount).toBe(toDecimal(money(amounts.length ? cheapest : 0, "USD")));
    expect(range.max.currency).toBe("USD");
    // 0 to 0 is no price filter at all.
    expect((await listing({ kind: "WEDDING_RING", priceMin: 0, priceMax: 0 })).total).toBe(SIZE.wedding);
  });

  it("rejects values that are not in the kind's vocabularies, naming the field", async () => {
    const attempt = listing({ kind: "ENGAGEMENT_RING", metal: "unobtainium", ringStyle: "HOOPS" });
    await expect(attempt).rejects.toBeInstanceOf(OperationError);
    const error = (await attempt.catch((e: OperationError) => e)) as OperationError;
    expect(error.errors[0]!.extensions["category"]).toBe("validation");
    const paths = (error.errors[0]!.extensions["violations"] as { path: string[] }[]).map((v) => v.path.join("."));
    expect(paths).toEqual(["input.metal", "input.ringStyle"]);
    await expect(listing({ kind: "WEDDING_RING", productType: "NECKLACE" })).rejects.toBeInstanceOf(OperationError);
    await expect(listing({ kind: "ENGAGEMENT_RING", pageSize: 1000 })).rejects.toBeInstanceOf(OperationError);
  });
});
