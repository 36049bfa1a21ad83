import { regionPath, type Region } from "../../../core/regions.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../../core/urls/catalogue.ts";
import { recommendedSettingsUrl, stoneRecommendationsUrl, yourRingUrl } from "../../../core/urls/ring-builder.ts";
import { searchPathFor, formatStonePath, stoneDetailPath, type StoneSearchState } from "../../../core/urls/stones.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { Money } from "../../../core/money.ts";
import type { RingBuilderSummary, RingBuilderView, RingMount, RingStone } from "./types.ts";
import type { CatalogueListingRoute } from "../../../core/urls/catalogue.ts";
import type { ListingInput } from "../../routes/catalogue/documents.ts";
import { linkTarget } from "../stones/types.ts";
import { stoneTitle } from "../stones/labels.ts";
import type { Translate } from "../../lib/intl.tsx";

/**
 * The ring builder's rules the pages share, pure so the server render and the browser agree: the
 * three steps and where each leads, the stone search narrowed to what a setting takes, and the ring
 * size kept only while it is offered.
 */

export type StepNumber = 1 | 2 | 3;

export interface RingStep {
  number: StepNumber;
  /** Where the step leads (region-prefixed): the chosen item's page, or where to choose one. */
  href: string;
  /** The chosen item, or null while the step is to do. */
  chosen: { name: string; price: Money | null } | null;
  current: boolean;
  lastAdded: boolean;
}

/** A stone's page (region-prefixed): a listed stone's own, else the page it was chosen on, else the search of its kind. */
export function stoneHref(region: Region, stone: RingStone): string {
  if (stone.facts) return regionPath(region, stoneDetailPath(linkTarget(stone.facts)));
  return stone.uri ?? regionPath(region, formatStonePath(searchPathFor(stone.category)));
}

/** A stone's name in the visitor's words (a listed stone's from its facts), else the API's. */
export function ringStoneName(t: Translate, stone: RingStone): string {
  return stone.facts ? stoneTitle(t, stone.facts) : stone.title;
}

/**
 * The three steps: 1 the setting, 2 the stone, 3 the ring. A chosen item's step leads back to it;
 * a step to do leads to where it is chosen: settings that take the chosen stone, stones that fit the
 * chosen setting (or every setting and every diamond when nothing is chosen yet). Step 3 opens the
 * ring's dialog, which returns to `from` when closed.
 */
export function ringSteps(
  ring: RingBuilderView | null,
  options: { region: Region; current: StepNumber | null; from: string; stoneName: (stone: RingStone) => string },
): RingStep[] {
  const { region, current } = options;
  const mount = ring?.mount ?? null;
  const stone = ring?.stone ?? null;
  const settingHref = mount
    ? mount.href
    : regionPath(region, stone ? recommendedSettingsUrl(stone.shape) : formatCataloguePath(emptyEngagementRings));
  const stoneStepHref = stone
    ? stoneHref(region, stone)
    : regionPath(region, mount ? stoneRecommendationsUrl("NATURAL_DIAMONDS") : formatStonePath(searchPathFor("DIAMOND")));
  return [
    { number: 1, href: settingHref, chosen: mount ? { name: mount.name, price: mount.price } : null, current: current === 1, lastAdded: ring?.lastAdded === "mount" },
    {
      number: 2,
      href: stoneStepHref,
      chosen: stone ? { name: options.stoneName(stone), price: stone.price } : null,
      current: current === 2,
      lastAdded: ring?.lastAdded === "stone",
    },
    {
      number: 3,
      href: regionPath(region, yourRingUrl(options.from)),
      chosen: mount && stone && ring?.total ? { name: "", price: ring.total } : null,
      current: current === 3,
      lastAdded: false,
    },
  ];
}

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
  return { ...state, stoneId: null, filters: { ...state.filters, shapes: shapes.length ? shapes : state.filters.shapes, carat: { min, max } } };
}

/** Whether a setting takes a stone: its shape and its weight in the setting's range. */
export function settingTakes(mount: RingMount, stone: { shape: ShapeCode; caratWeight: number }): boolean {
  const shapes = lockedShapes(mount);
  const { min, max } = mount.constraints.weight;
  return (shapes.length === 0 || shapes.includes(stone.shape)) && (min === null || stone.caratWeight >= min) && (max === null || stone.caratWeight <= max);
}

/** A chosen ring size while the options still offer it; "" (none chosen) once they do not. */
export function keptRingSize(value: string | null, options: readonly { value: string }[]): string {
  return value && options.some((o) => o.value === value) ? value : "";
}

/** Where "Add to a ring" on a stone leads: the ring when a setting is chosen, else the settings that take the stone. */
export function afterStoneAdded(ring: RingBuilderSummary, from: string): string {
  return ring.hasMount ? yourRingUrl(from) : recommendedSettingsUrl(ring.stoneShape);
}

/** Where "Choose your diamond" on a setting leads: the ring when a stone is already in it, else the stones that fit. */
export function afterMountAdded(ring: RingBuilderSummary, from: string): string {
  return ring.stoneShape ? yourRingUrl(from) : stoneRecommendationsUrl("NATURAL_DIAMONDS");
}

/** A ring with nothing in it yet. */
export function emptyRingView(): RingBuilderView {
  return {
    mount: null,
    stone: null,
    lastAdded: null,
    image: null,
    total: null,
    taxType: null,
    finance: null,
    ringSize: null,
    ringSizes: [],
    deliveryDate: null,
    expressDeliveryDate: null,
    unavailableStone: null,
    similarStones: [],
  };
}

/**
 * The ring builder's recommended settings for a chosen stone (`?recommendations=yes` with a centre
 * stone in the ring): only the settings that take it, its shape and its weight in their range. The
 * server render and the browser's hash updates send the same input.
 */
export function withRingStone(input: ListingInput, route: CatalogueListingRoute, ring: RingBuilderView | null | undefined): ListingInput {
  if (route.kind !== "engagementRings" || !route.recommendations || !ring?.stone) return input;
  return { ...input, shape: route.shape ?? ring.stone.shape, centreStoneCarat: ring.stone.caratWeight };
}
