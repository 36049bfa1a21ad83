import { stoneTitle as coreStoneTitle, type StoneTitleForm, type StoneTitleWords } from "../../../core/stones/title.ts";
import { parseShape } from "../../../core/vocabulary/shapes.ts";
import {
  isFancyCategory,
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  STONE_CATEGORIES,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import { vocabularyMessageId, type StoneVocabulary } from "../../i18n/stones/vocabulary.ts";
import type { Translate } from "../../lib/intl.tsx";
import type { StoneView } from "./types.ts";

type Code = string | null | undefined;
type Vocab = { parse(v: string | null | undefined): { code: string; label: string } | null };

const shapes: Vocab = { parse: parseShape };

/** Grade codes that are not words (colour D to M, clarity, labs) read the same in every locale. */
function codeIn(vocab: Vocab, code: Code): string | null {
  if (!code) return null;
  return vocab.parse(code)?.label ?? code;
}

/**
 * The display names of a stone's values in the visitor's locale: the message of each vocabulary value
 * (app/i18n/stones/vocabulary.ts); an unknown code shows as it is.
 */
export function stoneLabels(t: Translate) {
  const word = (vocabulary: StoneVocabulary, vocab: Vocab) => (code: Code) => {
    if (!code) return null;
    const entry = vocab.parse(code);
    return entry ? t(vocabularyMessageId(vocabulary, entry.code)) : code;
  };
  return {
    shape: word("stone_shape", shapes),
    colour: (code: Code) => codeIn(COLOURS, code),
    clarity: (code: Code) => codeIn(CLARITIES, code),
    lab: (code: Code) => codeIn(LABS, code),
    grade: word("stone_cut_grade", CUT_GRADES),
    fluorescence: word("stone_fluorescence", FLUORESCENCES),
    fancyColour: word("stone_fancy_colour", FANCY_COLOURS),
    intensity: word("stone_intensity", INTENSITIES),
    gemstoneType: word("stone_gemstone_type", GEMSTONE_TYPES),
    gemstoneColour: word("stone_gemstone_colour", GEMSTONE_COLOURS),
    colourGrade: word("stone_colour_grade", COLOUR_GRADES),
    gemstoneClarity: word("stone_gemstone_clarity", GEMSTONE_CLARITIES),
    gemstoneGrade: word("stone_gemstone_grade", GEMSTONE_GRADES),
    category: word("stone_category", STONE_CATEGORIES),
  };
}

export type StoneLabels = ReturnType<typeof stoneLabels>;

/** How sentences about a search's stones name them (the `kind` of the stone messages). */
export function stoneKind(category: StoneCategory): "diamond" | "gemstone" {
  return category === "GEMSTONE" ? "gemstone" : "diamond";
}

const TITLE_MESSAGES: Record<StoneTitleForm, string> = {
  natural: "stone_title_natural",
  labGrown: "stone_title_lab_grown",
  fancy: "stone_title_fancy",
  labGrownFancy: "stone_title_lab_grown_fancy",
  gemstone: "stone_title_gemstone",
};

/** A stone's display name in the visitor's words ("1.52ct Round Natural Diamond"): core/stones/title.ts with the messages. */
export function stoneTitle(t: Translate, stone: StoneView): string {
  const label = stoneLabels(t);
  const words: StoneTitleWords = {
    shape: label.shape,
    intensity: label.intensity,
    fancyColour: label.fancyColour,
    gemstoneColour: label.gemstoneColour,
    gemstoneType: label.gemstoneType,
    sentence: (form, values) => t(TITLE_MESSAGES[form], values),
  };
  return coreStoneTitle(stone, words);
}

/** The short grade line of a result ("G · VS1 · Excellent · GIA"). */
export function gradeLine(t: Translate, stone: StoneView): string {
  const label = stoneLabels(t);
  const parts =
    stone.category === "GEMSTONE"
      ? [
          label.colourGrade(stone.colourGrade),
          label.gemstoneClarity(stone.gemstoneClarity),
          t(stone.isTreated ? "stone_treated" : "stone_untreated"),
        ]
      : isFancyCategory(stone.category)
        ? [label.intensity(stone.intensity), label.clarity(stone.clarity), stone.certificates[0]?.lab ?? null]
        : [label.colour(stone.colour), label.clarity(stone.clarity), label.grade(stone.cut), stone.certificates[0]?.lab ?? null];
  return parts.filter(Boolean).join(" · ");
}

/** "6.42 × 6.45 × 3.98 mm". */
export function measurements(t: Translate, stone: StoneView): string | null {
  if (stone.length === null || stone.width === null) return null;
  const n = (v: number) => v.toFixed(2);
  return stone.depth !== null
    ? t("stone_measurements", { length: n(stone.length), width: n(stone.width), depth: n(stone.depth) })
    : t("stone_measurements_flat", { length: n(stone.length), width: n(stone.width) });
}
