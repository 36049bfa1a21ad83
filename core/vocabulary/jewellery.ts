import { defineVocabulary, entriesFromCodes } from "./define.ts";

/**
 * Jewellery vocabularies. Product types have a plural listing slug ("necklaces") and a
 * singular product-page word (`productSlug`: jewellery/{slug}-{metal}-necklace).
 */
export const JEWELLERY_TYPES = defineVocabulary([
  { code: "NECKLACE", slug: "necklaces", label: "Necklaces", productSlug: "necklace", singular: "Necklace" },
  { code: "EARRINGS", slug: "earrings", label: "Earrings", productSlug: "earrings", singular: "Earrings" },
  { code: "BRACELET", slug: "bracelets", label: "Bracelets", productSlug: "bracelet", singular: "Bracelet" },
  { code: "RING", slug: "rings", label: "Rings", productSlug: "ring", singular: "Ring" },
] as const);
export type JewelleryTypeCode = (typeof JEWELLERY_TYPES.codes)[number];
export type JewelleryType = (typeof JEWELLERY_TYPES.entries)[number];

/** The product type of a product-page word ("necklace", "bracelet"), or of a listing slug or code. */
export function parseJewelleryProductWord(value: string): JewelleryType | null {
  const v = value.toLowerCase();
  return JEWELLERY_TYPES.entries.find((t) => t.productSlug === v) ?? JEWELLERY_TYPES.parse(value);
}

/** Jewellery product styles with the product types each applies to. */
export const JEWELLERY_STYLES = defineVocabulary([
  { code: "PENDANT", slug: "pendant", label: "Pendant", types: ["NECKLACE"] },
  { code: "CHAIN", slug: "chain", label: "Chain", types: ["NECKLACE", "BRACELET"] },
  { code: "CHOKER", slug: "choker", label: "Choker", types: ["NECKLACE"] },
  { code: "TENNIS", slug: "tennis", label: "Tennis", types: ["NECKLACE", "BRACELET"] },
  { code: "LARIAT", slug: "lariat", label: "Lariat", types: ["NECKLACE"] },
  { code: "STUDS", slug: "studs", label: "Studs", types: ["EARRINGS"] },
  { code: "HOOPS", slug: "hoops", label: "Hoops", types: ["EARRINGS"] },
  { code: "DROP", slug: "drop", label: "Drop", types: ["EARRINGS", "NECKLACE"] },
  { code: "CLIMBER", slug: "climber", label: "Climber", types: ["EARRINGS"] },
  { code: "CLUSTER", slug: "cluster", label: "Cluster", types: ["EARRINGS", "RING", "NECKLACE"] },
  { code: "BANGLE", slug: "bangle", label: "Bangle", types: ["BRACELET"] },
  { code: "CUFF", slug: "cuff", label: "Cuff", types: ["BRACELET"] },
  { code: "CHARM", slug: "charm", label: "Charm", types: ["BRACELET", "NECKLACE"] },
  { code: "SIGNET", slug: "signet", label: "Signet", types: ["RING"] },
  { code: "STACKABLE", slug: "stackable", label: "Stackable", types: ["RING"] },
  { code: "COCKTAIL", slug: "cocktail", label: "Cocktail", types: ["RING"] },
  { code: "PROMISE", slug: "promise", label: "Promise", types: ["RING"] },
  { code: "ETERNITY", slug: "eternity", label: "Eternity", types: ["RING", "BRACELET"] },
] as const satisfies readonly { code: string; slug: string; label: string; types: readonly JewelleryTypeCode[] }[]);
export type JewelleryStyleCode = (typeof JEWELLERY_STYLES.codes)[number];
export type JewelleryStyle = (typeof JEWELLERY_STYLES.entries)[number];

/** The product styles that apply to a product type (all of them when no type is given). */
export function jewelleryStylesFor(type: JewelleryTypeCode | null): JewelleryStyle[] {
  return JEWELLERY_STYLES.entries.filter((s) => type === null || (s.types as readonly string[]).includes(type));
}

