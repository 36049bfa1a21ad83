import { fromMajorUnits, type Money } from "../../core/money.ts";
import type { Currency } from "../../core/regions.ts";

/** Money as the API answers it: `Money { amount currency }`. */
export interface ApiMoney {
  amount: number;
  currency: Currency;
}

/**
 * The store's Money (core/money.ts, integer minor units) of an amount the API answered: the one place
 * the pages turn the API's money into what they add, compare and format.
 */
export function moneyOf(api: ApiMoney): Money {
  return fromMajorUnits(api.amount, api.currency);
}
