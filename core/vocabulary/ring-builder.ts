import { GEMSTONE_TYPES } from "./stones.ts";

/**
 * Ring builder vocabularies (docs/product.md#ring-builder): the two items a ring is made of, the kinds
 * of centre stone, what a made-to-order stone is, whether a stone can be had, and the reasons a
 * change is refused.
 */

/** The items of a ring builder: a setting (mount) and a centre stone. */
export const RING_BUILDER_ITEMS = ["MOUNT", "CENTRE_STONE"] as const;
export type RingBuilderItem = (typeof RING_BUILDER_ITEMS)[number];

/** A listed stone (by its identifier), or a made-to-order lab-grown diamond or gemstone. */
export const RING_BUILDER_STONE_KINDS = ["CATALOGUE", "LAB_GROWN_DIAMOND", "GEMSTONE"] as const;
export type RingBuilderStoneKind = (typeof RING_BUILDER_STONE_KINDS)[number];

/** What a made-to-order centre stone is priced as: a lab-grown diamond, or a gemstone variety. */
export const MADE_TO_ORDER_STONES = ["LAB_GROWN_DIAMOND", ...GEMSTONE_TYPES.codes] as const;
export type MadeToOrderStoneCode = (typeof MADE_TO_ORDER_STONES)[number];

/**
 * Whether a centre stone can be had: a listed stone on sale, one made to order, one sold or
 * withdrawn since it was chosen, or an identifier that names no stone.
 */
export const STONE_AVAILABILITIES = ["AVAILABLE", "MADE_TO_ORDER", "UNAVAILABLE", "NOT_FOUND"] as const;
export type StoneAvailability = (typeof STONE_AVAILABILITIES)[number];

/** Why a ring builder change is refused (the builder stays as it was). */
export const RING_BUILDER_ERROR_CODES = [
  "DESIGN_NOT_FOUND",
  "METAL_NOT_OFFERED",
  "SHAPE_NOT_OFFERED",
  "SIGNATURE_STONE_NOT_OFFERED",
  "RING_SIZE_NOT_OFFERED",
  "STONE_NOT_FOUND",
  "STONE_UNAVAILABLE",
  "STONE_KIND_NOT_TAKEN",
  "SHAPE_MISMATCH",
  "CARAT_OUT_OF_RANGE",
  "PRICE_NOT_AVAILABLE",
] as const;
export type RingBuilderErrorCode = (typeof RING_BUILDER_ERROR_CODES)[number];
