/**
 * The catalogue's URL grammar (docs/product.md#catalogue-urls): parse and format every engagement-ring, wedding-ring,
 * ready-to-go and jewellery path, the listing filters (in the hash, or in the query of a page asked for
 * without scripts), and the legacy paths that redirect.
 * Paths are WITHOUT the region prefix (see core/regions.ts splitRegionPath / regionPath).
 *
 * Listing paths (canonical forms; docs/decisions/0300-catalogue-url-grammar.md):
 *   /engagement-rings[/{metal}[/{ringStyle}[/{shape}[/{designStyle}]]]][/{page}][?recommendations=yes]
 *   /engagement-rings/stone-recommendations/{natural-diamonds|lab-grown-diamonds|gemstones}
 *   /wedding-rings[/{ladies|mens}[/{metal}[/{style}]]][/{page}]
 *   /ready-to-go[/{metal}][/{page}]   and   /rts-list[/{metal}][/{page}]
 *   /jewellery[/{type}[/{style}[/{gemstone}[/{designStyle}[/{white-gold|...}]]]]][/{page}]   (karat: hash k; a style
 *   of another type, "necklaces/studs", names no listing)
 * Trailing unset filters are omitted. A set filter forces every broader one into the path, unset ones
 * as their default segment (all-metals, all-styles, all-shapes, ...); in wedding rings a metal or style
 * implies the LADIES category. Page 1 never appears.
 *
 * Product paths (one segment; `suffixSlug` is "" or a lower-kebab tail after the fixed words):
 *   /{slug}-{metal}-engagement-ring-{shape}-diamond[-{suffixSlug}]
 *   /{slug}-{metal}-engagement-ring-lab-grown-diamond-{shape}-{colour}-{clarity}-{carat}ct[-{suffixSlug}]
 *   /{slug}-{metal}-engagement-ring-natural-gemstone-{colour}-{crystal}-{shape}-{colourGrade}-{clarity}-{carat}ct[-{suffixSlug}]
 *   /wedding-rings/{slug}-{metal}-wedding-ring[-{suffixSlug}]
 *   /ready-to-go/{metal}-{slug}
 *   /jewellery/{slug}-{metal}-{necklace|earrings|bracelet|ring}[-{suffixSlug}]
 * Slugs contain hyphens, so product paths are split on the known metal slugs and fixed words.
 */
import { caratKey, formatCaratUrl, parseCarat } from "../carat.ts";
import { MAX_PRICE_BOUND, normalisePriceRange } from "../price-range.ts";
import {
  DESIGN_FEATURES,
  DESIGN_STYLES,
  RING_STYLES,
  SHAPE_VOCABULARY,
  STONE_RECOMMENDATION_KINDS,
  type DesignFeatureCode,
  type DesignStyleCode,
  type RingStyleCode,
  type StoneRecommendationKindCode,
} from "../vocabulary/engagement.ts";
import { ownValue, type Vocabulary, type VocabularyEntry } from "../vocabulary/define.ts";
import {
  JEWELLERY_DESIGN_STYLES,
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  jewelleryStylesFor,
  type JewelleryDesignStyleCode,
  type JewelleryGemstoneCode,
  type JewelleryStyleCode,
  type JewelleryTypeCode,
} from "../vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS, parseKarat, type JewelleryMetalCode, type Karat, type MetalCode } from "../vocabulary/metals.ts";
import type { ShapeCode } from "../vocabulary/shapes.ts";
import { SORT_ORDERS, type SortOrderCode } from "../vocabulary/sort.ts";
import {
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  type Clarity,
  type Colour,
  type ColourGrade,
  type GemstoneClarity,
  type GemstoneColour,
  type GemstoneType,
} from "../vocabulary/stones.ts";
import {
  DEFAULT_WEDDING_CATEGORY,
  WEDDING_CATEGORIES,
  WEDDING_STYLES,
  type WeddingCategoryCode,
  type WeddingStyleCode,
} from "../vocabulary/wedding.ts";
import {
  decodeQuery,
  encodeQuery,
  isPageSegment,
  matchVocabulary,
  pageSegments,
  parsePage,
  parseUrlNumber,
  pathSegments,
  queryList,
  splitUrl,
  type QueryObject,
  type QueryValue,
} from "./common.ts";

// ---------------------------------------------------------------------------------------------
// Routes

export interface EngagementRingsRoute {
  kind: "engagementRings";
  metal: MetalCode | null;
  ringStyle: RingStyleCode | null;
  shape: ShapeCode | null;
  designStyle: DesignStyleCode | null;
  page: number;
  /** Query recommendations=yes: the ring builder's recommended settings. */
  recommendations: boolean;
}

interface StoneRecommendationsRoute {
  kind: "stoneRecommendations";
  stoneKind: StoneRecommendationKindCode;
}

interface ProductBase {
  /** The design's slug (lower-kebab). */
  slug: string;
  metal: MetalCode;
  /** "" when the URL has no suffix; otherwise the raw tail (the service checks it against the product). */
  suffixSlug: string;
}

interface EngagementRingRoute extends ProductBase {
  kind: "engagementRing";
  shape: ShapeCode;
}

export interface LabGrownEngagementRingRoute extends ProductBase {
  kind: "labGrownEngagementRing";
  shape: ShapeCode;
  colour: Colour;
  clarity: Clarity;
  /** Carats; URLs show two decimals. */
  caratWeight: number;
}

