import { z } from "zod";
import type { RequestContext } from "../../context.ts";
import { CATALOGUE_KINDS, type CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { CURRENCIES, FINANCE_REGIONS, LOCALES, REGIONS, regionPath } from "../../../core/regions.ts";
import { DESIGN_FEATURES, SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { METALS } from "../../../core/vocabulary/metals.ts";
import { WEDDING_CATEGORIES } from "../../../core/vocabulary/wedding.ts";
import { deliveryDate, expressDeliveryDate, orderDeadline } from "../../../core/delivery.ts";
import { recommendedRingSize, ringSizeById, ringSizeLabel, ringSizeOptions } from "../../../core/ring-size.ts";
import { fromZod, type Result } from "../result.ts";
import {
  madeToOrderGemstoneInput,
  madeToOrderLabGrownDiamondInput,
  madeToOrderStone,
  ringWithMadeToOrderStone,
} from "../ring-builder/index.ts";
import { formatCataloguePath, type GemstoneEngagementRingRoute, type LabGrownEngagementRingRoute } from "../../../core/urls/catalogue.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { resolveMarket } from "../../../core/market.ts";
import { productGallery, productImage, productSpin, spinFrameCount, type ImageSubject } from "./images.ts";
import { loadProduct, type ProductRow } from "./product.ts";
import { MEMO, memo } from "../memo.ts";
import {
  CATALOGUE_TTL_MS,
  cardOf,
  codeInput as code,
  metalInfo,
  productUrl,
  type CatalogueCard,
  type MetalInfo,
  type Money,
} from "./cards.ts";
import { storedMoney } from "../pricing.ts";
import { designStylesOf, ringStylesOf, term, termsOf, type Term } from "./terms.ts";

/** Product pages: a design in a metal (and shape) with everything a visitor chooses from. */

const catalogueProductInput = z
  .object({
    kind: z.enum(CATALOGUE_KINDS),
    slug: z.string().trim().min(1).max(200),
    metal: code,
    shape: code.nullish(),
    suffix: z.string().trim().max(100).nullish(),
    region: z.enum(REGIONS).nullish(),
    currency: z.enum(CURRENCIES).nullish(),
    locale: z.enum(LOCALES).nullish(),
    /**
     * An engagement ring set with a made-to-order centre stone (the lab-grown and gemstone ring
     * addresses), as the ring builder reads one; lazy, as the ring builder's entry imports the catalogue's.
     */
    labGrownDiamond: z.lazy(() => madeToOrderLabGrownDiamondInput).nullish(),
    gemstone: z
      .lazy(() =>
        madeToOrderGemstoneInput.refine((g) => g.colour != null, {
          path: ["colour"],
          message: "A gemstone ring's address names the gemstone's colour",
        }),
      )
      .nullish(),
  })
  .superRefine((v, ctx) => {
    const stone = v.labGrownDiamond ? "labGrownDiamond" : v.gemstone ? "gemstone" : null;
    if (!stone) return;
    if (v.labGrownDiamond && v.gemstone)
      ctx.addIssue({ code: "custom", path: ["gemstone"], message: "Name one centre stone: labGrownDiamond or gemstone" });
    else if (v.kind !== "ENGAGEMENT_RING")
      ctx.addIssue({ code: "custom", path: [stone], message: "Only an engagement ring is set with a made-to-order centre stone" });
    else if (v.shape != null && SHAPE_VOCABULARY.parse(v.shape)?.code !== v[stone]!.shape) {
      ctx.addIssue({ code: "custom", path: [stone, "shape"], message: "The centre stone's shape is the setting's" });
    }
  });
export type CatalogueProductInput = z.input<typeof catalogueProductInput>;
type ParsedInput = z.output<typeof catalogueProductInput>;

export interface SwitchOption<T> {
  value: T;
  url: string;
  selected: boolean;
  salePrice: Money;
}

export interface RingSizeChoice {
  id: string;
  label: string;
  /** The select option value "type|id" (RingSize|M, RecommendedRingSize|L). */
  value: string;
  type: "RecommendedRingSize" | "RingSize";
}

export interface ReadyToGoItem {
  sku: string;
  stoneShape: Term | null;
  stoneCarat: number;
  stoneColour: string;
  stoneClarity: string;
  ringSize: RingSizeChoice | null;
  quantity: number;
  readyToShip: boolean;
}

export interface CatalogueReview {
  id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  date: string;
}

export interface CatalogueProduct {
  id: string;
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  slug: string;
  suffixSlug: string | null;
  description: string;
  sku: string;
  url: string;
  primaryMetal: MetalInfo;
  shape: Term | null;
  image: ImageRecord;
  images: ImageRecord[];
  /** How many frames the 360° view has (none for jewellery). */
  spinFrameCount: number;
  /** The 360° view's frames, or the first `first` of them: signed only when asked for. */
  spinImages: (first?: number) => ImageRecord[];
  /** The price of the ring: the setting, with the made-to-order centre stone the input names. */
  salePrice: Money;
  /** The made-to-order centre stone the input names (included in every price of the product), else null. */
  centreStonePrice: Money | null;
  taxType: TaxType;
  metals: SwitchOption<MetalInfo>[];
  shapes: SwitchOption<Term>[];
  ringStyles: Term[];
  categories: Term[];
  designStyles: Term[];
  designFeatures: Term[];
  productType: Term | null;
  productStyles: Term[];
  gemstones: Term[];
  bandWidth: number | null;
  centreStoneConstraints: { shape: Term | null; shapes: Term[]; weight: { min: number | null; max: number | null } } | null;
  deliveryDays: number;
  expressEligible: boolean;
  deliveryDate: string;
  expressDeliveryDate: string | null;
  orderDeadline: Date;
  readyToShip: boolean;
  stock: ReadyToGoItem[];
  ringSizes: RingSizeChoice[];
  recommendedRingSize: RingSizeChoice | null;
  financeAvailable: boolean;
  reviews: { average: number | null; count: number; items: CatalogueReview[] };
  related: CatalogueCard[];
  createdAt: Date;
}

/**
 * The address of an engagement ring set with the made-to-order stone an input names, in a metal and
 * shape (the stone takes the setting's shape): every link of its page keeps the stone.
 */
function ringWithStoneRoute(
  p: ProductRow,
  metal: string,
  shape: string,
  input: ParsedInput,
): LabGrownEngagementRingRoute | GemstoneEngagementRingRoute | null {
  const base = { slug: p.slug, metal: metal as MetalCode, shape: shape as ShapeCode, suffixSlug: p.suffix_slug };
  const { labGrownDiamond: lab, gemstone: gem } = input;
  if (lab) return { kind: "labGrownEngagementRing", ...base, colour: lab.colour, clarity: lab.clarity, caratWeight: lab.caratWeight };
  if (gem?.colour) {
    return {
      kind: "gemstoneEngagementRing",
      ...base,
      colour: gem.colour,
      crystal: gem.crystal,
      colourGrade: gem.colorGrade,
      clarity: gem.clarity,
      caratWeight: gem.caratWeight,
    };
  }
  return null;
}

const isRing = (p: ProductRow) => p.kind !== "JEWELLERY" || p.product_type === "RING";

/**
 * A design as its page shows it, in the metal (and centre shape) of the URL; null when any part of
 * the URL does not exist: unknown design, metal it is not made in, shape it does not take, or a
 * suffix that is not its own. An engagement ring set with a made-to-order centre stone (a lab-grown
 * diamond or a gemstone) is priced with it, the setting's price plus the stone's (the ring builder's
 * rule), and its links keep the stone; null when the setting cannot hold the stone or the stone
 * cannot be made in its grades.
 */
export async function catalogueProduct(
  ctx: RequestContext,
  raw: CatalogueProductInput,
  now: Date = new Date(),
): Promise<Result<CatalogueProduct | null>> {
  const parsed = catalogueProductInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const input = parsed.data;
  const market = resolveMarket(ctx, input);
  const metal = METALS.parse(input.metal);
  const shapeEntry = input.shape ? SHAPE_VOCABULARY.parse(input.shape) : null;
  if (!metal || (input.shape && !shapeEntry)) return { ok: true, value: null };
  const slug = input.slug.toLowerCase();
  const suffix = (input.suffix ?? "").toLowerCase().replace(/^-/, "");
  const data = await memo(
    ctx.db,
    MEMO.catalogue,
    `product:${input.kind}:${slug}:${suffix}:${market.currency}:${market.taxType}`,
    CATALOGUE_TTL_MS,
    () => loadProduct(ctx.db, input.kind, slug, suffix, market.currency, market.taxType),
  );
  if (!data) return { ok: true, value: null };
  const p = data.product;
  const hasShapes = p.kind === "ENGAGEMENT_RING" || p.kind === "READY_TO_GO";
  if (p.kind === "ENGAGEMENT_RING" && !shapeEntry) return { ok: true, value: null };
  if (!hasShapes && shapeEntry) return { ok: true, value: null };
  const inMetal = data.variants.filter((v) => v.metal === metal.code);
  const variant = shapeEntry ? inMetal.find((v) => v.shape === shapeEntry.code) : inMetal[0];
  if (!variant) return { ok: true, value: null };
  const subject: ImageSubject = {
    kind: p.kind,
    productName: p.product_name,
    ringStyles: p.ring_styles,
    designFeatures: p.design_features,
    gemstones: p.gemstones,
    productType: p.product_type,
    productStyles: p.product_styles,
    bandWidth: p.band_width,
    centreStoneWeightMin: p.centre_stone_weight_min,
  };
  const urlParts = { kind: p.kind, slug: p.slug, suffixSlug: p.suffix_slug, productType: p.product_type };
  const stone = madeToOrderStone(input);
  const withStone = stone
    ? await ringWithMadeToOrderStone(
        ctx,
        stone,
        { weight: { min: p.centre_stone_weight_min, max: p.centre_stone_weight_max }, ringStyles: p.ring_styles },
        market,
      )
    : null;
  if (stone && !withStone) return { ok: true, value: null };
  const money = (amount: number): Money => {
    const settingPrice = storedMoney(amount, market.currency);
    return withStone ? withStone.withStone(settingPrice) : settingPrice;
  };
  const urlOf = (metal: string, shape: string): string => {
    const withStoneRoute = ringWithStoneRoute(p, metal, shape, input);
    return withStoneRoute
      ? regionPath(market.region, formatCataloguePath(withStoneRoute))
      : productUrl(market.region, urlParts, metal, shape);
  };
  // Metal switcher: keep the shape when the metal has it, else that metal's first shape.
  const metals: SwitchOption<MetalInfo>[] = [];
  for (const v of data.variants) {
    if (metals.some((m) => m.value.systemCode === v.metal)) continue;
    const target = data.variants.find((x) => x.metal === v.metal && x.shape === variant.shape) ?? v;
    metals.push({
      value: metalInfo(METALS.parse(v.metal)!),
      url: urlOf(target.metal, target.shape),
      selected: v.metal === variant.metal,
      salePrice: money(target.amount),
    });
  }
  metals.sort((a, b) => METALS.rank(a.value.systemCode) - METALS.rank(b.value.systemCode));
  const shapes: SwitchOption<Term>[] = hasShapes
    ? inMetal
        .filter((v) => v.shape)
        .map((v) => ({
          value: term(SHAPE_VOCABULARY.parse(v.shape)!),
          url: urlOf(v.metal, v.shape),
          selected: v.shape === variant.shape,
          salePrice: money(v.amount),
        }))
        .sort((a, b) => SHAPE_VOCABULARY.rank(a.value.code) - SHAPE_VOCABULARY.rank(b.value.code))
    : [];
  const sizeChoice = (id: string, type: RingSizeChoice["type"] = "RingSize"): RingSizeChoice | null => {
    const size = ringSizeById(id);
    return size ? { id: size.id, label: ringSizeLabel(size, market.region), value: `${type}|${size.id}`, type } : null;
  };
  const ring = isRing(p);
  const stock = data.stock.filter((s) => s.variantId === variant.id);
  const readyToShip = stock.some((s) => s.readyToShip);
  // Ready-to-go rings waiting in the showroom ship on the next working day.
  const days = readyToShip ? 1 : p.delivery_days;
  const recommended = recommendedRingSize();
  const shapeTerm = variant.shape ? term(SHAPE_VOCABULARY.parse(variant.shape)!) : null;
  const reviewAverage = p.rating_average;
  return {
    ok: true,
    value: {
      id: String(p.id),
      catalogueCode: p.catalogue_code,
      kind: p.kind,
      productName: p.product_name,
      slug: p.slug,
      suffixSlug: p.suffix_slug || null,
      description: p.description,
      sku: variant.sku,
      url: urlOf(variant.metal, variant.shape),
      primaryMetal: metalInfo(metal),
      shape: shapeTerm,
      image: productImage(subject, variant.metal, variant.shape, "angle"),
      images: productGallery(subject, variant.metal, variant.shape),
      spinFrameCount: spinFrameCount(subject),
      spinImages: (first?: number) => productSpin(subject, variant.metal, variant.shape, first),
      salePrice: money(variant.amount),
      centreStonePrice: withStone?.stonePrice ?? null,
      taxType: market.taxType,
      metals,
      shapes,
      ringStyles: termsOf(ringStylesOf(p.kind), p.ring_styles),
      categories: termsOf(WEDDING_CATEGORIES, p.categories),
      designStyles: termsOf(designStylesOf(p.kind), p.design_styles),
      designFeatures: termsOf(DESIGN_FEATURES, p.design_features),
      productType: p.product_type ? term(JEWELLERY_TYPES.parse(p.product_type)!) : null,
      productStyles: termsOf(JEWELLERY_STYLES, p.product_styles),
      gemstones: termsOf(JEWELLERY_GEMSTONES, p.gemstones),
      bandWidth: p.band_width,
      centreStoneConstraints: hasShapes
        ? {
            shape: shapeTerm,
            shapes: termsOf(SHAPE_VOCABULARY, p.centre_stone_shapes),
            weight: { min: p.centre_stone_weight_min, max: p.centre_stone_weight_max },
          }
        : null,
      deliveryDays: days,
      expressEligible: p.express_eligible,
      deliveryDate: deliveryDate(days, { now }),
      expressDeliveryDate: p.express_eligible ? expressDeliveryDate(days, { now }) : null,
      orderDeadline: orderDeadline(days, { now }),
      readyToShip,
      stock: stock.map((s) => ({
        sku: s.sku,
        stoneShape: SHAPE_VOCABULARY.parse(s.stoneShape) ? term(SHAPE_VOCABULARY.parse(s.stoneShape)!) : null,
        stoneCarat: s.stoneCarat,
        stoneColour: s.stoneColour,
        stoneClarity: s.stoneClarity,
        ringSize: sizeChoice(s.ringSize),
        quantity: s.quantity,
        readyToShip: s.readyToShip,
      })),
      // A ready-to-go ring is made: it comes in the sizes it was made in (smallest first), nothing to recommend.
      ringSizes: !ring
        ? []
        : p.kind === "READY_TO_GO"
          ? [...new Set(stock.map((s) => s.ringSize))]
              .flatMap((id) => ringSizeById(id) ?? [])
              .sort((a, b) => a.circumference - b.circumference)
              .flatMap((size) => sizeChoice(size.id) ?? [])
          : ringSizeOptions(market.region).map((o) => ({ id: o.size.id, label: o.label, value: o.value, type: o.type })),
      recommendedRingSize: ring && p.kind !== "READY_TO_GO" ? sizeChoice(recommended.id, "RecommendedRingSize") : null,
      financeAvailable: FINANCE_REGIONS.includes(market.region),
      reviews: {
        average: reviewAverage,
        count: p.review_count,
        items: data.reviews.map((r) => ({
          id: String(r.id),
          author: r.author,
          rating: r.rating,
          title: r.title,
          body: r.body,
          date: r.reviewedOn,
        })),
      },
      related: data.related.map((r) => cardOf(r, market)),
      createdAt: new Date(p.created_at),
    },
  };
}
