import { parse } from "@formatjs/icu-messageformat-parser";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Locale } from "../../core/regions.ts";
import { formatMessage, formatRichMessage, parseMessage, type MessageBundle } from "./message-format.ts";

const MESSAGES = {
  plain: "Free shipping and returns",
  quoted: "It''s '{not an argument}' and '<b>'",
  hash: "Rated #1",
  empty: "",
  simple: "{title} in {metal}",
  number: "Pages show the first {count, number} stones",
  stones: "{count, plural, =0 {No stones} one {# stone} other {# stones}}",
  offset: "{count, plural, offset:1 =0 {Nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}",
  ordinal: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  kind: "{kind, select, gemstone {Gemstones} lab {Lab-grown diamonds} other {Diamonds}}",
  nested:
    "{kind, select, gemstone {{count, plural, one {# gemstone} other {# gemstones}}} other {{count, plural, =0 {No diamonds} one {# diamond} other {# diamonds}}}}",
  pound_in_select: "{count, plural, other {{kind, select, other {# in a select}}}}",
  tags: "<b>{count, plural, one {# stone} other {# stones}}</b> match, <link>see them</link>",
  element: "<from>from</from> {price}",
  date: "Delivered by {day, date, long}",
  styled: "{share, number, percent} off",
  malformed: "{title in {metal}",
} satisfies MessageBundle;

/** The same messages as the browser's build ships them: those with ICU syntax parsed. */
const PARSED: MessageBundle = Object.fromEntries(
  Object.entries(MESSAGES).map(([id, text]) => [id, id === "malformed" || !/[{}<>]|''/.test(text) ? text : parse(text)]),
);

