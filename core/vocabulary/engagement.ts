import { defineVocabulary, entriesFromCodes } from "./define.ts";
import { SHAPES } from "./shapes.ts";

/** Engagement ring styles, in menu order. */
export const RING_STYLES = defineVocabulary(
  entriesFromCodes(
    ["SOLITAIRE", "HALO", "TRILOGY", "PAVE", "TOI_MOI", "GEMSTONE_SIDES"] as const,
    { PAVE: "Pavé", TOI_MOI: "Toi et Moi", GEMSTONE_SIDES: "Gemstone Sides" },
    { TOI_MOI: "toi-et-moi" },
  ),
);
export type RingStyleCode = (typeof RING_STYLES.codes)[number];

/** Engagement ring design styles. */
export const DESIGN_STYLES = defineVocabulary(
  entriesFromCodes(
    [
      "CLASSIC",
      "VINTAGE",
      "ART_DECO",
      "FLORAL",
      "CLUSTER",
      "MODERN",
      "NATURE_INSPIRED",
      "MINIMALIST",
      "GEOMETRIC",
      "ORGANIC",
      "DELICATE",
      "STATEMENT",
    ] as const,
    { ART_DECO: "Art Deco", NATURE_INSPIRED: "Nature Inspired" },
  ),
);
export type DesignStyleCode = (typeof DESIGN_STYLES.codes)[number];

/**
 * Design features: details a ring may have, several at once. Listing URLs carry them in
 * the hash as a lower-cased list (design_features[]=bead_setting).
 */
export const DESIGN_FEATURES = defineVocabulary(
  entriesFromCodes([
    "BEAD_SETTING",
    "BEZEL_SETTING",
    "CLAW_SETTING",
    "HAND_ENGRAVING",
    "MILGRAIN",
    "SAPPHIRE_COLOURS",
    "HIDDEN_HALO",
    "TWISTED_BAND",
    "SPLIT_SHANK",
    "CATHEDRAL_SETTING",
    "EAST_WEST",
    "DIAMOND_BAND",
    "TAPERED_BAND",
    "SIDE_STONES",
  ] as const),
);
export type DesignFeatureCode = (typeof DESIGN_FEATURES.codes)[number];

/** The ring builder's stone recommendations (engagement-rings/stone-recommendations/{kind}). */
export const STONE_RECOMMENDATION_KINDS = defineVocabulary([
  { code: "NATURAL_DIAMONDS", slug: "natural-diamonds", label: "Natural Diamonds" },
  { code: "LAB_GROWN_DIAMONDS", slug: "lab-grown-diamonds", label: "Lab-Grown Diamonds" },
  { code: "GEMSTONES", slug: "gemstones", label: "Gemstones" },
] as const);
export type StoneRecommendationKindCode = (typeof STONE_RECOMMENDATION_KINDS.codes)[number];

/** The stone shapes (./shapes.ts) as a vocabulary, for URL parsing and filters. */
export const SHAPE_VOCABULARY = defineVocabulary(SHAPES);
