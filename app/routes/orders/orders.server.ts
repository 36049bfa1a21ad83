import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { regionPath } from "../../../core/regions.ts";
import { ACCOUNT_PATHS, withRedirect, type ProfileTab } from "../../../core/urls/accounts.ts";
import { myOrdersPath, ownedPiecePath, parseOrderId } from "../../../core/urls/my-orders.ts";
import { staffOrderPath, STAFF_PATHS } from "../../../core/urls/staff.ts";
import { endImpersonation, startImpersonation } from "../../../server/services/accounts/index.ts";
import {
  BANK_ACCOUNTS,
  type OrderLineView as ServiceOrderLine,
  type OrderSummary as ServiceOrderSummary,
  type OrderTransactionView as ServiceOrderTransaction,
  type OrderView as ServiceOrderView,
  type OwnedPiece as ServiceOwnedPiece,
} from "../../../server/services/orders/index.ts";
import type { MyOrderDetailsFragment, MyOrderSummaryFragment, MyOwnedPiecesQuery } from "../../graphql/graphql.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { load, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { moneyOf, type ApiMoney } from "../../lib/money.ts";
import { requestContext } from "../../lib/query.server.ts";
import { MY_ORDER_QUERY, MY_ORDERS_QUERY, MY_ORDERS_WITH_ORDER_QUERY, MY_OWNED_PIECES_QUERY } from "./documents.ts";

/**
 * A customer's orders after placing (docs/product.md#orders): My orders and an order's details, the
 * page that pays a balance, the pieces the customer owns, and a consultant's way into the store as an
 * order's customer. Every page is personal: noindex, never cached.
 */

/** An order's line as the order pages show it. */
export type OrderLineView = Pick<
  ServiceOrderLine,
  "id" | "kind" | "quantity" | "name" | "description" | "image" | "unitPrice" | "unitListPrice" | "total"
>;

/** A payment or refund of an order as the order pages show it. */
export type OrderTransactionView = Pick<ServiceOrderTransaction, "id" | "method" | "kind" | "status" | "amount" | "createdAt">;

/** One order as its details show it (the customer's, read through `myOrder`; the staff order page gives the same and more). */
export interface OrderView extends Pick<
  ServiceOrderView,
  | "id"
  | "status"
  | "placedAt"
  | "subtotal"
  | "discount"
  | "shipping"
  | "tax"
  | "total"
  | "saved"
  | "promo"
  | "paymentPlan"
  | "deposit"
  | "paymentMethod"
  | "bankReference"
  | "paid"
  | "due"
  | "address"
  | "phoneInternational"
  | "deliveryDate"
  | "dispatchedAt"
  | "shippingCompany"
  | "trackingNumber"
  | "deliveredAt"
> {
  lines: OrderLineView[];
  transactions: OrderTransactionView[];
}

/** A piece the customer owns as the products tab and its page show it. */
export interface OwnedPiece extends Omit<ServiceOwnedPiece, "line"> {
  line: OrderLineView;
}

/** One order as a list shows it. */
export type OrderSummary = Pick<ServiceOrderSummary, "id" | "status" | "placedAt" | "total" | "lineCount" | "firstLine">;

function dateOf(value: string | null): Date | null {
  return value ? new Date(value) : null;
}

function optionalMoney(value: ApiMoney | null | undefined) {
  return value ? moneyOf(value) : null;
}

function summaryOf(o: MyOrderSummaryFragment): OrderSummary {
  return {
    id: o.id,
    status: o.status,
    placedAt: dateOf(o.placedAt ?? null),
    total: moneyOf(o.total),
    lineCount: o.lineCount,
    firstLine: o.firstLineName ? { name: o.firstLineName, image: o.firstLineImage ?? null } : null,
  };
}

function lineOf(l: MyOrderDetailsFragment["lines"][number]): OrderLineView {
  return {
    id: Number(l.id),
    kind: l.kind,
    quantity: l.quantity,
    name: l.name,
    description: l.description,
    image: l.image ?? null,
    unitPrice: moneyOf(l.unitPrice),
    unitListPrice: optionalMoney(l.unitListPrice),
    total: moneyOf(l.total),
  };
}

