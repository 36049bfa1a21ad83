import { GEMSTONE_COLOURS, GEMSTONE_TYPES, type GemstoneColour, type GemstoneType } from "../../../core/vocabulary/stones.ts";
import { SIGNATURE_STONE_WIDTH } from "../../../core/ring-builder.ts";

// A design's signature stone as a product page holds it, without the picker and its words
// (SignatureStone.tsx, loaded with a page that shows it).

export interface SignatureStone {
  crystal: GemstoneType;
  colour: GemstoneColour;
  /** Millimetres. */
  width: number;
}

/** The widths offered, in millimetres, within the widths a setting can be made with. */
export const SIGNATURE_STONE_WIDTHS = [1.5, 2, 2.5, 3].filter((w) => w >= SIGNATURE_STONE_WIDTH.min && w <= SIGNATURE_STONE_WIDTH.max);

/** The gemstone varieties a design's side stones can be: the ones it names, else every variety. */
export function signatureCrystals(designGemstones: readonly string[]): GemstoneType[] {
  const named = GEMSTONE_TYPES.codes.filter((code) => designGemstones.includes(code));
  return named.length ? named : [...GEMSTONE_TYPES.codes];
}

/** The first choice of a design's signature stone. */
export function defaultSignatureStone(designGemstones: readonly string[]): SignatureStone {
  return { crystal: signatureCrystals(designGemstones)[0]!, colour: GEMSTONE_COLOURS.codes[0]!, width: SIGNATURE_STONE_WIDTHS[1] ?? SIGNATURE_STONE_WIDTHS[0]! };
}
