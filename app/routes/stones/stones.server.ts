import { data, type LoaderFunctionArgs } from "react-router";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  DIAMOND_SEARCH_PATH,
  STONE_PARAM_KEYS,
  categoryOfPath,
  dtlPath,
  formatStoneLocation,
  formatStonePath,
  parseStonePath,
  stoneDetailPath,
  stoneLocationOf,
  stonePageOf,
  usesHashState,
  type StonePath,
  type StoneSearchState,
} from "../../../core/urls/stones.ts";
import { STONE_PAGE_SIZE_DEFAULT, type StoneCategory } from "../../../core/vocabulary/stones.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { requestContext } from "../../lib/query.server.ts";
import { splitQuery } from "../../../core/urls/common.ts";
import { joinQuery, load, moved, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { linkTarget, type StoneResultsView, type StoneView } from "../../components/stones/types.ts";
import type { RingBuilderView } from "../../components/ring-builder/types.ts";
import type { StoneRecommendationKindCode } from "../../../core/vocabulary/engagement.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { stoneTitle } from "../../components/stones/labels.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { copyFor } from "./copy.ts";
import { stoneJsonLd } from "./stone-seo.ts";
import { publicOrigin } from "../../lib/root.server.ts";
import { loadRingBuilder, settingsForStone } from "../ring-builder/ring-builder.server.ts";
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
  type StoneMarket,
} from "./documents.ts";

/** What a stone search or stone detail page's loader hands to its view (and the ring builder's step 2, a search too). */
export interface StoneSearchData {
  path: StonePath;
  category: StoneCategory;
  /** The state the server searched with (for non-SKU searches: the query of a background load). */
  state: StoneSearchState;
  results: StoneResultsView;
  /** The region and currency the page is priced in; the browser's searches use them too. */
  market: StoneMarket;
  /** The stone named by the URL (path or hash), when it is available. */
  selected: StoneView | null;
  /** The URL named a stone that is sold or unknown (stone not found, status 404). */
  stoneNotFound: boolean;
  heading: string;
  eyebrow: string;
  intro: string;
  /** The ring the visitor is building (docs/product.md#ring-builder), or null: its step bar shows while one is. */
  ring?: RingBuilderView | null;
  /** How many settings take `selected` (its "Add to a ring" is offered only when one does). */
  ringSettings?: number | null;
  /**
   * The ring builder's step 2 (stones for a chosen setting): the page's URLs are the ring builder's
   * own, its tabs are the kinds of stone, and the shapes the setting takes are locked.
   */
  recommendations?: {
    stoneKind: StoneRecommendationKindCode;
    lockedShapes: ShapeCode[];
    settingHref: string;
    /** The page's path without its query (the page adds the visitor's filters: stoneRecommendationsAt). */
    path: string;
    /** Each kind of stone's first page, in the order of the tabs (made by the loader: the URL grammar stays on the server). */
    tabs: { stoneKind: StoneRecommendationKindCode; href: string }[];
  } | null;
}

/** A stone page's data with its title and description. */
export type StonePageData = StoneSearchData & { seo: PageSeo };

/** The query parameters a stone page reads (filters, sort, page, stone); any other is kept as it came. */
const OWNED = new Set<string>(STONE_PARAM_KEYS);
const owns = (key: string) => OWNED.has(key);

type DetailPath = Extract<
  StonePath,
  { kind: "diamond-by-gia" | "diamond-by-feed" | "lab-grown-diamond-search" | "gemstone-search" | "fancy-diamond-search" }
>;

function isDetailPath(path: StonePath): path is DetailPath {
  return stonePageOf(path) === "detail";
}

/**
 * The request's URL, region and stone path, parsed once by the stone grammar and handed on to
 * everything the page does with it; 404 when the path is not one of the grammar's forms.
 */
