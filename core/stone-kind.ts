import type { StoneRecommendationKindCode } from "./vocabulary/engagement.ts";
import type { StoneCategory } from "./vocabulary/stones.ts";

/**
 * The kind of centre stone a stone's category is (coloured diamonds are with their origin's diamonds):
 * the ring builder's recommendation tabs and a setting's accepted kinds. A module of its own, importing
 * types alone, so that a view asking it does not bring the ring builder's URL grammar.
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
