/**
 * The URL grammar of diamond and gemstone search (docs/product.md#stone-urls): parse and format of every stone
 * route (paths without the region prefix) and of the search state (filters, sort, page, selected
 * stone) that SKU listings carry in the query string and non-SKU searches in the URL hash.
 *
 * Pure: shared by the server renderer and the browser. parse(format(x)) deep-equals x for every
 * canonical value; parsing is lenient (unknown values are ignored, non-numeric pages and
 * prices fall back to their defaults) and `isCanonical*` tells a caller when to redirect.
 */
import { formatCaratUrl, isStoneIdentifier, parseCarat } from "../carat.ts";
import { normalisePriceRange } from "../price-range.ts";
import { QUERY_LIMITS, decodeQuery, encodeQuery, pathSegments, parsePage, queryList, type QueryObject } from "./common.ts";
import { SHAPES, parseShape, type ShapeCode } from "../vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  GEMSTONE_CLARITIES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  STONE_SORT_FIELDS,
  SORT_DIRECTIONS,
  type Clarity,
  type Colour,
  type ColourGrade,
  type GemstoneClarity,
  type CutGrade,
  type FancyColour,
  type Fluorescence,
  type GemstoneColour,
  type GemstoneType,
  type Intensity,
  type Lab,
  type SortDirection,
  type StoneCategory,
  type StoneSortField,
  type StoneSortOrder,
} from "../vocabulary/stones.ts";

// ---------------------------------------------------------------------------------------------
// Search state

/** A closed range; either bound may be open (null). Both null: the filter is unset. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** Every stone filter a search offers (the stone's fields plus the extra filters). */
export interface StoneFilters {
  shapes: ShapeCode[];
  /** Carat weight; URLs show two decimals. */
  carat: NumberRange;
  /** Price in whole units of the region currency; 0 to 0 counts as unset. */
  price: NumberRange;
  colours: Colour[];
  clarities: Clarity[];
  cuts: CutGrade[];
  polishes: CutGrade[];
  symmetries: CutGrade[];
  fluorescences: Fluorescence[];
  labs: Lab[];
  /** Length to width ratio, two decimals. */
  ratio: NumberRange;
  /** Depth percent, one decimal. */
  depth: NumberRange;
  /** Table percent, one decimal. */
  table: NumberRange;
  /** Origin countries (ISO 3166 alpha-2, upper case). */
  origins: string[];
  express: boolean;
  canadaMark: boolean;
  knownOrigin: boolean;
  dtlReport: boolean;
  inStock: boolean;
  fancyColours: FancyColour[];
  intensities: Intensity[];
  gemstoneTypes: GemstoneType[];
  gemstoneColours: GemstoneColour[];
  colourGrades: ColourGrade[];
  gemstoneClarities: GemstoneClarity[];
  /** true: treated stones only; false: untreated only; null: either. */
  treated: boolean | null;
}

export interface StoneSort {
  field: StoneSortField;
  direction: SortDirection;
}

export interface StoneSearchState {
  filters: StoneFilters;
  /** null: the search's default order. */
  sort: StoneSort | null;
  /** 1-based. */
  page: number;
  /** The selected stone (7 upper-case letters or digits), shown as the stone detail. */
  stoneId: string | null;
}

export function emptyFilters(): StoneFilters {
  return {
    shapes: [],
    carat: { min: null, max: null },
    price: { min: null, max: null },
    colours: [],
    clarities: [],
    cuts: [],
    polishes: [],
    symmetries: [],
    fluorescences: [],
    labs: [],
    ratio: { min: null, max: null },
    depth: { min: null, max: null },
    table: { min: null, max: null },
    origins: [],
    express: false,
    canadaMark: false,
    knownOrigin: false,
    dtlReport: false,
    inStock: false,
    fancyColours: [],
    intensities: [],
    gemstoneTypes: [],
    gemstoneColours: [],
    colourGrades: [],
    gemstoneClarities: [],
    treated: null,
  };
}

export function emptySearchState(): StoneSearchState {
  return { filters: emptyFilters(), sort: null, page: 1, stoneId: null };
}

/** At most 20 values of one list parameter (the query-string array limit). */
const ARRAY_LIMIT = QUERY_LIMITS.arrayLimit;

/**
 * Search pages are numbered and reach the first 10,000 stones of a search: a page starting deeper is
 * refused, and the page count stops there. Narrower filters reach the rest.
 */
