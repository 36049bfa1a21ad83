import type { Money } from "./money.ts";
import { DIGITS, MINOR_DIGITS, SCALE } from "./money-format.ts";
import type { Currency } from "./regions.ts";

/**
 * Money as decimal text, the API's and the feeds' way of writing an amount
 * (docs/decisions/0021-one-money.md): "1250.50" in major units, read exactly into integer minor units
 * and written back from them. `core/money.ts` re-exports it; a page reads the API's amounts through
 * `moneyOf` (app/lib/money.ts), which needs no other money code.
 */

const DECIMAL = new RegExp(`^(-)?(\\d{1,16})(?:\\.(\\d{1,${DIGITS}}))?$`);

/**
 * Reads a decimal amount in major units exactly: "1250.50", "1250.5" and "1250" are 125050, 125050
 * and 125000 minor units of `currency`. Refuses (a RangeError naming the text) anything else: more
 * decimals than the currency has (no silent rounding), signs other than a leading "-", exponents,
 * separators, spaces, an empty text, and amounts beyond a safe integer of minor units.
 */
export function fromDecimal(text: string, currency: Currency): Money {
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`"${text}" is not an amount of ${currency} (digits with at most ${DIGITS} decimals, such as 1250.50)`);
  const signed = decimalMinor(m);
  if (signed === null) throw new RangeError(`"${text}" is too large an amount of ${currency}`);
  return { minor: signed, currency };
}

/** The minor units of a matched decimal text (a safe integer, never -0: "-0.00" is 0), or null beyond a safe integer. */
function decimalMinor(m: RegExpExecArray): number | null {
  // Exact while safe: a whole part of at most 14 digits times 100 plus the minor digits; a larger one
  // gives a number beyond the safe integers however it is rounded.
  const minor = Number(m[2]!) * SCALE + Number((m[3] ?? "").padEnd(DIGITS, "0"));
  return Number.isSafeInteger(minor) ? (m[1] && minor !== 0 ? -minor : minor) : null;
}

/**
 * Whether `fromDecimal` reads `text` as an amount of any currency the store sells (they all have the
 * same decimals, `MINOR_DIGITS`): an optional "-", digits, and optionally "." with up to two digits,
 * within a safe integer of minor units. With `exact`, only as `toDecimal` writes it: with exactly two
 * decimals ("1250.00", not "1250" or "1250.5"). For a text whose currency comes beside it (the API's
 * `Decimal`).
 */
export function isDecimal(text: string, options: { exact?: boolean } = {}): boolean {
  const m = DECIMAL.exec(text);
  return m !== null && (!options.exact || m[3]?.length === DIGITS) && decimalMinor(m) !== null;
}

/** The amount as a decimal in major units with the currency's decimals: 125050 GBP is "1250.50", -5 is "-0.05". */
export function toDecimal(m: Money): string {
  const abs = Math.abs(m.minor);
  const whole = Math.floor(abs / SCALE);
  const part = String(abs - whole * SCALE).padStart(DIGITS, "0");
  return `${m.minor < 0 ? "-" : ""}${whole}.${part}`;
}

/** Whether `text` is an amount written as `toDecimal` writes it: digits, a point and exactly the currency's decimals. */
export function isCanonicalDecimal(text: string, currency: Currency): boolean {
  return DECIMAL.test(text) && text.split(".")[1]?.length === MINOR_DIGITS[currency];
}
