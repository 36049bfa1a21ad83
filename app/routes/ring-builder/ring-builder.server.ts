import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";
import type { RingBuilderErrorCode } from "../../../core/vocabulary/ring-builder.ts";
import { COOKIE, readCookie } from "../../../core/cookies.ts";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../../core/urls/catalogue.ts";
import {
  STONE_RECOMMENDATION_KIND_CODES,
  categoryOfStoneKind,
  stoneKindOfCategory,
  formatRingBuilderUrl,
  parseRingBuilderUrl,
  stoneRecommendationsPath,
  stoneRecommendationsUrl,
} from "../../../core/urls/ring-builder.ts";
import { STONE_PARAM_KEYS, searchPathFor } from "../../../core/urls/stones.ts";
import { STONE_PAGE_SIZE_DEFAULT } from "../../../core/vocabulary/stones.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { publicOrigin } from "../../lib/root.server.ts";
import { splitQuery } from "../../../core/urls/common.ts";
import { joinQuery, load, moved, notFound } from "../../lib/loader.server.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import { constrainedSearch, lockedShapes } from "../../components/ring-builder/ring-state.ts";
import { afterChange, emptyRingView } from "../../components/ring-builder/ring-links.ts";
import type { RingBuilderChange, RingBuilderView } from "../../components/ring-builder/types.ts";
import type { StonePageData } from "../stones/stones.server.ts";
import { STONE_SEARCH_QUERY, searchInput, toResultsView } from "../stones/documents.ts";
import { SETTINGS_FOR_STONE_QUERY, settingsForStoneInput } from "./settings-for-stone.ts";
import { centreStoneKindsTaken } from "../../../core/ring-builder.ts";
import { settingTakesStone } from "../../../core/stone-kind.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import {
  RING_BUILDER_QUERY,
  RING_BUILDER_SET,
  changeResultOf,
  inputOf,
  toRingBuilderView,
  type RingBuilderChangeResult,
} from "./documents.ts";

/**
 * The ring the visitor is building, for a page's loader: null without a `ring-builder` or session
 * cookie (no request is made: most visitors build no ring), else the API's answer for the request's
 * market, the cookie travelling with the in-process request. On the pages of other domains (a
 * setting, a stone) a ring that cannot be read is logged and left out, never the page's failure;
 * the ring's own page (`strict`) fails as pages do.
 */
export async function loadRingBuilder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { strict?: boolean } = {},
): Promise<RingBuilderView | null> {
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

/** What step 2's loader hands to its view (the stone search's): a search narrowed to the ring's setting, with its tabs. */
export type StoneRecommendationsPageData = StonePageData;

/** What step 3's loader hands to its view: the ring, and where closing it leads. */
export interface YourRingPageData {
  ring: RingBuilderView;
  closeTo: string;
  seo: PageSeo;
}

/**
 * Step 2 of a ring started with a setting: the stone search of a kind (natural diamonds, lab-grown
 * diamonds, gemstones), narrowed to the setting's shape and carat range (applied on top of the
 * visitor's filters, never written into the URL). Without a setting it is the plain search, with a
 * note to choose a setting first. Answers at its canonical address (301 otherwise, keeping the query
 * it does not own).
 */
export async function loadStoneRecommendations(args: LoaderFunctionArgs): Promise<StoneRecommendationsPageData> {
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
  // The kinds of stone the setting takes (a design flanked by coloured gemstones takes diamonds only):
  // the tabs offer those alone, and another kind's search leads to the first of them (the page is the visitor's own).
  const kinds = STONE_RECOMMENDATION_KIND_CODES.filter((kind) => !mount || mount.constraints.kinds.includes(kind));
  if (!kinds.includes(route.stoneKind) && kinds[0]) throw redirect(regionPath(ctx.region, stoneRecommendationsUrl(kinds[0])));
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
      tabs: kinds.map((stoneKind) => ({ stoneKind, href: stoneRecommendationsUrl(stoneKind) })),
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
export async function loadYourRing(args: LoaderFunctionArgs): Promise<YourRingPageData> {
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
    seo: {
      title: documentTitle(t, t("rb_your_ring_title")),
      description: t("rb_your_ring_description"),
      headline: t("rb_your_ring_title"),
      robots: "noindex, follow",
    },
  };
}

/** The form field that carries a ring builder change (JSON of `RingBuilderChange` without `uri`). */
export const CHANGE_FIELD = "change";

const CHANGE_KINDS = new Set<RingBuilderChange["kind"]>(["mount", "stone", "madeToOrderStone", "removeMount", "removeStone", "ringSize"]);

/** A change as a form sent it, or null when it is not one (the API checks every value it holds). */
function changeOfForm(form: FormData, from: string): RingBuilderChange | null {
  const raw = form.get(CHANGE_FIELD);
  if (typeof raw !== "string" || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || !CHANGE_KINDS.has((value as { kind: RingBuilderChange["kind"] }).kind)) return null;
  const change = value as RingBuilderChange;
  // The ring size is the form's own field (a select), when it has one.
  const size = form.get("ringSize");
  const ringSize = typeof size === "string" && size ? size : null;
  switch (change.kind) {
    case "mount":
      return typeof change.catalogueCode === "string" && typeof change.metal === "string"
        ? {
            ...change,
            shape: change.shape ?? null,
            ringSize: ringSize ?? change.ringSize ?? null,
            signatureStone: change.signatureStone ?? null,
            uri: from,
          }
        : null;
    case "stone":
      return typeof change.identifier === "string" ? { ...change, uri: from } : null;
    case "madeToOrderStone":
      return change.stone && typeof change.stone === "object" ? { ...change, uri: from } : null;
    case "ringSize":
      return ringSize ? { kind: "ringSize", ringSize } : null;
    default:
      return { kind: change.kind };
  }
}

/** A form posted by a page of this store (a browser says where a form came from: another site's is refused). */
function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  // The page's own origin, or the store's public one (PUBLIC_URL, behind a proxy).
  return origin === new URL(request.url).origin || origin === publicOrigin(request);
}

