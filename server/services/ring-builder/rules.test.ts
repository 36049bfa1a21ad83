import { describe, expect, it } from "vitest";
import { METALS } from "../../../core/vocabulary/metals.ts";
import type { Setting } from "../catalogue/index.ts";
import { pairingRefusal, resolveMount, type ResolvedMount, type StoneFacts } from "./view.ts";

/**
 * What a setting takes, as the ring builder decides it (docs/product.md#ring-builder): the variant a
 * mount is made in (its metal and centre shape), and whether a centre stone fits it: its kind, its
 * shape, its weight compared at six decimals. The words of a refusal print what was compared.
 */

type Price = Setting["variants"][number]["price"];
/** Prices are only carried from the variant to the mount here: any distinct values do. */
const price = (name: string) => ({ name }) as unknown as Price;
const PRICES = {
  platinumRound: price("platinum round"),
  platinumOval: price("platinum oval"),
  goldOval: price("gold oval"),
  goldPear: price("gold pear"),
};

function setting(overrides: Partial<Setting> = {}): Setting {
  return {
    id: "1",
    catalogueCode: "ER-TEST",
    productName: "The Aurora",
    ringStyles: ["SOLITAIRE"],
    gemstones: [],
    shapes: ["OVAL", "ROUND", "PEAR"],
    defaultShape: "OVAL",
    weight: { min: 0.5, max: 4 },
    deliveryDays: 20,
    variants: [
      { metal: "PLATINUM", shape: "ROUND", sku: "ER-TEST-PT-RD", price: PRICES.platinumRound },
      { metal: "PLATINUM", shape: "OVAL", sku: "ER-TEST-PT-OV", price: PRICES.platinumOval },
      { metal: "YELLOW_GOLD_18K", shape: "OVAL", sku: "ER-TEST-YG-OV", price: PRICES.goldOval },
      { metal: "YELLOW_GOLD_18K", shape: "PEAR", sku: "ER-TEST-YG-PE", price: PRICES.goldPear },
    ],
    subject: {} as Setting["subject"],
    urlParts: { kind: "ENGAGEMENT_RING", slug: "the-aurora", suffixSlug: "", productType: null },
    ...overrides,
  };
}

function mount(
  s: Setting,
  metal: Setting["variants"][number]["metal"],
  chosen: StoneFacts["shape"] | null,
  stoneShape: StoneFacts["shape"] | null = null,
): ResolvedMount {
  const resolved = resolveMount(s, metal, chosen, stoneShape);
  if (!("setting" in resolved)) throw new Error(`refused: ${resolved.message}`);
  return resolved;
}

const diamond = (shape: StoneFacts["shape"], carat: number): StoneFacts => ({ kind: "CATALOGUE", category: "DIAMOND", shape, carat });

describe("the mount a setting is made into", () => {
  it("is the variant in the metal and the shape chosen, at that variant's price", () => {
    const m = mount(setting(), "PLATINUM", "ROUND");
    expect(m).toMatchObject({ metal: "PLATINUM", shape: "ROUND", shapeChosen: true });
    expect(m.price).toBe(PRICES.platinumRound);
  });

  it("without a chosen shape follows the centre stone's shape when the design is made for it in that metal, else the design's default, else its first in the metal", () => {
    expect(mount(setting(), "PLATINUM", null, "ROUND")).toMatchObject({ shape: "ROUND", shapeChosen: false, price: PRICES.platinumRound });
    expect(mount(setting(), "PLATINUM", null, "PEAR")).toMatchObject({ shape: "OVAL", shapeChosen: false, price: PRICES.platinumOval });
    expect(mount(setting(), "PLATINUM", null, null)).toMatchObject({ shape: "OVAL", price: PRICES.platinumOval });
    expect(mount(setting({ defaultShape: "ROUND" }), "YELLOW_GOLD_18K", null, null)).toMatchObject({
      shape: "OVAL",
      price: PRICES.goldOval,
    });
  });

  it("is refused in a metal the design is not made in, and for a shape it is not made for in the metal", () => {
    expect(resolveMount(setting(), "ROSE_GOLD_9K", null, null)).toEqual({
      code: "METAL_NOT_OFFERED",
      message: `The Aurora is not made in ${METALS.get("ROSE_GOLD_9K").label}.`,
    });
    // Made for a pear in gold, not in platinum.
    expect(resolveMount(setting(), "PLATINUM", "PEAR", null)).toEqual({
      code: "SHAPE_NOT_OFFERED",
      message: `The Aurora is not made for a pear centre stone in ${METALS.get("PLATINUM").label}.`,
    });
    expect(resolveMount(setting(), "PLATINUM", "OVAL", null)).toMatchObject({ shape: "OVAL" });
  });
});