export const MAX_SEARCH_OFFSET = 10_000;

/** The pages a visitor can reach for a total: every page of it, up to MAX_SEARCH_OFFSET stones. */
export function reachablePageCount(total: number, pageSize: number): number {
  return Math.min(Math.ceil(total / pageSize), Math.ceil(MAX_SEARCH_OFFSET / pageSize));
}

interface ListCodec<T extends string> {
  field: keyof StoneFilters;
  key: string;
  /** Canonical order and the URL form of each value. */
  order: readonly T[];
  toUrl(value: T): string;
  fromUrl(value: string): T | null;
}

function vocabularyCodec<T extends string>(
  field: keyof StoneFilters,
  key: string,
  vocab: { codes: readonly T[]; parse(v: string | null | undefined): { code: T } | null },
): ListCodec<T> {
  return {
    field,
    key,
    order: vocab.codes,
    // As in the catalogue's hash filters: the lower-cased code ("very_good", "vvs1").
    toUrl: (v) => v.toLowerCase(),
    fromUrl: (v) => vocab.parse(v)?.code ?? null,
  };
}

const COUNTRY = /^[A-Za-z]{2}$/;

/** The list filters, in the order their parameters are written. */
const LIST_CODECS: readonly ListCodec<string>[] = [
  {
    field: "shapes",
    key: "shape",
    order: SHAPES.map((s) => s.code),
    toUrl: (v) => SHAPES.find((s) => s.code === v)!.slug,
    fromUrl: (v) => parseShape(v)?.code ?? null,
  },
  vocabularyCodec("colours", "colour", COLOURS),
  vocabularyCodec("clarities", "clarity", CLARITIES),
  vocabularyCodec("cuts", "cut", CUT_GRADES),
  vocabularyCodec("polishes", "polish", CUT_GRADES),
  vocabularyCodec("symmetries", "symmetry", CUT_GRADES),
  vocabularyCodec("fluorescences", "fluorescence", FLUORESCENCES),
  vocabularyCodec("labs", "lab", LABS),
  {
    field: "origins",
    key: "origin",
    order: [],
    toUrl: (v) => v.toLowerCase(),
    fromUrl: (v) => (COUNTRY.test(v) ? v.toUpperCase() : null),
  },
  vocabularyCodec("fancyColours", "fancy_colour", FANCY_COLOURS),
  vocabularyCodec("intensities", "intensity", INTENSITIES),
  vocabularyCodec("gemstoneTypes", "gemstone_type", GEMSTONE_TYPES),
  vocabularyCodec("gemstoneColours", "gemstone_colour", GEMSTONE_COLOURS),
  vocabularyCodec("colourGrades", "colour_grade", COLOUR_GRADES),
  vocabularyCodec("gemstoneClarities", "gemstone_clarity", GEMSTONE_CLARITIES),
];

interface RangeCodec {
  field: "carat" | "price" | "ratio" | "depth" | "table";
  key: string;
  format(value: number): string;
  parse(value: string): number | null;
}

const DECIMAL = /^\d+(\.\d+)?$/;
function decimalParser(places: number, max: number) {
  const factor = 10 ** places;
  return (value: string): number | null => {
    const v = value.trim();
    if (!DECIMAL.test(v)) return null;
    const n = Math.round(Number(v) * factor) / factor;
    return Number.isFinite(n) && n <= max ? n : null;
  };
}
function decimalFormatter(places: number) {
  const factor = 10 ** places;
  return (value: number): string => String(Math.round(value * factor) / factor);
}

const RANGE_CODECS: readonly RangeCodec[] = [
  {
    field: "carat",
    key: "carat",
    format: formatCaratUrl,
    parse: (v) => {
      const n = parseCarat(v);
      return n === null || n > 1000 ? null : Math.round(n * 100) / 100;
    },
  },
  {
    field: "price",
    key: "price",
    format: (v) => String(Math.round(v)),
    parse: (v) => (/^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : null),
  },
  { field: "ratio", key: "ratio", format: decimalFormatter(2), parse: decimalParser(2, 100) },
  { field: "depth", key: "depth", format: decimalFormatter(1), parse: decimalParser(1, 100) },
  { field: "table", key: "table", format: decimalFormatter(1), parse: decimalParser(1, 100) },
];

