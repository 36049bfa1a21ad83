import { defineVocabulary } from "./define.ts";

/**
 * Metals (also a product's primary metal): 9, 14 and 18 karat rose, white and yellow gold, platinum and
 * silver. `code` is the GraphQL enum value and `systemCode` (the catalogue's metal code; the same
 * string), `slug` the URL segment ("18k-white-gold", "platinum"). `priceFactor` scales a design's
 * base price: platinum > 18k > 14k > 9k > silver.
 */

export type Karat = 9 | 14 | 18;
export const KARATS: readonly Karat[] = [9, 14, 18];
export type MetalColour = "YELLOW" | "WHITE" | "ROSE";
type MetalElement = "GOLD" | "PLATINUM" | "SILVER";

export interface MetalEntry {
  readonly code: string;
  readonly slug: string;
  readonly label: string;
  readonly systemCode: string;
  /** Gold purity in karat; null for platinum and silver. */
  readonly karat: Karat | null;
  /** The colour of the metal as worn (platinum and silver are white). */
  readonly colour: MetalColour;
  readonly element: MetalElement;
  /** Parts per thousand of the precious metal: 375 (9k), 585 (14k), 750 (18k), 950 (platinum), 925 (silver). */
  readonly millesimalFineness: 375 | 585 | 750 | 950 | 925;
  /** Relative price of the same design in this metal (18k = 1). */
  readonly priceFactor: number;
  /** The colour-only jewellery URL segment ("white-gold", "platinum", "silver"), see JEWELLERY_METALS. */
  readonly jewelleryMetal: JewelleryMetalCode;
}

const FINENESS = { 9: 375, 14: 585, 18: 750 } as const;
const GOLD_FACTOR = { 9: 0.62, 14: 0.78, 18: 1 } as const;
const COLOUR_LABEL = { YELLOW: "Yellow", WHITE: "White", ROSE: "Rose" } as const;

function gold<const K extends Karat, const C extends MetalColour>(karat: K, colour: C) {
  return {
    code: `${colour}_GOLD_${karat}K` as `${C}_GOLD_${K}K`,
    slug: `${karat}k-${colour.toLowerCase()}-gold`,
    label: `${karat}k ${COLOUR_LABEL[colour]} Gold`,
    systemCode: `${colour}_GOLD_${karat}K`,
    karat,
    colour,
    element: "GOLD",
    millesimalFineness: FINENESS[karat],
    priceFactor: GOLD_FACTOR[karat],
    jewelleryMetal: `${colour}_GOLD` as `${C}_GOLD`,
  } as const;
}

/** In the order filters show them: platinum, then gold by karat (18k first), then silver. */
export const METALS = defineVocabulary([
  {
    code: "PLATINUM",
    slug: "platinum",
    label: "Platinum",
    systemCode: "PLATINUM",
    karat: null,
    colour: "WHITE",
    element: "PLATINUM",
    millesimalFineness: 950,
    priceFactor: 1.25,
    jewelleryMetal: "PLATINUM",
  },
  gold(18, "WHITE"),
  gold(18, "YELLOW"),
  gold(18, "ROSE"),
  gold(14, "WHITE"),
  gold(14, "YELLOW"),
  gold(14, "ROSE"),
  gold(9, "WHITE"),
  gold(9, "YELLOW"),
  gold(9, "ROSE"),
  {
    code: "SILVER",
    slug: "silver",
    label: "Silver",
    systemCode: "SILVER",
    karat: null,
    colour: "WHITE",
    element: "SILVER",
    millesimalFineness: 925,
    priceFactor: 0.3,
    jewelleryMetal: "SILVER",
  },
] as const satisfies readonly MetalEntry[]);

export type MetalCode = (typeof METALS.codes)[number];
export type Metal = (typeof METALS.entries)[number];

/** A metal from its slug or code, case-insensitively; null when unknown. */
export const parseMetal = (value: string | null | undefined): Metal | null => METALS.parse(value);

/**
 * Jewellery URLs carry the metal without its karat ("white-gold", "platinum"); the karat
 * travels in the hash (key k).
 */
export const JEWELLERY_METALS = defineVocabulary([
  { code: "WHITE_GOLD", slug: "white-gold", label: "White Gold", colour: "WHITE", element: "GOLD" },
  { code: "YELLOW_GOLD", slug: "yellow-gold", label: "Yellow Gold", colour: "YELLOW", element: "GOLD" },
  { code: "ROSE_GOLD", slug: "rose-gold", label: "Rose Gold", colour: "ROSE", element: "GOLD" },
  { code: "PLATINUM", slug: "platinum", label: "Platinum", colour: "WHITE", element: "PLATINUM" },
  { code: "SILVER", slug: "silver", label: "Silver", colour: "WHITE", element: "SILVER" },
] as const);
export type JewelleryMetalCode = (typeof JEWELLERY_METALS.codes)[number];

/** Parses a karat ("18", "18k", 18); null unless 9, 14 or 18. */
export function parseKarat(value: string | number | null | undefined): Karat | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : Number(String(value).trim().replace(/k$/i, ""));
  return n === 9 || n === 14 || n === 18 ? n : null;
}

/**
 * The metals a jewellery metal segment and karat select: gold with a karat is one metal, gold without
 * one is every karat of that colour; platinum and silver ignore the karat.
 */
export function metalsOfJewelleryMetal(jewelleryMetal: JewelleryMetalCode, karat: Karat | null = null): MetalCode[] {
  return METALS.entries
    .filter((m) => m.jewelleryMetal === jewelleryMetal && (karat === null || m.karat === null || m.karat === karat))
    .map((m) => m.code);
}

/** The single metal of a gold colour and karat (or platinum / silver); null for gold without a karat. */
export function metalOf(jewelleryMetal: JewelleryMetalCode, karat: Karat | null): MetalCode | null {
  const all = metalsOfJewelleryMetal(jewelleryMetal, karat);
  return all.length === 1 ? all[0]! : null;
}

/** Splits a metal into its jewellery URL segment and karat ("18k-white-gold" -> white-gold, 18). */
export function jewelleryMetalOf(code: MetalCode): { metal: JewelleryMetalCode; karat: Karat | null } {
  const m = METALS.get(code);
  return { metal: m.jewelleryMetal, karat: m.karat };
}
