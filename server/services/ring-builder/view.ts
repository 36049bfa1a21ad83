import { deliveryDate } from "../../../core/delivery.ts";
import { financeOptions, type FinanceOption } from "../../../core/finance.ts";
import type { Market } from "../../../core/market.ts";
import { compare, type Money } from "../../../core/money.ts";
import {
  centreStoneGemstoneTypes,
  centreStoneKind,
  centreStoneKindsTaken,
  lastAddedOf,
  laterDeliveryDate,
  positionsOf,
  type SignatureStoneChoice,
} from "../../../core/ring-builder.ts";
import { isRingSizeOffered, ringSizeById, ringSizeLabel, ringSizeOptions } from "../../../core/ring-size.ts";
import { caratFits, caratKey, caratLabel, caratLabelExact, type CaratRange } from "../../../core/carat.ts";
import type { StoneRecommendationKindCode } from "../../../core/vocabulary/engagement.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { METALS, type MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type {
  RingBuilderErrorCode,
  RingBuilderItem,
  RingBuilderStoneKind,
  StoneAvailability,
} from "../../../core/vocabulary/ring-builder.ts";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  GEMSTONE_CLARITIES,
  GEMSTONE_TYPES,
  reportUrl,
  type Clarity,
  type Colour,
  type ColourGrade,
  type CutGrade,
  type GemstoneClarity,
  type GemstoneColour,
  type GemstoneType,
  type Lab,
  type StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { RequestContext } from "../../context.ts";
import type { ImageRecord } from "../../media/registry.ts";
import {
  centreStoneGem,
  engagementSetting,
  metalInfo,
  settingGallery,
  settingImage,
  settingUrl,
  type MetalInfo,
  type RingSizeChoice,
  type Setting,
  type Term,
} from "../catalogue/index.ts";
import { currentRates, salePrice } from "../pricing.ts";
import { searchStones, stoneByIdentifier, stonePhoto, type StoneLookup, type StoneView } from "../stones/index.ts";
import { madeToOrderGrid, quoteMadeToOrder, ringPrice, type MadeToOrderStone } from "./prices.ts";
import type { RingBuilderRow, RingBuilderState } from "./store.ts";

/** The ring builder as the pages show it, and the rules a mount and a centre stone are checked by. */

export interface RingBuilderError {
  code: RingBuilderErrorCode;
  message: string;
  /** The item the change was refused for, and the position it holds or would hold. */
  item: RingBuilderItem;
  position: number;
}

export interface Certificate {
  lab: Lab;
  number: string;
  url: string;
}

export interface MountView {
  item: "MOUNT";
  position: number;
  productId: string;
  catalogueCode: string;
  productName: string;
  metal: MetalInfo;
  shape: Term;
  /** True when the visitor chose the setting's shape; false when it follows the centre stone (or the design's default). */
  shapeChosen: boolean;
  centreStoneShapes: Term[];
  caratRange: CaratRange;
  /** The design as an engagement ring: its pictures, the sizes it is made in here, what centre stones it takes. */
  engagementRing: EngagementRingView;
  signatureStone: SignatureStoneChoice | null;
  uri: string | null;
  url: string;
  image: ImageRecord;
  images: ImageRecord[];
  price: Money;
  deliveryDays: number;
  deliveryDate: string;
}

/** The centre stones a setting takes. */
export interface CentreStoneConstraints {
  shapes: Term[];
  weight: CaratRange;
  /** Natural diamonds, lab-grown diamonds, gemstones: the kinds it takes (the stone search offers only these). */
  stoneKinds: StoneRecommendationKindCode[];
  /** The gemstone varieties it takes: none for a setting made for diamonds only. */
  gemstoneTypes: GemstoneType[];
}

export interface EngagementRingView {
  /** Angle, front, side and top views in the metal and shape. */
  images: ImageRecord[];
  /** The ring sizes it is made in, in the region (the recommended size is made everywhere too). */
  sizes: RingSizeChoice[];
  centreStoneConstraints: CentreStoneConstraints;
}

