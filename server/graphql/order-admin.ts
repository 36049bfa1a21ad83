import {
  ACTOR_KINDS,
  ORDER_STATUSES,
  STAFF_ACTIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type OrderStatus,
} from "../../core/vocabulary/orders.ts";
import type { RequestContext, SessionUser } from "../context.ts";
import {
  allocatePayment,
  cancelOrder,
  dispatchOrder,
  myOrder,
  myOrders,
  ownedPieces,
  requireConsultant,
  staffCustomer,
  staffOrder,
  staffOrders,
  type OrderImage,
  type OrderLineView,
  type OrderSummary,
  type OrderTransactionView,
  type AuditEntryView,
  type OrderEventView,
  type OrderView,
  type OwnedPiece,
  type StaffCustomerView,
  type StaffOrderList,
  type StaffOrderView,
  type StaffOutcome,
} from "../services/orders/index.ts";
import { fail, unauthorized, type Result } from "../services/result.ts";
import { builder, CurrencyEnum, RegionEnum } from "./builder.ts";
import { UserType } from "./accounts.ts";
import { ErrorResultInterface, type ErrorResultShape } from "./error-result.ts";
import { OrderLineKindEnum, OrderStatusEnum, PaymentMethodEnum, PaymentPlanEnum } from "./orders.ts";
import { unwrap } from "./result.ts";
import { MoneyType } from "./site.ts";

/**
 * Orders after placing, at the API (docs/product.md#orders, #staff-area): who is acting as the
 * signed-in customer, so every page can say so; the customer's placed orders; a consultant's actions
 * on an order. The customer's order pages read them in process (app/routes/orders/documents.ts).
 */

type Impersonator = NonNullable<SessionUser["impersonator"]>;

const ImpersonationType = builder.objectRef<Impersonator>("Impersonation").implement({
  description: "A consultant seeing the store as this customer: they may browse as the customer but not pay or change the account",
  fields: (t) => ({
    consultantName: t.string({ resolve: (i) => i.firstName?.trim() || i.email }),
    orderId: t.int({
      nullable: true,
      description: "The order the consultant started from (the staff page the way out goes back to)",
      resolve: (i) => i.orderId,
    }),
  }),
});

builder.objectField(UserType, "impersonatedBy", (t) =>
  t.field({
    type: ImpersonationType,
    nullable: true,
    description: "The consultant acting as this user in this session, when one is (only ever answered for the signed-in user)",
    resolve: (u, _a, ctx) => (ctx.user && ctx.user.id === u.id ? (ctx.user.impersonator ?? null) : null),
  }),
);

// ---------------------------------------------------------------------------------------------------
// A customer's placed orders (My orders), and what consultants do to orders. The pages read them
// through their loaders; these are the same rules for the browser and other clients.

const TransactionKindEnum = builder.enumType("TransactionKind", { values: TRANSACTION_KINDS });
const TransactionStatusEnum = builder.enumType("TransactionStatus", {
  description: "PENDING (started, or a transfer asked for), SUCCEEDED (counts against the balance), FAILED, CANCELLED",
  values: TRANSACTION_STATUSES,
});

const OrderPictureType = builder.objectRef<OrderImage>("OrderPicture").implement({
  description: "An order line's picture as the order keeps it: the template of its renditions' URLs ({size}, {format})",
  fields: (t) => ({ urlTemplate: t.exposeString("urlTemplate"), alt: t.exposeString("alt") }),
});

const PlacedOrderLineType = builder.objectRef<OrderLineView>("PlacedOrderLine").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: OrderLineKindEnum, resolve: (l) => l.kind }),
    quantity: t.exposeInt("quantity"),
    name: t.exposeString("name"),
    description: t.exposeStringList("description"),
    image: t.field({ type: OrderPictureType, nullable: true, resolve: (l) => l.image }),
    unitPrice: t.field({ type: MoneyType, resolve: (l) => l.unitPrice }),
    unitListPrice: t.field({ type: MoneyType, nullable: true, resolve: (l) => l.unitListPrice }),
    total: t.field({ type: MoneyType, resolve: (l) => l.total }),
  }),
});

