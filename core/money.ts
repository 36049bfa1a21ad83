import { formatNumber } from "./number-format.ts";
import type { Currency, Locale } from "./regions.ts";

export interface Money {
  amount: number;
  currency: Currency;
}

/** Money defaults to GBP 0. */
export const ZERO_MONEY: Money = { amount: 0, currency: "GBP" };

/**
 * The narrow symbol of each currency, the same in every locale the store speaks (what Intl's
 * `currencyDisplay: "narrowSymbol"` gives for each pair: the tests check them all). Adding a currency
 * needs its row here.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  GBP: "£",
  EUR: "€",
  USD: "$",
  NZD: "$",
  AUD: "$",
  CAD: "$",
  ZAR: "R",
};

/**
 * The dollars' symbols where the bare "$" would not tell which dollar it is (CLDR's symbol in en-GB):
 * every dollar but the visitor's own.
 */
const DOLLAR_SYMBOLS: Readonly<Partial<Record<Currency, string>>> = { USD: "US$", AUD: "A$", NZD: "NZ$", CAD: "CA$" };

/** The locale of the country whose own currency each dollar is. */
const DOLLAR_HOME: Readonly<Partial<Record<Currency, Locale>>> = { USD: "en-us", AUD: "en-au", NZD: "en-nz", CAD: "en-ca" };

/**
 * The symbol a price in `currency` is written with in `locale` ("£", "R"): the narrow symbol, except
 * for a dollar outside its own country, whose "$" another dollar shares: "US$" to an Australian,
 * "A$" in the UK, "$" only for the US dollar in the US (as CLDR's symbols in those locales have it).
 */
export function currencySymbol(currency: Currency, locale: Locale): string {
  const disambiguated = DOLLAR_SYMBOLS[currency];
  return disambiguated && DOLLAR_HOME[currency] !== locale ? disambiguated : CURRENCY_SYMBOLS[currency];
}

/**
 * Formats money for a locale: the minus sign, the currency's symbol (`currencySymbol`: "US$" outside the
 * US), then the number with the locale's separators. A symbol that ends in a letter is parted from a digit by a no-break space
 * ("R 29 000"), as CLDR's currency spacing does. Trailing zero decimals are removed: 1250.00 ->
 * "£1,250", 1250.5 -> "£1,250.50". The text is what Intl.NumberFormat gives with that symbol.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const cents = Math.round(money.amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  const number = formatNumber(Math.abs(cents / 100), locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const sign = cents < 0 || Object.is(cents, -0) ? "-" : "";
  const symbol = currencySymbol(money.currency, locale);
  const spacing = /[^\p{S}\p{Z}]$/u.test(symbol) && /^\d/.test(number) ? "\u00a0" : "";
  return sign + symbol + spacing + number;
}

/**
 * Splits an amount into `count` instalments in minor units (pence, cents) that add up to exactly the
 * amount: every instalment is the amount divided by the count rounded down to a penny, and the first
 * one also carries the pennies left over (1495 in 3 -> 498.34, 498.33, 498.33). The regular
 * instalment shown beside a price is the last one, so "3 x" it never exceeds the price.
 */
export function instalments(amount: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`instalment count must be a positive integer, got ${count}`);
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(cents) || cents < 0) throw new RangeError(`instalment amount must be a non-negative number, got ${amount}`);
  const regular = Math.floor(cents / count);
  const first = cents - regular * (count - 1);
  return [first, ...Array.from({ length: count - 1 }, () => regular)].map((c) => c / 100);
}
