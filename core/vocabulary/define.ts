/**
 * The shape shared by every catalogue vocabulary (docs/product.md#catalogue-vocabularies): a const list of entries
 * { code, slug, label }. `code` is the system code (GraphQL enum value, database value, UPPER_SNAKE),
 * `slug` the URL segment (lower-kebab), `label` the en-gb display name.
 *
 * Matching is case-insensitive and accepts either form: "18k-white-gold", "18K-White-Gold" and
 * "WHITE_GOLD_18K" all find the same metal; anything unknown is null (unknown route
 * parameters are ignored).
 */

export interface VocabularyEntry<C extends string = string> {
  readonly code: C;
  readonly slug: string;
  readonly label: string;
}

export interface Vocabulary<E extends VocabularyEntry> {
  /** The entries in display order. */
  readonly entries: readonly E[];
  /** The codes in display order (a non-empty tuple, usable as a zod or Pothos enum). */
  readonly codes: readonly [E["code"], ...E["code"][]];
  /** The slugs in display order. */
  readonly slugs: readonly string[];
  /** An entry from its slug or code, case-insensitively; null when unknown. */
  parse(value: string | null | undefined): E | null;
  /** The entry of a known code (throws on an unknown one: a programming error). */
  get(code: E["code"]): E;
  /** The entry whose slug is exactly `slug` (already lower-case); null otherwise. Used by URL parsers. */
  bySlug(slug: string): E | null;
  /** True when `value` is exactly one of the codes. */
  isCode(value: unknown): value is E["code"];
  /** Position in the list (0 = first); -1 when unknown. */
  rank(code: string): number;
  /** Parses a list, dropping unknown values and duplicates, keeping first-seen order. */
  parseList(values: readonly (string | null | undefined)[] | null | undefined): E["code"][];
}

/**
 * The value a lookup table holds at `key` itself, or undefined: never an inherited property, so a
 * key from a URL or a request ("__proto__", "constructor", "toString") finds nothing.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The comparison key of a code or slug: upper case, runs of spaces, hyphens and underscores as "_". */
function vocabularyKey(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, "_");
}

export function defineVocabulary<const E extends VocabularyEntry>(entries: readonly E[]): Vocabulary<E> {
  const lookup = new Map<string, E>();
  const slugs = new Map<string, E>();
  const index = new Map<string, number>();
  entries.forEach((e, i) => {
    if (index.has(e.code)) throw new Error(`duplicate vocabulary code ${e.code}`);
    if (slugs.has(e.slug)) throw new Error(`duplicate vocabulary slug ${e.slug}`);
    index.set(e.code, i);
    slugs.set(e.slug, e);
  });
  // Codes win over slugs when the keys of two different entries collide.
  for (const e of entries) lookup.set(vocabularyKey(e.slug), e);
  for (const e of entries) lookup.set(vocabularyKey(e.code), e);
  const parse = (value: string | null | undefined): E | null =>
    typeof value === "string" && value ? (lookup.get(vocabularyKey(value)) ?? null) : null;
  return {
    entries,
    codes: entries.map((e) => e.code) as unknown as readonly [E["code"], ...E["code"][]],
    slugs: entries.map((e) => e.slug),
    parse,
    get(code) {
      const i = index.get(code);
      if (i === undefined) throw new Error(`unknown vocabulary code ${String(code)}`);
      return entries[i]!;
    },
    bySlug: (slug) => slugs.get(slug) ?? null,
    isCode: (value): value is E["code"] => typeof value === "string" && index.has(value),
    rank: (code) => index.get(code) ?? -1,
    parseList(values) {
      const out: E["code"][] = [];
      for (const v of values ?? []) {
        const e = parse(v);
        if (e && !out.includes(e.code)) out.push(e.code);
      }
      return out;
    },
  };
}

/** Entries from codes: slug is the lower-cased, hyphenated code; label given, else title-cased. */
export function entriesFromCodes<const C extends string>(
  codes: readonly C[],
  labels: Partial<Record<C, string>> = {},
  slugs: Partial<Record<C, string>> = {},
): { code: C; slug: string; label: string }[] {
  return codes.map((code) => ({
    code,
    slug: slugs[code] ?? code.toLowerCase().replace(/_/g, "-"),
    label:
      labels[code] ??
      code
        .toLowerCase()
        .split("_")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(" "),
  }));
}
