import { regionPath, type Region } from "../../../core/regions.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../../core/urls/catalogue.ts";
import { recommendedSettingsUrl, stoneRecommendationsUrl, yourRingUrl } from "../../../core/urls/ring-builder.ts";
import { searchPathFor, formatStonePath, stoneDetailPath } from "../../../core/urls/stones.ts";
import type { Money } from "../../../core/money.ts";
import type { RingBuilderSummary, RingBuilderView, RingStone } from "./types.ts";
import { linkTarget } from "../stones/types.ts";
import { stoneTitle } from "../stones/labels.ts";
import type { Translate } from "../../lib/intl.tsx";

/**
 * The ring builder's rules the pages share, pure so the server render and the browser agree: the
 * three steps and where each leads, and where a page goes once a setting or a stone is added. What a
 * ring holds and what a setting takes, without the URL grammar, are in ring-state.ts.
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

/** Where "Add to a ring" on a stone leads: the ring when a setting is chosen, else the settings that take the stone. */
export function afterStoneAdded(ring: RingBuilderSummary, from: string): string {
  return ring.hasMount ? yourRingUrl(from) : recommendedSettingsUrl(ring.stoneShape);
}

/** Where "Choose your diamond" on a setting leads: the ring when a stone is already in it, else the stones that fit. */
export function afterMountAdded(ring: RingBuilderSummary, from: string): string {
  return ring.stoneShape ? yourRingUrl(from) : stoneRecommendationsUrl("NATURAL_DIAMONDS");
}

