import { caratLabel } from "../../../core/carat.ts";
import { parseShape } from "../../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  STONE_CATEGORIES,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import type { StoneView } from "./types.ts";

type Vocab = { parse(v: string | null | undefined): { label: string } | null };

function labelIn(vocab: Vocab, code: string | null | undefined): string | null {
  if (!code) return null;
  return vocab.parse(code)?.label ?? code;
}

export const label = {
  shape: (code: string | null | undefined) => (code ? (parseShape(code)?.label ?? code) : null),
  colour: (code: string | null | undefined) => labelIn(COLOURS, code),
  clarity: (code: string | null | undefined) => labelIn(CLARITIES, code),
  grade: (code: string | null | undefined) => labelIn(CUT_GRADES, code),
  fluorescence: (code: string | null | undefined) => labelIn(FLUORESCENCES, code),
  lab: (code: string | null | undefined) => labelIn(LABS, code),
  fancyColour: (code: string | null | undefined) => labelIn(FANCY_COLOURS, code),
  intensity: (code: string | null | undefined) => labelIn(INTENSITIES, code),
  gemstoneType: (code: string | null | undefined) => labelIn(GEMSTONE_TYPES, code),
  gemstoneColour: (code: string | null | undefined) => labelIn(GEMSTONE_COLOURS, code),
  colourGrade: (code: string | null | undefined) => labelIn(COLOUR_GRADES, code),
  gemstoneClarity: (code: string | null | undefined) => labelIn(GEMSTONE_CLARITIES, code),
  gemstoneGrade: (code: string | null | undefined) => labelIn(GEMSTONE_GRADES, code),
  category: (code: string | null | undefined) => labelIn(STONE_CATEGORIES, code),
};

const regionNames = typeof Intl !== "undefined" && "DisplayNames" in Intl ? new Intl.DisplayNames(["en-GB"], { type: "region" }) : null;

/** "BW" -> "Botswana". */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** What a search calls its stones ("diamonds", "gemstones"). */
export function nounFor(category: StoneCategory, count = 2): string {
  const plural = count !== 1;
  if (category === "GEMSTONE") return plural ? "gemstones" : "gemstone";
  return plural ? "diamonds" : "diamond";
}

/** "1.52ct Round Natural Diamond", "2.01ct Oval Royal Blue Sapphire". */
export function stoneTitle(stone: StoneView): string {
  const shape = label.shape(stone.shape) ?? "";
  const weight = caratLabel(stone.caratWeight);
  switch (stone.category as StoneCategory) {
    case "GEMSTONE":
      return `${weight} ${shape} ${[label.gemstoneColour(stone.gemstoneColour), label.gemstoneType(stone.gemstoneType)].filter(Boolean).join(" ")}`.trim();
    case "FANCY_DIAMOND":
    case "LAB_GROWN_FANCY_DIAMOND":
      return `${weight} ${shape} ${[label.intensity(stone.intensity), label.fancyColour(stone.fancyColour)].filter(Boolean).join(" ")} ${stone.category === "LAB_GROWN_FANCY_DIAMOND" ? "Lab-Grown " : ""}Diamond`.replace(/\s+/g, " ").trim();
    case "LAB_GROWN_DIAMOND":
      return `${weight} ${shape} Lab-Grown Diamond`;
    default:
      return `${weight} ${shape} Natural Diamond`;
  }
}

/** The short grade line of a result ("G · VS1 · Excellent"). */
export function gradeLine(stone: StoneView): string {
  const parts =
    stone.category === "GEMSTONE"
      ? [label.colourGrade(stone.colourGrade), label.gemstoneClarity(stone.gemstoneClarity), stone.isTreated ? "Treated" : "Untreated"]
      : stone.category === "FANCY_DIAMOND" || stone.category === "LAB_GROWN_FANCY_DIAMOND"
        ? [label.intensity(stone.intensity), label.clarity(stone.clarity), stone.certificates[0]?.lab ?? null]
        : [label.colour(stone.colour), label.clarity(stone.clarity), label.grade(stone.cut), stone.certificates[0]?.lab ?? null];
  return parts.filter(Boolean).join(" · ");
}

/** "6.42 × 6.45 × 3.98 mm". */
export function measurements(stone: StoneView): string | null {
  if (stone.length === null || stone.width === null) return null;
  const n = (v: number) => v.toFixed(2);
  return `${n(stone.length)} × ${n(stone.width)}${stone.depth !== null ? ` × ${n(stone.depth)}` : ""} mm`;
}

/** A delivery date as "Friday 14 March". */
export function formatDeliveryDate(iso: string | null, locale = "en-GB"): string | null {
  if (!iso) return null;
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(date);
}
