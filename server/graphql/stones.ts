import { MAX_SEARCH_OFFSET } from "../../core/urls/stones.ts";
import { SHAPE_CODES } from "../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  CUT_GRADES,
  DISPLAY_CATEGORIES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEM_TYPES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  STONE_CATEGORIES,
  STONE_SORT_ORDERS,
} from "../../core/vocabulary/stones.ts";
import {
  searchStones,
  stoneByCertificate,
  stoneByFeedReference,
  stoneByIdentifier,
  type Certificate,
  type Facet,
  type HistogramBucket,
  type NumberRange,
  type StoneLookup,
  type StoneSearchResult,
  type StoneView,
} from "../services/stones/index.ts";
import { builder, CurrencyEnum, RegionEnum } from "./builder.ts";
import { unwrap } from "./result.ts";
import { ErrorResultInterface, type ErrorResultShape } from "./error-result.ts";
import { ImageType, MoneyType, PriceRangeType } from "./site.ts";

/* Enums: the vocabulary codes of core/vocabulary. */
export const StoneCategoryEnum = builder.enumType("StoneCategory", { values: STONE_CATEGORIES.codes });
const DisplayCategoryEnum = builder.enumType("DisplayCategory", { values: DISPLAY_CATEGORIES.codes });
const GemTypeEnum = builder.enumType("GemType", { values: GEM_TYPES.codes });
export const StoneShapeEnum = builder.enumType("StoneShape", { values: SHAPE_CODES });
export const DiamondColourEnum = builder.enumType("DiamondColour", { values: COLOURS.codes });
export const ClarityEnum = builder.enumType("Clarity", { values: CLARITIES.codes, description: "Diamond clarity, best first" });
export const CutGradeEnum = builder.enumType("CutGrade", { values: CUT_GRADES.codes, description: "Cut, polish and symmetry grade" });
const FluorescenceEnum = builder.enumType("Fluorescence", { values: FLUORESCENCES.codes });
export const LabEnum = builder.enumType("Lab", { values: LABS.codes, description: "Certificate labs" });
const FancyColourEnum = builder.enumType("FancyColour", { values: FANCY_COLOURS.codes });
const FancyIntensityEnum = builder.enumType("FancyIntensity", {
  values: INTENSITIES.codes,
  description: "Coloured diamond intensity, faint to vivid",
});
export const GemstoneTypeEnum = builder.enumType("GemstoneType", { values: GEMSTONE_TYPES.codes });
export const GemstoneColourEnum = builder.enumType("GemstoneColour", { values: GEMSTONE_COLOURS.codes });
export const ColourGradeEnum = builder.enumType("ColourGrade", {
  values: COLOUR_GRADES.codes,
  description: "Gemstone colour grade: very light to very dark, and hot",
});
export const GemstoneClarityEnum = builder.enumType("GemstoneClarity", { values: GEMSTONE_CLARITIES.codes });
const GemstoneGradeEnum = builder.enumType("GemstoneGrade", { values: GEMSTONE_GRADES.codes });
const StoneSortOrderEnum = builder.enumType("StoneSortOrder", {
  description: "The orders a stone search offers; weight is the carat weight.",
  values: STONE_SORT_ORDERS.codes,
});
export const NotAvailableReasonEnum = builder.enumType("StoneNotAvailableReason", { values: ["NOT_FOUND", "UNAVAILABLE"] as const });

export const CertificateType = builder.objectRef<Certificate>("StoneCertificate").implement({
  description: "A lab certificate; url is the lab's own report page.",
  fields: (t) => ({
    lab: t.field({ type: LabEnum, resolve: (c) => c.lab }),
    number: t.exposeString("number"),
    url: t.exposeString("url"),
  }),
});

const CertificatesType = builder.objectRef<StoneView["certificates"]>("StoneCertificates").implement({
  fields: (t) => ({
    gcal: t.field({ type: CertificateType, nullable: true, resolve: (c) => c.gcal }),
    gia: t.field({ type: CertificateType, nullable: true, resolve: (c) => c.gia }),
    igi: t.field({ type: CertificateType, nullable: true, resolve: (c) => c.igi }),
  }),
});

