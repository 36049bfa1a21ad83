import { deliveryCountryName } from "../../core/address.ts";
import type { Money } from "../../core/money.ts";
import { LINE_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_PLANS } from "../../core/vocabulary/orders.ts";
import { builder, CurrencyEnum, marketArgs, RegionEnum } from "./builder.ts";
import { ErrorResultInterface, type ErrorResultShape } from "./error-result.ts";
import { unwrap } from "./result.ts";
import { ImageType, MoneyType } from "./site.ts";
import { PhoneNumberType } from "./accounts.ts";
import { phoneOfE164 } from "../services/accounts/index.ts";
import {
  checkout,
  placeOrder,
  placedOrder,
  setPayment,
  setShipping,
  startCheckout,
  type BankAccount,
  type CheckoutLine,
  type CheckoutOrder,
  type CheckoutRefusal,
  type CheckoutView,
  type PriceChange,
  type SavedAddress,
} from "../services/orders/index.ts";
import type { RequestContext } from "../context.ts";

/* Checkout (docs/product.md#checkout): the bag made an order, its steps, placing it; and the Order type. */

export const OrderStatusEnum = builder.enumType("OrderStatus", {
  description: "An order's life (docs/product.md#checkout): AWAITING_PAYMENT until money arrives, then the workshop and the courier.",
  values: ORDER_STATUSES,
});
export const PaymentMethodEnum = builder.enumType("PaymentMethod", { values: PAYMENT_METHODS });
export const PaymentPlanEnum = builder.enumType("PaymentPlan", {
  description: "FULL: the whole total now. DEPOSIT: a quarter first (orders of 1,000 or more), the balance later.",
  values: PAYMENT_PLANS,
});
export const OrderLineKindEnum = builder.enumType("OrderLineKind", { values: LINE_KINDS });

const OrderLineType = builder.objectRef<CheckoutLine>("OrderLine").implement({
  description: "A line of an order: what was bought as it was when the order was made, and its price then.",
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    kind: t.field({ type: OrderLineKindEnum, resolve: (l) => l.kind }),
    quantity: t.exposeInt("quantity"),
    name: t.exposeString("name"),
    description: t.exposeStringList("description"),
    image: t.field({ type: ImageType, nullable: true, resolve: (l) => l.image }),
    href: t.exposeString("href", { nullable: true }),
    stoneIdentifier: t.exposeString("stoneIdentifier", { nullable: true }),
    unitPrice: t.field({ type: MoneyType, resolve: (l) => l.unitPrice }),
    unitListPrice: t.field({ type: MoneyType, nullable: true, resolve: (l) => l.unitListPrice }),
    total: t.field({ type: MoneyType, description: "Unit price × quantity, before discount and tax.", resolve: (l) => l.total }),
    discount: t.field({ type: MoneyType, description: "This line's share of the promo discount.", resolve: (l) => l.discount }),
    tax: t.field({ type: MoneyType, description: "This line's share of the added sales tax.", resolve: (l) => l.tax }),
    deliveryDays: t.exposeInt("deliveryDays"),
  }),
});

interface AddressShape {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  subdivision: string | null;
  postcode: string | null;
  country: string | null;
}

const OrderAddressType = builder.objectRef<AddressShape>("OrderAddress").implement({
  description: "A delivery address.",
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    line1: t.exposeString("line1", { nullable: true }),
    line2: t.exposeString("line2", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    subdivision: t.exposeString("subdivision", { nullable: true, description: "US state or Canadian province code." }),
    postcode: t.exposeString("postcode", { nullable: true }),
    country: t.exposeString("country", { nullable: true, description: "ISO 3166-1 alpha-2." }),
    countryName: t.string({ nullable: true, resolve: (a) => (a.country ? deliveryCountryName(a.country) : null) }),
  }),
});

const BankFieldType = builder.objectRef<BankAccount["fields"][number]>("BankAccountField").implement({
  fields: (t) => ({
    code: t.exposeString("code", {
      description: "SORT_CODE, ACCOUNT_NUMBER, IBAN, BIC, ROUTING_NUMBER, BSB, TRANSIT_NUMBER, INSTITUTION_NUMBER, BRANCH_CODE.",
    }),
    value: t.exposeString("value"),
  }),
});

