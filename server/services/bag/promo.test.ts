import { describe, expect, it } from "vitest";
import { money } from "../../../core/money.ts";
import { evaluatePromo, normalPromoCode, type PromoBag, type PromoRule } from "./promo.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const unused = { overall: 0, byCustomer: 0 };

const percent: PromoRule = {
  id: 1,
  code: "WELCOME10",
  kind: "PERCENTAGE",
  percentBasisPoints: 1000,
  amountMinor: null,
  currency: null,
  minSpendMinor: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  excludedKinds: ["STONE"],
  active: true,
};

const fixed: PromoRule = {
  ...percent,
  id: 2,
  code: "SAVE100",
  kind: "FIXED_AMOUNT",
  percentBasisPoints: null,
  amountMinor: 10_000,
  currency: "GBP",
  minSpendMinor: 100_000,
  excludedKinds: [],
};

const bag: PromoBag = {
  currency: "GBP",
  lines: [
    { id: "a", kind: "PRODUCT", total: money(123_455, "GBP") },
    { id: "b", kind: "READY_TO_GO", total: money(200_000, "GBP") },
    { id: "c", kind: "STONE", total: money(500_000, "GBP") },
  ],
};

describe("evaluatePromo", () => {
  it("takes a percentage of the lines it applies to, rounded to the penny, split over them exactly", () => {
    const r = evaluatePromo(percent, bag, unused, NOW);
    expect(r.applied).toBe(true);
    expect(r.reason).toBeNull();
    // 10% of £3,234.55 (the stone excluded) is £323.455, rounded half away from zero.
    expect(r.discount).toEqual(money(32_346, "GBP"));
    expect(Object.keys(r.lineDiscounts).sort()).toEqual(["a", "b"]);
    expect(r.lineDiscounts.a!.minor + r.lineDiscounts.b!.minor).toBe(32_346);
  });

  it("takes a fixed amount, never more than the lines it applies to come to", () => {
    expect(evaluatePromo(fixed, bag, unused, NOW).discount).toEqual(money(10_000, "GBP"));
    const big = { ...fixed, amountMinor: 2_000_000, minSpendMinor: null };
    expect(evaluatePromo(big, bag, unused, NOW).discount).toEqual(money(823_455, "GBP"));
  });

  it("says why it does not apply, in order", () => {
    const reason = (rule: PromoRule | null, b: PromoBag = bag, usage = unused) => evaluatePromo(rule, b, usage, NOW).reason;
    expect(reason(null)).toBe("NOT_FOUND");
    expect(reason({ ...percent, active: false })).toBe("NOT_FOUND");
    expect(reason({ ...percent, startsAt: new Date("2026-06-02T00:00:00Z") })).toBe("NOT_STARTED");
    expect(reason({ ...percent, endsAt: NOW })).toBe("ENDED");
    expect(reason({ ...percent, endsAt: new Date(NOW.getTime() + 1) })).toBeNull();
    expect(reason({ ...percent, maxUses: 5 }, bag, { overall: 5, byCustomer: 0 })).toBe("USED_UP");
    expect(reason({ ...percent, maxUsesPerCustomer: 1 }, bag, { overall: 1, byCustomer: 1 })).toBe("USED_BY_CUSTOMER");
    expect(reason(fixed, { ...bag, currency: "USD", lines: bag.lines.map((l) => ({ ...l, total: money(l.total.minor, "USD") })) })).toBe(
      "CURRENCY",
    );
    expect(reason(percent, { currency: "GBP", lines: [bag.lines[2]!] })).toBe("NO_ELIGIBLE_LINES");
    expect(reason(fixed, { currency: "GBP", lines: [{ id: "a", kind: "PRODUCT", total: money(99_999, "GBP") }] })).toBe("MIN_SPEND");
  });

  it("refuses with nothing taken off", () => {
    const r = evaluatePromo({ ...percent, endsAt: NOW }, bag, unused, NOW);
    expect(r.applied).toBe(false);
    expect(r.discount).toEqual(money(0, "GBP"));
    expect(r.lineDiscounts).toEqual({});
  });

  it("reads a typed code in upper case without spaces around it", () => {
    expect(normalPromoCode("  welcome10 ")).toBe("WELCOME10");
  });
});
