import { DIGITS, SCALE } from "./money-format.ts";
import type { Currency } from "./regions.ts";

export { CURRENCY_SYMBOLS, MINOR_DIGITS, currencySymbol, formatMoney } from "./money-format.ts";
export { fromDecimal, isCanonicalDecimal, isDecimal, toDecimal } from "./money-decimal.ts";

/**
 * Money (docs/decisions/0021-one-money.md): an amount as a whole number of its currency's minor unit
 * (pence, cents) with its currency. Every sum, split and comparison of money is made here, in
 * integers, so amounts add, split and compare exactly; the database keeps the same integers and the
 * API writes them as decimal strings ("1250.00", `toDecimal`, read back with `fromDecimal`).
 * This module is money's one import for its callers: it re-exports the decimal text
 * (`core/money-decimal.ts`) and the formatting (`core/money-format.ts`), which a page imports from
 * their own modules, so that its script carries no arithmetic it does not call.
 *
 * Amounts are safe integers (|minor| ≤ 2^53 − 1): an operation whose result is not one throws a
 * RangeError rather than losing a penny. Operations on two amounts refuse mixed currencies
 * (`CurrencyMismatchError`).
 */
export interface Money {
  /** The amount in the currency's minor unit (pence, cents): a safe integer. */
  readonly minor: number;
  readonly currency: Currency;
}

/** Thrown when two amounts of different currencies are added, compared or split against each other. */
export class CurrencyMismatchError extends Error {
  constructor(a: Currency, b: Currency) {
    super(`money in ${a} and ${b} cannot be combined: convert one first`);
    this.name = "CurrencyMismatchError";
  }
}

