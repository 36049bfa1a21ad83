import type { Locale } from "./regions.ts";

/**
 * Lists written by the store's own code, the same on the server and in the browser, without an Intl
 * formatter (docs/decisions/0208-numbers-dates-and-lists-formatted-by-the-store.md). The text is what
 * `Intl.ListFormat` gives for the locale in Node 24; the tests compare the two.
 */

export type ListType = "conjunction" | "disjunction";

const WORDS: Readonly<Record<ListType, string>> = { conjunction: "and", disjunction: "or" };

/**
 * Whether a locale puts a comma before the word that joins the last item of a list of three or more
 * ("red, green, and blue" in en-us; "red, green and blue" elsewhere). Adding a locale needs its row
 * here.
 */
export const SERIAL_COMMA: Readonly<Record<Locale, boolean>> = {
  "en-gb": false,
  "en-au": false,
  "en-ca": false,
  "en-ie": false,
  "en-nz": false,
  "en-us": true,
  "en-za": false,
};

/**
 * Joins items as `new Intl.ListFormat(locale, { type })` does: "a", "a and b", "a, b and c" (en-gb),
 * "a, b, and c" (en-us); "or" for a disjunction; "" for no items.
 */
export function formatList(items: readonly string[], locale: Locale, type: ListType): string {
  const word = WORDS[type];
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} ${word} ${items[1]}`;
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(", ")}${SERIAL_COMMA[locale] ? "," : ""} ${word} ${last}`;
}
