import { parse } from "@formatjs/icu-messageformat-parser";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { LOCALES, languageTag } from "../core/regions.ts";
import { enGb } from "../app/i18n/en-gb.ts";
import { loadLocaleMessages } from "../app/i18n/index.ts";
import { compileMessages, compiledModule, idsNamed, nameIndex, stringsOf } from "./vite-messages.ts";

describe("messages parsed when the store is built", () => {
  it("keep a plain text as it is and ship any other as the tree the formatter would parse, in every locale", async () => {
    for (const locale of LOCALES) {
      const messages = { ...enGb, ...(await loadLocaleMessages(locale)) } as Record<string, string>;
      const compiled = compileMessages(messages);
      for (const [id, message] of Object.entries(messages)) {
        const tree = parse(message, { locale: new Intl.Locale(languageTag(locale)) });
        expect(typeof compiled[id] === "string" ? parse(compiled[id]) : compiled[id], `${locale} ${id}`).toEqual(tree);
        if (typeof compiled[id] === "string") expect(compiled[id]).toBe(message);
      }
    }
    expect(compileMessages({ a: "Plain", b: "{count, plural, one {# ring} other {# rings}}" })["b"]).toEqual(
      parse("{count, plural, one {# ring} other {# rings}}"),
    );
  });

  it("make a module of a bundle's exports", () => {
    expect(compiledModule({ shellEnGb: { a: "Plain" }, default: { b: "{x}" } })).toBe(
      'export const shellEnGb = {"a":"Plain"};\nexport default {"b":[{"type":1,"value":"x"}]};',
    );
  });
});

describe("the messages a module names", () => {
  const index = nameIndex([
    "stone_shape_round",
    "stone_shape_oval",
    "stone_title",
    "rb_error_design_not_found",
    "rb_error_metal_not_offered",
    "rb_failed",
  ]);
  const named = (code: string) => idsNamed(stringsOf(parseAst(code)), index);

  it("are its ids, and the ids that begin as the ones it composes", () => {
    expect(named('t("stone_title"); t("rb_failed");')).toEqual(["rb_failed", "stone_title"]);
    expect(named('label(t, "stone_shape", code);')).toEqual(["stone_shape_oval", "stone_shape_round"]);
    expect(named("t(`rb_error_${code.toLowerCase()}`);")).toEqual(["rb_error_design_not_found", "rb_error_metal_not_offered"]);
    expect(named("const words = { title: 'stone_shape_round' };")).toEqual(["stone_shape_round"]);
  });

  it("are none for its comments, other texts and words that merely begin like an id", () => {
    expect(
      named('// t("stone_title")\n/** `rb_failed` */\nconst a = "stones_title", b = "rb", c = `x_${"y"}`, d = "stone-title";'),
    ).toEqual([]);
  });
});
