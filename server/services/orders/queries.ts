import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { internationalPhone } from "../accounts/index.ts";
import { money, sum, type Money } from "../../../core/money.ts";
import type { Currency, Locale, Region } from "../../../core/regions.ts";
import type {
  ActorKind,
  LineKind,
  OrderStatus,
  PaymentMethod,
  PaymentPlan,
  StaffAction,
  TransactionKind,
  TransactionStatus,
} from "../../../core/vocabulary/orders.ts";
import { ORDER_STATUSES } from "../../../core/vocabulary/orders.ts";
import { isCustomerId } from "../../../core/urls/staff.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { customers, orderEvents, orderLines, orders, paymentTransactions, staffAuditLog, stones, users } from "../../db/schema/index.ts";
import { balanceOf } from "./balance.ts";

/**
 * Reading orders once they are placed (docs/product.md#orders): a customer's own (My orders, an
 * order's details, the pieces they own) and any order for the staff area. Amounts are `Money` in the
 * order's currency; what was paid and what is due come from `balanceOf`.
 */

/** An order line's picture as the order keeps it: the template of its renditions' URLs and its alt text. */
export interface OrderImage {
  urlTemplate: string;
  alt: string;
}

export interface OrderLineView {
  id: number;
  position: number;
  kind: LineKind;
  quantity: number;
  name: string;
  description: string[];
  image: OrderImage | null;
  unitPrice: Money;
  /** The unit's price before a sale, when it was on sale. */
  unitListPrice: Money | null;
  /** quantity × unit price. */
  total: Money;
  stoneId: number | null;
  stoneIdentifier: string | null;
  ringSize: string | null;
}

export interface OrderTransactionView {
  id: string;
  method: PaymentMethod;
  kind: TransactionKind;
  status: TransactionStatus;
  amount: Money;
  reference: string | null;
  note: string | null;
  createdAt: Date;
}

export interface OrderAddressView {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  subdivision: string | null;
  postcode: string | null;
  country: string | null;
}

export interface OrderView {
  id: number;
  userId: string;
  status: OrderStatus;
  region: Region;
  currency: Currency;
  locale: Locale;
  email: string;
  /** E.164. */
  phone: string | null;
  /** The phone written for reading (+44 7400 900123). */
  phoneInternational: string | null;
  createdAt: Date;
  placedAt: Date | null;
  lines: OrderLineView[];
  subtotal: Money;
  discount: Money;
  shipping: Money;
  tax: Money;
  total: Money;
  /** The promo discount plus what the sale took off the lines' list prices. */
  saved: Money;
  promo: { code: string; applied: boolean } | null;
  paymentPlan: PaymentPlan;
  deposit: Money | null;
  paymentMethod: PaymentMethod | null;
  bankReference: string | null;
  paid: Money;
  /** What is still owed (never below zero here). */
  due: Money;
  address: OrderAddressView | null;
  express: boolean;
  deliveryDate: string | null;
  dispatchedAt: Date | null;
  shippingCompany: string | null;
  trackingNumber: string | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  reservedUntil: Date | null;
  version: number;
  transactions: OrderTransactionView[];
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

function imageOf(details: Record<string, unknown>): OrderImage | null {
  const image = details["image"];
  if (!image || typeof image !== "object") return null;
  const { urlTemplate, alt } = image as Record<string, unknown>;
  return typeof urlTemplate === "string" ? { urlTemplate, alt: typeof alt === "string" ? alt : "" } : null;
}

function lineView(row: LineRow, currency: Currency): OrderLineView {
  const details = row.details ?? {};
  const description = Array.isArray(details["description"]) ? details["description"].filter((d): d is string => typeof d === "string") : [];
  const unitPrice = money(row.unitPriceMinor, currency);
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    quantity: row.quantity,
    name: text(details["name"]) ?? row.catalogueCode ?? row.stoneIdentifier ?? `#${row.position}`,
    description,
    image: imageOf(details),
    unitPrice,
    unitListPrice: row.unitListPriceMinor !== null ? money(row.unitListPriceMinor, currency) : null,
    total: money(row.unitPriceMinor * row.quantity, currency),
    stoneId: row.stoneId,
    stoneIdentifier: row.stoneIdentifier,
    ringSize: row.ringSize,
  };
}

