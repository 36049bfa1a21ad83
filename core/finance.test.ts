import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { financeOptions, instalmentPlan } from "./finance.ts";
import { REGIONS } from "./regions.ts";

describe("financeOptions", () => {
  it("offers the provider that lends in the region, in the US and UK only", () => {
    expect(financeOptions("UK", 1495).map((o) => o.provider)).toEqual(["Klarna"]);
    expect(financeOptions("US", 1495).map((o) => o.provider)).toEqual(["Affirm"]);
    for (const region of REGIONS.filter((r) => r !== "UK" && r !== "US")) expect(financeOptions(region, 1495), region).toEqual([]);
    expect(financeOptions("UK", 0)).toEqual([]);
  });

  it("says what the customer pays: the first instalment with the odd pennies, then the regular one", () => {
    expect(financeOptions("UK", 1495)).toEqual([{ provider: "Klarna", instalments: 3, amount: 498.33, firstAmount: 498.34 }]);
    expect(financeOptions("UK", 5750)).toEqual([{ provider: "Klarna", instalments: 3, amount: 1916.66, firstAmount: 1916.68 }]);
  });
});

describe("instalmentPlan", () => {
  it("splits £5,750 in three as £1,916.68 today, then 2 × £1,916.66", () => {
    expect(instalmentPlan(5750, 3)).toEqual({ count: 3, first: 1916.68, regular: 1916.66, even: false });
    expect(instalmentPlan(1500, 3)).toEqual({ count: 3, first: 500, regular: 500, even: true });
  });

  it("adds up to exactly the price, in minor units, for any amount and any count; the first is never less than the others, nor a count of pennies more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 60 }), (pennies, count) => {
        const plan = instalmentPlan(pennies / 100, count);
        const [first, regular] = [Math.round(plan.first * 100), Math.round(plan.regular * 100)];
        expect(first + regular * (count - 1)).toBe(pennies);
        expect(first - regular).toBeGreaterThanOrEqual(0);
        expect(first - regular).toBeLessThan(count);
        expect(plan.even).toBe(first === regular);
      }),
    );
  });
});
