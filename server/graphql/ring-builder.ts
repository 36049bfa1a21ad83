import { builder, marketArgs } from "./builder.ts";
import { unwrap } from "./result.ts";
import { ImageType, MoneyType } from "./site.ts";
import {
  GemstoneInput,
  LabGrownDiamondInput,
  MetalEnum,
  MetalType,
  RingSizeType,
  ShapeType,
  TaxTypeEnum,
  WeightRangeType,
} from "./catalogue.ts";
import {
  CertificateType,
  ClarityEnum,
  ColourGradeEnum,
  CutGradeEnum,
  DiamondColourEnum,
  GemstoneClarityEnum,
  GemstoneColourEnum,
  GemstoneTypeEnum,
  NotAvailableReasonEnum,
  StoneCategoryEnum,
  StoneShapeEnum,
  StoneType,
} from "./stones.ts";
import {
  RING_BUILDER_ERROR_CODES,
  RING_BUILDER_ITEMS,
  RING_BUILDER_STONE_KINDS,
  STONE_AVAILABILITIES,
} from "../../core/vocabulary/ring-builder.ts";
import { STONE_RECOMMENDATION_KINDS } from "../../core/vocabulary/engagement.ts";
import type { FinanceOption } from "../../core/finance.ts";
import type { SignatureStoneChoice } from "../../core/ring-builder.ts";
import {
  ringBuilder,
  ringBuilderSet,
  type CentreStoneConstraints,
  type CentreStoneView,
  type EngagementRingView,
  type MountView,
  type RingBuilderError,
  type RingBuilderSetOutcome,
  type RingBuilderView,
  type UnavailableStone,
} from "../services/ring-builder/index.ts";

/* The ring builder (docs/product.md#ring-builder): a setting and a centre stone made into one ring. */

const RingBuilderItemKindEnum = builder.enumType("RingBuilderItemKind", {
  description: "The items of a ring: the setting (MOUNT) and the CENTRE_STONE.",
  values: RING_BUILDER_ITEMS,
});
const RingBuilderStoneKindEnum = builder.enumType("RingBuilderStoneKind", {
  description: "CATALOGUE: a listed stone, by its identifier. LAB_GROWN_DIAMOND, GEMSTONE: made to order in the grades chosen.",
  values: RING_BUILDER_STONE_KINDS,
});
const StoneAvailabilityEnum = builder.enumType("RingBuilderStoneAvailability", {
  description:
    "AVAILABLE: a listed stone on sale. MADE_TO_ORDER: made in the grades chosen. UNAVAILABLE: sold or withdrawn since it was chosen. NOT_FOUND: no stone has the identifier.",
  values: STONE_AVAILABILITIES,
});
const RingBuilderErrorCodeEnum = builder.enumType("RingBuilderErrorCode", {
  description:
    "Why a change was refused: DESIGN_NOT_FOUND (no engagement ring has the code), METAL_NOT_OFFERED, SHAPE_NOT_OFFERED (the setting is not made for the shape chosen), SIGNATURE_STONE_NOT_OFFERED (the design has none, or not in that variety, colour or width), RING_SIZE_NOT_OFFERED (not in the region), STONE_NOT_FOUND, STONE_UNAVAILABLE (sold or withdrawn), STONE_KIND_NOT_TAKEN (e.g. a gemstone in a setting for diamonds), SHAPE_MISMATCH (the stone's shape is not the setting's), CARAT_OUT_OF_RANGE (outside the setting's weights, compared at six decimals), PRICE_NOT_AVAILABLE (no made-to-order price for these grades).",
  values: RING_BUILDER_ERROR_CODES,
});

const SignatureStoneType = builder.objectRef<SignatureStoneChoice>("RingBuilderSignatureStone").implement({
  description: "The design's own coloured side stones, as chosen.",
  fields: (t) => ({
    colour: t.field({ type: GemstoneColourEnum, resolve: (s) => s.colour }),
    crystal: t.field({ type: GemstoneTypeEnum, resolve: (s) => s.crystal }),
    width: t.exposeFloat("width", { description: "Millimetres." }),
  }),
});