async function viewOf(db: Db, order: OrderRow): Promise<OrderView> {
  const [lines, transactions] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.id)).orderBy(asc(paymentTransactions.createdAt)),
  ]);
  const c = order.currency;
  const views = lines.map((l) => lineView(l, c));
  const saleSavings = sum(
    lines.map((l) =>
      money(
        l.unitListPriceMinor !== null && l.unitListPriceMinor > l.unitPriceMinor
          ? (l.unitListPriceMinor - l.unitPriceMinor) * l.quantity
          : 0,
        c,
      ),
    ),
    c,
  );
  const balance = balanceOf(order, transactions);
  const hasAddress = order.shipLine1 !== null || order.shipName !== null;
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    region: order.region,
    currency: c,
    locale: order.locale,
    email: order.email,
    phone: order.phone,
    phoneInternational: order.phone ? internationalPhone(order.phone) : null,
    createdAt: order.createdAt,
    placedAt: order.placedAt,
    lines: views,
    subtotal: money(order.subtotalMinor, c),
    discount: money(order.discountMinor, c),
    shipping: money(order.shippingMinor, c),
    tax: money(order.taxMinor, c),
    total: balance.total,
    saved: sum([money(order.discountMinor, c), saleSavings], c),
    promo: order.promoCode ? { code: order.promoCode, applied: order.discountMinor > 0 } : null,
    paymentPlan: order.paymentPlan,
    deposit: order.depositMinor !== null ? money(order.depositMinor, c) : null,
    paymentMethod: order.paymentMethod,
    bankReference: order.bankReference,
    paid: balance.paid,
    due: balance.due.minor > 0 ? balance.due : money(0, c),
    address: hasAddress
      ? {
          name: order.shipName,
          line1: order.shipLine1,
          line2: order.shipLine2,
          city: order.shipCity,
          subdivision: order.shipSubdivision,
          postcode: order.shipPostcode,
          country: order.shipCountry,
        }
      : null,
    express: order.express,
    deliveryDate: order.deliveryDate,
    dispatchedAt: order.dispatchedAt,
    shippingCompany: order.shippingCompany,
    trackingNumber: order.trackingNumber,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    reservedUntil: order.reservedUntil,
    version: order.version,
    transactions: transactions.map((t) => ({
      id: t.id,
      method: t.method,
      kind: t.kind,
      status: t.status,
      amount: money(t.amountMinor, t.currency),
      reference: t.providerReference,
      note: t.note,
      createdAt: t.createdAt,
    })),
  };
}

/** One order as a list shows it: number, date, status, total and its first line's picture and name. */
export interface OrderSummary {
  id: number;
  status: OrderStatus;
  placedAt: Date | null;
  createdAt: Date;
  total: Money;
  lineCount: number;
  firstLine: { name: string; image: OrderImage | null } | null;
  customer: { userId: string; email: string; firstName: string | null; lastName: string | null };
}

async function summaries(db: Db, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, people] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
  return rows.map((r) => {
    const own = lines.filter((l) => l.orderId === r.id);
    const first = own[0] ? lineView(own[0], r.currency) : null;
    const person = people.find((p) => p.id === r.userId);
    return {
      id: r.id,
      status: r.status,
      placedAt: r.placedAt,
      createdAt: r.createdAt,
      total: money(r.totalMinor, r.currency),
      lineCount: own.length,
      firstLine: first ? { name: first.name, image: first.image } : null,
      customer: {
        userId: r.userId,
        email: person?.email ?? r.email,
        firstName: person?.firstName ?? null,
        lastName: person?.lastName ?? null,
      },
    };
  });
}