const BankAccountType = builder.objectRef<BankAccount>("BankAccount").implement({
  description: "The store's account a bank transfer is paid into, in the order's currency.",
  fields: (t) => ({
    accountName: t.exposeString("accountName"),
    bankName: t.exposeString("bankName"),
    fields: t.field({ type: [BankFieldType], resolve: (a) => a.fields }),
  }),
});

export const OrderType = builder.objectRef<CheckoutOrder>("Order").implement({
  description: "An order: its lines, amounts, delivery and payment (docs/product.md#checkout).",
  fields: (t) => ({
    id: t.id({ resolve: (o) => String(o.row.id) }),
    number: t.int({ description: "The order number customers quote.", resolve: (o) => o.row.id }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.row.status }),
    region: t.field({ type: RegionEnum, resolve: (o) => o.row.region }),
    currency: t.field({ type: CurrencyEnum, resolve: (o) => o.row.currency }),
    email: t.string({ resolve: (o) => o.row.email }),
    phone: t.string({ nullable: true, description: "E.164.", resolve: (o) => o.row.phone }),
    phoneNumber: t.field({ type: PhoneNumberType, nullable: true, resolve: (o) => phoneOfE164(o.row.phone) }),
    address: t.field({
      type: OrderAddressType,
      nullable: true,
      resolve: (o) =>
        o.row.shipCountry
          ? {
              name: o.row.shipName,
              line1: o.row.shipLine1,
              line2: o.row.shipLine2,
              city: o.row.shipCity,
              subdivision: o.row.shipSubdivision,
              postcode: o.row.shipPostcode,
              country: o.row.shipCountry,
            }
          : null,
    }),
    express: t.boolean({ resolve: (o) => o.row.express }),
    deliveryDate: t.string({ nullable: true, description: "YYYY-MM-DD (London).", resolve: (o) => o.row.deliveryDate }),
    lines: t.field({ type: [OrderLineType], resolve: (o) => o.lines }),
    subtotal: t.field({ type: MoneyType, resolve: (o) => o.subtotal }),
    promoCode: t.string({ nullable: true, resolve: (o) => o.row.promoCode }),
    discount: t.field({ type: MoneyType, resolve: (o) => o.discount }),
    shipping: t.field({ type: MoneyType, description: "Express delivery's price; standard delivery is free.", resolve: (o) => o.shipping }),
    tax: t.field({ type: MoneyType, description: "Sales tax added (US, Canada); zero where prices include tax.", resolve: (o) => o.tax }),
    taxName: t.string({ nullable: true, resolve: (o) => o.taxName }),
    taxRateBasisPoints: t.int({ resolve: (o) => o.row.taxRateBasisPoints }),
    total: t.field({ type: MoneyType, resolve: (o) => o.total }),
    paymentPlan: t.field({ type: PaymentPlanEnum, resolve: (o) => o.row.paymentPlan }),
    deposit: t.field({ type: MoneyType, nullable: true, resolve: (o) => o.deposit }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, resolve: (o) => o.row.paymentMethod }),
    payNow: t.field({
      type: MoneyType,
      description: "What placing the order asks for: the deposit or the total.",
      resolve: (o) => o.payNow,
    }),
    paid: t.field({ type: MoneyType, resolve: (o) => o.balance.paid }),
    due: t.field({ type: MoneyType, resolve: (o) => o.balance.due }),
    bankReference: t.string({ nullable: true, resolve: (o) => o.row.bankReference }),
    bankAccount: t.field({ type: BankAccountType, nullable: true, resolve: (o) => o.bankAccount }),
    placedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.row.placedAt }),
    reservedUntil: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.row.reservedUntil }),
  }),
});

const ExpressOfferType = builder.objectRef<{ price: Money; date: string }>("ExpressDeliveryOffer").implement({
  fields: (t) => ({
    price: t.field({ type: MoneyType, resolve: (e) => e.price }),
    date: t.exposeString("date", { description: "YYYY-MM-DD (London)." }),
  }),
});

