import type { Money } from "../../core/money.ts";
import { fromDecimal } from "../../core/money-decimal.ts";
import type { Currency } from "../../core/regions.ts";

/** Money as the API answers it: `Money { amount currency }`, the amount exact decimal text ("1250.00"). */
export interface ApiMoney {
  amount: string;
  currency: Currency;
}

/**
 * The store's Money (core/money.ts, integer minor units) of an amount the API answered: the one place
 * the pages turn the API's money into what they add, compare and format. The decimal text is read
 * exactly (`fromDecimal`), never through a float.
 */
export function moneyOf(api: ApiMoney): Money {
  return fromDecimal(api.amount, api.currency);
}