/** The signed-in customer's placed orders, newest first (an order not placed yet is checkout's, not theirs to see here). */
export async function myOrders(ctx: RequestContext): Promise<OrderSummary[]> {
  if (!ctx.user) return [];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), isNotNull(orders.placedAt)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(200);
  return summaries(ctx.db, rows);
}

/**
 * One of the signed-in customer's placed orders; null for an order that does not exist, is not
 * placed, or is another customer's (the page says "Order #n not found" alike).
 */
export async function myOrder(ctx: RequestContext, orderId: number): Promise<OrderView | null> {
  if (!ctx.user || !Number.isSafeInteger(orderId)) return null;
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ctx.user.id), isNotNull(orders.placedAt)))
    .limit(1);
  return row ? viewOf(ctx.db, row) : null;
}

/** Statuses whose pieces the customer owns: on their way, or delivered. */
export const OWNED_STATUSES: readonly OrderStatus[] = ["DISPATCHED", "DELIVERED"];

/** A piece the customer owns: an order line of a dispatched or delivered order, with the order's dates. */
export interface OwnedPiece {
  line: OrderLineView;
  orderId: number;
  status: OrderStatus;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  /** The listed stone's grading report, when the line has one. */
  certificate: { lab: string; number: string; url: string | null } | null;
}

/** The pieces the signed-in customer owns, newest first; `lineId` narrows to one (null when it is not theirs). */
export async function ownedPieces(ctx: RequestContext, lineId?: number): Promise<OwnedPiece[]> {
  if (!ctx.user) return [];
  const rows = await ctx.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, ctx.user.id),
        inArray(orders.status, [...OWNED_STATUSES]),
        lineId !== undefined ? eq(orderLines.id, lineId) : undefined,
      ),
    )
    .orderBy(desc(orders.dispatchedAt), asc(orderLines.position))
    .limit(200);
  const stoneIds = [...new Set(rows.map((r) => r.line.stoneId).filter((id): id is number => id !== null))];
  const reports = stoneIds.length
    ? await ctx.db
        .select({ id: stones.id, gia: stones.certGia, igi: stones.certIgi, gcal: stones.certGcal, url: stones.reportUrl })
        .from(stones)
        .where(inArray(stones.id, stoneIds))
    : [];
  return rows.map(({ line, order }) => ({
    line: lineView(line, order.currency),
    orderId: order.id,
    status: order.status,
    dispatchedAt: order.dispatchedAt,
    deliveredAt: order.deliveredAt,
    certificate: stoneReport(reports.find((r) => r.id === line.stoneId)) ?? certificateOf(line.details ?? {}),
  }));
}

/** A listed stone's grading report: the first lab that graded it (GIA, IGI, GCAL), its number and the report document. */
function stoneReport(
  stone: { gia: string | null; igi: string | null; gcal: string | null; url: string | null } | undefined,
): OwnedPiece["certificate"] {
  if (!stone) return null;
  const [lab, number] = stone.gia ? ["GIA", stone.gia] : stone.igi ? ["IGI", stone.igi] : stone.gcal ? ["GCAL", stone.gcal] : [null, null];
  return lab && number ? { lab, number, url: stone.url } : null;
}

function certificateOf(details: Record<string, unknown>): OwnedPiece["certificate"] {
  const cert = details["certificate"];
  if (cert && typeof cert === "object") {
    const { lab, number, url } = cert as Record<string, unknown>;
    if (typeof lab === "string" && typeof number === "string") return { lab, number, url: typeof url === "string" ? url : null };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The staff area

export interface StaffOrderList {
  /** How many placed orders each status has. */
  counts: Record<OrderStatus, number>;
  status: OrderStatus | null;
  orders: OrderSummary[];
}

/** Placed orders of one status (or all), newest first, with every status's count. */
export async function staffOrders(ctx: RequestContext, status: OrderStatus | null, limit = 100): Promise<StaffOrderList> {
  const [counted, rows] = await Promise.all([
    ctx.db.select({ status: orders.status, n: count() }).from(orders).where(isNotNull(orders.placedAt)).groupBy(orders.status),
    ctx.db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.placedAt), status ? eq(orders.status, status) : undefined))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(limit),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const c of counted) counts[c.status] = Number(c.n);
  return { counts, status, orders: await summaries(ctx.db, rows) };
}