const SavedAddressType = builder.objectRef<SavedAddress>("SavedAddress").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    line1: t.exposeString("line1"),
    line2: t.exposeString("line2", { nullable: true }),
    city: t.exposeString("city"),
    subdivision: t.exposeString("subdivision", { nullable: true }),
    postcode: t.exposeString("postcode"),
    country: t.exposeString("country"),
    phone: t.exposeString("phone", { nullable: true }),
  }),
});

const CheckoutType = builder.objectRef<CheckoutView>("Checkout").implement({
  description: "An unplaced order's checkout: the order and what its steps offer.",
  fields: (t) => ({
    order: t.field({ type: OrderType, resolve: (c) => c.order }),
    express: t.field({
      type: ExpressOfferType,
      nullable: true,
      description: "Offered when every line may go express.",
      resolve: (c) => c.express,
    }),
    depositOffer: t.field({ type: MoneyType, nullable: true, resolve: (c) => c.depositOffer }),
    paymentMethods: t.field({
      type: [PaymentMethodEnum],
      description: "The methods offered in the order's region.",
      resolve: (c) => c.paymentMethods,
    }),
    deliveryCountries: t.stringList({ resolve: (c) => [...c.deliveryCountries] }),
    savedAddresses: t.field({ type: [SavedAddressType], resolve: (c) => c.savedAddresses }),
  }),
});

// Outcomes a page renders.
function outcome<T extends object>(
  name: string,
  description: string,
  fields?: (t: PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<never>, T & ErrorResultShape>) => object,
) {
  return builder.objectRef<T & ErrorResultShape>(name).implement({
    description,
    interfaces: [ErrorResultInterface],
    fields: (fields ?? (() => ({}))) as never,
  });
}

const OrderNotFoundType = outcome<{ orderId: number }>("OrderNotFound", "No order this visitor may see has the number.");
const CheckoutClosedType = outcome<{ orderId: number }>("CheckoutClosed", "The order was placed or cancelled: its checkout is over.");
const PaymentNotAllowedType = outcome<{ orderId: number }>(
  "PaymentNotAllowed",
  "A consultant seeing the store as the customer tried to pay or place the order: only the customer can.",
);

interface TakenShape {
  stones: { identifier: string | null; name: string }[];
}
const TakenStoneType = builder.objectRef<TakenShape["stones"][number]>("TakenStone").implement({
  fields: (t) => ({ identifier: t.exposeString("identifier", { nullable: true }), name: t.exposeString("name") }),
});
const StonesTakenType = builder.objectRef<TakenShape & ErrorResultShape>("StonesTaken").implement({
  description: "Another order took a stone or ready-to-go piece of the bag meanwhile: each is named. Nothing was made.",
  interfaces: [ErrorResultInterface],
  fields: (t) => ({ stones: t.field({ type: [TakenStoneType], resolve: (s) => s.stones }) }),
});
const BagNotReadyType = outcome<object>("BagNotReady", "The bag is empty, or one of its lines cannot be bought now: the bag says which.");
const PromoUnavailableType = builder.objectRef<{ code: string } & ErrorResultShape>("PromoUnavailable").implement({
  description: "The bag's promo code no longer applies (its uses ran out meanwhile, it ended): the bag says why. Nothing was made.",
  interfaces: [ErrorResultInterface],
  fields: (t) => ({ code: t.exposeString("code") }),
});
const CheckoutStartedType = builder.objectRef<{ orderId: number }>("CheckoutStarted").implement({
  fields: (t) => ({ orderId: t.exposeInt("orderId") }),
});

const PriceChangeType = builder.objectRef<PriceChange>("PriceChange").implement({
  fields: (t) => ({
    lineId: t.id({ resolve: (c) => String(c.lineId) }),
    name: t.exposeString("name"),
    was: t.field({ type: MoneyType, resolve: (c) => c.was }),
    now: t.field({ type: MoneyType, resolve: (c) => c.now }),
  }),
});
const PricesChangedType = builder.objectRef<{ lines: PriceChange[] } & ErrorResultShape>("PricesChanged").implement({
  description: "Prices moved since the bag: old beside new. Place the order again with acceptPrices to place it at the new prices.",
  interfaces: [ErrorResultInterface],
  fields: (t) => ({ lines: t.field({ type: [PriceChangeType], resolve: (p) => p.lines }) }),
});
const OrderPlacedType = builder.objectRef<{ orderId: number }>("OrderPlaced").implement({
  fields: (t) => ({ orderId: t.exposeInt("orderId") }),
});

