import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { madeToOrderPriceGrid, seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { decimalSum, minorOf, salePriceMoney } from "../helpers/money.ts";
import { add, toDecimal } from "../../core/money.ts";
import { regionPath, type Currency, type Region } from "../../core/regions.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import { loadRootProductPage } from "../../app/routes/catalogue/catalogue.server.ts";
import { withRootProduct } from "../helpers/root-product.ts";

/**
 * A ring set with a made-to-order centre stone is priced by the API: `catalogueProduct` answers any
 * client the price the ring's page shows (the setting and the stone, in the region's currency), and
 * the setting-only price without a stone.
 */

let database: Database;
let ring: SeedProduct;
/** A design flanked by coloured gemstones: it takes a diamond centre stone only. */
let diamondsOnly: SeedProduct;

beforeAll(async () => {
  database = await createTestDatabase();
  const products = await seedCatalogue(database, { engagement: 8, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
  diamondsOnly = products.find(
    (p) => p.kind === "ENGAGEMENT_RING" && p.ringStyles.includes("GEMSTONE_SIDES") && p.centreStoneWeightMin !== null,
  )!;
  ring = products.find(
    (p) =>
      p.kind === "ENGAGEMENT_RING" &&
      p.centreStoneWeightMin !== null &&
      p.centreStoneWeightMax !== null &&
      p.variants.some((v) => v.shape === "ROUND"),
  )!;
  forgetSiteData();
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

const PRODUCT = /* GraphQL */ `
  query Product($input: CatalogueProductInput!) {
    catalogueProduct(input: $input) {
      __typename
      ... on CatalogueProduct {
        url
        salePrice { amount currency }
        centreStonePrice { amount currency }
        metals { url salePrice { amount currency } }
        shapes { url salePrice { amount currency } }
      }
    }
  }
`;

interface Money {
  amount: string;
  currency: Currency;
}
interface Product {
  __typename: "CatalogueProduct";
  url: string;
  salePrice: Money;
  centreStonePrice: Money | null;
  metals: { url: string; salePrice: Money }[];
  shapes: { url: string; salePrice: Money }[];
}

const round = () => ring.variants.find((v) => v.shape === "ROUND")!;
const carat = () => Math.round(((ring.centreStoneWeightMin! + ring.centreStoneWeightMax!) / 2) * 10) / 10;
const suffix = () => (ring.suffixSlug ? `-${ring.suffixSlug}` : "");
const labPath = () =>
  `/${ring.slug}-${METALS.get(round().metal).slug}-engagement-ring-lab-grown-diamond-round-f-vs1-${carat().toFixed(2)}ct${suffix()}`;
const gemPath = () =>
  `/${ring.slug}-${METALS.get(round().metal).slug}-engagement-ring-natural-gemstone-royal-blue-sapphire-round-medium-dark-eye-clean-${carat().toFixed(2)}ct${suffix()}`;

const setting = () => ({ kind: "ENGAGEMENT_RING", slug: ring.slug, metal: round().metal, shape: "ROUND", suffix: ring.suffixSlug || null });
const labGrownDiamond = () => ({ shape: "ROUND", caratWeight: carat(), colour: "F", clarity: "VS1" });
const gemstone = () => ({
  shape: "ROUND",
  caratWeight: carat(),
  crystal: "SAPPHIRE",
  colour: "ROYAL_BLUE",
  colorGrade: "MEDIUM_DARK",
  clarity: "EYE_CLEAN",
});

async function ask(input: Record<string, unknown>, region: Region = "UK") {
  return (
    await executeOperation<{ catalogueProduct: Product | { __typename: "CatalogueProductNotFound" } }>(
      testContext(database, { region }),
      PRODUCT,
      { input },
    )
  ).catalogueProduct;
}

async function product(input: Record<string, unknown>, region: Region = "UK"): Promise<Product> {
  const answer = await ask(input, region);
  if (answer.__typename !== "CatalogueProduct") throw new Error(`${JSON.stringify(input)} answered ${answer.__typename}`);
  return answer;
}

async function page(path: string, region: Region) {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region }));
  const data = await loadRootProductPage(new Request(`https://shop.example${regionPath(region, path)}`), withRootProduct(context, path));
  if (data.page !== "product") throw new Error(`${path} is not a product page`);
  return data;
}

describe("catalogueProduct prices a ring with its made-to-order centre stone", () => {
  it("answers the setting and the lab-grown diamond together, the price the ring's page shows, in the region's currency", async () => {
    for (const [region, currency] of [
      ["UK", "GBP"],
      ["US", "USD"],
    ] as const) {
      const withStone = await product({ ...setting(), labGrownDiamond: labGrownDiamond() }, region);
      const settingOnly = await product(setting(), region);
      const shown = await page(labPath(), region);

      expect(withStone.salePrice.currency, region).toBe(currency);
      expect(withStone.centreStonePrice!.currency, region).toBe(currency);
      expect(minorOf(withStone.centreStonePrice!.amount), region).toBeGreaterThan(0);
      expect(withStone.salePrice, region).toEqual({
        amount: decimalSum(currency, settingOnly.salePrice.amount, withStone.centreStonePrice!.amount),
        currency,
      });
      expect(shown.product.salePrice, region).toEqual(withStone.salePrice);
      // Every metal and shape the ring switches to is priced with the stone and keeps it in its address.
      expect(
        shown.product.metals.map((m) => [m.url, m.salePrice]),
        region,
      ).toEqual(withStone.metals.map((m) => [m.url, m.salePrice]));
      expect(
        shown.product.shapes.map((s) => [s.url, s.salePrice]),
        region,
      ).toEqual(withStone.shapes.map((s) => [s.url, s.salePrice]));
      for (const [i, m] of withStone.metals.entries())
        expect(m.salePrice.amount).toBe(decimalSum(currency, settingOnly.metals[i]!.salePrice.amount, withStone.centreStonePrice!.amount));
      for (const m of withStone.metals) expect(m.url).toMatch(/-engagement-ring-lab-grown-diamond-[a-z-]+-f-vs1-\d+\.\d\dct/);
      expect(withStone.url).toBe(regionPath(region, labPath()));
    }
  });

  it("prices the stone from the made-to-order grid: its price per carat times the weight, in pounds in the UK", async () => {
    const bracket = madeToOrderPriceGrid()
      .filter((r) => r.stone === "LAB_GROWN_DIAMOND" && r.diamondColour === "F" && r.diamondClarity === "VS1" && r.caratFrom <= carat())
      .sort((a, b) => b.caratFrom - a.caratFrom)[0]!;
    const stone = salePriceMoney(Math.round((bracket.pricePerCarat * carat()) / 100), "GBP", "INCLUSIVE");
    const withStone = await product({ ...setting(), labGrownDiamond: labGrownDiamond() });
    expect(withStone.centreStonePrice).toEqual({ amount: toDecimal(stone), currency: "GBP" });
    expect(withStone.salePrice.amount).toBe(toDecimal(add(salePriceMoney(round().listPrice, "GBP", "INCLUSIVE"), stone)));
  });

  it("answers a gemstone ring's price as its page shows it", async () => {
    const withStone = await product({ ...setting(), gemstone: gemstone() });
    const settingOnly = await product(setting());
    expect(minorOf(withStone.centreStonePrice!.amount)).toBeGreaterThan(0);
    expect(withStone.salePrice.amount).toBe(decimalSum("GBP", settingOnly.salePrice.amount, withStone.centreStonePrice!.amount));
    expect(withStone.url).toBe(gemPath());
    expect((await page(gemPath(), "UK")).product.salePrice).toEqual(withStone.salePrice);
  });

  it("answers the setting-only price without a stone, as the setting's page shows it", async () => {
    const settingOnly = await product(setting());
    expect(settingOnly.centreStonePrice).toBeNull();
    expect(settingOnly.salePrice).toEqual({ amount: toDecimal(salePriceMoney(round().listPrice, "GBP", "INCLUSIVE")), currency: "GBP" });
    expect((await page(new URL(settingOnly.url, "https://shop.example").pathname, "UK")).product.salePrice).toEqual(settingOnly.salePrice);
  });

  it("answers not found for a stone the setting cannot hold, and refuses a stone on anything but an engagement ring or of another shape", async () => {
    expect(
      (await ask({ ...setting(), labGrownDiamond: { ...labGrownDiamond(), caratWeight: ring.centreStoneWeightMax! + 0.01 } })).__typename,
    ).toBe("CatalogueProductNotFound");
    const wedding = { kind: "WEDDING_RING", slug: ring.slug, metal: round().metal, labGrownDiamond: labGrownDiamond() };
    await expect(ask(wedding)).rejects.toThrow(/engagement ring/);
    await expect(ask({ ...setting(), labGrownDiamond: { ...labGrownDiamond(), shape: "OVAL" } })).rejects.toThrow(/shape/);
    await expect(ask({ ...setting(), labGrownDiamond: labGrownDiamond(), gemstone: gemstone() })).rejects.toThrow(/one centre stone/i);
  });

  it("answers not found for a gemstone on a setting that takes diamonds only, as the ring builder refuses the pair; a diamond of the same weight is priced", async () => {
    const variant = diamondsOnly.variants[0]!;
    const sides = {
      kind: "ENGAGEMENT_RING",
      slug: diamondsOnly.slug,
      metal: variant.metal,
      shape: variant.shape,
      suffix: diamondsOnly.suffixSlug || null,
    };
    const stone = { shape: variant.shape, caratWeight: diamondsOnly.centreStoneWeightMin! };
    expect((await ask({ ...sides, gemstone: { ...gemstone(), ...stone } })).__typename).toBe("CatalogueProductNotFound");
    expect(
      minorOf((await product({ ...sides, labGrownDiamond: { ...labGrownDiamond(), ...stone } })).centreStonePrice!.amount),
    ).toBeGreaterThan(0);
  });
});
