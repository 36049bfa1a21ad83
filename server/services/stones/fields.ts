import { SHAPE_CODES } from "../../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  STONE_CATEGORIES,
  type Lab,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import type { StoneQuery } from "./query.ts";

/**
 * The filterable fields of a stone, shared by both search engines: their columns, the query lists
 * that filter them, and which facets each category shows.
 */

export const CATEGORIES = STONE_CATEGORIES.codes;

/** Fields holding one vocabulary value (or none), with their column and the query list filtering them. */
export const CODE_FIELDS = [
  { field: "shape", column: "shape", list: "shapes", codes: SHAPE_CODES },
  { field: "colour", column: "colour", list: "colours", codes: COLOURS.codes },
  { field: "clarity", column: "clarity", list: "clarities", codes: CLARITIES.codes },
  { field: "cut", column: "cut", list: "cuts", codes: CUT_GRADES.codes },
  { field: "polish", column: "polish", list: "polishes", codes: CUT_GRADES.codes },
  { field: "symmetry", column: "symmetry", list: "symmetries", codes: CUT_GRADES.codes },
  { field: "fluorescence", column: "fluorescence", list: "fluorescences", codes: FLUORESCENCES.codes },
  { field: "fancyColour", column: "fancy_colour", list: "fancyColours", codes: FANCY_COLOURS.codes },
  { field: "intensity", column: "intensity", list: "intensities", codes: INTENSITIES.codes },
  { field: "gemstoneType", column: "gemstone_type", list: "gemstoneTypes", codes: GEMSTONE_TYPES.codes },
  { field: "gemstoneColour", column: "gemstone_colour", list: "gemstoneColours", codes: GEMSTONE_COLOURS.codes },
  { field: "colourGrade", column: "colour_grade", list: "colourGrades", codes: COLOUR_GRADES.codes },
  { field: "gemstoneClarity", column: "gemstone_clarity", list: "gemstoneClarities", codes: GEMSTONE_CLARITIES.codes },
  { field: "origin", column: "origin_country", list: "origins", codes: null },
] as const satisfies readonly { field: string; column: string; list: keyof StoneQuery; codes: readonly string[] | null }[];

export type CodeField = (typeof CODE_FIELDS)[number]["field"];

/** Boolean flags, their columns and bits in the index. */
export const FLAG_FIELDS = [
  { field: "express", column: "express", bit: 1 },
  { field: "canadaMark", column: "canada_mark", bit: 2 },
  { field: "knownOrigin", column: "known_origin", bit: 4 },
  { field: "dtlReport", column: "dtl_report", bit: 8 },
  { field: "inStock", column: "in_stock", bit: 16 },
  { field: "treated", column: "is_treated", bit: 32 },
] as const;

/** Certificate labs, their columns and bits. */
export const LAB_FIELDS = [
  { lab: "GIA", column: "cert_gia", bit: 1 },
  { lab: "IGI", column: "cert_igi", bit: 2 },
  { lab: "GCAL", column: "cert_gcal", bit: 4 },
] as const satisfies readonly { lab: Lab; column: string; bit: number }[];

/** Numeric range filters: the query bounds, the column, and the integer scale the index keeps. */
export const RANGE_FIELDS = [
  { field: "ratio", min: "ratioMin", max: "ratioMax", column: "ratio", scale: 1000 },
  { field: "depth", min: "depthMin", max: "depthMax", column: "depth_percent", scale: 100 },
  { field: "table", min: "tableMin", max: "tableMax", column: "table_percent", scale: 100 },
] as const;

const DIAMOND_FACETS: readonly string[] = ["shape", "colour", "clarity", "cut", "polish", "symmetry", "fluorescence", "origin", "lab"];
const FANCY_FACETS: readonly string[] = [
  "shape",
  "fancyColour",
  "intensity",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "origin",
  "lab",
];
const GEMSTONE_FACETS: readonly string[] = [
  "shape",
  "gemstoneType",
  "gemstoneColour",
  "colourGrade",
  "gemstoneClarity",
  "cut",
  "origin",
  "lab",
];
const FLAG_FACETS = FLAG_FIELDS.map((f) => f.field);

const FACETS_BY_CATEGORY: Record<StoneCategory, readonly string[]> = {
  DIAMOND: [...DIAMOND_FACETS, ...FLAG_FACETS.filter((f) => f !== "treated")],
  LAB_GROWN_DIAMOND: [...DIAMOND_FACETS, ...FLAG_FACETS.filter((f) => f !== "treated" && f !== "canadaMark")],
  FANCY_DIAMOND: [...FANCY_FACETS, ...FLAG_FACETS.filter((f) => f !== "treated")],
  LAB_GROWN_FANCY_DIAMOND: [...FANCY_FACETS, ...FLAG_FACETS.filter((f) => f !== "treated" && f !== "canadaMark")],
  GEMSTONE: [...GEMSTONE_FACETS, ...FLAG_FACETS.filter((f) => f !== "canadaMark")],
};

/** Every facet a search shows: those of its categories, plus any field it filters. */
export function facetFieldsOf(q: StoneQuery): Set<string> {
  const out = new Set<string>();
  for (const c of q.categories.length ? q.categories : CATEGORIES) for (const f of FACETS_BY_CATEGORY[c]) out.add(f);
  for (const f of CODE_FIELDS) if ((q[f.list] as readonly string[]).length) out.add(f.field);
  if (q.labs.length) out.add("lab");
  for (const f of FLAG_FIELDS) if (q[f.field] !== null) out.add(f.field);
  return out;
}

/** The order facets are listed in. */
export const FACET_ORDER: readonly string[] = [...CODE_FIELDS.map((f) => f.field), "lab", ...FLAG_FACETS];

export interface FacetValue {
  code: string;
  count: number;
}
export interface Facet {
  field: string;
  values: FacetValue[];
}
export interface HistogramBucket {
  min: number;
  max: number;
  count: number;
}
export interface NumberRange {
  min: number;
  max: number;
}

/** What a search answers before the page's stones are read: identical from both engines. */
export interface SearchOutcome {
  /** Ids of the page's stones, in order. */
  ids: number[];
  total: number;
  facets: Facet[];
  /** Histogram of prices in the display currency over the stones matching every filter but price. */
  histogram: HistogramBucket[];
  /** Carat range of the stones matching every filter but carat. */
  caratRange: NumberRange | null;
  /** Display-currency price range of the stones matching every filter but price. */
  /** In minor units of the search currency. */
  priceRange: NumberRange | null;
}

/** Orders facet values: vocabulary order for coded fields, count (then code) for origins. */
export function orderFacetValues(field: string, counts: Map<string, number>): FacetValue[] {
  const values = [...counts].filter(([, n]) => n > 0).map(([code, count]) => ({ code, count }));
  const spec = CODE_FIELDS.find((f) => f.field === field);
  if (spec?.codes) {
    const rank = new Map(spec.codes.map((c, i) => [c as string, i]));
    return values.sort((a, b) => rank.get(a.code)! - rank.get(b.code)!);
  }
  if (field === "lab") {
    const rank = new Map(LAB_FIELDS.map((l, i) => [l.lab as string, i]));
    return values.sort((a, b) => rank.get(a.code)! - rank.get(b.code)!);
  }
  if (FLAG_FIELDS.some((f) => f.field === field)) return values.sort((a, b) => (a.code === "TRUE" ? 0 : 1) - (b.code === "TRUE" ? 0 : 1));
  return values.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
