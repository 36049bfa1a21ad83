import { imageRecord, type ImageRecord } from "../../media/registry.ts";
import type { GemColour, MetalColour, RingBand, RingHead, RingParams, RingView } from "../../media/ring.ts";
import type { JewelleryParams, JewelleryView } from "../../media/jewellery.ts";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import { METALS, type MetalCode } from "../../../core/vocabulary/metals.ts";
import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import { ownValue } from "../../../core/vocabulary/define.ts";

/** What the drawings need to know about a design. */
export interface ImageSubject {
  kind: CatalogueKind;
  productName: string;
  ringStyles: readonly string[];
  designFeatures: readonly string[];
  gemstones: readonly string[];
  productType: string | null;
  productStyles: readonly string[];
  bandWidth: number | null;
  /** For ready-to-go rings: the set stone's weight. */
  centreStoneWeightMin: number | null;
}

const GALLERY_VIEWS = ["angle", "front", "side", "top"] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];
const SPIN_FRAMES = 24;

function metalColour(metal: string): MetalColour {
  const m = METALS.parse(metal);
  if (!m) return "white";
  if (m.element === "PLATINUM") return "platinum";
  if (m.element === "SILVER") return "silver";
  return m.colour === "YELLOW" ? "yellow" : m.colour === "ROSE" ? "rose" : "white";
}

const GEM_OF: Record<string, GemColour> = {
  DIAMOND: "diamond",
  LAB_GROWN_DIAMOND: "diamond",
  SAPPHIRE: "sapphire",
  RUBY: "ruby",
  EMERALD: "emerald",
  PEARL: "pearl",
  GARNET: "garnet",
  AMETHYST: "amethyst",
  AQUAMARINE: "aquamarine",
  ALEXANDRITE: "tanzanite",
  PERIDOT: "peridot",
  OPAL: "opal",
  TOPAZ: "topaz",
  CITRINE: "citrine",
  TOURMALINE: "tourmaline",
  TANZANITE: "tanzanite",
  MORGANITE: "morganite",
  SPINEL: "pink-sapphire",
};

function gemColour(gemstone: string | undefined): GemColour {
  return (gemstone && ownValue(GEM_OF, gemstone)) || "diamond";
}

/** A centre stone the drawing shows in place of the design's usual one: its colour and weight. */
export interface CentreStoneDrawing {
  gem: GemColour;
  carat: number;
}

const FANCY_GEM: Record<string, GemColour> = {
  YELLOW: "yellow-diamond",
  CHAMPAGNE: "yellow-diamond",
  COGNAC: "yellow-diamond",
  PINK: "pink-diamond",
  ORANGY_PINK: "pink-diamond",
};
const GEMSTONE_COLOUR_GEM: Record<string, GemColour> = { PINK: "pink-sapphire", HOT_PINK: "pink-sapphire", PADPARADSCHA: "pink-sapphire" };

/** The colour a centre stone is drawn in: a diamond (or its fancy colour), or its gemstone variety (a pink sapphire by its colour). */
export function centreStoneGem(stone: {
  gemstoneType?: string | null;
  gemstoneColour?: string | null;
  fancyColour?: string | null;
}): GemColour {
  if (stone.gemstoneType) {
    if (stone.gemstoneType === "SAPPHIRE" && stone.gemstoneColour && ownValue(GEMSTONE_COLOUR_GEM, stone.gemstoneColour))
      return ownValue(GEMSTONE_COLOUR_GEM, stone.gemstoneColour)!;
    return gemColour(stone.gemstoneType);
  }
  return (stone.fancyColour && ownValue(FANCY_GEM, stone.fancyColour)) || "diamond";
}

const WEDDING_BAND: Record<string, RingBand> = {
  PLAIN: "plain",
  DIAMOND: "pave",
  PAVE: "pave",
  CHANNEL_SET: "channel",
  BEZEL_SET: "bezel",
  BAGUETTE: "baguette",
  CHEVRON: "chevron",
  CURVED: "curved",
  SAPPHIRE: "eternity",
  TWISTED: "twisted",
};

