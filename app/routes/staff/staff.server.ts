import { randomUUID } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { ACCOUNT_PATHS, withRedirect } from "../../../core/urls/accounts.ts";
import { parseOrderId } from "../../../core/urls/my-orders.ts";
import { parseStatusParam, staffOrderPath, STATUS_PARAM } from "../../../core/urls/staff.ts";
import { ORDER_STATUSES, type OrderStatus } from "../../../core/vocabulary/orders.ts";
import type { RequestContext } from "../../../server/context.ts";
import type { DomainError, Result } from "../../../server/services/result.ts";
import {
  allocatePayment,
  cancelOrder,
  dispatchOrder,
  requireConsultant,
  setOrderStatus,
  suggestedAllocation,
  type OrderSummary,
  type StaffCustomerView,
  type AuditEntryView,
  type StaffOrderView as ServiceStaffOrderView,
  type StaffOutcome,
} from "../../../server/services/orders/index.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { load, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { moneyOf } from "../../lib/money.ts";
import { requestContext } from "../../lib/query.server.ts";
import type { MessageId } from "../../i18n/index.ts";
import { orderViewOf, type OrderView } from "../orders/orders.server.ts";
import { STAFF_CUSTOMER_QUERY, STAFF_ORDER_QUERY, STAFF_ORDERS_QUERY } from "./documents.ts";

/**
 * Loaders and actions of the staff area (docs/product.md#staff-area): consultants only. A visitor
 * who is not signed in is sent to sign in and brought back; a signed-in customer is told the page
 * does not exist (404), so the area does not announce itself. Every page is noindex and never cached.
 * Each loader checks for itself (a layout's loader does not guard its children's data requests).
 *
 * The forms are HTML forms (method post) answered by the order page's action, so they work before
 * and without the page's scripts; with scripts React Router sends the same post and draws the answer.
 */

export const STAFF_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export interface StaffMemberData {
  name: string;
}

/** The request's consultant, or the answer that turns everyone else away. */
async function gate(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<{ ctx: RequestContext; staff: { id: string } }> {
  const ctx = requestContext(args.context);
  if (!ctx.user) {
    const url = documentUrl(args.request);
    throw redirect(withRedirect(ACCOUNT_PATHS.signIn, `${url.pathname}${url.search}`));
  }
  const staff = requireConsultant(ctx);
  if (!staff.ok) notFound();
  return { ctx, staff: staff.value };
}

async function staffSeo(args: LoaderFunctionArgs, title: string): Promise<PageSeo> {
  const t = await serverTranslator(args.context);
  return { title: documentTitle(t, `${title} · ${t("staff_title")}`), description: t("staff_title"), robots: "noindex, nofollow" };
}

export interface StaffLayoutData {
  member: StaffMemberData;
  /** The consultant is acting as a customer in this session (the store shows the customer). */
  acting: { orderId: number | null } | null;
}

/** The staff area's frame: who is signed in. */
export async function loadStaffLayout(args: LoaderFunctionArgs): Promise<StaffLayoutData> {
  const { ctx } = await gate(args);
  const user = ctx.user!;
  const who = user.impersonator ?? user;
  return {
    member: { name: [who.firstName].filter(Boolean).join(" ") || who.email },
    acting: user.impersonator ? { orderId: user.impersonator.orderId } : null,
  };
}

/** A placed order as the staff's list shows it. */
export type StaffOrderRow = Pick<OrderSummary, "id" | "status" | "placedAt" | "total" | "lineCount" | "firstLine"> & {
  customer: Pick<OrderSummary["customer"], "email" | "firstName" | "lastName">;
};

export interface StaffOrdersPageData {
  seo: PageSeo;
  /** How many placed orders each status has. */
  counts: Record<OrderStatus, number>;
  status: OrderStatus | null;
  orders: StaffOrderRow[];
}

/** /staff/orders?status=: placed orders of a status (or all), with each status's count. */
export async function loadStaffOrders(args: LoaderFunctionArgs): Promise<StaffOrdersPageData> {
  await gate(args);
  const url = documentUrl(args.request);
  const status = parseStatusParam(url.searchParams.get(STATUS_PARAM));
  const t = await serverTranslator(args.context);
  const { staffOrders: list } = await load(args.context, STAFF_ORDERS_QUERY, { status });
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const c of list.counts) counts[c.status] = c.count;
  return {
    seo: await staffSeo(args, t("staff_orders_title")),
    counts,
    status: list.status ?? null,
    orders: list.orders.map((o) => ({
      id: o.id,
      status: o.status,
      placedAt: o.placedAt ? new Date(o.placedAt) : null,
      total: moneyOf(o.total),
      lineCount: o.lineCount,
      firstLine: o.firstLineName ? { name: o.firstLineName, image: o.firstLineImage ?? null } : null,
      customer: o.customer,
    })),
  };
}