function refusal(r: CheckoutRefusal, orderId: number) {
  if (r.refusal === "NOT_FOUND")
    return { __t: "nf" as const, orderId, errorCode: "NOT_FOUND" as const, message: `Order #${orderId} not found` };
  if (r.refusal === "IMPERSONATING")
    return {
      __t: "imp" as const,
      orderId,
      errorCode: "UNAVAILABLE" as const,
      message: "A consultant seeing the store as the customer cannot pay for them",
    };
  return { __t: "closed" as const, orderId, errorCode: "UNAVAILABLE" as const, message: `Order #${orderId} is placed or cancelled` };
}

const tagOf = (v: unknown): string | undefined => (v as { __t?: string }).__t;

const CheckoutResult = builder.unionType("CheckoutResult", {
  types: [CheckoutType, OrderNotFoundType, CheckoutClosedType, PaymentNotAllowedType],
  resolveType: (v) => {
    const t = tagOf(v);
    return t === "nf" ? OrderNotFoundType : t === "closed" ? CheckoutClosedType : t === "imp" ? PaymentNotAllowedType : CheckoutType;
  },
});
const PlacedOrderResult = builder.unionType("PlacedOrderResult", {
  types: [OrderType, OrderNotFoundType],
  resolveType: (v) => (tagOf(v) === "nf" ? OrderNotFoundType : OrderType),
});
const StartCheckoutResult = builder.unionType("StartCheckoutResult", {
  types: [CheckoutStartedType, StonesTakenType, BagNotReadyType, PromoUnavailableType],
  resolveType: (v) => {
    const t = tagOf(v);
    return t === "taken" ? StonesTakenType : t === "bag" ? BagNotReadyType : t === "promo" ? PromoUnavailableType : CheckoutStartedType;
  },
});
const PlaceOrderResult = builder.unionType("PlaceOrderResult", {
  types: [OrderPlacedType, PricesChangedType, OrderNotFoundType, CheckoutClosedType, PaymentNotAllowedType],
  resolveType: (v) => {
    const t = tagOf(v);
    if (t === "imp") return PaymentNotAllowedType;
    return t === "nf" ? OrderNotFoundType : t === "closed" ? CheckoutClosedType : t === "prices" ? PricesChangedType : OrderPlacedType;
  },
});

async function checkoutAnswer(ctx: RequestContext, orderId: number) {
  const view = await checkout(ctx, orderId);
  if ("refusal" in view) return refusal(view, orderId);
  if (view.order.row.status !== "AWAITING_PAYMENT" || view.order.row.placedAt) return refusal({ refusal: "CLOSED" }, orderId);
  return view;
}

builder.queryField("checkout", (t) =>
  t.field({
    type: CheckoutResult,
    description:
      "An unplaced order's checkout. Only the order's customer (signed in) or the browser that made it may see it; anyone else gets OrderNotFound.",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_root, { orderId }, ctx) => checkoutAnswer(ctx, orderId),
  }),
);

builder.queryField("placedOrder", (t) =>
  t.field({
    type: PlacedOrderResult,
    description: "A placed order, for its thank-you page: its customer (signed in) or the browser that placed it.",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: async (_root, { orderId }, ctx) => {
      const view = await placedOrder(ctx, orderId);
      return "refusal" in view ? refusal(view, orderId) : view;
    },
  }),
);

