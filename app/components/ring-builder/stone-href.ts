import { regionPath, type Region } from "../../../core/regions.ts";
import { searchPathFor, formatStonePath, stoneDetailPath } from "../../../core/urls/stones.ts";
import { linkTarget } from "../stones/types.ts";
import type { RingStone } from "./types.ts";

// Apart from model.ts: the stone URL grammar it needs is loaded only by the pages that make stone links
// (the ring's dialog, the server's ring links), not by the step bar.

/** A stone's page (region-prefixed): a listed stone's own, else the page it was chosen on, else the search of its kind. */
export function stoneHref(region: Region, stone: RingStone): string {
  if (stone.facts) return regionPath(region, stoneDetailPath(linkTarget(stone.facts)));
  return stone.uri ?? regionPath(region, formatStonePath(searchPathFor(stone.category)));
}
