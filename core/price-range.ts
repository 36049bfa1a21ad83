/**
 * A price filter as a visitor or an API client gives it. One rule for every domain:
 * - a bound that is not a finite number of at least 0 is no bound;
 * - 0 to 0 means "no price filter" (the form's untouched state), never "free things only";
 * - a reversed range (minimum above maximum) is read the right way round.
 */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/**
 * The largest price bound a catalogue filter takes, in any currency: the API refuses a larger one, and
 * a listing's URL (hash or query) reads one as no bound (core/urls/catalogue.ts).
 */
export const MAX_PRICE_BOUND = 1_000_000_000;

function bound(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : value;
}

/** The price range as filters use it (see the rule above). */
export function normalisePriceRange(range: { min?: number | null; max?: number | null }): PriceRange {
  const min = bound(range.min);
  const max = bound(range.max);
  if (min === 0 && max === 0) return { min: null, max: null };
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/** Whether a range filters nothing (both bounds open after normalisation). */
export function isPriceRangeUnset(range: { min?: number | null; max?: number | null }): boolean {
  const { min, max } = normalisePriceRange(range);
  return min === null && max === null;
}
