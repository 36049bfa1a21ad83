/**
 * Grammar helpers shared by the URL parsers and formatters of every domain: page
 * segments, query-string / hash encoding, and vocabulary segment matching.
 */
import { ownValue, type Vocabulary, type VocabularyEntry } from "../vocabulary/define.ts";
import { QUERY_LIMITS, UNSAFE_KEYS, type QueryObject, type QueryScalar, type QueryValue } from "./query-format.ts";

export { QUERY_LIMITS, encodeQuery, type QueryObject, type QueryValue } from "./query-format.ts";

// ---------------------------------------------------------------------------------------------
// Pages

/** A segment that is a page number: digits only. */
export function isPageSegment(segment: string | null | undefined): boolean {
  return typeof segment === "string" && /^\d+$/.test(segment);
}

/**
 * The largest page a URL can name. Pages travel as GraphQL Int (32-bit) and no listing comes near
 * it: a larger number names a page that cannot exist.
 */
const MAX_PAGE = 2_147_483_647;

/**
 * Page defaults to 1; a non-numeric or zero page falls back to 1. The page URL segment is digits
 * only ("2"); anything else is 1. Digits above MAX_PAGE are null: a page that cannot exist (404),
 * never a number sent on to the API.
 */
export function parsePage(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return 1;
  const n = Number(text);
  if (n > MAX_PAGE) return null;
  return n >= 1 ? n : 1;
}

/** The trailing URL segments of a page: none for page 1 (page 1 is omitted from URLs), ["2"] otherwise. */
export function pageSegments(page: number): string[] {
  return Number.isSafeInteger(page) && page > 1 ? [String(page)] : [];
}

// ---------------------------------------------------------------------------------------------
// Vocabulary segments

/** The code of a URL segment in a vocabulary, case-insensitively by slug or code; null when unknown. */
export function matchVocabulary<E extends VocabularyEntry>(vocabulary: Vocabulary<E>, value: string | null | undefined): E["code"] | null {
  return vocabulary.parse(value)?.code ?? null;
}

/** Splits a path into its non-empty segments ("/a//b/" -> ["a", "b"]), percent-decoding each. */
export function pathSegments(path: string): string[] {
  return path
    .split("/")
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** Splits "path?query#hash" into its three parts (each without its "?" / "#"). */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf("?");
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? "" : beforeHash.slice(queryAt + 1),
    hash,
  };
}

// ---------------------------------------------------------------------------------------------
// Query strings and hashes (docs/product.md#query-strings)

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return part;
  }
}

/** "12" -> 12, "1.5" -> 1.5, "true" -> true, "false" -> false; anything else stays a string. */
function parseQueryScalar(value: string): QueryScalar {
  if (value === "true") return true;
  if (value === "false") return false;
  if (NUMBER.test(value)) {
    const n = Number(value);
    if (Number.isFinite(n) && (Number.isSafeInteger(n) || value.includes("."))) return n;
  }
  return value;
}

