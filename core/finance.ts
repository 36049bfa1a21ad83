import { instalments } from "./money.ts";
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
  amount: number;
  /** The first instalment, paid today: the regular one plus the pennies left over. */
  firstAmount: number;
}

/**
 * A price paid in `count` instalments: the first (paid today), and the regular one paid `count - 1`
 * times after it, split in minor units (core/money.ts `instalments`) so that `first + regular *
 * (count - 1)` is exactly the price; `even` when every instalment is the same.
 */
export function instalmentPlan(amount: number, count: number): { count: number; first: number; regular: number; even: boolean } {
  const parts = instalments(amount, count);
  const first = parts[0]!;
  const regular = parts.at(-1)!;
  return { count, first, regular, even: first === regular };
}

/** The finance options for a price in a region; none outside the finance regions or for nothing to pay. */
export function financeOptions(region: Region, amount: number): FinanceOption[] {
  if (!FINANCE_REGIONS.includes(region) || !(amount > 0)) return [];
  return PLANS.filter((p) => showsPaymentMark(p.provider, region)).map((p) => {
    const plan = instalmentPlan(amount, p.instalments);
    return { provider: p.provider, instalments: p.instalments, amount: plan.regular, firstAmount: plan.first };
  });
}
