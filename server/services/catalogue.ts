import { z } from "zod";
import type { RequestContext } from "../context.ts";
import { CATALOGUE_KINDS, type CatalogueKind } from "../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../core/vocabulary/tax.ts";
import type { ImageRecord } from "../media/registry.ts";
import { CURRENCIES, FINANCE_REGIONS, LOCALES, REGIONS, regionPath, type Currency, type Region } from "../../core/regions.ts";
import { DESIGN_FEATURES, SHAPE_VOCABULARY } from "../../core/vocabulary/engagement.ts";
import { JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS, metalsOfJewelleryMetal, parseKarat, type Karat, type Metal, type MetalCode } from "../../core/vocabulary/metals.ts";
import { DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrderCode } from "../../core/vocabulary/sort.ts";
import { WEDDING_CATEGORIES } from "../../core/vocabulary/wedding.ts";
import { formatCataloguePath, type CatalogueProductRoute } from "../../core/urls/catalogue.ts";
import { deliveryDate, expressDeliveryDate, orderDeadline } from "../../core/delivery.ts";
import { recommendedRingSize, ringSizeById, ringSizeLabel, ringSizeOptions } from "../../core/ring-size.ts";
import { fail, fromZod, invalid, type DomainError, type Result } from "./result.ts";
import { resolveMarket, type Market } from "../../core/market.ts";
import { normalisePriceRange } from "../../core/price-range.ts";
import { productGallery, productImage, productSpin, type ImageSubject } from "./catalogue/images.ts";
import { runListing, type ListingQuery, type ListingRow } from "./catalogue/listing.ts";
import { loadProduct, type ProductRow } from "./catalogue/product.ts";
import { MEMO, memo } from "./memo.ts";
import { FACETS_OF_KIND, KARAT_TERMS, designStylesOf, facetVocabulary, ringStylesOf, term, termsOf, type FacetField, type Term } from "./catalogue/terms.ts";

/** Catalogue answers are kept a minute per process (docs/decisions/0352-catalogue-read-cache.md). */
const CATALOGUE_TTL_MS = 60_000;

/**
 * The catalogue (docs/product.md#the-catalogue): listings with filters, facets, sorting and pages, and product pages
 * with everything a visitor chooses from. Prices are in the requested currency with the region's
 * tax treatment (server/services/pricing.ts).
 */

export type { FacetField, Term } from "./catalogue/terms.ts";

export interface Money {
  amount: number;
  currency: Currency;
}

/** A product's primary metal and the metal of a card or switcher option. */
export interface MetalInfo {
  systemCode: MetalCode;
  slug: string;
  label: string;
  karat: Karat | null;
  colour: string;
  element: string;
  millesimalFineness: number;
}

export function metalInfo(metal: Metal): MetalInfo {
  return {
    systemCode: metal.code,
    slug: metal.slug,
    label: metal.label,
    karat: metal.karat,
    colour: metal.colour,
    element: metal.element,
    millesimalFineness: metal.millesimalFineness,
  };
}

export interface Rating {
  average: number | null;
  count: number;
}

/** What a product card shows. */
export interface CatalogueCard {
  id: string;
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  slug: string;
  suffixSlug: string | null;
  url: string;
  image: ImageRecord;
  hoverImage: ImageRecord;
  salePrice: Money;
  taxType: TaxType;
  metal: MetalInfo;
  shape: Term | null;
  rating: Rating;
  expressEligible: boolean;
  deliveryDays: number;
}

export interface FacetValue {
  code: string;
  slug: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  field: FacetField;
  values: FacetValue[];
}

export interface CatalogueListing {
  items: CatalogueCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: Facet[];
  priceRange: { min: Money; max: Money } | null;
  sort: SortOrderCode;
  currency: Currency;
  taxType: TaxType;
}

// ---------------------------------------------------------------------------------------------
// Input

const code = z.string().trim().min(1).max(60);

export const catalogueListingInput = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  region: z.enum(REGIONS).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  locale: z.enum(LOCALES).nullish(),
  metal: code.nullish(),
  ringStyle: code.nullish(),
  shape: code.nullish(),
  designStyle: code.nullish(),
  designFeatures: z.array(code).max(20).nullish(),
  category: code.nullish(),
  productType: code.nullish(),
  productStyle: code.nullish(),
  gemstone: code.nullish(),
  karat: z.number().int().nullish(),
  readyToShip: z.boolean().nullish(),
  priceMin: z.number().min(0).max(1e9).nullish(),
  priceMax: z.number().min(0).max(1e9).nullish(),
  sort: z.enum(SORT_ORDERS.codes).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(96).nullish(),
  recommendations: z.boolean().nullish(),
});
export type CatalogueListingInput = z.input<typeof catalogueListingInput>;

