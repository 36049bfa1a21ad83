import type { ShapeCode } from "./vocabulary/shapes.ts";

/**
 * A Toi et Moi design is drawn and made with two stones side by side, but only one is the centre
 * stone the customer chooses: the other is part of the setting, and its price is in the setting's.
 * It is a diamond of this weight, a pear beside any centre shape (an oval beside a pear).
 */
export const TOI_ET_MOI_SECOND_STONE_CARAT = 0.5;

/** The second stone of a Toi et Moi design whose centre stone has `centreShape`. */
export function toiEtMoiSecondStone(centreShape: ShapeCode | null | undefined): { shape: ShapeCode; carat: number } {
  return { shape: centreShape === "PEAR" ? "OVAL" : "PEAR", carat: TOI_ET_MOI_SECOND_STONE_CARAT };
}

/** The ring style code of the Toi et Moi designs. */
export const TOI_ET_MOI_STYLE = "TOI_MOI";