export interface GemstoneEngagementRingRoute extends ProductBase {
  kind: "gemstoneEngagementRing";
  colour: GemstoneColour;
  crystal: GemstoneType;
  shape: ShapeCode;
  colourGrade: ColourGrade;
  clarity: GemstoneClarity;
  caratWeight: number;
}

export interface WeddingRingsRoute {
  kind: "weddingRings";
  /** Never null when metal or style is set (they imply LADIES). */
  category: WeddingCategoryCode | null;
  metal: MetalCode | null;
  style: WeddingStyleCode | null;
  page: number;
}

interface WeddingRingRoute extends ProductBase {
  kind: "weddingRing";
}

export interface ReadyToGoRoute {
  kind: "readyToGo";
  /** false: /ready-to-go; true: /rts-list (the same list flagged ready-to-ship). */
  readyToShip: boolean;
  metal: MetalCode | null;
  page: number;
}

interface ReadyToGoRingRoute {
  kind: "readyToGoRing";
  metal: MetalCode;
  slug: string;
}

export interface JewelleryRoute {
  kind: "jewellery";
  productType: JewelleryTypeCode | null;
  productStyle: JewelleryStyleCode | null;
  gemstone: JewelleryGemstoneCode | null;
  designStyle: JewelleryDesignStyleCode | null;
  /** The gold colour (or platinum / silver); the karat is the hash's k. */
  metal: JewelleryMetalCode | null;
  page: number;
}

interface JewelleryItemRoute extends ProductBase {
  kind: "jewelleryItem";
  productType: JewelleryTypeCode;
}

export type CatalogueListingRoute = EngagementRingsRoute | WeddingRingsRoute | ReadyToGoRoute | JewelleryRoute;
export type CatalogueProductRoute =
  | EngagementRingRoute
  | LabGrownEngagementRingRoute
  | GemstoneEngagementRingRoute
  | WeddingRingRoute
  | ReadyToGoRingRoute
  | JewelleryItemRoute;
export type CatalogueRoute = CatalogueListingRoute | StoneRecommendationsRoute | CatalogueProductRoute;

/** Whether a route is a listing (engagement rings, wedding rings, ready-to-go, jewellery). */
export function isCatalogueListing(route: CatalogueRoute): route is CatalogueListingRoute {
  return route.kind === "engagementRings" || route.kind === "weddingRings" || route.kind === "readyToGo" || route.kind === "jewellery";
}

/** Listing routes with every filter unset, for building links: `{ ...emptyEngagementRings, metal: "PLATINUM" }`. */
export const emptyEngagementRings: EngagementRingsRoute = {
  kind: "engagementRings",
  metal: null,
  ringStyle: null,
  shape: null,
  designStyle: null,
  page: 1,
  recommendations: false,
};
export const emptyWeddingRings: WeddingRingsRoute = { kind: "weddingRings", category: null, metal: null, style: null, page: 1 };
export const emptyReadyToGo: ReadyToGoRoute = { kind: "readyToGo", readyToShip: false, metal: null, page: 1 };
export const emptyJewellery: JewelleryRoute = {
  kind: "jewellery",
  productType: null,
  productStyle: null,
  gemstone: null,
  designStyle: null,
  metal: null,
  page: 1,
};

// ---------------------------------------------------------------------------------------------
// Default segments

/** The segments that stand for an unset filter when a narrower one is set. */
const DEFAULT_SEGMENTS = {
  engagementRings: ["all-metals", "all-styles", "all-shapes", "all-design-styles"],
  weddingRings: [null, "all-metals", "all-styles"],
  jewellery: ["all-jewellery", "all-styles", "all-gemstones", "all-design-styles", "all-metals"],
} as const;

const CATALOGUE_BASES = {
  engagementRings: "engagement-rings",
  stoneRecommendations: "stone-recommendations",
  weddingRings: "wedding-rings",
  readyToGo: "ready-to-go",
  readyToShip: "rts-list",
  jewellery: "jewellery",
} as const;

/** A route with the implied filters filled in: a wedding metal or style implies LADIES; pages below 1 are 1. */
export function normalizeCatalogueRoute<R extends CatalogueRoute>(route: R): R {
  if ("page" in route && (!Number.isSafeInteger(route.page) || route.page < 1)) route = { ...route, page: 1 };
  if (route.kind === "weddingRings" && route.category === null && (route.metal !== null || route.style !== null)) {
    return { ...route, category: DEFAULT_WEDDING_CATEGORY };
  }
  return route;
}

// ---------------------------------------------------------------------------------------------
// Formatting

function filterSegments(values: readonly (string | null)[], defaults: readonly (string | null)[]): string[] {
  let last = -1;
  values.forEach((v, i) => {
    if (v !== null) last = i;
  });
  return values.slice(0, last + 1).map((v, i) => v ?? defaults[i] ?? "all");
}

/** A listing's path: its base, its filter segments, then its page. */
function listingPath(base: string, filters: readonly (string | null)[], defaults: readonly (string | null)[], page: number): string {
  return `/${[base, ...filterSegments(filters, defaults), ...pageSegments(page)].join("/")}`;
}