const CentreStoneKindEnum = builder.enumType("RingBuilderCentreStoneKind", {
  description: "A kind of centre stone, as the stone search while building a ring offers them (one tab each).",
  values: STONE_RECOMMENDATION_KINDS.codes,
});

const CentreStoneConstraintsType = builder.objectRef<CentreStoneConstraints>("RingBuilderCentreStoneConstraints").implement({
  description:
    "The centre stones a setting takes: a stone outside them is refused (STONE_KIND_NOT_TAKEN, SHAPE_MISMATCH, CARAT_OUT_OF_RANGE).",
  fields: (t) => ({
    shapes: t.field({ type: [ShapeType], description: "Every centre shape the design is made for.", resolve: (c) => c.shapes }),
    weight: t.field({
      type: WeightRangeType,
      description: "Centre stone weights it holds, bounds included (compared at six decimals).",
      resolve: (c) => c.weight,
    }),
    stoneKinds: t.field({
      type: [CentreStoneKindEnum],
      description: "The kinds of stone it takes: a design flanked by coloured gemstones takes diamonds only.",
      resolve: (c) => c.stoneKinds,
    }),
    gemstoneTypes: t.field({
      type: [GemstoneTypeEnum],
      description: "The gemstone varieties it takes as centre stone; empty when it takes no gemstone.",
      resolve: (c) => c.gemstoneTypes,
    }),
  }),
});

const EngagementRingType = builder.objectRef<EngagementRingView>("RingBuilderEngagementRing").implement({
  description: "The setting's design as an engagement ring in the request's region.",
  fields: (t) => ({
    images: t.field({
      type: [ImageType],
      description: "Angle, front, side and top views in the setting's metal and centre shape.",
      resolve: (e) => e.images,
    }),
    sizes: t.field({
      type: [RingSizeType],
      description:
        'The ring sizes it is made in, in the region, with the region\'s labels (the recommended size, "RecommendedRingSize|L", is made everywhere too).',
      resolve: (e) => e.sizes,
    }),
    centreStoneConstraints: t.field({ type: CentreStoneConstraintsType, resolve: (e) => e.centreStoneConstraints }),
  }),
});

const MountType = builder.objectRef<MountView>("RingBuilderMount").implement({
  description: "The setting: an engagement ring design in a metal and centre shape.",
  fields: (t) => ({
    position: t.exposeInt("position", { description: "1 or 2: the item added first holds position 1." }),
    productId: t.exposeID("productId"),
    catalogueCode: t.exposeString("catalogueCode"),
    productName: t.exposeString("productName"),
    metal: t.field({ type: MetalType, resolve: (m) => m.metal }),
    shape: t.field({ type: ShapeType, description: "The setting's centre shape.", resolve: (m) => m.shape }),
    shapeChosen: t.exposeBoolean("shapeChosen", {
      description: "False when the shape follows the centre stone (or the design's default).",
    }),
    centreStoneShapes: t.field({
      type: [ShapeType],
      description: "Every centre shape the design takes.",
      resolve: (m) => m.centreStoneShapes,
    }),
    caratRange: t.field({ type: WeightRangeType, description: "Centre stone weights the setting holds.", resolve: (m) => m.caratRange }),
    engagementRing: t.field({
      type: EngagementRingType,
      description: "Its images, the sizes it is made in, and the centre stones it takes.",
      resolve: (m) => m.engagementRing,
    }),
    signatureStone: t.field({ type: SignatureStoneType, nullable: true, resolve: (m) => m.signatureStone }),
    uri: t.exposeString("uri", { nullable: true, description: "The page the setting was chosen on." }),
    url: t.exposeString("url", { description: "The setting's product page in the region." }),
    image: t.field({ type: ImageType, resolve: (m) => m.image }),
    images: t.field({ type: [ImageType], description: "Angle, front, side and top views.", resolve: (m) => m.images }),
    // Nullable as the centre stone's are, so a fragment on the item union reads both alike; never null here.
    price: t.field({
      type: MoneyType,
      nullable: true,
      description: "The setting in its metal, without the centre stone.",
      resolve: (m) => m.price,
    }),
    deliveryDays: t.exposeInt("deliveryDays", { nullable: true, description: "UK working days." }),
    deliveryDate: t.exposeString("deliveryDate", { nullable: true, description: "ISO date." }),
  }),
});

