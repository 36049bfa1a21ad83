import { describe, expect, it } from "vitest";
import { financeOptions } from "./finance.ts";
import { REGIONS } from "./regions.ts";

describe("financeOptions", () => {
  it("offers the provider that lends in the region, in the US and UK only", () => {
    expect(financeOptions("UK", 1495).map((o) => o.provider)).toEqual(["Klarna"]);
    expect(financeOptions("US", 1495).map((o) => o.provider)).toEqual(["Affirm"]);
    for (const region of REGIONS.filter((r) => r !== "UK" && r !== "US")) expect(financeOptions(region, 1495), region).toEqual([]);
    expect(financeOptions("UK", 0)).toEqual([]);
  });

  it("shows the regular instalment, which times the count never exceeds the price", () => {
    const [option] = financeOptions("UK", 1495);
    expect(option).toEqual({ provider: "Klarna", instalments: 3, amount: 498.33 });
    expect(option!.amount * option!.instalments).toBeLessThanOrEqual(1495);
  });
});