export interface CentreStoneView {
  item: "CENTRE_STONE";
  position: number;
  kind: RingBuilderStoneKind;
  availability: StoneAvailability;
  gemsApiIdentifier: string | null;
  category: StoneCategory;
  certificate: Certificate | null;
  /** The listed stone, while it is on sale. */
  stone: StoneView | null;
  title: string;
  shape: Term;
  caratWeight: number;
  colour: Colour | null;
  clarity: Clarity | null;
  cut: CutGrade | null;
  gemstoneType: GemstoneType | null;
  gemstoneColour: GemstoneColour | null;
  colourGrade: ColourGrade | null;
  gemstoneClarity: GemstoneClarity | null;
  uri: string | null;
  image: ImageRecord;
  images: ImageRecord[];
  /** Null when the stone can no longer be had. */
  price: Money | null;
  deliveryDays: number | null;
  deliveryDate: string | null;
}

export type RingBuilderItemView = MountView | CentreStoneView;

export interface UnavailableStone {
  gemsApiIdentifier: string;
  reason: "UNAVAILABLE" | "NOT_FOUND";
  category: StoneCategory;
  shape: Term;
  caratWeight: number;
  message: string;
}

export interface RingBuilderView {
  /** Null until something is stored: a fresh builder. */
  id: string | null;
  /** The mount's catalogue product id. */
  productId: string | null;
  items: RingBuilderItemView[];
  lastAdded: RingBuilderItem | null;
  image: ImageRecord | null;
  salePrice: { total: Money; taxType: TaxType };
  financeOptions: FinanceOption[];
  ringSize: RingSizeChoice | null;
  ringSizePersisted: boolean;
  deliveryDate: string | null;
  failure: { errors: RingBuilderError[] } | null;
  unavailableStone: UnavailableStone | null;
  similarStones: StoneView[];
}

// ---------------------------------------------------------------------------------------------
// Rules of a mount and a centre stone

/** What the rules need to know of a centre stone, stored or about to be. */
export interface StoneFacts {
  kind: RingBuilderStoneKind;
  category: StoneCategory;
  shape: ShapeCode;
  carat: number;
}

export interface ResolvedMount {
  setting: Setting;
  metal: MetalCode;
  shape: ShapeCode;
  shapeChosen: boolean;
  price: Money;
}

type Refusal = { code: RingBuilderErrorCode; message: string };

const shapeWord = (shape: ShapeCode) => SHAPE_VOCABULARY.get(shape).label.toLowerCase();
/** "a round", "an oval", "an emerald": the article the word is said with. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

/**
 * The setting in a metal with its centre shape: the one chosen, else the centre stone's when the
 * design is made for it, else the design's default, else its first in that metal.
 */
export function resolveMount(
  setting: Setting,
  metal: MetalCode,
  chosenShape: ShapeCode | null,
  stoneShape: ShapeCode | null,
): ResolvedMount | Refusal {
  const inMetal = setting.variants.filter((v) => v.metal === metal);
  if (!inMetal.length) return { code: "METAL_NOT_OFFERED", message: `${setting.productName} is not made in ${METALS.get(metal).label}.` };
  const variant = (shape: ShapeCode | null) => (shape ? inMetal.find((v) => v.shape === shape) : undefined);
  if (chosenShape) {
    const chosen = variant(chosenShape);
    if (!chosen)
      return {
        code: "SHAPE_NOT_OFFERED",
        message: `${setting.productName} is not made for ${withArticle(shapeWord(chosenShape))} centre stone in ${METALS.get(metal).label}.`,
      };
    return { setting, metal, shape: chosen.shape, shapeChosen: true, price: chosen.price };
  }
  const v = variant(stoneShape) ?? variant(setting.defaultShape) ?? inMetal[0]!;
  return { setting, metal, shape: v.shape, shapeChosen: false, price: v.price };
}