/**
 * The ring builder's changes as forms (choose this setting, add this stone, remove either, the ring
 * size), posted to the ring's address with `from` the page they were made on: they work before the
 * page's scripts have run, or without them. The change goes through the same API as the browser's
 * (`ringBuilderSet`, in process, the visitor's cookie with it); once made, the answer is a 303 to
 * where the page's button leads (ring-links.ts `afterChange`); refused, the ring's page says why.
 */
export async function ringBuilderAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (request.method !== "POST") throw new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (!sameOrigin(request)) throw new Response(null, { status: 403 });
  const ctx = requestContext(context);
  const url = documentUrl(request);
  const route = parseRingBuilderUrl(`${splitRegionPath(url.pathname).path}${url.search}`);
  if (!route || route.kind !== "yourRing") notFound();
  const from = route.from ?? regionPath(ctx.region, formatCataloguePath(emptyEngagementRings));
  const change = changeOfForm(await request.formData(), from);
  if (!change) throw data({ failed: [] }, { status: 400 });
  const before =
    change.kind === "removeMount" || change.kind === "removeStone" ? await loadRingBuilder(request, context, { strict: true }) : null;
  let result: RingBuilderChangeResult;
  try {
    const answer = await load(context, RING_BUILDER_SET, {
      region: ctx.region,
      currency: ctx.currency,
      locale: ctx.locale,
      input: inputOf(change),
    });
    result = changeResultOf(answer.ringBuilderSet);
  } catch (error) {
    // A value the API does not take (a form written by hand): the ring is as it was.
    if (error instanceof Response && error.status === 404) throw data({ failed: [] }, { status: 400 });
    throw error;
  }
  if (!result.ring) return data({ failed: result.errors as RingBuilderErrorCode[] }, { status: 409 });
  throw redirect(afterChange(ctx.region, change, result.ring, before, from), 303);
}

/**
 * Whether the ring's centre stone fits a setting's page (its design in the page's shape): the shape,
 * the weight in the design's range (six decimals) and a kind the design takes (core/ring-builder.ts).
 * Null without a stone in the ring.
 */
export function ringStoneFits(
  ring: RingBuilderView | null,
  design: {
    shape: { systemCode: string } | null;
    ringStyles: readonly { code: string }[];
    centreStoneConstraints?: { shapes: readonly { systemCode: string }[]; weight: { min?: number | null; max?: number | null } } | null;
  },
): boolean | null {
  const stone = ring?.stone;
  if (!stone) return null;
  const weight = design.centreStoneConstraints?.weight;
  return settingTakesStone(
    {
      shapes: design.shape ? [design.shape.systemCode] : (design.centreStoneConstraints?.shapes.map((s) => s.systemCode) ?? []),
      weight: { min: weight?.min ?? null, max: weight?.max ?? null },
      kinds: centreStoneKindsTaken(design.ringStyles.map((s) => s.code)),
    },
    { shape: stone.shape, carat: stone.caratWeight, kind: stoneKindOfCategory(stone.category) },
  );
}

/**
 * How many settings the ring builder offers for a stone: those its "Add to a ring" leads to (the
 * recommended settings of its shape that take its weight and kind). The stone pages offer the button
 * only when there is one; the listing's answer is kept per process (server/services/memo.ts).
 */
export async function settingsForStone(
  context: Readonly<RouterContextProvider>,
  stone: { shape: ShapeCode; caratWeight: number; category: StoneCategory },
): Promise<number> {
  const ctx = requestContext(context);
  const { catalogueListing } = await load(context, SETTINGS_FOR_STONE_QUERY, { input: settingsForStoneInput(stone, ctx) });
  return catalogueListing.total;
}
