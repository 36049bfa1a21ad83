import type { LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { COOKIE, readCookie } from "../../../core/cookies.ts";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../../core/urls/catalogue.ts";
import { STONE_RECOMMENDATION_KIND_CODES, categoryOfStoneKind, formatRingBuilderUrl, parseRingBuilderUrl, stoneRecommendationsPath, stoneRecommendationsUrl } from "../../../core/urls/ring-builder.ts";
import { STONE_PARAM_KEYS, searchPathFor } from "../../../core/urls/stones.ts";
import { STONE_PAGE_SIZE_DEFAULT } from "../../../core/vocabulary/stones.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { joinQuery, load, moved, notFound, splitQuery } from "../../lib/loader.server.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import { constrainedSearch, lockedShapes } from "../../components/ring-builder/ring-state.ts";
import { emptyRingView } from "../../components/ring-builder/ring-links.ts";
import type { RingBuilderView } from "../../components/ring-builder/types.ts";
import type { StoneSearchData } from "../../components/stones/StoneSearchPage.tsx";
import { STONE_SEARCH_QUERY, searchInput, toResultsView } from "../stones/api.ts";
import { RING_BUILDER_QUERY, toRingBuilderView } from "./api.ts";

/**
 * The ring the visitor is building, for a page's loader: null without a `ring-builder` or session
 * cookie (no request is made: most visitors build no ring), else the API's answer for the request's
 * market, the cookie travelling with the in-process request. On the pages of other domains (a
 * setting, a stone) a ring that cannot be read is logged and left out, never the page's failure;
 * the ring's own page (`strict`) fails as pages do.
 */
export async function loadRingBuilder(request: Request, context: Readonly<RouterContextProvider>, options: { strict?: boolean } = {}): Promise<RingBuilderView | null> {
  const cookies = request.headers.get("cookie");
  // A signed-in customer's ring is theirs wherever they sign in; anyone else's is the cookie's.
  if (!readCookie(cookies, COOKIE.ringBuilder) && !readCookie(cookies, COOKIE.sessionId)) return null;
  const ctx = requestContext(context);
  const variables = { region: ctx.region, currency: ctx.currency, locale: ctx.locale };
  const read = async (run: typeof load) => {
    const [answer, t] = await Promise.all([run(context, RING_BUILDER_QUERY, variables), serverTranslator(context)]);
    return toRingBuilderView(answer.ringBuilder, ctx.region, t);
  };
  if (options.strict) return read(load);
  try {
    return await read(query);
  } catch (error) {
    ctx.log.error({ err: error }, "the ring builder could not be read for a page");
    return null;
  }
}

const OWNED = new Set<string>(STONE_PARAM_KEYS);

/**
 * Step 2 of a ring started with a setting: the stone search of a kind (natural diamonds, lab-grown
 * diamonds, gemstones), narrowed to the setting's shape and carat range (applied on top of the
 * visitor's filters, never written into the URL). Without a setting it is the plain search, with a
 * note to choose a setting first. Answers at its canonical address (301 otherwise, keeping the query
 * it does not own).
 */
export async function loadStoneRecommendations(args: LoaderFunctionArgs): Promise<StoneSearchData & { seo: PageSeo }> {
  const { request, context } = args;
  const ctx = requestContext(context);
  const url = documentUrl(request);
  const { path } = splitRegionPath(url.pathname);
  const { owned, foreign } = splitQuery(url.search, (key) => OWNED.has(key));
  const route = parseRingBuilderUrl(`${path}${owned ? `?${owned}` : ""}`);
  if (!route || route.kind !== "stoneRecommendations") notFound();
  const canonical = formatRingBuilderUrl(route);
  if (canonical !== `${path}${owned ? `?${owned}` : ""}`) {
    const [canonicalPath, canonicalQuery = ""] = canonical.split("?");
    moved(ctx.region, canonicalPath!, joinQuery(canonicalQuery, foreign));
  }
  const category = categoryOfStoneKind(route.stoneKind);
  const market = { region: ctx.region, currency: ctx.currency };
  const [ring, t] = await Promise.all([loadRingBuilder(request, context), serverTranslator(context)]);
  const mount = ring?.mount ?? null;
  const state = mount ? constrainedSearch(route.state, mount) : route.state;
  const { stoneSearch } = await load(context, STONE_SEARCH_QUERY, { input: searchInput(category, state, STONE_PAGE_SIZE_DEFAULT, market) });
  const results = toResultsView(stoneSearch, state, STONE_PAGE_SIZE_DEFAULT, ctx.currency);
  if (state.page > results.pageCount) notFound();
  const shapes = mount ? lockedShapes(mount) : [];
  const kindWord = route.stoneKind === "GEMSTONES" ? "gemstones" : route.stoneKind === "LAB_GROWN_DIAMONDS" ? "lab" : "natural";
  const heading = t("rb_recommendations_heading", { kind: kindWord });
  const weight = mount?.constraints.weight;
  const intro = mount
    ? weight && weight.min !== null && weight.max !== null
      ? t("rb_recommendations_intro", {
          setting: mount.name,
          shape: shapes.map((s) => SHAPE_VOCABULARY.get(s).label.toLowerCase()).join(", "),
          min: weight.min.toFixed(2),
          max: weight.max.toFixed(2),
        })
      : t("rb_recommendations_intro_any", { setting: mount.name })
    : t("rb_no_setting");
  return {
    path: searchPathFor(category),
    category,
    // The page shows the visitor's own filters; the setting's are applied on top (see `recommendations`).
    state: { ...state, filters: { ...route.state.filters, shapes: state.filters.shapes, carat: state.filters.carat } },
    results,
    market,
    selected: null,
    stoneNotFound: false,
    eyebrow: t("rb_recommendations_eyebrow"),
    heading,
    intro,
    // The step bar shows here without a ring too, leading to where each step is chosen.
    ring: ring ?? emptyRingView(ctx.region),
    recommendations: {
      stoneKind: route.stoneKind,
      lockedShapes: shapes,
      settingHref: mount?.href ?? regionPath(ctx.region, formatCataloguePath(emptyEngagementRings)),
      path: stoneRecommendationsPath(route.stoneKind),
      tabs: STONE_RECOMMENDATION_KIND_CODES.map((stoneKind) => ({ stoneKind, href: stoneRecommendationsUrl(stoneKind) })),
    },
    seo: {
      title: documentTitle(t, t("rb_recommendations_title")),
      description: t("rb_recommendations_description"),
      headline: heading,
      // Personal (the visitor's setting decides the stones): never indexed.
      robots: "noindex, follow",
    },
  };
}

/**
 * Step 3: the ring (an empty one invites the visitor to start). Closing it returns to `from`, else to
 * the setting's page, else to the engagement rings.
 */
export async function loadYourRing(args: LoaderFunctionArgs): Promise<{ ring: RingBuilderView; closeTo: string; seo: PageSeo }> {
  const { request, context } = args;
  const ctx = requestContext(context);
  const url = documentUrl(request);
  const { path } = splitRegionPath(url.pathname);
  const route = parseRingBuilderUrl(`${path}${url.search}`);
  if (!route || route.kind !== "yourRing") notFound();
  const canonical = formatRingBuilderUrl(route);
  if (canonical.split("?")[0] !== path) moved(ctx.region, canonical.split("?")[0]!, url.search);
  const [ring, t] = await Promise.all([loadRingBuilder(request, context, { strict: true }), serverTranslator(context)]);
  const view = ring ?? emptyRingView(ctx.region);
  const closeTo = route.from ?? view.mount?.href ?? regionPath(ctx.region, formatCataloguePath(emptyEngagementRings));
  return {
    ring: view,
    closeTo,
    seo: { title: documentTitle(t, t("rb_your_ring_title")), description: t("rb_your_ring_description"), headline: t("rb_your_ring_title"), robots: "noindex, follow" },
  };
}