/** Why a setting cannot hold a centre stone; null when it can. */
export function pairingRefusal(mount: ResolvedMount, stone: StoneFacts): Refusal | null {
  const { setting } = mount;
  const kind = centreStoneKind(stone.kind === "CATALOGUE" ? { category: stone.category } : { madeToOrder: stone.kind });
  if (!centreStoneKindsTaken(setting.ringStyles).includes(kind)) {
    return {
      code: "STONE_KIND_NOT_TAKEN",
      message: `${setting.productName} is set with a diamond centre stone: choose a natural or lab-grown diamond.`,
    };
  }
  if (mount.shape !== stone.shape) {
    return mount.shapeChosen
      ? {
          code: "SHAPE_MISMATCH",
          message: `This setting holds ${withArticle(shapeWord(mount.shape))} centre stone; the stone is ${shapeWord(stone.shape)}.`,
        }
      : {
          code: "SHAPE_MISMATCH",
          message: `${setting.productName} is not made for ${withArticle(shapeWord(stone.shape))} centre stone in this metal.`,
        };
  }
  if (!caratFits(stone.carat, setting.weight)) {
    const { min, max } = setting.weight;
    // Printed as compared (six decimals), so the figures never say the stone fits: 0.499999ct, not 0.50ct.
    return {
      code: "CARAT_OUT_OF_RANGE",
      message: `${setting.productName} holds a centre stone of ${min === null ? "any weight" : caratLabelExact(min)} to ${max === null ? "any weight" : caratLabelExact(max)}; the stone is ${caratLabelExact(stone.carat)}.`,
    };
  }
  return null;
}

export function madeToOrderOf(state: RingBuilderState): MadeToOrderStone | null {
  const { stoneKind: kind, stoneShape: shape, stoneCarat: carat } = state;
  if (!shape || carat === null) return null;
  if (kind === "LAB_GROWN_DIAMOND" && state.stoneColour && state.stoneClarity) {
    return { kind, shape, carat: Number(carat), colour: state.stoneColour, clarity: state.stoneClarity };
  }
  if (kind === "GEMSTONE" && state.stoneGemstoneType && state.stoneColourGrade && state.stoneGemstoneClarity) {
    return {
      kind,
      shape,
      carat: Number(carat),
      crystal: state.stoneGemstoneType,
      colour: state.stoneGemstoneColour,
      colourGrade: state.stoneColourGrade,
      clarity: state.stoneGemstoneClarity,
      cut: state.stoneCut,
    };
  }
  return null;
}

export function stoneFactsOf(state: RingBuilderState): StoneFacts | null {
  if (!state.stoneKind || !state.stoneShape || state.stoneCarat === null || !state.stoneCategory) return null;
  return { kind: state.stoneKind, category: state.stoneCategory, shape: state.stoneShape, carat: Number(state.stoneCarat) };
}

// ---------------------------------------------------------------------------------------------
// The view

const term = (shape: ShapeCode): Term => {
  const e = SHAPE_VOCABULARY.get(shape);
  return { code: e.code, slug: e.slug, label: e.label };
};

/** A ring size chosen, as the region names it; null when the region does not offer it (chosen in another). */
function sizeChoice(id: string | null, market: Market): RingSizeChoice | null {
  const size = ringSizeById(id);
  return size && isRingSizeOffered(size.id, market.region)
    ? { id: size.id, label: ringSizeLabel(size, market.region), value: `RingSize|${size.id}`, type: "RingSize" }
    : null;
}

/** The setting as an engagement ring in the market: its pictures, the region's sizes, the centre stones it takes. */
function engagementRingOf(setting: Setting, metal: MetalCode, shape: ShapeCode, market: Market): EngagementRingView {
  return {
    images: settingGallery(setting, metal, shape),
    sizes: ringSizeOptions(market.region).map((o) => ({ id: o.size.id, label: o.label, value: o.value, type: o.type })),
    centreStoneConstraints: {
      shapes: setting.shapes.map(term),
      weight: setting.weight,
      stoneKinds: centreStoneKindsTaken(setting.ringStyles),
      gemstoneTypes: centreStoneGemstoneTypes(setting.ringStyles),
    },
  };
}

function madeToOrderTitle(stone: MadeToOrderStone): string {
  const shape = SHAPE_VOCABULARY.get(stone.shape).label;
  return stone.kind === "LAB_GROWN_DIAMOND"
    ? `${caratLabel(stone.carat)} ${shape} Lab-Grown Diamond, ${stone.colour} ${stone.clarity}`
    : `${caratLabel(stone.carat)} ${shape} ${GEMSTONE_TYPES.get(stone.crystal).label}`;
}