function ringParams(s: ImageSubject, metal: string, shape: string, view: RingView, frame: number, centre?: CentreStoneDrawing): RingParams {
  const width = Math.round((s.bandWidth ?? 2) * 10);
  const accent = gemColour(s.gemstones[0]);
  const base = { metal: metalColour(metal), gem: "diamond" as GemColour, accent, width, view, frame };
  if (s.kind === "WEDDING_RING") {
    const style = s.ringStyles[0] ?? "PLAIN";
    let band = ownValue(WEDDING_BAND, style) ?? "plain";
    if (band === "plain" && s.designFeatures.includes("MILGRAIN")) band = "milgrain";
    return { ...base, head: "none", band, shape: "", carat: 10 };
  }
  const style = s.ringStyles[0] ?? "SOLITAIRE";
  const f = s.designFeatures;
  let head: RingHead = "solitaire";
  if (style === "HALO") head = "halo";
  else if (style === "TRILOGY" || style === "GEMSTONE_SIDES") head = "trilogy";
  else if (style === "TOI_MOI") head = "toi-moi";
  else if (f.includes("BEZEL_SETTING")) head = "bezel";
  let band: RingBand = "plain";
  if (style === "PAVE" || f.includes("DIAMOND_BAND")) band = "pave";
  else if (f.includes("TWISTED_BAND")) band = "twisted";
  else if (f.includes("SPLIT_SHANK")) band = "split";
  else if (f.includes("MILGRAIN")) band = "milgrain";
  const carat =
    s.kind === "READY_TO_GO" && s.centreStoneWeightMin
      ? Math.max(3, Math.min(30, Math.round(s.centreStoneWeightMin * 10)))
      : style === "TOI_MOI"
        ? 8
        : 10;
  const drawn = centre ? { gem: centre.gem, carat: Math.max(1, Math.min(60, Math.round(centre.carat * 10))) } : { carat };
  return { ...base, head, band, shape: shape || "ROUND", accent: style === "GEMSTONE_SIDES" ? accent : "diamond", ...drawn };
}

function jewelleryParams(s: ImageSubject, metal: string, view: JewelleryView): JewelleryParams {
  return {
    type: (s.productType ?? "NECKLACE").toLowerCase(),
    style: (s.productStyles[0] ?? "PENDANT").toLowerCase(),
    metal: metalColour(metal),
    gem: s.gemstones.length ? gemColour(s.gemstones[0]) : "none",
    view,
  } as JewelleryParams;
}

const VIEW_WORDS: Record<GalleryView, string> = { angle: "angled view", front: "front view", side: "side view", top: "top view" };

function altText(s: ImageSubject, metal: string, shape: string, words: string): string {
  const metalLabel = METALS.parse(metal)?.label ?? metal;
  const shapeLabel = shape ? SHAPES.find((x) => x.code === shape)?.label : undefined;
  return `${s.productName} in ${metalLabel}${shapeLabel ? ` with a ${shapeLabel.toLowerCase()} centre stone` : ""}, ${words}`;
}

/** One gallery image of a design in a metal (and centre shape), with a chosen centre stone when given. */
export function productImage(
  s: ImageSubject,
  metal: MetalCode | string,
  shape: string,
  view: GalleryView = "angle",
  centre?: CentreStoneDrawing,
): ImageRecord {
  const alt = altText(s, metal, shape, VIEW_WORDS[view]);
  if (s.kind === "JEWELLERY") return imageRecord("jewellery", jewelleryParams(s, metal, view), alt);
  return imageRecord("ring", ringParams(s, metal, shape, view, 0, centre), alt);
}

/** The gallery: angle, front, side and top views. */
export function productGallery(s: ImageSubject, metal: string, shape: string, centre?: CentreStoneDrawing): ImageRecord[] {
  return GALLERY_VIEWS.map((v) => productImage(s, metal, shape, v, centre));
}

/** How many frames a design's 360° view has: 24 for a ring, none for jewellery. */
export function spinFrameCount(s: Pick<ImageSubject, "kind">): number {
  return s.kind === "JEWELLERY" ? 0 : SPIN_FRAMES;
}

/**
 * The 24 frames of the 360° spin (rings; jewellery turns through its four views), or the first
 * `first` of them: a page shows the first frame and asks for the rest when the visitor turns to it.
 */
export function productSpin(s: ImageSubject, metal: string, shape: string, first = SPIN_FRAMES): ImageRecord[] {
  return Array.from({ length: Math.max(0, Math.min(first, spinFrameCount(s))) }, (_, frame) =>
    imageRecord(
      "ring",
      ringParams(s, metal, shape, "spin", frame),
      altText(s, metal, shape, `360° view, frame ${frame + 1} of ${SPIN_FRAMES}`),
    ),
  );
}
