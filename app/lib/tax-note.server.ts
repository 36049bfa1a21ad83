import { taxNote, type Region, type TaxNote } from "../../core/regions.ts";
import type { Translate } from "./intl.tsx";

/** The message of a region's tax note ("tax_note_gst_included"), the words every price is shown with. */
export function taxNoteMessageId(region: Region): `tax_note_${Lowercase<TaxNote>}` {
  return `tax_note_${taxNote(region).toLowerCase() as Lowercase<TaxNote>}`;
}

/**
 * The note beside every price of a region, in the visitor's words ("VAT included"): written by the
 * root loader into the site data, so that neither the rule nor its messages are in a page's script.
 */
export function taxNoteWords(region: Region, t: Translate): string {
  return t(taxNoteMessageId(region));
}
