import { eq } from "drizzle-orm";
import { DELIVERY_COUNTRIES } from "../../../core/address.ts";
import { money, multiply, type Money } from "../../../core/money.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { paymentTransactions } from "../../db/schema/orders.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { reachableOrder, type OrderRow } from "./access.ts";
import { savedAddresses, type SavedAddress } from "./addresses.ts";
import { balanceOf, depositOf, depositOffered, firstPayment, type Balance } from "./balance.ts";
import { BANK_ACCOUNTS, type BankAccount } from "./payments/bank-details.ts";
import { methodsOffered } from "./payments/provider.ts";
import "./payments/bank-transfer.ts";
import { salesTaxRate } from "./tax.ts";
import { expressOffer, linesOfOrder, type OrderLineRow } from "./totals.ts";
import type { PaymentMethod } from "../../../core/vocabulary/orders.ts";

/** An order as its checkout, thank-you page and mail show it (docs/product.md#checkout). */

/**
 * Why a checkout cannot go on: nothing this visitor may see has the number, the order is placed or
 * cancelled, or a consultant seeing the store as the customer tried to pay (only the customer pays).
 */
export type CheckoutRefusal = { refusal: "NOT_FOUND" | "CLOSED" | "IMPERSONATING" };

export interface CheckoutLine {
  id: number;
  position: number;
  kind: OrderLineRow["kind"];
  quantity: number;
  name: string;
  description: string[];
  image: ImageRecord | null;
  href: string | null;
  stoneIdentifier: string | null;
  unitPrice: Money;
  unitListPrice: Money | null;
  /** Unit price times quantity, before discount and tax. */
  total: Money;
  discount: Money;
  tax: Money;
  deliveryDays: number;
  expressAvailable: boolean;
}

export interface CheckoutOrder {
  row: OrderRow;
  lines: CheckoutLine[];
  subtotal: Money;
  discount: Money;
  shipping: Money;
  tax: Money;
  /** What the added tax is called ("Sales tax", "HST"); null where none is added. */
  taxName: string | null;
  total: Money;
  deposit: Money | null;
  /** What is asked for when the order is placed: the deposit, or the whole total. */
  payNow: Money;
  balance: Balance;
  /** The store's account for a bank transfer in the order's currency. */
  bankAccount: BankAccount | null;
}

export interface CheckoutView {
  order: CheckoutOrder;
  express: { price: Money; date: string } | null;
  /** The deposit the order may pay first, when it is offered. */
  depositOffer: Money | null;
  paymentMethods: PaymentMethod[];
  deliveryCountries: readonly string[];
  /** The signed-in customer's saved addresses (none for a visitor the order only knows by its cookie). */
  savedAddresses: SavedAddress[];
}

export async function checkoutOrder(db: Db, row: OrderRow): Promise<CheckoutOrder> {
  const lines = await linesOfOrder(db, row.id);
  const transactions = await db
    .select({ kind: paymentTransactions.kind, status: paymentTransactions.status, amountMinor: paymentTransactions.amountMinor })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, row.id));
  const c = row.currency;
  const rate = row.taxMinor > 0 || row.taxRateBasisPoints > 0 ? await salesTaxRate(db, row.shipCountry ?? "", row.shipSubdivision) : null;
  return {
    row,
    lines: lines.map((l) => lineView(l, c)),
    subtotal: money(row.subtotalMinor, c),
    discount: money(row.discountMinor, c),
    shipping: money(row.shippingMinor, c),
    tax: money(row.taxMinor, c),
    taxName: rate?.name ?? null,
    total: money(row.totalMinor, c),
    deposit: row.depositMinor === null ? null : money(row.depositMinor, c),
    payNow: firstPayment(row),
    balance: balanceOf(row, transactions),
    bankAccount: row.paymentMethod === "BANK_TRANSFER" ? BANK_ACCOUNTS[c] : null,
  };
}

function lineView(l: OrderLineRow, c: OrderRow["currency"]): CheckoutLine {
  const d = l.details as { name?: string; description?: string[]; image?: ImageRecord | null; href?: string | null };
  const unit = money(l.unitPriceMinor, c);
  return {
    id: l.id,
    position: l.position,
    kind: l.kind,
    quantity: l.quantity,
    name: d.name ?? "",
    description: d.description ?? [],
    image: d.image ?? null,
    href: d.href ?? null,
    stoneIdentifier: l.stoneIdentifier,
    unitPrice: unit,
    unitListPrice: l.unitListPriceMinor === null ? null : money(l.unitListPriceMinor, c),
    total: multiply(unit, l.quantity),
    discount: money(l.discountMinor, c),
    tax: money(l.taxMinor, c),
    deliveryDays: l.deliveryDays,
    expressAvailable: l.expressAvailable,
  };
}

/** The checkout of an order this visitor may see, or why not. Placed and cancelled orders answer CLOSED. */
export async function checkout(ctx: RequestContext, orderId: number): Promise<CheckoutView | CheckoutRefusal> {
  const row = await reachableOrder(ctx, orderId);
  if (!row) return { refusal: "NOT_FOUND" };
  const order = await checkoutOrder(ctx.db, row);
  const lines = await linesOfOrder(ctx.db, row.id);
  const beforeDeposit = money(row.totalMinor, row.currency);
  return {
    order,
    express: await expressOffer(ctx.db, row, lines),
    depositOffer: depositOffered(beforeDeposit) ? depositOf(beforeDeposit) : null,
    paymentMethods: methodsOffered(row.region, row.currency),
    deliveryCountries: DELIVERY_COUNTRIES[row.region],
    savedAddresses: ctx.user?.id === row.userId ? await savedAddresses(ctx.db, row.userId) : [],
  };
}

/** A placed order this visitor may see (the thank-you page); NOT_FOUND for anything else. */
export async function placedOrder(ctx: RequestContext, orderId: number): Promise<CheckoutOrder | CheckoutRefusal> {
  const row = await reachableOrder(ctx, orderId);
  if (!row || !row.placedAt) return { refusal: "NOT_FOUND" };
  return checkoutOrder(ctx.db, row);
}
