import { redirect, type RouterContextProvider } from "react-router";
import { withoutEmptyValues } from "../../../core/urls/common.ts";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  emptyEngagementRings,
  emptyJewellery,
  emptyReadyToGo,
  emptyWeddingRings,
  formatCataloguePath,
  isCatalogueFilterKey,
  parseCatalogueFilters,
  parseCataloguePath,
  type CatalogueFilters,
  type CatalogueListingRoute,
  type CatalogueProductRoute,
  type CatalogueRoute,
} from "../../../core/urls/catalogue.ts";
import { requestContext } from "../../lib/query.server.ts";
import { load, moved, notFound } from "../../lib/loader.server.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { publicOrigin } from "../../lib/root.server.ts";
import { documentUrl } from "../../lib/document-url.ts";
import {
  LISTING_QUERY,
  PRODUCT_QUERY,
  type CatalogueKindCode,
  type ListingData,
  type ListingInput,
  type ProductData,
  type ProductInput,
} from "./documents.ts";
import { listName, listingSeo, productSeo, type PageSeo } from "./catalogue-seo.ts";
import type { ListingSection } from "./pages.ts";
import { rootProductContext } from "../../../server/router-context.ts";
import { listingInput, type Market } from "../../components/catalogue/listing-model.ts";
import { madeToOrderStoneInput, ringWithStone } from "./ring-stone.server.ts";
import { productWords, type ProductWords } from "./product-words.server.ts";
import { loadRingBuilder, ringStoneFits } from "../ring-builder/ring-builder.server.ts";
import type { RingBuilderView } from "../../components/ring-builder/types.ts";
import { recommendationsAtStoneShape, ringStoneFacets, withRingStone } from "../../components/ring-builder/ring-state.ts";
import { emptyRingView } from "../../components/ring-builder/ring-links.ts";

/** The part of the catalogue a section page belongs to (pages.ts); products at the root are product.tsx's (`loadRootProductPage`). */
export type Section = ListingSection;

const SECTION_KINDS: Record<Section, readonly CatalogueRoute["kind"][]> = {
  engagementRings: ["engagementRings"],
  weddingRings: ["weddingRings", "weddingRing"],
  readyToGo: ["readyToGo", "readyToGoRing"],
  readyToShip: ["readyToGo"],
  jewellery: ["jewellery", "jewelleryItem"],
};

export interface ListingPageData {
  page: "listing";
  route: CatalogueListingRoute;
  /** The filters of the page's query, which `listing` applies (docs/product.md#hash-filters); none when it has none. */
  filters: CatalogueFilters;
  listing: ListingData;
  market: Market;
  /** Absolute origin, for structured data. */
  origin: string;
  /** The name of the list of designs in the structured data (catalogue-seo.ts listName). */
  listName: string;
  /** The ring the visitor is building (docs/product.md#ring-builder), or null. */
  ring?: RingBuilderView | null;
}

export interface ProductPageData {
  page: "product";
  route: CatalogueProductRoute;
  product: ProductData;
  market: Market;
  /** Server time of the render (ISO), so the countdown hydrates identically. */
  renderedAt: string;
  /** Absolute URL of the page, for structured data. */
  pageUrl: string;
  /** The ring the visitor is building, or null. */
  ring?: RingBuilderView | null;
  /** Whether this setting takes the ring's centre stone (null without one): its button completes the ring, or changes the stone. */
  ringStoneFits?: boolean | null;
  /**
   * The section the product is in, its listing's path without the region prefix (the breadcrumb):
   * made here, so that the page does not load the catalogue's URL grammar for it.
   */
  sectionPath: string;
  /**
   * The 360 view: how many frames it has, and the lookup the browser sends for them when the visitor
   * turns to it (product.spinImages holds the first frame only).
   */
  spin: { count: number; input: ProductInput };
  /** The notes the page shows as they are, in the visitor's words (product-words.server.ts). */
  words: ProductWords;
}

export type CataloguePageData = ListingPageData | ProductPageData;

/**
 * A page's data with its title and description in the visitor's words: meta functions have no
 * messages, so the loader composes them with the request's translator (server translations included).
 */
export type WithSeo<T extends CataloguePageData> = T & { seo: PageSeo };

const PRODUCT_KIND: Record<CatalogueProductRoute["kind"], CatalogueKindCode> = {
  engagementRing: "ENGAGEMENT_RING",
  labGrownEngagementRing: "ENGAGEMENT_RING",
  gemstoneEngagementRing: "ENGAGEMENT_RING",
  weddingRing: "WEDDING_RING",
  readyToGoRing: "READY_TO_GO",
  jewelleryItem: "JEWELLERY",
};

/** Each kind of product's section: the listing of everything of the kind. */
const SECTION_PATH: Record<CatalogueKindCode, string> = {
  ENGAGEMENT_RING: formatCataloguePath(emptyEngagementRings),
  WEDDING_RING: formatCataloguePath(emptyWeddingRings),
  READY_TO_GO: formatCataloguePath(emptyReadyToGo),
  JEWELLERY: formatCataloguePath(emptyJewellery),
};

function isListing(route: CatalogueRoute): route is CatalogueListingRoute {
  return route.kind === "engagementRings" || route.kind === "weddingRings" || route.kind === "readyToGo" || route.kind === "jewellery";
}

/**
 * The loader of the catalogue's sections (section.tsx): the path (without region) is parsed with the catalogue grammar, once;
 * a path of this section that is not a listing or an existing product is 404. Listings are answered at
 * their canonical address (301 otherwise: "/engagement-rings/1" is "/engagement-rings") with the filters
 * of their query applied (a form sent without scripts; a value the grammar ignores is ignored); hash
 * filters never reach the server, the browser applies them.
 */