builder.mutationField("startCheckout", (t) =>
  t.field({
    type: StartCheckoutResult,
    description:
      "Makes the request's bag an order awaiting payment, its stones reserved. A signed-in customer's order is theirs; a visitor gives `email` (a new address becomes a customer, signed in; an address with an account makes the order that customer's, nobody signed in). An earlier unplaced order of the same bag is cancelled.",
    args: {
      ...marketArgs,
      email: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const r = unwrap(await startCheckout(ctx, args));
      switch (r.kind) {
        case "started":
          return { __t: "ok", orderId: r.orderId };
        case "stonesTaken":
          return {
            __t: "taken",
            stones: r.stones,
            errorCode: "UNAVAILABLE" as const,
            message: `Taken meanwhile: ${r.stones.map((s) => s.name).join(", ")}`,
          };
        case "bagNotReady":
          return { __t: "bag", errorCode: "UNAVAILABLE" as const, message: "The bag is empty or a line cannot be bought now" };
        case "promoUnavailable":
          return { __t: "promo", code: r.code, errorCode: "UNAVAILABLE" as const, message: `Promo code ${r.code} no longer applies` };
      }
    },
  }),
);

const AddressInput = builder.inputType("CheckoutAddressInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    line1: t.string({ required: true }),
    line2: t.string({ required: false }),
    city: t.string({ required: true }),
    subdivision: t.string({ required: false, description: "US state or Canadian province code." }),
    postcode: t.string({ required: false }),
    country: t.string({ required: true, description: "ISO 3166-1 alpha-2, one the region delivers to." }),
  }),
});
const PhoneInput = builder.inputType("CheckoutPhoneInput", {
  fields: (t) => ({ countryCode: t.string({ required: true }), nationalNumber: t.string({ required: true }) }),
});
const ShippingInputType = builder.inputType("CheckoutShippingInput", {
  fields: (t) => ({
    savedAddressId: t.string({ required: false, description: "One of the customer's saved addresses, in place of `address`." }),
    address: t.field({ type: AddressInput, required: false }),
    phone: t.field({ type: PhoneInput, required: true }),
    express: t.boolean({ required: true }),
    saveAddress: t.boolean({ required: false }),
  }),
});
const PaymentInputType = builder.inputType("CheckoutPaymentInput", {
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, required: true }),
    plan: t.field({ type: PaymentPlanEnum, required: true }),
    acknowledged: t.boolean({ required: false, description: "Bank transfer: the order is not processed until the transfer is received." }),
  }),
});

builder.mutationField("setCheckoutShipping", (t) =>
  t.field({
    type: CheckoutResult,
    description: "The delivery address, phone and express delivery of an unplaced order; its tax and totals follow.",
    args: { orderId: t.arg.int({ required: true }), input: t.arg({ type: ShippingInputType, required: true }) },
    resolve: async (_root, { orderId, input }, ctx) => {
      const r = unwrap(await setShipping(ctx, orderId, input), ["input"]);
      return "refusal" in r ? refusal(r, orderId) : checkoutAnswer(ctx, orderId);
    },
  }),
);

builder.mutationField("setCheckoutPayment", (t) =>
  t.field({
    type: CheckoutResult,
    description: "How an unplaced order is paid: a method the region offers and the plan (in full, or a deposit).",
    args: { orderId: t.arg.int({ required: true }), input: t.arg({ type: PaymentInputType, required: true }) },
    resolve: async (_root, { orderId, input }, ctx) => {
      const r = unwrap(await setPayment(ctx, orderId, input), ["input"]);
      return "refusal" in r ? refusal(r, orderId) : checkoutAnswer(ctx, orderId);
    },
  }),
);

builder.mutationField("placeOrder", (t) =>
  t.field({
    type: PlaceOrderResult,
    description:
      "Places the order once per `placeKey` (the same key again answers the same placement). Prices moved since the bag answer PricesChanged until sent again with acceptPrices.",
    args: {
      orderId: t.arg.int({ required: true }),
      placeKey: t.arg.string({ required: true }),
      acceptPrices: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, { orderId, placeKey, acceptPrices }, ctx) => {
      const r = unwrap(await placeOrder(ctx, orderId, { placeKey, acceptPrices }));
      if ("refusal" in r) return refusal(r, orderId);
      if (r.kind === "pricesChanged")
        return { __t: "prices", lines: r.lines, errorCode: "CHANGED" as const, message: "Prices changed since the bag" };
      return { __t: "ok", orderId: r.orderId };
    },
  }),
);