function parse(args: LoaderFunctionArgs) {
  const url = documentUrl(args.request);
  const { path: pathname } = splitRegionPath(url.pathname);
  const region = requestContext(args.context).region;
  const path = parseStonePath(pathname);
  if (!path) notFound();
  return { url, pathname, region, path };
}

/**
 * The search a page shows. SKU listings and stone pages read the state from the query and answer at
 * their canonical address (301 otherwise, keeping the parameters they do not own); non-SKU searches
 * keep their state in the hash, which the server never sees: the page sends the same search document
 * for it through the browser's GraphQL client (docs/decisions/0010-hash-state-through-the-graphql-client.md). A
 * path written otherwise than the store writes it ("/Diamonds/Natural/All-Shapes", a trailing "/")
 * moves in the same single 301. A page past the last one the search reaches answers 404.
 */
async function runSearch(args: LoaderFunctionArgs, parsed: ReturnType<typeof parse>) {
  const { url, pathname, region, path } = parsed;
  const hashMode = usesHashState(path);
  const { owned, foreign } = splitQuery(url.search, owns);
  const location = stoneLocationOf(path, { search: hashMode ? "" : owned, hash: hashMode ? owned : "" });
  if (!hashMode) {
    const canonical = formatStoneLocation(location);
    if (canonical !== `${pathname}${joinQuery(owned)}`) {
      const [canonicalPath, canonicalQuery = ""] = canonical.split("?");
      moved(region, canonicalPath!, joinQuery(canonicalQuery, foreign));
    }
  } else if (formatStonePath(path) !== pathname) moved(region, formatStonePath(path), url.search);
  const state = location.state;
  const category: StoneCategory = categoryOfPath(path);
  const { currency } = requestContext(args.context);
  const market: StoneMarket = { region, currency };
  const [result, t] = await Promise.all([
    load(args.context, STONE_SEARCH_QUERY, { input: searchInput(category, state, STONE_PAGE_SIZE_DEFAULT, market) }),
    serverTranslator(args.context),
  ]);
  const results = toResultsView(result.stoneSearch, state, STONE_PAGE_SIZE_DEFAULT, currency);
  if (state.page > results.pageCount) notFound();
  return { state, category, results, market, t, copy: copyFor(t, path, state), hashMode };
}

/**
 * Stone searches: the SKU listings (/diamonds/natural/{shape}/{page}, lab-grown, coloured diamonds,
 * gemstones), the non-SKU searches (hash state) and the search routes without a stone. Section
 * addresses ("/diamonds", "/diamond-search") answer 301 with their first listing.
 */
export async function loadStoneSearch(args: LoaderFunctionArgs): Promise<StonePageData> {
  const parsed = parse(args);
  const { path, region, url } = parsed;
  if (stonePageOf(path) !== "search") notFound();
  if (path.kind === "diamond-search") {
    // Straight to the listing's own address for the search it names: one 301, not two.
    const { owned, foreign } = splitQuery(url.search, owns);
    const [targetPath, targetQuery = ""] = formatStoneLocation(stoneLocationOf(DIAMOND_SEARCH_PATH, { search: owned })).split("?");
    moved(region, targetPath!, joinQuery(targetQuery, foreign));
  }
  const [{ state, category, results, market, t, copy }, ring] = await Promise.all([
    runSearch(args, parsed),
    loadRingBuilder(args.request, args.context),
  ]);
  return {
    ring,
    path,
    category,
    state,
    results,
    market,
    selected: null,
    stoneNotFound: false,
    eyebrow: copy.eyebrow,
    heading: copy.heading,
    intro: copy.intro,
    seo: { title: documentTitle(t, copy.title), description: copy.description, headline: copy.title },
  };
}

