import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_RATES, retailRound, salePrice } from "./pricing.ts";
import { taxTypeFor } from "../../core/market.ts";
import { money } from "../../core/money.ts";

describe("retailRound", () => {
  it("ends small prices in 9 and larger ones on round steps", () => {
    expect(retailRound(42.3)).toBe(49);
    expect(retailRound(189.5)).toBe(199);
    expect(retailRound(1243)).toBe(1245);
    expect(retailRound(2494)).toBe(2490);
    expect(retailRound(31_260)).toBe(31_250);
    expect(retailRound(412_345)).toBe(412_300);
  });

  it("never lowers a price when the input grows", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true }), (a, d) => {
        expect(retailRound(a + d)).toBeGreaterThanOrEqual(retailRound(a));
      }),
    );
  });
});

describe("salePrice", () => {
  it("includes VAT in the UK, EU and Ireland and GST in Australia and New Zealand, and takes UK VAT off elsewhere", () => {
    expect(taxTypeFor("UK")).toBe("INCLUSIVE");
    expect(taxTypeFor("EU")).toBe("INCLUSIVE");
    expect(taxTypeFor("IE")).toBe("INCLUSIVE");
    for (const r of ["AU", "NZ"] as const) expect(taxTypeFor(r)).toBe("INCLUSIVE");
    for (const r of ["US", "CA", "ZA", "INT"] as const) expect(taxTypeFor(r)).toBe("EXCLUSIVE");
    expect(salePrice(money(125_000, "GBP"), "GBP", "INCLUSIVE")).toEqual(money(125_000, "GBP"));
    expect(salePrice(money(120_000, "GBP"), "USD", "EXCLUSIVE")).toEqual(money(retailRound((1200 / 1.2) * DEFAULT_RATES.USD) * 100, "USD"));
    expect(salePrice(money(120_000, "GBP"), "EUR", "INCLUSIVE")).toEqual(money(retailRound(1200 * DEFAULT_RATES.EUR) * 100, "EUR"));
  });

  it("prices only a GBP list price", () => {
    expect(() => salePrice(money(120_000, "EUR"), "EUR", "INCLUSIVE")).toThrow(/list price is in GBP/);
  });
});
