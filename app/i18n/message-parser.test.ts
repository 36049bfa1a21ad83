import fc from "fast-check";
import { parse as fullParse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { isPlainText, loadParser, needsParser, parse, parserLoaded } from "./message-parser.ts";

// Texts made of the characters ICU gives a meaning to, and a few that it does not.
const text = fc.string({ unit: fc.constantFrom("a", "B", " ", "'", "#", "|", "{", "}", "<", ">", "/", ",", "1", "é", "’"), maxLength: 12 });

describe("the browser's message parser", () => {
  it("reads a plain text as the parser does, without loading it", () => {
    fc.assert(
      fc.property(text, (message) => {
        fc.pre(isPlainText(message));
        expect(parse(message)).toEqual(fullParse(message));
      }),
      { numRuns: 3000 },
    );
    for (const message of ["We're closed", "Rated 5 out of 5", "", "It's #1 | 'quoted'"])
      expect(parse(message)).toEqual(fullParse(message));
  });

  it("tells texts with ICU syntax apart, and parses them once the parser is loaded", async () => {
    expect(isPlainText("{title} in {metal}")).toBe(false);
    expect(isPlainText("Bold <b>words</b>")).toBe(false);
    expect(isPlainText("An apostrophe: ''")).toBe(false);
    expect(needsParser({ a: "Plain", b: [{ type: 0, value: "x" }] })).toBe(false);
    expect(needsParser({ a: "Plain", b: "{count, plural, one {# ring} other {# rings}}" })).toBe(true);
    if (!parserLoaded()) expect(() => parse("{title} in {metal}")).toThrow(/not loaded/);
    await loadParser();
    expect(parserLoaded()).toBe(true);
    fc.assert(
      fc.property(text, (message) => {
        let expected: unknown;
        try {
          expected = fullParse(message);
        } catch (error) {
          expect(() => parse(message)).toThrow((error as Error).message);
          return;
        }
        expect(parse(message)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