const FLAG_CODECS: readonly { field: "express" | "canadaMark" | "knownOrigin" | "dtlReport" | "inStock"; key: string }[] = [
  { field: "express", key: "express" },
  { field: "canadaMark", key: "canada_mark" },
  { field: "knownOrigin", key: "known_origin" },
  { field: "dtlReport", key: "dtl_report" },
  { field: "inStock", key: "in_stock" },
];

/** URL keys of the search state, for documentation and tests. */
export const STONE_PARAM_KEYS = [
  ...LIST_CODECS.map((c) => c.key),
  ...RANGE_CODECS.flatMap((c) => [`${c.key}_min`, `${c.key}_max`]),
  ...FLAG_CODECS.map((c) => c.key),
  "treated",
  "sort",
  "page",
  "stone",
] as const;

function parseBoolean(value: string | undefined): boolean | null {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (v === "true" || v === "1" || v === "yes") return true;
  if (v === "false" || v === "0" || v === "no") return false;
  return null;
}

/** The sort as written in a URL: lower-cased field and direction ("price_asc", "weight_desc"). */
export function formatSort(sort: StoneSort): string {
  return `${sort.field.toLowerCase()}_${sort.direction.toLowerCase()}`;
}

export function parseSort(value: string | null | undefined): StoneSort | null {
  if (!value) return null;
  const match = /^([a-z]+)[_-](asc|desc)$/i.exec(value.trim());
  if (!match) return null;
  const field = STONE_SORT_FIELDS.parse(match[1]!)?.code;
  const direction = SORT_DIRECTIONS.parse(match[2]!)?.code;
  return field && direction ? { field, direction } : null;
}

/** The search order a URL's sort asks for: no sort is RECOMMENDED; weight is the carat weight. */
export function stoneSortOrder(sort: StoneSort | null): StoneSortOrder {
  if (!sort) return "RECOMMENDED";
  return `${sort.field === "WEIGHT" ? "CARAT" : "PRICE"}_${sort.direction === "ASC" ? "ASCENDING" : "DESCENDING"}`;
}

export const STONE_SORTS: readonly StoneSort[] = STONE_SORT_FIELDS.codes.flatMap((field) =>
  SORT_DIRECTIONS.codes.map((direction) => ({ field, direction })),
);

// ---------------------------------------------------------------------------------------------
// key=value encoding: the store's query-string format (core/urls/common.ts), in a query or a hash

/** The values of one key as strings; a list may also come comma-separated ("shape=oval,pear"). */
function listOf(query: QueryObject, key: string): string[] {
  return queryList(query[key])
    .flatMap((v) => v.split(","))
    .filter(Boolean)
    .slice(0, ARRAY_LIMIT);
}

function firstOf(query: QueryObject, key: string): string | undefined {
  return queryList(query[key])[0];
}

/** Parses the search state from a query string or a hash ("?colour[]=d&carat_min=1.00", "#..."). */
export function parseStoneParams(input: string): StoneSearchState {
  const query = decodeQuery(input);
  const filters = emptyFilters();
  for (const codec of LIST_CODECS) {
    const values: string[] = [];
    for (const raw of listOf(query, codec.key)) {
      const v = codec.fromUrl(raw);
      if (v !== null && !values.includes(v)) values.push(v);
    }
    if (codec.order.length) values.sort((a, b) => codec.order.indexOf(a) - codec.order.indexOf(b));
    (filters[codec.field] as string[]) = values;
  }
  for (const codec of RANGE_CODECS) {
    const min = firstOf(query, `${codec.key}_min`);
    const max = firstOf(query, `${codec.key}_max`);
    let lo = min === undefined ? null : codec.parse(min);
    let hi = max === undefined ? null : codec.parse(max);
    if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
    filters[codec.field] = { min: lo, max: hi };
  }
  filters.price = normalisePriceRange(filters.price);
  for (const codec of FLAG_CODECS) filters[codec.field] = parseBoolean(firstOf(query, codec.key)) === true;
  filters.treated = parseBoolean(firstOf(query, "treated"));
  const stone = firstOf(query, "stone");
  return {
    filters,
    sort: parseSort(firstOf(query, "sort")),
    // A page beyond MAX_PAGE keeps its number, beyond every listing's last page: the search answers 404.
    page: parsePage(firstOf(query, "page")) ?? Number(firstOf(query, "page")),
    stoneId: stone !== undefined && isStoneIdentifier(stone) ? stone : null,
  };
}

