import { instalments } from "./money.ts";
import { FINANCE_REGIONS, showsPaymentMark, type Region } from "./regions.ts";

/**
 * Instalment finance (docs/product.md#region-choice): offered in the US and UK only, by the store's
 * two instalment providers, each where it lends (`showsPaymentMark`): Klarna in the UK, Affirm in the
 * US. An option shows the regular instalment (core/money.ts `instalments`: the count of them never
 * exceeds the price).
 */
const PLANS: readonly { provider: string; instalments: number }[] = [
  { provider: "Klarna", instalments: 3 },
  { provider: "Affirm", instalments: 3 },
];

export interface FinanceOption {
  provider: string;
  instalments: number;
  /** One regular instalment, in the price's currency. */
  amount: number;
}

/** The finance options for a price in a region; none outside the finance regions or for nothing to pay. */
export function financeOptions(region: Region, amount: number): FinanceOption[] {
  if (!FINANCE_REGIONS.includes(region) || !(amount > 0)) return [];
  return PLANS.filter((p) => showsPaymentMark(p.provider, region)).map((p) => ({
    provider: p.provider,
    instalments: p.instalments,
    amount: instalments(amount, p.instalments).at(-1)!,
  }));
}
