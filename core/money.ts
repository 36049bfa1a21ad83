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