const OrderTransactionType = builder.objectRef<OrderTransactionView>("OrderTransaction").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    method: t.field({ type: PaymentMethodEnum, resolve: (x) => x.method }),
    kind: t.field({ type: TransactionKindEnum, resolve: (x) => x.kind }),
    status: t.field({ type: TransactionStatusEnum, resolve: (x) => x.status }),
    amount: t.field({ type: MoneyType, resolve: (x) => x.amount }),
    createdAt: t.field({ type: "DateTime", resolve: (x) => x.createdAt }),
  }),
});

const PlacedOrderAddressType = builder.objectRef<NonNullable<OrderView["address"]>>("PlacedOrderAddress").implement({
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    line1: t.exposeString("line1", { nullable: true }),
    line2: t.exposeString("line2", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    subdivision: t.exposeString("subdivision", { nullable: true }),
    postcode: t.exposeString("postcode", { nullable: true }),
    country: t.exposeString("country", { nullable: true, description: "ISO 3166-1 alpha-2" }),
  }),
});

const CustomerOrderType = builder.objectRef<OrderView>("CustomerOrder").implement({
  description: "A placed order as its customer sees it (docs/product.md#orders)",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    placedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.placedAt }),
    lines: t.field({ type: [PlacedOrderLineType], resolve: (o) => o.lines }),
    subtotal: t.field({ type: MoneyType, resolve: (o) => o.subtotal }),
    discount: t.field({ type: MoneyType, resolve: (o) => o.discount }),
    shipping: t.field({ type: MoneyType, resolve: (o) => o.shipping }),
    tax: t.field({ type: MoneyType, resolve: (o) => o.tax }),
    total: t.field({ type: MoneyType, resolve: (o) => o.total }),
    saved: t.field({ type: MoneyType, description: "The promo discount plus sale savings", resolve: (o) => o.saved }),
    promoCode: t.string({ nullable: true, resolve: (o) => o.promo?.code ?? null }),
    promoApplied: t.boolean({ resolve: (o) => o.promo?.applied ?? false }),
    paymentPlan: t.field({ type: PaymentPlanEnum, resolve: (o) => o.paymentPlan }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, resolve: (o) => o.paymentMethod }),
    deposit: t.field({ type: MoneyType, nullable: true, resolve: (o) => o.deposit }),
    paid: t.field({ type: MoneyType, description: "Amount paid (balanceOf)", resolve: (o) => o.paid }),
    due: t.field({ type: MoneyType, description: "Balance due (balanceOf)", resolve: (o) => o.due }),
    bankReference: t.exposeString("bankReference", { nullable: true }),
    address: t.field({ type: PlacedOrderAddressType, nullable: true, resolve: (o) => o.address }),
    phone: t.exposeString("phone", { nullable: true }),
    phoneInternational: t.exposeString("phoneInternational", {
      nullable: true,
      description: "The phone written for reading (+44 7400 900123)",
    }),
    deliveryDate: t.exposeString("deliveryDate", { nullable: true }),
    dispatchedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.dispatchedAt }),
    shippingCompany: t.exposeString("shippingCompany", { nullable: true }),
    trackingNumber: t.exposeString("trackingNumber", { nullable: true }),
    deliveredAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.deliveredAt }),
    transactions: t.field({ type: [OrderTransactionType], resolve: (o) => o.transactions }),
  }),
});

const CustomerOrderSummaryType = builder.objectRef<OrderSummary>("CustomerOrderSummary").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    placedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.placedAt }),
    total: t.field({ type: MoneyType, resolve: (o) => o.total }),
    lineCount: t.exposeInt("lineCount"),
    firstLineName: t.string({ nullable: true, resolve: (o) => o.firstLine?.name ?? null }),
    firstLineImage: t.field({ type: OrderPictureType, nullable: true, resolve: (o) => o.firstLine?.image ?? null }),
  }),
});

const CustomerOrderNotFoundType = builder.objectRef<ErrorResultShape & { orderId: number }>("CustomerOrderNotFound").implement({
  description: 'No order of the signed-in customer has this number (none at all, not placed, or another customer\'s): "Order #n not found"',
  interfaces: [ErrorResultInterface],
  fields: (t) => ({ orderId: t.exposeInt("orderId") }),
});

