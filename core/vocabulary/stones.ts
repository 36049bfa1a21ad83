/**
 * Stone vocabularies (docs/product.md#stone-inventory): grades, categories, colours, labs and sort fields of loose
 * diamonds, coloured diamonds and gemstones. Each entry is {code, slug, label}: `code` is the system
 * code (GraphQL enum value, database value), `slug` the URL form, `label` the en-gb display name.
 * Lists are in the order filters show them (best grade first where grades are ranked).
 * Shapes live in ./shapes.ts.
 */

import { defineVocabulary as vocabulary, entriesFromCodes as fromCodes } from "./define.ts";

// ---------------------------------------------------------------------------------------------
// Categories

/** Stone categories. */
export const STONE_CATEGORIES = vocabulary(
  fromCodes(["DIAMOND", "LAB_GROWN_DIAMOND", "FANCY_DIAMOND", "LAB_GROWN_FANCY_DIAMOND", "GEMSTONE"] as const, {
    DIAMOND: "Natural Diamond",
    LAB_GROWN_DIAMOND: "Lab-Grown Diamond",
    FANCY_DIAMOND: "Natural Coloured Diamond",
    LAB_GROWN_FANCY_DIAMOND: "Lab-Grown Coloured Diamond",
    GEMSTONE: "Gemstone",
  }),
);
export type StoneCategory = (typeof STONE_CATEGORIES.codes)[number];

/** Display categories: Diamond (default, also for lab-grown), Gemstone, Coloured Diamond. */
export const DISPLAY_CATEGORIES = vocabulary(
  fromCodes(["DIAMOND", "COLOURED_DIAMOND", "GEMSTONE"] as const, { COLOURED_DIAMOND: "Coloured Diamond" }),
);
export type DisplayCategory = (typeof DISPLAY_CATEGORIES.codes)[number];

/** Gem types. */
export const GEM_TYPES = vocabulary([
  { code: "NATURAL", slug: "natural", label: "Natural" },
  { code: "LAB_GROWN", slug: "lab-grown", label: "Lab-Grown" },
] as const);
export type GemType = (typeof GEM_TYPES.codes)[number];

export function displayCategoryOf(category: StoneCategory): DisplayCategory {
  if (category === "GEMSTONE") return "GEMSTONE";
  if (isFancyCategory(category)) return "COLOURED_DIAMOND";
  return "DIAMOND";
}

export function gemTypeOf(category: StoneCategory): GemType {
  return category === "LAB_GROWN_DIAMOND" || category === "LAB_GROWN_FANCY_DIAMOND" ? "LAB_GROWN" : "NATURAL";
}

export function isFancyCategory(category: StoneCategory): boolean {
  return category === "FANCY_DIAMOND" || category === "LAB_GROWN_FANCY_DIAMOND";
}

/** The category of a display category and gem type (a Gemstone has only the natural kind). */
export function categoryOf(display: DisplayCategory, gemType: GemType): StoneCategory {
  if (display === "GEMSTONE") return "GEMSTONE";
  if (display === "COLOURED_DIAMOND") return gemType === "LAB_GROWN" ? "LAB_GROWN_FANCY_DIAMOND" : "FANCY_DIAMOND";
  return gemType === "LAB_GROWN" ? "LAB_GROWN_DIAMOND" : "DIAMOND";
}

// ---------------------------------------------------------------------------------------------
// Diamond grades

/** Diamond clarity, best first. */
export const CLARITIES = vocabulary(
  (["FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2"] as const).map((code) => ({ code, slug: code.toLowerCase(), label: code })),
);
export type Clarity = (typeof CLARITIES.codes)[number];

/** Diamond colour D to M, best first. */
export const COLOURS = vocabulary(
  (["D", "E", "F", "G", "H", "I", "J", "K", "L", "M"] as const).map((code) => ({ code, slug: code.toLowerCase(), label: code })),
);
export type Colour = (typeof COLOURS.codes)[number];

/** Cut, polish and symmetry grades, best first (FAIR only for some stones). */
export const CUT_GRADES = vocabulary(fromCodes(["IDEAL", "EXCELLENT", "VERY_GOOD", "GOOD", "FAIR"] as const));
export type CutGrade = (typeof CUT_GRADES.codes)[number];

