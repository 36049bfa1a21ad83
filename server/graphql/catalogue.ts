import { builder, CurrencyEnum, LocaleScalar, RegionEnum } from "./builder.ts";
import { unwrap } from "./result.ts";
import { CoercionError } from "./errors.ts";
import { orNotFound } from "./error-result.ts";
import { ImageType, MoneyType, PriceRangeType } from "./site.ts";
import {
  ClarityEnum,
  ColourGradeEnum,
  CutGradeEnum,
  DiamondColourEnum,
  GemstoneClarityEnum,
  GemstoneColourEnum,
  GemstoneTypeEnum,
  StoneCategoryEnum,
  StoneShapeEnum,
} from "./stones.ts";
import { CATALOGUE_KINDS } from "../../core/vocabulary/catalogue.ts";
import { TAX_TYPES } from "../../core/vocabulary/tax.ts";
import {
  catalogueListing,
  catalogueProduct,
  FACET_FIELDS,
  type CatalogueCard,
  type CatalogueListing,
  type CatalogueProduct,
  type CatalogueReview,
  type Facet,
  type FacetValue,
  type MetalInfo,
  type ReadyToGoItem,
  type RingSizeChoice,
  type SwitchOption,
  type Term,
} from "../services/catalogue/index.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import { DESIGN_FEATURES } from "../../core/vocabulary/engagement.ts";
import { JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../core/vocabulary/jewellery.ts";
import { SORT_ORDERS } from "../../core/vocabulary/sort.ts";
import { WEDDING_CATEGORIES } from "../../core/vocabulary/wedding.ts";

/* Enums: the vocabulary codes of core/vocabulary */

const CatalogueKindEnum = builder.enumType("CatalogueKind", { values: CATALOGUE_KINDS });
const SortOrderEnum = builder.enumType("SortOrder", { values: SORT_ORDERS.codes });
export const TaxTypeEnum = builder.enumType("TaxType", {
  description:
    "INCLUSIVE: tax included (VAT in the UK, EU and IE; GST in AU and NZ). EXCLUSIVE: sales tax added at checkout or import taxes payable on delivery.",
  values: TAX_TYPES,
});
export const MetalEnum = builder.enumType("Metal", { description: "Metal system codes", values: METALS.codes });
/** Shapes are one vocabulary for stones and settings: the stones' enum. */
const ShapeEnum = StoneShapeEnum;
const WeddingCategoryEnum = builder.enumType("WeddingCategory", { values: WEDDING_CATEGORIES.codes });
const DesignFeatureEnum = builder.enumType("DesignFeature", { values: DESIGN_FEATURES.codes });
const JewelleryProductTypeEnum = builder.enumType("JewelleryProductType", { values: JEWELLERY_TYPES.codes });
const JewelleryProductStyleEnum = builder.enumType("JewelleryProductStyle", { values: JEWELLERY_STYLES.codes });
const JewelleryGemstoneEnum = builder.enumType("JewelleryGemstone", { values: JEWELLERY_GEMSTONES.codes });
const FacetFieldEnum = builder.enumType("CatalogueFacetField", { values: FACET_FIELDS });

/* Shared output types */

const TermType = builder.objectRef<Term>("CatalogueTerm").implement({
  description: "A vocabulary value: system code, URL slug and label.",
  fields: (t) => ({ code: t.exposeString("code"), slug: t.exposeString("slug"), label: t.exposeString("label") }),
});

export const ShapeType = builder.objectRef<Term>("CatalogueShape").implement({
  fields: (t) => ({
    systemCode: t.field({ type: ShapeEnum, resolve: (s) => s.code as never }),
    slug: t.exposeString("slug"),
    label: t.exposeString("label"),
  }),
});

export const MetalType = builder.objectRef<MetalInfo>("CatalogueMetal").implement({
  description: "The metal a product is made in: its code, karat, colour, element and millesimal fineness.",
  fields: (t) => ({
    systemCode: t.field({ type: MetalEnum, resolve: (m) => m.systemCode }),
    slug: t.exposeString("slug"),
    label: t.exposeString("label"),
    karat: t.exposeInt("karat", { nullable: true }),
    colour: t.exposeString("colour"),
    element: t.exposeString("element"),
    millesimalFineness: t.exposeInt("millesimalFineness"),
  }),
});

const RatingType = builder.objectRef<CatalogueCard["rating"]>("CatalogueRating").implement({
  fields: (t) => ({ average: t.exposeFloat("average", { nullable: true }), count: t.exposeInt("count") }),
});

const CatalogueCardType = builder.objectRef<CatalogueCard>("CatalogueCard").implement({
  description: "What a product card shows: the design in its best matching metal and shape.",
  fields: (t) => ({
    id: t.exposeID("id"),
    catalogueCode: t.exposeString("catalogueCode"),
    kind: t.field({ type: CatalogueKindEnum, resolve: (c) => c.kind }),
    productName: t.exposeString("productName"),
    slug: t.exposeString("slug"),
    suffixSlug: t.exposeString("suffixSlug", { nullable: true }),
    url: t.exposeString("url", { description: "Region-prefixed product page path." }),
    image: t.field({ type: ImageType, resolve: (c) => c.image }),
    hoverImage: t.field({ type: ImageType, resolve: (c) => c.hoverImage }),
    salePrice: t.field({ type: MoneyType, resolve: (c) => c.salePrice }),
    taxType: t.field({ type: TaxTypeEnum, resolve: (c) => c.taxType }),
    metal: t.field({ type: MetalType, resolve: (c) => c.metal }),
    shape: t.field({ type: ShapeType, nullable: true, resolve: (c) => c.shape }),
    rating: t.field({ type: RatingType, resolve: (c) => c.rating }),
    expressEligible: t.exposeBoolean("expressEligible"),
    deliveryDays: t.exposeInt("deliveryDays"),
  }),
});

/* Listing */

const FacetValueType = builder.objectRef<FacetValue>("CatalogueFacetValue").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    slug: t.exposeString("slug"),
    label: t.exposeString("label", {
      deprecationReason: "Label the value from its code in the client's own words; this is the British English name only.",
    }),
    count: t.exposeInt("count", { description: "Designs shown when this value is chosen, the other filters kept." }),
    selected: t.exposeBoolean("selected"),
  }),
});

