import type { Currency, Region } from "../../../core/regions.ts";
import { VAT_RATE, salePrice, type ExchangeRates } from "../pricing.ts";
import { taxTypeFor } from "../../../core/market.ts";

/**
 * Stone prices. A stone stores one GBP list price (whole pounds, VAT included); its price in a
 * currency for a region is salePrice() of it (rate, tax treatment, retail rounding), a non-decreasing
 * function of the list price. Hence:
 * - sorting by list price sorts by the price in every currency;
 * - "price in EUR between a and b" is exactly "list price between g(a) and g(b)" for integer bounds
 *   found by binary search, so counts, pages and histograms computed on list prices are exact.
 */

export type PriceFn = (listPriceGbp: number) => number;

export function priceFn(currency: Currency, region: Region, rates: ExchangeRates): PriceFn {
  const tax = taxTypeFor(region);
  return (gbp) => salePrice(gbp, currency, tax, rates);
}

const MAX_GBP = 2_147_483_647;

/** The smallest whole-pound list price whose price is at least `amount` (MAX_GBP + 1 when none). */
export function listPriceAtLeast(f: PriceFn, amount: number): number {
  let lo = 0;
  let hi = MAX_GBP + 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid <= MAX_GBP && f(mid) >= amount) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The inclusive list-price range of a price filter in a currency; null bounds stay open. Prices are
 * whole units, so a minimum rounds up and a maximum down.
 */
export function listPriceRange(f: PriceFn, min: number | null, max: number | null): { lo: number | null; hi: number | null } {
  return {
    lo: min === null ? null : listPriceAtLeast(f, Math.ceil(min)),
    hi: max === null ? null : listPriceAtLeast(f, Math.floor(max) + 1) - 1,
  };
}

/**
 * Price histogram edges in display currency: ten "nice" values per decade (1, 1.25, 1.5, 2, 2.5, 3, 4,
 * 5, 6, 8 x 10^k) from 10 to 10^9. A histogram shows the run of buckets that holds stones.
 */
export const HISTOGRAM_EDGES: readonly number[] = (() => {
  const out: number[] = [];
  for (let k = 1; k < 9; k++) for (const m of [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8]) out.push(Math.round(m * 10 ** k));
  out.push(10 ** 9);
  return out;
})();

/** The list-price edges of the histogram for a price function: bucket k is [gbp[k], gbp[k+1]). */
export function histogramListEdges(f: PriceFn): Int32Array {
  return Int32Array.from(HISTOGRAM_EDGES, (c) => Math.min(listPriceAtLeast(f, c), MAX_GBP));
}

/** The GBP list price (VAT included) of a supplier cost with the feed's markup. */
export function listPriceFromCost(cost: number, costCurrency: Currency, markup: number, rates: ExchangeRates): number {
  return Math.max(1, Math.round((cost / rates[costCurrency]) * markup * (1 + VAT_RATE)));
}
