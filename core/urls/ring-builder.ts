/**
 * The ring builder's URL grammar (docs/product.md#ring-builder): the pages of its own routes and the
 * links it makes into the catalogue and the stone search. Paths are without the region prefix.
 *
 *   /engagement-rings/stone-recommendations/{natural-diamonds|lab-grown-diamonds|gemstones}[?{stone search query}]
 *       step 2 after a setting: the stone search of that kind, its filters in the query
 *       (the stone search's query grammar, core/urls/stones.ts); the setting's shape and carat range
 *       are applied on top by the page, never written into the URL.
 *   /engagement-rings/your-ring[?from={local path}]
 *       step 3: the ring, a full-screen dialog; `from` is the page the visitor opened it on, where
 *       closing it returns (a path of this store only).
 *   /engagement-rings/all-metals/all-styles/{shape}?recommendations=yes
 *       step 1 after a stone: the recommended settings of the stone's shape (core/urls/catalogue.ts).
 *
 * The part that needs no catalogue grammar (the ring's address, step 2's URL from its path) is
 * core/urls/ring-builder-links.ts, re-exported here.
 *
 * parse(format(x)) deep-equals x for every canonical value; parsing is lenient (unknown query keys
 * and a `from` that is not a local path are dropped).
 */
import { emptyEngagementRings, formatCatalogueUrl, parseCataloguePath } from "./catalogue.ts";
import { decodeQuery, pathSegments, splitUrl } from "./common.ts";
import { formatYourRingUrl, localReturnPath } from "./ring-builder-links.ts";
import { emptySearchState, parseStoneParams, stoneRecommendationsAt, type StoneSearchState } from "./stones.ts";
import { STONE_RECOMMENDATION_KINDS, type StoneRecommendationKindCode } from "../vocabulary/engagement.ts";
import type { ShapeCode } from "../vocabulary/shapes.ts";
import type { StoneCategory } from "../vocabulary/stones.ts";
export { stoneKindOfCategory } from "../stone-kind.ts";

export { YOUR_RING_PATH, localReturnPath, yourRingUrl } from "./ring-builder-links.ts";
export { stoneRecommendationsAt } from "./stones.ts";

export type RingBuilderRoute =
  | {
      kind: "stoneRecommendations";
      stoneKind: StoneRecommendationKindCode;
      /** The visitor's own filters, sort and page (the selected stone is never part of it). */
      state: StoneSearchState;
    }
  | {
      kind: "yourRing";
      /** Where closing the dialog returns: a path of this store with its query, or null. */
      from: string | null;
    };

/** Parses a ring builder URL ("path?query", no region prefix); null when it is none of its pages. */
export function parseRingBuilderUrl(url: string): RingBuilderRoute | null {
  const { path, query } = splitUrl(url);
  const segments = pathSegments(path).map((s) => s.toLowerCase());
  if (segments.length === 2 && segments[0] === "engagement-rings" && segments[1] === "your-ring") {
    return { kind: "yourRing", from: localReturnPath(decodeQuery(query)["from"]) };
  }
  const route = parseCataloguePath(path);
  if (route?.kind !== "stoneRecommendations") return null;
  return { kind: "stoneRecommendations", stoneKind: route.stoneKind, state: { ...parseStoneParams(query), stoneId: null } };
}

/** The URL of a ring builder page (path and query, no region prefix). */
export function formatRingBuilderUrl(route: RingBuilderRoute): string {
  if (route.kind === "yourRing") return formatYourRingUrl(route.from);
  return stoneRecommendationsAt(stoneRecommendationsPath(route.stoneKind), route.state);
}

/** Step 2's path for a kind of stone, without a query (stoneRecommendationsAt adds the visitor's filters). */
export function stoneRecommendationsPath(stoneKind: StoneRecommendationKindCode): string {
  return formatCatalogueUrl({ kind: "stoneRecommendations", stoneKind });
}

/** Step 2's first page for a kind of stone (no filters of the visitor's own yet). */
export function stoneRecommendationsUrl(stoneKind: StoneRecommendationKindCode): string {
  return formatRingBuilderUrl({ kind: "stoneRecommendations", stoneKind, state: emptySearchState() });
}

/** Step 1 after a stone: the recommended settings of its shape (`?recommendations=yes`). */
export function recommendedSettingsUrl(shape: ShapeCode | null): string {
  return formatCatalogueUrl({ ...emptyEngagementRings, shape, recommendations: true });
}

/** The stone search category each kind of recommendation searches. */
const CATEGORY_OF_KIND: Record<StoneRecommendationKindCode, StoneCategory> = {
  NATURAL_DIAMONDS: "DIAMOND",
  LAB_GROWN_DIAMONDS: "LAB_GROWN_DIAMOND",
  GEMSTONES: "GEMSTONE",
};

export function categoryOfStoneKind(kind: StoneRecommendationKindCode): StoneCategory {
  return CATEGORY_OF_KIND[kind];
}

/** Every kind of recommendation, in the order the tabs show them. */
export const STONE_RECOMMENDATION_KIND_CODES: readonly StoneRecommendationKindCode[] = STONE_RECOMMENDATION_KINDS.codes;