const FacetType = builder.objectRef<Facet>("CatalogueFacet").implement({
  fields: (t) => ({
    field: t.field({ type: FacetFieldEnum, resolve: (f) => f.field }),
    values: t.field({ type: [FacetValueType], resolve: (f) => f.values }),
  }),
});

const CatalogueListingType = builder.objectRef<CatalogueListing>("CatalogueListing").implement({
  fields: (t) => ({
    items: t.field({ type: [CatalogueCardType], resolve: (l) => l.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
    facets: t.field({ type: [FacetType], resolve: (l) => l.facets }),
    priceRange: t.field({
      type: PriceRangeType,
      nullable: true,
      description: "Prices of the designs the other filters select.",
      resolve: (l) => l.priceRange,
    }),
    sort: t.field({ type: SortOrderEnum, resolve: (l) => l.sort }),
    currency: t.field({ type: CurrencyEnum, resolve: (l) => l.currency }),
    taxType: t.field({ type: TaxTypeEnum, resolve: (l) => l.taxType }),
  }),
});

const CatalogueListingInput = builder.inputType("CatalogueListingInput", {
  fields: (t) => ({
    kind: t.field({ type: CatalogueKindEnum, required: true }),
    region: t.field({ type: RegionEnum, required: false }),
    currency: t.field({ type: CurrencyEnum, required: false }),
    locale: t.field({ type: LocaleScalar, required: false }),
    metal: t.string({
      required: false,
      description: "Metal code or slug; for jewellery also a colour (WHITE_GOLD, white-gold) with karat.",
    }),
    ringStyle: t.string({ required: false, description: "Engagement ring style, or wedding ring style for WEDDING_RING (code or slug)." }),
    shape: t.field({ type: ShapeEnum, required: false }),
    designStyle: t.string({ required: false, description: "Design style (engagement rings) or jewellery design style, code or slug." }),
    designFeatures: t.field({ type: [DesignFeatureEnum], required: false, description: "Designs with any of these features." }),
    category: t.field({ type: WeddingCategoryEnum, required: false }),
    productType: t.field({ type: JewelleryProductTypeEnum, required: false }),
    productStyle: t.field({ type: JewelleryProductStyleEnum, required: false }),
    gemstone: t.field({ type: JewelleryGemstoneEnum, required: false }),
    karat: t.int({ required: false }),
    readyToShip: t.boolean({ required: false }),
    priceMin: t.float({ required: false, description: "In the listing's currency." }),
    priceMax: t.float({ required: false }),
    sort: t.field({ type: SortOrderEnum, required: false }),
    page: t.int({ required: false }),
    pageSize: t.int({ required: false }),
    recommendations: t.boolean({ required: false, description: "Only the ring builder's recommended settings." }),
    centreStoneCarat: t.float({
      required: false,
      description:
        "Engagement rings: only settings whose centre-stone weight range holds a stone of this many carats (docs/product.md#ring-builder).",
    }),
    centreStoneCategory: t.field({
      type: StoneCategoryEnum,
      required: false,
      description:
        "Engagement rings: only settings that take a centre stone of this category (settings flanked by coloured gemstones take diamonds only).",
    }),
  }),
});

builder.queryField("catalogueListing", (t) =>
  t.field({
    type: CatalogueListingType,
    args: { input: t.arg({ type: CatalogueListingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => unwrap(await catalogueListing(ctx, input), ["input"]),
  }),
);

/* Product */

const MetalOptionType = builder.objectRef<SwitchOption<MetalInfo>>("CatalogueMetalOption").implement({
  fields: (t) => ({
    metal: t.field({ type: MetalType, resolve: (o) => o.value }),
    url: t.exposeString("url"),
    selected: t.exposeBoolean("selected"),
    salePrice: t.field({ type: MoneyType, resolve: (o) => o.salePrice }),
  }),
});

const ShapeOptionType = builder.objectRef<SwitchOption<Term>>("CatalogueShapeOption").implement({
  fields: (t) => ({
    shape: t.field({ type: ShapeType, resolve: (o) => o.value }),
    url: t.exposeString("url"),
    selected: t.exposeBoolean("selected"),
    salePrice: t.field({ type: MoneyType, resolve: (o) => o.salePrice }),
  }),
});

export const WeightRangeType = builder.objectRef<{ min: number | null; max: number | null }>("CaratRange").implement({
  fields: (t) => ({ min: t.exposeFloat("min", { nullable: true }), max: t.exposeFloat("max", { nullable: true }) }),
});

const CentreStoneConstraintsType = builder
  .objectRef<NonNullable<CatalogueProduct["centreStoneConstraints"]>>("CentreStoneConstraints")
  .implement({
    fields: (t) => ({
      shape: t.field({ type: ShapeType, nullable: true, description: "The shape of this page's setting.", resolve: (c) => c.shape }),
      shapes: t.field({ type: [ShapeType], description: "Every centre shape the design takes.", resolve: (c) => c.shapes }),
      weight: t.field({ type: WeightRangeType, resolve: (c) => c.weight }),
    }),
  });

export const RingSizeType = builder.objectRef<RingSizeChoice>("CatalogueRingSize").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    label: t.exposeString("label", { description: "The region's label (UK letter, US number, EU millimetres)." }),
    value: t.exposeString("value", { description: 'Option value "type|id".' }),
    type: t.exposeString("type"),
  }),
});

const ReadyToGoItemType = builder.objectRef<ReadyToGoItem>("ReadyToGoItem").implement({
  fields: (t) => ({
    sku: t.exposeString("sku"),
    stoneShape: t.field({ type: ShapeType, nullable: true, resolve: (i) => i.stoneShape }),
    stoneCarat: t.exposeFloat("stoneCarat"),
    stoneColour: t.exposeString("stoneColour"),
    stoneClarity: t.exposeString("stoneClarity"),
    ringSize: t.field({ type: RingSizeType, nullable: true, resolve: (i) => i.ringSize }),
    quantity: t.exposeInt("quantity"),
    readyToShip: t.exposeBoolean("readyToShip"),
  }),
});

const ReviewType = builder.objectRef<CatalogueReview>("CatalogueReview").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    author: t.exposeString("author"),
    rating: t.exposeInt("rating"),
    title: t.exposeString("title"),
    body: t.exposeString("body"),
    date: t.exposeString("date", { description: "ISO date." }),
  }),
});

