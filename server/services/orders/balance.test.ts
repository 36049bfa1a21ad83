import { describe, expect, it } from "vitest";
import { money } from "../../../core/money.ts";
import { balanceOf, depositOf, depositOffered, firstPayment } from "./balance.ts";
import { salesTax } from "./tax.ts";

describe("balance", () => {
  const order = { totalMinor: 500_000, currency: "GBP" as const };
  it("counts only succeeded payments, less succeeded refunds", () => {
    const b = balanceOf(order, [
      { kind: "PAYMENT", status: "SUCCEEDED", amountMinor: 125_000 },
      { kind: "PAYMENT", status: "PENDING", amountMinor: 375_000 },
      { kind: "PAYMENT", status: "FAILED", amountMinor: 375_000 },
      { kind: "REFUND", status: "SUCCEEDED", amountMinor: 25_000 },
      { kind: "REFUND", status: "PENDING", amountMinor: 1 },
    ]);
    expect(b.paid).toEqual(money(100_000, "GBP"));
    expect(b.due).toEqual(money(400_000, "GBP"));
    expect(b.total).toEqual(money(500_000, "GBP"));
  });
  it("nothing paid leaves the whole total due", () => {
    expect(balanceOf(order, []).due.minor).toBe(500_000);
  });
  it("a deposit is a quarter of an order of 1,000 or more", () => {
    expect(depositOffered(money(99_999, "USD"))).toBe(false);
    expect(depositOffered(money(100_000, "USD"))).toBe(true);
    expect(depositOf(money(100_002, "USD"))).toEqual(money(25_001, "USD"));
    expect(depositOf(money(100_001, "USD"))).toEqual(money(25_000, "USD"));
    expect(depositOf(money(100_003, "USD"))).toEqual(money(25_001, "USD"));
    expect(firstPayment({ ...order, paymentPlan: "DEPOSIT", depositMinor: 125_000 }).minor).toBe(125_000);
    expect(firstPayment({ ...order, paymentPlan: "FULL", depositMinor: null }).minor).toBe(500_000);
  });
});

describe("sales tax", () => {
  it("applies the rate once to the sum and splits it so the lines add up to it", () => {
    const tax = salesTax([money(33_333, "USD"), money(33_333, "USD"), money(33_334, "USD")], "USD", {
      rateBasisPoints: 725,
      name: "Sales tax",
    });
    expect(tax.total).toEqual(money(7_250, "USD"));
    expect(tax.lines.reduce((a, m) => a + m.minor, 0)).toBe(7_250);
    expect(tax.lines.map((m) => m.minor)).toEqual([2_417, 2_417, 2_416]);
  });
  it("rounds half away from zero", () => {
    // 10.10 × 6.25% = 0.63125 → 0.63; 10.20 × 6.25% = 0.6375 → 0.64
    expect(salesTax([money(1_010, "USD")], "USD", { rateBasisPoints: 625, name: "Sales tax" }).total.minor).toBe(63);
    expect(salesTax([money(1_020, "USD")], "USD", { rateBasisPoints: 625, name: "Sales tax" }).total.minor).toBe(64);
  });
  it("no rate, or a zero rate, adds nothing", () => {
    expect(salesTax([money(1_000, "GBP")], "GBP", null).total.minor).toBe(0);
    const oregon = salesTax([money(1_000, "USD")], "USD", { rateBasisPoints: 0, name: "Sales tax" });
    expect(oregon.total.minor).toBe(0);
    expect(oregon.lines).toEqual([money(0, "USD")]);
  });
  it("Quebec's GST + QST on a fully discounted line and a priced one", () => {
    const tax = salesTax([money(0, "CAD"), money(200_000, "CAD")], "CAD", { rateBasisPoints: 1498, name: "GST + QST" });
    expect(tax.total.minor).toBe(29_960);
    expect(tax.lines.map((m) => m.minor)).toEqual([0, 29_960]);
  });
});
