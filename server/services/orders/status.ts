import { and, eq } from "drizzle-orm";
import { isPositive, type Money } from "../../../core/money.ts";
import { regionPath, type Region } from "../../../core/regions.ts";
import { myOrdersPath } from "../../../core/urls/my-orders.ts";
import { canMoveOrder, type ActorKind, type OrderStatus } from "../../../core/vocabulary/orders.ts";
import type { Db } from "../../db/client.ts";
import { orderEvents, orders, paymentTransactions, promoRedemptions, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/index.ts";
import { balanceOf } from "./balance.ts";
import { markHoldsSold, releaseForOrder } from "./reservations.ts";

/**
 * An order's status changes here and nowhere else (docs/product.md#orders): the move is checked
 * against the allowed transitions (core/vocabulary/orders.ts), made on the order's row under a lock
 * with its version moved on, written to the order's history with who made it, and followed by what
 * the new status means: stones back on sale, stones sold, dispatch details, mails to the customer.
 */

/** Who moves an order: the customer, a consultant (or one acting as the customer), or the store itself. */
export interface OrderActor {
  kind: ActorKind;
  userId: string | null;
  /** The consultant acting as the customer, when one was. */
  impersonatorUserId?: string | null;
  /** Why (a cancellation's reason, a consultant's remark); kept with the event. */
  note?: string | null;
}

/** What some moves need: the courier and tracking number of a dispatch; the store's origin for links in mails. */
export interface MoveDetails {
  shippingCompany?: string;
  trackingNumber?: string;
  /** The store's address the mails link to (the order in the customer's profile); without it they carry no link. */
  origin?: string;
}

/**
 * A refused move, as a value: NOT_FOUND (no such order), NOT_ALLOWED (the transitions do not allow
 * it from the order's status), INCOMPLETE (a dispatch without its courier and tracking number).
 */
export type MoveRefusal = "NOT_FOUND" | "NOT_ALLOWED" | "INCOMPLETE";

export type MoveOutcome =
  | { ok: true; orderId: number; from: OrderStatus; to: OrderStatus; version: number }
  | { ok: false; refusal: MoveRefusal; orderId: number; from: OrderStatus | null; to: OrderStatus };

/**
 * Writes one line of an order's history. `from` is null for the order's first event (checkout writes
 * it when it makes the order). In the caller's transaction.
 */
export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  actor: OrderActor,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId ?? null,
    note: actor.note?.trim().slice(0, 1000) || null,
  });
}

/**
 * Moves order `orderId` to `to`, in the caller's transaction `tx` (a refusal changes nothing; the
 * caller may go on or roll back). The order's row is locked for the move, so two moves of one order
 * are made one after the other, the second checked against the first's result.
 *
 * Effects: CANCELLED releases its stones and ready-to-go units and gives back its promo code's use;
 * DEPOSIT_PAID and PAID mark its stones sold, end the reservation and mail "payment received" (with
 * the balance still due); DISPATCHED records the courier and tracking number and mails them;
 * DELIVERED records the day.
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  details: MoveDetails = {},
): Promise<MoveOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) return { ok: false, refusal: "NOT_FOUND", orderId, from: null, to };
  const from = order.status;
  if (!canMoveOrder(from, to)) return { ok: false, refusal: "NOT_ALLOWED", orderId, from, to };
  const shippingCompany = details.shippingCompany?.trim() ?? "";
  const trackingNumber = details.trackingNumber?.trim() ?? "";
  if (to === "DISPATCHED" && (!shippingCompany || !trackingNumber)) return { ok: false, refusal: "INCOMPLETE", orderId, from, to };

  const now = new Date();
  const changes: Partial<typeof orders.$inferInsert> = { status: to, version: order.version + 1, updatedAt: now };
  if (to === "CANCELLED")
    Object.assign(changes, { cancelledAt: now, cancelReason: actor.note?.trim().slice(0, 1000) || null, reservedUntil: null });
  if (to === "DEPOSIT_PAID" || to === "PAID") changes.reservedUntil = null;
  if (to === "DISPATCHED") Object.assign(changes, { dispatchedAt: now, shippingCompany, trackingNumber });
  if (to === "DELIVERED") changes.deliveredAt = now;
  const moved = await tx
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.version, order.version)))
    .returning({ version: orders.version });
  // The row is locked, so its version cannot have moved; a database without row locks would land here.
  if (moved.length === 0) throw new Error(`order ${orderId} changed during its move to ${to}`);
  await recordOrderEvent(tx, orderId, from, to, actor);

  if (to === "CANCELLED") {
    await releaseForOrder(tx, orderId);
    await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId));
  }
  if (to === "DEPOSIT_PAID" || to === "PAID") await markHoldsSold(tx, orderId);

  const mailTo = async () => (await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.userId)).limit(1))[0];
  const link = details.origin ? orderLink(details.origin, order.region, orderId) : null;
  if (to === "DEPOSIT_PAID" || to === "PAID") {
    const transactions = await tx
      .select({ kind: paymentTransactions.kind, status: paymentTransactions.status, amountMinor: paymentTransactions.amountMinor })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, orderId));
    const balance = balanceOf(order, transactions);
    const due: Money | null = isPositive(balance.due) ? balance.due : null;
    await queueMail(tx, {
      to: order.email,
      template: "order-payment-received",
      locale: order.locale,
      data: { firstName: (await mailTo())?.firstName ?? null, orderId, paid: balance.paid, total: balance.total, due, url: link },
    });
  }
  if (to === "DISPATCHED") {
    await queueMail(tx, {
      to: order.email,
      template: "order-dispatched",
      locale: order.locale,
      data: { firstName: (await mailTo())?.firstName ?? null, orderId, shippingCompany, trackingNumber, url: link },
    });
  }
  return { ok: true, orderId, from, to, version: moved[0]!.version };
}

/** The order in the customer's profile (My orders, with its details open), in the order's region. */
export function orderLink(origin: string, region: Region, orderId: number): string {
  return new URL(regionPath(region, myOrdersPath(orderId)), origin).toString();
}
