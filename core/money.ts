import { languageTag, type Currency, type Locale } from "./regions.ts";

export interface Money {
  amount: number;
  currency: Currency;
}

/** Money defaults to GBP 0. */
export const ZERO_MONEY: Money = { amount: 0, currency: "GBP" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: Currency, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(languageTag(locale), {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats money for a locale. Trailing zero decimals are removed: 1250.00 -> "£1,250",
 * 1250.5 -> "£1,250.50".
 */
export function formatMoney(money: Money, locale: Locale): string {
  const cents = Math.round(money.amount * 100);
  const whole = cents % 100 === 0;
  return formatter(locale, money.currency, whole ? 0 : 2).format(cents / 100);
}
