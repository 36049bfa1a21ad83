/**
 * The ring builder's rules (docs/product.md#ring-builder), pure: which centre stones a setting takes,
 * which item holds position 1, when the ring arrives, and the visitor's `ring-builder` cookie.
 */
import { stoneKindOfCategory } from "./stone-kind.ts";
import { RING_STYLES, type RingStyleCode, type StoneRecommendationKindCode } from "./vocabulary/engagement.ts";
import { GEMSTONE_COLOURS, GEMSTONE_TYPES, type GemstoneColour, type GemstoneType, type StoneCategory } from "./vocabulary/stones.ts";
import type { RingBuilderItem } from "./vocabulary/ring-builder.ts";

/**
 * The kinds of centre stone a setting takes: every kind, except designs whose own side stones are
 * coloured gemstones (ring style GEMSTONE_SIDES: "coloured gemstones flank the centre diamond"),
 * which take diamonds only, natural or lab-grown.
 */
export function centreStoneKindsTaken(ringStyles: readonly string[]): StoneRecommendationKindCode[] {
  return ringStyles.includes("GEMSTONE_SIDES")
    ? ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS"]
    : ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"];
}

/** The ring styles whose designs do not take a centre stone of a category (none for a diamond). */
export function ringStylesNotTaking(category: StoneCategory): RingStyleCode[] {
  const kind = stoneKindOfCategory(category);
  return RING_STYLES.codes.filter((style) => !centreStoneKindsTaken([style]).includes(kind));
}

/** The gemstone varieties a setting takes as its centre stone: every variety when it takes gemstones, else none. */
export function centreStoneGemstoneTypes(ringStyles: readonly string[]): GemstoneType[] {
  return centreStoneKindsTaken(ringStyles).includes("GEMSTONES") ? [...GEMSTONE_TYPES.codes] : [];
}

/** The kind of a centre stone: a listed stone by its category; a made-to-order lab-grown diamond or gemstone. */
export function centreStoneKind(
  stone: { category: StoneCategory } | { madeToOrder: "LAB_GROWN_DIAMOND" | "GEMSTONE" },
): StoneRecommendationKindCode {
  if ("category" in stone) return stoneKindOfCategory(stone.category);
  return stone.madeToOrder === "LAB_GROWN_DIAMOND" ? "LAB_GROWN_DIAMONDS" : "GEMSTONES";
}

/** A design has a signature stone (its own coloured side stones, chosen by colour, crystal and width) when it names side gemstones. */
export function hasSignatureStone(design: { gemstones: readonly string[] }): boolean {
  return design.gemstones.length > 0;
}

/** Signature stone widths a setting can be made with, in millimetres. */
export const SIGNATURE_STONE_WIDTH = { min: 1, max: 6 } as const;

/** The signature stone widths offered, in millimetres (within those a setting can be made with). */
export const SIGNATURE_STONE_WIDTHS: readonly number[] = [1.5, 2, 2.5, 3];

/** The gemstone varieties a design's signature stone can be: the ones the design names, else every variety. */
export function signatureStoneCrystals(designGemstones: readonly string[]): GemstoneType[] {
  const named = GEMSTONE_TYPES.codes.filter((code) => designGemstones.includes(code));
  return named.length ? named : [...GEMSTONE_TYPES.codes];
}

/**
 * The colours each variety is cut in for side stones, the usual first: a colour a variety does not
 * come in is another stone ("a red sapphire" is a ruby).
 */
const SIGNATURE_STONE_COLOURS: Readonly<Record<GemstoneType, readonly GemstoneColour[]>> = {
  SAPPHIRE: [
    "BLUE",
    "ROYAL_BLUE",
    "CORNFLOWER_BLUE",
    "TEAL",
    "GREEN",
    "YELLOW",
    "ORANGE",
    "PADPARADSCHA",
    "PEACH",
    "PINK",
    "HOT_PINK",
    "PURPLE",
    "VIOLET",
    "WHITE",
    "GREY",
    "BLACK",
    "COLOUR_CHANGE",
  ],
  RUBY: ["RED", "PIGEON_BLOOD_RED", "PINK", "HOT_PINK"],
  EMERALD: ["GREEN"],
  AQUAMARINE: ["BLUE", "TEAL"],
  MORGANITE: ["PINK", "PEACH"],
  SPINEL: ["RED", "PINK", "HOT_PINK", "ORANGE", "BLUE", "PURPLE", "VIOLET", "GREY", "BLACK"],
  TANZANITE: ["VIOLET", "BLUE", "PURPLE"],
  TOURMALINE: ["GREEN", "PINK", "HOT_PINK", "RED", "TEAL", "BLUE", "YELLOW", "BLACK", "MULTICOLOUR"],
  GARNET: ["RED", "ORANGE", "GREEN", "PINK", "PURPLE", "COLOUR_CHANGE"],
  ALEXANDRITE: ["COLOUR_CHANGE"],
  AMETHYST: ["PURPLE", "VIOLET"],
  TOPAZ: ["BLUE", "WHITE", "YELLOW", "ORANGE", "PINK"],
  PERIDOT: ["GREEN"],
  OPAL: ["WHITE", "BLACK", "MULTICOLOUR"],
};