function slugOf<E extends VocabularyEntry>(vocabulary: Vocabulary<E>, code: E["code"] | null): string | null {
  return code === null ? null : vocabulary.get(code).slug;
}

function suffixTail(suffixSlug: string): string {
  return suffixSlug ? `-${suffixSlug}` : "";
}

/** The path of a route, without query or hash ("/engagement-rings/platinum/halo"). */
export function formatCataloguePath(input: CatalogueRoute): string {
  const route = normalizeCatalogueRoute(input);
  const join = (segments: string[]) => `/${segments.join("/")}`;
  switch (route.kind) {
    case "engagementRings":
      return listingPath(
        CATALOGUE_BASES.engagementRings,
        [
          slugOf(METALS, route.metal),
          slugOf(RING_STYLES, route.ringStyle),
          slugOf(SHAPE_VOCABULARY, route.shape),
          slugOf(DESIGN_STYLES, route.designStyle),
        ],
        DEFAULT_SEGMENTS.engagementRings,
        route.page,
      );
    case "stoneRecommendations":
      return join([
        CATALOGUE_BASES.engagementRings,
        CATALOGUE_BASES.stoneRecommendations,
        STONE_RECOMMENDATION_KINDS.get(route.stoneKind).slug,
      ]);
    case "engagementRing":
      return `/${route.slug}-${METALS.get(route.metal).slug}-engagement-ring-${SHAPE_VOCABULARY.get(route.shape).slug}-diamond${suffixTail(route.suffixSlug)}`;
    case "labGrownEngagementRing":
      return (
        `/${route.slug}-${METALS.get(route.metal).slug}-engagement-ring-lab-grown-diamond-` +
        `${SHAPE_VOCABULARY.get(route.shape).slug}-${COLOURS.get(route.colour).slug}-${CLARITIES.get(route.clarity).slug}-` +
        `${formatCaratUrl(route.caratWeight)}ct${suffixTail(route.suffixSlug)}`
      );
    case "gemstoneEngagementRing":
      return (
        `/${route.slug}-${METALS.get(route.metal).slug}-engagement-ring-natural-gemstone-` +
        `${GEMSTONE_COLOURS.get(route.colour).slug}-${GEMSTONE_TYPES.get(route.crystal).slug}-${SHAPE_VOCABULARY.get(route.shape).slug}-` +
        `${COLOUR_GRADES.get(route.colourGrade).slug}-${GEMSTONE_CLARITIES.get(route.clarity).slug}-` +
        `${formatCaratUrl(route.caratWeight)}ct${suffixTail(route.suffixSlug)}`
      );
    case "weddingRings":
      return listingPath(
        CATALOGUE_BASES.weddingRings,
        [slugOf(WEDDING_CATEGORIES, route.category), slugOf(METALS, route.metal), slugOf(WEDDING_STYLES, route.style)],
        DEFAULT_SEGMENTS.weddingRings,
        route.page,
      );
    case "weddingRing":
      return `/${CATALOGUE_BASES.weddingRings}/${route.slug}-${METALS.get(route.metal).slug}-wedding-ring${suffixTail(route.suffixSlug)}`;
    case "readyToGo":
      return join([
        route.readyToShip ? CATALOGUE_BASES.readyToShip : CATALOGUE_BASES.readyToGo,
        ...(route.metal ? [METALS.get(route.metal).slug] : []),
        ...pageSegments(route.page),
      ]);
    case "readyToGoRing":
      return `/${CATALOGUE_BASES.readyToGo}/${METALS.get(route.metal).slug}-${route.slug}`;
    case "jewellery":
      return listingPath(
        CATALOGUE_BASES.jewellery,
        [
          slugOf(JEWELLERY_TYPES, route.productType),
          slugOf(JEWELLERY_STYLES, route.productStyle),
          slugOf(JEWELLERY_GEMSTONES, route.gemstone),
          slugOf(JEWELLERY_DESIGN_STYLES, route.designStyle),
          slugOf(JEWELLERY_METALS, route.metal),
        ],
        DEFAULT_SEGMENTS.jewellery,
        route.page,
      );
    case "jewelleryItem":
      return `/${CATALOGUE_BASES.jewellery}/${route.slug}-${METALS.get(route.metal).slug}-${JEWELLERY_TYPES.get(route.productType).productSlug}${suffixTail(route.suffixSlug)}`;
  }
}

/** Where a URL carries a listing's filters: the hash (the page's scripts apply it), or the query (the server does). */
export type FiltersIn = "hash" | "query";

/**
 * The URL of a route: path, the recommendations query of engagement-ring listings, and the listing
 * filters as the hash ("/engagement-rings/platinum?recommendations=yes#sort=price_ascending"), or in
 * the query after recommendations when `filtersIn` says so ("/engagement-rings/2?sort=price_ascending").
 */
