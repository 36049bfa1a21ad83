import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import { settingTakesStone, stoneKindOfCategory } from "../../../core/stone-kind.ts";
import type { StoneSearchState } from "../../../core/urls/stones.ts";
import type { CatalogueListingRoute } from "../../../core/urls/catalogue.ts";
import type { ListingInput } from "../../routes/catalogue/documents.ts";
import type { RingBuilderView, RingMount, RingStone } from "./types.ts";

/**
 * The ring builder's rules on what a ring holds, pure and without the URL grammar (model.ts has the
 * steps and where they lead), so that a page that only asks whether a ring is being built does not
 * load the grammar: whether anything is chosen, what a setting takes, the ring size kept while it is
 * offered, the stone search and the recommended settings narrowed to the ring.
 */

/** Whether the ring builder holds anything (the step bar shows once it does). */
export function isBuilding(ring: RingBuilderView | null): ring is RingBuilderView {
  return ring !== null && (ring.mount !== null || ring.stone !== null || ring.unavailableStone !== null);
}

/** The shapes a setting's centre stone may have: the shape of the chosen variant, else every shape the design takes. */
export function lockedShapes(mount: RingMount): ShapeCode[] {
  return mount.shape ? [mount.shape.code] : mount.constraints.shapes;
}

/**
 * A stone search narrowed to what a setting takes: its shape, and the visitor's carat range kept
 * inside the setting's (an open or wider bound becomes the setting's own).
 */
export function constrainedSearch(state: StoneSearchState, mount: RingMount): StoneSearchState {
  const shapes = lockedShapes(mount);
  const { min: lo, max: hi } = mount.constraints.weight;
  let min = state.filters.carat.min;
  let max = state.filters.carat.max;
  if (lo !== null) min = min === null ? lo : Math.max(min, lo);
  if (hi !== null) max = max === null ? hi : Math.min(max, hi);
  if (min !== null && max !== null && min > max) [min, max] = [lo ?? max, hi ?? min];
  return {
    ...state,
    stoneId: null,
    filters: { ...state.filters, shapes: shapes.length ? shapes : state.filters.shapes, carat: { min, max } },
  };
}

/** Whether a setting takes a stone (core/stone-kind.ts): its shape, its weight in the setting's range, and (when known) its kind. */
export function settingTakes(mount: RingMount, stone: { shape: ShapeCode; caratWeight: number; category?: StoneCategory }): boolean {
  return settingTakesStone(
    { shapes: lockedShapes(mount), weight: mount.constraints.weight, kinds: mount.constraints.kinds },
    { shape: stone.shape, carat: stone.caratWeight, kind: stone.category ? stoneKindOfCategory(stone.category) : null },
  );
}

/** A chosen ring size while the options still offer it; "" (none chosen) once they do not. */
export function keptRingSize(value: string | null, options: readonly { value: string }[]): string {
  return value && options.some((o) => o.value === value) ? value : "";
}

/** The ring's stone when a listing is the ring builder's recommended settings for it (`?recommendations=yes`). */
function stoneOfRecommendations(route: CatalogueListingRoute, ring: RingBuilderView | null | undefined): RingStone | null {
  return route.kind === "engagementRings" && route.recommendations ? (ring?.stone ?? null) : null;
}

/**
 * The ring builder's recommended settings for a chosen stone (`?recommendations=yes` with a centre
 * stone in the ring): only the settings that take it, its shape (the stone locks it, whatever the
 * address says: the page's loader sends the visitor to the stone's shape), its weight in their range
 * and its kind among those they take. The server render and the browser's hash updates send the same
 * input.
 */
export function withRingStone(input: ListingInput, route: CatalogueListingRoute, ring: RingBuilderView | null | undefined): ListingInput {
  const stone = stoneOfRecommendations(route, ring);
  if (!stone) return input;
  return { ...input, shape: stone.shape, centreStoneCarat: stone.caratWeight, centreStoneCategory: stone.category };
}

/**
 * The settings listing a chosen stone locks to its shape: the same listing at the stone's shape when
 * the address names another (or none), else null.
 */
export function recommendationsAtStoneShape<R extends CatalogueListingRoute>(route: R, ring: RingBuilderView | null | undefined): R | null {
  const stone = stoneOfRecommendations(route, ring);
  if (!stone || route.kind !== "engagementRings" || route.shape === stone.shape) return null;
  return { ...route, shape: stone.shape, page: 1 };
}

/**
 * A listing's facets as the recommended settings for a chosen stone offer them: the shape filter
 * offers the stone's shape alone (the stone locks it); any other listing is as it came.
 */
export function ringStoneFacets<F extends { field: string; values: readonly { code: string }[] }>(
  facets: F[],
  route: CatalogueListingRoute,
  ring: RingBuilderView | null | undefined,
): F[] {
  const stone = stoneOfRecommendations(route, ring);
  if (!stone) return facets;
  return facets.map((facet) =>
    facet.field === "SHAPE" ? { ...facet, values: facet.values.filter((v) => v.code === stone.shape) } : facet,
  );
}