export const StoneType = builder.objectRef<StoneView>("Stone").implement({
  description: "A loose diamond, coloured diamond or gemstone on sale, natural or lab-grown.",
  fields: (t) => ({
    identifier: t.exposeString("identifier", { description: "Exactly 7 upper-case letters or digits" }),
    title: t.exposeString("title", { description: 'Display name, e.g. "1.50ct Round Natural Diamond"' }),
    category: t.field({ type: StoneCategoryEnum, resolve: (s) => s.category }),
    displayCategory: t.field({ type: DisplayCategoryEnum, resolve: (s) => s.displayCategory }),
    gemType: t.field({ type: GemTypeEnum, resolve: (s) => s.gemType }),
    feedIdentifier: t.exposeString("feed"),
    externalId: t.exposeString("externalId"),
    shape: t.field({ type: StoneShapeEnum, resolve: (s) => s.shape }),
    caratWeight: t.exposeFloat("caratWeight"),
    colour: t.string({
      nullable: true,
      description: "The colour code of the stone's kind: D-M for diamonds, a FancyColour or a GemstoneColour",
      resolve: (s) => s.colour ?? s.fancyColour ?? s.gemstoneColour,
    }),
    diamondColour: t.field({ type: DiamondColourEnum, nullable: true, resolve: (s) => s.colour }),
    fancyColour: t.field({ type: FancyColourEnum, nullable: true, resolve: (s) => s.fancyColour }),
    intensity: t.field({ type: FancyIntensityEnum, nullable: true, resolve: (s) => s.intensity }),
    gemstoneColour: t.field({ type: GemstoneColourEnum, nullable: true, resolve: (s) => s.gemstoneColour }),
    clarity: t.field({ type: ClarityEnum, nullable: true, description: "Diamond clarity", resolve: (s) => s.clarity }),
    gemstoneClarity: t.field({ type: GemstoneClarityEnum, nullable: true, resolve: (s) => s.gemstoneClarity }),
    cut: t.field({ type: CutGradeEnum, nullable: true, resolve: (s) => s.cut }),
    polish: t.field({ type: CutGradeEnum, nullable: true, resolve: (s) => s.polish }),
    symmetry: t.field({ type: CutGradeEnum, nullable: true, resolve: (s) => s.symmetry }),
    fluorescence: t.field({ type: FluorescenceEnum, nullable: true, resolve: (s) => s.fluorescence }),
    girdle: t.exposeString("girdle", { nullable: true }),
    crystal: t.exposeString("crystal", { nullable: true, description: "Mineral species (Diamond, Corundum, Beryl, ...)" }),
    grade: t.field({ type: GemstoneGradeEnum, nullable: true, description: "Gemstone quality grade", resolve: (s) => s.grade }),
    gemstoneType: t.field({ type: GemstoneTypeEnum, nullable: true, resolve: (s) => s.gemstoneType }),
    colourGrade: t.field({ type: ColourGradeEnum, nullable: true, description: "Gemstone colour grade", resolve: (s) => s.colourGrade }),
    depthPercent: t.exposeFloat("depthPercent", { nullable: true }),
    tablePercent: t.exposeFloat("tablePercent", { nullable: true }),
    length: t.exposeFloat("length", { nullable: true, description: "Millimetres" }),
    width: t.exposeFloat("width", { nullable: true, description: "Millimetres" }),
    depth: t.exposeFloat("depth", { nullable: true, description: "Millimetres" }),
    ratio: t.exposeFloat("ratio", { nullable: true, description: "Length to width" }),
    originCountry: t.exposeString("originCountry", { nullable: true, description: "ISO 3166 alpha-2" }),
    shippingFromCountry: t.exposeString("shippingFromCountry", { nullable: true, description: "ISO 3166 alpha-2" }),
    deliveryDays: t.exposeInt("deliveryDays", { description: "UK working days" }),
    deliveryDate: t.exposeString("deliveryDate", { description: "ISO date of delivery when ordered now" }),
    expressDeliveryDate: t.exposeString("expressDeliveryDate", { nullable: true }),
    price: t.field({ type: MoneyType, resolve: (s) => s.price }),
    photo: t.field({ type: ImageType, resolve: (s) => s.photo }),
    report: t.exposeString("report", { nullable: true, description: "URL of the stone's certificate report" }),
    video: t.exposeString("video", { nullable: true }),
    express: t.exposeBoolean("express"),
    isB2B: t.exposeBoolean("isB2B"),
    isTreated: t.exposeBoolean("isTreated"),
    certificates: t.field({ type: CertificatesType, resolve: (s) => s.certificates }),
    canadaMark: t.exposeBoolean("canadaMark"),
    knownOrigin: t.exposeBoolean("knownOrigin"),
    dtlReport: t.exposeBoolean("dtlReport"),
    dtlUrl: t.exposeString("dtlUrl", { nullable: true, description: "The diamond report page" }),
    inStock: t.exposeBoolean("inStock"),
    url: t.exposeString("url", { description: "The stone's page in the region" }),
  }),
});