/** Jewellery design styles. */
export const JEWELLERY_DESIGN_STYLES = defineVocabulary(
  entriesFromCodes(
    [
      "ART_DECO",
      "BIRTHSTONE",
      "BRIDAL",
      "BUTTERFLY",
      "CELESTIAL",
      "CLASSIC",
      "FLORAL",
      "GEOMETRIC",
      "HEART",
      "MINIMALIST",
      "NATURE_INSPIRED",
      "VINTAGE",
    ] as const,
    { ART_DECO: "Art Deco", NATURE_INSPIRED: "Nature Inspired" },
  ),
);
export type JewelleryDesignStyleCode = (typeof JEWELLERY_DESIGN_STYLES.codes)[number];

/** Gemstones set in jewellery. */
export const JEWELLERY_GEMSTONES = defineVocabulary(
  entriesFromCodes(
    [
      "DIAMOND",
      "LAB_GROWN_DIAMOND",
      "SAPPHIRE",
      "RUBY",
      "EMERALD",
      "PEARL",
      "GARNET",
      "AMETHYST",
      "AQUAMARINE",
      "ALEXANDRITE",
      "PERIDOT",
      "OPAL",
      "TOPAZ",
      "CITRINE",
      "TOURMALINE",
      "TANZANITE",
      "MORGANITE",
      "SPINEL",
    ] as const,
    { LAB_GROWN_DIAMOND: "Lab-Grown Diamond" },
  ),
);
export type JewelleryGemstoneCode = (typeof JEWELLERY_GEMSTONES.codes)[number];

/**
 * Birthstones by month: January garnet to December tanzanite, plus pearl (a second
 * June stone). `gemstone` is the JEWELLERY_GEMSTONES code a birthstone filter selects.
 */
export const BIRTHSTONES = defineVocabulary([
  { code: "JANUARY", slug: "january", label: "January: Garnet", month: 1, gemstone: "GARNET" },
  { code: "FEBRUARY", slug: "february", label: "February: Amethyst", month: 2, gemstone: "AMETHYST" },
  { code: "MARCH", slug: "march", label: "March: Aquamarine", month: 3, gemstone: "AQUAMARINE" },
  { code: "APRIL", slug: "april", label: "April: Diamond", month: 4, gemstone: "DIAMOND" },
  { code: "MAY", slug: "may", label: "May: Emerald", month: 5, gemstone: "EMERALD" },
  { code: "JUNE", slug: "june", label: "June: Alexandrite", month: 6, gemstone: "ALEXANDRITE" },
  { code: "JULY", slug: "july", label: "July: Ruby", month: 7, gemstone: "RUBY" },
  { code: "AUGUST", slug: "august", label: "August: Peridot", month: 8, gemstone: "PERIDOT" },
  { code: "SEPTEMBER", slug: "september", label: "September: Sapphire", month: 9, gemstone: "SAPPHIRE" },
  { code: "OCTOBER", slug: "october", label: "October: Opal", month: 10, gemstone: "OPAL" },
  { code: "NOVEMBER", slug: "november", label: "November: Topaz", month: 11, gemstone: "TOPAZ" },
  { code: "DECEMBER", slug: "december", label: "December: Tanzanite", month: 12, gemstone: "TANZANITE" },
  { code: "PEARL", slug: "pearl", label: "June: Pearl", month: 6, gemstone: "PEARL" },
] as const satisfies readonly { code: string; slug: string; label: string; month: number; gemstone: JewelleryGemstoneCode }[]);
export type Birthstone = (typeof BIRTHSTONES.entries)[number];

/** The birthstones of a month (1-12): one, or two in June. */
export function birthstonesOfMonth(month: number): Birthstone[] {
  return BIRTHSTONES.entries.filter((b) => b.month === month);
}