const ReviewsType = builder.objectRef<CatalogueProduct["reviews"]>("CatalogueReviews").implement({
  fields: (t) => ({
    average: t.exposeFloat("average", { nullable: true }),
    count: t.exposeInt("count"),
    items: t.field({ type: [ReviewType], description: "The latest reviews.", resolve: (r) => r.items }),
  }),
});

const CatalogueProductType = builder.objectRef<CatalogueProduct>("CatalogueProduct").implement({
  description: "A catalogue product (one design), in the metal and centre shape of its URL.",
  fields: (t) => ({
    id: t.exposeID("id"),
    catalogueCode: t.exposeString("catalogueCode"),
    kind: t.field({ type: CatalogueKindEnum, resolve: (p) => p.kind }),
    productName: t.exposeString("productName"),
    slug: t.exposeString("slug"),
    suffixSlug: t.exposeString("suffixSlug", { nullable: true }),
    description: t.exposeString("description"),
    sku: t.exposeString("sku"),
    url: t.exposeString("url"),
    primaryMetal: t.field({ type: MetalType, resolve: (p) => p.primaryMetal }),
    shape: t.field({ type: ShapeType, nullable: true, resolve: (p) => p.shape }),
    image: t.field({ type: ImageType, resolve: (p) => p.image }),
    images: t.field({ type: [ImageType], description: "Gallery: angle, front, side and top views.", resolve: (p) => p.images }),
    spinFrameCount: t.exposeInt("spinFrameCount", {
      description: "How many frames the 360° view has (24 for a ring, none for jewellery).",
    }),
    spinImages: t.field({
      type: [ImageType],
      description: "The frames of the 360° view (rings), or the first `first` of them.",
      args: { first: t.arg.int({ required: false, description: "At most this many frames, from the first (0 or more)." }) },
      resolve: (p, { first }) => {
        if (first != null && first < 0) throw new CoercionError(["first"], "first must be 0 or more.");
        return p.spinImages(first ?? undefined);
      },
    }),
    salePrice: t.field({
      type: MoneyType,
      description: "With the made-to-order centre stone the input names, if any.",
      resolve: (p) => p.salePrice,
    }),
    centreStonePrice: t.field({
      type: MoneyType,
      nullable: true,
      description:
        "The made-to-order centre stone the input names, included in salePrice and the metals' and shapes' prices; null without one.",
      resolve: (p) => p.centreStonePrice,
    }),
    taxType: t.field({ type: TaxTypeEnum, resolve: (p) => p.taxType }),
    metals: t.field({
      type: [MetalOptionType],
      description: "Metals the design is made in, with URLs for the switcher.",
      resolve: (p) => p.metals,
    }),
    shapes: t.field({ type: [ShapeOptionType], description: "Centre shapes in this metal, with URLs.", resolve: (p) => p.shapes }),
    ringStyles: t.field({ type: [TermType], resolve: (p) => p.ringStyles }),
    categories: t.field({ type: [TermType], resolve: (p) => p.categories }),
    designStyles: t.field({ type: [TermType], resolve: (p) => p.designStyles }),
    designFeatures: t.field({ type: [TermType], resolve: (p) => p.designFeatures }),
    productType: t.field({ type: TermType, nullable: true, resolve: (p) => p.productType }),
    productStyles: t.field({ type: [TermType], resolve: (p) => p.productStyles }),
    gemstones: t.field({ type: [TermType], resolve: (p) => p.gemstones }),
    bandWidth: t.exposeFloat("bandWidth", { nullable: true, description: "Millimetres." }),
    centreStoneConstraints: t.field({ type: CentreStoneConstraintsType, nullable: true, resolve: (p) => p.centreStoneConstraints }),
    deliveryDays: t.exposeInt("deliveryDays"),
    expressEligible: t.exposeBoolean("expressEligible"),
    deliveryDate: t.exposeString("deliveryDate", { description: "ISO date of standard delivery." }),
    expressDeliveryDate: t.exposeString("expressDeliveryDate", { nullable: true }),
    orderDeadline: t.field({ type: "DateTime", description: "Order before this to get the dates shown.", resolve: (p) => p.orderDeadline }),
    readyToShip: t.exposeBoolean("readyToShip"),
    stock: t.field({ type: [ReadyToGoItemType], resolve: (p) => p.stock }),
    ringSizes: t.field({ type: [RingSizeType], resolve: (p) => p.ringSizes }),
    recommendedRingSize: t.field({ type: RingSizeType, nullable: true, resolve: (p) => p.recommendedRingSize }),
    financeAvailable: t.exposeBoolean("financeAvailable"),
    reviews: t.field({ type: ReviewsType, resolve: (p) => p.reviews }),
    related: t.field({ type: [CatalogueCardType], resolve: (p) => p.related }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
  }),
});

/* A made-to-order centre stone: a ring's in the ring builder, and a ring's product page set with it. */

export const LabGrownDiamondInput = builder.inputType("RingBuilderLabGrownDiamondInput", {
  fields: (t) => ({
    shape: t.field({ type: StoneShapeEnum, required: true }),
    caratWeight: t.float({ required: true }),
    colour: t.field({ type: DiamondColourEnum, required: true }),
    clarity: t.field({ type: ClarityEnum, required: true }),
  }),
});

export const GemstoneInput = builder.inputType("RingBuilderGemstoneInput", {
  fields: (t) => ({
    shape: t.field({ type: StoneShapeEnum, required: true }),
    cut: t.field({ type: CutGradeEnum, required: false }),
    caratWeight: t.float({ required: true }),
    crystal: t.field({ type: GemstoneTypeEnum, required: true, description: "The gemstone variety." }),
    colour: t.field({ type: GemstoneColourEnum, required: false }),
    colorGrade: t.field({ type: ColourGradeEnum, required: true }),
    clarity: t.field({ type: GemstoneClarityEnum, required: true }),
  }),
});

const CatalogueProductInput = builder.inputType("CatalogueProductInput", {
  fields: (t) => ({
    kind: t.field({ type: CatalogueKindEnum, required: true }),
    slug: t.string({ required: true }),
    metal: t.string({ required: true, description: "Metal code or slug." }),
    shape: t.string({ required: false, description: "Centre shape code or slug (engagement and ready-to-go rings)." }),
    suffix: t.string({ required: false }),
    region: t.field({ type: RegionEnum, required: false }),
    currency: t.field({ type: CurrencyEnum, required: false }),
    locale: t.field({ type: LocaleScalar, required: false }),
    labGrownDiamond: t.field({
      type: LabGrownDiamondInput,
      required: false,
      description:
        "Engagement rings: set with this made-to-order lab-grown diamond (its shape the setting's). Every price includes it, every URL keeps it; CatalogueProductNotFound when the setting cannot hold it or it cannot be made in these grades.",
    }),
    gemstone: t.field({
      type: GemstoneInput,
      required: false,
      description:
        "Engagement rings: set with this made-to-order gemstone (its colour named, its shape the setting's), as labGrownDiamond. One of the two at most.",
    }),
  }),
});

const { type: CatalogueProductResultType, answer: PRODUCT_NOT_FOUND } = orNotFound(CatalogueProductType, "CatalogueProductResult", {
  name: "CatalogueProductNotFound",
  description: "No design has this slug, or it is not made in this metal, shape or suffix: the page answers 404.",
  message: "No product has this address.",
});

builder.queryField("catalogueProduct", (t) =>
  t.field({
    type: CatalogueProductResultType,
    description:
      "The product page of a design in a metal (and shape), or CatalogueProductNotFound when any part of the URL does not exist.",
    args: { input: t.arg({ type: CatalogueProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => unwrap(await catalogueProduct(ctx, input), ["input"]) ?? PRODUCT_NOT_FOUND,
  }),
);