type NotAvailable = Extract<StoneLookup, { kind: "notAvailable" }> & ErrorResultShape;

const NOT_AVAILABLE_MESSAGES: Record<NotAvailable["reason"], string> = {
  NOT_FOUND: "No stone has this address.",
  UNAVAILABLE: "This stone is sold or no longer listed.",
};

const StoneNotAvailableType = builder.objectRef<NotAvailable>("StoneNotAvailable").implement({
  description: 'The stone is unknown, sold or no longer listed: the page shows "stone not found".',
  interfaces: [ErrorResultInterface],
  fields: (t) => ({
    reason: t.field({ type: NotAvailableReasonEnum, resolve: (n) => n.reason }),
    stoneIdentifier: t.string({
      nullable: true,
      description: "The identifier of the stone when it is known (sold or delisted)",
      resolve: (n) => n.identifier,
    }),
  }),
});

const StoneResultType = builder.unionType("StoneResult", {
  types: [StoneType, StoneNotAvailableType],
  resolveType: (value) => ("kind" in value && value.kind === "notAvailable" ? StoneNotAvailableType : StoneType),
});

const lookupAnswer = (lookup: StoneLookup): StoneView | NotAvailable =>
  lookup.kind === "stone" ? lookup.stone : { ...lookup, errorCode: lookup.reason, message: NOT_AVAILABLE_MESSAGES[lookup.reason] };

const lookupArgs = {
  currency: {
    type: CurrencyEnum,
    required: false,
    description: "Defaults to the request's currency for the request's region, else the region's own",
  },
  region: { type: RegionEnum, required: false, description: "Defaults to the request's region" },
} as const;

builder.queryField("stone", (t) =>
  t.field({
    type: StoneResultType,
    description: "A stone by its 7-character identifier.",
    args: {
      identifier: t.arg.string({ required: true }),
      currency: t.arg({ ...lookupArgs.currency }),
      region: t.arg({ ...lookupArgs.region }),
    },
    resolve: async (_root, args, ctx) => lookupAnswer(await stoneByIdentifier(ctx, args.identifier, args)),
  }),
);

builder.queryField("stoneByFeedReference", (t) =>
  t.field({
    type: StoneResultType,
    description: "A stone by supplier feed and stock number (diamond-search/{feedIdentifier}-{externalId}).",
    args: {
      feedIdentifier: t.arg.string({ required: true }),
      externalId: t.arg.string({ required: true }),
      currency: t.arg({ ...lookupArgs.currency }),
      region: t.arg({ ...lookupArgs.region }),
    },
    resolve: async (_root, args, ctx) => lookupAnswer(await stoneByFeedReference(ctx, args.feedIdentifier, args.externalId, args)),
  }),
);

builder.queryField("stoneByCertificate", (t) =>
  t.field({
    type: StoneResultType,
    description: "A stone by certificate number (diamond-search/lab/GIA-{number}).",
    args: {
      lab: t.arg({ type: LabEnum, required: false, defaultValue: "GIA" }),
      number: t.arg.string({ required: true }),
      currency: t.arg({ ...lookupArgs.currency }),
      region: t.arg({ ...lookupArgs.region }),
    },
    resolve: async (_root, args, ctx) => lookupAnswer(await stoneByCertificate(ctx, args.lab ?? "GIA", args.number, args)),
  }),
);

/* Search */

