/**
 * What of a page's query changes the page: the page cache's key (server/http/page-cache.ts) holds
 * this, not the query as sent, so that a parameter no page reads (utm_*, gclid, a random one) shares
 * the page of the address without it. The pages read:
 * - stone searches and listings, and the ring builder's stone recommendations: the stone search's
 *   parameters (`STONE_PARAM_KEYS`: filters, sort, page, stone), as written (a listing answers 301
 *   at any other spelling, which is never kept);
 * - catalogue listings: their filters (`price_min`, `price_max`, `sort`, `design_features[]`, `k`:
 *   the page a form sends without scripts), keyed by what the catalogue grammar reads of them (another
 *   spelling, a value it ignores or a filter the listing does not apply shares the page without it);
 *   engagement-ring listings also `recommendations=yes`;
 * - the ring builder's "your ring": `from`, the local page its dialog returns to;
 * - React Router's data requests (`.data`): `_routes`, the routes to load;
 * - React Router's route discovery (`/__manifest`): `paths`, and `version`, the build's (without
 *   it the browser is told the build changed and reloads the whole document at every such link);
 * - the account pages (sign-in, the sign-in link and its request, passwords, the profile): every
 *   parameter (`redirectUrl`, `mode`, `email`, the link's `user`, `expires` and `hash`, the reset
 *   `token`, an order's `id`); they are never kept (they say `private, no-store`), so nothing of them
 *   is shared;
 * - nothing else (home, products, content pages).
 * A page that comes to read another parameter names it here. The parameters the page does not read
 * are still the visitor's: the browser's address keeps them, and a 301 keeps them (`moved`).
 */
import { queryKeyOf, splitQuery } from "./common.ts";
import { STONE_PARAM_KEYS, parseStonePath } from "./stones.ts";
import { parseRingBuilderUrl } from "./ring-builder.ts";
import {
  CATALOGUE_FILTER_KEYS,
  formatCatalogueFilters,
  isCatalogueListing,
  parseCataloguePath,
  parseCatalogueFilters,
} from "./catalogue.ts";
import { isAccountPath } from "./accounts.ts";

const STONE_KEYS = new Set<string>(STONE_PARAM_KEYS);
const DATA_KEYS = ["_routes"];
const MANIFEST_PATH = "/__manifest";
const MANIFEST_KEYS = ["paths", "version"];

/** A page's query split: what changes the page, as the cache's key; the pairs it reads and the others, as written. */
export interface PageQuery {
  /** The query (without "?") that changes the page: its own pairs, or their meaning where the page reads a value. */
  key: string;
  /** The pairs the page reads, as written and in their order (without "?"). */
  owned: string;
  /** The pairs no page reads here (utm_*, gclid, anything unknown), as written (without "?"). */
  foreign: string;
}

/**
 * The query `search` ("?a=1&b=2" or "a=1&b=2") of the page at `path` (without region prefix; a
 * `.data` request's path with its suffix), split into what changes the page and what does not.
 */
export function pageQuery(path: string, search: string): PageQuery {
  const query = search.replace(/^\?/, "");
  if (!query) return { key: "", owned: "", foreign: "" };
  const isData = path.endsWith(".data");
  const pagePath = isData ? path.slice(0, -".data".length) || "/" : path;
  if (!isData && isAccountPath(pagePath)) return { key: query, owned: query, foreign: "" };
  const reads = new Set<string>(isData ? DATA_KEYS : path === MANIFEST_PATH ? MANIFEST_KEYS : []);
  // Parameters the page reads for a meaning of their value: keyed by that meaning, not as written.
  const readForMeaning = new Set<string>();
  const meaning: string[] = [];
  const ring = parseRingBuilderUrl(`${pagePath}?${query}`);
  if (ring?.kind === "yourRing") {
    readForMeaning.add("from");
    if (ring.from) meaning.push(`from=${encodeURIComponent(ring.from)}`);
  } else if (ring?.kind === "stoneRecommendations" || parseStonePath(pagePath)) {
    for (const key of STONE_KEYS) reads.add(key);
  } else {
    const route = parseCataloguePath(`${pagePath}?${query}`);
    if (route?.kind === "engagementRings") {
      readForMeaning.add("recommendations");
      if (route.recommendations) meaning.push("recommendations=yes");
    }
    if (route && isCatalogueListing(route)) {
      for (const key of Object.values(CATALOGUE_FILTER_KEYS)) readForMeaning.add(key);
      const filters = formatCatalogueFilters(parseCatalogueFilters(query, route));
      if (filters) meaning.push(filters);
    }
  }
  const { owned, foreign } = splitQuery(query, (key) => reads.has(key) || readForMeaning.has(key));
  const asWritten = owned.split("&").filter((pair) => pair && !readForMeaning.has(queryKeyOf(pair)));
  return { key: [...meaning, ...asWritten].join("&"), owned, foreign };
}
