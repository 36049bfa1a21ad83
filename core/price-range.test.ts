import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPriceRangeUnset, normalisePriceRange } from "./price-range.ts";

describe("normalisePriceRange", () => {
  it("reads 0 to 0 as no price filter", () => {
    expect(normalisePriceRange({ min: 0, max: 0 })).toEqual({ min: null, max: null });
    expect(isPriceRangeUnset({ min: 0, max: 0 })).toBe(true);
  });

  it("keeps a range from 0 and a range up to a bound", () => {
    expect(normalisePriceRange({ min: 0, max: 500 })).toEqual({ min: 0, max: 500 });
    expect(normalisePriceRange({ min: 500 })).toEqual({ min: 500, max: null });
    expect(normalisePriceRange({ max: 0 })).toEqual({ min: null, max: 0 });
    expect(isPriceRangeUnset({ min: 0, max: 500 })).toBe(false);
  });

  it("swaps a reversed range", () => {
    expect(normalisePriceRange({ min: 2000, max: 500 })).toEqual({ min: 500, max: 2000 });
  });

  it("drops bounds that are not prices", () => {
    expect(normalisePriceRange({ min: -1, max: Number.NaN })).toEqual({ min: null, max: null });
    expect(normalisePriceRange({ min: Number.POSITIVE_INFINITY, max: 10 })).toEqual({ min: null, max: 10 });
    expect(normalisePriceRange({})).toEqual({ min: null, max: null });
  });

  it("always answers an ordered range and is idempotent", () => {
    const price = fc.option(fc.double({ min: -10, max: 1e6, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(price, price, (min, max) => {
        const r = normalisePriceRange({ min, max });
        if (r.min !== null && r.max !== null) expect(r.min).toBeLessThanOrEqual(r.max);
        expect(normalisePriceRange(r)).toEqual(r);
      }),
    );
  });
});
