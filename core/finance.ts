import { allocate, isPositive, type Money } from "./money.ts";
import { FINANCE_REGIONS, showsPaymentMark, type Region } from "./regions.ts";

/**
 * Instalment finance (docs/product.md#region-choice): offered in the US and UK only, by the store's
 * two instalment providers, each where it lends (`showsPaymentMark`): Klarna in the UK, Affirm in the
 * US. An option says what the customer pays: the first instalment, which carries the pennies an even
 * split leaves over, then the regular one (`instalmentPlan`); together they are exactly the price.
 */
const PLANS: readonly { provider: string; instalments: number }[] = [
  { provider: "Klarna", instalments: 3 },
  { provider: "Affirm", instalments: 3 },
];

export interface FinanceOption {
  provider: string;
  instalments: number;
  /** One regular instalment (the second and each after it), in the price's currency. */
  amount: Money;
  /** The first instalment, paid today: the regular one plus the pennies left over. */
  firstAmount: Money;
}

export interface InstalmentPlan {
  count: number;
  first: Money;
  regular: Money;
  /** Every instalment is the same. */
  even: boolean;
}

/**
 * A price paid in `count` instalments: the first (paid today), and the regular one paid `count - 1`
 * times after it. The price is split exactly (core/money.ts `allocate`, the pennies left over all in
 * the first part), so that `first + regular * (count - 1)` is the price and the regular instalment
 * times the count never exceeds it: £57.50 in 3 is £19.18 today, then 2 × £19.16.
 */
export function instalmentPlan(price: Money, count: number): InstalmentPlan {
  if (price.minor < 0) throw new RangeError(`an instalment plan needs a price of zero or more, got ${price.minor} minor units`);
  const parts = allocate(price, count, { remainder: "first-part" });
  const first = parts[0]!;
  const regular = parts.at(-1)!;
  return { count, first, regular, even: first.minor === regular.minor };
}

/** The finance options for a price in a region; none outside the finance regions or for nothing to pay. */
export function financeOptions(region: Region, price: Money): FinanceOption[] {
  if (!FINANCE_REGIONS.includes(region) || !isPositive(price)) return [];
  return PLANS.filter((p) => showsPaymentMark(p.provider, region)).map((p) => {
    const plan = instalmentPlan(price, p.instalments);
    return { provider: p.provider, instalments: p.instalments, amount: plan.regular, firstAmount: plan.first };
  });
}
