import { NUMBER_SYMBOLS, formatNumber } from "./number-format.ts";
import type { Money } from "./money.ts";
import type { Currency, Locale } from "./regions.ts";

/**
 * Money written for a reader (docs/decisions/0021-one-money.md): the currencies' decimals, their
 * symbols and `formatMoney`. Every page that shows a price loads this module, and it imports nothing
 * of money's arithmetic (`core/money.ts`, which re-exports it) or of its decimal text
 * (`core/money-decimal.ts`): a page's script carries only the money code it calls.
 */

/**
 * Digits of each currency's minor unit (ISO 4217). Every currency the store sells has two (100
 * minor units to the major one): the type only admits 2, so a currency with another number (JPY 0,
 * KWD 3) cannot be added without the money modules learning to scale by it. The only statement of it.
 */
export const MINOR_DIGITS: Readonly<Record<Currency, 2>> = { GBP: 2, EUR: 2, USD: 2, NZD: 2, AUD: 2, CAD: 2, ZAR: 2 };

/** Minor units in one major unit: 10^MINOR_DIGITS, the same for every currency the store sells. */
export const SCALE = 100;
/** Decimals of every currency the store sells (`MINOR_DIGITS`). */
export const DIGITS = 2;

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
 * ("R 29 000"), as CLDR's currency spacing does. Trailing zero decimals are removed: 125000 pence is
 * "£1,250", 125050 "£1,250.50". The text is what Intl.NumberFormat gives with that symbol.
 */
export function formatMoney(m: Money, locale: Locale): string {
  const abs = Math.abs(m.minor);
  const whole = Math.floor(abs / SCALE);
  const part = abs - whole * SCALE;
  const number = formatNumber(whole, locale) + (part === 0 ? "" : NUMBER_SYMBOLS[locale].decimal + String(part).padStart(DIGITS, "0"));
  const sign = m.minor < 0 ? "-" : "";
  const symbol = currencySymbol(m.currency, locale);
  const spacing = /[^\p{S}\p{Z}]$/u.test(symbol) && /^\d/.test(number) ? "\u00a0" : "";
  return sign + symbol + spacing + number;
}