/**
 * Writes the search state as "key=value&list[]=value" (no leading "?" or "#"); unset filters, page 1
 * and a null sort are left out, so the empty state is "".
 */
export function formatStoneParams(state: Partial<StoneSearchState>, options: { page?: boolean } = {}): string {
  const query: QueryObject = {};
  const filters = state.filters ?? emptyFilters();
  for (const codec of LIST_CODECS) {
    const values = [...(filters[codec.field] as string[])];
    if (codec.order.length) values.sort((a, b) => codec.order.indexOf(a) - codec.order.indexOf(b));
    if (values.length) query[codec.key] = values.slice(0, ARRAY_LIMIT).map((v) => codec.toUrl(v));
  }
  for (const codec of RANGE_CODECS) {
    const range = codec.field === "price" ? normalisePriceRange(filters.price) : filters[codec.field];
    if (range.min !== null) query[`${codec.key}_min`] = codec.format(range.min);
    if (range.max !== null) query[`${codec.key}_max`] = codec.format(range.max);
  }
  for (const codec of FLAG_CODECS) if (filters[codec.field]) query[codec.key] = true;
  if (filters.treated !== null) query["treated"] = filters.treated;
  if (state.sort) query["sort"] = formatSort(state.sort);
  if (options.page !== false && state.page && state.page > 1) query["page"] = state.page;
  if (state.stoneId && isStoneIdentifier(state.stoneId)) query["stone"] = state.stoneId;
  return encodeQuery(query);
}

/**
 * The query field and value a filter's value is written as ({ name: "shape[]", value: "round" }):
 * what a search form sends when the page runs no script. Null for a field that is not a list.
 */
export function stoneFilterParam(field: keyof StoneFilters, code: string): { name: string; value: string } | null {
  const codec = LIST_CODECS.find((c) => c.field === field);
  return codec ? { name: `${codec.key}[]`, value: codec.toUrl(code) } : null;
}

/**
 * The query fields of a range's two bounds and their values as a URL writes them
 * ({ min: { name: "carat_min", value: "1.00" }, max: { name: "carat_max", value: "" } }; an open bound
 * is ""): what a search form sends when the page runs no script.
 */
export function stoneRangeParams(field: RangeCodec["field"], range: NumberRange): Record<"min" | "max", { name: string; value: string }> {
  const codec = RANGE_CODECS.find((c) => c.field === field)!;
  const param = (bound: "min" | "max") => ({
    name: `${codec.key}_${bound}`,
    value: range[bound] === null ? "" : codec.format(range[bound]),
  });
  return { min: param("min"), max: param("max") };
}

/** A stone search at a path of its own (the ring builder's step 2 for a kind of stone): the path with the visitor's filters, sort and page. */
export function stoneRecommendationsAt(path: string, state: StoneSearchState): string {
  const query = formatStoneParams({ ...state, stoneId: null });
  return `${path}${query ? `?${query}` : ""}`;
}

