/**
 * What of a page's query changes the page: the page cache's key (server/http/page-cache.ts) holds
 * this, not the query as sent, so that a parameter no page reads (utm_*, gclid, a random one) shares
 * the page of the address without it. The pages read:
 * - stone searches and listings, and the ring builder's stone recommendations: the stone search's
 *   parameters (`STONE_PARAM_KEYS`: filters, sort, page, stone), as written (a listing answers 301
 *   at any other spelling, which is never kept);
 * - engagement-ring listings: `recommendations=yes`;
 * - the ring builder's "your ring": `from`, the local page its dialog returns to;
 * - React Router's data requests (`.data`): `_routes`, the routes to load;
 * - nothing else (home, products, content pages). Account pages read theirs but are never kept
 *   (they say `private, no-store`).
 * A page that comes to read another parameter names it here. The parameters the page does not read
 * are still the visitor's: the browser's address keeps them, and a 301 keeps them (`moved`).
 */
import { STONE_PARAM_KEYS, parseStonePath } from "./stones.ts";
import { parseRingBuilderUrl } from "./ring-builder.ts";
import { parseCataloguePath } from "./catalogue.ts";

const STONE_KEYS = new Set<string>(STONE_PARAM_KEYS);
const DATA_KEYS = new Set(["_routes"]);

/** The name of a query pair as written ("shape[]=x" and "shape[0]=x" are "shape"), decoded. */
function keyOf(pair: string): string {
  const raw = pair.split("=", 1)[0]!;
  let key: string;
  try {
    key = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    key = raw;
  }
  return key.replace(/\[[^\]]*\]$/, "");
}

function pairsOf(query: string, keys: ReadonlySet<string>): string[] {
  return query.split("&").filter((pair) => pair && keys.has(keyOf(pair)));
}

/**
 * The query (without "?") that changes the page at `path` (without region prefix; a `.data` request's
 * path with its suffix) for the query `search` ("?a=1&b=2" or "a=1&b=2"): its own parameters, in the
 * order written, or their meaning where the page reads a value (recommendations, from).
 */
export function pageQueryKey(path: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (!query) return "";
  const isData = path.endsWith(".data");
  const pagePath = isData ? path.slice(0, -".data".length) || "/" : path;
  const own: string[] = [];
  const ring = parseRingBuilderUrl(`${pagePath}?${query}`);
  if (ring?.kind === "yourRing") {
    if (ring.from) own.push(`from=${encodeURIComponent(ring.from)}`);
  } else if (ring?.kind === "stoneRecommendations" || parseStonePath(pagePath)) {
    own.push(...pairsOf(query, STONE_KEYS));
  } else {
    const route = parseCataloguePath(`${pagePath}?${query}`);
    if (route?.kind === "engagementRings" && route.recommendations) own.push("recommendations=yes");
  }
  if (isData) own.push(...pairsOf(query, DATA_KEYS));
  return own.join("&");
}