function ownedPieceOf(p: MyOwnedPiecesQuery["myOwnedPieces"][number]): OwnedPiece {
  return {
    line: lineOf(p.line),
    orderId: p.orderId,
    status: p.status,
    dispatchedAt: dateOf(p.dispatchedAt ?? null),
    deliveredAt: dateOf(p.deliveredAt ?? null),
    certificate: p.certificate ?? null,
  };
}

/** An order as the API answers it (`MyOrderDetails`), in the order pages' own types. */
export function orderViewOf(o: MyOrderDetailsFragment): OrderView {
  return {
    id: o.id,
    status: o.status,
    placedAt: dateOf(o.placedAt ?? null),
    lines: o.lines.map(lineOf),
    subtotal: moneyOf(o.subtotal),
    discount: moneyOf(o.discount),
    shipping: moneyOf(o.shipping),
    tax: moneyOf(o.tax),
    total: moneyOf(o.total),
    saved: moneyOf(o.saved),
    promo: o.promoCode ? { code: o.promoCode, applied: o.promoApplied } : null,
    paymentPlan: o.paymentPlan,
    deposit: optionalMoney(o.deposit),
    paymentMethod: o.paymentMethod ?? null,
    bankReference: o.bankReference ?? null,
    paid: moneyOf(o.paid),
    due: moneyOf(o.due),
    address: o.address ?? null,
    phoneInternational: o.phoneInternational ?? null,
    deliveryDate: o.deliveryDate ?? null,
    dispatchedAt: dateOf(o.dispatchedAt ?? null),
    shippingCompany: o.shippingCompany ?? null,
    trackingNumber: o.trackingNumber ?? null,
    deliveredAt: dateOf(o.deliveredAt ?? null),
    transactions: o.transactions.map((x) => ({
      id: x.id,
      method: x.method,
      kind: x.kind,
      status: x.status,
      amount: moneyOf(x.amount),
      createdAt: new Date(x.createdAt),
    })),
  };
}

type MyOrderResult = { __typename: "CustomerOrderNotFound" } | ({ __typename: "CustomerOrder" } & MyOrderDetailsFragment);

function foundOrder(result: MyOrderResult): OrderView | null {
  return result.__typename === "CustomerOrder" ? orderViewOf(result) : null;
}

export const ORDER_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** My orders: the customer's placed orders and, when the address names one (`?id=`), that order or the fact that it is not theirs. */
export interface OrdersTabData {
  orders: OrderSummary[];
  /** The order `?id=` named: its details, or null when it does not exist or is not the customer's. */
  selected: { id: string; order: OrderView | null } | null;
}

/** The profile's products tab: the pieces the customer owns. */
export interface ProductsTabData {
  pieces: (OwnedPiece & { href: string })[];
}

/** What the profile's orders and products tabs show, for the profile's loader. */
export async function loadProfileOrders(
  args: LoaderFunctionArgs,
  tab: ProfileTab,
  orderId: string | null,
): Promise<{ orders: OrdersTabData | null; products: ProductsTabData | null }> {
  const ctx = requestContext(args.context);
  if (tab === "my-orders") {
    const id = parseOrderId(orderId);
    if (id) {
      const answer = await load(args.context, MY_ORDERS_WITH_ORDER_QUERY, { orderId: id });
      const selected = { id: (orderId ?? "").slice(0, 20), order: foundOrder(answer.myOrder) };
      return { orders: { orders: answer.myOrders.map(summaryOf), selected }, products: null };
    }
    const { myOrders } = await load(args.context, MY_ORDERS_QUERY, {});
    const selected = orderId ? { id: orderId.slice(0, 20), order: null } : null;
    return { orders: { orders: myOrders.map(summaryOf), selected }, products: null };
  }
  if (tab === "products") {
    const pieces = (await load(args.context, MY_OWNED_PIECES_QUERY, {})).myOwnedPieces.map(ownedPieceOf);
    return { orders: null, products: { pieces: pieces.map((p) => ({ ...p, href: regionPath(ctx.region, ownedPiecePath(p.line.id)) })) } };
  }
  return { orders: null, products: null };
}

