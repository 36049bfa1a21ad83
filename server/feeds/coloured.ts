import {
  COLOUR_GRADES,
  FANCY_COLOURS,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  type ColourGrade,
  type FancyColour,
  type GemstoneClarity,
  type GemstoneColour,
  type GemstoneGrade,
  type GemstoneType,
  type Intensity,
} from "../../core/vocabulary/stones.ts";

/**
 * Supplier spellings and codes of coloured diamonds and gemstones, mapped onto the store's
 * vocabularies (core/vocabulary/stones.ts). The vocabularies accept their own codes and slugs in any
 * case; what is here is only what suppliers write otherwise: GIA colour descriptions ("Fancy Intense
 * Orangy Pink"), overtones, intensity codes (FI, FV), gem varieties (tsavorite is a garnet),
 * treatment wording and the like. Each parser returns null for an empty value (or "None", "N/A")
 * and undefined for one it does not know (a bad value, which rejects the row).
 */

/** Upper case, apostrophes dropped, any other punctuation a single space. */
function codeKey(value: string): string {
  return value
    .toUpperCase()
    .replace(/['’]/g, "")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

/** What sheets put in a column that does not apply to the row ("None", "N/A", "-"). */
const NOT_GIVEN = new Set(["", "NONE", "N A", "NIL", "NOT APPLICABLE"]);

/**
 * A column read through its spellings first, then the vocabulary's codes and slugs: null when the
 * value says the column does not apply, undefined when it names nothing known.
 */
function codeParser<C extends string>(
  spellings: Readonly<Record<string, C>>,
  vocabulary: { parse(value: string): { code: C } | null },
): (value: string) => C | null | undefined {
  return (value) => {
    const k = codeKey(value);
    if (NOT_GIVEN.has(k)) return null;
    return spellings[k] ?? vocabulary.parse(k)?.code;
  };
}

/** True when a value says the column does not apply (a white diamond's fancy colour "None"). */
export function notGiven(value: string): boolean {
  return NOT_GIVEN.has(codeKey(value));
}

// ---------------------------------------------------------------------------------------------
// Coloured diamonds

/** Fancy colour intensity as suppliers abbreviate it (the vocabulary reads the full names). */
const INTENSITY_CODES: Record<string, Intensity> = {
  FNT: "FAINT",
  FT: "FAINT",
  VL: "VERY_LIGHT",
  VLT: "VERY_LIGHT",
  "V LIGHT": "VERY_LIGHT",
  LT: "LIGHT",
  FL: "FANCY_LIGHT",
  FLT: "FANCY_LIGHT",
  FCY: "FANCY",
  FC: "FANCY",
  FI: "FANCY_INTENSE",
  FIN: "FANCY_INTENSE",
  INT: "FANCY_INTENSE",
  FV: "FANCY_VIVID",
  FVV: "FANCY_VIVID",
  VIV: "FANCY_VIVID",
  FD: "FANCY_DEEP",
  FDP: "FANCY_DEEP",
  DP: "FANCY_DEEP",
  FDK: "FANCY_DARK",
  FDRK: "FANCY_DARK",
  DK: "FANCY_DARK",
};

/** An intensity column: a vocabulary name ("Fancy Intense", "fancy-intense"), "Intense", "FCY INT" or a code. */
export function parseIntensity(value: string): Intensity | null | undefined {
  const k = codeKey(value).replace(/^FCY /, "FANCY ");
  if (NOT_GIVEN.has(k)) return null;
  return INTENSITY_CODES[k] ?? INTENSITIES.parse(k)?.code ?? INTENSITIES.parse(`FANCY ${k}`)?.code;
}

/** Intensity words that open a colour description ("Fancy Vivid Yellow", "Light Pink"), longest first. */
const DESCRIPTION_INTENSITIES: readonly (readonly [string, Intensity])[] = [
  ["FANCY VIVID", "FANCY_VIVID"],
  ["FANCY INTENSE", "FANCY_INTENSE"],
  ["FANCY DEEP", "FANCY_DEEP"],
  ["FANCY DARK", "FANCY_DARK"],
  ["FANCY LIGHT", "FANCY_LIGHT"],
  ["VERY LIGHT", "VERY_LIGHT"],
  ["FANCY", "FANCY"],
  ["VIVID", "FANCY_VIVID"],
  ["INTENSE", "FANCY_INTENSE"],
  ["DEEP", "FANCY_DEEP"],
  ["DARK", "FANCY_DARK"],
  ["LIGHT", "LIGHT"],
  ["FAINT", "FAINT"],
];

/** Single-word hues: the vocabulary's, plus spellings and trade names. */
const HUE_WORDS: Record<string, FancyColour> = {
  ...Object.fromEntries(FANCY_COLOURS.codes.filter((c) => !c.includes("_")).map((c) => [c, c])),
  GRAY: "GREY",
  CANARY: "YELLOW",
};

/** Hue codes a fancy colour column may hold on its own (never read from the D-to-M colour column). */
const HUE_CODES: Record<string, FancyColour> = {
  Y: "YELLOW",
  YL: "YELLOW",
  YEL: "YELLOW",
  PK: "PINK",
  PNK: "PINK",
  BLU: "BLUE",
  GN: "GREEN",
  GRN: "GREEN",
  OR: "ORANGE",
  ORG: "ORANGE",
  PUR: "PURPLE",
  PRP: "PURPLE",
  RD: "RED",
  BN: "BROWN",
  BRN: "BROWN",
  GY: "GREY",
  GRY: "GREY",
  BK: "BLACK",
  BLK: "BLACK",
  WH: "WHITE",
  WHT: "WHITE",
  VIO: "VIOLET",
};

/** Overtones ("Orangy", "Pinkish", or a hue named before the main one) and the hue they add. */
const OVERTONE_WORDS: Record<string, FancyColour> = {
  ...HUE_WORDS,
  YELLOWISH: "YELLOW",
  PINKISH: "PINK",
  ORANGY: "ORANGE",
  ORANGISH: "ORANGE",
  GREENISH: "GREEN",
  BROWNISH: "BROWN",
  PURPLISH: "PURPLE",
  BLUISH: "BLUE",
  BLUEISH: "BLUE",
  GRAYISH: "GREY",
  GREYISH: "GREY",
  REDDISH: "RED",
  VIOLETISH: "VIOLET",
};

/** An overtone column saying there is none. */
const NO_OVERTONE = new Set([...NOT_GIVEN, "NO", "N"]);

/**
 * The vocabulary's two-word hues ("PINKISH_PURPLE") by overtone and main hue ("PINK PURPLE"), so a
 * described or separately given overtone lands on them; any other overtone leaves the main hue.
 */
const COMBINED: Map<string, FancyColour> = new Map(
  FANCY_COLOURS.codes
    .filter((c) => c.includes("_"))
    .map((c) => {
      const [overtone, hue] = c.split("_") as [string, string];
      return [`${OVERTONE_WORDS[overtone]} ${hue}`, c] as const;
    }),
);

export interface FancyColourResult {
  colour: FancyColour;
  /** From the description ("Fancy Intense Pink"); an intensity column takes precedence. */
  intensity: Intensity | null;
}

/**
 * A fancy colour from its description and an optional overtone column, GIA style: the last word is
 * the main hue, words before it are overtones (the nearest one counts), an intensity may open it.
 * "Fancy Intense Orangy Pink" -> ORANGY_PINK, intense; "Pink" with overtone "Brownish" -> PINK.
 * `codes`: the description is a fancy colour column, where hue codes ("PK") are accepted too.
 * Returns the reason when a value is not known.
 */
export function parseFancyColour(description: string, overtone: string, codes: boolean): FancyColourResult | string {
  const words = codeKey(description).split(" ").filter(Boolean);
  let intensity: Intensity | null = null;
  for (const [phrase, code] of DESCRIPTION_INTENSITIES) {
    const n = phrase.split(" ").length;
    if (words.length > n && words.slice(0, n).join(" ") === phrase) {
      intensity = code;
      words.splice(0, n);
      break;
    }
  }
  const last = words.pop();
  const hue = last === undefined ? undefined : (HUE_WORDS[last] ?? (codes && !words.length ? HUE_CODES[last] : undefined));
  if (!hue) return `unknown fancy colour "${description.trim()}"`;
  const tones: FancyColour[] = [];
  const given = codeKey(overtone);
  if (given && !NO_OVERTONE.has(given)) {
    for (const word of given.split(" ")) {
      const tone = OVERTONE_WORDS[word];
      if (!tone) return `unknown fancy colour overtone "${overtone.trim()}"`;
      tones.push(tone);
    }
  }
  for (const word of words) {
    const tone = OVERTONE_WORDS[word];
    if (!tone) return `unknown fancy colour "${description.trim()}"`;
    tones.push(tone);
  }
  const nearest = tones[tones.length - 1];
  return { colour: (nearest && COMBINED.get(`${nearest} ${hue}`)) ?? hue, intensity };
}

// ---------------------------------------------------------------------------------------------
// Gemstones

/** Gem type codes of supplier sheets. */
const GEM_TYPE_CODES: Record<string, GemstoneType> = {
  SA: "SAPPHIRE",
  SAP: "SAPPHIRE",
  SAPH: "SAPPHIRE",
  RU: "RUBY",
  RUB: "RUBY",
  RBY: "RUBY",
  EM: "EMERALD",
  EME: "EMERALD",
  EMR: "EMERALD",
  AQ: "AQUAMARINE",
  AQU: "AQUAMARINE",
  AQUA: "AQUAMARINE",
  MO: "MORGANITE",
  MOR: "MORGANITE",
  MORG: "MORGANITE",
  SP: "SPINEL",
  SPI: "SPINEL",
  SPN: "SPINEL",
  TZ: "TANZANITE",
  TAN: "TANZANITE",
  TANZ: "TANZANITE",
  TO: "TOURMALINE",
  TOU: "TOURMALINE",
  TOUR: "TOURMALINE",
  TML: "TOURMALINE",
  GA: "GARNET",
  GAR: "GARNET",
  GRT: "GARNET",
  AL: "ALEXANDRITE",
  ALX: "ALEXANDRITE",
  ALEX: "ALEXANDRITE",
  AM: "AMETHYST",
  AME: "AMETHYST",
  AMY: "AMETHYST",
  TP: "TOPAZ",
  TOP: "TOPAZ",
  TPZ: "TOPAZ",
  PE: "PERIDOT",
  PER: "PERIDOT",
  PRD: "PERIDOT",
  OP: "OPAL",
  OPL: "OPAL",
};

/** Trade names of varieties: the type they belong to and the colour they imply, if one. */
const GEM_VARIETIES: Record<string, readonly [GemstoneType, GemstoneColour | null]> = {
  PADPARADSCHA: ["SAPPHIRE", "PADPARADSCHA"],
  "PADPARADSCHA SAPPHIRE": ["SAPPHIRE", "PADPARADSCHA"],
  TSAVORITE: ["GARNET", "GREEN"],
  DEMANTOID: ["GARNET", "GREEN"],
  RHODOLITE: ["GARNET", null],
  SPESSARTITE: ["GARNET", "ORANGE"],
  "MANDARIN GARNET": ["GARNET", "ORANGE"],
  RUBELLITE: ["TOURMALINE", "PINK"],
  INDICOLITE: ["TOURMALINE", "BLUE"],
  PARAIBA: ["TOURMALINE", null],
  "PARAIBA TOURMALINE": ["TOURMALINE", null],
  "LONDON BLUE TOPAZ": ["TOPAZ", "BLUE"],
  "SWISS BLUE TOPAZ": ["TOPAZ", "BLUE"],
};

/** A gem type column naming a diamond: the row is a diamond. */
const DIAMOND_WORDS = new Set(["DIAMOND", "DIAMONDS", "DIA"]);

export type GemTypeResult = { type: GemstoneType; colour: GemstoneColour | null } | "DIAMOND";

/**
 * A gem type column: a type ("Sapphire", "SAP"), a variety ("Tsavorite"), or a colour and a type
 * ("Royal Blue Sapphire", which also gives the colour); "Diamond" for a diamond row.
 */
export function parseGemType(value: string): GemTypeResult | null | undefined {
  const k = codeKey(value);
  if (NOT_GIVEN.has(k)) return null;
  if (DIAMOND_WORDS.has(k)) return "DIAMOND";
  const named = (name: string): GemTypeResult | undefined => {
    const variety = GEM_VARIETIES[name];
    if (variety) return { type: variety[0], colour: variety[1] };
    const type = GEMSTONE_TYPES.parse(name)?.code;
    return type ? { type, colour: null } : undefined;
  };
  const found = named(k) ?? (GEM_TYPE_CODES[k] ? { type: GEM_TYPE_CODES[k], colour: null } : undefined);
  if (found) return found;
  const words = k.split(" ");
  for (let i = 1; i < words.length; i++) {
    const type = named(words.slice(i).join(" "));
    const colour = parseGemColour(words.slice(0, i).join(" "));
    if (type && type !== "DIAMOND" && colour) return { type: type.type, colour };
  }
  return undefined;
}

/** Gemstone colours as suppliers write them (the vocabulary reads "Royal Blue", "royal-blue"). */
const GEM_COLOUR_WORDS: Record<string, GemstoneColour> = {
  GRAY: "GREY",
  CORNFLOWER: "CORNFLOWER_BLUE",
  ROYAL: "ROYAL_BLUE",
  "PIGEON BLOOD": "PIGEON_BLOOD_RED",
  "PIGEONS BLOOD": "PIGEON_BLOOD_RED",
  "PIGEONS BLOOD RED": "PIGEON_BLOOD_RED",
  PADPARAJAH: "PADPARADSCHA",
  PEACHY: "PEACH",
  "COLOR CHANGE": "COLOUR_CHANGE",
  "COLOR CHANGING": "COLOUR_CHANGE",
  "COLOUR CHANGING": "COLOUR_CHANGE",
  MULTI: "MULTICOLOUR",
  MULTICOLOR: "MULTICOLOUR",
  "MULTI COLOR": "MULTICOLOUR",
  "MULTI COLOUR": "MULTICOLOUR",
  BICOLOR: "MULTICOLOUR",
  BICOLOUR: "MULTICOLOUR",
  "BI COLOR": "MULTICOLOUR",
  "BI COLOUR": "MULTICOLOUR",
  PARTI: "MULTICOLOUR",
  "PARTI COLOR": "MULTICOLOUR",
  "PARTI COLOUR": "MULTICOLOUR",
  WATERMELON: "MULTICOLOUR",
  COLORLESS: "WHITE",
  COLOURLESS: "WHITE",
  BLU: "BLUE",
  GRN: "GREEN",
  YEL: "YELLOW",
  ORG: "ORANGE",
  PNK: "PINK",
  PUR: "PURPLE",
  VIO: "VIOLET",
  WHT: "WHITE",
  GRY: "GREY",
  BLK: "BLACK",
};

export const parseGemColour: (value: string) => GemstoneColour | null | undefined = codeParser(GEM_COLOUR_WORDS, GEMSTONE_COLOURS);

/** Tone codes (GIA's very light to very dark) and spellings; "vivid" is the store's hot. */
const COLOUR_GRADE_CODES: Record<string, ColourGrade> = {
  VL: "VERY_LIGHT",
  "V LIGHT": "VERY_LIGHT",
  L: "LIGHT",
  LT: "LIGHT",
  ML: "MEDIUM_LIGHT",
  "MED LIGHT": "MEDIUM_LIGHT",
  M: "MEDIUM",
  MED: "MEDIUM",
  MD: "MEDIUM_DARK",
  "MED DARK": "MEDIUM_DARK",
  D: "DARK",
  DK: "DARK",
  VD: "VERY_DARK",
  "V DARK": "VERY_DARK",
  VIVID: "HOT",
};

export const parseColourGrade: (value: string) => ColourGrade | null | undefined = codeParser(COLOUR_GRADE_CODES, COLOUR_GRADES);

/**
 * Gemstone clarity: the store's four words, their codes, and the diamond-style grades coloured-stone
 * sheets also use (VVS and better: loupe clean; VS: eye clean; SI: slightly included; I: included).
 */
const GEM_CLARITY_CODES: Record<string, GemstoneClarity> = {
  LC: "LOUPE_CLEAN",
  FL: "LOUPE_CLEAN",
  IF: "LOUPE_CLEAN",
  VVS: "LOUPE_CLEAN",
  VVS1: "LOUPE_CLEAN",
  VVS2: "LOUPE_CLEAN",
  EC: "EYE_CLEAN",
  VS: "EYE_CLEAN",
  VS1: "EYE_CLEAN",
  VS2: "EYE_CLEAN",
  SI: "SLIGHTLY_INCLUDED",
  SLI: "SLIGHTLY_INCLUDED",
  SI1: "SLIGHTLY_INCLUDED",
  SI2: "SLIGHTLY_INCLUDED",
  I: "INCLUDED",
  INC: "INCLUDED",
  INCL: "INCLUDED",
  I1: "INCLUDED",
  I2: "INCLUDED",
  I3: "INCLUDED",
};

export const parseGemClarity: (value: string) => GemstoneClarity | null | undefined = codeParser(GEM_CLARITY_CODES, GEMSTONE_CLARITIES);

/** The A scale, also by the words of its labels ("AAA (Best)": "Best"). */
const GEM_GRADE_WORDS: Record<string, GemstoneGrade> = Object.fromEntries(
  GEMSTONE_GRADES.entries.flatMap((e) => {
    const word = /\((.+)\)/.exec(e.label)?.[1];
    return word ? [[codeKey(word), e.code]] : [];
  }),
);

export function parseGemGrade(value: string): GemstoneGrade | null | undefined {
  const k = codeKey(value);
  if (NOT_GIVEN.has(k)) return null;
  return GEMSTONE_GRADES.parse(k)?.code ?? GEM_GRADE_WORDS[k];
}

/** Treatment wording: what says "none", and what names a treatment (heat, oil, fillers, diffusion...). */
const UNTREATED = new Set([
  "NONE",
  "NO",
  "N",
  "NIL",
  "UNTREATED",
  "NOT TREATED",
  "NO TREATMENT",
  "NO ENHANCEMENT",
  "UNENHANCED",
  "NATURAL",
  "UNHEATED",
  "NOT HEATED",
  "NO HEAT",
  "NH",
  "NO OIL",
  "NO INDICATIONS OF HEATING",
  "NO INDICATION OF HEATING",
  "NO INDICATIONS OF TREATMENT",
  "NO INDICATION OF TREATMENT",
  "NONE DETECTED",
]);
const TREATED = new Set([
  "YES",
  "Y",
  "TREATED",
  "ENHANCED",
  "CLARITY ENHANCED",
  "H",
  "HEAT",
  "HEATED",
  "HEAT ONLY",
  "HEAT TREATED",
  "HEATING",
  "OIL",
  "OILED",
  "MINOR OIL",
  "MINOR",
  "INSIGNIFICANT",
  "MODERATE",
  "SIGNIFICANT",
  "F1",
  "F2",
  "F3",
  "RESIN",
  "FILLED",
  "FRACTURE FILLED",
  "GLASS FILLED",
  "LEAD GLASS",
  "LEAD GLASS FILLED",
  "DIFFUSED",
  "DIFFUSION",
  "BE",
  "BERYLLIUM",
  "BERYLLIUM DIFFUSED",
  "IRRADIATED",
  "IRRADIATION",
  "COATED",
  "DYED",
  "HPHT",
  "LASER DRILLED",
]);

/** True for a treated stone, false for an untreated one. */
export function parseTreatment(value: string): boolean | null | undefined {
  const k = codeKey(value);
  if (!k) return null;
  if (UNTREATED.has(k)) return false;
  if (TREATED.has(k)) return true;
  return undefined;
}
