import { BAG_REFUSALS, LINE_UNAVAILABLE_REASONS, PROMO_REFUSALS } from "../../core/vocabulary/bag.ts";
import { LINE_KINDS } from "../../core/vocabulary/orders.ts";
import { builder, marketArgs } from "./builder.ts";
import { ErrorResultInterface, type ErrorResultShape } from "./error-result.ts";
import { unwrap } from "./result.ts";
import { ImageType, MoneyType } from "./site.ts";
import { MetalEnum } from "./catalogue.ts";
import { StoneShapeEnum, StoneType } from "./stones.ts";
import {
  addToBag,
  applyPromoCode,
  bag,
  removeFromBag,
  removePromoCode,
  setBagLineQuantity,
  type BagChange,
  type BagLineView,
  type BagPromo,
  type BagRefusal,
  type PricedBag,
} from "../services/bag/index.ts";

/* The bag (docs/product.md#the-bag): what the visitor means to buy, priced in their market on every view. */

const BagLineKindEnum = builder.enumType("BagLineKind", {
  description:
    "RING: a setting and centre stone from the ring builder. PRODUCT: a wedding ring or jewellery piece in a metal (and size). READY_TO_GO: a ring in stock. STONE: a loose listed stone.",
  values: LINE_KINDS,
});
const LineUnavailableReasonEnum = builder.enumType("BagLineUnavailableReason", {
  description:
    "SOLD: the stone was sold or is held by an order. WITHDRAWN: the piece is no longer offered. OUT_OF_STOCK: fewer ready-to-go rings in stock than the line holds.",
  values: LINE_UNAVAILABLE_REASONS,
});
const PromoRefusalEnum = builder.enumType("PromoRefusal", {
  description:
    "Why a promo code takes nothing off: NOT_FOUND (no such code), NOT_STARTED, ENDED, USED_UP (every use taken), USED_BY_CUSTOMER (this customer's uses taken), CURRENCY (the code is for another currency), NO_ELIGIBLE_LINES (it applies to none of the lines), MIN_SPEND (the lines it applies to come to less than its minimum spend).",
  values: PROMO_REFUSALS,
});
const BagRefusalReasonEnum = builder.enumType("BagRefusalReason", {
  description: "NOT_FOUND: nothing has this reference. SOLD: the stone has been sold. OUT_OF_STOCK: not that many in stock.",
  values: BAG_REFUSALS,
});

const BagLineType = builder.objectRef<BagLineView>("BagLine").implement({
  description: "A line of the bag, priced in the bag's market.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: BagLineKindEnum, resolve: (l) => l.kind }),
    quantity: t.exposeInt("quantity"),
    name: t.exposeString("name", { description: "In English: the design and metal, or the stone" }),
    description: t.exposeStringList("description", { description: "In English: the stone, the size" }),
    image: t.field({ type: ImageType, nullable: true, resolve: (l) => l.image }),
    href: t.exposeString("href", { nullable: true, description: "The product, stone or setting page" }),
    unitPrice: t.field({ type: MoneyType, resolve: (l) => l.unitPrice }),
    unitListPrice: t.field({
      type: MoneyType,
      nullable: true,
      description: "Before a sale, when on sale",
      resolve: (l) => l.unitListPrice,
    }),
    total: t.field({ type: MoneyType, resolve: (l) => l.total }),
    deliveryDays: t.exposeInt("deliveryDays"),
    expressAvailable: t.exposeBoolean("expressAvailable"),
    available: t.exposeBoolean("available"),
    unavailableReason: t.field({ type: LineUnavailableReasonEnum, nullable: true, resolve: (l) => l.unavailableReason }),
    similarStones: t.field({
      type: [StoneType],
      description: "For a line whose stone was sold: stones like it on sale now",
      resolve: (l) => l.similarStones,
    }),
    similarStonesShape: t.field({
      type: StoneShapeEnum,
      nullable: true,
      description: "The shape to search for others in, for a line whose stone was sold",
      resolve: (l) => (l.available ? null : (l.ring?.stoneShape ?? l.similarStones[0]?.shape ?? null)),
    }),
    catalogueCode: t.exposeString("catalogueCode", { nullable: true }),
    metal: t.field({ type: MetalEnum, nullable: true, resolve: (l) => l.metal }),
    ringSize: t.exposeString("ringSize", { nullable: true, description: "Ring size id" }),
    stoneIdentifier: t.exposeString("stoneIdentifier", { nullable: true }),
    unique: t.boolean({ description: "One of a kind: its quantity is one", resolve: (l) => l.kind === "STONE" || l.kind === "RING" }),
  }),
});