describe("a centre stone the setting takes", () => {
  it("is of a kind it takes: a setting flanked by coloured gemstones takes natural and lab-grown diamonds only", () => {
    const sides = mount(setting({ ringStyles: ["GEMSTONE_SIDES"] }), "PLATINUM", "ROUND");
    expect(pairingRefusal(sides, { kind: "GEMSTONE", category: "GEMSTONE", shape: "ROUND", carat: 1 })).toEqual({
      code: "STONE_KIND_NOT_TAKEN",
      message: "The Aurora is set with a diamond centre stone: choose a natural or lab-grown diamond.",
    });
    expect(pairingRefusal(sides, { kind: "CATALOGUE", category: "GEMSTONE", shape: "ROUND", carat: 1 })?.code).toBe("STONE_KIND_NOT_TAKEN");
    expect(pairingRefusal(sides, diamond("ROUND", 1))).toBeNull();
    expect(pairingRefusal(sides, { kind: "LAB_GROWN_DIAMOND", category: "LAB_GROWN_DIAMOND", shape: "ROUND", carat: 1 })).toBeNull();
    // A solitaire takes a gemstone too.
    expect(
      pairingRefusal(mount(setting(), "PLATINUM", "ROUND"), { kind: "GEMSTONE", category: "GEMSTONE", shape: "ROUND", carat: 1 }),
    ).toBeNull();
  });

  it("has the mount's shape; the refusal says the setting's shape when it was chosen, else that the design is not made for the stone's", () => {
    expect(pairingRefusal(mount(setting(), "PLATINUM", "OVAL"), diamond("ROUND", 1))).toEqual({
      code: "SHAPE_MISMATCH",
      message: "This setting holds an oval centre stone; the stone is round.",
    });
    expect(pairingRefusal(mount(setting(), "PLATINUM", null, "PEAR"), diamond("PEAR", 1))).toEqual({
      code: "SHAPE_MISMATCH",
      message: "The Aurora is not made for a pear centre stone in this metal.",
    });
  });

  it("weighs within the setting's range, both bounds taken, compared at six decimals and printed as compared", () => {
    const m = mount(setting(), "PLATINUM", "ROUND");
    expect(pairingRefusal(m, diamond("ROUND", 0.5))).toBeNull();
    expect(pairingRefusal(m, diamond("ROUND", 4))).toBeNull();
    // Beyond the sixth decimal the weight is the bound itself.
    expect(pairingRefusal(m, diamond("ROUND", 0.4999999))).toBeNull();
    expect(pairingRefusal(m, diamond("ROUND", 0.499999))).toEqual({
      code: "CARAT_OUT_OF_RANGE",
      message: "The Aurora holds a centre stone of 0.50ct to 4.00ct; the stone is 0.499999ct.",
    });
    expect(pairingRefusal(m, diamond("ROUND", 4.01))?.code).toBe("CARAT_OUT_OF_RANGE");
  });

  it("of any weight where the setting's range is open, and says so when the other bound refuses it", () => {
    const open = mount(setting({ weight: { min: null, max: 2 } }), "PLATINUM", "ROUND");
    expect(pairingRefusal(open, diamond("ROUND", 0.01))).toBeNull();
    expect(pairingRefusal(open, diamond("ROUND", 2.5))).toEqual({
      code: "CARAT_OUT_OF_RANGE",
      message: "The Aurora holds a centre stone of any weight to 2.00ct; the stone is 2.50ct.",
    });
    expect(pairingRefusal(mount(setting({ weight: { min: null, max: null } }), "PLATINUM", "ROUND"), diamond("ROUND", 30))).toBeNull();
  });

  it("is checked kind first, then shape, then weight: one refusal, the first that applies", () => {
    const sides = mount(setting({ ringStyles: ["GEMSTONE_SIDES"] }), "PLATINUM", "OVAL");
    expect(pairingRefusal(sides, { kind: "GEMSTONE", category: "GEMSTONE", shape: "ROUND", carat: 10 })?.code).toBe("STONE_KIND_NOT_TAKEN");
    expect(pairingRefusal(sides, diamond("ROUND", 10))?.code).toBe("SHAPE_MISMATCH");
  });
});
