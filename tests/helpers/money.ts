import { fromMajorUnits, toMajorUnits } from "../../core/money.ts";
import type { Currency } from "../../core/regions.ts";
import type { TaxType } from "../../core/vocabulary/tax.ts";
import { DEFAULT_RATES, salePrice, type ExchangeRates } from "../../server/services/pricing.ts";

/**
 * The sale price (server/services/pricing.ts `salePrice`) of a list price in whole pounds, as a number
 * of major units: what the tests compare the API's and the pages' amounts with.
 */
export function salePriceAmount(listPounds: number, currency: Currency, tax: TaxType, rates: ExchangeRates = DEFAULT_RATES): number {
  return toMajorUnits(salePrice(fromMajorUnits(listPounds, "GBP"), currency, tax, rates));
}