export function formatCatalogueUrl(
  route: CatalogueRoute,
  filters?: Partial<CatalogueFilters> | null,
  filtersIn: FiltersIn = "hash",
): string {
  const path = formatCataloguePath(route);
  const written = filters ? formatCatalogueFilters(filters) : "";
  const query = [
    route.kind === "engagementRings" && route.recommendations ? "recommendations=yes" : "",
    filtersIn === "query" ? written : "",
  ]
    .filter(Boolean)
    .join("&");
  const hash = filtersIn === "hash" ? written : "";
  return `${path}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

// ---------------------------------------------------------------------------------------------
// Parsing

const SLUG_TOKEN = /^[a-z0-9]+$/;

function validTokens(tokens: readonly string[]): boolean {
  return tokens.length > 0 && tokens.every((t) => SLUG_TOKEN.test(t));
}

const METAL_TOKENS = METALS.entries.map((m) => ({ code: m.code as MetalCode, tokens: m.slug.split("-") }));

/** "{slug}-{metal}" split on the known metal slugs; null unless both parts are there. */
function splitSlugMetal(tokens: readonly string[]): { slug: string; metal: MetalCode } | null {
  for (const m of METAL_TOKENS) {
    const n = m.tokens.length;
    if (tokens.length <= n) continue;
    if (m.tokens.every((t, i) => tokens[tokens.length - n + i] === t)) {
      const slugTokens = tokens.slice(0, tokens.length - n);
      if (!validTokens(slugTokens)) continue;
      return { slug: slugTokens.join("-"), metal: m.code };
    }
  }
  return null;
}

/** "{metal}-{slug}" split on the known metal slugs. */
function splitMetalSlug(tokens: readonly string[]): { slug: string; metal: MetalCode } | null {
  for (const m of METAL_TOKENS) {
    const n = m.tokens.length;
    if (tokens.length <= n) continue;
    if (m.tokens.every((t, i) => tokens[i] === t)) {
      const slugTokens = tokens.slice(n);
      if (!validTokens(slugTokens)) continue;
      return { slug: slugTokens.join("-"), metal: m.code };
    }
  }
  return null;
}

/** The suffix of the remaining tokens: "" when none, null when malformed. */
function suffixOf(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return "";
  return validTokens(tokens) ? tokens.join("-") : null;
}

/**
 * Matches consecutive vocabulary slugs (each one or more hyphen-joined tokens) against the whole
 * token list, backtracking over token boundaries; the codes in order, or null.
 */
function matchSequence(tokens: readonly string[], vocabularies: readonly Vocabulary<VocabularyEntry>[]): string[] | null {
  if (vocabularies.length === 0) return tokens.length === 0 ? [] : null;
  const [first, ...rest] = vocabularies as [Vocabulary<VocabularyEntry>, ...Vocabulary<VocabularyEntry>[]];
  for (let k = 1; k <= tokens.length - rest.length; k++) {
    const entry = first.bySlug(tokens.slice(0, k).join("-"));
    if (!entry) continue;
    const tail = matchSequence(tokens.slice(k), rest);
    if (tail) return [entry.code, ...tail];
  }
  return null;
}

/**
 * The weights a made-to-order centre stone in a ring URL can have: from 0.10 ct (the smallest stone
 * set alone in a ring) to 30.00 ct, in hundredths of a carat. The URL always shows two decimals
 * ("1.50ct"); "1.5ct" names the same stone (its page moves to the two-decimal address), "1.505ct"
 * names none.
 */
const RING_STONE_CARAT = { min: 0.1, max: 30 } as const;

/** Whether a weight can be a ring URL's centre stone. */
function isRingStoneCarat(carat: number): boolean {
  return carat >= RING_STONE_CARAT.min && carat <= RING_STONE_CARAT.max && caratKey(carat) % 10_000 === 0;
}

/** "{words}-{carat}ct[-{suffix}]": the words, the carat weight and the suffix. */
function splitCarat(tokens: readonly string[]): { words: string[]; caratWeight: number; suffixSlug: string } | null {
  for (let i = 1; i < tokens.length; i++) {
    const match = /^(\d{1,3}(?:\.\d{1,6})?)ct$/.exec(tokens[i]!);
    if (!match) continue;
    const caratWeight = parseCarat(match[1]!);
    const suffixSlug = suffixOf(tokens.slice(i + 1));
    if (caratWeight === null || !isRingStoneCarat(caratWeight) || suffixSlug === null) return null;
    return { words: tokens.slice(0, i), caratWeight, suffixSlug };
  }
  return null;
}

function parseEngagementRingRest(
  base: { slug: string; metal: MetalCode },
  rest: readonly string[],
): EngagementRingRoute | LabGrownEngagementRingRoute | GemstoneEngagementRingRoute | null {
  if (rest[0] === "lab" && rest[1] === "grown" && rest[2] === "diamond") {
    const carat = splitCarat(rest.slice(3));
    if (!carat) return null;
    const codes = matchSequence(carat.words, [SHAPE_VOCABULARY, COLOURS, CLARITIES] as Vocabulary<VocabularyEntry>[]);
    if (!codes) return null;
    const [shape, colour, clarity] = codes as [ShapeCode, Colour, Clarity];
    return {
      kind: "labGrownEngagementRing",
      ...base,
      shape,
      colour,
      clarity,
      caratWeight: carat.caratWeight,
      suffixSlug: carat.suffixSlug,
    };
  }
  if (rest[0] === "natural" && rest[1] === "gemstone") {
    const carat = splitCarat(rest.slice(2));
    if (!carat) return null;
    const codes = matchSequence(carat.words, [
      GEMSTONE_COLOURS,
      GEMSTONE_TYPES,
      SHAPE_VOCABULARY,
      COLOUR_GRADES,
      GEMSTONE_CLARITIES,
    ] as Vocabulary<VocabularyEntry>[]);
    if (!codes) return null;
    const [colour, crystal, shape, colourGrade, clarity] = codes as [GemstoneColour, GemstoneType, ShapeCode, ColourGrade, GemstoneClarity];
    return {
      kind: "gemstoneEngagementRing",
      ...base,
      colour,
      crystal,
      shape,
      colourGrade,
      clarity,
      caratWeight: carat.caratWeight,
      suffixSlug: carat.suffixSlug,
    };
  }
  for (let k = 1; k < rest.length; k++) {
    if (rest[k] !== "diamond") continue;
    const shape = SHAPE_VOCABULARY.bySlug(rest.slice(0, k).join("-"));
    if (!shape) continue;
    const suffixSlug = suffixOf(rest.slice(k + 1));
    if (suffixSlug === null) return null;
    return { kind: "engagementRing", ...base, shape: shape.code, suffixSlug };
  }
  return null;
}

/** A root-level engagement-ring product segment (any of the three forms). */
function parseEngagementRingSegment(
  segment: string,
): EngagementRingRoute | LabGrownEngagementRingRoute | GemstoneEngagementRingRoute | null {
  const tokens = segment.toLowerCase().split("-");
  for (let i = 1; i < tokens.length - 2; i++) {
    if (tokens[i] !== "engagement" || tokens[i + 1] !== "ring") continue;
    const base = splitSlugMetal(tokens.slice(0, i));
    if (!base) continue;
    const route = parseEngagementRingRest(base, tokens.slice(i + 2));
    if (route) return route;
  }
  return null;
}

function parseWeddingRingSegment(segment: string): WeddingRingRoute | null {
  const tokens = segment.toLowerCase().split("-");
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i] !== "wedding" || tokens[i + 1] !== "ring") continue;
    const base = splitSlugMetal(tokens.slice(0, i));
    const suffixSlug = suffixOf(tokens.slice(i + 2));
    if (base && suffixSlug !== null) return { kind: "weddingRing", ...base, suffixSlug };
  }
  return null;
}

const PRODUCT_WORDS = new Map<string, JewelleryTypeCode>(JEWELLERY_TYPES.entries.map((t) => [t.productSlug, t.code]));

function parseJewelleryItemSegment(segment: string): JewelleryItemRoute | null {
  const tokens = segment.toLowerCase().split("-");
  for (let i = 1; i < tokens.length; i++) {
    const productType = PRODUCT_WORDS.get(tokens[i]!);
    if (!productType) continue;
    const base = splitSlugMetal(tokens.slice(0, i));
    const suffixSlug = suffixOf(tokens.slice(i + 1));
    if (base && suffixSlug !== null) return { kind: "jewelleryItem", ...base, productType, suffixSlug };
  }
  return null;
}

/**
 * Splits listing segments into filter segments and the page: a trailing digits-only segment is the
 * page; with every filter position used, the next segment is the page whatever it holds (non-numeric:
 * page 1). Null when there are more segments than the grammar has.
 */
function splitPage(segments: readonly string[], filters: number): { filters: string[]; page: number } | null {
  if (segments.length > filters + 1) return null;
  const last = segments[segments.length - 1];
  if (segments.length === filters + 1 || (segments.length > 0 && isPageSegment(last))) {
    const page = parsePage(last);
    return page === null ? null : { filters: segments.slice(0, -1), page };
  }
  return { filters: [...segments], page: 1 };
}

/** Reads "recommendations=yes" (case-insensitive value, "true" and "1" too) from a query string. */
function hasRecommendations(query: string): boolean {
  const value = decodeQuery(query)["recommendations"];
  return typeof value === "string" ? value.toLowerCase() === "yes" : value === true || value === 1;
}

const LISTING_BASES = new Set<string>([
  CATALOGUE_BASES.engagementRings,
  CATALOGUE_BASES.weddingRings,
  CATALOGUE_BASES.readyToGo,
  CATALOGUE_BASES.readyToShip,
  CATALOGUE_BASES.jewellery,
]);

/**
 * Parses a catalogue path without region prefix ("/engagement-rings/platinum/halo"; a query is read
 * for recommendations=yes, a hash is ignored: see parseCatalogueFilters). Vocabulary segments match
 * case-insensitively by slug or code and unknown ones are ignored; null when the path is not
 * a catalogue path.
 */
export function parseCataloguePath(url: string): CatalogueRoute | null {
  const { path, query } = splitUrl(url);
  const segments = pathSegments(path);
  const [head, ...rest] = segments;
  if (!head) return null;
  const base = head.toLowerCase();

  if (segments.length === 1 && !LISTING_BASES.has(base)) {
    return parseEngagementRingSegment(head);
  }

  switch (base) {
    case CATALOGUE_BASES.engagementRings: {
      if (rest[0]?.toLowerCase() === CATALOGUE_BASES.stoneRecommendations) {
        if (rest.length !== 2) return null;
        const stoneKind = matchVocabulary(STONE_RECOMMENDATION_KINDS, rest[1]);
        return stoneKind ? { kind: "stoneRecommendations", stoneKind } : null;
      }
      const split = splitPage(rest, 4);
      if (!split) return null;
      const [metal, ringStyle, shape, designStyle] = split.filters;
      return {
        kind: "engagementRings",
        metal: matchVocabulary(METALS, metal),
        ringStyle: matchVocabulary(RING_STYLES, ringStyle),
        shape: matchVocabulary(SHAPE_VOCABULARY, shape),
        designStyle: matchVocabulary(DESIGN_STYLES, designStyle),
        page: split.page,
        recommendations: hasRecommendations(query),
      };
    }
    case CATALOGUE_BASES.weddingRings: {
      if (rest.length === 1 && !isPageSegment(rest[0]) && !WEDDING_CATEGORIES.parse(rest[0])) {
        const product = parseWeddingRingSegment(rest[0]!);
        if (product) return product;
      }
      const split = splitPage(rest, 3);
      if (!split) return null;
      const [category, metal, style] = split.filters;
      return normalizeCatalogueRoute({
        kind: "weddingRings",
        category: matchVocabulary(WEDDING_CATEGORIES, category),
        metal: matchVocabulary(METALS, metal),
        style: matchVocabulary(WEDDING_STYLES, style),
        page: split.page,
      });
    }
    case CATALOGUE_BASES.readyToGo:
    case CATALOGUE_BASES.readyToShip: {
      const readyToShip = base === CATALOGUE_BASES.readyToShip;
      if (!readyToShip && rest.length === 1 && !isPageSegment(rest[0]) && !METALS.parse(rest[0])) {
        const product = splitMetalSlug(rest[0]!.toLowerCase().split("-"));
        if (product) return { kind: "readyToGoRing", ...product };
      }
      const split = splitPage(rest, 1);
      if (!split) return null;
      return { kind: "readyToGo", readyToShip, metal: matchVocabulary(METALS, split.filters[0]), page: split.page };
    }
    case CATALOGUE_BASES.jewellery: {
      if (rest.length === 1 && !isPageSegment(rest[0]) && !JEWELLERY_TYPES.parse(rest[0])) {
        const product = parseJewelleryItemSegment(rest[0]!);
        if (product) return product;
      }
      const split = splitPage(rest, 5);
      if (!split) return null;
      const [productType, productStyle, gemstone, designStyle, metal] = split.filters;
      const type = matchVocabulary(JEWELLERY_TYPES, productType);
      const style = matchVocabulary(JEWELLERY_STYLES, productStyle);
      // A style of another type of jewellery ("necklaces/studs") names no listing.
      if (type && style && !jewelleryStylesFor(type).some((s) => s.code === style)) return null;
      return {
        kind: "jewellery",
        productType: type,
        productStyle: style,
        gemstone: matchVocabulary(JEWELLERY_GEMSTONES, gemstone),
        designStyle: matchVocabulary(JEWELLERY_DESIGN_STYLES, designStyle),
        metal: matchVocabulary(JEWELLERY_METALS, metal),
        page: split.page,
      };
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Listing filters

/**
 * Listing filters (docs/product.md#hash-filters): kept in the URL hash by the page's scripts, and read
 * from the query by the server for a page asked for without them (a form's GET), in one grammar.
 */
export interface CatalogueFilters {
  /** Price bounds in the region's currency; a 0-0 range is unset (both null). */
  priceMin: number | null;
  priceMax: number | null;
  /** null: the default order (RECOMMENDED). */
  sort: SortOrderCode | null;
  designFeatures: DesignFeatureCode[];
  /** Jewellery: the karat of a gold metal segment (key k). */
  karat: Karat | null;
}

/** The name of each filter in a hash or query string. */
export const CATALOGUE_FILTER_KEYS = {
  priceMin: "price_min",
  priceMax: "price_max",
  sort: "sort",
  designFeatures: "design_features",
  karat: "k",
} as const;

const FILTER_KEYS = new Set<string>(Object.values(CATALOGUE_FILTER_KEYS));

/** True for the name of a listing filter in a query or hash ("design_features" for "design_features[]"). */
export function isCatalogueFilterKey(key: string): boolean {
  return FILTER_KEYS.has(key);
}

export const emptyCatalogueFilters: CatalogueFilters = { priceMin: null, priceMax: null, sort: null, designFeatures: [], karat: null };

/**
 * Filters with the store's rules applied: the price range normalised (core/price-range.ts: 0-0 is
 * unset, a reversed range is swapped), design features deduplicated (20 at most).
 */
function normalizeCatalogueFilters(filters: Partial<CatalogueFilters>): CatalogueFilters {
  const { min: priceMin, max: priceMax } = normalisePriceRange({ min: filters.priceMin, max: filters.priceMax });
  const designFeatures: DesignFeatureCode[] = [];
  for (const f of filters.designFeatures ?? []) {
    if (!designFeatures.includes(f) && designFeatures.length < 20) designFeatures.push(f);
  }
  return { priceMin, priceMax, sort: filters.sort ?? null, designFeatures, karat: filters.karat ?? null };
}

/** A price bound in a URL: a number from 0 to MAX_PRICE_BOUND; anything else is no bound. */
function priceBound(value: QueryValue): number | null {
  const n = parseUrlNumber(value);
  return n !== null && n <= MAX_PRICE_BOUND ? n : null;
}

/**
 * Parses a listing's filters from its hash or its query string, the same grammar for both
 * ("#price_min=500&price_max=2000&sort=price_ascending&design_features[]=milgrain&k=18", or "?..."; other
 * parameters are not looked at). A value the grammar does not know is ignored: an unknown sort, design
 * feature or karat (case-insensitive), a price that is not a number from 0 to MAX_PRICE_BOUND; 0-0 is
 * unset. With `route`, only the filters its listing applies are kept: design features on engagement
 * rings, the karat on jewellery (price and sort on every listing).
 */
export function parseCatalogueFilters(hashOrQuery: string | null | undefined, route?: CatalogueListingRoute): CatalogueFilters {
  const q = decodeQuery(hashOrQuery);
  const sortValue = q[CATALOGUE_FILTER_KEYS.sort];
  const karatValue = q[CATALOGUE_FILTER_KEYS.karat];
  return normalizeCatalogueFilters({
    priceMin: priceBound(q[CATALOGUE_FILTER_KEYS.priceMin]),
    priceMax: priceBound(q[CATALOGUE_FILTER_KEYS.priceMax]),
    sort: typeof sortValue === "string" ? matchVocabulary(SORT_ORDERS, sortValue) : null,
    designFeatures:
      !route || route.kind === "engagementRings" ? DESIGN_FEATURES.parseList(queryList(q[CATALOGUE_FILTER_KEYS.designFeatures])) : [],
    karat:
      (!route || route.kind === "jewellery") && (typeof karatValue === "number" || typeof karatValue === "string")
        ? parseKarat(karatValue)
        : null,
  });
}

/**
 * The filters as a hash or query string, without "#" or "?" ("" when every filter is unset). Enum
 * values are lower-cased codes.
 */
export function formatCatalogueFilters(input: Partial<CatalogueFilters>): string {
  const filters = normalizeCatalogueFilters(input);
  const object: QueryObject = {
    [CATALOGUE_FILTER_KEYS.priceMin]: filters.priceMin,
    [CATALOGUE_FILTER_KEYS.priceMax]: filters.priceMax,
    [CATALOGUE_FILTER_KEYS.sort]: filters.sort?.toLowerCase(),
    [CATALOGUE_FILTER_KEYS.designFeatures]: filters.designFeatures.map((f) => f.toLowerCase()),
    [CATALOGUE_FILTER_KEYS.karat]: filters.karat,
  };
  return encodeQuery(object);
}

/**
 * Parses "path?query#hash" into the route and its filters: the hash's when it holds any (with scripts
 * the hash is the listing's state), else the query's.
 */
export function parseCatalogueUrl(url: string): { route: CatalogueRoute; filters: CatalogueFilters } | null {
  const route = parseCataloguePath(url);
  if (!route) return null;
  const { query, hash } = splitUrl(url);
  const inHash = parseCatalogueFilters(hash);
  return { route, filters: formatCatalogueFilters(inHash) ? inHash : parseCatalogueFilters(query) };
}

// ---------------------------------------------------------------------------------------------
// Slug safety

/**
 * True when a design slug can be used in every product URL form: lower-kebab, and no metal slug
 * followed by a fixed word ("...-platinum-ring-...") that would make the path split elsewhere. Seeds
 * and admin input should check slugs with it.
 */
export function isRoutableProductSlug(slug: string): boolean {
  const tokens = slug.split("-");
  if (!validTokens(tokens)) return false;
  for (const metal of METALS.codes) {
    const probes: CatalogueProductRoute[] = [
      { kind: "engagementRing", slug, metal, shape: "ROUND", suffixSlug: "" },
      { kind: "weddingRing", slug, metal, suffixSlug: "" },
      { kind: "readyToGoRing", slug, metal },
      ...JEWELLERY_TYPES.codes.map((productType) => ({ kind: "jewelleryItem" as const, slug, metal, productType, suffixSlug: "" })),
    ];
    for (const probe of probes) {
      const parsed = parseCataloguePath(formatCataloguePath(probe));
      if (!parsed || !("slug" in parsed) || parsed.slug !== slug || parsed.metal !== metal) return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Legacy paths (docs/product.md#legacy-redirects): answered with 301 by server/http/catalogue-redirects.ts

/** Old engagement-ring style pages, now design features of the engagement-ring listing. */
const STYLE_ALIASES: Readonly<Record<string, DesignFeatureCode>> = {
  "hidden-halo": "HIDDEN_HALO",
  twisted: "TWISTED_BAND",
  "east-west": "EAST_WEST",
  "bezel-setting": "BEZEL_SETTING",
  "split-shank": "SPLIT_SHANK",
  "cathedral-setting": "CATHEDRAL_SETTING",
};

/** Retired ring-guidance pages, now the ring guidance page itself. */
const RING_GUIDANCE_PATH = "/ring-guidance";
const RETIRED_RING_GUIDANCE = new Set([
  "ring-guidance/the-crafting-process",
  "ring-guidance/the-crafting-process/how-our-rings-are-created",
  "ring-guidance/engagement-ring-cost/transparency",
]);

function withHash(path: string, filters: Partial<CatalogueFilters>): string {
  const hash = formatCatalogueFilters(filters);
  return hash ? `${path}#${hash}` : path;
}

