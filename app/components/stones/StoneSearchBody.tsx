import "./stones.css";
import { useId, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../ui/Link.tsx";
import {
  emptyFilters,
  formatSort,
  parseSort,
  stoneDetailPath,
  usesHashState,
  STONE_SORTS,
  type StoneFilters,
  type StoneSearchState,
} from "../../../core/urls/stones.ts";
import { isFancyCategory } from "../../../core/vocabulary/stones.ts";
import type { MessageId } from "../../i18n/index.ts";
import { RichMessage, useMessage } from "../../lib/intl.tsx";
import { useRegionHref, useSite } from "../../lib/site.tsx";
import { formatList } from "../../../core/list-format.ts";
import { Filters, ShapePicker } from "./Filters.tsx";
import { stoneKind, stoneLabels } from "./labels.ts";
import { Results } from "./Results.tsx";
import { Pagination } from "../ui/Pagination.tsx";
import { InlineError } from "../ui/InlineError.tsx";
import { NoStones } from "./StoneNotices.tsx";
import { linkTarget, type StoneResultsView, type StoneView } from "./types.ts";
import { CONTACT_PATH } from "./StoneSearchPage.tsx";
import type { StoneSearchData } from "../../routes/stones/stones.server.ts";
import { useSearchNavigation } from "./search-navigation.ts";
import { NoScriptFilters } from "./NoScriptFilters.tsx";

const SORT_LABELS: Record<string, MessageId> = {
  price_asc: "stone_sort_price_asc",
  price_desc: "stone_sort_price_desc",
  weight_asc: "stone_sort_weight_asc",
  weight_desc: "stone_sort_weight_desc",
};

export interface StoneSearchBodyProps {
  data: StoneSearchData;
  /** The search's state: the hash's on a search kept there, else the server's. */
  state: StoneSearchState;
  /** The results shown: the last ones while a new state loads. */
  results: StoneResultsView;
  /** A new state is loading (the results are dimmed). */
  pending: boolean;
  /** A search or a stone lookup in the browser failed: said inline, the results staying. */
  failed: boolean;
  selectedId: string | null;
}

/**
 * The stone search below the page's heading: the shapes (or the note of the shapes a ring's setting
 * takes), the filters, the sort, the results and their pages.
 */
export function StoneSearchBody({ data, state, results, pending, failed, selectedId }: StoneSearchBodyProps) {
  const { locale, taxNote } = useSite();
  const t = useMessage();
  const href = useRegionHref();
  const { urlOf, commit, navigate } = useSearchNavigation(data);
  const hashMode = usesHashState(data.path);
  const panelId = useId();
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const change = (patch: Partial<StoneFilters>) => commit({ ...state, filters: { ...state.filters, ...patch }, page: 1 });
  const resetState: StoneSearchState = { filters: emptyFilters(), sort: state.sort, page: 1, stoneId: hashMode ? null : state.stoneId };
  const reset = () => commit(resetState);

  const kind = stoneKind(data.category);
  const stoneLabel = stoneLabels(t);
  // Numbered pages stop where the search does: never a link to a page that cannot be shown.
  const pageCount = results.pageCount;
  const beyondReach = results.total > pageCount * results.pageSize;
  const stoneHref = (stone: StoneView) =>
    hashMode ? urlOf({ ...state, stoneId: stone.identifier }) : href(stoneDetailPath(linkTarget(stone)));
  const recommendations = data.recommendations ?? null;
  const locked = recommendations?.lockedShapes.length ? recommendations.lockedShapes : null;

  const resultsId = `${panelId}-results`;
  return (
    <>
      {/* Some forty filter controls come before the first stone: the keyboard can go past them. */}
      <a
        href={`#${resultsId}`}
        className="stone-skip"
        onClick={(event) => {
          // Not a change of the address: a search kept in the hash would lose its state.
          event.preventDefault();
          const results = document.getElementById(resultsId);
          results?.focus({ preventScroll: true });
          results?.scrollIntoView({ block: "start" });
        }}
      >
        {t("stone_skip_to_results")}
      </a>
      {locked ? (
        <p className="rb-lock" role="note" data-shape-locked={locked.join(",")}>
          <span>
            {t("rb_shape_locked", {
              shape: formatList(
                locked.map((s) => (stoneLabel.shape(s) ?? s).toLowerCase()),
                locale,
                "disjunction",
              ),
            })}
          </span>{" "}
          <Link to={recommendations?.settingHref ?? href("/engagement-rings")}>{t("rb_change_setting")}</Link>
        </p>
      ) : (
        <ShapePicker
          selected={state.filters.shapes}
          facets={results.facets["shapes"]}
          onChange={(shapes) => change({ shapes: shapes as StoneFilters["shapes"] })}
        />
      )}

      {/* Filters for a browser that runs no script: drawn by the server alone (a browser running scripts never reads a noscript's content). */}
      {hashMode ? null : (
        <noscript>
          {import.meta.env.SSR ? (
            <NoScriptFilters action={location.pathname} category={data.category} state={state} lockedShapes={locked !== null} />
          ) : null}
        </noscript>
      )}
      <div className="stone-search__body">
        <Filters
          category={data.category}
          filters={state.filters}
          results={results}
          locale={locale}
          onChange={change}
          onReset={reset}
          panelId={panelId}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
        />

        <section
          id={resultsId}
          tabIndex={-1}
          className="stone-results"
          aria-labelledby={`${panelId}-count`}
          aria-busy={pending || undefined}
        >
          <div className="stone-results__bar">
            <p id={`${panelId}-count`} className="stone-results__count" aria-live="polite" aria-atomic="true">
              <RichMessage id="stone_results_count" values={{ kind, count: results.total, b: (chunks) => <strong>{chunks}</strong> }} />
            </p>
            <label className="stone-sort">
              <span>{t("stone_sort_label")}</span>
              <select
                data-focus-id="stone-sort"
                value={state.sort ? formatSort(state.sort) : ""}
                onChange={(e) => commit({ ...state, sort: parseSort(e.target.value), page: 1 })}
              >
                <option value="">{t("stone_sort_recommended")}</option>
                {STONE_SORTS.map((s) => (
                  <option key={formatSort(s)} value={formatSort(s)}>
                    {t(SORT_LABELS[formatSort(s)]!)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {failed ? <InlineError>{t("cat_results_failed")}</InlineError> : null}
          {results.items.length ? (
            <div className="stone-results__list" data-pending={pending || undefined}>
              <Results
                stones={results.items}
                locale={locale}
                taxNote={taxNote}
                hrefFor={stoneHref}
                selectedId={selectedId}
                isGemstone={data.category === "GEMSTONE"}
                isFancy={isFancyCategory(data.category)}
                onSelect={hashMode ? (stone) => commit({ ...state, stoneId: stone.identifier }) : undefined}
              />
              <Pagination
                page={results.page}
                pageCount={pageCount}
                hrefFor={(page) => urlOf({ ...state, page })}
                onSelect={(page) => {
                  navigate(urlOf({ ...state, page }));
                  window.scrollTo({ top: 0, behavior: "smooth" });
                }}
              />
              {beyondReach ? (
                <p className="stone-results__limit" role="note">
                  {t("stone_results_limit", { count: pageCount * results.pageSize })}
                </p>
              ) : null}
            </div>
          ) : (
            <NoStones
              kind={kind}
              resetHref={urlOf(resetState)}
              contactHref={href(CONTACT_PATH)}
              onAdjust={() => {
                setFiltersOpen(true);
                requestAnimationFrame(() => {
                  const panel = document.getElementById(panelId);
                  panel?.focus({ preventScroll: true });
                  panel?.scrollIntoView({ behavior: "smooth", block: "start" });
                });
              }}
            />
          )}
          <p className="stone-results__help">
            <RichMessage id="stone_results_help" values={{ link: (chunks) => <Link to={href(CONTACT_PATH)}>{chunks}</Link> }} />
          </p>
        </section>
      </div>
    </>
  );
}
