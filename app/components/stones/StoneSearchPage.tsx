import "./stones.css";
// The search's own stylesheets, which the server writes with the route's (its script is loaded apart).
import "./RangeSlider.css";
import "./Filters.css";
import "./Results.css";
import "../ui/Pagination.css";
import "../ui/InlineError.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Link } from "../ui/Link.tsx";
import {
  formatStoneLocation,
  formatStoneParams,
  formatStonePath,
  parseStoneParams,
  searchPathFor,
  usesHashState,
  dtlPath,
  type StonePath,
  type StoneSearchState,
} from "../../../core/urls/stones.ts";
import { STONE_PAGE_SIZE_DEFAULT, isFancyCategory, type StoneCategory } from "../../../core/vocabulary/stones.ts";
import { runQuery } from "../../lib/graphql-client.ts";
import type { StoneLookupResult, StoneSearchResult } from "../../routes/stones/documents.ts";
import type { StoneSearchData } from "../../routes/stones/stones.server.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { stoneKind } from "./labels.ts";
import { StoneNotFound } from "./StoneNotices.tsx";
import type { StoneResultsView, StoneView } from "./types.ts";
import type { StoneRecommendationKindCode } from "../../../core/vocabulary/engagement.ts";
import { SoldStone, StepBar } from "../ring-builder/while-building.tsx";
import { deferredView, lazyView } from "../../lib/lazy-view.tsx";
import { isBuilding } from "../ring-builder/ring-state.ts";
import { useSearchNavigation } from "./search-navigation.ts";
import type { StoneSearchBodyProps } from "./StoneSearchBody.tsx";
import "./StoneSearchPage.css";

// A chosen stone's view (with its button that adds it to the ring) loads with a page that shows one
// (app/lib/lazy-view.tsx): a search without one does not load it.
const SelectedStone = lazyView("app/components/stones/SelectedStone.tsx", () => import("./SelectedStone.tsx").then((m) => m.SelectedStone));

// The search (shapes, filters, results) is loaded with a page that opens on it, and hydrates after a
// stone's page, below the stone it shows (app/lib/lazy-view.tsx): both are drawn from one script.
const loadSearchBody = () => import("./StoneSearchBody.tsx").then((m) => m.StoneSearchBody);
const SearchBodyWithPage = lazyView("app/components/stones/StoneSearchBody.tsx", loadSearchBody);
const SearchBodyAfterPage = deferredView<StoneSearchBodyProps>(loadSearchBody);

/**
 * The browser's stone documents and their readers: needed only for a search kept in the hash, which
 * the server never sees (the page looks it up once it is interactive), so loaded then.
 */
const loadStoneDocuments = () => import("../../routes/stones/documents.ts");

const RECOMMENDATION_TABS: Record<StoneRecommendationKindCode, MessageId> = {
  NATURAL_DIAMONDS: "rb_tab_natural",
  LAB_GROWN_DIAMONDS: "rb_tab_lab_grown",
  GEMSTONES: "rb_tab_gemstones",
};

export const CONTACT_PATH = "/about-us/contacts";

const TABS: { label: MessageId; path: StonePath; categories: StoneCategory[] }[] = [
  { label: "stone_tab_natural", path: searchPathFor("DIAMOND"), categories: ["DIAMOND"] },
  { label: "stone_tab_lab_grown", path: searchPathFor("LAB_GROWN_DIAMOND"), categories: ["LAB_GROWN_DIAMOND"] },
  { label: "stone_tab_coloured", path: searchPathFor("FANCY_DIAMOND"), categories: ["FANCY_DIAMOND", "LAB_GROWN_FANCY_DIAMOND"] },
  { label: "stone_tab_gemstones", path: searchPathFor("GEMSTONE"), categories: ["GEMSTONE"] },
];

/**
 * A stone search (docs/product.md#the-stone-search): the first page is rendered on the server; filter, sort and page
 * changes update the URL (query on SKU listings, hash on non-SKU searches) and the results without a
 * full reload.
 */