/** How many filters are set (each list value, range and flag counts once), for "Reset (n)". */
export function countActiveFilters(filters: StoneFilters): number {
  let n = 0;
  for (const codec of LIST_CODECS) n += (filters[codec.field] as string[]).length;
  for (const codec of RANGE_CODECS) {
    const r = filters[codec.field];
    if (r.min !== null || r.max !== null) n += 1;
  }
  for (const codec of FLAG_CODECS) if (filters[codec.field]) n += 1;
  if (filters.treated !== null) n += 1;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Paths

const ALL_SHAPES = "all-shapes";
const ALL_COLOURS = "all-colours";

type GemOrigin = "NATURAL" | "LAB_GROWN";

/** Every stone route (docs/product.md#stone-urls; paths without the region prefix). */
export type StonePath =
  /** diamonds/natural/{shape|all-shapes}/{page?}: natural diamonds, SKU listing. */
  | { kind: "natural-diamonds"; shape: ShapeCode | null; page: number }
  /** diamonds/lab-grown-sku/{shape}/{page?}: lab-grown diamonds, SKU listing. */
  | { kind: "lab-grown-diamonds"; shape: ShapeCode | null; page: number }
  /** coloured-diamonds/{natural|lab-grown}/{colour}/{shape}/{page?} */
  | { kind: "coloured-diamonds"; origin: GemOrigin; colour: FancyColour | null; shape: ShapeCode | null; page: number }
  /** gemstones/natural-sku/{page?} */
  | { kind: "gemstones"; page: number }
  /** diamonds/lab-grown: non-SKU lab-grown search; state in the hash. */
  | { kind: "lab-grown-non-sku" }
  /** gemstones/natural: non-SKU gemstone search; state in the hash. */
  | { kind: "gemstones-non-sku" }
  /** diamond-search: redirects to the natural diamond listing. */
  | { kind: "diamond-search" }
  /** diamond-search/lab/GIA-{number} */
  | { kind: "diamond-by-gia"; giaNumber: string }
  /** diamond-search/{feedIdentifier}-{externalId}[-GIA-{giaNumber}] */
  | { kind: "diamond-by-feed"; feed: string; externalId: string; giaNumber: string | null }
  /** lab-grown-diamond-search/{stoneId?} */
  | { kind: "lab-grown-diamond-search"; stoneId: string | null }
  /** gemstone-search/{stoneId?} */
  | { kind: "gemstone-search"; stoneId: string | null }
  /** fancy-diamond-search/{stoneId?}: the coloured (fancy) diamond search. */
  | { kind: "fancy-diamond-search"; stoneId: string | null }
  /** diamonds/{identifier}/dtl: the diamond report page. */
  | { kind: "dtl"; identifier: string };

/** The stone category a route searches. */
export function categoryOfPath(path: StonePath): StoneCategory {
  switch (path.kind) {
    case "natural-diamonds":
    case "diamond-search":
    case "diamond-by-gia":
    case "diamond-by-feed":
    case "dtl":
      return "DIAMOND";
    case "lab-grown-diamonds":
    case "lab-grown-non-sku":
    case "lab-grown-diamond-search":
      return "LAB_GROWN_DIAMOND";
    case "coloured-diamonds":
      return path.origin === "LAB_GROWN" ? "LAB_GROWN_FANCY_DIAMOND" : "FANCY_DIAMOND";
    case "fancy-diamond-search":
      return "FANCY_DIAMOND";
    case "gemstones":
    case "gemstones-non-sku":
    case "gemstone-search":
      return "GEMSTONE";
  }
}

/** Non-SKU searches keep filters, sort and the selected stone in the URL hash. */
export function usesHashState(path: StonePath): boolean {
  return path.kind === "lab-grown-non-sku" || path.kind === "gemstones-non-sku";
}

/** Routes whose path carries the page number (SKU listings). */
function hasPathPage(path: StonePath): path is Extract<StonePath, { page: number }> {
  return "page" in path;
}

/** Feed identifiers: letters, digits and underscores (no hyphen: it separates the external id). */
const FEED = /^[A-Za-z0-9_]{1,40}$/;
const EXTERNAL_ID = /^[A-Za-z0-9_.-]{1,80}$/;
const GIA_NUMBER = /^\d{5,15}$/;

function shapeSegment(segment: string | undefined): ShapeCode | null {
  if (!segment || segment === ALL_SHAPES) return null;
  return parseShape(segment)?.code ?? null;
}

function pageSegment(segments: string[], index: number): number | null {
  if (segments.length <= index) return 1;
  if (segments.length > index + 1) return null;
  return parsePage(segments[index]);
}

function splitPath(pathname: string): string[] {
  return pathSegments(pathname.split(/[?#]/)[0]!);
}

/**
 * Parses a path without the region prefix ("/diamonds/natural/round/2"). null when it is not a stone
 * route, or when a route's identifier is malformed (answered 404). The route's words, shapes and
 * colours are read in any case ("/Diamonds/NATURAL/Round" is the natural round listing, which
 * formatStonePath writes in lower case); identifiers and supplier references are read as written.
 */
export function parseStonePath(pathname: string): StonePath | null {
  const s = splitPath(pathname);
  const [a, b, c, d] = s.map((segment) => segment.toLowerCase());
  const [, rawB] = s;
  switch (a) {
    case "diamonds": {
      // A section's own address is its first listing (the loader redirects to the canonical form).
      if (s.length === 1) return { kind: "natural-diamonds", shape: null, page: 1 };
      if (b === "natural") {
        if (s.length === 2) return { kind: "natural-diamonds", shape: null, page: 1 };
        const page = pageSegment(s, 3);
        return page === null ? null : { kind: "natural-diamonds", shape: shapeSegment(c), page };
      }
      if (b === "lab-grown-sku") {
        if (s.length === 2) return { kind: "lab-grown-diamonds", shape: null, page: 1 };
        const page = pageSegment(s, 3);
        return page === null ? null : { kind: "lab-grown-diamonds", shape: shapeSegment(c), page };
      }
      if (b === "lab-grown" && s.length === 2) return { kind: "lab-grown-non-sku" };
      if (s.length === 3 && c === "dtl" && rawB !== undefined) return isStoneIdentifier(rawB) ? { kind: "dtl", identifier: rawB } : null;
      return null;
    }
    case "coloured-diamonds": {
      const origin: GemOrigin | null = b === undefined || b === "natural" ? "NATURAL" : b === "lab-grown" ? "LAB_GROWN" : null;
      if (!origin) return null;
      const colour = !c || c === ALL_COLOURS ? null : (FANCY_COLOURS.parse(c)?.code ?? null);
      const page = pageSegment(s, 4);
      return page === null ? null : { kind: "coloured-diamonds", origin, colour, shape: shapeSegment(d), page };
    }
    case "gemstones": {
      if (s.length === 1) return { kind: "gemstones", page: 1 };
      if (b === "natural-sku") {
        const page = pageSegment(s, 2);
        return page === null ? null : { kind: "gemstones", page };
      }
      if (b === "natural" && s.length === 2) return { kind: "gemstones-non-sku" };
      return null;
    }
    case "diamond-search": {
      if (s.length === 1) return { kind: "diamond-search" };
      if (b === "lab" && s.length === 3) {
        const m = /^GIA-(\d+)$/i.exec(c ?? "");
        return m && GIA_NUMBER.test(m[1]!) ? { kind: "diamond-by-gia", giaNumber: m[1]! } : null;
      }
      if (s.length !== 2 || !rawB) return null;
      return parseFeedReference(rawB);
    }
    case "lab-grown-diamond-search":
    case "gemstone-search":
    case "fancy-diamond-search": {
      if (s.length > 2) return null;
      if (rawB !== undefined && !isStoneIdentifier(rawB)) return null;
      return { kind: a, stoneId: rawB ?? null };
    }
    default:
      return null;
  }
}

/** "{feed}-{externalId}-GIA-{number}" or "{feed}-{externalId}". */
function parseFeedReference(segment: string): StonePath | null {
  const gia = /^([^-]+)-(.+)-GIA-(\d+)$/i.exec(segment);
  if (gia && FEED.test(gia[1]!) && EXTERNAL_ID.test(gia[2]!) && GIA_NUMBER.test(gia[3]!)) {
    return { kind: "diamond-by-feed", feed: gia[1]!, externalId: gia[2]!, giaNumber: gia[3]! };
  }
  const plain = /^([^-]+)-(.+)$/.exec(segment);
  if (plain && FEED.test(plain[1]!) && EXTERNAL_ID.test(plain[2]!)) {
    return { kind: "diamond-by-feed", feed: plain[1]!, externalId: plain[2]!, giaNumber: null };
  }
  return null;
}

function withPage(base: string, page: number): string {
  return page > 1 ? `${base}/${page}` : base;
}

function shapeSlug(shape: ShapeCode | null): string {
  return shape ? SHAPES.find((s) => s.code === shape)!.slug : ALL_SHAPES;
}

/** The path of a stone route, without region prefix, query or hash ("/diamonds/natural/round/2"). */
export function formatStonePath(path: StonePath): string {
  switch (path.kind) {
    case "natural-diamonds":
      return withPage(`/diamonds/natural/${shapeSlug(path.shape)}`, path.page);
    case "lab-grown-diamonds":
      return withPage(`/diamonds/lab-grown-sku/${shapeSlug(path.shape)}`, path.page);
    case "coloured-diamonds": {
      const colour = path.colour ? FANCY_COLOURS.get(path.colour).slug : ALL_COLOURS;
      const origin = path.origin === "LAB_GROWN" ? "lab-grown" : "natural";
      return withPage(`/coloured-diamonds/${origin}/${colour}/${shapeSlug(path.shape)}`, path.page);
    }
    case "gemstones":
      return withPage("/gemstones/natural-sku", path.page);
    case "lab-grown-non-sku":
      return "/diamonds/lab-grown";
    case "gemstones-non-sku":
      return "/gemstones/natural";
    case "diamond-search":
      return "/diamond-search";
    case "diamond-by-gia":
      return `/diamond-search/lab/GIA-${path.giaNumber}`;
    case "diamond-by-feed":
      return `/diamond-search/${path.feed}-${path.externalId}${path.giaNumber ? `-GIA-${path.giaNumber}` : ""}`;
    case "lab-grown-diamond-search":
    case "gemstone-search":
    case "fancy-diamond-search":
      return path.stoneId ? `/${path.kind}/${path.stoneId}` : `/${path.kind}`;
    case "dtl":
      return `/diamonds/${path.identifier}/dtl`;
  }
}

/** The kinds of stone page, each drawn by one route module: a search, one stone above the search of its kind, a diamond's report. */
export type StonePage = "search" | "detail" | "report";

/** The kind of page a stone path is. */
export function stonePageOf(path: StonePath): StonePage {
  switch (path.kind) {
    case "dtl":
      return "report";
    case "diamond-by-gia":
    case "diamond-by-feed":
      return "detail";
    case "lab-grown-diamond-search":
    case "gemstone-search":
    case "fancy-diamond-search":
      return path.stoneId === null ? "search" : "detail";
    default:
      return "search";
  }
}

/**
 * The route patterns of the stone pages (React Router's syntax, without the region prefix), each with
 * the kind of page the addresses it matches are. A pattern only sends an address to its module:
 * `parseStonePath` decides what each segment means (a malformed identifier is 404), and
 * app/routes/stones/pages.test.ts checks that the two agree (every address of every kind of path is
 * matched by a pattern of its kind of page, and every pattern matches such an address).
 */
export const STONE_ROUTE_PATTERNS: readonly { pattern: string; page: StonePage }[] = [
  // Searches. Section addresses answer 301 with their first listing.
  { pattern: "diamonds", page: "search" },
  { pattern: "coloured-diamonds", page: "search" },
  { pattern: "gemstones", page: "search" },
  { pattern: "diamonds/natural/:shape?/:page?", page: "search" },
  { pattern: "diamonds/lab-grown-sku/:shape?/:page?", page: "search" },
  { pattern: "diamonds/lab-grown", page: "search" },
  { pattern: "coloured-diamonds/:origin/:colour?/:shape?/:page?", page: "search" },
  { pattern: "gemstones/natural-sku/:page?", page: "search" },
  { pattern: "gemstones/natural", page: "search" },
  { pattern: "diamond-search", page: "search" },
  { pattern: "lab-grown-diamond-search", page: "search" },
  { pattern: "gemstone-search", page: "search" },
  { pattern: "fancy-diamond-search", page: "search" },
  // One stone's page, above the search of its kind.
  { pattern: "diamond-search/lab/:giaNumber", page: "detail" },
  { pattern: "diamond-search/:reference", page: "detail" },
  { pattern: "lab-grown-diamond-search/:stoneId", page: "detail" },
  { pattern: "gemstone-search/:stoneId", page: "detail" },
  { pattern: "fancy-diamond-search/:stoneId", page: "detail" },
  // A diamond's grading report.
  { pattern: "diamonds/:identifier/dtl", page: "report" },
];

/** Where diamond-search redirects: the filtered view of every natural diamond. */
export const DIAMOND_SEARCH_PATH: StonePath = { kind: "natural-diamonds", shape: null, page: 1 };
export const DIAMOND_SEARCH_TARGET = formatStonePath(DIAMOND_SEARCH_PATH);

// ---------------------------------------------------------------------------------------------
// Whole URLs: path plus query (SKU listings and stone searches) or hash (non-SKU searches)

export interface StoneLocation {
  path: StonePath;
  state: StoneSearchState;
}

/**
 * Parses a whole location. SKU listings read the page from the path and filters from the query;
 * non-SKU searches read everything from the hash; stone-search routes read the selected stone from
 * the path. Shapes, colours and the fancy colour named by the path are part of the state's filters.
 */
export function parseStoneLocation(location: { pathname: string; search?: string; hash?: string }): StoneLocation | null {
  const path = parseStonePath(location.pathname);
  return path ? stoneLocationOf(path, location) : null;
}

/** The location of a path already parsed (`parseStonePath`), with the query or hash that carries its search state. */
export function stoneLocationOf(path: StonePath, location: { search?: string; hash?: string }): StoneLocation {
  const state = usesHashState(path) ? parseStoneParams(location.hash ?? "") : parseStoneParams(location.search ?? "");
  if (!usesHashState(path)) state.stoneId = null;
  if (hasPathPage(path)) state.page = path.page;
  if ("shape" in path && path.shape) state.filters.shapes = [path.shape];
  if (path.kind === "coloured-diamonds" && path.colour) state.filters.fancyColours = [path.colour];
  if ("stoneId" in path && path.stoneId) state.stoneId = path.stoneId;
  return { path, state };
}

/**
 * The URL of a search state on a route (without region prefix). On SKU listings a single shape (and
 * a single fancy colour) goes into the path and the page is a path segment; several shapes stay in
 * the query. Non-SKU searches put the whole state after "#".
 */
export function formatStoneLocation(location: StoneLocation): string {
  const { state } = location;
  let path = location.path;
  const filters = { ...state.filters };
  if (path.kind === "natural-diamonds" || path.kind === "lab-grown-diamonds" || path.kind === "coloured-diamonds") {
    const shape = filters.shapes.length === 1 ? filters.shapes[0]! : null;
    if (shape) filters.shapes = [];
    path = { ...path, shape, page: state.page };
    if (path.kind === "coloured-diamonds") {
      const colour = filters.fancyColours.length === 1 ? filters.fancyColours[0]! : null;
      if (colour) filters.fancyColours = [];
      path = { ...path, colour };
    }
  } else if (path.kind === "gemstones") {
    path = { ...path, page: state.page };
  }
  if (usesHashState(path)) {
    const hash = formatStoneParams({ ...state, filters });
    return `${formatStonePath(path)}${hash ? `#${hash}` : ""}`;
  }
  const query = formatStoneParams({ filters, sort: state.sort, page: hasPathPage(path) ? 1 : state.page }, {});
  return `${formatStonePath(path)}${query ? `?${query}` : ""}`;
}

/** The listing a search category starts from (the "adjust filters" and "reset" target). */
export function searchPathFor(category: StoneCategory): StonePath {
  switch (category) {
    case "DIAMOND":
      return { kind: "natural-diamonds", shape: null, page: 1 };
    case "LAB_GROWN_DIAMOND":
      return { kind: "lab-grown-diamonds", shape: null, page: 1 };
    case "FANCY_DIAMOND":
      return { kind: "coloured-diamonds", origin: "NATURAL", colour: null, shape: null, page: 1 };
    case "LAB_GROWN_FANCY_DIAMOND":
      return { kind: "coloured-diamonds", origin: "LAB_GROWN", colour: null, shape: null, page: 1 };
    case "GEMSTONE":
      return { kind: "gemstones", page: 1 };
  }
}

/** What a stone detail link needs to know about a stone. */
export interface StoneLinkTarget {
  identifier: string;
  category: StoneCategory;
  feedIdentifier?: string | null;
  externalId?: string | null;
  giaNumber?: string | null;
}

/**
 * The detail URL of a stone: natural diamonds by supplier reference (with the GIA number when the
 * stone has a GIA report), the others by stone id on their search.
 */
export function stoneDetailPath(stone: StoneLinkTarget): string {
  switch (stone.category) {
    case "DIAMOND":
      if (stone.feedIdentifier && stone.externalId) {
        const ref = parseFeedReference(`${stone.feedIdentifier}-${stone.externalId}${stone.giaNumber ? `-GIA-${stone.giaNumber}` : ""}`);
        if (ref) return formatStonePath(ref);
      }
      if (stone.giaNumber && GIA_NUMBER.test(stone.giaNumber))
        return formatStonePath({ kind: "diamond-by-gia", giaNumber: stone.giaNumber });
      return dtlPath(stone.identifier);
    case "LAB_GROWN_DIAMOND":
      return formatStonePath({ kind: "lab-grown-diamond-search", stoneId: stone.identifier });
    case "FANCY_DIAMOND":
    case "LAB_GROWN_FANCY_DIAMOND":
      return formatStonePath({ kind: "fancy-diamond-search", stoneId: stone.identifier });
    case "GEMSTONE":
      return formatStonePath({ kind: "gemstone-search", stoneId: stone.identifier });
  }
}

/** The diamond report page of a stone. */
export function dtlPath(identifier: string): string {
  return formatStonePath({ kind: "dtl", identifier });
}

/** Whether a parsed path is written the way formatStonePath writes it (else: redirect there). */
export function isCanonicalStonePath(pathname: string, path: StonePath): boolean {
  return pathname.split(/[?#]/)[0]!.replace(/\/+$/, "") === formatStonePath(path);
}
