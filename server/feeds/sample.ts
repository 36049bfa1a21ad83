import type { ShapeCode } from "../../core/vocabulary/shapes.ts";
import { money, toDecimal } from "../../core/money.ts";
import {
  COLOUR_GRADES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  type FancyColour,
  type Intensity,
} from "../../core/vocabulary/stones.ts";
import { generateStones } from "../seed/stones.ts";
import { csvLine } from "../db/copy.ts";
import type { StoneRecord } from "../services/stones/index.ts";

/**
 * Supplier-style CSV feeds made from the demo generator, in RapNet or IDEX column names and the
 * spellings suppliers use (shape and grade codes, fancy colours split into hue and overtone,
 * intensity codes, gem type codes, tone codes, treatment wording, origin country names): realistic
 * input for the import's benchmark and tests. Every row maps back to the generated stone's grades,
 * colours, certificates and price (an origin only when the stone's is known).
 */

const SUPPLIER_SHAPE: Partial<Record<ShapeCode, string>> = {
  ROUND: "RB",
  PEAR: "PS",
  EMERALD: "EC",
  CUSHION: "CU",
  OVAL: "OV",
  RADIANT: "RAD",
  PRINCESS: "PR",
  MARQUISE: "MQ",
  ASSCHER: "AS",
  HEART: "HS",
};
const GRADE: Record<string, string> = { IDEAL: "ID", EXCELLENT: "EX", VERY_GOOD: "VG", GOOD: "G", FAIR: "F" };
const FLUOR: Record<string, string> = {
  NONE: "NON",
  FAINT: "FNT",
  VERY_SLIGHT: "VSL",
  SLIGHT: "SL",
  MEDIUM: "MED",
  STRONG: "STG",
  VERY_STRONG: "VST",
};

/** Two-word fancy colours as suppliers send them: the main hue, and the overtone in its own column. */
const HUE_AND_OVERTONE: Partial<Record<FancyColour, readonly [string, string]>> = {
  PINKISH_PURPLE: ["Purple", "Pinkish"],
  GREENISH_YELLOW: ["Yellow", "Greenish"],
  ORANGY_PINK: ["Pink", "Orangy"],
  YELLOWISH_GREEN: ["Green", "Yellowish"],
  GREY: ["Gray", ""],
};
const INTENSITY_CODE: Record<Intensity, string> = {
  FAINT: "FNT",
  VERY_LIGHT: "VL",
  LIGHT: "LT",
  FANCY_LIGHT: "FL",
  FANCY: "FCY",
  FANCY_INTENSE: "FI",
  FANCY_VIVID: "FV",
  FANCY_DEEP: "FDP",
  FANCY_DARK: "FDK",
};
const GEM_CODE: Record<string, string> = { SAPPHIRE: "SAP", RUBY: "RUB", EMERALD: "EME", TANZANITE: "TAN", SPINEL: "SPI" };
const TONE_CODE: Record<string, string> = {
  VERY_LIGHT: "VL",
  LIGHT: "L",
  MEDIUM_LIGHT: "ML",
  MEDIUM: "M",
  MEDIUM_DARK: "MD",
  DARK: "D",
  VERY_DARK: "VD",
  HOT: "Vivid",
};
const GEM_COLOUR_SPELLING: Record<string, string> = {
  COLOUR_CHANGE: "Color Change",
  MULTICOLOUR: "Multicolor",
  GREY: "Gray",
  PIGEON_BLOOD_RED: "Pigeon's Blood",
};
const GEM_CLARITY_CODE: Record<string, string> = { EYE_CLEAN: "EC", LOUPE_CLEAN: "LC", SLIGHTLY_INCLUDED: "SI", INCLUDED: "I" };
const ORIGIN_NAME: Record<string, string> = {
  LK: "Ceylon",
  MM: "Burma",
  CO: "Colombia",
  MZ: "Mozambique",
  MG: "Madagascar",
  TZ: "Tanzania",
  BR: "Brazil",
  ZM: "Zambia",
  TH: "Thailand",
  BW: "Botswana",
  RU: "Russia",
  CA: "Canada",
};

export type FeedStyle = "rapnet" | "idex";

export const RAPNET_HEADER = [
  "Stock #",
  "Shape",
  "Weight",
  "Color",
  "Clarity",
  "Cut Grade",
  "Polish",
  "Symmetry",
  "Fluorescence Intensity",
  "Lab",
  "Certificate #",
  "Measurements",
  "Depth %",
  "Table %",
  "Girdle Condition",
  "Total Price",
  "Fancy Color",
  "Fancy Color Intensity",
  "Country of Origin",
  "Country",
  "Growth Type",
  "Canada Mark",
  "Fancy Color Overtone",
  "Gem Type",
  "Color Grade",
  "Treatment",
  "Quality Grade",
];

export const IDEX_HEADER = [
  "Supplier Stock Ref.",
  "Cut",
  "Carat",
  "Color",
  "Clarity",
  "Make",
  "Polish",
  "Symmetry",
  "Fluorescence Intensity",
  "Lab",
  "Certificate Number",
  "Measurements Length",
  "Measurements Width",
  "Measurements Depth",
  "Total Depth",
  "Table Width",
  "Girdle",
  "Total Price",
  "Fancy Color",
  "Fancy Color Intensity",
  "Fancy Color Overtone",
  "Country of Origin",
  "Country",
  "Lab Grown",
  "Canada Mark",
  "Stone Type",
  "Color Grade",
  "Treatment",
  "Quality",
];

export interface SampleOptions {
  /** Only lab-grown stones (true) or only natural ones (false); both by default. */
  labGrown?: boolean;
  /** Include gemstones (natural only); true by default. */
  gemstones?: boolean;
}