export function StoneSearchPage({ data }: { data: StoneSearchData }) {
  const location = useLocation();
  const navigation = useNavigation();
  const { locale, client } = useSite();
  const t = useMessage();
  const href = useRegionHref();
  const { urlOf, commit } = useSearchNavigation(data);
  const hashMode = usesHashState(data.path);
  const detailRef = useRef<HTMLDivElement>(null);

  // Non-SKU searches keep their state in the hash, which the server never sees: the page sends the
  // loader's search document for it through the GraphQL client, priced in the page's market.
  const hashState = useMemo(() => (hashMode ? parseStoneParams(location.hash) : null), [hashMode, location.hash]);
  // The chosen stone (`stone=` in the hash) is looked up on its own: choosing one does not search again.
  const hashQuery = hashState ? formatStoneParams({ ...hashState, stoneId: null }) : "";
  const serverQuery = formatStoneParams({ ...data.state, stoneId: null });
  const wanted = hashMode && hashState !== null && hashQuery !== serverQuery;
  const key = `${location.pathname}#${hashQuery}`;
  const [fetched, setFetched] = useState<{ key: string; results: StoneResultsView } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!wanted || !hashState || !client || fetched?.key === key) return;
    let cancelled = false;
    const { market } = data;
    loadStoneDocuments()
      .then(async (api) => {
        const result = await runQuery<{ stoneSearch: StoneSearchResult }>(client, api.STONE_SEARCH_QUERY, {
          input: api.searchInput(data.category, hashState, STONE_PAGE_SIZE_DEFAULT, market),
        });
        if (!cancelled)
          setFetched({ key, results: api.toResultsView(result.stoneSearch, hashState, STONE_PAGE_SIZE_DEFAULT, market.currency) });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // `key` covers the path and the hash state.
  }, [key, wanted, client]);
  // A stone chosen in the hash: the server rendered the search without it, so the page looks it up with
  // the loader's stone document, priced in the page's market.
  const hashStoneId = hashMode ? (hashState?.stoneId ?? null) : null;
  const [hashStone, setHashStone] = useState<{ id: string; stone: StoneView | null } | null>(null);
  const [stoneFailed, setStoneFailed] = useState(false);
  useEffect(() => {
    setStoneFailed(false);
    if (!hashStoneId || !client || hashStone?.id === hashStoneId) return;
    let cancelled = false;
    const { market } = data;
    loadStoneDocuments()
      .then(async (api) => {
        const result = await runQuery<{ stone: StoneLookupResult }>(client, api.STONE_QUERY, {
          identifier: hashStoneId,
          region: market.region,
          currency: market.currency,
        });
        if (!cancelled) setHashStone({ id: hashStoneId, stone: api.isStone(result.stone) ? api.toStoneView(result.stone) : null });
      })
      .catch(() => {
        if (!cancelled) setStoneFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [hashStoneId, client]);
  const hashStoneLoaded = hashStoneId !== null && hashStone?.id === hashStoneId ? hashStone : null;

  // While a new state loads, the last results stay on screen (dimmed), never the unfiltered ones.
  const view: StoneSearchData = wanted && fetched ? { ...data, results: fetched.results } : data;
  const state: StoneSearchState = hashState ?? data.state;
  const pending = navigation.state === "loading" || (wanted && fetched?.key !== key && !failed);

  const recommendations = data.recommendations ?? null;

  const selected = hashStoneId ? (hashStoneLoaded?.stone ?? null) : view.selected;
  const stoneNotFound = hashStoneId ? hashStoneLoaded !== null && hashStoneLoaded.stone === null : data.stoneNotFound;
  useEffect(() => {
    if (hashMode && selected && detailRef.current) detailRef.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [hashMode, selected?.identifier]);

  // The search hydrates after the page when the server's page shows a stone, above it; the same
  // boundary stays while the page is shown (a stone closed or chosen in it does not draw it again).
  // Both views load one script once: a stone's page opened from a search draws its search at once.
  const [SearchBody] = useState(() => (data.selected ? SearchBodyAfterPage : SearchBodyWithPage));

  const kind = stoneKind(data.category);
  const isDiamond = data.category !== "GEMSTONE";
  const closeHref = hashMode
    ? urlOf({ ...state, stoneId: null })
    : href(formatStoneLocation({ path: searchPathFor(data.category), state: { ...state, stoneId: null, page: 1 } }));
  const searchHeadingLevel = selected || stoneNotFound ? "h2" : "h1";
  const SearchHeading = searchHeadingLevel;

  const ring = data.ring ?? null;
  const building = recommendations !== null || isBuilding(ring);

  return (
    <div className="stone-search" data-category={data.category} data-compact-shell="">
      {building && ring ? <StepBar ring={ring} current={2} /> : null}
      {ring?.unavailableStone ? <SoldStone ring={ring} /> : null}
      {recommendations ? (
        <nav className="stone-tabs" aria-label={t("rb_recommendations_tabs")}>
          <ul>
            {recommendations.tabs.map((tab) => (
              <li key={tab.stoneKind}>
                <Link
                  to={href(tab.href)}
                  aria-current={tab.stoneKind === recommendations.stoneKind ? "true" : undefined}
                  className="stone-tabs__tab"
                >
                  {t(RECOMMENDATION_TABS[tab.stoneKind])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <nav className="stone-tabs" aria-label={t("stone_tabs_label")}>
          <ul>
            {TABS.map((tab) => (
              <li key={tab.label}>
                <Link
                  to={href(formatStonePath(tab.path))}
                  aria-current={tab.categories.includes(data.category) ? "true" : undefined}
                  className="stone-tabs__tab"
                >
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div ref={detailRef} className="stone-search__detail">
        {stoneNotFound && !selected ? <StoneNotFound searchHref={closeHref} kind={kind} /> : null}
        {selected ? (
          <SelectedStone
            ring={ring}
            ringSettings={selected === data.selected ? data.ringSettings : undefined}
            stone={selected}
            locale={locale}
            headingLevel={hashMode ? 2 : 1}
            dtlHref={isDiamond && selected.hasDtl ? href(dtlPath(selected.identifier)) : null}
            contactHref={href(CONTACT_PATH)}
            closeHref={closeHref}
            onClose={hashMode ? () => commit({ ...state, stoneId: null }) : undefined}
          />
        ) : null}
      </div>

      <header className="stone-search__hero">
        <p className="eyebrow stone-eyebrow">{data.eyebrow}</p>
        <SearchHeading className="stone-search__title">
          {selected && !hashMode ? t("stone_more_heading", { heading: data.heading.toLowerCase() }) : data.heading}
        </SearchHeading>
        <p className="stone-search__intro">{data.intro}</p>
        {isFancyCategory(data.category) ? (
          <ul className="stone-origin-switch" aria-label={t("stone_origin_switch_label")}>
            {(["FANCY_DIAMOND", "LAB_GROWN_FANCY_DIAMOND"] as const).map((c) => (
              <li key={c}>
                <Link
                  to={href(formatStonePath(searchPathFor(c)))}
                  aria-current={data.category === c ? "true" : undefined}
                  className="stone-chip"
                >
                  {t(c === "FANCY_DIAMOND" ? "stone_origin_natural" : "stone_origin_lab_grown")}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <SearchBody
        data={data}
        state={state}
        results={view.results}
        pending={pending}
        failed={failed || stoneFailed}
        selectedId={selected?.identifier ?? null}
      />
    </div>
  );
}