const CustomerOrderResult = builder.unionType("CustomerOrderResult", {
  types: [CustomerOrderType, CustomerOrderNotFoundType],
  resolveType: (value) => ("errorCode" in value ? CustomerOrderNotFoundType : CustomerOrderType),
});

function signedIn(ctx: RequestContext): void {
  if (!ctx.user) unwrap(fail(unauthorized("Please sign in.")));
}

builder.queryField("myOrders", (t) =>
  t.field({
    type: [CustomerOrderSummaryType],
    description: "The signed-in customer's placed orders, newest first",
    resolve: async (_root, _args, ctx) => {
      signedIn(ctx);
      return myOrders(ctx);
    },
  }),
);

builder.queryField("myOrder", (t) =>
  t.field({
    type: CustomerOrderResult,
    description: "One of the signed-in customer's placed orders; any other number is CustomerOrderNotFound",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: async (_root, { orderId }, ctx) => {
      signedIn(ctx);
      return (await myOrder(ctx, orderId)) ?? { errorCode: "NOT_FOUND" as const, message: `Order #${orderId} not found`, orderId };
    },
  }),
);

const OwnedPieceCertificateType = builder.objectRef<NonNullable<OwnedPiece["certificate"]>>("OwnedPieceCertificate").implement({
  description: "The listed stone's grading report",
  fields: (t) => ({ lab: t.exposeString("lab"), number: t.exposeString("number"), url: t.exposeString("url", { nullable: true }) }),
});

const OwnedPieceType = builder.objectRef<OwnedPiece>("OwnedPiece").implement({
  description: "A piece the signed-in customer owns: a line of an order that has been dispatched or delivered",
  fields: (t) => ({
    line: t.field({ type: PlacedOrderLineType, resolve: (p) => p.line }),
    orderId: t.exposeInt("orderId"),
    status: t.field({ type: OrderStatusEnum, resolve: (p) => p.status }),
    dispatchedAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.dispatchedAt }),
    deliveredAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.deliveredAt }),
    certificate: t.field({ type: OwnedPieceCertificateType, nullable: true, resolve: (p) => p.certificate }),
  }),
});

builder.queryField("myOwnedPieces", (t) =>
  t.field({
    type: [OwnedPieceType],
    description: "The pieces the signed-in customer owns, newest first; lineId narrows to that line (none when it is not theirs)",
    args: { lineId: t.arg.int({ required: false }) },
    resolve: async (_root, { lineId }, ctx) => {
      signedIn(ctx);
      return ownedPieces(ctx, lineId ?? undefined);
    },
  }),
);

// Staff operations: a consultant in a full session (docs/product.md#staff-area).

const StaffOrderOutcomeType = builder.objectRef<Extract<StaffOutcome, { refused: null }>>("StaffOrderOutcome").implement({
  description: "The order after a consultant's action: its status, what was paid and what is due",
  fields: (t) => ({
    orderId: t.exposeInt("orderId"),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paid: t.field({ type: MoneyType, resolve: (o) => o.paid }),
    due: t.field({ type: MoneyType, resolve: (o) => o.due }),
  }),
});

const StaffOrderRefusedType = builder
  .objectRef<ErrorResultShape & { orderId: number; status: OrderStatus | null }>("StaffOrderRefused")
  .implement({
    description: "The order does not exist (NOT_FOUND), or its status does not allow the action (UNAVAILABLE, with the status)",
    interfaces: [ErrorResultInterface],
    fields: (t) => ({
      orderId: t.exposeInt("orderId"),
      status: t.field({ type: OrderStatusEnum, nullable: true, resolve: (o) => o.status }),
    }),
  });

const StaffOrderResult = builder.unionType("StaffOrderResult", {
  types: [StaffOrderOutcomeType, StaffOrderRefusedType],
  resolveType: (value) => ("errorCode" in value ? StaffOrderRefusedType : StaffOrderOutcomeType),
});

