import type { Locale } from "./regions.ts";

/**
 * Numbers written by the store's own code, the same on the server and in the browser, without an
 * Intl formatter (docs/decisions/0208-numbers-dates-and-lists-formatted-by-the-store.md). The text is
 * what `Intl.NumberFormat` gives for the locale in Node 24 (ICU 77, CLDR 47): the tests compare the two.
 */

/** How a locale writes the parts of a number. */
export interface NumberSymbols {
  /** Between groups of three integer digits. */
  group: string;
  /** Between the integer and the fraction. */
  decimal: string;
}

/** Every locale's separators; adding a locale needs its row here. */
export const NUMBER_SYMBOLS: Readonly<Record<Locale, NumberSymbols>> = {
  "en-gb": { group: ",", decimal: "." },
  "en-au": { group: ",", decimal: "." },
  "en-ca": { group: ",", decimal: "." },
  "en-ie": { group: ",", decimal: "." },
  "en-nz": { group: ",", decimal: "." },
  "en-us": { group: ",", decimal: "." },
  "en-za": { group: "\u00a0", decimal: "," },
};

const MINUS = "-";
const INFINITY = "∞";
const NOT_A_NUMBER = "NaN";

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A fraction digit option as Intl reads it: a whole number from 0 to 100, fractions dropped. */
function digitOption(value: number | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (Number.isNaN(n) || n < 0 || n > 100) throw new RangeError(`${name} value is out of range.`);
  return Math.floor(n);
}

/** The fraction digits Intl settles on: 0 to 3 unless asked, the maximum never below the minimum. */
function fractionDigits(options: NumberFormatOptions | undefined): { min: number; max: number } {
  const min = digitOption(options?.minimumFractionDigits, "minimumFractionDigits", 0);
  const max = digitOption(options?.maximumFractionDigits, "maximumFractionDigits", Math.max(min, 3));
  if (options?.maximumFractionDigits === undefined) return { min, max };
  if (options.minimumFractionDigits === undefined) return { min: Math.min(min, max), max };
  if (min > max) throw new RangeError("maximumFractionDigits value is out of range.");
  return { min, max };
}

/**
 * The decimal digits of a finite non-negative number as JavaScript writes it (the shortest text that
 * reads back as the same number, which is also what ICU rounds): `digits` without leading zeros, and
 * `point`, how many of them stand before the decimal point (negative or past the end when the number
 * needs zeros there): 0.00123 is "123" with point -2, 1500 is "15" with point 4.
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leading = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(leading);
  point -= leading;
  return { digits: digits.replace(/0+$/, ""), point };
}

/** Adds one to a string of decimal digits ("" counts as 0). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return "1" + "0".repeat(digits.length);
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + "0".repeat(digits.length - i - 1);
}

/** Integer digits with the group separator every three from the right. */
function grouped(integer: string, separator: string): string {
  let out = integer.slice(0, ((integer.length - 1) % 3) + 1);
  for (let i = out.length; i < integer.length; i += 3) out += separator + integer.slice(i, i + 3);
  return out;
}

/**
 * Formats a number for a locale exactly as `new Intl.NumberFormat(languageTag(locale), options)`
 * does: grouping every three digits, 0 to 3 fraction digits unless asked, rounding half away from
 * zero on the decimal value as written (1.005 to two digits is 1.01), "-0" for a negative number
 * that rounds to zero, "NaN", "∞" and "-∞".
 */
export function formatNumber(value: number, locale: Locale, options?: NumberFormatOptions): string {
  const { min, max } = fractionDigits(options);
  const symbols = NUMBER_SYMBOLS[locale];
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const sign = value < 0 || Object.is(value, -0) ? MINUS : "";
  if (!Number.isFinite(value)) return sign + INFINITY;

  let { digits, point } = decimalDigits(Math.abs(value));
  const keep = point + max;
  if (digits === "" || keep < 0) {
    digits = "";
  } else if (keep < digits.length) {
    const up = digits.charCodeAt(keep) >= 53; // "5"
    const head = digits.slice(0, keep);
    digits = up ? increment(head) : head;
    if (digits.length > head.length) point += 1;
    digits = digits.replace(/0+$/, "");
  }

  const integer = digits === "" || point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  let fraction = digits === "" ? "" : point < 0 ? "0".repeat(-point) + digits : digits.slice(point);
  fraction = fraction.padEnd(min, "0");
  return sign + grouped(integer, symbols.group) + (fraction === "" ? "" : symbols.decimal + fraction);
}
