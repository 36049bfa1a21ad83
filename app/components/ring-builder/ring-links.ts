import { regionPath, type Region } from "../../../core/regions.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../../core/urls/catalogue.ts";
import { recommendedSettingsUrl, stoneKindOfCategory, stoneRecommendationsUrl, yourRingUrl } from "../../../core/urls/ring-builder.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { formatStonePath, searchPathFor } from "../../../core/urls/stones.ts";
import { stoneHref } from "./stone-href.ts";
import type { RingBuilderChange, RingBuilderSummary, RingBuilderView, RingLinks, RingMount, RingStone } from "./types.ts";

/**
 * Where the ring builder leads, made with the catalogue's URL grammar: by the server for the ring a
 * page shows (its `links`), so that the pages showing the step bar (the stone search, a stone's page)
 * do not load the grammar, and in the browser after a change has been sent (this module is loaded
 * then).
 */

/**
 * Where steps 1 and 2 lead (region-prefixed): a chosen item's page, or where to choose one: settings
 * that take the chosen stone, stones that fit the chosen setting, or every setting and every diamond
 * when nothing is chosen yet; the stones that fit the setting (a sold stone's notice); and what the
 * ring's dialog offers: changing the setting or the stone, starting a ring with a setting.
 */
export function ringLinks(region: Region, mount: RingMount | null, stone: RingStone | null): RingLinks {
  return {
    setting: mount
      ? mount.href
      : regionPath(region, stone ? recommendedSettingsUrl(stone.shape) : formatCataloguePath(emptyEngagementRings)),
    stone: stone
      ? stoneHref(region, stone)
      : regionPath(region, mount ? stoneRecommendationsUrl("NATURAL_DIAMONDS") : formatStonePath(searchPathFor("DIAMOND"))),
    stoneRecommendations: regionPath(region, stoneRecommendationsUrl("NATURAL_DIAMONDS")),
    otherSettings: regionPath(region, stone ? recommendedSettingsUrl(stone.shape) : formatCataloguePath(emptyEngagementRings)),
    otherStones: regionPath(region, stoneRecommendationsUrl(stone ? stoneKindOfCategory(stone.category) : "NATURAL_DIAMONDS")),
    settings: regionPath(region, formatCataloguePath(emptyEngagementRings)),
  };
}

/** A ring with nothing in it yet. */
export function emptyRingView(region: Region): RingBuilderView {
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
    links: ringLinks(region, null, null),
  };
}

/** Where "Add to a ring" on a stone leads: the ring when a setting is chosen, else the settings that take the stone. */
export function afterStoneAdded(ring: RingBuilderSummary, from: string): string {
  return ring.hasMount ? yourRingUrl(from) : recommendedSettingsUrl(ring.stoneShape);
}

/** Every engagement ring of a shape (where the ring's dialog goes once its setting is removed). */
export function settingsOfShape(shape: ShapeCode | null): string {
  return formatCataloguePath({ ...emptyEngagementRings, shape });
}

/** Where "Choose your diamond" on a setting leads: the ring when a stone is already in it, else the stones that fit. */
export function afterMountAdded(ring: RingBuilderSummary, from: string): string {
  return ring.stoneShape ? yourRingUrl(from) : stoneRecommendationsUrl("NATURAL_DIAMONDS");
}

/**
 * Where a page goes once a change has been made (region-prefixed): after a setting, its stones (or
 * the ring when a stone is in it); after a stone, the settings that take it (or the ring); after a
 * setting is removed, the engagement rings of its shape; after the stone is removed, the setting's
 * page (or the stone search); after the ring size, the ring. `before` is the ring the change was made
 * to; `from` the page it was made on. The browser's buttons and the pages' form action lead alike.
 */
export function afterChange(
  region: Region,
  change: RingBuilderChange,
  ring: RingBuilderSummary,
  before: RingBuilderView | null,
  from: string,
): string {
  switch (change.kind) {
    case "mount":
      return regionPath(region, afterMountAdded(ring, from));
    case "stone":
      return regionPath(region, afterStoneAdded(ring, from));
    case "removeMount":
      return regionPath(region, settingsOfShape(before?.mount?.shape?.code ?? null));
    case "removeStone":
      return before?.mount ? before.mount.href : regionPath(region, formatStonePath(searchPathFor("DIAMOND")));
    case "madeToOrderStone":
    case "ringSize":
      return regionPath(region, yourRingUrl(from));
  }
}
