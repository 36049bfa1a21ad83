import { z } from "zod";
import { isStoneIdentifier } from "../../../core/carat.ts";
import { SIGNATURE_STONE_WIDTH } from "../../../core/ring-builder.ts";
import { parseRingSizeOption, ringSizeById } from "../../../core/ring-size.ts";
import { localReturnPath } from "../../../core/urls/ring-builder.ts";
import { METALS } from "../../../core/vocabulary/metals.ts";
import { SHAPE_CODES } from "../../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  CUT_GRADES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
} from "../../../core/vocabulary/stones.ts";
import type { MadeToOrderStone } from "./prices.ts";

/** What ringBuilderSet takes: a mount, a centre stone, either removed, or a ring size; any of them at once. */

/** A ring size id ("M", "M.5") or a ring-size option value ("RingSize|M", "RecommendedRingSize|L"), read as its id. */
export const ringSize = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const id = parseRingSizeOption(value)?.id ?? ringSizeById(value)?.id;
    if (!id) {
      ctx.addIssue({ code: "custom", message: "Not a ring size" });
      return z.NEVER;
    }
    return id;
  });

/** The page an item was chosen on: a path of this store. */
const uri = z
  .string()
  .max(2000)
  .refine((v) => localReturnPath(v) !== null, "Must be a path of this store");

/** A carat weight: positive, at most 100 ct, compared at six decimals. */
const caratWeight = z.number().finite().positive("Must be above 0").max(100);

const signatureStone = z.object({
  colour: z.enum(GEMSTONE_COLOURS.codes),
  crystal: z.enum(GEMSTONE_TYPES.codes),
  width: z.number().finite().min(SIGNATURE_STONE_WIDTH.min).max(SIGNATURE_STONE_WIDTH.max),
});

const mount = z.object({
  engagementRing: z.object({
    catalogueCode: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Not a catalogue code"),
    metal: z.enum(METALS.codes),
    /** The setting's centre shape; absent, the setting takes the centre stone's shape. */
    shape: z.enum(SHAPE_CODES).nullish(),
    ringSize: ringSize.nullish(),
  }),
  signatureStone: signatureStone.nullish(),
  uri: uri.nullish(),
});

/** A made-to-order lab-grown diamond, as a ring's centre stone (the ring builder and a ring's product page). */
export const labGrownDiamond = z.object({
  shape: z.enum(SHAPE_CODES),
  caratWeight,
  colour: z.enum(COLOURS.codes),
  clarity: z.enum(CLARITIES.codes),
});

/** A made-to-order gemstone, as a ring's centre stone. */
export const gemstone = z.object({
  shape: z.enum(SHAPE_CODES),
  cut: z.enum(CUT_GRADES.codes).nullish(),
  caratWeight,
  crystal: z.enum(GEMSTONE_TYPES.codes),
  colour: z.enum(GEMSTONE_COLOURS.codes).nullish(),
  colorGrade: z.enum(COLOUR_GRADES.codes),
  clarity: z.enum(GEMSTONE_CLARITIES.codes),
});

/** The made-to-order stone a parsed input names (a lab-grown diamond, else a gemstone), as it is priced. */
export function madeToOrderStone(input: {
  labGrownDiamond?: z.output<typeof labGrownDiamond> | null;
  gemstone?: z.output<typeof gemstone> | null;
}): MadeToOrderStone | null {
  const { labGrownDiamond: lab, gemstone: gem } = input;
  if (lab) return { kind: "LAB_GROWN_DIAMOND", shape: lab.shape, carat: lab.caratWeight, colour: lab.colour, clarity: lab.clarity };
  if (gem) {
    return {
      kind: "GEMSTONE",
      shape: gem.shape,
      carat: gem.caratWeight,
      crystal: gem.crystal,
      colour: gem.colour ?? null,
      colourGrade: gem.colorGrade,
      clarity: gem.clarity,
      cut: gem.cut ?? null,
    };
  }
  return null;
}

const centreStone = z
  .object({
    gemsApiIdentifier: z
      .string()
      .refine(isStoneIdentifier, "A stone identifier is eight letters or digits (or seven, as made before)")
      .nullish(),
    nonSkuLabGrownDiamond: labGrownDiamond.nullish(),
    nonSkuGemstone: gemstone.nullish(),
    uri: uri.nullish(),
  })
  .superRefine((v, ctx) => {
    const named = [v.gemsApiIdentifier, v.nonSkuLabGrownDiamond, v.nonSkuGemstone].filter((x) => x !== null && x !== undefined).length;
    if (named !== 1)
      ctx.addIssue({ code: "custom", message: "Name exactly one of gemsApiIdentifier, nonSkuLabGrownDiamond and nonSkuGemstone" });
  });

export const ringBuilderSetInput = z
  .object({
    mount: mount.nullish(),
    centreStone: centreStone.nullish(),
    removeMount: z.boolean().nullish(),
    removeCentreStone: z.boolean().nullish(),
    ringSize: ringSize.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.mount && v.removeMount)
      ctx.addIssue({ code: "custom", path: ["removeMount"], message: "A mount cannot be set and removed at once" });
    if (v.centreStone && v.removeCentreStone)
      ctx.addIssue({ code: "custom", path: ["removeCentreStone"], message: "A centre stone cannot be set and removed at once" });
    if (v.ringSize && v.mount?.engagementRing.ringSize && v.ringSize !== v.mount.engagementRing.ringSize) {
      ctx.addIssue({ code: "custom", path: ["ringSize"], message: "Two different ring sizes" });
    }
    if (!v.mount && !v.centreStone && !v.removeMount && !v.removeCentreStone && !v.ringSize) {
      ctx.addIssue({ code: "custom", message: "Nothing to change: name a mount, a centre stone, a removal or a ring size" });
    }
  });

export type RingBuilderSetInput = z.input<typeof ringBuilderSetInput>;
export type ParsedSetInput = z.output<typeof ringBuilderSetInput>;
