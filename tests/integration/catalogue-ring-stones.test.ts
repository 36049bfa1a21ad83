import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { salePriceMoney } from "../helpers/money.ts";
import { add, isPositive, toDecimal } from "../../core/money.ts";
import { madeToOrderPriceGrid, seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { regionPath, type Region } from "../../core/regions.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import { SHAPE_VOCABULARY } from "../../core/vocabulary/engagement.ts";
import { loadRootProductPage } from "../../app/routes/catalogue/catalogue.server.ts";
import { withRootProduct } from "../helpers/root-product.ts";

/**
 * Engagement rings with a made-to-order centre stone (lab-grown diamond or gemstone) named in the
 * URL: one address each, only stones the setting can hold, priced with the stone.
 */

let database: Database;
let ring: SeedProduct;

beforeAll(async () => {
  database = await createTestDatabase();
  const products = await seedCatalogue(database, { engagement: 6, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
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

async function load(path: string, region: Region = "UK") {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region }));
  try {
    return {
      status: 200,
      data: await loadRootProductPage(new Request(`https://shop.example${regionPath(region, path)}`), withRootProduct(context, path)),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}

const metalSlug = () => METALS.get(ring.variants.find((v) => v.shape === "ROUND")!.metal).slug;
const suffix = () => (ring.suffixSlug ? `-${ring.suffixSlug}` : "");
const carat = () => (Math.round(((ring.centreStoneWeightMin! + ring.centreStoneWeightMax!) / 2) * 10) / 10).toFixed(2);
const labPath = (grades = "f-vs1", weight = carat()) =>
  `/${ring.slug}-${metalSlug()}-engagement-ring-lab-grown-diamond-round-${grades}-${weight}ct${suffix()}`;
const gemPath = (weight = carat()) =>
  `/${ring.slug}-${metalSlug()}-engagement-ring-natural-gemstone-royal-blue-sapphire-round-medium-dark-eye-clean-${weight}ct${suffix()}`;

describe("rings with a made-to-order centre stone", () => {
  it("answers the two-decimal, lower-case address and moves every other spelling there", async () => {
    expect((await load(labPath())).status).toBe(200);
    const short = carat().replace(/\.?0+$/, "");
    for (const other of [labPath("f-vs1", short), labPath("F-VS1"), labPath("f-vs1", `${carat()}0`)]) {
      expect(await load(other), other).toEqual({ status: 301, location: labPath() });
    }
    expect(await load(labPath("F-VS1"), "US")).toEqual({ status: 301, location: `/us${labPath()}` });
  });

  it("answers 404 for a weight no stone or this setting can have", async () => {
    for (const weight of [
      "99999999999999999999",
      "0.00",
      (ring.centreStoneWeightMax! + 0.01).toFixed(2),
      Math.max(0.1, ring.centreStoneWeightMin! - 0.01).toFixed(2),
    ]) {
      expect((await load(labPath("f-vs1", weight))).status, weight).toBe(404);
    }
  });

  it("shows the price of the setting and the stone together, for the ring and every metal and shape it switches to", async () => {
    const setting = ring.variants.find((v) => v.shape === "ROUND")!;
    const answer = await load(labPath());
    const page = { data: "data" in answer ? answer.data : undefined };
    if (!page.data || page.data.page !== "product") throw new Error("not a product page");
    // The made-to-order grid's price per carat of the weight's bracket, times the weight.
    const bracket = madeToOrderPriceGrid()
      .filter(
        (r) => r.stone === "LAB_GROWN_DIAMOND" && r.diamondColour === "F" && r.diamondClarity === "VS1" && r.caratFrom <= Number(carat()),
      )
      .sort((a, b) => b.caratFrom - a.caratFrom)[0]!;
    const stone = salePriceMoney(Math.round((bracket.pricePerCarat * Number(carat())) / 100), "GBP", "INCLUSIVE");
    expect(isPositive(stone)).toBe(true);
    expect(page.data.product.salePrice.amount).toBe(toDecimal(add(salePriceMoney(setting.listPrice, "GBP", "INCLUSIVE"), stone)));
    for (const m of page.data.product.metals)
      expect(m.url).toMatch(new RegExp(`-engagement-ring-lab-grown-diamond-round-f-vs1-${carat().replace(".", "\\.")}ct`));
    for (const s of page.data.product.shapes) {
      expect(s.url).toContain(`-lab-grown-diamond-${SHAPE_VOCABULARY.get(s.shape.systemCode as never).slug}-f-vs1-${carat()}ct`);
    }
    const switched = page.data.product.metals.find((m) => !m.selected);
    if (switched) expect((await load(switched.url)).status).toBe(200);
  });

  it("names a gemstone ring after its gemstone", async () => {
    const page = await load(gemPath());
    if (page.status !== 200 || !("data" in page)) throw new Error(`${gemPath()} answered ${page.status}`);
    // The title says the whole stone the address names: its weight, shape, colour, gemstone and grades.
    expect(page.data!.seo.headline).toMatch(/ with \d+\.\d\dct Round Royal Blue Sapphire, Medium Dark, Eye Clean$/);
    expect(page.data!.seo.headline).not.toMatch(/Diamond/);
  });
});