/** "a[b][]" -> ["a", "b", ""]; brackets beyond the depth limit stay part of the last key. */
function keySegments(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  let rest = key.slice(open);
  let depth = 0;
  while (rest.startsWith("[") && depth < QUERY_LIMITS.depth) {
    const close = rest.indexOf("]");
    if (close === -1) break;
    segments.push(rest.slice(1, close));
    rest = rest.slice(close + 1);
    depth++;
  }
  if (rest) segments.push(rest);
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isArrayIndex(segment: string): boolean {
  return /^\d+$/.test(segment) && Number(segment) < QUERY_LIMITS.arrayLimit;
}

function toObject(array: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  array.forEach((v, i) => {
    out[String(i)] = v;
  });
  return out;
}

function assign(container: Container, segments: string[], value: QueryScalar): Container {
  const [head, ...rest] = segments as [string, ...string[]];
  if (UNSAFE_KEYS.has(head)) return container;
  if (Array.isArray(container)) {
    if (head === "") {
      if (container.length >= QUERY_LIMITS.arrayLimit) return container;
      if (rest.length === 0) container.push(value);
      else container.push(assign({}, rest, value));
      return container;
    }
    if (isArrayIndex(head)) {
      const i = Number(head);
      container[i] = rest.length === 0 ? merge(container[i], value) : assign(childFor(container[i], rest[0]!), rest, value);
      return container;
    }
    return assign(toObject(container), segments, value);
  }
  // Only the object's own keys: "toString" or "hasOwnProperty" in a query is a new key, never a method.
  const existing = ownValue(container, head);
  if (rest.length === 0) {
    container[head] = merge(existing, value);
    return container;
  }
  container[head] = assign(childFor(existing, rest[0]!), rest, value);
  return container;
}

function childFor(existing: unknown, nextSegment: string): Container {
  if (Array.isArray(existing)) return existing;
  if (existing && typeof existing === "object") return existing as Record<string, unknown>;
  if (existing !== undefined) {
    // A plain value followed by a nested key ("a=1&a[]=2"): keep both as a list.
    return nextSegment === "" || isArrayIndex(nextSegment) ? [existing] : { "0": existing };
  }
  return nextSegment === "" || isArrayIndex(nextSegment) ? [] : {};
}

function merge(existing: unknown, value: QueryScalar): unknown {
  if (existing === undefined) return value;
  if (Array.isArray(existing)) return existing.length < QUERY_LIMITS.arrayLimit ? [...existing, value] : existing;
  if (existing && typeof existing === "object") return existing;
  return [existing, value];
}

/** Closes the holes of sparse lists ("a[3]=x" alone is ["x"]), at every level. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) object[key] = compact(object[key]);
  }
  return value;
}

/**
 * Parses a query string or hash ("?a=1", "#a=1" or "a=1") into an object. Repeated keys become lists;
 * "a[]=x" appends, "a[2]=x" sets an index below the array limit (larger indexes are object keys); lists are compacted.
 */
export function decodeQuery(input: string | null | undefined): QueryObject {
  let text = input ?? "";
  if (text.startsWith("#") || text.startsWith("?")) text = text.slice(1);
  const root: Record<string, unknown> = {};
  if (!text) return root as QueryObject;
  const parts = text.split("&").slice(0, QUERY_LIMITS.parameterLimit);
  for (const part of parts) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const key = decodePart(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? "" : decodePart(part.slice(eq + 1));
    if (!key) continue;
    assign(root, keySegments(key), parseQueryScalar(value));
  }
  return compact(root) as QueryObject;
}

// ---------------------------------------------------------------------------------------------
// Numbers in URLs

/**
 * A price in a URL is a non-negative number; anything else ("abc", "-5", "") is absent.
 * Accepts a parsed query value (number or string).
 */
export function parseUrlNumber(value: QueryValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A query value as a list of strings: a scalar is a one-item list; nested objects are ignored. */
export function queryList(value: QueryValue): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value))
    return value.flatMap((v: QueryValue) => (v !== null && typeof v !== "object" && v !== undefined ? [String(v)] : []));
  if (typeof value === "object")
    return Object.values(value).flatMap((v) => (v !== null && typeof v !== "object" && v !== undefined ? [String(v)] : []));
  return [String(value)];
}

/** The name of a query pair as written ("shape[]=x" and "shape[0]=x" are "shape"), decoded. */
export function queryKeyOf(pair: string): string {
  const raw = pair.split("=", 1)[0]!;
  let key: string;
  try {
    key = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    key = raw;
  }
  return key.replace(/\[[^\]]*\]$/, "");
}

/**
 * The query without the pairs of keys `owns` whose value is empty ("price_min=&k=", what a form's
 * unfilled fields send), or null when it has none. Other pairs stay as they were written.
 */
export function withoutEmptyValues(search: string, owns: (key: string) => boolean): string | null {
  const pairs = search.replace(/^\?/, "").split("&").filter(Boolean);
  const kept = pairs.filter((p) => !(owns(queryKeyOf(p)) && /^[^=]*=?$/.test(p)));
  if (kept.length === pairs.length) return null;
  return kept.length ? `?${kept.join("&")}` : "";
}

/**
 * Splits a query string ("?a=1&b=2" or "a=1&b=2") into the pairs a page owns and the others, each as
 * written (no leading "?"), in their order.
 */
export function splitQuery(search: string, owns: (key: string) => boolean): { owned: string; foreign: string } {
  const pairs = search.replace(/^\?/, "").split("&").filter(Boolean);
  return {
    owned: pairs.filter((p) => owns(queryKeyOf(p))).join("&"),
    foreign: pairs.filter((p) => !owns(queryKeyOf(p))).join("&"),
  };
}