function signInFirst(args: LoaderFunctionArgs): never {
  const url = documentUrl(args.request);
  throw redirect(withRedirect(regionPath(requestContext(args.context).region, ACCOUNT_PATHS.signIn), `${url.pathname}${url.search}`));
}

async function seoOf(args: LoaderFunctionArgs, title: string): Promise<PageSeo> {
  const t = await serverTranslator(args.context);
  return { title: documentTitle(t, title), description: title, robots: "noindex, nofollow" };
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  fields: { code: string; value: string }[];
  reference: string | null;
}

export interface MakePaymentPageData {
  seo: PageSeo;
  order: OrderView;
  myOrdersHref: string;
  /** How to pay the balance by bank transfer (the store's account in the order's currency and the order's reference). */
  bank: BankDetails;
  /** A consultant acting as the customer may not pay. */
  acting: boolean;
}

/** /makePayment/{id}: the customer's order with its balance due and how to pay it. Another's order, or none, is 404. */
export async function loadMakePayment(args: LoaderFunctionArgs): Promise<MakePaymentPageData> {
  const ctx = requestContext(args.context);
  if (!ctx.user) signInFirst(args);
  const id = parseOrderId(args.params["orderId"]);
  const order = id ? foundOrder((await load(args.context, MY_ORDER_QUERY, { orderId: id })).myOrder) : null;
  if (!order) notFound();
  const t = await serverTranslator(args.context);
  const account = BANK_ACCOUNTS[order.total.currency];
  return {
    seo: await seoOf(args, t("order_pay_title", { orderId: order.id })),
    order,
    myOrdersHref: regionPath(ctx.region, myOrdersPath(order.id)),
    bank: { accountName: account.accountName, bankName: account.bankName, fields: account.fields, reference: order.bankReference },
    acting: !!ctx.user.impersonator,
  };
}

export interface OwnedPiecePageData {
  seo: PageSeo;
  piece: OwnedPiece;
  backHref: string;
}

/** /profile/product/{line id}: one piece the customer owns. Anyone else's, or none, is 404. */
export async function loadOwnedPiece(args: LoaderFunctionArgs): Promise<OwnedPiecePageData> {
  const ctx = requestContext(args.context);
  if (!ctx.user) signInFirst(args);
  const id = parseOrderId(args.params["lineId"]);
  const [piece] = id ? (await load(args.context, MY_OWNED_PIECES_QUERY, { lineId: id })).myOwnedPieces.map(ownedPieceOf) : [];
  if (!piece) notFound();
  return { seo: await seoOf(args, piece.line.name), piece, backHref: regionPath(ctx.region, "/profile/products") };
}

/**
 * /impersonate/{order id}: a consultant starts seeing the store as the order's customer and lands on
 * the customer's orders with that order open. Anyone else, or an order that does not exist, is 404.
 */
export async function loadImpersonate(args: LoaderFunctionArgs): Promise<never> {
  const ctx = requestContext(args.context);
  if (!ctx.user) signInFirst(args);
  const started = await startImpersonation(ctx, parseOrderId(args.params["orderId"]) ?? 0);
  if (!started.ok || "kind" in started.value) notFound();
  throw redirect(regionPath(ctx.region, myOrdersPath(started.value.orderId)));
}

/** The banner's "stop" button: ends acting as the customer and goes back to the staff order page. */
export async function impersonateAction(args: ActionFunctionArgs): Promise<never> {
  const ctx = requestContext(args.context);
  const ended = await endImpersonation(ctx);
  if (!ended) notFound();
  throw redirect(ended.orderId ? staffOrderPath(ended.orderId) : STAFF_PATHS.orders, 303);
}