function legacyJewellery(rest: readonly string[]): string | null {
  let legacy = false;
  let karat: Karat | null = null;
  const designFeatures: DesignFeatureCode[] = [];
  const route: JewelleryRoute = { ...emptyJewellery };
  const values: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const segment = rest[i]!.toLowerCase();
    if (segment === "all-product-types") {
      legacy = true;
      values.push(DEFAULT_SEGMENTS.jewellery[0]);
    } else if (segment === "design-features") {
      legacy = true;
      const value = rest[++i];
      const style = JEWELLERY_DESIGN_STYLES.parse(value);
      const feature = DESIGN_FEATURES.parse(value);
      if (style) route.designStyle = style.code;
      else if (feature && !designFeatures.includes(feature.code)) designFeatures.push(feature.code);
    } else {
      const metal = METALS.bySlug(segment);
      if (metal && metal.karat !== null) {
        legacy = true;
        karat = metal.karat;
        route.metal = metal.jewelleryMetal;
      } else {
        values.push(segment);
      }
    }
  }
  if (!legacy) return null;
  if (values.length > 0 && isPageSegment(values[values.length - 1])) {
    const page = parsePage(values.pop());
    if (page === null) return null;
    route.page = page;
  }
  // Old paths put filters in other positions: each value is read at its position first, else by the
  // vocabulary it belongs to.
  const fields = [
    ["productType", JEWELLERY_TYPES],
    ["productStyle", JEWELLERY_STYLES],
    ["gemstone", JEWELLERY_GEMSTONES],
    ["designStyle", JEWELLERY_DESIGN_STYLES],
    ["metal", JEWELLERY_METALS],
  ] as const;
  const target = route as unknown as Record<string, string | null>;
  values.forEach((value, i) => {
    const own = fields[i];
    if (own && own[1].parse(value) && target[own[0]] === null) {
      target[own[0]] = own[1].parse(value)!.code;
      return;
    }
    for (const [field, vocabulary] of fields) {
      const entry = vocabulary.parse(value);
      if (entry && target[field] === null) {
        target[field] = entry.code;
        return;
      }
    }
  });
  return withHash(formatCataloguePath(route), { karat, designFeatures });
}

