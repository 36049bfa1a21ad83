import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { financeOptions, instalmentPlan } from "./finance.ts";
import { money, sum } from "./money.ts";
import { REGIONS } from "./regions.ts";

const gbp = (minor: number) => money(minor, "GBP");

describe("financeOptions", () => {
  it("offers the provider that lends in the region, in the US and UK only", () => {
    expect(financeOptions("UK", gbp(149_500)).map((o) => o.provider)).toEqual(["Klarna"]);
    expect(financeOptions("US", money(149_500, "USD")).map((o) => o.provider)).toEqual(["Affirm"]);
    for (const region of REGIONS.filter((r) => r !== "UK" && r !== "US")) expect(financeOptions(region, gbp(149_500)), region).toEqual([]);
    expect(financeOptions("UK", gbp(0))).toEqual([]);
  });

  it("says what the customer pays: the first instalment with the odd pennies, then the regular one", () => {
    expect(financeOptions("UK", gbp(149_500))).toEqual([
      { provider: "Klarna", instalments: 3, amount: gbp(49_833), firstAmount: gbp(49_834) },
    ]);
    expect(financeOptions("UK", gbp(575_000))).toEqual([
      { provider: "Klarna", instalments: 3, amount: gbp(191_666), firstAmount: gbp(191_668) },
    ]);
  });
});

describe("instalmentPlan", () => {
  it("splits £5,750 in three as £1,916.68 today, then 2 × £1,916.66", () => {
    expect(instalmentPlan(gbp(575_000), 3)).toEqual({ count: 3, first: gbp(191_668), regular: gbp(191_666), even: false });
    expect(instalmentPlan(gbp(150_000), 3)).toEqual({ count: 3, first: gbp(50_000), regular: gbp(50_000), even: true });
    expect(instalmentPlan(gbp(124_999), 3)).toEqual({ count: 3, first: gbp(41_667), regular: gbp(41_666), even: false });
  });

  it("refuses a count that is not a positive integer, and a price below zero", () => {
    expect(() => instalmentPlan(gbp(10_000), 0)).toThrow(RangeError);
    expect(() => instalmentPlan(gbp(10_000), 1.5)).toThrow(RangeError);
    expect(() => instalmentPlan(gbp(-1), 3)).toThrow(RangeError);
  });

  it("adds up to exactly the price, in minor units, for any amount and any count; the first is never less than the others, nor a count of pennies more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 60 }), (pennies, count) => {
        const plan = instalmentPlan(gbp(pennies), count);
        const [first, regular] = [plan.first.minor, plan.regular.minor];
        expect(sum([plan.first, ...Array.from({ length: count - 1 }, () => plan.regular)], "GBP")).toEqual(gbp(pennies));
        expect(first + regular * (count - 1)).toBe(pennies);
        expect(regular * count).toBeLessThanOrEqual(pennies);
        expect(first - regular).toBeGreaterThanOrEqual(0);
        expect(first - regular).toBeLessThan(count);
        expect(plan.even).toBe(first === regular);
      }),
    );
  });
});