function staffAnswer(result: Result<StaffOutcome>) {
  const outcome = unwrap(result);
  if (outcome.refused === null) return outcome;
  return {
    errorCode: outcome.refused === "NOT_FOUND" ? ("NOT_FOUND" as const) : ("UNAVAILABLE" as const),
    message: outcome.refused === "NOT_FOUND" ? `Order #${outcome.orderId} not found` : `Not possible while the order is ${outcome.status}`,
    orderId: outcome.orderId,
    status: outcome.status,
  };
}

const StaffOrderCustomerType = builder.objectRef<OrderSummary["customer"]>("StaffOrderCustomer").implement({
  description: "Who placed an order, as the staff lists show them",
  fields: (t) => ({
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
  }),
});

const StaffOrderSummaryType = builder.objectRef<OrderSummary>("StaffOrderSummary").implement({
  description: "A placed order as the staff's order list shows it: number, customer, date, status, total and its first line",
  fields: (t) => ({
    id: t.exposeInt("id"),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    placedAt: t.field({ type: "DateTime", nullable: true, resolve: (o) => o.placedAt }),
    total: t.field({ type: MoneyType, resolve: (o) => o.total }),
    lineCount: t.exposeInt("lineCount"),
    firstLineName: t.string({ nullable: true, resolve: (o) => o.firstLine?.name ?? null }),
    firstLineImage: t.field({ type: OrderPictureType, nullable: true, resolve: (o) => o.firstLine?.image ?? null }),
    customer: t.field({ type: StaffOrderCustomerType, resolve: (o) => o.customer }),
  }),
});

const StaffOrderCountType = builder.objectRef<{ status: OrderStatus; count: number }>("StaffOrderCount").implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt("count"),
  }),
});

const StaffOrderListType = builder.objectRef<StaffOrderList>("StaffOrderList").implement({
  description: "Placed orders of one status (or all), newest first, with how many placed orders each status has",
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, nullable: true, resolve: (l) => l.status }),
    counts: t.field({
      type: [StaffOrderCountType],
      description: "Every status, in the order's life order, with its count",
      resolve: (l) => ORDER_STATUSES.map((status) => ({ status, count: l.counts[status] })),
    }),
    orders: t.field({ type: [StaffOrderSummaryType], resolve: (l) => l.orders }),
  }),
});

builder.queryField("staffOrders", (t) =>
  t.field({
    type: StaffOrderListType,
    description: "A consultant's list of placed orders of a status (every status when none is given)",
    args: { status: t.arg({ type: OrderStatusEnum, required: false }) },
    resolve: async (_root, { status }, ctx) => {
      unwrap(requireConsultant(ctx));
      return staffOrders(ctx, status ?? null);
    },
  }),
);

const StaffCustomerType = builder.objectRef<StaffCustomerView>("StaffCustomer").implement({
  description: "A customer as the staff see them: their details and every order they made (placed or not), newest first",
  fields: (t) => ({
    customerId: t.exposeString("customerId"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true, description: "Written for reading (+44 7400 900123)" }),
    region: t.field({ type: RegionEnum, resolve: (c) => c.region }),
    currency: t.field({ type: CurrencyEnum, resolve: (c) => c.currency }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    emailVerified: t.exposeBoolean("emailVerified"),
    orders: t.field({ type: [StaffOrderSummaryType], resolve: (c) => c.orders }),
  }),
});

builder.queryField("staffCustomer", (t) =>
  t.field({
    type: StaffCustomerType,
    nullable: true,
    description: "A consultant's view of a customer by their customer record's id; null when there is no such customer",
    args: { customerId: t.arg.string({ required: true }) },
    resolve: async (_root, { customerId }, ctx) => {
      unwrap(requireConsultant(ctx));
      return staffCustomer(ctx, customerId);
    },
  }),
);

const ActorKindEnum = builder.enumType("OrderActorKind", { values: ACTOR_KINDS });
const StaffActionEnum = builder.enumType("StaffAction", { values: STAFF_ACTIONS });

const OrderEventType = builder.objectRef<OrderEventView>("OrderEvent").implement({
  description: "A step of an order's history: the status it moved from and to, who moved it and when",
  fields: (t) => ({
    id: t.exposeInt("id"),
    from: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.from }),
    to: t.field({ type: OrderStatusEnum, resolve: (e) => e.to }),
    actorKind: t.field({ type: ActorKindEnum, resolve: (e) => e.actorKind }),
    actor: t.exposeString("actor", { nullable: true }),
    impersonator: t.exposeString("impersonator", { nullable: true, description: "The consultant acting as the customer, when one was" }),
    note: t.exposeString("note", { nullable: true }),
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
  }),
});

