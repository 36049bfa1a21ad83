import { caratFits, type CaratRange } from "./carat.ts";
import type { StoneRecommendationKindCode } from "./vocabulary/engagement.ts";
import type { StoneCategory } from "./vocabulary/stones.ts";

/**
 * The kind of centre stone a stone's category is (coloured diamonds are with their origin's diamonds):
 * the ring builder's recommendation tabs and a setting's accepted kinds. A module of its own, importing
 * types and core/carat.ts alone, so that a view asking it does not bring the ring builder's rules or
 * its URL grammar.
 */
export function stoneKindOfCategory(category: StoneCategory): StoneRecommendationKindCode {
  switch (category) {
    case "DIAMOND":
    case "FANCY_DIAMOND":
      return "NATURAL_DIAMONDS";
    case "LAB_GROWN_DIAMOND":
    case "LAB_GROWN_FANCY_DIAMOND":
      return "LAB_GROWN_DIAMONDS";
    case "GEMSTONE":
      return "GEMSTONES";
  }
}

/**
 * Whether a setting takes a centre stone (the ring builder's rule, docs/product.md#ring-builder): the
 * stone's shape among the setting's (any when it names none), its weight in the setting's range (six
 * decimals) and, when the stone's kind is known, a kind the setting takes (core/ring-builder.ts
 * centreStoneKindsTaken). Here rather than with the ring builder's rules, so that the pages asking it
 * load neither those rules nor the URL grammar.
 */
export function settingTakesStone(
  setting: { shapes: readonly string[]; weight: CaratRange; kinds: readonly StoneRecommendationKindCode[] },
  stone: { shape: string; carat: number; kind: StoneRecommendationKindCode | null },
): boolean {
  return (
    (stone.kind === null || setting.kinds.includes(stone.kind)) &&
    (setting.shapes.length === 0 || setting.shapes.includes(stone.shape)) &&
    caratFits(stone.carat, setting.weight)
  );
}
