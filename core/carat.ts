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

/** A weight range (a setting's centre stone weights); a null bound is open. */
export interface CaratRange {
  min: number | null;
  max: number | null;
}

/** True when the weight is within the range, bounds included, compared at six decimals. */
export function caratFits(carat: number, range: CaratRange): boolean {
  return (range.min === null || compareCarat(carat, range.min) >= 0) && (range.max === null || compareCarat(carat, range.max) <= 0);
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
  const text = roundCarat(value)
    .toFixed(6)
    .replace(/0{1,4}$/, "");
  return `${text}ct`;
}

/**
 * The characters of a stone identifier: digits and capitals without the look-alikes 0 and O, 1, I
 * and L (docs/product.md#stone-identifiers).
 */
export const STONE_ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A stone identifier: eight characters of STONE_ID_ALPHABET. */
export const STONE_ID_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

/** An identifier made before (seven of 0-9 and A-Z): it still names its stone, whose page moves to the new one. */
export const LEGACY_STONE_ID_PATTERN = /^[A-Z0-9]{7}$/;

/** A stone identifier, or one made before that still names its stone. */
export function isStoneIdentifier(value: unknown): value is string {
  return typeof value === "string" && (STONE_ID_PATTERN.test(value) || LEGACY_STONE_ID_PATTERN.test(value));
}
