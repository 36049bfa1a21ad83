import { describe, expect, it } from "vitest";
import { money } from "../../core/money.ts";
import { moneyOf } from "./money.ts";

describe("moneyOf: the API's money as the store's", () => {
  it("reads the decimal amount exactly, in its currency", () => {
    expect(moneyOf({ amount: "1215.00", currency: "GBP" })).toEqual(money(121_500, "GBP"));
    expect(moneyOf({ amount: "1733.33", currency: "GBP" })).toEqual(money(173_333, "GBP"));
    expect(moneyOf({ amount: "0.29", currency: "USD" })).toEqual(money(29, "USD"));
    expect(moneyOf({ amount: "-3.50", currency: "EUR" })).toEqual(money(-350, "EUR"));
  });

  it("refuses an amount that is not decimal text rather than rounding it", () => {
    for (const amount of ["1.234", "1e3", "1,215.00", ""]) expect(() => moneyOf({ amount, currency: "GBP" }), amount).toThrow(RangeError);
  });
});
