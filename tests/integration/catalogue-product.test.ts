import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { decimalOf, salePriceDecimal as salePrice } from "../helpers/money.ts";
import { rendererFor } from "../../server/media/registry.ts";
import "../../server/media/ring.ts";
import "../../server/media/jewellery.ts";
import { parseCatalogueUrl } from "../../core/urls/catalogue.ts";
import type { Region } from "../../core/regions.ts";
import { RING_SIZES } from "../../core/ring-size.ts";
import { RouterContextProvider } from "react-router";
import { storeContext } from "../../server/router-context.ts";
import { loadRootProductPage } from "../../app/routes/catalogue/catalogue.server.ts";
import { withRootProduct } from "../helpers/root-product.ts";

/** Product pages through the GraphQL API: lookup by URL parts, and null for any part that does not exist. */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedCatalogue(database, { engagement: 12, wedding: 6, readyToGo: 6, jewellery: 8 });
});

afterAll(async () => {
  await database?.close();
});

const PRODUCT = /* GraphQL */ `
  query Product($input: CatalogueProductInput!) {
    catalogueProduct(input: $input) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on CatalogueProduct {
      id catalogueCode kind productName slug suffixSlug description sku url
      primaryMetal { systemCode slug label karat colour element millesimalFineness }
      shape { systemCode slug label }
      image { id alt sizes { LARGE { url } LARGE_X2 { url sources { url mimeType } } } }
      images { id alt sizes { LARGE { url } } }
      spinImages { id sizes { LARGE { url } } }
      firstFrames: spinImages(first: 2) { id }
      spinFrameCount
      salePrice { amount currency }
      taxType
      metals { metal { systemCode } url selected salePrice { amount currency } }
      shapes { shape { systemCode } url selected salePrice { amount } }
      ringStyles { code label } categories { code } designStyles { code } designFeatures { code label }
      productType { code } productStyles { code } gemstones { code }
      bandWidth
      centreStoneConstraints { shape { systemCode } shapes { systemCode } weight { min max } }
      deliveryDays expressEligible deliveryDate expressDeliveryDate orderDeadline readyToShip
      stock { sku stoneShape { systemCode } stoneCarat stoneColour stoneClarity ringSize { id label } quantity readyToShip }
      ringSizes { id label value type }
      recommendedRingSize { id label value type }
      financeAvailable
      reviews { average count items { id author rating title body date } }
      related { catalogueCode url salePrice { amount currency } }
      }
    }
  }
`;

interface Product {
  catalogueCode: string;
  kind: string;
  productName: string;
  slug: string;
  suffixSlug: string | null;
  sku: string;
  url: string;
  primaryMetal: { systemCode: string; karat: number | null; millesimalFineness: number; element: string };
  shape: { systemCode: string } | null;
  image: { id: string; alt: string; sizes: { LARGE: { url: string } } };
  images: { id: string; sizes: { LARGE: { url: string } } }[];
  spinImages: { id: string; sizes: { LARGE: { url: string } } }[];
  firstFrames: { id: string }[];
  spinFrameCount: number;
  salePrice: { amount: string; currency: string };
  taxType: string;
  metals: { metal: { systemCode: string }; url: string; selected: boolean; salePrice: { amount: string } }[];
  shapes: { shape: { systemCode: string }; url: string; selected: boolean }[];
  ringStyles: { code: string }[];
  categories: { code: string }[];
  designFeatures: { code: string }[];
  productType: { code: string } | null;
  bandWidth: number | null;
  centreStoneConstraints: { shape: { systemCode: string }; shapes: { systemCode: string }[]; weight: { min: number; max: number } } | null;
  deliveryDays: number;
  expressEligible: boolean;
  deliveryDate: string;
  expressDeliveryDate: string | null;
  orderDeadline: string;
  readyToShip: boolean;
  stock: { sku: string; ringSize: { id: string; label: string } | null; quantity: number; readyToShip: boolean }[];
  ringSizes: { id: string; label: string; value: string; type: string }[];
  recommendedRingSize: { id: string; value: string } | null;
  financeAvailable: boolean;
  reviews: { average: number | null; count: number; items: { rating: number; date: string }[] };
  related: { catalogueCode: string; url: string }[];
}