/** An order as the staff's order page shows it: the order's details with its customer, history and the staff's actions. */
export interface StaffOrderData extends OrderView, Pick<ServiceStaffOrderView, "region" | "currency" | "events"> {
  customer: Omit<ServiceStaffOrderView["customer"], "userId">;
  audit: (Omit<AuditEntryView, "details"> & { details: Record<string, string> })[];
}

export interface StaffOrderPageData {
  seo: PageSeo;
  order: StaffOrderData;
  /** A fresh key for each form that records money: the same form sent twice records it once. */
  allocationKey: string;
  /** The allocation form's amount as offered: the balance due. */
  suggestedAmount: string;
  today: string;
  /** What the last form did (after its redirect): the page says so. */
  done: StaffOrderIntent | null;
}

function orderIdOf(args: LoaderFunctionArgs | ActionFunctionArgs): number {
  const id = parseOrderId(args.params["orderId"]);
  if (id === null) notFound();
  return id;
}

/** /staff/orders/{id}: an order with its history, transactions and staff actions, and the forms that act on it. */
export async function loadStaffOrder(args: LoaderFunctionArgs): Promise<StaffOrderPageData> {
  await gate(args);
  const { staffOrder: found } = await load(args.context, STAFF_ORDER_QUERY, { orderId: orderIdOf(args) });
  if (!found) notFound();
  const order: StaffOrderData = {
    ...orderViewOf(found.order),
    region: found.region,
    currency: found.currency,
    customer: found.customer,
    events: found.events.map((e) => ({ ...e, from: e.from ?? null, at: new Date(e.at) })),
    audit: found.audit.map((a) => ({
      ...a,
      details: Object.fromEntries(a.details.map((d) => [d.key, d.value])),
      at: new Date(a.at),
    })),
  };
  const t = await serverTranslator(args.context);
  return {
    seo: await staffSeo(args, t("staff_order_title", { orderId: order.id })),
    order,
    allocationKey: randomUUID(),
    suggestedAmount: suggestedAllocation(order.due),
    today: new Date().toISOString().slice(0, 10),
    done: STAFF_ORDER_INTENTS.find((i) => i === documentUrl(args.request).searchParams.get(DONE_PARAM)) ?? null,
  };
}

export const STAFF_ORDER_INTENTS = ["allocate", "dispatch", "cancel", "status"] as const;
const DONE_PARAM = "done";
export type StaffOrderIntent = (typeof STAFF_ORDER_INTENTS)[number];

/** What an action answers when the page is drawn again: what was done, or why not, and the fields typed. */
export interface StaffActionData {
  intent: StaffOrderIntent;
  /** A refusal worded for the page (not possible in the order's status, or gone). */
  refused: string | null;
  /** Field errors by field name. */
  errors: Record<string, string>;
  values: Record<string, string>;
}

function fieldsOf(form: FormData) {
  return (name: string, max = 500): string => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
}

const FIELD_OF_PATH: Record<string, string> = {
  amount: "amount",
  bankReference: "bankReference",
  receivedOn: "receivedOn",
  idempotencyKey: "amount",
  shippingCompany: "shippingCompany",
  trackingNumber: "trackingNumber",
  reason: "reason",
  status: "status",
};

