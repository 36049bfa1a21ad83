import { describe, expect, it } from "vitest";
import { CURRENCIES, REGIONS } from "../../../core/regions.ts";
import { DEFAULT_RATES } from "../pricing.ts";
import { histogramListEdges, HISTOGRAM_EDGES, listPriceRange, priceFn } from "./prices.ts";
import { stoneIdentifierOf } from "./identifier.ts";

describe("stone prices", () => {
  it("translate a price range in any currency into an exact list-price range", () => {
    for (const currency of CURRENCIES) {
      for (const region of REGIONS) {
        const f = priceFn(currency, region, DEFAULT_RATES);
        for (const [min, max] of [[1000, 5000], [249, 251], [77777, 123456]] as const) {
          const { lo, hi } = listPriceRange(f, min, max);
          expect(f(lo!)).toBeGreaterThanOrEqual(min);
          expect(f(lo! - 1)).toBeLessThan(min);
          expect(f(hi!)).toBeLessThanOrEqual(max);
          expect(f(hi! + 1)).toBeGreaterThan(max);
        }
      }
    }
  });

  it("never decrease as the list price grows (so one order serves every currency)", () => {
    const f = priceFn("ZAR", "ZA", DEFAULT_RATES);
    let last = 0;
    for (let g = 1; g < 300_000; g += 7) {
      const p = f(g);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it("put histogram edges at list prices whose shown price crosses each edge", () => {
    const f = priceFn("EUR", "EU", DEFAULT_RATES);
    const edges = histogramListEdges(f);
    for (let k = 5; k < 40; k++) {
      expect(f(edges[k]!)).toBeGreaterThanOrEqual(HISTOGRAM_EDGES[k]!);
      expect(f(edges[k]! - 1)).toBeLessThan(HISTOGRAM_EDGES[k]!);
    }
  });
});

describe("stone identifiers", () => {
  it("are seven upper-case letters or digits, distinct for distinct ids", () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 20_000; id++) {
      const s = stoneIdentifierOf(id);
      expect(s).toMatch(/^[A-Z0-9]{7}$/);
      seen.add(s);
    }
    expect(seen.size).toBe(20_000);
  });
});