export const DEFAULT_PAGE_SIZE = 24;

/** Applies to which kinds each filter; a filter given for another kind is a violation. */
const FILTER_KINDS: Record<string, readonly CatalogueKind[]> = {
  ringStyle: ["ENGAGEMENT_RING", "WEDDING_RING", "READY_TO_GO"],
  shape: ["ENGAGEMENT_RING", "READY_TO_GO"],
  designStyle: ["ENGAGEMENT_RING", "JEWELLERY"],
  designFeatures: ["ENGAGEMENT_RING", "WEDDING_RING"],
  category: ["WEDDING_RING"],
  productType: ["JEWELLERY"],
  productStyle: ["JEWELLERY"],
  gemstone: ["JEWELLERY"],
  readyToShip: ["READY_TO_GO"],
  recommendations: ["ENGAGEMENT_RING"],
};

/** Lists designs of a kind with the filters, the facets and the price range. */
export async function catalogueListing(ctx: RequestContext, raw: CatalogueListingInput): Promise<Result<CatalogueListing>> {
  const parsed = catalogueListingInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const input = parsed.data;
  const kind = input.kind;
  const errors: DomainError[] = [];
  const bad = (field: string, message: string) => errors.push(invalid([field], message));
  for (const [field, kinds] of Object.entries(FILTER_KINDS)) {
    const value = input[field as keyof typeof input];
    const given = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false;
    if (given && !kinds.includes(kind)) bad(field, `does not apply to ${kind}`);
  }
  const pick = (field: string, value: string | null | undefined, vocabulary: { parse(v: string): { code: string } | null }): string | null => {
    if (!value) return null;
    const entry = vocabulary.parse(value);
    if (!entry) bad(field, `unknown value "${value}"`);
    return entry?.code ?? null;
  };
  let metals: string[] | null = null;
  let jewelleryMetal: string | null = null;
  const karat = input.karat === null || input.karat === undefined ? null : parseKarat(input.karat);
  if (input.karat !== null && input.karat !== undefined && karat === null) bad("karat", "must be 9, 14 or 18");
  if (input.metal) {
    if (kind === "JEWELLERY") {
      const jm = JEWELLERY_METALS.parse(input.metal);
      const full = jm ? null : METALS.parse(input.metal);
      if (jm) {
        jewelleryMetal = jm.code;
        metals = metalsOfJewelleryMetal(jm.code, karat);
      } else if (full) {
        jewelleryMetal = full.jewelleryMetal;
        metals = [full.code];
      } else bad("metal", `unknown value "${input.metal}"`);
    } else {
      const m = METALS.parse(input.metal);
      if (m) metals = [m.code];
      else bad("metal", `unknown value "${input.metal}"`);
    }
  }
  const ringStyle = pick("ringStyle", input.ringStyle, ringStylesOf(kind));
  const shape = pick("shape", input.shape, SHAPE_VOCABULARY);
  const designStyle = pick("designStyle", input.designStyle, designStylesOf(kind));
  const category = pick("category", input.category, WEDDING_CATEGORIES);
  const productType = pick("productType", input.productType, JEWELLERY_TYPES);
  const productStyle = pick("productStyle", input.productStyle, JEWELLERY_STYLES);
  const gemstone = pick("gemstone", input.gemstone, JEWELLERY_GEMSTONES);
  const designFeatures: string[] = [];
  for (const f of input.designFeatures ?? []) {
    const entry = DESIGN_FEATURES.parse(f);
    if (!entry) bad("designFeatures", `unknown value "${f}"`);
    else if (!designFeatures.includes(entry.code)) designFeatures.push(entry.code);
  }
  if (errors.length) return fail(...errors);

  const market = resolveMarket(ctx, input);
  const { min: priceMin, max: priceMax } = normalisePriceRange({ min: input.priceMin, max: input.priceMax });
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const sort = input.sort ?? DEFAULT_SORT_ORDER;
  const query: ListingQuery = {
    kind,
    currency: market.currency,
    taxType: market.taxType,
    metals,
    jewelleryMetal,
    karat: kind === "JEWELLERY" || karat !== null ? karat : null,
    ringStyle,
    shape,
    designStyle,
    designFeatures,
    category,
    productType,
    productStyle,
    gemstone,
    readyToShip: input.readyToShip ?? false,
    priceMin,
    priceMax,
    recommendations: input.recommendations ?? false,
    sort,
    page,
    pageSize,
  };
  const result = await memo(ctx.db, MEMO.catalogue, `listing:${JSON.stringify(query)}`, CATALOGUE_TTL_MS, () => runListing(ctx.db, query));
  const selected: Record<FacetField, string[]> = {
    METAL: kind === "JEWELLERY" ? (jewelleryMetal ? [jewelleryMetal] : []) : (metals ?? []),
    KARAT: karat ? [`K${karat}`] : [],
    SHAPE: shape ? [shape] : [],
    RING_STYLE: ringStyle ? [ringStyle] : [],
    DESIGN_STYLE: designStyle ? [designStyle] : [],
    DESIGN_FEATURE: designFeatures,
    CATEGORY: category ? [category] : [],
    PRODUCT_TYPE: productType ? [productType] : [],
    PRODUCT_STYLE: productStyle ? [productStyle] : [],
    GEMSTONE: gemstone ? [gemstone] : [],
  };
  const facets: Facet[] = FACETS_OF_KIND[kind].map((field) => {
    const counts = new Map(result.facets.filter((f) => f.field === field).map((f) => [f.value, f.count]));
    const vocabulary = facetVocabulary(field, kind);
    const entries: Term[] = Array.isArray(vocabulary) ? vocabulary : vocabulary.entries.map(term);
    return {
      field,
      values: entries
        .filter((e) => counts.has(e.code) || selected[field].includes(e.code))
        .map((e) => ({ ...e, count: counts.get(e.code) ?? 0, selected: selected[field].includes(e.code) })),
    };
  });
  return {
    ok: true,
    value: {
      items: result.rows.map((r) => cardOf(r, market)),
      total: result.total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(result.total / pageSize)),
      facets,
      priceRange:
        result.priceMin === null || result.priceMax === null
          ? null
          : { min: { amount: result.priceMin, currency: market.currency }, max: { amount: result.priceMax, currency: market.currency } },
      sort,
      currency: market.currency,
      taxType: market.taxType,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Cards and URLs

function routeOf(p: { kind: CatalogueKind; slug: string; suffixSlug: string; productType: string | null }, metal: MetalCode, shape: string): CatalogueProductRoute {
  switch (p.kind) {
    case "ENGAGEMENT_RING":
      return { kind: "engagementRing", slug: p.slug, metal, shape: (shape || "ROUND") as never, suffixSlug: p.suffixSlug };
    case "WEDDING_RING":
      return { kind: "weddingRing", slug: p.slug, metal, suffixSlug: p.suffixSlug };
    case "READY_TO_GO":
      return { kind: "readyToGoRing", slug: p.slug, metal };
    case "JEWELLERY":
      return { kind: "jewelleryItem", slug: p.slug, metal, productType: (p.productType ?? "NECKLACE") as never, suffixSlug: p.suffixSlug };
  }
}

/** The region-prefixed URL of a design in a metal (and shape). */
export function productUrl(region: Region, p: { kind: CatalogueKind; slug: string; suffixSlug: string; productType: string | null }, metal: string, shape: string): string {
  return regionPath(region, formatCataloguePath(routeOf(p, metal as MetalCode, shape)));
}

function subjectOf(r: ListingRow): ImageSubject {
  return {
    kind: r.kind,
    productName: r.productName,
    ringStyles: r.ringStyles,
    designFeatures: r.designFeatures,
    gemstones: r.gemstones,
    productType: r.productType,
    productStyles: r.productStyles,
    bandWidth: r.bandWidth,
    centreStoneWeightMin: r.centreStoneWeightMin,
  };
}

function cardOf(r: ListingRow, market: Market): CatalogueCard {
  const subject = subjectOf(r);
  const metal = METALS.parse(r.metal)!;
  const shape = r.shape ? SHAPE_VOCABULARY.parse(r.shape) : null;
  return {
    id: String(r.id),
    catalogueCode: r.catalogueCode,
    kind: r.kind,
    productName: r.productName,
    slug: r.slug,
    suffixSlug: r.suffixSlug || null,
    url: productUrl(market.region, r, r.metal, r.shape),
    image: productImage(subject, r.metal, r.shape, "angle"),
    hoverImage: productImage(subject, r.metal, r.shape, r.kind === "JEWELLERY" ? "front" : "top"),
    salePrice: { amount: r.amount, currency: market.currency },
    taxType: market.taxType,
    metal: metalInfo(metal),
    shape: shape ? term(shape) : null,
    rating: { average: r.ratingAverage, count: r.reviewCount },
    expressEligible: r.expressEligible,
    deliveryDays: r.deliveryDays,
  };
}

// ---------------------------------------------------------------------------------------------
// Product page

export const catalogueProductInput = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  slug: z.string().trim().min(1).max(200),
  metal: code,
  shape: code.nullish(),
  suffix: z.string().trim().max(100).nullish(),
  region: z.enum(REGIONS).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  locale: z.enum(LOCALES).nullish(),
});
export type CatalogueProductInput = z.input<typeof catalogueProductInput>;

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
  spinImages: ImageRecord[];
  salePrice: Money;
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