/** One generated stone as a row of a supplier's feed; `n` varies the spellings from row to row. */
function sampleRow(s: StoneRecord, style: FeedStyle, n: number): (string | null)[] {
  const lab = s.category === "LAB_GROWN_DIAMOND" || s.category === "LAB_GROWN_FANCY_DIAMOND";
  const gem = s.category === "GEMSTONE";
  const alt = n % 2 === 1;
  const cert = s.certGia ? ["GIA", s.certGia] : s.certIgi ? ["IGI", s.certIgi] : s.certGcal ? ["GCAL", s.certGcal] : ["", ""];
  const [hue, overtone] = s.fancyColour
    ? (HUE_AND_OVERTONE[s.fancyColour] ?? [s.fancyColour.charAt(0) + s.fancyColour.slice(1).toLowerCase(), ""])
    : ["", ""];
  const intensity = s.intensity ? (alt ? INTENSITY_CODE[s.intensity] : INTENSITIES.get(s.intensity).label) : "";
  const gemType = s.gemstoneType ? (alt && GEM_CODE[s.gemstoneType]) || GEMSTONE_TYPES.get(s.gemstoneType).label : "";
  const gemColour = s.gemstoneColour ? (GEM_COLOUR_SPELLING[s.gemstoneColour] ?? GEMSTONE_COLOURS.get(s.gemstoneColour).label) : "";
  const tone = s.colourGrade ? (alt ? TONE_CODE[s.colourGrade]! : COLOUR_GRADES.get(s.colourGrade).label) : "";
  const gemClarity = s.gemstoneClarity
    ? alt
      ? GEM_CLARITY_CODE[s.gemstoneClarity]!
      : GEMSTONE_CLARITIES.get(s.gemstoneClarity).label
    : "";
  const treatment = gem ? (s.isTreated ? (alt ? "H" : "Heated") : alt ? "None" : "No Heat") : "";
  const origin = s.originCountry && s.knownOrigin ? (alt ? s.originCountry : (ORIGIN_NAME[s.originCountry] ?? s.originCountry)) : "";
  const shape = SUPPLIER_SHAPE[s.shape] ?? s.shape.replace(/_/g, " ");
  const grade = (g: string | null) => (g ? GRADE[g]! : "");
  if (style === "rapnet") {
    return [
      `S${s.externalId.slice(1)}`,
      shape,
      s.caratWeight.toFixed(2),
      gem ? gemColour : (s.colour ?? ""),
      gem ? gemClarity : (s.clarity ?? ""),
      grade(s.cut),
      grade(s.polish),
      grade(s.symmetry),
      s.fluorescence ? FLUOR[s.fluorescence]! : "",
      cert[0]!,
      cert[1]!,
      s.length && s.width && s.depth ? `${s.length.toFixed(2)}x${s.width.toFixed(2)}x${s.depth.toFixed(2)}` : "",
      s.depthPercent?.toFixed(1) ?? "",
      s.tablePercent?.toFixed(0) ?? "",
      s.girdle ?? "",
      s.costMinor === null ? "" : toDecimal(money(s.costMinor, "USD")),
      hue,
      intensity,
      origin,
      s.shippingFromCountry ?? "",
      lab ? "CVD" : "",
      s.canadaMark ? "Yes" : "",
      overtone,
      gemType,
      tone,
      treatment,
      s.grade ?? "",
    ];
  }
  return [
    `IX${s.externalId.slice(1)}`,
    shape,
    s.caratWeight.toFixed(2),
    gem ? gemColour.toUpperCase() : (s.colour ?? ""),
    gem ? gemClarity.toUpperCase() : (s.clarity ?? ""),
    grade(s.cut),
    grade(s.polish),
    grade(s.symmetry),
    s.fluorescence ? FLUOR[s.fluorescence]! : "",
    cert[0]!,
    cert[1]!,
    s.length?.toFixed(2) ?? "",
    s.width?.toFixed(2) ?? "",
    s.depth?.toFixed(2) ?? "",
    s.depthPercent?.toFixed(1) ?? "",
    s.tablePercent?.toFixed(0) ?? "",
    s.girdle ?? "",
    s.costMinor === null ? "" : toDecimal(money(s.costMinor, "USD")),
    hue.toUpperCase(),
    intensity.toUpperCase(),
    overtone.toUpperCase(),
    origin,
    s.shippingFromCountry ?? "",
    lab ? "Yes" : "No",
    s.canadaMark ? "Y" : "",
    gemType.toUpperCase(),
    tone,
    treatment,
    s.grade ?? "",
  ];
}

/** Lines of a feed (header first) of `count` stones in the given column naming; costs in USD. */
export function* sampleFeed(style: FeedStyle, count: number, seed = 7, options: SampleOptions = {}): Generator<string> {
  yield csvLine(style === "rapnet" ? RAPNET_HEADER : IDEX_HEADER);
  let n = 0;
  for (const s of generateStones(count * 2, seed)) {
    const gem = s.category === "GEMSTONE";
    if (gem && options.gemstones === false) continue;
    const lab = s.category === "LAB_GROWN_DIAMOND" || s.category === "LAB_GROWN_FANCY_DIAMOND";
    if (options.labGrown !== undefined && lab !== options.labGrown) continue;
    if (n >= count) return;
    yield csvLine(sampleRow(s, style, n++));
  }
}

/** Lines of a RapNet-style feed (header first) of `count` stones; costs in USD. */
export function sampleRapnetFeed(count: number, seed = 7, options: SampleOptions = {}): Generator<string> {
  return sampleFeed("rapnet", count, seed, options);
}

/** Lines of an IDEX-style feed (header first) of `count` stones; costs in USD. */
export function sampleIdexFeed(count: number, seed = 7, options: SampleOptions = {}): Generator<string> {
  return sampleFeed("idex", count, seed, options);
}