/** The colours a variety of signature stone is offered in, in the vocabulary's order. */
export function signatureStoneColours(crystal: GemstoneType): GemstoneColour[] {
  const offered = SIGNATURE_STONE_COLOURS[crystal];
  return GEMSTONE_COLOURS.codes.filter((code) => offered.includes(code));
}

/** The first choice of a design's signature stone: its first variety, in that variety's first colour, 2 mm wide. */
export function defaultSignatureStone(designGemstones: readonly string[]): SignatureStoneChoice {
  const crystal = signatureStoneCrystals(designGemstones)[0]!;
  return { crystal, colour: signatureStoneColours(crystal)[0]!, width: SIGNATURE_STONE_WIDTHS[1] ?? SIGNATURE_STONE_WIDTHS[0]! };
}

/**
 * What of a signature stone the design does not offer: its variety (not one the design names), its
 * colour (not one the variety comes in) or its width (not one of the widths offered); null when the
 * design offers it.
 */
export function signatureStoneNotOffered(
  designGemstones: readonly string[],
  choice: SignatureStoneChoice,
): "crystal" | "colour" | "width" | null {
  if (!signatureStoneCrystals(designGemstones).includes(choice.crystal)) return "crystal";
  if (!signatureStoneColours(choice.crystal).includes(choice.colour)) return "colour";
  if (!SIGNATURE_STONE_WIDTHS.some((w) => Math.abs(w - choice.width) < 1e-9)) return "width";
  return null;
}

/**
 * Which item holds position 1: the one added first (an item that is replaced keeps its place); with
 * one item, that one. Null times are items not in the builder.
 */
export function positionsOf(added: Record<RingBuilderItem, Date | null>): RingBuilderItem[] {
  const present = (Object.keys(added) as RingBuilderItem[]).filter((k) => added[k] !== null);
  return present.sort((a, b) => added[a]!.getTime() - added[b]!.getTime() || (a === "MOUNT" ? -1 : 1));
}

/**
 * The item added last among those the ring holds: the one recorded when it is still in the ring, else
 * the later added of those left (an item removed is no longer the last added); null when it is empty.
 */
export function lastAddedOf(added: Record<RingBuilderItem, Date | null>, recorded: RingBuilderItem | null): RingBuilderItem | null {
  if (recorded && added[recorded] !== null) return recorded;
  return positionsOf(added).at(-1) ?? null;
}

/** The ring arrives when its later item does: the later of the items' ISO delivery dates. */
export function laterDeliveryDate(dates: readonly (string | null)[]): string | null {
  let later: string | null = null;
  for (const d of dates) if (d !== null && (later === null || d > later)) later = d;
  return later;
}

// ---------------------------------------------------------------------------------------------
// The `ring-builder` cookie

export interface SignatureStoneChoice {
  colour: GemstoneColour;
  crystal: GemstoneType;
  /** Millimetres. */
  width: number;
}

/**
 * What the `ring-builder` cookie holds: the signed reference to the visitor's builder (`ref`, checked
 * by the server), and what the pages read without asking: the centre stone's page, whether the ring
 * size was chosen, and the signature stone chosen.
 */
export interface RingBuilderCookie {
  ref: string;
  stoneUri: string | null;
  ringSizePersisted: boolean;
  signatureStone: SignatureStoneChoice | null;
}

const MAX_COOKIE_LENGTH = 3000;

function signatureStoneOf(value: unknown): SignatureStoneChoice | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const width = typeof v["width"] === "number" && Number.isFinite(v["width"]) ? v["width"] : null;
  if (!GEMSTONE_COLOURS.isCode(v["colour"]) || !GEMSTONE_TYPES.isCode(v["crystal"]) || width === null) return null;
  return { colour: v["colour"], crystal: v["crystal"], width };
}

/** Reads the cookie's JSON; null when it is not the store's shape (it is then ignored). */
export function parseRingBuilderCookie(value: string | null | undefined): RingBuilderCookie | null {
  if (!value || value.length > MAX_COOKIE_LENGTH) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const v = json as Record<string, unknown>;
  if (typeof v["ref"] !== "string" || v["ref"].length === 0 || v["ref"].length > 200) return null;
  return {
    ref: v["ref"],
    stoneUri: typeof v["stoneUri"] === "string" ? v["stoneUri"] : null,
    ringSizePersisted: v["ringSizePersisted"] === true,
    signatureStone: signatureStoneOf(v["signatureStone"]),
  };
}

export function formatRingBuilderCookie(cookie: RingBuilderCookie): string {
  return JSON.stringify({
    ref: cookie.ref,
    stoneUri: cookie.stoneUri,
    ringSizePersisted: cookie.ringSizePersisted,
    signatureStone: cookie.signatureStone,
  });
}
