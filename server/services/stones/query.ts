import { z } from "zod";
import { CURRENCIES, REGIONS, type Currency, type Region } from "../../../core/regions.ts";
import { resolveMarket, type RequestMarket } from "../../../core/market.ts";
import { normalisePriceRange } from "../../../core/price-range.ts";
import { MAX_SEARCH_OFFSET } from "../../../core/urls/stones.ts";
import { fromZod, ok, type Result } from "../result.ts";
import { SHAPE_CODES, type ShapeCode } from "../../../core/vocabulary/shapes.ts";
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
  LABS,
  STONE_CATEGORIES,
  STONE_PAGE_SIZE_DEFAULT,
  STONE_PAGE_SIZE_MAX,
  STONE_SORT_ORDERS,
  type Clarity,
  type Colour,
  type ColourGrade,
  type CutGrade,
  type FancyColour,
  type Fluorescence,
  type GemstoneClarity,
  type GemstoneColour,
  type GemstoneType,
  type Intensity,
  type Lab,
  type SortDirection,
  type StoneCategory,
  type StoneSortField,
  type StoneSortOrder,
} from "../../../core/vocabulary/stones.ts";

/**
 * A stone search, validated and normalised: the one shape both search engines (in-memory index and
 * SQL) take. Lists are filters by "any of" (empty: no filter); booleans filter when not null (true:
 * only stones with the flag, false: only stones without); ranges are closed, a null bound is open.
 */
export interface StoneQuery {
  categories: StoneCategory[];
  shapes: ShapeCode[];
  caratMin: number | null;
  caratMax: number | null;
  colours: Colour[];
  clarities: Clarity[];
  cuts: CutGrade[];
  polishes: CutGrade[];
  symmetries: CutGrade[];
  fluorescences: Fluorescence[];
  labs: Lab[];
  /** In whole units of `currency`, as shown to the visitor. */
  priceMin: number | null;
  priceMax: number | null;
  ratioMin: number | null;
  ratioMax: number | null;
  depthMin: number | null;
  depthMax: number | null;
  tableMin: number | null;
  tableMax: number | null;
  origins: string[];
  express: boolean | null;
  canadaMark: boolean | null;
  knownOrigin: boolean | null;
  dtlReport: boolean | null;
  inStock: boolean | null;
  treated: boolean | null;
  fancyColours: FancyColour[];
  intensities: Intensity[];
  gemstoneTypes: GemstoneType[];
  gemstoneColours: GemstoneColour[];
  colourGrades: ColourGrade[];
  gemstoneClarities: GemstoneClarity[];
  /** RECOMMENDED (the order a jeweller stands behind; recommended.ts) when the caller names no sort. */
  sort: { field: StoneSortField | "RECOMMENDED"; direction: SortDirection };
  page: number;
  pageSize: number;
  currency: Currency;
  region: Region;
}

/** Each order the search offers as the engines' sort key and direction (the one place they are mapped). */
const ENGINE_SORTS: Record<StoneSortOrder, StoneQuery["sort"]> = {
  RECOMMENDED: { field: "RECOMMENDED", direction: "ASC" },
  PRICE_ASCENDING: { field: "PRICE", direction: "ASC" },
  PRICE_DESCENDING: { field: "PRICE", direction: "DESC" },
  CARAT_ASCENDING: { field: "WEIGHT", direction: "ASC" },
  CARAT_DESCENDING: { field: "WEIGHT", direction: "DESC" },
};

const list = <T extends string>(codes: readonly [T, ...T[]]) =>
  z
    .array(z.enum(codes))
    .max(40)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);
const bound = (max: number) =>
  z
    .number()
    .finite()
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? null);

const stoneQueryInput = z
  .object({
    categories: list(STONE_CATEGORIES.codes),
    shapes: list(SHAPE_CODES),
    caratMin: bound(1000),
    caratMax: bound(1000),
    colours: list(COLOURS.codes),
    clarities: list(CLARITIES.codes),
    cuts: list(CUT_GRADES.codes),
    polishes: list(CUT_GRADES.codes),
    symmetries: list(CUT_GRADES.codes),
    fluorescences: list(FLUORESCENCES.codes),
    labs: list(LABS.codes),
    priceMin: bound(1e10),
    priceMax: bound(1e10),
    ratioMin: bound(60),
    ratioMax: bound(60),
    depthMin: bound(100),
    depthMax: bound(100),
    tableMin: bound(100),
    tableMax: bound(100),
    origins: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code"),
      )
      .max(60)
      .nullish()
      .transform((v) => [...new Set((v ?? []).map((c) => c.toUpperCase()))]),
    express: flag,
    canadaMark: flag,
    knownOrigin: flag,
    dtlReport: flag,
    inStock: flag,
    treated: flag,
    fancyColours: list(FANCY_COLOURS.codes),
    intensities: list(INTENSITIES.codes),
    gemstoneTypes: list(GEMSTONE_TYPES.codes),
    gemstoneColours: list(GEMSTONE_COLOURS.codes),
    colourGrades: list(COLOUR_GRADES.codes),
    gemstoneClarities: list(GEMSTONE_CLARITIES.codes),
    sort: z
      .enum(STONE_SORT_ORDERS.codes)
      .nullish()
      .transform((v) => ENGINE_SORTS[v ?? "RECOMMENDED"]),
    page: z
      .number()
      .int()
      .min(1)
      .nullish()
      .transform((v) => v ?? 1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(STONE_PAGE_SIZE_MAX)
      .nullish()
      .transform((v) => v ?? STONE_PAGE_SIZE_DEFAULT),
    currency: z.enum(CURRENCIES).nullish(),
    region: z.enum(REGIONS).nullish(),
  })
  .superRefine((q, ctx) => {
    const pairs = [
      ["caratMin", "caratMax"],
      ["priceMin", "priceMax"],
      ["ratioMin", "ratioMax"],
      ["depthMin", "depthMax"],
      ["tableMin", "tableMax"],
    ] as const;
    for (const [lo, hi] of pairs) {
      const a = q[lo];
      const b = q[hi];
      // A price range follows the one price-range rule (core/price-range.ts) instead.
      if (lo === "priceMin") continue;
      if (a !== null && b !== null && a > b) ctx.addIssue({ code: "custom", path: [lo], message: `${lo} must not be above ${hi}` });
    }
    if ((q.page - 1) * q.pageSize >= MAX_SEARCH_OFFSET) {
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: `Pages reach ${MAX_SEARCH_OFFSET.toLocaleString("en-GB")} stones at most; narrow the filters`,
      });
    }
  });

export type StoneQueryInput = z.input<typeof stoneQueryInput>;

/** Validates a search, filling the currency and region of the request where the input names none. */
export function parseStoneQuery(input: StoneQueryInput, request: RequestMarket): Result<StoneQuery> {
  const parsed = stoneQueryInput.safeParse(input ?? {});
  if (!parsed.success) return fromZod(parsed.error);
  const q = parsed.data;
  const price = normalisePriceRange({ min: q.priceMin, max: q.priceMax });
  const { currency, region } = resolveMarket(request, q);
  return ok({
    ...q,
    priceMin: price.min,
    priceMax: price.max,
    currency,
    region,
  });
}