const CentreStoneType = builder.objectRef<CentreStoneView>("RingBuilderCentreStone").implement({
  description: "The centre stone: a listed stone, or a lab-grown diamond or gemstone made to order.",
  fields: (t) => ({
    position: t.exposeInt("position", { description: "1 or 2: the item added first holds position 1." }),
    kind: t.field({ type: RingBuilderStoneKindEnum, resolve: (s) => s.kind }),
    availability: t.field({ type: StoneAvailabilityEnum, resolve: (s) => s.availability }),
    gemsApiIdentifier: t.exposeString("gemsApiIdentifier", { nullable: true, description: "A listed stone's 7-character identifier." }),
    category: t.field({ type: StoneCategoryEnum, resolve: (s) => s.category }),
    certificate: t.field({
      type: CertificateType,
      nullable: true,
      description: "A listed stone's lab certificate.",
      resolve: (s) => s.certificate,
    }),
    stone: t.field({ type: StoneType, nullable: true, description: "The listed stone while it is on sale.", resolve: (s) => s.stone }),
    title: t.exposeString("title"),
    shape: t.field({ type: ShapeType, resolve: (s) => s.shape }),
    caratWeight: t.exposeFloat("caratWeight"),
    colour: t.field({ type: DiamondColourEnum, nullable: true, resolve: (s) => s.colour }),
    clarity: t.field({ type: ClarityEnum, nullable: true, resolve: (s) => s.clarity }),
    cut: t.field({ type: CutGradeEnum, nullable: true, resolve: (s) => s.cut }),
    crystal: t.field({ type: GemstoneTypeEnum, nullable: true, description: "The gemstone variety.", resolve: (s) => s.gemstoneType }),
    gemstoneColour: t.field({ type: GemstoneColourEnum, nullable: true, resolve: (s) => s.gemstoneColour }),
    colourGrade: t.field({ type: ColourGradeEnum, nullable: true, resolve: (s) => s.colourGrade }),
    gemstoneClarity: t.field({ type: GemstoneClarityEnum, nullable: true, resolve: (s) => s.gemstoneClarity }),
    uri: t.exposeString("uri", { nullable: true, description: "The page the stone was chosen on." }),
    image: t.field({ type: ImageType, resolve: (s) => s.image }),
    images: t.field({ type: [ImageType], resolve: (s) => s.images }),
    price: t.field({ type: MoneyType, nullable: true, description: "Null when the stone can no longer be had.", resolve: (s) => s.price }),
    deliveryDays: t.exposeInt("deliveryDays", { nullable: true, description: "UK working days." }),
    deliveryDate: t.exposeString("deliveryDate", { nullable: true, description: "ISO date." }),
  }),
});

const RingBuilderItemUnion = builder.unionType("RingBuilderItem", {
  types: [MountType, CentreStoneType],
  resolveType: (item) => (item.item === "MOUNT" ? MountType : CentreStoneType),
});

const SalePriceType = builder.objectRef<RingBuilderView["salePrice"]>("RingBuilderSalePrice").implement({
  fields: (t) => ({
    total: t.field({
      type: MoneyType,
      description: "The setting and the stone together, in the market's currency.",
      resolve: (p) => p.total,
    }),
    taxType: t.field({ type: TaxTypeEnum, resolve: (p) => p.taxType }),
  }),
});

const FinanceOptionType = builder.objectRef<FinanceOption>("FinanceOption").implement({
  description: "Interest-free instalments (US and UK only): firstAmount today, then amount each time after; together exactly the price.",
  fields: (t) => ({
    provider: t.exposeString("provider"),
    instalments: t.exposeInt("instalments", { description: "How many instalments." }),
    amount: t.field({ type: MoneyType, description: "One regular instalment: the second and each after it.", resolve: (o) => o.amount }),
    firstAmount: t.field({
      type: MoneyType,
      description: "The first instalment, paid today: the regular one plus the pennies an even split leaves over.",
      resolve: (o) => o.firstAmount,
    }),
  }),
});