export async function loadCataloguePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  section: Section,
): Promise<WithSeo<ListingPageData> | WithSeo<ProductPageData>> {
  const ctx = requestContext(context);
  const url = documentUrl(request);
  const { path } = splitRegionPath(url.pathname);
  const route = parseCataloguePath(`${path}${url.search}`);
  if (!route || !SECTION_KINDS[section].includes(route.kind)) notFound();
  const market: Market = { region: ctx.region, currency: ctx.currency, locale: ctx.locale };

  if (isListing(route)) {
    const canonical = formatCataloguePath(route);
    if (canonical !== path) moved(ctx.region, canonical, url.search);
    // The filter form's unfilled fields ("price_min=&k=", sent without scripts) name no filter: the
    // address without them is the page's.
    const filled = withoutEmptyValues(url.search, isCatalogueFilterKey);
    if (filled !== null) moved(ctx.region, canonical, filled);
    const ring = await loadRingBuilder(request, context);
    // The settings for the visitor's stone are those of its shape: another shape's address leads there
    // (for this visitor only: the ring decides it).
    const atStoneShape = recommendationsAtStoneShape(route, ring);
    if (atStoneShape)
      throw redirect(`${regionPath(ctx.region, formatCataloguePath(atStoneShape))}${url.search}`, {
        status: 302,
        headers: { "Cache-Control": "private, no-store" },
      });
    const filters = parseCatalogueFilters(url.search, route);
    const input = withRingStone(listingInput(route, filters, market), route, ring);
    const [t, { catalogueListing: answer }] = await Promise.all([
      serverTranslator(context),
      load(context, LISTING_QUERY, { input } satisfies { input: ListingInput }),
    ]);
    const listing = { ...answer, facets: ringStoneFacets(answer.facets, route, ring) };
    // A page past the last one names nothing.
    if (route.page > 1 && route.page > listing.pageCount) notFound();
    // The recommended settings show the step bar without a ring too, leading to where each step is chosen.
    const shown = ring ?? (route.kind === "engagementRings" && route.recommendations ? emptyRingView(ctx.region) : null);
    const data: ListingPageData = {
      page: "listing",
      route,
      filters,
      listing,
      market,
      origin: publicOrigin(request),
      listName: listName(route),
      ring: shown,
    };
    return { ...data, seo: listingSeo(data, t) };
  }

  return loadProduct(request, context, url, route as CatalogueProductRoute);
}

/**
 * The loader of the catalogue's products at the root (product.tsx): the product the server read from
 * the address when it chose the request's routes (`rootProductContext`, server/http/route-tables.ts
 * with core/urls/root-products.ts), so the address is parsed once. A product that does not exist is 404.
 */
export function loadRootProductPage(request: Request, context: Readonly<RouterContextProvider>): Promise<WithSeo<ProductPageData>> {
  const route = context.get(rootProductContext);
  if (!route) notFound();
  return loadProduct(request, context, documentUrl(request), route);
}

/** A product's page, in a section or at the root; `url` is the page's address (`documentUrl`). */
async function loadProduct(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  product: CatalogueProductRoute,
): Promise<WithSeo<ProductPageData>> {
  const ctx = requestContext(context);
  const market: Market = { region: ctx.region, currency: ctx.currency, locale: ctx.locale };
  const input: ProductInput = {
    kind: PRODUCT_KIND[product.kind],
    slug: product.slug,
    metal: product.metal,
    shape: "shape" in product ? product.shape : null,
    suffix: "suffixSlug" in product && product.suffixSlug ? product.suffixSlug : null,
    region: market.region,
    currency: market.currency,
    locale: market.locale,
  };
  // A lab-grown or gemstone ring's address names its made-to-order centre stone: the API prices the ring with it.
  const stone =
    product.kind === "labGrownEngagementRing" || product.kind === "gemstoneEngagementRing" ? madeToOrderStoneInput(product) : {};
  const [t, { catalogueProduct: result }, ring] = await Promise.all([
    serverTranslator(context),
    load(context, PRODUCT_QUERY, { input: { ...input, ...stone } }),
    loadRingBuilder(request, context),
  ]);
  if (result.__typename !== "CatalogueProduct") notFound();
  const catalogueProduct: ProductData = result;
  // One address per product: another spelling of it ("/Aurelia-Platinum-...", a ring's stone in
  // upper case or with other decimals) moves there.
  if (catalogueProduct.url !== url.pathname) moved(ctx.region, splitRegionPath(catalogueProduct.url).path, url.search);
  let shown = catalogueProduct;
  let canonical: string | undefined;
  if (product.kind === "labGrownEngagementRing" || product.kind === "gemstoneEngagementRing") {
    ({ product: shown, canonical } = ringWithStone(product, catalogueProduct, ctx.region, t));
  }
  const fits = shown.kind === "ENGAGEMENT_RING" ? ringStoneFits(ring, shown) : null;
  const data: ProductPageData = {
    page: "product",
    route: product,
    product: shown,
    spin: { count: shown.spinFrameCount, input },
    market,
    renderedAt: new Date().toISOString(),
    pageUrl: `${publicOrigin(request)}${url.pathname}`,
    ring,
    ringStoneFits: fits,
    sectionPath: SECTION_PATH[shown.kind],
    words: productWords({ product: shown, route: product, market, ring, ringStoneFits: fits }, t),
  };
  return { ...data, seo: productSeo(data, t, canonical) };
}