/** Fluorescence, none first. */
export const FLUORESCENCES = vocabulary(fromCodes(["NONE", "FAINT", "VERY_SLIGHT", "SLIGHT", "MEDIUM", "STRONG", "VERY_STRONG"] as const));
export type Fluorescence = (typeof FLUORESCENCES.codes)[number];

// ---------------------------------------------------------------------------------------------
// Certificates

/** Certificate labs; certificate links go to the lab's own report check. */
export const LABS = vocabulary([
  { code: "GIA", slug: "gia", label: "GIA" },
  { code: "IGI", slug: "igi", label: "IGI" },
  { code: "GCAL", slug: "gcal", label: "GCAL" },
] as const);
export type Lab = (typeof LABS.codes)[number];

/** The external report page of a certificate number at its lab. */
export function reportUrl(lab: Lab, number: string): string {
  const n = encodeURIComponent(number);
  switch (lab) {
    case "GIA":
      return `https://www.gia.edu/report-check?reportno=${n}`;
    case "IGI":
      return `https://www.igi.org/verify-your-report/?r=${n}`;
    case "GCAL":
      return `https://www.gcalusa.com/certificate-search.html?certificate_id=${n}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Coloured diamonds

/** Fancy (coloured) diamond colours. */
export const FANCY_COLOURS = vocabulary(
  fromCodes([
    "YELLOW",
    "PINK",
    "BLUE",
    "GREEN",
    "ORANGE",
    "PURPLE",
    "RED",
    "BROWN",
    "CHAMPAGNE",
    "COGNAC",
    "OLIVE",
    "GREY",
    "BLACK",
    "WHITE",
    "VIOLET",
    "CHAMELEON",
    "PINKISH_PURPLE",
    "GREENISH_YELLOW",
    "ORANGY_PINK",
    "YELLOWISH_GREEN",
  ] as const),
);
export type FancyColour = (typeof FANCY_COLOURS.codes)[number];

/** Fancy-diamond colour intensity (the GIA scale, faint to vivid, then deep and dark). */
export const INTENSITIES = vocabulary(
  fromCodes(["FAINT", "VERY_LIGHT", "LIGHT", "FANCY_LIGHT", "FANCY", "FANCY_INTENSE", "FANCY_VIVID", "FANCY_DEEP", "FANCY_DARK"] as const),
);
export type Intensity = (typeof INTENSITIES.codes)[number];

// ---------------------------------------------------------------------------------------------
// Gemstones

/** Gemstone types, each with the mineral species (crystal) it belongs to. */
export const GEMSTONE_TYPES = vocabulary([
  { code: "SAPPHIRE", slug: "sapphire", label: "Sapphire", crystal: "Corundum" },
  { code: "RUBY", slug: "ruby", label: "Ruby", crystal: "Corundum" },
  { code: "EMERALD", slug: "emerald", label: "Emerald", crystal: "Beryl" },
  { code: "AQUAMARINE", slug: "aquamarine", label: "Aquamarine", crystal: "Beryl" },
  { code: "MORGANITE", slug: "morganite", label: "Morganite", crystal: "Beryl" },
  { code: "SPINEL", slug: "spinel", label: "Spinel", crystal: "Spinel" },
  { code: "TANZANITE", slug: "tanzanite", label: "Tanzanite", crystal: "Zoisite" },
  { code: "TOURMALINE", slug: "tourmaline", label: "Tourmaline", crystal: "Tourmaline" },
  { code: "GARNET", slug: "garnet", label: "Garnet", crystal: "Garnet" },
  { code: "ALEXANDRITE", slug: "alexandrite", label: "Alexandrite", crystal: "Chrysoberyl" },
  { code: "AMETHYST", slug: "amethyst", label: "Amethyst", crystal: "Quartz" },
  { code: "TOPAZ", slug: "topaz", label: "Topaz", crystal: "Topaz" },
  { code: "PERIDOT", slug: "peridot", label: "Peridot", crystal: "Olivine" },
  { code: "OPAL", slug: "opal", label: "Opal", crystal: "Opal" },
] as const);
export type GemstoneType = (typeof GEMSTONE_TYPES.codes)[number];

/** Gemstone colours. */
export const GEMSTONE_COLOURS = vocabulary(
  fromCodes(
    [
      "BLUE",
      "ROYAL_BLUE",
      "CORNFLOWER_BLUE",
      "TEAL",
      "GREEN",
      "YELLOW",
      "ORANGE",
      "PADPARADSCHA",
      "PEACH",
      "PINK",
      "HOT_PINK",
      "RED",
      "PIGEON_BLOOD_RED",
      "PURPLE",
      "VIOLET",
      "WHITE",
      "GREY",
      "BLACK",
      "COLOUR_CHANGE",
      "MULTICOLOUR",
    ] as const,
    { PIGEON_BLOOD_RED: "Pigeon Blood Red", COLOUR_CHANGE: "Colour Change" },
  ),
);
export type GemstoneColour = (typeof GEMSTONE_COLOURS.codes)[number];

/** Gemstone colour grades: very light to very dark, plus hot (a saturated, vivid tone). */
export const COLOUR_GRADES = vocabulary(
  fromCodes(["VERY_LIGHT", "LIGHT", "MEDIUM_LIGHT", "MEDIUM", "MEDIUM_DARK", "DARK", "VERY_DARK", "HOT"] as const),
);
export type ColourGrade = (typeof COLOUR_GRADES.codes)[number];

/** Gemstone clarity, best first. */
export const GEMSTONE_CLARITIES = vocabulary(fromCodes(["EYE_CLEAN", "LOUPE_CLEAN", "SLIGHTLY_INCLUDED", "INCLUDED"] as const));
export type GemstoneClarity = (typeof GEMSTONE_CLARITIES.codes)[number];

/** Gemstone quality grade (the trade's A scale), best first. */
export const GEMSTONE_GRADES = vocabulary([
  { code: "AAAA", slug: "aaaa", label: "AAAA (Heirloom)" },
  { code: "AAA", slug: "aaa", label: "AAA (Best)" },
  { code: "AA", slug: "aa", label: "AA (Better)" },
  { code: "A", slug: "a", label: "A (Good)" },
] as const);
export type GemstoneGrade = (typeof GEMSTONE_GRADES.codes)[number];

// ---------------------------------------------------------------------------------------------
// Search

/** Stone sort fields. */
export const STONE_SORT_FIELDS = vocabulary(fromCodes(["PRICE", "WEIGHT"] as const, { WEIGHT: "Carat Weight" }));
export type StoneSortField = (typeof STONE_SORT_FIELDS.codes)[number];

/** Sort directions. */
export const SORT_DIRECTIONS = vocabulary([
  { code: "ASC", slug: "asc", label: "Low to High" },
  { code: "DESC", slug: "desc", label: "High to Low" },
] as const);
export type SortDirection = (typeof SORT_DIRECTIONS.codes)[number];

/**
 * The orders a stone search offers, as its API takes them. RECOMMENDED (best cut, eye-clean clarity and
 * near-colourless colour first, then value for the carat) is the default. URLs write the same orders as
 * a field and a direction (`sort=weight_desc`, none for RECOMMENDED): `stoneSortOrder` in core/urls/stones.ts.
 */
export const STONE_SORT_ORDERS = vocabulary(
  fromCodes(["RECOMMENDED", "PRICE_ASCENDING", "PRICE_DESCENDING", "CARAT_ASCENDING", "CARAT_DESCENDING"] as const, {
    PRICE_ASCENDING: "Price: Low to High",
    PRICE_DESCENDING: "Price: High to Low",
    CARAT_ASCENDING: "Carat: Low to High",
    CARAT_DESCENDING: "Carat: High to Low",
  }),
);
export type StoneSortOrder = (typeof STONE_SORT_ORDERS.codes)[number];

/** Page size bounds of stone search. */
export const STONE_PAGE_SIZE_DEFAULT = 24;
export const STONE_PAGE_SIZE_MAX = 100;
