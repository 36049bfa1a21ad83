import { caratLabel } from "../carat.ts";
import { parseShape } from "../vocabulary/shapes.ts";
import { FANCY_COLOURS, GEMSTONE_COLOURS, GEMSTONE_TYPES, INTENSITIES, type StoneCategory } from "../vocabulary/stones.ts";

/** The facts of a stone its title names. */
export interface StoneTitleFacts {
  category: StoneCategory | string;
  caratWeight: number;
  shape: string;
  intensity?: string | null;
  fancyColour?: string | null;
  gemstoneColour?: string | null;
  gemstoneType?: string | null;
}

/** The sentence a title is written in, by kind of stone. */
export type StoneTitleForm = "natural" | "labGrown" | "fancy" | "labGrownFancy" | "gemstone";

/** The values a title sentence places: {carat}, {shape}, and {intensity}, {colour}, {type} where the form has them. */
type StoneTitleValues = Record<"carat" | "shape" | "intensity" | "colour" | "type", string>;

/**
 * The words a title is made of, in one language: the display name of each value (null when the code
 * names nothing) and the sentence of each form with its values placed. The browser passes the
 * visitor's messages, the server English.
 */
export interface StoneTitleWords {
  shape(code: string): string | null;
  intensity(code: string): string | null;
  fancyColour(code: string): string | null;
  gemstoneColour(code: string): string | null;
  gemstoneType(code: string): string | null;
  sentence(form: StoneTitleForm, values: StoneTitleValues): string;
}

const ENGLISH_SENTENCES: Record<StoneTitleForm, string> = {
  natural: "{carat} {shape} Natural Diamond",
  labGrown: "{carat} {shape} Lab-Grown Diamond",
  fancy: "{carat} {shape} {intensity} {colour} Diamond",
  labGrownFancy: "{carat} {shape} {intensity} {colour} Lab-Grown Diamond",
  gemstone: "{carat} {shape} {colour} {type}",
};

type Labelled = { parse(code: string): { label: string } | null };
const english = (vocabulary: Labelled) => (code: string) => vocabulary.parse(code)?.label ?? null;

/** The vocabularies' English names and sentences (API answers and image descriptions). */
export const ENGLISH_STONE_TITLE_WORDS: StoneTitleWords = {
  shape: english({ parse: parseShape }),
  intensity: english(INTENSITIES),
  fancyColour: english(FANCY_COLOURS),
  gemstoneColour: english(GEMSTONE_COLOURS),
  gemstoneType: english(GEMSTONE_TYPES),
  sentence: (form, values) =>
    ENGLISH_SENTENCES[form].replace(/\{(\w+)\}/g, (_, key: string) => values[key as keyof StoneTitleValues] ?? ""),
};

function formOf(category: string): StoneTitleForm {
  switch (category) {
    case "GEMSTONE":
      return "gemstone";
    case "FANCY_DIAMOND":
      return "fancy";
    case "LAB_GROWN_FANCY_DIAMOND":
      return "labGrownFancy";
    case "LAB_GROWN_DIAMOND":
      return "labGrown";
    default:
      return "natural";
  }
}

/**
 * A stone's display name: "1.52ct Round Natural Diamond", "1.52ct Oval Fancy Intense Grey Diamond",
 * "2.01ct Oval Royal Blue Sapphire". Grades are not part of it (the grade line shows them); a value the
 * stone does not have leaves no gap, and an unknown code shows as it is.
 */
export function stoneTitle(stone: StoneTitleFacts, words: StoneTitleWords): string {
  const name = (word: (code: string) => string | null, code: string | null | undefined) => (code ? (word(code) ?? code) : "");
  const form = formOf(stone.category);
  const values: StoneTitleValues = {
    carat: caratLabel(stone.caratWeight),
    shape: name(words.shape, stone.shape),
    intensity: form === "fancy" || form === "labGrownFancy" ? name(words.intensity, stone.intensity) : "",
    colour:
      form === "gemstone"
        ? name(words.gemstoneColour, stone.gemstoneColour)
        : form === "fancy" || form === "labGrownFancy"
          ? name(words.fancyColour, stone.fancyColour)
          : "",
    type: form === "gemstone" ? name(words.gemstoneType, stone.gemstoneType) : "",
  };
  return words.sentence(form, values).replace(/\s+/g, " ").trim();
}