const StaffAuditDetailType = builder.objectRef<{ key: string; value: string }>("StaffAuditDetail").implement({
  fields: (t) => ({ key: t.exposeString("key"), value: t.exposeString("value") }),
});

const StaffAuditEntryType = builder.objectRef<AuditEntryView>("StaffAuditEntry").implement({
  description: "A consultant's recorded action on an order",
  fields: (t) => ({
    id: t.exposeInt("id"),
    action: t.field({ type: StaffActionEnum, resolve: (a) => a.action }),
    actor: t.exposeString("actor"),
    details: t.field({
      type: [StaffAuditDetailType],
      description: "What the action recorded that is text (amount, bank reference, courier, reason...)",
      resolve: (a) => Object.entries(a.details).flatMap(([key, value]) => (typeof value === "string" ? [{ key, value }] : [])),
    }),
    at: t.field({ type: "DateTime", resolve: (a) => a.at }),
  }),
});

const StaffOrderCustomerRefType = builder.objectRef<StaffOrderView["customer"]>("StaffOrderOwner").implement({
  description: "Who an order belongs to, with their customer record's id when they have one",
  fields: (t) => ({
    customerId: t.exposeString("customerId", { nullable: true }),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
  }),
});

const StaffOrderDetailType = builder.objectRef<StaffOrderView>("StaffOrderDetail").implement({
  description: "Any order as the staff see it: the order, its customer, region and currency, its history and the staff's actions",
  fields: (t) => ({
    order: t.field({ type: CustomerOrderType, resolve: (o) => o }),
    region: t.field({ type: RegionEnum, resolve: (o) => o.region }),
    currency: t.field({ type: CurrencyEnum, resolve: (o) => o.currency }),
    customer: t.field({ type: StaffOrderCustomerRefType, resolve: (o) => o.customer }),
    events: t.field({ type: [OrderEventType], resolve: (o) => o.events }),
    audit: t.field({ type: [StaffAuditEntryType], resolve: (o) => o.audit }),
  }),
});

builder.queryField("staffOrder", (t) =>
  t.field({
    type: StaffOrderDetailType,
    nullable: true,
    description: "A consultant's view of any order (placed or not); null when there is no such order",
    args: { orderId: t.arg.int({ required: true }) },
    resolve: async (_root, { orderId }, ctx) => {
      unwrap(requireConsultant(ctx));
      return staffOrder(ctx, orderId);
    },
  }),
);

const AllocationInput = builder.inputType("OrderAllocationInput", {
  fields: (t) => ({
    orderId: t.int({ required: true }),
    amount: t.string({ required: true, description: 'Decimal text of the order\'s currency ("1250.00"), at most the balance due' }),
    bankReference: t.string({ required: true }),
    receivedOn: t.string({ required: true, description: "YYYY-MM-DD, not in the future" }),
    idempotencyKey: t.string({ required: true, description: "One per form: the same key again records nothing more" }),
  }),
});

builder.mutationField("allocateOrderPayment", (t) =>
  t.field({
    type: StaffOrderResult,
    description: "A consultant records a bank transfer received for an unpaid or part-paid order",
    args: { input: t.arg({ type: AllocationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => staffAnswer(await allocatePayment(ctx, input)),
  }),
);

builder.mutationField("dispatchOrder", (t) =>
  t.field({
    type: StaffOrderResult,
    description: "A consultant marks an order dispatched with its courier and tracking number (the customer is mailed them)",
    args: {
      orderId: t.arg.int({ required: true }),
      shippingCompany: t.arg.string({ required: true }),
      trackingNumber: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => staffAnswer(await dispatchOrder(ctx, args)),
  }),
);

builder.mutationField("cancelOrder", (t) =>
  t.field({
    type: StaffOrderResult,
    description: "A consultant cancels an unpaid order: its stones return to sale",
    args: { orderId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => staffAnswer(await cancelOrder(ctx, args)),
  }),
);