const rankDistance = (list: { rank(code: string): number }, a: string | null, b: string | null) =>
  a && b ? Math.abs(list.rank(a) - list.rank(b)) : 0;

/** Codes within one grade of a code in a graded list (the code itself included). */
function neighbours<C extends string>(codes: readonly C[], code: C | null): C[] {
  if (!code) return [];
  const i = codes.indexOf(code);
  return codes.slice(Math.max(0, i - 1), i + 2);
}

const SIMILAR_SHOWN = 4;

/**
 * Stones like one that is gone, for the setting it was chosen for: on sale, the same category and
 * shape, a weight the setting holds, nearest in carat and then in grades (within a grade first,
 * then any grade within half a carat).
 */
async function similarStones(ctx: RequestContext, state: RingBuilderState, range: CaratRange, market: Market): Promise<StoneView[]> {
  const facts = stoneFactsOf(state);
  if (!facts || !state.stoneIdentifier) return [];
  const carat = facts.carat;
  const window = (spread: number) => ({
    caratMin: Math.max(0.01, carat - spread, range.min ?? 0),
    caratMax: range.max === null ? carat + spread : Math.min(carat + spread, range.max),
  });
  const base = { categories: [facts.category], shapes: [facts.shape], currency: market.currency, region: market.region, pageSize: 48 };
  const grades = {
    colours: neighbours(COLOURS.codes, state.stoneColour),
    clarities: neighbours(CLARITIES.codes, state.stoneClarity),
    gemstoneTypes: state.stoneGemstoneType ? [state.stoneGemstoneType] : [],
    colourGrades: neighbours(COLOUR_GRADES.codes, state.stoneColourGrade),
    gemstoneClarities: neighbours(GEMSTONE_CLARITIES.codes, state.stoneGemstoneClarity),
  };
  const found = new Map<string, StoneView>();
  for (const query of [
    { ...base, ...grades, ...window(0.15) },
    { ...base, gemstoneTypes: grades.gemstoneTypes, ...window(0.5) },
  ]) {
    if (query.caratMin > query.caratMax) continue;
    const result = await searchStones(ctx, query);
    if (result.ok) for (const s of result.value.items) if (s.identifier !== state.stoneIdentifier) found.set(s.identifier, s);
    if (found.size >= SIMILAR_SHOWN) break;
  }
  const gradeDistance = (s: StoneView) =>
    rankDistance(COLOURS, s.colour, state.stoneColour) +
    rankDistance(CLARITIES, s.clarity, state.stoneClarity) +
    rankDistance(COLOUR_GRADES, s.colourGrade, state.stoneColourGrade) +
    rankDistance(GEMSTONE_CLARITIES, s.gemstoneClarity, state.stoneGemstoneClarity);
  return [...found.values()]
    .sort(
      (a, b) =>
        Math.abs(caratKey(a.caratWeight) - caratKey(carat)) - Math.abs(caratKey(b.caratWeight) - caratKey(carat)) ||
        gradeDistance(a) - gradeDistance(b) ||
        compare(a.price, b.price),
    )
    .slice(0, SIMILAR_SHOWN);
}

interface StoneParts {
  view: Omit<CentreStoneView, "position">;
  unavailable: UnavailableStone | null;
}

/** Stone lookups already made while serving the request, by identifier (in the same market). */
export type KnownStones = Map<string, StoneLookup>;