const BagPromoType = builder.objectRef<BagPromo>("BagPromo").implement({
  description: "The promo code on the bag, checked again every time the bag is priced.",
  fields: (t) => ({
    code: t.exposeString("code"),
    applied: t.exposeBoolean("applied"),
    reason: t.field({ type: PromoRefusalEnum, nullable: true, resolve: (p) => p.reason }),
    discount: t.field({ type: MoneyType, description: "What it takes off (the amount saved)", resolve: (p) => p.discount }),
  }),
});

const BagType = builder.objectRef<PricedBag>("Bag").implement({
  description: "The visitor's bag in a market.",
  fields: (t) => ({
    id: t.id({ nullable: true, description: "Null until something is added", resolve: (b) => b.id }),
    count: t.exposeInt("count", { description: "Pieces in the bag" }),
    lines: t.field({ type: [BagLineType], resolve: (b) => b.lines }),
    subtotal: t.field({ type: MoneyType, description: "The available lines' totals", resolve: (b) => b.subtotal }),
    promo: t.field({ type: BagPromoType, nullable: true, resolve: (b) => b.promo }),
    total: t.field({
      type: MoneyType,
      description: "Subtotal less the promo; sales tax (US, Canada) is added at checkout",
      resolve: (b) => b.total,
    }),
    deliveryDate: t.exposeString("deliveryDate", { nullable: true, description: "ISO date, free insured shipping" }),
    expressDeliveryDate: t.exposeString("expressDeliveryDate", {
      nullable: true,
      description: "ISO date, when every line can go express",
    }),
    expressPrice: t.field({ type: MoneyType, nullable: true, resolve: (b) => b.expressPrice }),
    checkoutable: t.exposeBoolean("checkoutable", { description: "At least one line, and every line available" }),
  }),
});

type Refused = ErrorResultShape & { reason: BagRefusal["refused"]; available: number | null };

const BagRefusedType = builder.objectRef<Refused>("BagRefused").implement({
  description: "The bag was left as it was: what was asked for is not found, sold, or not in stock in that number.",
  interfaces: [ErrorResultInterface],
  fields: (t) => ({
    reason: t.field({ type: BagRefusalReasonEnum, resolve: (r) => r.reason }),
    available: t.exposeInt("available", { nullable: true, description: "OUT_OF_STOCK: how many are in stock" }),
  }),
});

type Changed = { bag: PricedBag; lineId: string | null };

const BagChangedType = builder.objectRef<Changed>("BagChanged").implement({
  description: "The bag after the change, and the line it touched.",
  fields: (t) => ({
    bag: t.field({ type: BagType, resolve: (c) => c.bag }),
    lineId: t.id({ nullable: true, resolve: (c) => c.lineId }),
  }),
});

const BagChangeResult = builder.unionType("BagChangeResult", {
  types: [BagChangedType, BagRefusedType],
  resolveType: (value) => ("errorCode" in value ? BagRefusedType : BagChangedType),
});

function changeResult(change: BagChange): Changed | Refused {
  if ("bag" in change) return change;
  return {
    errorCode: change.refused === "NOT_FOUND" ? "NOT_FOUND" : "UNAVAILABLE",
    message: change.message,
    reason: change.refused,
    available: change.available ?? null,
  };
}

