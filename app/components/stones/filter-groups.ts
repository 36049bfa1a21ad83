import {
  isFancyCategory,
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  GEMSTONE_CLARITIES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import type { StoneLabels } from "./labels.ts";

/**
 * The stone filters each category offers (Filters.tsx draws them all; NoScriptFilters.tsx, for a
 * browser without scripts, the first lists of each kind).
 */

type ListField =
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
export type FlagField = "express" | "canadaMark" | "knownOrigin" | "dtlReport" | "inStock";
export type RangeField = "ratio" | "depth" | "table";

export interface ListGroup {
  field: ListField;
  title: MessageId;
  /** The values in order, each shown by `label` (origins: the countries the results come from). */
  codes: readonly string[];
  label: keyof StoneLabels | null;
}

const list = (field: ListField, title: MessageId, vocab: { codes: readonly string[] }, label: keyof StoneLabels): ListGroup => ({
  field,
  title,
  codes: vocab.codes,
  label,
});

/** Which filters a category's catalogue shows, in order. */
export function catalogueFor(category: StoneCategory): { lists: ListGroup[]; flags: FlagField[]; ranges: RangeField[]; treated: boolean } {
  const origin: ListGroup = { field: "origins", title: "stone_field_origin", codes: [], label: null };
  if (category === "GEMSTONE") {
    return {
      lists: [
        list("gemstoneTypes", "stone_field_gemstone", GEMSTONE_TYPES, "gemstoneType"),
        list("gemstoneColours", "stone_field_colour", GEMSTONE_COLOURS, "gemstoneColour"),
        list("colourGrades", "stone_field_colour_grade", COLOUR_GRADES, "colourGrade"),
        list("gemstoneClarities", "stone_field_clarity", GEMSTONE_CLARITIES, "gemstoneClarity"),
        origin,
        list("labs", "stone_field_certificate", LABS, "lab"),
      ],
      flags: ["express", "knownOrigin", "inStock"],
      ranges: ["ratio"],
      treated: true,
    };
  }
  // Diamonds, white or fancy, natural or lab-grown: colour first, then the shared grades.
  const fancy = isFancyCategory(category);
  const natural = category === "DIAMOND" || category === "FANCY_DIAMOND";
  return {
    lists: [
      ...(fancy
        ? [
            list("fancyColours", "stone_field_colour", FANCY_COLOURS, "fancyColour"),
            list("intensities", "stone_field_intensity", INTENSITIES, "intensity"),
            list("clarities", "stone_field_clarity", CLARITIES, "clarity"),
          ]
        : [
            list("colours", "stone_field_colour", COLOURS, "colour"),
            list("clarities", "stone_field_clarity", CLARITIES, "clarity"),
            list("cuts", "stone_field_cut", CUT_GRADES, "grade"),
          ]),
      list("polishes", "stone_field_polish", CUT_GRADES, "grade"),
      list("symmetries", "stone_field_symmetry", CUT_GRADES, "grade"),
      list("fluorescences", "stone_field_fluorescence", FLUORESCENCES, "fluorescence"),
      list("labs", "stone_field_certificate", LABS, "lab"),
      ...(natural ? [origin] : []),
    ],
    // CanadaMark certifies natural white diamonds only.
    flags: natural
      ? fancy
        ? ["express", "knownOrigin", "dtlReport", "inStock"]
        : ["express", "canadaMark", "knownOrigin", "dtlReport", "inStock"]
      : ["express", "dtlReport", "inStock"],
    ranges: ["ratio", "depth", "table"],
    treated: false,
  };
}

/**
 * The first lists of a category, which name its kind of stone: a gemstone's type and colour; a
 * diamond's colour, clarity and cut (a fancy one's colour, intensity and clarity). The filters of a
 * browser without scripts offer only these.
 */
export function primaryListGroups(category: StoneCategory): ListGroup[] {
  return catalogueFor(category).lists.slice(0, category === "GEMSTONE" ? 2 : 3);
}
