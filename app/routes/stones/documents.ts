import { stoneSortOrder, type StoneSearchState } from "../../../core/urls/stones.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { Currency, Region } from "../../../core/regions.ts";

/** The region and currency a stone page is priced in (the request's, carried by the page). */
export interface StoneMarket {
  region: Region;
  currency: Currency;
}
import { countryName } from "../../../core/countries.ts";
import type { FacetCount, StoneResultsView } from "../../components/stones/types.ts";
import { graphql } from "../../graphql/index.ts";
import type { StoneQuery, StoneRowFragment, StoneSearchQuery } from "../../graphql/graphql.ts";
import { toStoneView } from "./stone-view.ts";
import { moneyOf } from "../../lib/money.ts";
import { toMajorUnits } from "../../../core/money.ts";

/**
 * The GraphQL documents of stone search and their mapping to what the pages show. The server
 * renderer runs them in process; the same API serves the browser. Their result types are generated
 * from the schema (app/graphql/, `npm run codegen`).
 */

/** A stone as search results and the stone pages read it. */
graphql(`
  fragment StoneRow on Stone {
    identifier
    category
    shape
    caratWeight
    colour: diamondColour
    clarity
    cut
    polish
    symmetry
    fluorescence
    girdle
    fancyColour
    intensity
    gemstoneType
    gemstoneColour
    colourGrade
    gemstoneClarity
    grade
    crystal
    depthPercent
    tablePercent
    length
    width
    depth
    ratio
    originCountry
    shippingFromCountry
    deliveryDays
    deliveryDate
    expressDeliveryDate
    price { amount currency }
    photo { ...SiteImage }
    video
    report
    express
    isTreated
    canadaMark
    knownOrigin
    dtlReport
    inStock
    certificates { gia { number url } igi { number url } gcal { number url } }
    feedIdentifier
    externalId
    dtlUrl
  }
`);

export const STONE_SEARCH_QUERY = graphql(`
  query StoneSearch($input: StoneSearchInput!) {
    stoneSearch(input: $input) {
      total
      pageCount
      items { ...StoneRow }
      facets { field values { code count } }
      priceHistogram { buckets { min max count } }
      caratRange { min max }
      priceRange { min { amount currency } max { amount currency } }
    }
  }
`);

export const STONE_QUERY = graphql(`
  query Stone($identifier: String!, $region: Region, $currency: Currency) {
    stone(identifier: $identifier, region: $region, currency: $currency) { __typename ...StoneRow }
  }
`);

export const STONE_BY_FEED_QUERY = graphql(`
  query StoneByFeedReference($feedIdentifier: String!, $externalId: String!) {
    stoneByFeedReference(feedIdentifier: $feedIdentifier, externalId: $externalId) { __typename ...StoneRow }
  }
`);

export const STONE_BY_GIA_QUERY = graphql(`
  query StoneByCertificate($number: String!) {
    stoneByCertificate(lab: GIA, number: $number) { __typename ...StoneRow }
  }
`);

/** A stone as the API answers it. */
export type ApiStone = StoneRowFragment;

// A stone as the pages show it: a module of its own, for the ring builder's answers to need without the search.
export { toStoneView };

/** A lookup answers the stone, or a typed reason it cannot be shown (sold, unknown). */
export type StoneLookupResult = StoneQuery["stone"];

export function isStone(result: StoneLookupResult | null | undefined): result is Extract<StoneLookupResult, { __typename: "Stone" }> {
  return result?.__typename === "Stone";
}

/** One page of a search; pageCount: the pages the search reaches (numbered pages stop at a fixed number of stones). */
export type StoneSearchResult = StoneSearchQuery["stoneSearch"];

/** The API's input for a search state in a category. */
/**
 * The input of STONE_SEARCH_QUERY for a search state, priced in the page's market: the loader sends it
 * for the state in the path and query, the page through the browser's GraphQL client for the state in
 * the hash, so both answer the same prices.
 */
