import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatList, SERIAL_COMMA, type ListType } from "./list-format.ts";
import { languageTag, LOCALES } from "./regions.ts";

const TYPES: ListType[] = ["conjunction", "disjunction"];

describe("formatList", () => {
  it("has a row for every locale", () => {
    expect(Object.keys(SERIAL_COMMA).sort()).toEqual([...LOCALES].sort());
  });

  it("puts the serial comma in en-us only", () => {
    expect(formatList(["round", "oval", "pear"], "en-us", "disjunction")).toBe("round, oval, or pear");
    expect(formatList(["round", "oval", "pear"], "en-gb", "disjunction")).toBe("round, oval or pear");
    expect(formatList(["gold", "platinum"], "en-us", "conjunction")).toBe("gold and platinum");
    expect(formatList([], "en-gb", "conjunction")).toBe("");
  });

  it.each(LOCALES.flatMap((locale) => TYPES.map((type) => [locale, type] as const)))(
    "%s %s: joins any items as Node's Intl does",
    (locale, type) => {
      const intl = new Intl.ListFormat(languageTag(locale), { type });
      for (let n = 0; n <= 6; n++) {
        const items = ["round", "oval", "pear", "cushion", "emerald", "heart"].slice(0, n);
        expect(formatList(items, locale, type)).toBe(intl.format(items));
      }
      fc.assert(
        fc.property(fc.array(fc.string(), { maxLength: 8 }), (items) => {
          expect(formatList(items, locale, type)).toBe(intl.format(items));
        }),
        { numRuns: 300 },
      );
    },
  );
});
