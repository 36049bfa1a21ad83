/**
 * Carat weights and stone identifiers (docs/product.md#carat): a carat weight is an integer or a decimal; URLs
 * show it with two decimals, labels as "{n}ct", and two weights match when equal at six decimals.
 * A stone identifier is exactly seven upper-case letters or digits.
 */

const CARAT_PATTERN = /^\d+(\.\d+)?$/;

/** Parses "1", "1.5", "0.30" (or a finite non-negative number); anything else is null. */
export function parseCarat(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? roundCarat(value) : null;
  const v = value.trim();
  if (!CARAT_PATTERN.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? roundCarat(n) : null;
}

/** Rounds to the six decimals weights are compared at. */
export function roundCarat(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** An integer key of a weight at six decimals (micro-carats), for exact comparison and lookups. */
export function caratKey(value: number): number {
  return Math.round(value * 1e6);
}

/** True when two weights are equal at six decimals. */
export function caratEquals(a: number, b: number): boolean {
  return caratKey(a) === caratKey(b);
}

/** -1, 0 or 1, comparing at six decimals. */
export function compareCarat(a: number, b: number): number {
  const d = caratKey(a) - caratKey(b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** The URL form: two decimals ("1.50"). */
export function formatCaratUrl(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** The label form: "{n}ct" with two decimals ("1.50ct"). */
export function caratLabel(value: number): string {
  return `${formatCaratUrl(value)}ct`;
}

/**
 * The label of a weight exactly as it is compared (six decimals), with two decimals at least and no
 * trailing zeros beyond them ("0.50ct", "0.505ct", "0.499999ct"): what a refusal prints, so that its
 * figures never say a weight fits when the comparison found it does not.
 */
export function caratLabelExact(value: number): string {
  const text = roundCarat(value).toFixed(6).replace(/0{1,4}$/, "");
  return `${text}ct`;
}

/** A stone identifier is exactly seven upper-case letters or digits (docs/product.md#stone-identifiers). */
const STONE_ID_PATTERN = /^[A-Z0-9]{7}$/;

export function isStoneIdentifier(value: unknown): value is string {
  return typeof value === "string" && STONE_ID_PATTERN.test(value);
}
