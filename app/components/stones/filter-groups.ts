import {
  isFancyCategory,
  CLARITIES,
  COLOURS,
  CUT_GRADES,
  FANCY_COLOURS,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import type { StoneLabels } from "./labels.ts";

export type ListField =
  | "colours"
  | "clarities"
  | "cuts"
  | "polishes"
  | "symmetries"
  | "fluorescences"
  | "labs"
  | "origins"
  | "fancyColours"
  | "intensities"
  | "gemstoneTypes"
  | "gemstoneColours"
  | "colourGrades"
  | "gemstoneClarities";

/** A filter of a list of values: its field, title and how each value is named. */
export interface ListGroup {
  field: ListField;
  title: MessageId;
  /** The values in order, each shown by `label` (origins: the countries the results come from). */
  codes: readonly string[];
  label: keyof StoneLabels | null;
}

export const list = (field: ListField, title: MessageId, vocab: { codes: readonly string[] }, label: keyof StoneLabels): ListGroup => ({
  field,
  title,
  codes: vocab.codes,
  label,
});

/**
 * The first list filters of a category, which name its kind of stone: the gemstone and its colour;
 * a diamond's colour (or fancy colour and intensity) and clarity, and a white diamond's cut. The
 * filter panel follows them with the rest; the search without scripts offers only these.
 */
export function primaryListGroups(category: StoneCategory): ListGroup[] {
  if (category === "GEMSTONE") {
    return [list("gemstoneTypes", "stone_field_gemstone", GEMSTONE_TYPES, "gemstoneType"), list("gemstoneColours", "stone_field_colour", GEMSTONE_COLOURS, "gemstoneColour")];
  }
  return isFancyCategory(category)
    ? [
        list("fancyColours", "stone_field_colour", FANCY_COLOURS, "fancyColour"),
        list("intensities", "stone_field_intensity", INTENSITIES, "intensity"),
        list("clarities", "stone_field_clarity", CLARITIES, "clarity"),
      ]
    : [
        list("colours", "stone_field_colour", COLOURS, "colour"),
        list("clarities", "stone_field_clarity", CLARITIES, "clarity"),
        list("cuts", "stone_field_cut", CUT_GRADES, "grade"),
      ];
}