const StoneSearchInput = builder.inputType("StoneSearchInput", {
  description:
    "Lists filter by any of their values (empty or absent: no filter); booleans filter when set (true: only stones with the flag, false: only without); ranges are inclusive, either bound optional. Prices are whole units of `currency`; a price range 0 to 0 is unset.",
  fields: (t) => ({
    categories: t.field({ type: [StoneCategoryEnum], required: false }),
    shapes: t.field({ type: [StoneShapeEnum], required: false }),
    caratMin: t.float({ required: false }),
    caratMax: t.float({ required: false }),
    colours: t.field({ type: [DiamondColourEnum], required: false }),
    clarities: t.field({ type: [ClarityEnum], required: false }),
    cuts: t.field({ type: [CutGradeEnum], required: false }),
    polishes: t.field({ type: [CutGradeEnum], required: false }),
    symmetries: t.field({ type: [CutGradeEnum], required: false }),
    fluorescences: t.field({ type: [FluorescenceEnum], required: false }),
    labs: t.field({ type: [LabEnum], required: false }),
    priceMin: t.float({ required: false }),
    priceMax: t.float({ required: false }),
    ratioMin: t.float({ required: false }),
    ratioMax: t.float({ required: false }),
    depthMin: t.float({ required: false, description: "Depth percent" }),
    depthMax: t.float({ required: false, description: "Depth percent" }),
    tableMin: t.float({ required: false, description: "Table percent" }),
    tableMax: t.float({ required: false, description: "Table percent" }),
    origins: t.stringList({ required: false, description: "ISO 3166 alpha-2 origin countries" }),
    express: t.boolean({ required: false }),
    canadaMark: t.boolean({ required: false }),
    knownOrigin: t.boolean({ required: false }),
    dtlReport: t.boolean({ required: false }),
    inStock: t.boolean({ required: false }),
    treated: t.boolean({ required: false }),
    fancyColours: t.field({ type: [FancyColourEnum], required: false }),
    intensities: t.field({ type: [FancyIntensityEnum], required: false }),
    gemstoneTypes: t.field({ type: [GemstoneTypeEnum], required: false }),
    gemstoneColours: t.field({ type: [GemstoneColourEnum], required: false }),
    colourGrades: t.field({ type: [ColourGradeEnum], required: false }),
    gemstoneClarities: t.field({ type: [GemstoneClarityEnum], required: false }),
    sort: t.field({
      type: StoneSortOrderEnum,
      required: false,
      description: "RECOMMENDED when omitted: best cut, eye-clean clarity and near-colourless colour first, then value for the carat",
    }),
    page: t.int({ required: false, description: `1-based; pages reach the first ${MAX_SEARCH_OFFSET.toLocaleString("en-GB")} stones` }),
    pageSize: t.int({ required: false, description: "1 to 100, default 24" }),
    currency: t.field({ type: CurrencyEnum, required: false, description: "Defaults to the request's currency" }),
    region: t.field({ type: RegionEnum, required: false, description: "Defaults to the request's region (sets the tax treatment)" }),
  }),
});

const FacetValueType = builder.objectRef<{ code: string; count: number }>("StoneFacetValue").implement({
  fields: (t) => ({ code: t.exposeString("code"), count: t.exposeInt("count") }),
});

const FacetType = builder.objectRef<Facet>("StoneFacet").implement({
  description:
    "Counts per value of one field, over the stones matching every other filter of the search (values with no stones are left out). Fields: shape, colour, clarity, cut, polish, symmetry, fluorescence, fancyColour, intensity, gemstoneType, gemstoneColour, colourGrade, gemstoneClarity, origin, lab; flags (express, canadaMark, knownOrigin, dtlReport, inStock, treated) count TRUE and FALSE.",
  fields: (t) => ({
    field: t.exposeString("field"),
    values: t.field({ type: [FacetValueType], resolve: (f) => f.values }),
  }),
});

const HistogramBucketType = builder.objectRef<HistogramBucket>("PriceHistogramBucket").implement({
  description: "Stones priced from min (inclusive) to max (exclusive), in the search currency.",
  fields: (t) => ({ min: t.exposeFloat("min"), max: t.exposeFloat("max"), count: t.exposeInt("count") }),
});

const HistogramType = builder.objectRef<{ buckets: HistogramBucket[] }>("PriceHistogram").implement({
  description: "Prices of the stones matching every filter but price.",
  fields: (t) => ({ buckets: t.field({ type: [HistogramBucketType], resolve: (h) => h.buckets }) }),
});

const NumberRangeType = builder.objectRef<NumberRange>("NumberRange").implement({
  fields: (t) => ({ min: t.exposeFloat("min"), max: t.exposeFloat("max") }),
});

const StoneSearchResultType = builder.objectRef<StoneSearchResult>("StoneSearchResult").implement({
  fields: (t) => ({
    items: t.field({ type: [StoneType], resolve: (r) => r.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
    currency: t.field({ type: CurrencyEnum, resolve: (r) => r.currency }),
    facets: t.field({ type: [FacetType], resolve: (r) => r.facets }),
    priceHistogram: t.field({ type: HistogramType, resolve: (r) => ({ buckets: r.histogram }) }),
    caratRange: t.field({
      type: NumberRangeType,
      nullable: true,
      description: "Over the stones matching every filter but carat",
      resolve: (r) => r.caratRange,
    }),
    priceRange: t.field({
      type: PriceRangeType,
      nullable: true,
      description: "In `currency`, over the stones matching every filter but price",
      resolve: (r) => r.priceRange,
    }),
  }),
});

builder.queryField("stoneSearch", (t) =>
  t.field({
    type: StoneSearchResultType,
    args: { input: t.arg({ type: StoneSearchInput, required: false }) },
    resolve: async (_root, { input }, ctx) => {
      return unwrap(await searchStones(ctx, input ?? {}), ["input"]);
    },
  }),
);
