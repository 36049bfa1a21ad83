import { fromDecimal, fromMajorUnits, sum, toDecimal, toMajorUnits, type Money } from "../../core/money.ts";
import type { Currency } from "../../core/regions.ts";
import type { TaxType } from "../../core/vocabulary/tax.ts";
import { DEFAULT_RATES, salePrice, type ExchangeRates } from "../../server/services/pricing.ts";

/** The sale price (server/services/pricing.ts `salePrice`) of a list price in whole pounds, as Money. */
export function salePriceMoney(listPounds: number, currency: Currency, tax: TaxType, rates: ExchangeRates = DEFAULT_RATES): Money {
  return salePrice(fromMajorUnits(listPounds, "GBP"), currency, tax, rates);
}

/** The sale price of a list price in whole pounds as the API writes it ("1215.00"). */
export function salePriceDecimal(listPounds: number, currency: Currency, tax: TaxType, rates: ExchangeRates = DEFAULT_RATES): string {
  return toDecimal(salePriceMoney(listPounds, currency, tax, rates));
}

/**
 * The sale price of a list price in whole pounds as a number of major units: for a price filter's
 * bound, which the URL and the API take in major units, or to pick the least of several prices.
 */
export function salePriceAmount(listPounds: number, currency: Currency, tax: TaxType, rates: ExchangeRates = DEFAULT_RATES): number {
  return toMajorUnits(salePriceMoney(listPounds, currency, tax, rates));
}

/** A whole number of major units (a seed's list price in pounds) as the API writes it: 1215 is "1215.00". */
export function decimalOf(major: number, currency: Currency = "GBP"): string {
  return toDecimal(fromMajorUnits(major, currency));
}

/** The minor units of an amount the API answered ("1215.00" is 121500): to order and compare amounts exactly. */
export function minorOf(amount: string, currency: Currency = "GBP"): number {
  return fromDecimal(amount, currency).minor;
}

/** The sum of amounts the API answered, as the API writes it: "1215.00" and "350.50" are "1565.50". */
export function decimalSum(currency: Currency, ...amounts: string[]): string {
  return toDecimal(
    sum(
      amounts.map((a) => fromDecimal(a, currency)),
      currency,
    ),
  );
}