const RingLineInput = builder.inputType("AddRingToBagInput", {
  description: "The ring in the visitor's ring builder (which keeps it).",
  fields: (t) => ({
    ringSize: t.string({ required: false, description: 'Ring size id ("M") or option value ("RingSize|M"); else the builder\'s' }),
  }),
});
const ProductLineInput = builder.inputType("AddProductToBagInput", {
  description: "A wedding ring or jewellery piece: a variant id, or a catalogue code and metal (and shape).",
  fields: (t) => ({
    variantId: t.int({ required: false }),
    catalogueCode: t.string({ required: false }),
    metal: t.field({ type: MetalEnum, required: false }),
    shape: t.field({ type: StoneShapeEnum, required: false }),
    ringSize: t.string({ required: false, description: "Required for rings" }),
    quantity: t.int({ required: false, description: "1 to 10, default 1" }),
  }),
});
const ReadyToGoLineInput = builder.inputType("AddReadyToGoToBagInput", {
  fields: (t) => ({
    sku: t.string({ required: false }),
    id: t.int({ required: false }),
    quantity: t.int({ required: false, description: "1 to 10, default 1; never above the stock" }),
  }),
});
const StoneLineInput = builder.inputType("AddStoneToBagInput", {
  fields: (t) => ({ identifier: t.string({ required: true }) }),
});
const AddToBagInputType = builder.inputType("AddToBagInput", {
  description: "Exactly one of ring, product, readyToGo and stone.",
  fields: (t) => ({
    ring: t.field({ type: RingLineInput, required: false }),
    product: t.field({ type: ProductLineInput, required: false }),
    readyToGo: t.field({ type: ReadyToGoLineInput, required: false }),
    stone: t.field({ type: StoneLineInput, required: false }),
  }),
});

builder.queryField("bag", (t) =>
  t.field({
    type: BagType,
    description: "The request's bag: the signed-in customer's, else the one the bag cookie names; an empty one when there is none.",
    args: {
      ...marketArgs,
    },
    resolve: (_root, args, ctx) => bag(ctx, args),
  }),
);

builder.mutationField("addToBag", (t) =>
  t.field({
    type: BagChangeResult,
    description:
      "Adds a ring from the ring builder, a catalogue piece, a ready-to-go ring or a loose stone. The same piece in the same size adds to its line; a stone already in the bag is left as it is.",
    args: {
      ...marketArgs,
      input: t.arg({ type: AddToBagInputType, required: true }),
    },
    resolve: async (_root, { input, ...market }, ctx) => changeResult(unwrap(await addToBag(ctx, input, market), ["input"])),
  }),
);

builder.mutationField("removeFromBag", (t) =>
  t.field({
    type: BagChangeResult,
    args: {
      ...marketArgs,
      lineId: t.arg.id({ required: true }),
    },
    resolve: async (_root, { lineId, ...market }, ctx) => changeResult(unwrap(await removeFromBag(ctx, String(lineId), market))),
  }),
);

builder.mutationField("setBagLineQuantity", (t) =>
  t.field({
    type: BagChangeResult,
    args: {
      ...marketArgs,
      lineId: t.arg.id({ required: true }),
      quantity: t.arg.int({ required: true }),
    },
    resolve: async (_root, { lineId, quantity, ...market }, ctx) =>
      changeResult(unwrap(await setBagLineQuantity(ctx, String(lineId), quantity, market))),
  }),
);

builder.mutationField("applyPromoCode", (t) =>
  t.field({
    type: BagType,
    description: "Keeps a promo code on the bag; `promo.applied` and `promo.reason` say whether it takes anything off.",
    args: {
      ...marketArgs,
      code: t.arg.string({ required: true }),
    },
    resolve: async (_root, { code, ...market }, ctx) => unwrap(await applyPromoCode(ctx, code, market)),
  }),
);

builder.mutationField("removePromoCode", (t) =>
  t.field({
    type: BagType,
    args: {
      ...marketArgs,
    },
    resolve: async (_root, market, ctx) => unwrap(await removePromoCode(ctx, market)),
  }),
);