const ErrorType = builder.objectRef<RingBuilderError>("RingBuilderError").implement({
  fields: (t) => ({
    code: t.field({ type: RingBuilderErrorCodeEnum, resolve: (e) => e.code }),
    message: t.exposeString("message", { description: "In English, for logs and clients without their own words." }),
    item: t.field({ type: RingBuilderItemKindEnum, description: "The item the change was refused for.", resolve: (e) => e.item }),
    position: t.exposeInt("position", { description: "The position the item holds, or would hold once added." }),
  }),
});

const FailureType = builder.objectRef<{ errors: RingBuilderError[] }>("RingBuilderFailure").implement({
  description: "Why the last change was refused; the builder is as it was.",
  fields: (t) => ({ errors: t.field({ type: [ErrorType], resolve: (f) => f.errors }) }),
});

const UnavailableStoneType = builder.objectRef<UnavailableStone>("RingBuilderUnavailableStone").implement({
  description: "The listed stone chosen for the ring has been sold or withdrawn since: the page says so and offers similarStones.",
  fields: (t) => ({
    gemsApiIdentifier: t.exposeString("gemsApiIdentifier"),
    reason: t.field({ type: NotAvailableReasonEnum, resolve: (u) => u.reason }),
    category: t.field({ type: StoneCategoryEnum, resolve: (u) => u.category }),
    shape: t.field({ type: ShapeType, resolve: (u) => u.shape }),
    caratWeight: t.exposeFloat("caratWeight"),
    message: t.exposeString("message"),
  }),
});

const RingBuilderType = builder.objectRef<RingBuilderView>("RingBuilder").implement({
  description: "The ring the visitor is building: a setting and a centre stone.",
  fields: (t) => ({
    id: t.exposeID("id", { nullable: true, description: "Null for a fresh builder (nothing stored yet)." }),
    productId: t.exposeID("productId", { nullable: true, description: "The setting's catalogue product id." }),
    position1: t.field({
      type: RingBuilderItemUnion,
      nullable: true,
      description: "The item added first.",
      resolve: (b) => b.items[0] ?? null,
    }),
    position2: t.field({
      type: RingBuilderItemUnion,
      nullable: true,
      description: "The item added second.",
      resolve: (b) => b.items[1] ?? null,
    }),
    mount: t.field({ type: MountType, nullable: true, resolve: (b) => b.items.find((i): i is MountView => i.item === "MOUNT") ?? null }),
    centreStone: t.field({
      type: CentreStoneType,
      nullable: true,
      resolve: (b) => b.items.find((i): i is CentreStoneView => i.item === "CENTRE_STONE") ?? null,
    }),
    lastAdded: t.field({ type: RingBuilderItemKindEnum, nullable: true, resolve: (b) => b.lastAdded }),
    image: t.field({
      type: ImageType,
      nullable: true,
      description: "The setting drawn in its metal with the centre stone's shape and colour.",
      resolve: (b) => b.image,
    }),
    salePrice: t.field({ type: SalePriceType, resolve: (b) => b.salePrice }),
    totalSalePrice: t.field({ type: MoneyType, description: "salePrice.total.", resolve: (b) => b.salePrice.total }),
    financeOptions: t.field({
      type: [FinanceOptionType],
      description: "Empty outside the US and UK.",
      resolve: (b) => b.financeOptions,
    }),
    ringSize: t.field({
      type: RingSizeType,
      nullable: true,
      description: "The chosen size with the region's label.",
      resolve: (b) => b.ringSize,
    }),
    ringSizePersisted: t.exposeBoolean("ringSizePersisted", { description: "True once the visitor chose a ring size." }),
    deliveryDate: t.exposeString("deliveryDate", { nullable: true, description: "ISO date: the later of the two items'." }),
    failure: t.field({ type: FailureType, nullable: true, resolve: (b) => b.failure }),
    unavailableStone: t.field({ type: UnavailableStoneType, nullable: true, resolve: (b) => b.unavailableStone }),
    similarStones: t.field({
      type: [StoneType],
      description:
        "When the chosen stone is gone: stones on sale of its category and shape that the setting holds, nearest in carat, then grades.",
      resolve: (b) => b.similarStones,
    }),
  }),
});

