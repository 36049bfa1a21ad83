import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import { vocabularyMessageId as messageIdOf, vocabularyMessages } from "../vocabulary.ts";
import {
  COLOUR_GRADES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  STONE_CATEGORIES,
} from "../../../core/vocabulary/stones.ts";

/**
 * The stone vocabularies whose values are words, by the prefix of their messages. Their en-gb labels
 * stay in core/vocabulary (one place); each value's message is `{prefix}_{code in lower case}`, e.g.
 * `stone_fancy_colour_grey`, so a locale bundle or a server translation can rename any of them.
 * Grade codes that are not words (colour D to M, clarity, labs) are shown as they are.
 */
export const STONE_VOCABULARIES = /* @__PURE__ */ (() =>
  ({
    stone_shape: SHAPES,
    stone_category: STONE_CATEGORIES.entries,
    stone_cut_grade: CUT_GRADES.entries,
    stone_fluorescence: FLUORESCENCES.entries,
    stone_fancy_colour: FANCY_COLOURS.entries,
    stone_intensity: INTENSITIES.entries,
    stone_gemstone_type: GEMSTONE_TYPES.entries,
    stone_gemstone_colour: GEMSTONE_COLOURS.entries,
    stone_colour_grade: COLOUR_GRADES.entries,
    stone_gemstone_clarity: GEMSTONE_CLARITIES.entries,
    stone_gemstone_grade: GEMSTONE_GRADES.entries,
  }) as const)();

type Vocabularies = typeof STONE_VOCABULARIES;
export type StoneVocabulary = keyof Vocabularies;
type CodeOf<V extends StoneVocabulary> = Vocabularies[V][number]["code"];
type IdsOf<V extends StoneVocabulary> = `${V}_${Lowercase<CodeOf<V>>}`;

/** The message id of a vocabulary value (its system code). */
export function vocabularyMessageId(vocabulary: StoneVocabulary, code: string): string {
  return messageIdOf(vocabulary, code);
}

function messagesOf<V extends StoneVocabulary>(vocabulary: V): Record<IdsOf<V>, string> {
  return vocabularyMessages(vocabulary, STONE_VOCABULARIES[vocabulary] as readonly { code: string; label: string }[]) as Record<
    IdsOf<V>,
    string
  >;
}

/**
 * Every vocabulary value's en-gb message (made when used: the browser's build has them as data,
 * scripts/vite-messages.ts, and drops this).
 */
export const stoneVocabularyEnGb = /* @__PURE__ */ (() => ({
  ...messagesOf("stone_shape"),
  ...messagesOf("stone_category"),
  ...messagesOf("stone_cut_grade"),
  ...messagesOf("stone_fluorescence"),
  ...messagesOf("stone_fancy_colour"),
  ...messagesOf("stone_intensity"),
  ...messagesOf("stone_gemstone_type"),
  ...messagesOf("stone_gemstone_colour"),
  ...messagesOf("stone_colour_grade"),
  ...messagesOf("stone_gemstone_clarity"),
  ...messagesOf("stone_gemstone_grade"),
}))();
