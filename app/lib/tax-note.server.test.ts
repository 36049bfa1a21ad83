import { describe, expect, it } from "vitest";
import { enGb, loadLocaleMessages, mergeMessages } from "../i18n/index.ts";
import { REGION_LOCALE, REGIONS } from "../../core/regions.ts";
import { createTranslator } from "./intl.tsx";
import { taxNoteMessageId, taxNoteWords } from "./tax-note.server.ts";

describe("the tax note beside every price", () => {
  it("is said in the words of the region's tax rule", () => {
    const t = createTranslator("en-gb", mergeMessages({}));
    expect(taxNoteWords("UK", t)).toBe("VAT included");
    expect(taxNoteWords("AU", t)).toBe("GST included");
    expect(taxNoteWords("US", t)).toBe("Sales tax added at checkout");
    expect(taxNoteWords("INT", t)).toBe("Import taxes paid on delivery");
    expect(taxNoteMessageId("NZ")).toBe("tax_note_gst_included");
  });

  it("has words in every region's locale", async () => {
    for (const region of REGIONS) {
      const t = createTranslator(REGION_LOCALE[region], mergeMessages(await loadLocaleMessages(REGION_LOCALE[region])));
      expect(taxNoteWords(region, t), region).toBe(enGb[taxNoteMessageId(region)]);
    }
  });
});