const SetResultType = builder.objectRef<RingBuilderSetOutcome>("RingBuilderSetResult").implement({
  fields: (t) => ({
    ringBuilder: t.field({
      type: RingBuilderType,
      description: "The builder after the change (as it was, when refused).",
      resolve: (r) => r.ringBuilder,
    }),
    failure: t.field({ type: FailureType, nullable: true, description: "Null when the change was made.", resolve: (r) => r.failure }),
  }),
});

/* Inputs */

const EngagementRingInput = builder.inputType("RingBuilderEngagementRingInput", {
  fields: (t) => ({
    catalogueCode: t.string({ required: true }),
    metal: t.field({ type: MetalEnum, required: true }),
    shape: t.field({
      type: StoneShapeEnum,
      required: false,
      description: "The setting's centre shape; absent, it follows the centre stone.",
    }),
    ringSize: t.string({ required: false, description: 'Ring size id ("M", "M.5") or option value ("RingSize|M").' }),
  }),
});

const SignatureStoneInput = builder.inputType("RingBuilderSignatureStoneInput", {
  fields: (t) => ({
    colour: t.field({ type: GemstoneColourEnum, required: true }),
    crystal: t.field({ type: GemstoneTypeEnum, required: true }),
    width: t.float({ required: true, description: "Millimetres, 1 to 6." }),
  }),
});

const MountInput = builder.inputType("RingBuilderMountInput", {
  fields: (t) => ({
    engagementRing: t.field({ type: EngagementRingInput, required: true }),
    signatureStone: t.field({ type: SignatureStoneInput, required: false, description: "Only for designs with a signature stone." }),
    uri: t.string({ required: false, description: "The page the setting was chosen on (a path of this store)." }),
  }),
});

const CentreStoneInput = builder.inputType("RingBuilderCentreStoneInput", {
  description: "Exactly one of gemsApiIdentifier, nonSkuLabGrownDiamond and nonSkuGemstone.",
  fields: (t) => ({
    gemsApiIdentifier: t.string({ required: false, description: "A listed stone's 7-character identifier." }),
    nonSkuLabGrownDiamond: t.field({ type: LabGrownDiamondInput, required: false }),
    nonSkuGemstone: t.field({ type: GemstoneInput, required: false }),
    uri: t.string({ required: false, description: "The page the stone was chosen on (a path of this store)." }),
  }),
});

const SetInput = builder.inputType("RingBuilderSetInput", {
  description: "Any of: a mount, a centre stone, removing either, a ring size.",
  fields: (t) => ({
    mount: t.field({ type: MountInput, required: false }),
    centreStone: t.field({ type: CentreStoneInput, required: false }),
    removeMount: t.boolean({ required: false }),
    removeCentreStone: t.boolean({ required: false }),
    ringSize: t.string({ required: false, description: 'Ring size id ("M", "M.5") or option value ("RingSize|M").' }),
  }),
});

builder.queryField("ringBuilder", (t) =>
  t.field({
    type: RingBuilderType,
    description:
      "The request's ring builder: the signed-in customer's, else the one the ring-builder cookie names, else a fresh empty one.",
    args: {
      ...marketArgs,
    },
    resolve: (_root, args, ctx) => ringBuilder(ctx, args),
  }),
);

builder.mutationField("ringBuilderSet", (t) =>
  t.field({
    type: SetResultType,
    description:
      "Sets or removes the mount or the centre stone, or sets the ring size. A change the rules refuse answers `failure` and leaves the builder as it was.",
    args: {
      ...marketArgs,
      input: t.arg({ type: SetInput, required: true }),
    },
    resolve: async (_root, { input, ...market }, ctx) => unwrap(await ringBuilderSet(ctx, input, market), ["input"]),
  }),
);
