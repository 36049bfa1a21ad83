import { allocate, compare, isPositive, money, multiply, sum, zero, type Money } from "../../../core/money.ts";
import type { Currency } from "../../../core/regions.ts";
import type { PromoRefusal } from "../../../core/vocabulary/bag.ts";
import type { LineKind, PromoKind } from "../../../core/vocabulary/orders.ts";

/**
 * A promo code's rules (docs/product.md#promo-codes), as pure functions: the bag prices its promo
 * with them every time it is shown, and checkout again when the order is made.
 */

/** A promo code as its rules read it (a promo_codes row). */
export interface PromoRule {
  id: number;
  code: string;
  kind: PromoKind;
  /** PERCENTAGE: basis points (1000 = 10%). */
  percentBasisPoints: number | null;
  /** FIXED_AMOUNT: minor units of `currency`. */
  amountMinor: number | null;
  /** The currency of the amount and of the minimum spend; null for a percentage without a minimum spend. */
  currency: Currency | null;
  minSpendMinor: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  excludedKinds: readonly LineKind[];
  active: boolean;
}

/** What a promo is checked against: the bag's lines (id, kind, total), in the bag's currency. */
export interface PromoBag {
  currency: Currency;
  lines: readonly { id: string; kind: LineKind; total: Money }[];
}

/** Uses of the code so far: by every order, and by this customer's (0 for an anonymous visitor). */
export interface PromoUsage {
  overall: number;
  byCustomer: number;
}

export interface PromoEvaluation {
  applied: boolean;
  /** Why it takes nothing off; null when applied. */
  reason: PromoRefusal | null;
  /** What it takes off, in the bag's currency (zero when refused). */
  discount: Money;
  /** The discount split over the lines it applies to, in proportion to their totals (adds up to it exactly). */
  lineDiscounts: Record<string, Money>;
}

/**
 * Whether a promo code applies to a bag at `now`, and what it takes off. Checked in this order: the
 * code exists and is active (NOT_FOUND), has started (NOT_STARTED), has not ended (ENDED; `endsAt` is
 * the first instant it no longer applies), has uses left overall (USED_UP) and for this customer
 * (USED_BY_CUSTOMER), is in the bag's currency when it names one (CURRENCY), applies to at least
 * one line (NO_ELIGIBLE_LINES: every line is of an excluded kind), and the lines it applies to reach
 * the minimum spend (MIN_SPEND). A percentage takes its share of those lines, rounded to the minor
 * unit; a fixed amount takes its amount, at most what those lines come to.
 */
export function evaluatePromo(promo: PromoRule | null, bag: PromoBag, usage: PromoUsage, now: Date): PromoEvaluation {
  const refuse = (reason: PromoRefusal): PromoEvaluation => ({ applied: false, reason, discount: zero(bag.currency), lineDiscounts: {} });
  if (!promo || !promo.active) return refuse("NOT_FOUND");
  if (promo.startsAt && now.getTime() < promo.startsAt.getTime()) return refuse("NOT_STARTED");
  if (promo.endsAt && now.getTime() >= promo.endsAt.getTime()) return refuse("ENDED");
  if (promo.maxUses !== null && usage.overall >= promo.maxUses) return refuse("USED_UP");
  if (promo.maxUsesPerCustomer !== null && usage.byCustomer >= promo.maxUsesPerCustomer) return refuse("USED_BY_CUSTOMER");
  if (promo.currency !== null && promo.currency !== bag.currency) return refuse("CURRENCY");
  const eligible = bag.lines.filter((l) => !promo.excludedKinds.includes(l.kind) && isPositive(l.total));
  if (!eligible.length) return refuse("NO_ELIGIBLE_LINES");
  const base = sum(
    eligible.map((l) => l.total),
    bag.currency,
  );
  if (promo.minSpendMinor !== null && compare(base, money(promo.minSpendMinor, bag.currency)) < 0) return refuse("MIN_SPEND");
  let discount: Money;
  if (promo.kind === "PERCENTAGE") {
    discount = multiply(base, (promo.percentBasisPoints ?? 0) / 10_000);
  } else {
    const amount = money(promo.amountMinor ?? 0, bag.currency);
    discount = compare(amount, base) > 0 ? base : amount;
  }
  const shares = allocate(
    discount,
    eligible.map((l) => l.total.minor),
  );
  const lineDiscounts: Record<string, Money> = {};
  eligible.forEach((l, i) => (lineDiscounts[l.id] = shares[i]!));
  return { applied: true, reason: null, discount, lineDiscounts };
}

/** A promo code as a customer types it: trimmed, upper case. */
export function normalPromoCode(code: string): string {
  return code.trim().toUpperCase();
}
