import { DESIGN_FEATURES, DESIGN_STYLES, RING_STYLES } from "../../../core/vocabulary/engagement.ts";
import { JEWELLERY_DESIGN_STYLES, JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS } from "../../../core/vocabulary/metals.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../../core/vocabulary/wedding.ts";
import { vocabularyMessageId, vocabularyMessages } from "../vocabulary.ts";

/**
 * The catalogue vocabularies whose values the pages show, by the prefix of their messages. Their en-gb
 * labels stay in core/vocabulary; each value's message is `{prefix}_{code in lower case}`, e.g.
 * `cat_design_feature_sapphire_colours`, so en-us (or a server translation) can respell any of them.
 * Shapes are the stones' shape messages (`stone_shape_*`); karats are `cat_filter_karat_value`.
 */
export const CATALOGUE_VOCABULARIES = /* @__PURE__ */ (() =>
  ({
    cat_metal: METALS.entries,
    cat_jewellery_metal: JEWELLERY_METALS.entries,
    cat_ring_style: RING_STYLES.entries,
    cat_wedding_style: WEDDING_STYLES.entries,
    cat_wedding_category: WEDDING_CATEGORIES.entries,
    cat_design_style: DESIGN_STYLES.entries,
    cat_jewellery_design_style: JEWELLERY_DESIGN_STYLES.entries,
    cat_design_feature: DESIGN_FEATURES.entries,
    cat_jewellery_type: JEWELLERY_TYPES.entries,
    cat_jewellery_style: JEWELLERY_STYLES.entries,
    cat_jewellery_gemstone: JEWELLERY_GEMSTONES.entries,
  }) as const)();

export type CatalogueVocabulary = keyof typeof CATALOGUE_VOCABULARIES;

/** The message id of a catalogue vocabulary value (its system code). */
export function catalogueVocabularyMessageId(vocabulary: CatalogueVocabulary, code: string): string {
  return vocabularyMessageId(vocabulary, code);
}

/**
 * Every catalogue vocabulary value's en-gb message (made when used: the browser's build has them as
 * data, scripts/vite-messages.ts, and drops this).
 */
export const catalogueVocabularyEnGb = /* @__PURE__ */ (() => ({
  ...vocabularyMessages("cat_metal", METALS.entries),
  ...vocabularyMessages("cat_jewellery_metal", JEWELLERY_METALS.entries),
  ...vocabularyMessages("cat_ring_style", RING_STYLES.entries),
  ...vocabularyMessages("cat_wedding_style", WEDDING_STYLES.entries),
  ...vocabularyMessages("cat_wedding_category", WEDDING_CATEGORIES.entries),
  ...vocabularyMessages("cat_design_style", DESIGN_STYLES.entries),
  ...vocabularyMessages("cat_jewellery_design_style", JEWELLERY_DESIGN_STYLES.entries),
  ...vocabularyMessages("cat_design_feature", DESIGN_FEATURES.entries),
  ...vocabularyMessages("cat_jewellery_type", JEWELLERY_TYPES.entries),
  ...vocabularyMessages("cat_jewellery_style", JEWELLERY_STYLES.entries),
  ...vocabularyMessages("cat_jewellery_gemstone", JEWELLERY_GEMSTONES.entries),
}))();
