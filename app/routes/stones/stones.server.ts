import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { DEFAULT_REGION, regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  DIAMOND_SEARCH_TARGET,
  categoryOfPath,
  formatStoneLocation,
  parseStoneLocation,
  parseStonePath,
  stoneDetailPath,
  usesHashState,
  type StonePath,
  type StoneSearchState,
} from "../../../core/urls/stones.ts";
import { STONE_PAGE_SIZE_DEFAULT, type StoneCategory } from "../../../core/vocabulary/stones.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import type { StoneSearchData } from "../../components/stones/StoneSearchPage.tsx";
import { linkTarget, type StoneView } from "../../components/stones/types.ts";
import { stoneTitle } from "../../components/stones/labels.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { copyFor } from "./copy.ts";
import {
  STONE_BY_FEED_QUERY,
  STONE_BY_GIA_QUERY,
  STONE_QUERY,
  STONE_SEARCH_QUERY,
  isStone,
  searchInput,
  toResultsView,
  toStoneView,
  type StoneLookupResult,
  type StoneSearchResult,
} from "./api.ts";

function notFound(): Response {
  return new Response("Not found", { status: 404 });
}

/** The query string as written, without the parameters React Router adds to data requests. */
function ownSearch(url: URL): string {
  const kept = url.search
    .replace(/^\?/, "")
    .split("&")
    .filter((p) => p && !p.startsWith("_") && !p.startsWith("index"));
  return kept.length ? `?${kept.join("&")}` : "";
}

/** Pages reach 10,000 stones at most (the search API refuses deeper pages). */
const MAX_PAGE = Math.floor(10_000 / STONE_PAGE_SIZE_DEFAULT);

async function lookup(args: LoaderFunctionArgs, path: StonePath, state: StoneSearchState): Promise<{ stone: StoneView | null; asked: boolean }> {
  const { context } = args;
  let result: StoneLookupResult | null;
  if (path.kind === "diamond-by-feed") {
    result = (
      await query<{ stoneByFeedReference: StoneLookupResult }>(context, STONE_BY_FEED_QUERY, { feedIdentifier: path.feed, externalId: path.externalId })
    ).stoneByFeedReference;
    // A GIA number in the URL must be the stone's own.
    if (path.giaNumber && isStone(result) && result.certificates.gia?.number !== path.giaNumber) result = null;
  } else if (path.kind === "diamond-by-gia") {
    result = (await query<{ stoneByCertificate: StoneLookupResult }>(context, STONE_BY_GIA_QUERY, { number: path.giaNumber })).stoneByCertificate;
  } else if (state.stoneId) {
    result = (await query<{ stone: StoneLookupResult }>(context, STONE_QUERY, { identifier: state.stoneId })).stone;
  } else {
    return { stone: null, asked: false };
  }
  return { stone: result && isStone(result) ? toStoneView(result) : null, asked: true };
}

/**
 * Loader of every stone search route: parses the URL (core/urls/stones.ts), redirects to the
 * canonical form, runs the search and looks up the stone the URL names. A sold or unknown stone
 * answers 404 with the search, so the visitor can choose another.
 */
export async function loadStoneSearch(args: LoaderFunctionArgs) {
  const url = documentUrl(args.request);
  const { region, path: pathname } = splitRegionPath(url.pathname);
  const inRegion = (p: string) => regionPath(region ?? DEFAULT_REGION, p);
  const path = parseStonePath(pathname);
  if (!path || path.kind === "dtl") throw notFound();
  if (path.kind === "diamond-search") throw redirect(`${inRegion(DIAMOND_SEARCH_TARGET)}${ownSearch(url)}`, 301);

  const hashMode = usesHashState(path);
  const search = ownSearch(url);
  // One address per page: "/diamonds/natural/all-shapes/" is "/diamonds/natural/all-shapes".
  if (pathname.endsWith("/")) throw redirect(`${inRegion(pathname.replace(/\/+$/, ""))}${search}`, 301);
  // Non-SKU searches keep their state in the hash; the browser loads filtered results by sending the
  // same state as a query.
  const location = parseStoneLocation({ pathname, search: hashMode ? "" : search, hash: hashMode ? search : "" })!;
  if (!hashMode) {
    const canonical = formatStoneLocation(location);
    if (canonical !== `${pathname}${search}`) throw redirect(inRegion(canonical), 301);
  }
  const state = location.state;
  if (state.page > MAX_PAGE) throw notFound();
  const category: StoneCategory = categoryOfPath(path);

  const [searchResult, selected, t] = await Promise.all([
    query<{ stoneSearch: StoneSearchResult }>(args.context, STONE_SEARCH_QUERY, { input: searchInput(category, state, STONE_PAGE_SIZE_DEFAULT) }),
    lookup(args, path, state),
    serverTranslator(args.context),
  ]);
  const results = toResultsView(searchResult.stoneSearch, state.page, STONE_PAGE_SIZE_DEFAULT, requestContext(args.context).currency);
  if (!hashMode && state.page > 1 && results.items.length === 0) throw notFound();

  const copy = copyFor(t, path, state);
  const stoneNotFound = selected.asked && !selected.stone;
  // A SKU page of one stone is that stone's page; a non-SKU search keeps the search's title.
  const stonePage = selected.stone && !hashMode ? stoneTitle(t, selected.stone) : null;
  const payload: StoneSearchData & { title: string; description: string } = {
    path,
    category,
    state,
    results,
    selected: selected.stone,
    stoneNotFound,
    eyebrow: copy.eyebrow,
    heading: copy.heading,
    intro: copy.intro,
    title: stonePage ?? (stoneNotFound ? t("stone_not_found_title") : copy.title),
    description: stonePage ? t("stone_detail_description", { title: stonePage, description: copy.description }) : copy.description,
  };
  return data(payload, { status: stoneNotFound ? 404 : 200 });
}

export interface DiamondReportData {
  stone: StoneView;
  title: string;
  description: string;
  detailHref: string;
}

/** diamonds/{identifier}/dtl: a report of the stone's grades; 404 for a malformed or unknown id. */
export async function loadDiamondReport(args: LoaderFunctionArgs): Promise<DiamondReportData> {
  const url = documentUrl(args.request);
  const { path: pathname } = splitRegionPath(url.pathname);
  const path = parseStonePath(pathname);
  if (!path || path.kind !== "dtl") throw notFound();
  const [{ stone: result }, t] = await Promise.all([
    query<{ stone: StoneLookupResult }>(args.context, STONE_QUERY, { identifier: path.identifier }),
    serverTranslator(args.context),
  ]);
  if (!result || !isStone(result)) throw notFound();
  const stone = toStoneView(result);
  const title = stoneTitle(t, stone);
  return {
    stone,
    title: t("stone_report_title", { identifier: stone.identifier, title }),
    description: t("stone_report_description", { title }),
    detailHref: stoneDetailPath(linkTarget(stone)),
  };
}