async function lookup(args: LoaderFunctionArgs, path: DetailPath): Promise<StoneView | null> {
  const { context } = args;
  let result: StoneLookupResult | null;
  if (path.kind === "diamond-by-feed") {
    result = (await load(context, STONE_BY_FEED_QUERY, { feedIdentifier: path.feed, externalId: path.externalId })).stoneByFeedReference;
    // A GIA number in the URL must be the stone's own.
    if (path.giaNumber && isStone(result) && result.certificates.gia?.number !== path.giaNumber) result = null;
  } else if (path.kind === "diamond-by-gia") {
    result = (await load(context, STONE_BY_GIA_QUERY, { number: path.giaNumber })).stoneByCertificate;
  } else {
    // No identifier is no stone: the page answers 404, as the document refuses a null identifier.
    if (path.stoneId === null) notFound();
    result = (await load(context, STONE_QUERY, { identifier: path.stoneId })).stone;
  }
  return result && isStone(result) ? toStoneView(result) : null;
}

/**
 * A stone's page: the stone above the search of its kind. Each stone has one address (its
 * `stoneDetailPath`); another route naming it answers 301 there, keeping the query. A sold or
 * unknown stone answers 404 with the search, so the visitor can choose another.
 */
export async function loadStoneDetail(args: LoaderFunctionArgs) {
  const parsed = parse(args);
  const { path, region, url, pathname } = parsed;
  if (!isDetailPath(path)) notFound();
  const stone = await lookup(args, path);
  if (stone) {
    const canonical = stoneDetailPath(linkTarget(stone));
    if (canonical !== pathname) moved(region, canonical, url.search);
  }
  const [{ state, category, results, market, t, copy }, ring, ringSettings] = await Promise.all([
    runSearch(args, parsed),
    loadRingBuilder(args.request, args.context),
    stone ? settingsForStone(args.context, stone) : null,
  ]);
  const title = stone ? stoneTitle(t, stone) : t("stone_not_found_title");
  const description = stone ? t("stone_detail_description", { title, description: copy.description }) : copy.description;
  const pageUrl = `${publicOrigin(args.request)}${url.pathname}`;
  const payload: StonePageData = {
    ring,
    ringSettings,
    path,
    category,
    state,
    results,
    market,
    selected: stone,
    stoneNotFound: !stone,
    eyebrow: copy.eyebrow,
    heading: copy.heading,
    intro: copy.intro,
    seo: {
      title: documentTitle(t, title),
      description,
      headline: title,
      robots: stone ? undefined : "noindex, follow",
      notFound: stone ? undefined : true,
      jsonLd: stone ? [stoneJsonLd({ stone, title, description, pageUrl, renderedAt: new Date().toISOString() })] : undefined,
    },
  };
  return data(payload, { status: stone ? 200 : 404 });
}

export interface DiamondReportData {
  stone: StoneView;
  detailHref: string;
  seo: PageSeo;
}

/**
 * diamonds/{identifier}/dtl: the report of a diamond's grades; 404 for a malformed or unknown id and
 * for a gemstone.
 */
export async function loadDiamondReport(args: LoaderFunctionArgs): Promise<DiamondReportData> {
  const { path, region, url, pathname } = parse(args);
  if (path.kind !== "dtl") notFound();
  const [{ stone: result }, t] = await Promise.all([
    load(args.context, STONE_QUERY, { identifier: path.identifier }),
    serverTranslator(args.context),
  ]);
  if (!result || !isStone(result)) notFound();
  const stone = toStoneView(result);
  const detailHref = stoneDetailPath(linkTarget(stone));
  const report = dtlPath(stone.identifier);
  // A diamond report is a diamond's: a gemstone has none.
  if (stone.category === "GEMSTONE") notFound();
  if (pathname !== report) moved(region, report, url.search);
  const title = stoneTitle(t, stone);
  const headline = t("stone_report_title", { identifier: stone.identifier, title });
  return {
    stone,
    detailHref,
    // The report repeats the stone's page: that page is the one to index.
    seo: {
      title: documentTitle(t, headline),
      description: t("stone_report_description", { title }),
      headline,
      canonical: regionPath(region, detailHref),
    },
  };
}
