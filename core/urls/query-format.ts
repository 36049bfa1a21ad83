/**
 * The formatting half of the store's query-string format (docs/product.md#query-strings), apart from
 * its parsing (common.ts, which re-exports it) so that a page that only writes a query (the step bar's
 * link to the ring) does not load the parser.
 */

/**
 * The store's query-string format, used for URL hashes and query strings: array brackets (a[]=1&a[]=2),
 * nested keys (a[b][c]=1), numbers and booleans parsed, empty strings and nulls skipped on output,
 * arrays of at most 20 items, nesting at most 5 levels deep, at most 1000 parameters read.
 */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Keys that are neither read nor written: they would reach an object's prototype. */
export const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function encodeKey(key: string): string {
  return encodeURIComponent(key);
}

function encodeInto(out: string[], prefix: string, value: QueryValue, depth: number): void {
  if (value === null || value === undefined || value === "") return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, QUERY_LIMITS.arrayLimit)) {
      if (item !== null && typeof item === "object") {
        if (depth < QUERY_LIMITS.depth) encodeInto(out, `${prefix}[]`, item, depth + 1);
      } else {
        encodeInto(out, `${prefix}[]`, item, depth + 1);
      }
    }
    return;
  }
  if (typeof value === "object") {
    if (depth >= QUERY_LIMITS.depth) return;
    for (const [k, v] of Object.entries(value as Record<string, QueryValue>)) {
      if (UNSAFE_KEYS.has(k)) continue;
      encodeInto(out, `${prefix}[${encodeKey(k)}]`, v, depth + 1);
    }
    return;
  }
  if (typeof value === "number" && !Number.isFinite(value)) return;
  out.push(`${prefix}=${encodeURIComponent(String(value))}`);
}

/**
 * Formats an object as a query string without the leading "?" / "#" (keys in the object's order;
 * brackets written literally for readability: design_features[]=milgrain). Empty strings, nulls and
 * undefined values are skipped, as are empty lists; "" when nothing remains.
 */
export function encodeQuery(object: QueryObject): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (UNSAFE_KEYS.has(key)) continue;
    encodeInto(out, encodeKey(key), value, 0);
  }
  return out.join("&");
}
