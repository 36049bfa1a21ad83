import { sql } from "drizzle-orm";
import { fromMajorUnits, money, toMajorUnits, type Money } from "../../core/money.ts";
import { CURRENCIES, type Currency } from "../../core/regions.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, toPgIntArray, toPgNumArray, toPgTextArray } from "../db/sql.ts";
import { TAX_TYPES, type TaxType } from "../../core/vocabulary/tax.ts";
import { exchangeRates as exchangeRatesTable } from "../db/schema/site.ts";
import { MEMO, forgetMemos, memo } from "./memo.ts";

/**
 * Prices (docs/product.md#prices-and-tax): every sellable thing has a GBP list price that includes UK VAT. A region's sale
 * price is that list price converted with the stored exchange rate and rounded to a retail ending:
 * tax included (INCLUSIVE) in the UK, EU and IE (VAT) and in AU and NZ (GST, which the store collects);
 * in every other region (EXCLUSIVE) UK VAT is taken off and local taxes are added at checkout (US, CA
 * sales tax) or payable on import (ZA, INT). The region decides (core/regions.ts REGION_TAX_TYPE), and
 * the note beside every price says which (core/regions.ts taxNote).
 */

export const VAT_RATE = 0.2;

/**
 * Units of each currency per pound (docs/product.md#prices-and-tax): the rates a new store is seeded
 * with, and the ones used until the stored rate table answers.
 */
export const DEFAULT_RATES: Readonly<Record<Currency, number>> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  NZD: 2.13,
  AUD: 1.93,
  CAD: 1.73,
  ZAR: 23.4,
};

export type ExchangeRates = Readonly<Record<Currency, number>>;

/**
 * Rounds a converted amount to a retail ending: up to 199 ends in 9 (49, 129, 199); then to the
 * nearest 5 below 2,000 (495, 1,245), the nearest 10 below 20,000 (2,490), the nearest 50 below
 * 200,000 and the nearest 100 above. Never decreases when the input grows.
 */
export function retailRound(amount: number): number {
  if (!(amount > 0)) return 0;
  if (amount <= 199) return Math.ceil((amount + 1) / 10) * 10 - 1;
  const step = amount < 2_000 ? 5 : amount < 20_000 ? 10 : amount < 200_000 ? 50 : 100;
  return Math.round(amount / step) * step;
}

/**
 * The sale price of a GBP list price (VAT included) in a currency with a tax treatment: the list
 * price converted at the rate (a number of major units: rates are not money) and rounded to a retail
 * ending, a whole number of major units, which is money again exactly.
 */
export function salePrice(listPrice: Money, currency: Currency, tax: TaxType, rates: ExchangeRates = DEFAULT_RATES): Money {
  if (listPrice.currency !== "GBP") throw new RangeError(`a list price is in GBP, got ${listPrice.currency}`);
  const list = toMajorUnits(listPrice);
  const base = tax === "INCLUSIVE" ? list : list / (1 + VAT_RATE);
  return fromMajorUnits(retailRound(base * rates[currency]), currency);
}

/**
 * Money as a price column stores it: integer minor units, as a number, or as the text the driver
 * gives for a bigint column.
 */
export function storedMoney(value: string | number, currency: Currency): Money {
  return money(Number(value), currency);
}

/**
 * A price filter's bound, in major units of the visitor's currency as the URL and the API take it,
 * as whole minor units: the smallest at or above it for a minimum, the largest at or below it for a
 * maximum (1000.001 is 100001 and 100000), so that prices are compared with the bound exactly.
 */
export function priceBoundMinor(bound: number, currency: Currency, side: "min" | "max"): number {
  const m = fromMajorUnits(bound, currency);
  const major = toMajorUnits(m);
  if (side === "min") return major < bound ? m.minor + 1 : m.minor;
  return major > bound ? m.minor - 1 : m.minor;
}

/**
 * The exchange rates in force: the stored rate table (kept by the site administration) when it has
 * a full set, else the defaults above.
 */
export async function exchangeRates(db: Db): Promise<ExchangeRates> {
  return readStoredRates(db).then((stored) => stored ?? DEFAULT_RATES);
}

/** The exchange rates in force, read at most once a minute per process (for request paths). */
export function currentRates(db: Db): Promise<ExchangeRates> {
  return memo(db, MEMO.rates, "all", 60_000, () => exchangeRates(db));
}

async function readStoredRates(db: Db): Promise<ExchangeRates | null> {
  const rows = await db.select({ currency: exchangeRatesTable.currency, rate: exchangeRatesTable.rate }).from(exchangeRatesTable);
  const rates: Partial<Record<Currency, number>> = { GBP: 1 };
  for (const row of rows) {
    const rate = Number(row.rate);
    if (rate > 0) rates[row.currency] = rate;
  }
  return CURRENCIES.every((c) => rates[c]) ? (rates as ExchangeRates) : null;
}

/**
 * Materialises product_prices for the given variants (all when omitted) in every currency and tax
 * treatment, replacing what was there. Runs after a seed, a price change or a rate change.
 */
export async function materialisePrices(db: Db, variantIds?: readonly number[]): Promise<number> {
  const rates = await exchangeRates(db);
  const variants = rowsOf<{ id: number; list_price_minor: string | number }>(
    await db.execute(
      variantIds
        ? sql`select id, list_price_minor from catalogue_variants where id = any(${toPgIntArray(variantIds)}::int[])`
        : sql`select id, list_price_minor from catalogue_variants`,
    ),
  );
  const ids: number[] = [];
  const currencies: string[] = [];
  const taxes: string[] = [];
  const amounts: number[] = [];
  for (const v of variants) {
    const list = storedMoney(v.list_price_minor, "GBP");
    for (const currency of CURRENCIES) {
      for (const tax of TAX_TYPES) {
        ids.push(v.id);
        currencies.push(currency);
        taxes.push(tax);
        amounts.push(salePrice(list, currency, tax, rates).minor);
      }
    }
  }
  forgetMemos(MEMO.catalogue);
  await db.transaction(async (tx) => {
    if (variantIds) {
      await tx.execute(sql`delete from product_prices where variant_id = any(${toPgIntArray(variantIds)}::int[])`);
    } else {
      await tx.execute(sql`delete from product_prices`);
    }
    const CHUNK = 20_000;
    for (let i = 0; i < ids.length; i += CHUNK) {
      await tx.execute(sql`
        insert into product_prices (variant_id, currency, tax_type, amount_minor)
        select * from unnest(
          ${toPgIntArray(ids.slice(i, i + CHUNK))}::int[],
          ${toPgTextArray(currencies.slice(i, i + CHUNK))}::currency_code[],
          ${toPgTextArray(taxes.slice(i, i + CHUNK))}::tax_type[],
          ${toPgNumArray(amounts.slice(i, i + CHUNK))}::bigint[]
        )`);
    }
  });
  forgetMemos(MEMO.catalogue);
  return ids.length;
}
