import { describe, expect, it } from "vitest";
import { CURRENCIES, REGIONS } from "../../../core/regions.ts";
import { DEFAULT_RATES } from "../pricing.ts";
import { histogramListEdges, HISTOGRAM_EDGES, listPriceRange, madeToOrderListPrice, naturalDiamondPrice, priceFn } from "./prices.ts";
import { stoneIdentifierOf } from "./identifier.ts";

describe("stone prices", () => {
  it("translate a price range in any currency into an exact list-price range", () => {
    for (const currency of CURRENCIES) {
      for (const region of REGIONS) {
        const f = priceFn(currency, region, DEFAULT_RATES);
        for (const [min, max] of [
          [1000, 5000],
          [249, 251],
          [77777, 123456],
        ] as const) {
          // Bounds in major units, prices in minor ones.
          const { lo, hi } = listPriceRange(f, min, max, currency);
          expect(f(lo!)).toBeGreaterThanOrEqual(min * 100);
          expect(f(lo! - 1)).toBeLessThan(min * 100);
          expect(f(hi!)).toBeLessThanOrEqual(max * 100);
          expect(f(hi! + 1)).toBeGreaterThan(max * 100);
        }
      }
    }
  });

  it("never decrease as the list price grows (so one order serves every currency)", () => {
    const f = priceFn("ZAR", "ZA", DEFAULT_RATES);
    let last = 0;
    for (let g = 100; g < 30_000_000; g += 700) {
      const p = f(g);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it("put histogram edges at list prices whose shown price crosses each edge", () => {
    const f = priceFn("EUR", "EU", DEFAULT_RATES);
    const edges = histogramListEdges(f, "EUR");
    for (let k = 5; k < 40; k++) {
      expect(f(edges[k]!)).toBeGreaterThanOrEqual(HISTOGRAM_EDGES[k]! * 100);
      expect(f(edges[k]! - 1)).toBeLessThan(HISTOGRAM_EDGES[k]! * 100);
    }
  });
});

describe("stone identifiers", () => {
  it("are eight upper-case letters or digits without look-alikes, distinct for distinct ids", () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 20_000; id++) {
      const s = stoneIdentifierOf(id);
      expect(s).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      seen.add(s);
    }
    expect(seen.size).toBe(20_000);
  });
});

describe("madeToOrderListPrice", () => {
  it("prices a lab-grown centre stone at 10-20% of a natural one of the same grades, rising with weight and grade", () => {
    const lab = (carat: number, colour: "D" | "G" | "J" = "G", clarity: "VS1" | "SI1" = "VS1") =>
      madeToOrderListPrice({ kind: "LAB_GROWN_DIAMOND", shape: "ROUND", colour, clarity, carat });
    const natural = naturalDiamondPrice({ carat: 1, round: true, colour: "G", clarity: "VS1", cut: "EXCELLENT", fluorescence: "NONE" });
    expect(lab(1) / natural).toBeGreaterThanOrEqual(0.1);
    expect(lab(1) / natural).toBeLessThanOrEqual(0.2);
    expect(lab(1.5)).toBeGreaterThan(lab(1));
    expect(lab(1, "D")).toBeGreaterThan(lab(1, "J"));
    expect(lab(0.5, "J", "SI1")).toBeGreaterThanOrEqual(250);
  });

  it("prices a gemstone centre stone by variety, tone and clarity", () => {
    const gem = (crystal: "SAPPHIRE" | "AMETHYST", carat = 1) =>
      madeToOrderListPrice({ kind: "GEMSTONE", crystal, colourGrade: "MEDIUM_DARK", clarity: "EYE_CLEAN", carat });
    expect(gem("SAPPHIRE")).toBeGreaterThan(gem("AMETHYST"));
    expect(gem("SAPPHIRE", 2)).toBeGreaterThan(gem("SAPPHIRE"));
    expect(gem("AMETHYST", 0.1)).toBe(50);
  });
});