function fieldErrors(errors: DomainError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = FIELD_OF_PATH[e.path[0] ?? ""] ?? "form";
    out[field] ??= e.message;
  }
  return out;
}

/**
 * The order page's forms: allocate a transfer, mark dispatched, cancel, move in the workshop. A
 * success answers 303 to the order's page (what was done in `?done=`), so reloading does not send it
 * again; a refusal or bad input draws the page again with the reason (400 or 409).
 */
export async function staffOrderAction(args: ActionFunctionArgs) {
  const { ctx } = await gate(args);
  const orderId = orderIdOf(args);
  const form = await args.request.formData();
  const field = fieldsOf(form);
  const intent = STAFF_ORDER_INTENTS.find((i) => i === field("intent"));
  if (!intent) return data({ intent: "allocate", refused: null, errors: { form: "Unknown action." }, values: {} } as StaffActionData, 400);
  const values: Record<string, string> = {};
  for (const name of ["amount", "bankReference", "receivedOn", "shippingCompany", "trackingNumber", "reason", "status"])
    values[name] = field(name).trim();
  let result: Result<StaffOutcome>;
  if (intent === "allocate")
    result = await allocatePayment(ctx, {
      orderId,
      amount: values["amount"]!,
      bankReference: values["bankReference"]!,
      receivedOn: values["receivedOn"]!,
      idempotencyKey: field("idempotencyKey", 100),
    });
  else if (intent === "dispatch")
    result = await dispatchOrder(ctx, { orderId, shippingCompany: values["shippingCompany"]!, trackingNumber: values["trackingNumber"]! });
  else if (intent === "cancel") result = await cancelOrder(ctx, { orderId, reason: values["reason"]! });
  else result = await setOrderStatus(ctx, { orderId, status: values["status"]! });

  const t = await serverTranslator(args.context);
  const statusName = (s: OrderStatus | null) => (s ? t(`order_status_${s}` as MessageId) : "");
  if (!result.ok) return data({ intent, refused: null, errors: fieldErrors(result.errors), values } as StaffActionData, 400);
  const outcome = result.value;
  if (outcome.refused) {
    const refused = t(`staff_refused_${outcome.refused}` as MessageId, { status: statusName(outcome.status).toLowerCase() });
    return data({ intent, refused, errors: {}, values } as StaffActionData, 409);
  }
  throw redirect(`${staffOrderPath(orderId)}?${DONE_PARAM}=${intent}`, 303);
}

/** A customer as the staff's customer page shows them. */
export type StaffCustomerData = Pick<
  StaffCustomerView,
  "customerId" | "email" | "firstName" | "lastName" | "phone" | "region" | "currency" | "createdAt" | "emailVerified"
> & { orders: Pick<OrderSummary, "id" | "status" | "placedAt" | "total">[] };

export interface StaffCustomerPageData {
  seo: PageSeo;
  customer: StaffCustomerData;
}

/** /staff/customers/{customer id}: the profile's staff link (`adminProfileUrl`): a customer's details and orders. */
export async function loadStaffCustomer(args: LoaderFunctionArgs): Promise<StaffCustomerPageData> {
  await gate(args);
  const { staffCustomer: found } = await load(args.context, STAFF_CUSTOMER_QUERY, { customerId: args.params["customerId"] ?? "" });
  if (!found) notFound();
  const customer: StaffCustomerData = {
    ...found,
    createdAt: new Date(found.createdAt),
    orders: found.orders.map((o) => ({
      id: o.id,
      status: o.status,
      placedAt: o.placedAt ? new Date(o.placedAt) : null,
      total: moneyOf(o.total),
    })),
  };
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email;
  return { seo: await staffSeo(args, name), customer };
}

/** /staff: the orders are the area's first section. */
export async function loadStaffHome(args: LoaderFunctionArgs): Promise<never> {
  await gate(args);
  throw redirect("/staff/orders");
}