function safe(minor: number, what: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${what} must be a safe whole number of minor units, got ${minor}`);
  return minor === 0 ? 0 : minor; // no -0
}

/** Money of `minor` minor units (1250.50 GBP is money(125050, "GBP")); a RangeError unless a safe integer. */
export function money(minor: number, currency: Currency): Money {
  return { minor: safe(minor, "an amount"), currency };
}

/** Nothing, in a currency. */
export function zero(currency: Currency): Money {
  return { minor: 0, currency };
}

/** Money defaults to GBP 0. */
export const ZERO_MONEY: Money = zero("GBP");

function same(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export function add(a: Money, b: Money): Money {
  return { minor: safe(a.minor + b.minor, "a sum"), currency: same(a, b) };
}

export function subtract(a: Money, b: Money): Money {
  return { minor: safe(a.minor - b.minor, "a difference"), currency: same(a, b) };
}

/** The sum of amounts in one currency (zero of `currency` for none). */
export function sum(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(add, zero(currency));
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b`; refuses mixed currencies. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  same(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

/** Whether two amounts are the same; refuses mixed currencies (a pound is never "not equal" to a dollar: it is a mistake). */
export function equals(a: Money, b: Money): boolean {
  return compare(a, b) === 0;
}

export const isZero = (m: Money): boolean => m.minor === 0;
export const isPositive = (m: Money): boolean => m.minor > 0;

// ---------------------------------------------------------------------------------------------
// Multiplication and rounding

/**
 * The one rounding of money: to the nearest minor unit, a half away from zero (12.5p is 13p,
 * -12.5p is -13p), as the store has always rounded prices and as a customer checks a price by hand.
 */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** A finite number as an exact fraction of integers, from its shortest decimal text (0.3 is 3/10, 1e-7 is 1/10^7). */
function fraction(factor: number): { n: bigint; d: bigint } {
  if (!Number.isFinite(factor)) throw new RangeError(`a factor must be a finite number, got ${factor}`);
  const [mantissa = "0", exponent = "0"] = String(factor).split("e");
  const [whole = "0", part = ""] = mantissa.split(".");
  const shift = Number(exponent) - part.length;
  const digits = BigInt(whole + part);
  return shift >= 0 ? { n: digits * 10n ** BigInt(shift), d: 1n } : { n: digits, d: 10n ** BigInt(-shift) };
}

export interface MultiplyOptions {
  /** Round to a whole major unit (pounds) instead of a minor one: for prices kept in whole pounds. */
  wholeUnits?: boolean;
}

/**
 * `m` times `factor` (a carat weight, a quantity, a share), rounded half away from zero to the
 * minor unit (or to a whole major unit with `wholeUnits`). The factor is taken as the decimal it
 * is written as (0.3 is three tenths exactly), and the product is computed exactly before the one
 * rounding, so 0.5 × 3p is 2p and 0.3 × £12.35 is £3.71 (3.705 rounded), never a float's
 * 3.7049999.
 */
export function multiply(m: Money, factor: number, options: MultiplyOptions = {}): Money {
  const { n, d } = fraction(factor);
  const unit = options.wholeUnits ? BigInt(SCALE) : 1n;
  const units = roundHalfAwayFromZero(BigInt(m.minor) * n, d * unit) * unit;
  return { minor: safe(Number(units), "a product"), currency: m.currency };
}

// ---------------------------------------------------------------------------------------------
// Splitting

export interface AllocateOptions {
  /**
   * Where the minor units an exact split leaves over go: one each to the first parts ("first-parts",
   * the default), or all to the first part ("first-part": instalments, so that every later part is
   * the same).
   */
  remainder?: "first-parts" | "first-part";
}

/**
 * Splits `m` into parts that add up to exactly `m`: by a count of equal parts, or by ratios
 * (non-negative numbers, not all zero: [1, 1, 2] gives a quarter, a quarter and a half). Each part
 * is its share rounded down to the minor unit; the minor units left over go one each to the first
 * parts, or all to the first part (`remainder: "first-part"`). £10 in 3 is £3.34, £3.33, £3.33;
 * £57.50 in 3 with the remainder to the first part is £19.18, £19.16, £19.16.
 */
export function allocate(m: Money, by: number | readonly number[], options: AllocateOptions = {}): Money[] {
  const ratios = typeof by === "number" ? countRatios(by) : by;
  if (ratios.length === 0) throw new RangeError("money must be split into at least one part");
  const fractions = ratios.map((r) => {
    if (!(r >= 0)) throw new RangeError(`a ratio must be a non-negative number, got ${r}`);
    return fraction(r);
  });
  // Every ratio over one common denominator, so the shares are exact integers over their total.
  const common = fractions.reduce((acc, f) => (acc % f.d === 0n ? acc : (acc * f.d) / gcd(acc, f.d)), 1n);
  const weights = fractions.map((f) => (f.n * common) / f.d);
  const total = weights.reduce((a, w) => a + w, 0n);
  if (total === 0n) throw new RangeError("money cannot be split by ratios that are all zero");
  const amount = BigInt(m.minor);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const parts = weights.map((w) => (abs * w) / total);
  let left = abs - parts.reduce((a, p) => a + p, 0n);
  if (options.remainder === "first-part") {
    parts[0] = parts[0]! + left;
  } else {
    for (let i = 0; left > 0n; i = (i + 1) % parts.length) {
      if (weights[i]! === 0n) continue;
      parts[i] = parts[i]! + 1n;
      left -= 1n;
    }
  }
  return parts.map((p) => ({ minor: safe(Number(negative ? -p : p), "a part"), currency: m.currency }));
}

function countRatios(count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a count of parts must be a positive integer, got ${count}`);
  return Array.from({ length: count }, () => 1);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

// ---------------------------------------------------------------------------------------------
// The edge with numbers that are not money: exchange rates, price models, ratios

/**
 * The amount as a number of major units (125050 GBP is 1250.5): only for computing with what is not
 * money (an exchange rate, a price per carat for ordering); never add or compare its results as
 * money, turn them back with `fromMajorUnits` first.
 */
export function toMajorUnits(m: Money): number {
  return m.minor / SCALE;
}

/**
 * Money of a computed number of major units (a price model's figure, a converted amount): rounded
 * half away from zero to the minor unit, or to a whole major unit with `wholeUnits`. A whole number
 * of major units converts exactly (1250 is 125000 minor units).
 */
export function fromMajorUnits(amount: number, currency: Currency, options: MultiplyOptions = {}): Money {
  if (!Number.isFinite(amount)) throw new RangeError(`an amount must be a finite number, got ${amount}`);
  if (Number.isSafeInteger(amount)) return money(amount * SCALE, currency);
  // The same rounding as `multiply(money(SCALE), amount)`, read off the amount's shortest decimal
  // text (as `multiply` reads its factor) without big integers, which a page's script need not carry:
  // the digits kept, one more when the first digit dropped is 5 or more.
  const text = String(Math.abs(amount));
  if (text.includes("e")) return money(Math.abs(amount) < 1 ? 0 : amount * SCALE, currency); // below 1e-6, or beyond any safe amount
  const [whole = "0", part = ""] = text.split(".");
  const kept = options.wholeUnits ? 0 : DIGITS;
  const units = Number(whole + part.slice(0, kept).padEnd(kept, "0")) + (part.charAt(kept) >= "5" ? 1 : 0);
  return money((amount < 0 ? -units : units) * (options.wholeUnits ? SCALE : 1), currency);
}

/** Whether the amount is a whole number of major units (£1,250, not £1,250.50). */
export function isWholeUnits(m: Money): boolean {
  return m.minor % SCALE === 0;
}
