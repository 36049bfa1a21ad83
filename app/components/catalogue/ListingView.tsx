import "./catalogue.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatCatalogueFilters, parseCatalogueFilters, type CatalogueFilters } from "../../../core/urls/catalogue.ts";
import { SORT_ORDERS, DEFAULT_SORT_ORDER } from "../../../core/vocabulary/sort.ts";
import { runQuery } from "../../lib/graphql-client.ts";
import { moneyOf } from "../../lib/money.ts";
import { toMajorUnits } from "../../../core/money.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import { Breadcrumbs } from "../ui/Breadcrumbs.tsx";
import { InlineError } from "../ui/InlineError.tsx";
import { EmptyState } from "./EmptyState.tsx";
import { FilterBar, type HashFilterState } from "./FilterBar.tsx";
import { NoScriptFilters } from "./NoScriptFilters.tsx";
import { Pagination } from "../ui/Pagination.tsx";
import { ProductCard, cardOf } from "./ProductCard.tsx";
import { regionPath } from "../../../core/regions.ts";
import type { FacetData, ListingData } from "../../routes/catalogue/documents.ts";
import { LISTING_QUERY } from "../../routes/catalogue/documents.ts";
import type { ListingPageData } from "../../routes/catalogue/catalogue.server.ts";
import { filterGroups, hashChoices, listingHeading, listingHref, listingInput } from "./listing-model.ts";
import { SoldStone, StepBar } from "../ring-builder/while-building.tsx";
import { isBuilding, ringStoneFacets, withRingStone } from "../ring-builder/ring-state.ts";
import { caratLabel } from "../../../core/carat.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import "./ListingView.css";

function toHashState(filters: CatalogueFilters): HashFilterState {
  return {
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sort: filters.sort ?? "",
    designFeatures: filters.designFeatures,
    karat: filters.karat,
  };
}

function fromHashState(state: HashFilterState): CatalogueFilters {
  return {
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    sort: state.sort && state.sort !== DEFAULT_SORT_ORDER && SORT_ORDERS.isCode(state.sort) ? state.sort : null,
    designFeatures: state.designFeatures as CatalogueFilters["designFeatures"],
    karat: state.karat as CatalogueFilters["karat"],
  };
}

/**
 * A listing: heading, filter bar, result count, product cards and pages. The first page comes
 * complete from the server, with the filters of its query applied (`data.filters`: a page asked for
 * without scripts); filters in the hash (price, sort, design features, karat) are read in the browser
 * and the results fetched again without a reload. The hash, when it holds filters, is the state shown;
 * else the query's (docs/decisions/0503-catalogue-filters-without-scripts.md).
 */