export function searchInput(category: StoneCategory, state: StoneSearchState, pageSize: number, market: StoneMarket) {
  const f = state.filters;
  const flag = (on: boolean) => (on ? true : null);
  return {
    categories: [category],
    shapes: f.shapes,
    caratMin: f.carat.min,
    caratMax: f.carat.max,
    priceMin: f.price.min,
    priceMax: f.price.max,
    colours: f.colours,
    clarities: f.clarities,
    cuts: f.cuts,
    polishes: f.polishes,
    symmetries: f.symmetries,
    fluorescences: f.fluorescences,
    labs: f.labs,
    ratioMin: f.ratio.min,
    ratioMax: f.ratio.max,
    depthMin: f.depth.min,
    depthMax: f.depth.max,
    tableMin: f.table.min,
    tableMax: f.table.max,
    origins: f.origins,
    express: flag(f.express),
    canadaMark: flag(f.canadaMark),
    knownOrigin: flag(f.knownOrigin),
    dtlReport: flag(f.dtlReport),
    inStock: flag(f.inStock),
    treated: f.treated,
    fancyColours: f.fancyColours,
    intensities: f.intensities,
    gemstoneTypes: f.gemstoneTypes,
    gemstoneColours: f.gemstoneColours,
    colourGrades: f.colourGrades,
    gemstoneClarities: f.gemstoneClarities,
    sort: stoneSortOrder(state.sort),
    page: state.page,
    pageSize,
    region: market.region,
    currency: market.currency,
  };
}

/** API facet field to the search state's list field. */
const FACET_FIELDS: Record<string, string> = {
  shape: "shapes",
  colour: "colours",
  clarity: "clarities",
  cut: "cuts",
  polish: "polishes",
  symmetry: "symmetries",
  fluorescence: "fluorescences",
  lab: "labs",
  origin: "origins",
  fancyColour: "fancyColours",
  intensity: "intensities",
  gemstoneType: "gemstoneTypes",
  gemstoneColour: "gemstoneColours",
  colourGrade: "colourGrades",
  gemstoneClarity: "gemstoneClarities",
};
const FLAG_FACETS = new Set(["express", "canadaMark", "knownOrigin", "dtlReport", "inStock", "treated"]);

/**
 * What a page shows of a search's answer. The origins are named here, where the page's data is made
 * (by the server, or by this module the browser loads for a search of its own), so the filters do
 * not carry every country's name; an origin the visitor chose that no stone matches now is listed
 * too, with no stones, so that it keeps its name and can be unchosen.
 */
export function toResultsView(result: StoneSearchResult, state: StoneSearchState, pageSize: number, currency: Currency): StoneResultsView {
  const facets: Record<string, FacetCount[]> = {};
  const flagCounts: Record<string, number> = {};
  for (const facet of result.facets) {
    if (FLAG_FACETS.has(facet.field)) {
      flagCounts[facet.field] = facet.values.find((v) => v.code === "TRUE")?.count ?? 0;
      continue;
    }
    const key = FACET_FIELDS[facet.field];
    if (key) facets[key] = facet.values.map((v) => ({ value: v.code, count: v.count }));
  }
  const origins = [...(facets["origins"] ?? [])];
  for (const code of state.filters.origins) if (!origins.some((o) => o.value === code)) origins.push({ value: code, count: 0 });
  if (origins.length) facets["origins"] = origins.map((o) => ({ ...o, name: countryName(o.value) ?? o.value }));
  const items = result.items.map((s) => toStoneView(s));
  return {
    items,
    total: result.total,
    page: state.page,
    pageSize,
    pageCount: Math.max(1, result.pageCount),
    facets,
    flagCounts,
    priceHistogram: result.priceHistogram.buckets.map((b) => ({ from: b.min, to: b.max, count: b.count })),
    caratRange: result.caratRange ?? { min: 0, max: 5 },
    priceRange: result.priceRange
      ? { min: toMajorUnits(moneyOf(result.priceRange.min)), max: toMajorUnits(moneyOf(result.priceRange.max)) }
      : { min: 0, max: 100_000 },
    currency: items[0]?.price.currency ?? currency,
  };
}