async function stoneParts(
  ctx: RequestContext,
  state: RingBuilderState,
  market: Market,
  now: Date,
  known: KnownStones,
): Promise<StoneParts | null> {
  const facts = stoneFactsOf(state);
  if (!facts) return null;
  const grades = {
    colour: state.stoneColour,
    clarity: state.stoneClarity,
    cut: state.stoneCut,
    gemstoneType: state.stoneGemstoneType,
    gemstoneColour: state.stoneGemstoneColour,
    colourGrade: state.stoneColourGrade,
    gemstoneClarity: state.stoneGemstoneClarity,
  };
  const common = {
    item: "CENTRE_STONE" as const,
    kind: facts.kind,
    category: facts.category,
    shape: term(facts.shape),
    caratWeight: facts.carat,
    uri: state.stoneUri,
    ...grades,
  };
  if (facts.kind === "CATALOGUE" && state.stoneIdentifier) {
    const lookup = known.get(state.stoneIdentifier) ?? (await stoneByIdentifier(ctx, state.stoneIdentifier, market));
    const certificate =
      state.stoneCertificateLab && state.stoneCertificateNumber
        ? {
            lab: state.stoneCertificateLab,
            number: state.stoneCertificateNumber,
            url: reportUrl(state.stoneCertificateLab, state.stoneCertificateNumber),
          }
        : null;
    if (lookup.kind === "stone") {
      const s = lookup.stone;
      return {
        view: {
          ...common,
          availability: "AVAILABLE",
          gemsApiIdentifier: s.identifier,
          certificate,
          stone: s,
          title: s.title,
          image: s.photo,
          images: [s.photo],
          price: s.price,
          deliveryDays: s.deliveryDays,
          deliveryDate: s.deliveryDate,
        },
        unavailable: null,
      };
    }
    const photo = stonePhoto(
      {
        shape: facts.shape,
        category: facts.category,
        colour: state.stoneColour,
        fancyColour: null,
        intensity: null,
        gemstoneColour: state.stoneGemstoneColour,
        colourGrade: state.stoneColourGrade,
        gemstoneType: state.stoneGemstoneType,
      },
      "",
    );
    const title = `${caratLabel(facts.carat)} ${SHAPE_VOCABULARY.get(facts.shape).label} stone ${state.stoneIdentifier}`;
    return {
      view: {
        ...common,
        availability: lookup.reason,
        gemsApiIdentifier: state.stoneIdentifier,
        certificate,
        stone: null,
        title,
        image: photo,
        images: [photo],
        price: null,
        deliveryDays: null,
        deliveryDate: null,
      },
      unavailable: {
        gemsApiIdentifier: state.stoneIdentifier,
        reason: lookup.reason,
        category: facts.category,
        shape: term(facts.shape),
        caratWeight: facts.carat,
        message: `The ${caratLabel(facts.carat)} ${shapeWord(facts.shape)} stone ${state.stoneIdentifier} you chose has been sold or is no longer listed. Choose another stone: these are the nearest to it.`,
      },
    };
  }
  const stone = madeToOrderOf(state);
  if (!stone) return null;
  const [grid, rates] = await Promise.all([madeToOrderGrid(ctx.db), currentRates(ctx.db)]);
  const quote = quoteMadeToOrder(grid, stone);
  const title = madeToOrderTitle(stone);
  const photo = stonePhoto(
    {
      shape: stone.shape,
      category: stone.kind === "LAB_GROWN_DIAMOND" ? "LAB_GROWN_DIAMOND" : "GEMSTONE",
      colour: stone.kind === "LAB_GROWN_DIAMOND" ? stone.colour : null,
      fancyColour: null,
      intensity: null,
      gemstoneColour: stone.kind === "GEMSTONE" ? stone.colour : null,
      colourGrade: stone.kind === "GEMSTONE" ? stone.colourGrade : null,
      gemstoneType: stone.kind === "GEMSTONE" ? stone.crystal : null,
    },
    title,
  );
  return {
    view: {
      ...common,
      availability: quote ? "MADE_TO_ORDER" : "UNAVAILABLE",
      gemsApiIdentifier: null,
      certificate: null,
      stone: null,
      title,
      image: photo,
      images: [photo],
      price: quote ? salePrice(quote.listPrice, market.currency, market.taxType, rates) : null,
      deliveryDays: quote?.deliveryDays ?? null,
      deliveryDate: quote ? deliveryDate(quote.deliveryDays, { now }) : null,
    },
    unavailable: null,
  };
}

async function mountParts(
  ctx: RequestContext,
  state: RingBuilderState,
  market: Market,
  stoneShape: ShapeCode | null,
): Promise<ResolvedMount | null> {
  if (!state.mountCatalogueCode || !state.mountMetal) return null;
  const setting = await engagementSetting(ctx, state.mountCatalogueCode, market);
  if (!setting) return null;
  const resolved = resolveMount(setting, state.mountMetal, state.mountShape, stoneShape);
  return "setting" in resolved ? resolved : null;
}

