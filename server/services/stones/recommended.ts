import { sql, type SQL } from "drizzle-orm";
import type { CodeField } from "./fields.ts";

/**
 * The "Recommended" order of a stone search (docs/decisions/0404-recommended-stone-order.md): the
 * stones a jeweller would put forward first. Each stone gets a quality score from its grades (points
 * below, 0 to 100); stones are listed by score (highest first), then by value for the carat (the
 * lowest price per carat first), then by id. One table drives both engines: the in-memory index
 * scores rows from it, and the SQL search orders by the CASE expression built from it, so both
 * answer the same order.
 */

type Points = Readonly<Record<string, number>>;

/**
 * Points per grade. A field a stone does not have (a gemstone's colour, a fancy shape's cut) scores
 * its `null` entry.
 */
const RECOMMENDED_POINTS: Partial<Record<CodeField, Points & { null: number }>> = {
  // Cut makes the sparkle: excellent and ideal first, very good close behind.
  cut: { IDEAL: 25, EXCELLENT: 25, VERY_GOOD: 18, GOOD: 6, FAIR: 0, null: 10 },
  polish: { EXCELLENT: 5, VERY_GOOD: 4, GOOD: 1, FAIR: 0, IDEAL: 5, null: 0 },
  symmetry: { EXCELLENT: 5, VERY_GOOD: 4, GOOD: 1, FAIR: 0, IDEAL: 5, null: 0 },
  // Eye-clean at the best value: VS1/VS2 look the same as flawless to the eye and cost much less.
  clarity: { FL: 18, IF: 20, VVS1: 22, VVS2: 24, VS1: 25, VS2: 25, SI1: 12, SI2: 0, null: 0 },
  // Colourless to the eye in a setting: G and H are the sweet spot, D-F pay for what few can see.
  colour: { D: 16, E: 18, F: 20, G: 25, H: 25, I: 16, J: 8, K: 2, L: 0, M: 0, null: 0 },
  fluorescence: { NONE: 10, FAINT: 10, VERY_SLIGHT: 7, SLIGHT: 6, MEDIUM: 4, STRONG: 0, VERY_STRONG: 0, null: 5 },
  // Coloured diamonds: saturated colour first.
  intensity: {
    FANCY_VIVID: 25,
    FANCY_INTENSE: 25,
    FANCY_DEEP: 20,
    FANCY: 18,
    FANCY_LIGHT: 10,
    LIGHT: 6,
    VERY_LIGHT: 3,
    FAINT: 0,
    FANCY_DARK: 8,
    null: 0,
  },
  // Gemstones: a medium to medium-dark tone, eye-clean.
  colourGrade: { MEDIUM: 25, MEDIUM_DARK: 25, HOT: 25, MEDIUM_LIGHT: 16, LIGHT: 6, DARK: 8, VERY_LIGHT: 0, VERY_DARK: 0, null: 0 },
  gemstoneClarity: { LOUPE_CLEAN: 25, EYE_CLEAN: 25, SLIGHTLY_INCLUDED: 10, INCLUDED: 0, null: 0 },
};

/** Points by carat weight: a centre stone of 0.9 to 2.5 ct is what most rings are set with. */
const RECOMMENDED_WEIGHT_POINTS: readonly (readonly [fromMicroCarats: number, points: number])[] = [
  [0, 0],
  [500_000, 3],
  [700_000, 6],
  [900_000, 10],
  [2_510_000, 6],
  [4_010_000, 3],
];

const UNTREATED_POINTS = 5;

/** The score of one stone: `code(field)` is its grade in a field or null. */
export function recommendedScore(code: (field: CodeField) => string | null, microCarats: number, treated: boolean): number {
  let score = 0;
  for (const [field, points] of Object.entries(RECOMMENDED_POINTS) as [CodeField, Points & { null: number }][]) {
    const v = code(field);
    score += v === null ? points.null : (points[v] ?? 0);
  }
  let weight = 0;
  for (const [from, points] of RECOMMENDED_WEIGHT_POINTS) if (microCarats >= from) weight = points;
  return score + weight + (treated ? 0 : UNTREATED_POINTS);
}

/**
 * Whole pounds per carat, rounded down, of a list price in pence: the value tie-break, computed the
 * same way in SQL (an ordering key, not money).
 */
export function pricePerCarat(listPriceMinor: number, microCarats: number): number {
  return Math.floor((listPriceMinor * 10_000) / Math.max(microCarats, 1));
}

const COLUMNS: Partial<Record<CodeField, string>> = {
  cut: "cut",
  polish: "polish",
  symmetry: "symmetry",
  clarity: "clarity",
  colour: "colour",
  fluorescence: "fluorescence",
  intensity: "intensity",
  colourGrade: "colour_grade",
  gemstoneClarity: "gemstone_clarity",
};

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The score as an SQL expression over the stones table. */
export function recommendedScoreSql(): SQL {
  const terms = (Object.entries(RECOMMENDED_POINTS) as [CodeField, Points & { null: number }][]).map(([field, points]) => {
    const column = COLUMNS[field]!;
    const whens = Object.entries(points)
      .filter(([k]) => k !== "null")
      .map(([k, p]) => `when ${quote(k)} then ${p}`)
      .join(" ");
    return `(case when ${column} is null then ${points.null} else (case ${column}::text ${whens} else 0 end) end)`;
  });
  const micro = "round(carat_weight * 1000000)";
  const weight = `(case ${[...RECOMMENDED_WEIGHT_POINTS]
    .reverse()
    .map(([from, p]) => `when ${micro} >= ${from} then ${p}`)
    .join(" ")} else 0 end)`;
  const treated = `(case when is_treated then 0 else ${UNTREATED_POINTS} end)`;
  return sql.raw(`(${[...terms, weight, treated].join(" + ")})`);
}

/** The value tie-break as an SQL expression (whole pounds per carat, rounded down). */
export function pricePerCaratSql(): SQL {
  return sql.raw(`((list_price_minor::bigint * 10000) / greatest(round(carat_weight * 1000000)::bigint, 1))`);
}