export interface OrderEventView {
  id: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actorKind: ActorKind;
  actor: string | null;
  impersonator: string | null;
  note: string | null;
  at: Date;
}

export interface AuditEntryView {
  id: number;
  action: StaffAction;
  actor: string;
  details: Record<string, unknown>;
  at: Date;
}

export interface StaffOrderView extends OrderView {
  customer: { userId: string; customerId: string | null; email: string; firstName: string | null; lastName: string | null };
  events: OrderEventView[];
  audit: AuditEntryView[];
}

function nameOf(u: { email: string; firstName: string | null; lastName: string | null } | undefined): string | null {
  if (!u) return null;
  return [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
}

/** Any order with its history, transactions and the staff's recorded actions; null when there is none. */
export async function staffOrder(ctx: RequestContext, orderId: number): Promise<StaffOrderView | null> {
  if (!Number.isSafeInteger(orderId)) return null;
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const [view, events, audit, [customer]] = await Promise.all([
    viewOf(ctx.db, row),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    ctx.db.select().from(staffAuditLog).where(eq(staffAuditLog.orderId, orderId)).orderBy(asc(staffAuditLog.id)),
    ctx.db
      .select({ userId: users.id, customerId: customers.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .leftJoin(customers, eq(customers.userId, users.id))
      .where(eq(users.id, row.userId))
      .limit(1),
  ]);
  const ids = [
    ...new Set(
      [...events.flatMap((e) => [e.actorUserId, e.impersonatorUserId]), ...audit.map((a) => a.actorUserId)].filter((x): x is string => !!x),
    ),
  ];
  const people = ids.length
    ? await ctx.db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const who = (id: string | null) => (id ? nameOf(people.find((p) => p.id === id)) : null);
  return {
    ...view,
    customer: customer ?? { userId: row.userId, customerId: null, email: row.email, firstName: null, lastName: null },
    events: events.map((e) => ({
      id: e.id,
      from: e.fromStatus,
      to: e.toStatus,
      actorKind: e.actorKind,
      actor: who(e.actorUserId),
      impersonator: who(e.impersonatorUserId),
      note: e.note,
      at: e.createdAt,
    })),
    audit: audit.map((a) => ({ id: a.id, action: a.action, actor: who(a.actorUserId) ?? "", details: a.details, at: a.createdAt })),
  };
}

export interface StaffCustomerView {
  customerId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Written for reading (+44 7400 900123). */
  phone: string | null;
  region: Region;
  currency: Currency;
  createdAt: Date;
  emailVerified: boolean;
  orders: OrderSummary[];
}

/** A customer by their customer record's id, with every order they made (placed or not); null when there is none. */
export async function staffCustomer(ctx: RequestContext, customerId: string): Promise<StaffCustomerView | null> {
  if (!isCustomerId(customerId)) return null;
  const [row] = await ctx.db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row || row.user.isConsultant) return null;
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, row.user.id)).orderBy(desc(orders.createdAt)).limit(200);
  return {
    customerId: row.customer.id,
    userId: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    phone: row.customer.phoneE164 ? internationalPhone(row.customer.phoneE164) : null,
    region: row.customer.region,
    currency: row.customer.currency,
    createdAt: row.user.createdAt,
    emailVerified: row.user.emailVerifiedAt !== null,
    orders: await summaries(ctx.db, rows),
  };
}