/** The builder as the pages show it, in a market: a stored row, or a fresh empty builder for null. */
export async function ringBuilderView(
  ctx: RequestContext,
  row: RingBuilderRow | null,
  state: RingBuilderState,
  market: Market,
  options: { failure?: RingBuilderError[]; now?: Date; known?: KnownStones } = {},
): Promise<RingBuilderView> {
  const now = options.now ?? new Date();
  const [stone, mount] = await Promise.all([
    stoneParts(ctx, state, market, now, options.known ?? new Map()),
    mountParts(ctx, state, market, state.stoneShape),
  ]);
  const order = positionsOf({ MOUNT: mount ? state.mountAddedAt : null, CENTRE_STONE: stone ? state.stoneAddedAt : null });
  const position = (item: RingBuilderItem) => order.indexOf(item) + 1;
  const items: RingBuilderItemView[] = [];
  let mountView: MountView | null = null;
  if (mount) {
    const { setting, metal, shape } = mount;
    const engagementRing = engagementRingOf(setting, metal, shape, market);
    mountView = {
      item: "MOUNT",
      position: position("MOUNT"),
      productId: setting.id,
      catalogueCode: setting.catalogueCode,
      productName: setting.productName,
      metal: metalInfo(METALS.get(metal)),
      shape: term(shape),
      shapeChosen: mount.shapeChosen,
      centreStoneShapes: setting.shapes.map(term),
      caratRange: setting.weight,
      engagementRing,
      signatureStone:
        state.signatureStoneColour && state.signatureStoneCrystal && state.signatureStoneWidth !== null
          ? { colour: state.signatureStoneColour, crystal: state.signatureStoneCrystal, width: Number(state.signatureStoneWidth) }
          : null,
      uri: state.mountUri,
      url: settingUrl(setting, market, metal, shape),
      image: settingImage(setting, metal, shape),
      images: engagementRing.images,
      price: mount.price,
      deliveryDays: setting.deliveryDays,
      deliveryDate: deliveryDate(setting.deliveryDays, { now }),
    };
  }
  const stoneView: CentreStoneView | null = stone ? { ...stone.view, position: position("CENTRE_STONE") } : null;
  for (const item of order) items.push(item === "MOUNT" ? mountView! : stoneView!);

  const total = ringPrice({ setting: mountView?.price ?? null, centreStone: stoneView?.price ?? null }, market.currency);
  const drawnStone =
    stoneView && stoneView.availability !== "NOT_FOUND"
      ? {
          gem: centreStoneGem({
            gemstoneType: stoneView.gemstoneType,
            gemstoneColour: stoneView.gemstoneColour,
            fancyColour: stoneView.stone?.fancyColour ?? null,
          }),
          carat: stoneView.caratWeight,
        }
      : undefined;
  const image = mount ? settingImage(mount.setting, mount.metal, mount.shape, drawnStone) : (stoneView?.image ?? null);
  const unavailable = stone?.unavailable ?? null;
  const ringSize = sizeChoice(state.ringSize, market);
  return {
    id: row?.id ?? null,
    productId: mountView?.productId ?? null,
    items,
    // Of the items the ring holds (a stone that can no longer be had is still held, and named).
    lastAdded: lastAddedOf(
      { MOUNT: mountView ? state.mountAddedAt : null, CENTRE_STONE: stoneView ? state.stoneAddedAt : null },
      state.lastAdded,
    ),
    image,
    salePrice: { total, taxType: market.taxType },
    financeOptions: financeOptions(market.region, total),
    ringSize,
    // A size chosen in another region that this one does not offer is to be chosen again.
    ringSizePersisted: state.ringSizePersisted && ringSize !== null,
    deliveryDate: laterDeliveryDate([mountView?.deliveryDate ?? null, stoneView?.deliveryDate ?? null]),
    failure: options.failure?.length ? { errors: options.failure } : null,
    unavailableStone: unavailable,
    similarStones: unavailable ? await similarStones(ctx, state, mount?.setting.weight ?? { min: null, max: null }, market) : [],
  };
}