const t = (locale: Locale, id: string, values?: Record<string, unknown>) => formatMessage(locale, MESSAGES, id, values);
const html = (node: ReactNode) => renderToStaticMarkup(createElement("p", null, node));

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  error = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  // React's warnings (a list's missing keys) go to console.error: no message may cause one.
  expect(error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe("formatMessage", () => {
  it("writes texts as they are, apostrophes quoting ICU syntax and # outside a plural", () => {
    expect(t("en-gb", "plain")).toBe("Free shipping and returns");
    expect(t("en-gb", "quoted")).toBe("It's {not an argument} and <b>");
    expect(t("en-gb", "hash")).toBe("Rated #1");
  });

  it("writes a simple argument as String(value), and null, undefined or false as nothing", () => {
    expect(t("en-gb", "simple", { title: "Solitaire", metal: "Platinum" })).toBe("Solitaire in Platinum");
    expect(t("en-za", "simple", { title: 1234.5, metal: 0 })).toBe("1234.5 in 0");
    expect(t("en-gb", "simple", { title: null, metal: undefined })).toBe(" in ");
    expect(t("en-gb", "simple", { title: false, metal: true })).toBe(" in true");
  });

  it("writes {x, number} in the locale's digits", () => {
    expect(t("en-gb", "number", { count: 1234567 })).toBe("Pages show the first 1,234,567 stones");
    expect(t("en-za", "number", { count: 1234567 })).toBe("Pages show the first 1\u00a0234\u00a0567 stones");
    expect(t("en-gb", "number", { count: 0.12345 })).toBe("Pages show the first 0.123 stones");
  });

  it("chooses a plural's exact case, then the locale's category, and writes # in the locale's digits", () => {
    expect(t("en-gb", "stones", { count: 0 })).toBe("No stones");
    expect(t("en-gb", "stones", { count: 1 })).toBe("1 stone");
    expect(t("en-gb", "stones", { count: 2 })).toBe("2 stones");
    expect(t("en-gb", "stones", { count: 1234 })).toBe("1,234 stones");
    expect(t("en-za", "stones", { count: 1234 })).toBe("1\u00a0234 stones");
    expect(t("en-za", "stones", { count: 1234.5 })).toBe("1\u00a0234,5 stones");
    expect(t("en-za", "stones", { count: 1 })).toBe("1 stone");
    // A number given as text counts as the number.
    expect(t("en-gb", "stones", { count: "0" })).toBe("No stones");
  });

  it("takes a plural's offset from # and the category, and reads ordinals", () => {
    expect(t("en-gb", "offset", { count: 0, name: "Ann" })).toBe("Nobody");
    expect(t("en-gb", "offset", { count: 1, name: "Ann" })).toBe("Ann");
    expect(t("en-gb", "offset", { count: 2, name: "Ann" })).toBe("Ann and 1 other");
    expect(t("en-gb", "offset", { count: 1235, name: "Ann" })).toBe("Ann and 1,234 others");
    expect([1, 2, 3, 4, 11, 22, 103].map((n) => t("en-gb", "ordinal", { n }))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "22nd",
      "103rd",
    ]);
  });

  it("chooses a select's case, or other for any value it does not name", () => {
    expect(t("en-gb", "kind", { kind: "gemstone" })).toBe("Gemstones");
    expect(t("en-gb", "kind", { kind: "lab" })).toBe("Lab-grown diamonds");
    expect(t("en-gb", "kind", { kind: "diamond" })).toBe("Diamonds");
    expect(t("en-gb", "kind", { kind: null })).toBe("Diamonds");
    expect(t("en-gb", "kind", { kind: "toString" })).toBe("Diamonds");
  });

  it("formats a plural nested in a select; in a select nested in a plural, # is the character", () => {
    expect(t("en-gb", "nested", { kind: "gemstone", count: 1 })).toBe("1 gemstone");
    expect(t("en-za", "nested", { kind: "gemstone", count: 2500 })).toBe("2\u00a0500 gemstones");
    expect(t("en-gb", "nested", { kind: "other", count: 0 })).toBe("No diamonds");
    expect(t("en-gb", "nested", { kind: "diamond", count: 3 })).toBe("3 diamonds");
    expect(t("en-gb", "pound_in_select", { count: 3, kind: "x" })).toBe("# in a select");
  });

  it("gives a tag's function its contents as texts", () => {
    const values = { count: 3, b: (chunks: string[]) => `*${chunks.join("")}*`, link: (chunks: string[]) => `[${chunks.join("")}]` };
    expect(t("en-gb", "tags", values)).toBe("*3 stones* match, [see them]");
  });

  it("writes the same text from a message's text as from its syntax tree", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["plain", {}],
      ["quoted", {}],
      ["simple", { title: "Solitaire", metal: null }],
      ["stones", { count: 1234.5 }],
      ["nested", { kind: "gemstone", count: 1 }],
      ["tags", { count: 1, b: (c: string[]) => c.join(""), link: (c: string[]) => c.join("") }],
    ];
    for (const locale of ["en-gb", "en-za"] as const) {
      for (const [id, values] of cases)
        expect(formatMessage(locale, PARSED, id, values), id).toBe(formatMessage(locale, MESSAGES, id, values));
    }
  });

  it("writes the id of a message that is missing or empty, without a warning", () => {
    expect(t("en-gb", "no_such_message")).toBe("no_such_message");
    expect(t("en-gb", "empty")).toBe("empty");
    expect(t("en-gb", "toString")).toBe("toString");
    expect(warn).not.toHaveBeenCalled();
  });

  it("writes a message that cannot be formatted as its text (its id when it came parsed), warning once", () => {
    expect(t("en-gb", "malformed", { title: "Solitaire", metal: "Gold" })).toBe("{title in {metal}");
    expect(t("en-gb", "malformed", { title: "Solitaire", metal: "Gold" })).toBe("{title in {metal}");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/"malformed"/);

    // A value missing (not one given as undefined), a tag without a function.
    expect(t("en-gb", "simple", { title: "Solitaire" })).toBe("{title} in {metal}");
    expect(formatMessage("en-gb", PARSED, "simple", { title: "Solitaire" })).toBe("simple");
    expect(formatMessage("en-gb", PARSED, "tags", { count: 1, b: "bold", link: () => "" })).toBe("tags");
    expect(formatMessage("en-gb", PARSED, "stones")).toBe("stones");
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("does not format dates, times or numbers with a style", () => {
    expect(t("en-gb", "date", { day: new Date(0) })).toBe("Delivered by {day, date, long}");
    expect(t("en-gb", "styled", { share: 0.1 })).toBe("{share, number, percent} off");
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("formatRichMessage", () => {
  const b = (chunks: ReactNode[]) => createElement("strong", null, chunks);
  const link = (chunks: ReactNode[]) => createElement("a", { href: "/contact" }, chunks);

  it("renders tags by their functions, keyed, around the formatted contents", () => {
    expect(html(formatRichMessage("en-gb", MESSAGES, "tags", { count: 1234, b, link }))).toBe(
      '<p><strong>1,234 stones</strong> match, <a href="/contact">see them</a></p>',
    );
    expect(html(formatRichMessage("en-za", PARSED, "tags", { count: 1234, b, link }))).toBe(
      '<p><strong>1\u00a0234 stones</strong> match, <a href="/contact">see them</a></p>',
    );
    const nodes = formatRichMessage("en-gb", MESSAGES, "tags", { count: 1, b, link }) as ReactNode[];
    expect(nodes).toHaveLength(3);
    expect(nodes.filter((node) => typeof node === "object").map((node) => (node as { key: string }).key)).toEqual(["0", "2"]);
  });

  it("places element values among the words, and a message without markup as its text", () => {
    const price = createElement("span", { "data-price": true }, "£1,250");
    const from = (chunks: ReactNode[]) => createElement("span", { className: "from" }, chunks);
    expect(html(formatRichMessage("en-gb", MESSAGES, "element", { from, price }))).toBe(
      '<p><span class="from">from</span> <span data-price="true">£1,250</span></p>',
    );
    expect(formatRichMessage("en-gb", MESSAGES, "plain", {})).toBe("Free shipping and returns");
    expect(formatRichMessage("en-gb", MESSAGES, "simple", { title: "Solitaire", metal: "Gold" })).toBe("Solitaire in Gold");
  });

  it("renders the id of a missing message, and the text or id of one that cannot be formatted", () => {
    expect(formatRichMessage("en-gb", MESSAGES, "no_such_message", {})).toBe("no_such_message");
    expect(formatRichMessage("en-gb", MESSAGES, "tags", { count: 1, b })).toBe(MESSAGES.tags);
    expect(formatRichMessage("en-gb", PARSED, "tags", { count: 1, b })).toBe("tags");
  });
});

describe("parseMessage", () => {
  it("parses a text once while it is among the last thousand parsed", () => {
    const first = parseMessage("{a} and {b}");
    expect(parseMessage("{a} and {b}")).toBe(first);
    for (let i = 0; i < 999; i++) parseMessage(`{a} and {b${i}}`);
    expect(parseMessage("{a} and {b}")).toBe(first);
    for (let i = 999; i < 2000; i++) parseMessage(`{a} and {b${i}}`);
    const again = parseMessage("{a} and {b}");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