type ProductResult =
  ({ __typename: "CatalogueProduct" } & Product) | { __typename: "CatalogueProductNotFound"; errorCode: string; message: string };

async function lookup(input: Record<string, unknown>, region: Region = "UK"): Promise<ProductResult> {
  const data = await executeOperation<{ catalogueProduct: ProductResult }>(testContext(database, { region }), PRODUCT, { input });
  return data.catalogueProduct;
}

/** The product, or null when the lookup answers CatalogueProductNotFound. */
async function product(input: Record<string, unknown>, region: Region = "UK"): Promise<Product | null> {
  const result = await lookup(input, region);
  return result.__typename === "CatalogueProduct" ? result : null;
}

async function loadPage(path: string) {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region: "UK" }));
  try {
    return { status: 200, data: await loadRootProductPage(new Request(`https://shop.example${path}`), withRootProduct(context, path)) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    throw thrown;
  }
}

const seedOf = (kind: string, where: (p: SeedProduct) => boolean = () => true) => products.find((p) => p.kind === kind && where(p))!;

describe("catalogueProduct", () => {
  it("finds an engagement ring by slug, metal and shape with every field of its page", async () => {
    const seed = seedOf("ENGAGEMENT_RING", (p) => p.suffixSlug === "" && p.reviews.length > 0 && p.centreStoneShapes.length > 1);
    const shape = seed.centreStoneShapes[1]!;
    const metal = seed.variants.find((v) => v.shape === shape && v.metal !== seed.defaultMetal)!.metal;
    const variant = seed.variants.find((v) => v.metal === metal && v.shape === shape)!;
    const page = (await product({ kind: "ENGAGEMENT_RING", slug: seed.slug, metal, shape }))!;
    expect(page).not.toBeNull();
    expect(page.catalogueCode).toBe(seed.catalogueCode);
    expect(page.sku).toBe(variant.sku);
    expect(page.primaryMetal.systemCode).toBe(metal);
    expect(page.shape?.systemCode).toBe(shape);
    expect(page.salePrice).toEqual({ amount: decimalOf(variant.listPrice), currency: "GBP" });
    expect(page.taxType).toBe("INCLUSIVE");
    // The page's own URL parses back to the same parts.
    const parsed = parseCatalogueUrl(page.url);
    expect(parsed?.route).toMatchObject({ kind: "engagementRing", slug: seed.slug, metal, shape });
    // Switchers: every metal of the design, each keeping the shape; every shape in this metal.
    expect(page.metals.map((m) => m.metal.systemCode).sort()).toEqual([...new Set(seed.variants.map((v) => v.metal))].sort());
    expect(page.metals.filter((m) => m.selected).map((m) => m.metal.systemCode)).toEqual([metal]);
    for (const m of page.metals) expect(parseCatalogueUrl(m.url)?.route).toMatchObject({ metal: m.metal.systemCode, shape });
    expect(page.shapes.map((s) => s.shape.systemCode).sort()).toEqual(
      seed.variants
        .filter((v) => v.metal === metal)
        .map((v) => v.shape)
        .sort(),
    );
    expect(page.centreStoneConstraints).toEqual({
      shape: { systemCode: shape },
      shapes: expect.arrayContaining(seed.centreStoneShapes.map((s) => ({ systemCode: s }))),
      weight: { min: seed.centreStoneWeightMin, max: seed.centreStoneWeightMax },
    });
    expect(page.images).toHaveLength(4);
    expect(page.spinImages).toHaveLength(24);
    expect(new Set(page.spinImages.map((i) => i.id)).size).toBe(24);
    expect(page.spinFrameCount).toBe(24);
    // A page asks for the first frames only: the same frames, in the same order.
    expect(page.firstFrames.map((i) => i.id)).toEqual(page.spinImages.slice(0, 2).map((i) => i.id));
    expect(page.ringStyles.map((s) => s.code)).toEqual(seed.ringStyles);
    expect(page.designFeatures.map((f) => f.code).sort()).toEqual([...seed.designFeatures].sort());
    expect(page.bandWidth).toBe(seed.bandWidth);
    expect(page.deliveryDays).toBe(seed.deliveryDays);
    expect(page.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.expressDeliveryDate === null).toBe(!seed.expressEligible);
    if (page.expressDeliveryDate) expect(page.expressDeliveryDate < page.deliveryDate).toBe(true);
    expect(new Date(page.orderDeadline).getTime()).toBeGreaterThan(Date.now());
    expect(page.ringSizes[0]).toMatchObject({ type: "RecommendedRingSize", value: "RecommendedRingSize|L" });
    expect(page.ringSizes.some((s) => s.value === "RingSize|M.5" && s.label === "M½")).toBe(true);
    expect(page.recommendedRingSize).toMatchObject({ id: "L", value: "RecommendedRingSize|L" });
    expect(page.financeAvailable).toBe(true);
    expect(page.reviews.count).toBe(seed.reviews.length);
    expect(page.reviews.average).toBeCloseTo(seed.reviews.reduce((a, r) => a + r.rating, 0) / seed.reviews.length, 2);
    expect(page.reviews.items.map((r) => r.date)).toEqual([...page.reviews.items.map((r) => r.date)].sort().reverse());
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.map((r) => r.catalogueCode)).not.toContain(seed.catalogueCode);
  });

  it("draws every image it links to", async () => {
    const seed = seedOf("ENGAGEMENT_RING", (p) => p.suffixSlug === "");
    const page = (await product({ kind: "ENGAGEMENT_RING", slug: seed.slug, metal: seed.defaultMetal, shape: seed.defaultShape }))!;
    for (const image of [page.image, ...page.images, page.spinImages[5]!]) {
      const url = new URL(image.sizes.LARGE.url, "http://store");
      const kind = url.pathname.split("/")[2]!;
      const params = rendererFor(kind)!.parse(Object.fromEntries(url.searchParams));
      expect(params, url.toString()).not.toBeNull();
      const svg = rendererFor(kind)!.draw(params!);
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 400 400"/);
      expect(svg.length).toBeGreaterThan(5_000);
    }
  });

  it("answers in the region's currency, tax treatment and ring sizes", async () => {
    const seed = seedOf("WEDDING_RING");
    const variant = seed.variants[0]!;
    const page = (await product({ kind: "WEDDING_RING", slug: seed.slug, metal: variant.metal }, "US"))!;
    expect(page.salePrice).toEqual({ amount: salePrice(variant.listPrice, "USD", "EXCLUSIVE"), currency: "USD" });
    expect(page.taxType).toBe("EXCLUSIVE");
    expect(page.url.startsWith("/us/wedding-rings/")).toBe(true);
    expect(page.ringSizes.find((s) => s.value === "RingSize|M.5")?.label).toBe("6½");
    expect(page.financeAvailable).toBe(true);
    const au = (await product({ kind: "WEDDING_RING", slug: seed.slug, metal: variant.metal }, "AU"))!;
    expect(au.salePrice.currency).toBe("AUD");
    expect(au.financeAvailable).toBe(false);
    const explicit = (await product({ kind: "WEDDING_RING", slug: seed.slug, metal: variant.metal, currency: "EUR", region: "IE" }))!;
    expect(explicit.salePrice).toEqual({ amount: salePrice(variant.listPrice, "EUR", "INCLUSIVE"), currency: "EUR" });
  });

  it("tells twins apart by their suffix", async () => {
    const twin = products.find((p) => p.kind === "ENGAGEMENT_RING" && p.suffixSlug !== "")!;
    expect(twin).toBeDefined();
    const original = products.find((p) => p.kind === "ENGAGEMENT_RING" && p.slug === twin.slug && p.suffixSlug === "")!;
    const parts = { kind: "ENGAGEMENT_RING", slug: twin.slug, metal: twin.defaultMetal, shape: twin.defaultShape };
    expect((await product({ ...parts, suffix: twin.suffixSlug }))?.catalogueCode).toBe(twin.catalogueCode);
    expect((await product({ ...parts, metal: original.defaultMetal, shape: original.defaultShape }))?.catalogueCode).toBe(
      original.catalogueCode,
    );
    expect((await product({ ...parts, suffix: twin.suffixSlug }))?.url.endsWith(`-${twin.suffixSlug}`)).toBe(true);
  });

  it("answers CatalogueProductNotFound, an ErrorResult, for a missing product, and its page answers 404", async () => {
    const seed = seedOf("ENGAGEMENT_RING", (p) => p.suffixSlug === "");
    const ok = { kind: "ENGAGEMENT_RING", slug: seed.slug, metal: seed.defaultMetal, shape: seed.defaultShape };
    const found = await lookup(ok);
    expect(found.__typename).toBe("CatalogueProduct");
    expect(await lookup({ ...ok, slug: `${seed.slug}-x` })).toEqual({
      __typename: "CatalogueProductNotFound",
      errorCode: "NOT_FOUND",
      message: expect.any(String),
    });
    expect(await lookup({ ...ok, metal: "unobtainium" })).toMatchObject({ __typename: "CatalogueProductNotFound", errorCode: "NOT_FOUND" });

    const url = (found as Product).url;
    expect((await loadPage(url)).status).toBe(200);
    const missing = url.replace(seed.slug, `nonesuch-${seed.slug}`);
    expect(parseCatalogueUrl(missing)?.route).toMatchObject({ slug: `nonesuch-${seed.slug}` });
    expect((await loadPage(missing)).status).toBe(404);
  });

  it("is null when any part of the URL does not exist", async () => {
    const seed = seedOf("ENGAGEMENT_RING", (p) => p.suffixSlug === "");
    const metal = seed.defaultMetal;
    const shape = seed.defaultShape!;
    const ok = { kind: "ENGAGEMENT_RING", slug: seed.slug, metal, shape };
    expect(await product(ok)).not.toBeNull();
    const missingMetal = ["PLATINUM", "WHITE_GOLD_18K", "WHITE_GOLD_14K", "WHITE_GOLD_9K", "SILVER"].find(
      (m) => !seed.variants.some((v) => v.metal === m),
    )!;
    const missingShape = (["ROUND", "OVAL", "PEAR", "HEART", "KITE", "TRILLION", "BULLET"] as const).find(
      (s) => !seed.centreStoneShapes.includes(s),
    )!;
    expect(await product({ ...ok, metal: missingMetal })).toBeNull();
    expect(await product({ ...ok, metal: "unobtainium" })).toBeNull();
    expect(await product({ ...ok, shape: missingShape })).toBeNull();
    expect(await product({ ...ok, shape: "blob" })).toBeNull();
    expect(await product({ ...ok, shape: null })).toBeNull();
    expect(await product({ ...ok, suffix: "petite-and-more" })).toBeNull();
    expect(await product({ ...ok, slug: `${seed.slug}-x` })).toBeNull();
    expect(await product({ ...ok, kind: "WEDDING_RING" })).toBeNull();
    const ring = seedOf("WEDDING_RING");
    expect(await product({ kind: "WEDDING_RING", slug: ring.slug, metal: ring.defaultMetal, shape: "ROUND" })).toBeNull();
  });

  it("shows a ready-to-go ring with its stock and a quick delivery", async () => {
    const seed = seedOf("READY_TO_GO", (p) => p.variants.some((v) => v.stock.some((s) => s.readyToShip)));
    const variant = seed.variants.find((v) => v.stock.some((s) => s.readyToShip))!;
    const page = (await product({ kind: "READY_TO_GO", slug: seed.slug, metal: variant.metal }))!;
    expect(page.readyToShip).toBe(true);
    expect(page.deliveryDays).toBe(1);
    expect(page.stock.map((s) => s.sku).sort()).toEqual(variant.stock.map((s) => s.sku).sort());
    expect(page.stock[0]!.ringSize?.id).toBe(variant.stock.find((s) => s.sku === page.stock[0]!.sku)!.ringSize);
    expect(page.salePrice.amount).toBe(decimalOf(variant.listPrice));
    // A finished ring comes in the sizes it was made in: no full size list, nothing to recommend.
    const made = [...new Set(variant.stock.map((s) => s.ringSize))].sort();
    expect(page.ringSizes.map((s) => s.id).sort()).toEqual(made);
    expect(page.ringSizes.every((s) => s.type === "RingSize")).toBe(true);
    expect(page.recommendedRingSize).toBeNull();
    expect(page.url.startsWith("/ready-to-go/")).toBe(true);
    expect(parseCatalogueUrl(page.url)?.route).toMatchObject({ kind: "readyToGoRing", slug: seed.slug, metal: variant.metal });
  });

  it("offers a ready-to-go ring's sizes smallest first, whatever order its stock was made in", async () => {
    const sizeRank = (id: string) => RING_SIZES.findIndex((s) => s.id === id);
    const madeIn = (v: SeedProduct["variants"][number]) => [...new Set(v.stock.map((s) => s.ringSize))];
    const unordered = (v: SeedProduct["variants"][number]) => madeIn(v).some((id, i, all) => i > 0 && sizeRank(id) < sizeRank(all[i - 1]!));
    const seed = seedOf("READY_TO_GO", (p) => p.variants.some(unordered));
    expect(seed, "a demo ready-to-go ring made in sizes out of order").toBeDefined();
    const variant = seed.variants.find(unordered)!;
    const page = (await product({ kind: "READY_TO_GO", slug: seed.slug, metal: variant.metal }))!;
    const smallestFirst = madeIn(variant).sort((a, b) => sizeRank(a) - sizeRank(b));
    expect(page.ringSizes.map((s) => s.id)).toEqual(smallestFirst);
    expect(page.ringSizes.map((s) => s.label)).toEqual(smallestFirst.map((id) => RING_SIZES[sizeRank(id)]!.uk));
  });

  it("shows jewellery without centre stones and ring sizes unless it is a ring", async () => {
    const seed = seedOf("JEWELLERY", (p) => p.productType !== "RING");
    const page = (await product({ kind: "JEWELLERY", slug: seed.slug, metal: seed.defaultMetal }))!;
    expect(page.productType?.code).toBe(seed.productType);
    expect(page.centreStoneConstraints).toBeNull();
    expect(page.ringSizes).toEqual([]);
    expect(page.spinImages).toEqual([]);
    expect(page.firstFrames).toEqual([]);
    expect(page.spinFrameCount).toBe(0);
    expect(page.images).toHaveLength(4);
    expect(parseCatalogueUrl(page.url)?.route).toMatchObject({
      kind: "jewelleryItem",
      slug: seed.slug,
      metal: seed.defaultMetal,
      productType: seed.productType,
    });
  });

  it("refuses a negative number of 360° frames with a clear error", async () => {
    const seed = seedOf("ENGAGEMENT_RING");
    const input = { kind: "ENGAGEMENT_RING", slug: seed.slug, metal: seed.defaultMetal, shape: seed.defaultShape };
    const query = /* GraphQL */ `
      query Frames($input: CatalogueProductInput!, $first: Int) {
        catalogueProduct(input: $input) { ... on CatalogueProduct { spinImages(first: $first) { id } } }
      }
    `;
    await expect(executeOperation(testContext(database), query, { input, first: -1 })).rejects.toThrow("first must be 0 or more.");
    const none = await executeOperation<{ catalogueProduct: { spinImages: unknown[] } }>(testContext(database), query, { input, first: 0 });
    expect(none.catalogueProduct.spinImages).toEqual([]);
    const many = await executeOperation<{ catalogueProduct: { spinImages: unknown[] } }>(testContext(database), query, {
      input,
      first: 100,
    });
    expect(many.catalogueProduct.spinImages).toHaveLength(24);
  });
});
