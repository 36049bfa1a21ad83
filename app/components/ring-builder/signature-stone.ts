import type { GemstoneColour, GemstoneType } from "../../../core/vocabulary/stones.ts";
import { defaultSignatureStone as firstChoice, SIGNATURE_STONE_WIDTHS as OFFERED_WIDTHS, signatureStoneColours, signatureStoneCrystals } from "../../../core/ring-builder.ts";

// A design's signature stone as a product page holds it, without the picker and its words
// (SignatureStone.tsx, loaded with a page that shows it).

export interface SignatureStone {
  crystal: GemstoneType;
  colour: GemstoneColour;
  /** Millimetres. */
  width: number;
}

// What a design offers is the ring builder's rule (core/ring-builder.ts), which the API checks too.

/** The widths offered, in millimetres, within the widths a setting can be made with. */
export const SIGNATURE_STONE_WIDTHS = OFFERED_WIDTHS;

/** The gemstone varieties a design's side stones can be: the ones it names, else every variety. */
export const signatureCrystals: (designGemstones: readonly string[]) => GemstoneType[] = signatureStoneCrystals;

/** The colours a variety of side stone comes in. */
export const signatureColours: (crystal: GemstoneType) => GemstoneColour[] = signatureStoneColours;

/** The first choice of a design's signature stone. */
export const defaultSignatureStone: (designGemstones: readonly string[]) => SignatureStone = firstChoice;
