import { describe, expect, it } from "vitest";
import { add, compare, equals } from "../../../core/money.ts";
import type { Region } from "../../../core/regions.ts";
import { useSmallCatalogue, type SeedProduct } from "../../../tests/helpers/catalogue.ts";
import { testContext } from "../../../tests/integration/site-context.ts";
import { catalogueProduct, type CatalogueProduct } from "./product-page.ts";

/**
 * An engagement ring priced with a made-to-order centre stone (docs/product.md#products): the ring is
 * the setting in its metal plus the stone, in the market's currency and tax treatment, in every price
 * the page shows; a stone the setting cannot hold is no product at all.
 */

const store = useSmallCatalogue();

type Input = Parameters<typeof catalogueProduct>[1];

async function product(input: Input, region: Region = "UK"): Promise<CatalogueProduct | null> {
  const result = await catalogueProduct(testContext(store.database, { region }), input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** A setting that takes any kind of stone, made for a round centre stone in two metals or more, holding 1ct, its range bounded. */
const setting = () =>
  store.products.find(
    (p) =>
      p.kind === "ENGAGEMENT_RING" &&
      !p.ringStyles.includes("GEMSTONE_SIDES") &&
      new Set(p.variants.filter((v) => v.shape === "ROUND").map((v) => v.metal)).size > 1 &&
      p.centreStoneWeightMin !== null &&
      p.centreStoneWeightMax !== null &&
      p.centreStoneWeightMin <= 1 &&
      p.centreStoneWeightMax >= 1,
  )!;
const sidesSetting = () =>
  store.products.find(
    (p) => p.kind === "ENGAGEMENT_RING" && p.ringStyles.includes("GEMSTONE_SIDES") && p.variants.some((v) => v.shape === "ROUND"),
  )!;

const ring = (p: SeedProduct, metal = p.variants.find((v) => v.shape === "ROUND")!.metal) => ({
  kind: "ENGAGEMENT_RING" as const,
  slug: p.slug,
  suffix: p.suffixSlug,
  metal,
  shape: "ROUND",
});
const labDiamond = (caratWeight = 1) => ({ shape: "ROUND" as const, caratWeight, colour: "F" as const, clarity: "VS1" as const });

describe("a ring with a made-to-order centre stone", () => {
  it.each(["UK", "US"] as const)("costs the setting in its metal plus the stone, in %s's currency", async (region) => {
    const p = setting();
    const alone = (await product(ring(p), region))!;
    const withStone = (await product({ ...ring(p), labGrownDiamond: labDiamond() }, region))!;
    expect(alone.centreStonePrice).toBeNull();
    expect(withStone.centreStonePrice).not.toBeNull();
    expect(withStone.centreStonePrice!.currency).toBe(region === "UK" ? "GBP" : "USD");
    expect(equals(withStone.salePrice, add(alone.salePrice, withStone.centreStonePrice!))).toBe(true);
  });

  it("includes the stone in the price of every metal offered, the stone's price the same in each", async () => {
    const p = setting();
    const alone = (await product(ring(p)))!;
    const withStone = (await product({ ...ring(p), labGrownDiamond: labDiamond() }))!;
    const stone = withStone.centreStonePrice!;
    expect(withStone.metals.length).toBeGreaterThan(1);
    for (const option of withStone.metals) {
      const settingOnly = alone.metals.find((m) => m.value.systemCode === option.value.systemCode)!;
      expect(equals(option.salePrice, add(settingOnly.salePrice, stone)), option.value.systemCode).toBe(true);
      const inThatMetal = (await product({ ...ring(p, option.value.systemCode), labGrownDiamond: labDiamond() }))!;
      expect(equals(inThatMetal.centreStonePrice!, stone)).toBe(true);
    }
  });

  it("costs more with a heavier stone of the same grades", async () => {
    const p = setting();
    const min = Math.max(p.centreStoneWeightMin!, 0.5);
    const max = Math.min(p.centreStoneWeightMax!, 3);
    const light = (await product({ ...ring(p), labGrownDiamond: labDiamond(min) }))!;
    const heavy = (await product({ ...ring(p), labGrownDiamond: labDiamond(max) }))!;
    expect(compare(light.centreStonePrice!, heavy.centreStonePrice!)).toBe(-1);
    expect(compare(light.salePrice, heavy.salePrice)).toBe(-1);
  });

  it("is no product when the setting cannot hold the stone: a weight outside its range, a kind it does not take", async () => {
    const p = setting();
    expect(await product({ ...ring(p), labGrownDiamond: labDiamond(p.centreStoneWeightMax! + 0.01) })).toBeNull();
    expect(await product({ ...ring(p), labGrownDiamond: labDiamond(p.centreStoneWeightMin! - 0.01) })).toBeNull();
    expect(await product({ ...ring(p), labGrownDiamond: labDiamond(p.centreStoneWeightMin!) })).not.toBeNull();
    const sides = sidesSetting();
    const weight = Math.min(Math.max(1, sides.centreStoneWeightMin ?? 1), sides.centreStoneWeightMax ?? 1);
    const gemstone = {
      shape: "ROUND" as const,
      caratWeight: weight,
      crystal: "SAPPHIRE" as const,
      colour: "BLUE" as const,
      colorGrade: "MEDIUM" as const,
      clarity: "EYE_CLEAN" as const,
    };
    expect(await product({ ...ring(sides), gemstone })).toBeNull();
    expect(await product({ ...ring(sides), labGrownDiamond: labDiamond(gemstone.caratWeight) })).not.toBeNull();
  });
});
