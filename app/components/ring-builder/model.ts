import { regionPath, type Region } from "../../../core/regions.ts";
import { yourRingUrl } from "../../../core/urls/ring-builder-links.ts";
import type { Money } from "../../../core/money.ts";
import type { RingBuilderView } from "./types.ts";

/**
 * The ring builder's rules the pages share, pure so the server render and the browser agree: the
 * three steps and where each leads (steps 1 and 2 as the server made them: the ring's `links`,
 * ring-links.ts, which also says where a page goes once a setting or a stone is added). What a ring
 * holds and what a setting takes, without the URL grammar, are in ring-state.ts.
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

/**
 * The three steps: 1 the setting, 2 the stone, 3 the ring. A chosen item's step leads back to it;
 * a step to do leads to where it is chosen: settings that take the chosen stone, stones that fit the
 * chosen setting (or every setting and every diamond when nothing is chosen yet): the ring's `links`.
 * Step 3 opens the ring's dialog, which returns to `from` when closed.
 */
export function ringSteps(ring: RingBuilderView, options: { region: Region; current: StepNumber | null; from: string }): RingStep[] {
  const { region, current } = options;
  const { mount, stone } = ring;
  return [
    {
      number: 1,
      href: ring.links.setting,
      chosen: mount ? { name: mount.name, price: mount.price } : null,
      current: current === 1,
      lastAdded: ring.lastAdded === "mount",
    },
    {
      number: 2,
      href: ring.links.stone,
      chosen: stone ? { name: stone.name, price: stone.price } : null,
      current: current === 2,
      lastAdded: ring.lastAdded === "stone",
    },
    {
      number: 3,
      href: regionPath(region, yourRingUrl(options.from)),
      chosen: mount && stone && ring.total ? { name: "", price: ring.total } : null,
      current: current === 3,
      lastAdded: false,
    },
  ];
}