/**
 * The target of a legacy catalogue path (without region prefix), or null when the path is current.
 * The target may carry a hash (filters that live in the hash): a Location with a fragment is applied
 * by browsers.
 *   /wedding-rings/pave_wr                       -> /wedding-rings/ladies/all-metals/pave
 *   /wedding-rings/mens-wedding-rings[/...]      -> /wedding-rings/mens[/...]
 *   /jewellery/all-product-types/...             -> /jewellery/all-jewellery/... (trailing defaults dropped)
 *   /jewellery/.../18k-white-gold                -> /jewellery/.../white-gold#k=18
 *   /jewellery/.../design-features/{value}       -> the design style segment, or design_features in the hash
 *   /ring-guidance/the-crafting-process[/how-our-rings-are-created], /ring-guidance/engagement-ring-cost/transparency
 *                                                -> /ring-guidance
 *   /engagement-rings/{alias}[/{page}], /{alias}-engagement-rings (hidden-halo, twisted, east-west, bezel-setting,
 *   split-shank, cathedral-setting)              -> /engagement-rings[/{page}]#design_features[]={feature}
 */
export function legacyCatalogueRedirect(path: string): string | null {
  const segments = pathSegments(splitUrl(path).path);
  const lower = segments.map((s) => s.toLowerCase());
  const [head, ...rest] = lower;
  if (!head) return null;

  if (RETIRED_RING_GUIDANCE.has(lower.join("/"))) return RING_GUIDANCE_PATH;

  // "/engagement-rings/hidden-halo[/{page}]": the page is kept with the filter.
  const aliasPage = rest.length === 1 ? 1 : rest.length === 2 && isPageSegment(rest[1]) ? parsePage(rest[1]) : null;
  const alias = head === CATALOGUE_BASES.engagementRings && aliasPage !== null ? ownValue(STYLE_ALIASES, rest[0]!) : undefined;
  if (alias) return withHash(formatCataloguePath({ ...emptyEngagementRings, page: aliasPage! }), { designFeatures: [alias] });
  if (lower.length === 1 && head.endsWith("-engagement-rings")) {
    const feature = ownValue(STYLE_ALIASES, head.slice(0, -"-engagement-rings".length));
    if (feature) return withHash(`/${CATALOGUE_BASES.engagementRings}`, { designFeatures: [feature] });
  }

  if (head === CATALOGUE_BASES.weddingRings && rest.length > 0) {
    const first = rest[0]!;
    const wr = /^(.+)_wr$/.exec(first);
    if (wr) {
      const style = matchVocabulary(WEDDING_STYLES, wr[1]);
      return formatCataloguePath({ ...emptyWeddingRings, category: DEFAULT_WEDDING_CATEGORY, style });
    }
    const named = /^(ladies|mens)-wedding-rings$/.exec(first);
    if (named) {
      const route = parseCataloguePath(`/${CATALOGUE_BASES.weddingRings}/${[named[1], ...rest.slice(1)].join("/")}`);
      return route ? formatCataloguePath(route) : `/${CATALOGUE_BASES.weddingRings}/${named[1]}`;
    }
    return null;
  }

  if (head === CATALOGUE_BASES.jewellery && rest.length > 0) {
    // A product path (one segment) is never legacy.
    if (rest.length === 1 && parseCataloguePath(`/${CATALOGUE_BASES.jewellery}/${rest[0]}`)?.kind === "jewelleryItem") return null;
    return legacyJewellery(segments.slice(1));
  }
  return null;
}
