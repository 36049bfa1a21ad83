import { defineVocabulary, entriesFromCodes } from "./define.ts";

/** Wedding ring categories. The first is the default a ring style or metal implies. */
export const WEDDING_CATEGORIES = defineVocabulary([
  { code: "LADIES", slug: "ladies", label: "Ladies'" },
  { code: "MENS", slug: "mens", label: "Men's" },
] as const);
export type WeddingCategoryCode = (typeof WEDDING_CATEGORIES.codes)[number];
export const DEFAULT_WEDDING_CATEGORY: WeddingCategoryCode = "LADIES";

/** Wedding ring styles. */
export const WEDDING_STYLES = defineVocabulary(
  entriesFromCodes(
    ["PLAIN", "DIAMOND", "PAVE", "CHANNEL_SET", "BEZEL_SET", "BAGUETTE", "CHEVRON", "CURVED", "SAPPHIRE", "TWISTED"] as const,
    { PAVE: "Pavé", CHANNEL_SET: "Channel Set", BEZEL_SET: "Bezel Set" },
  ),
);
export type WeddingStyleCode = (typeof WEDDING_STYLES.codes)[number];