export function ListingView({ data }: { data: ListingPageData }) {
  const { route, market } = data;
  const site = useSite();
  const t = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  // The hash's filters once read (null: it holds none).
  const [hashFilters, setHashFilters] = useState<CatalogueFilters | null>(null);
  const [fetched, setFetched] = useState<{ key: string; listing: ListingData } | null>(null);
  const [failed, setFailed] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  // Marks the page once it is interactive (browser tests wait for it), without drawing it again.
  useEffect(() => {
    if (page.current) page.current.dataset["hydrated"] = "true";
  }, []);

  // The hash is only known in the browser: read it after hydration and on every change.
  // Filters equal to those shown keep their state, so a page opened with no hash does not render again.
  useEffect(() => {
    const read = parseCatalogueFilters(location.hash, route);
    const text = formatCatalogueFilters(read);
    setHashFilters((shown) => (!text ? null : shown && formatCatalogueFilters(shown) === text ? shown : read));
  }, [location.hash, route.kind]);

  const filters = hashFilters ?? data.filters;
  const hash = formatCatalogueFilters(filters);
  // The server's listing is the one of its own filters: other filters are fetched.
  const own = hash === formatCatalogueFilters(data.filters);
  const key = `${location.pathname}${location.search}#${hash}`;
  const client = site.client;
  useEffect(() => {
    setFailed(false);
    if (own || !client) return;
    let cancelled = false;
    runQuery(client, LISTING_QUERY, { input: withRingStone(listingInput(route, filters, market), route, data.ring) })
      .then((result) => {
        if (!cancelled)
          setFetched({
            key,
            listing: { ...result.catalogueListing, facets: ringStoneFacets(result.catalogueListing.facets, route, data.ring) },
          });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // `key` covers the route, the query and the filters.
  }, [key, client]);

  // While an update loads, or when it failed, the last results shown for this page stay on screen.
  const lastOfPage = fetched && fetched.key.split("#")[0] === `${location.pathname}${location.search}` ? fetched.listing : null;
  const listing = own ? data.listing : fetched?.key === key ? fetched.listing : (lastOfPage ?? data.listing);
  const busy = !own && fetched?.key !== key && !failed;
  // Links keep the filters where the page has them: a page whose filters came in its query keeps them there.
  const filtersIn = hashFilters ? "hash" : "query";
  const ring = data.ring ?? null;
  const recommended = route.kind === "engagementRings" && route.recommendations;
  const ringStone = recommended ? (ring?.stone ?? null) : null;
  const heading = listingHeading(route, t);
  if (ringStone) {
    // Settings for the visitor's stone: they all take its shape and weight.
    const shape = SHAPE_VOCABULARY.get(ringStone.shape).label.toLowerCase();
    heading.title = t("rb_settings_heading", { shape });
    heading.intro = t("rb_settings_intro", { carat: caratLabel(ringStone.caratWeight), shape });
  }
  const facets = useMemo(() => mergeFacets(data.listing.facets, listing.facets), [data.listing.facets, listing.facets]);
  const groups = useMemo(
    () => filterGroups(route, facets, filters, market.region, t, filtersIn),
    [route, facets, filters, market.region, t, filtersIn],
  );
  const choices = hashChoices(route, { ...listing, facets }, t);
  const priceRange = listing.priceRange
    ? { min: toMajorUnits(moneyOf(listing.priceRange.min)), max: toMajorUnits(moneyOf(listing.priceRange.max)), currency: listing.currency }
    : null;
  // The settings for the ring's stone keep its shape: clearing the filters does not clear what the stone locks.
  const resetHref = listingHref(
    { ...route, ...resetOf(route), ...(ringStone ? { shape: ringStone.shape } : {}) } as typeof route,
    null,
    market.region,
  );
  const filtered = resetHref !== listingHref({ ...route, page: 1 }, null, market.region);

  function changeHash(next: HashFilterState) {
    // A new filter starts again at page 1.
    navigate(listingHref({ ...route, page: 1 }, fromHashState(next), market.region), { preventScrollReset: true });
  }

  return (
    <div ref={page} className="cat-page cat-listing" data-kind={route.kind}>
      {(recommended || isBuilding(ring)) && ring ? <StepBar ring={ring} current={1} /> : null}
      {ring?.unavailableStone ? <SoldStone ring={ring} /> : null}
      <div className="cat-breadcrumbs">
        <Breadcrumbs
          items={
            filtered
              ? [...heading.crumbs, { label: heading.title }]
              : [...heading.crumbs.slice(0, -1), { label: heading.crumbs.at(-1)!.label }]
          }
        />
      </div>
      <header className="cat-hero">
        <p className="eyebrow cat-hero__eyebrow">{heading.eyebrow}</p>
        <h1 className="cat-hero__title">{heading.title}</h1>
        <p className="cat-hero__intro">{heading.intro}</p>
      </header>

      <FilterBar
        groups={groups}
        hash={toHashState(filters)}
        onHashChange={changeHash}
        hashHref={(next) => listingHref({ ...route, page: 1 }, fromHashState(next), market.region, filtersIn)}
        sortOptions={SORT_ORDERS.entries.map((s) => ({ code: s.code, label: s.label }))}
        defaultSort={DEFAULT_SORT_ORDER}
        priceRange={priceRange}
        designFeatures={choices.designFeatures}
        karats={choices.karats}
        locale={market.locale}
        resetHref={resetHref}
        busy={busy}
      >
        {/* Drawn by the server alone: a browser running scripts never reads a noscript's content. */}
        <noscript>
          {import.meta.env.SSR ? (
            <NoScriptFilters
              route={route}
              filters={data.filters}
              region={market.region}
              locale={market.locale}
              priceRange={priceRange}
              designFeatures={choices.designFeatures}
              karats={choices.karats}
            />
          ) : null}
        </noscript>
      </FilterBar>

      <section className="cat-results" aria-labelledby="results-title" aria-busy={busy || undefined}>
        <h2 id="results-title" className="cat-visually-hidden">
          {t("cat_results_title")}
        </h2>
        <div className="cat-results__meta">
          <p id="results-count" role="status" data-total={listing.total}>
            {t("cat_results_count", { count: listing.total })}
          </p>
          <p data-tax-note>{t("cat_prices_tax_note", { note: site.taxNote })}</p>
        </div>
        {failed ? <InlineError>{t("cat_results_failed")}</InlineError> : null}
        {listing.items.length === 0 ? (
          <EmptyState resetHref={resetHref} contactHref={regionPath(market.region, "/about-us/contacts")} />
        ) : (
          <ul className="cat-grid">
            {listing.items.map((card, index) => (
              <li key={card.id}>
                <ProductCard
                  product={cardOf(card, route.kind === "jewellery" ? "JEWELLERY" : route.kind === "readyToGo" ? "READY_TO_GO" : "", t)}
                  locale={market.locale}
                  priority={index < 4}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={route.page}
          pageCount={listing.pageCount}
          hrefFor={(page) => listingHref({ ...route, page }, filters, market.region, filtersIn)}
        />
      </section>
    </div>
  );
}

/**
 * The facets of hash-filtered results keep every value the page's own listing offers (with a count of
 * 0 when nothing matches), so the filter bar does not lose its choices when a price leaves none.
 */
function mergeFacets(base: FacetData[], current: FacetData[]): FacetData[] {
  if (base === current) return current;
  return current.map((facet) => {
    const known = base.find((f) => f.field === facet.field)?.values ?? [];
    const values = [...facet.values];
    for (const value of known) {
      if (!values.some((v) => v.code === value.code)) values.push({ ...value, count: 0, selected: false });
    }
    const order = (code: string) => {
      const i = known.findIndex((v) => v.code === code);
      return i === -1 ? known.length : i;
    };
    return { ...facet, values: values.sort((a, b) => order(a.code) - order(b.code)) };
  });
}

/** The route fields that make a listing unfiltered. */
function resetOf(route: ListingPageData["route"]): Record<string, unknown> {
  switch (route.kind) {
    case "engagementRings":
      return { metal: null, ringStyle: null, shape: null, designStyle: null, page: 1 };
    case "weddingRings":
      return { category: null, metal: null, style: null, page: 1 };
    case "readyToGo":
      return { metal: null, page: 1 };
    case "jewellery":
      return { productType: null, productStyle: null, gemstone: null, designStyle: null, metal: null, page: 1 };
  }
}