const isRing = (p: ProductRow) => p.kind !== "JEWELLERY" || p.product_type === "RING";

/**
 * A design as its page shows it, in the metal (and centre shape) of the URL; null when any part of
 * the URL does not exist: unknown design, metal it is not made in, shape it does not take, or a
 * suffix that is not its own.
 */
export async function catalogueProduct(ctx: RequestContext, raw: CatalogueProductInput, now: Date = new Date()): Promise<Result<CatalogueProduct | null>> {
  const parsed = catalogueProductInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const input = parsed.data;
  const market = resolveMarket(ctx, input);
  const metal = METALS.parse(input.metal);
  const shapeEntry = input.shape ? SHAPE_VOCABULARY.parse(input.shape) : null;
  if (!metal || (input.shape && !shapeEntry)) return { ok: true, value: null };
  const slug = input.slug.toLowerCase();
  const suffix = (input.suffix ?? "").toLowerCase().replace(/^-/, "");
  const data = await memo(ctx.db, MEMO.catalogue, `product:${input.kind}:${slug}:${suffix}:${market.currency}:${market.taxType}`, CATALOGUE_TTL_MS, () =>
    loadProduct(ctx.db, input.kind, slug, suffix, market.currency, market.taxType),
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
  const money = (amount: number): Money => ({ amount, currency: market.currency });
  // Metal switcher: keep the shape when the metal has it, else that metal's first shape.
  const metals: SwitchOption<MetalInfo>[] = [];
  for (const v of data.variants) {
    if (metals.some((m) => m.value.systemCode === v.metal)) continue;
    const target = data.variants.find((x) => x.metal === v.metal && x.shape === variant.shape) ?? v;
    metals.push({ value: metalInfo(METALS.parse(v.metal)!), url: productUrl(market.region, urlParts, target.metal, target.shape), selected: v.metal === variant.metal, salePrice: money(target.amount) });
  }
  metals.sort((a, b) => METALS.rank(a.value.systemCode) - METALS.rank(b.value.systemCode));
  const shapes: SwitchOption<Term>[] = hasShapes
    ? inMetal
        .filter((v) => v.shape)
        .map((v) => ({ value: term(SHAPE_VOCABULARY.parse(v.shape)!), url: productUrl(market.region, urlParts, v.metal, v.shape), selected: v.shape === variant.shape, salePrice: money(v.amount) }))
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
      url: productUrl(market.region, urlParts, variant.metal, variant.shape),
      primaryMetal: metalInfo(metal),
      shape: shapeTerm,
      image: productImage(subject, variant.metal, variant.shape, "angle"),
      images: productGallery(subject, variant.metal, variant.shape),
      spinImages: productSpin(subject, variant.metal, variant.shape),
      salePrice: money(variant.amount),
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
      ringSizes: ring ? ringSizeOptions(market.region).map((o) => ({ id: o.size.id, label: o.label, value: o.value, type: o.type })) : [],
      recommendedRingSize: ring ? sizeChoice(recommended.id, "RecommendedRingSize") : null,
      financeAvailable: FINANCE_REGIONS.includes(market.region),
      reviews: {
        average: reviewAverage,
        count: p.review_count,
        items: data.reviews.map((r) => ({ id: String(r.id), author: r.author, rating: r.rating, title: r.title, body: r.body, date: r.reviewedOn })),
      },
      related: data.related.map((r) => cardOf(r, market)),
      createdAt: new Date(p.created_at),
    },
  };
}

export { KARAT_TERMS };
