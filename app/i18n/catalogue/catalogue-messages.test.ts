import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES, REGIONS } from "../../../core/regions.ts";
import { TAX_NOTES } from "../../../core/vocabulary/tax.ts";
import { parseMessage } from "../../lib/message-format.ts";
import { loadLocaleMessages, mergeMessages } from "../index.ts";
import { catalogueEnGb } from "./en-gb.ts";
import { catalogueEnUs } from "./en-us.ts";
import { CATALOGUE_VOCABULARIES, catalogueVocabularyEnGb } from "./vocabulary.ts";
import { taxNoteMessageId } from "../../lib/tax-note.server.ts";

const ids = Object.keys(catalogueEnGb) as (keyof typeof catalogueEnGb)[];
type Ast = readonly MessageFormatElement[];

/** The argument and tag names a message uses, nested plural and select branches included. */
function argumentsOf(elements: Ast, names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ("value" in element && element.type !== 0 && typeof element.value === "string") names.add(element.value);
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if ("children" in element) argumentsOf(element.children, names);
  }
  return names;
}

/** The words a message says, without its argument names. */
function wordsOf(elements: Ast): string {
  return elements
    .map((element) => {
      if (element.type === 0) return element.value;
      if ("options" in element)
        return Object.values(element.options)
          .map((option) => wordsOf(option.value))
          .join(" ");
      if ("children" in element) return wordsOf(element.children);
      return " ";
    })
    .join("");
}

function parse(message: string): Ast {
  return parseMessage(message);
}

describe("catalogue messages", () => {
  it("are valid ICU messages, and en-us says the same things with the same arguments", () => {
    for (const id of ids) expect(() => parse(catalogueEnGb[id]), id).not.toThrow();
    for (const [id, message] of Object.entries(catalogueEnUs) as [keyof typeof catalogueEnGb, string][]) {
      expect([...argumentsOf(parse(message))].sort(), id).toEqual([...argumentsOf(parse(catalogueEnGb[id]))].sort());
      expect(message, `${id} repeats en-gb`).not.toBe(catalogueEnGb[id]);
    }
  });

  it("read in American spelling on the United States store and in British spelling elsewhere", async () => {
    const us = mergeMessages(await loadLocaleMessages("en-us"));
    const britishSpelling = /jewell|colour|centre|instalment/i;
    const british = ids.filter((id) => britishSpelling.test(wordsOf(parse(catalogueEnGb[id]))));
    expect(british.length).toBeGreaterThan(5);
    for (const id of ids) expect(wordsOf(parse(us[id]!)), id).not.toMatch(britishSpelling);
    expect(us["cat_jewellery"]).toBe("Jewelry");
    expect(us["cat_fine_jewellery"]).toBe("Fine Jewelry");

    for (const locale of LOCALES.filter((l) => l !== "en-us")) {
      const merged = mergeMessages(await loadLocaleMessages(locale));
      for (const id of british) expect(merged[id], `${locale} ${id}`).toBe(catalogueEnGb[id]);
    }
  });

  it("keeps the store's fixed wording", () => {
    expect(catalogueEnGb.cat_ring_size_required).toBe("Please select a ring size");
    expect(catalogueEnGb.cat_empty_title).toBe("Nothing here");
  });

  it("are the ones the catalogue pages use, so no page shows a raw id", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const sources = ["components/catalogue", "routes/catalogue"].flatMap((dir) =>
      readdirSync(`${root}${dir}`)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(`${root}${dir}/${file}`, "utf8")),
    );
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/"(cat_[a-z0-9_]+)"/g)].map((m) => m[1]!)));
    expect(
      [...used].filter((id) => !(id in catalogueEnGb) && !(id in CATALOGUE_VOCABULARIES)),
      "used but missing",
    ).toEqual([]);
    // Vocabulary values are named by their code (./vocabulary.ts), not written out in the pages; so are
    // the regions' tax notes, which the root loader names (app/lib/tax-note.server.ts).
    const taxNotes = new Set<string>(REGIONS.map(taxNoteMessageId));
    expect(taxNotes.size).toBe(TAX_NOTES.length);
    expect(
      ids.filter((id) => !used.has(id) && !(id in catalogueVocabularyEnGb) && !taxNotes.has(id)),
      "defined but unused",
    ).toEqual([]);
  });
});
