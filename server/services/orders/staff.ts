import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { compare, fromDecimal, isDecimal, isPositive, money, toDecimal, type Money } from "../../../core/money.ts";
import { isFullSession } from "../../../core/vocabulary/accounts.ts";
import type { OrderStatus, StaffAction } from "../../../core/vocabulary/orders.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { orders, paymentTransactions, staffAuditLog } from "../../db/schema/index.ts";
import { fail, fromZod, invalid, ok, unauthorized, type Result } from "../result.ts";
import { balanceOf } from "./balance.ts";
import { moveOrder, type MoveRefusal } from "./status.ts";

/**
 * What consultants do to orders in the staff area (docs/product.md#staff-area): record money received
 * by bank transfer (an allocation), mark an order dispatched, cancel an unpaid order, move it through
 * the workshop. Each is made in one transaction with its line in the staff audit log, and each status
 * change goes through `moveOrder`.
 */

/** The consultant a staff request acts for: signed in fully, a consultant (also while acting as a customer). */
export interface StaffMember {
  id: string;
}

/**
 * The consultant behind the request: a consultant's full session, or one whose session is acting as a
 * customer (the consultant is the impersonator). Anyone else is UNAUTHORIZED.
 */
export function requireConsultant(ctx: RequestContext): Result<StaffMember> {
  const user = ctx.user;
  if (!user) return fail(unauthorized("Please sign in."));
  if (!isFullSession(user.session.kind)) return fail(unauthorized("For your security, please sign in again to do this."));
  if (user.impersonator) return ok({ id: user.impersonator.id });
  if (!user.isConsultant) return fail(unauthorized("Only a consultant may do this."));
  return ok({ id: user.id });
}

/** Writes one line of the staff audit log, in the caller's transaction. */
export async function recordStaffAction(
  tx: Db,
  entry: {
    actorUserId: string;
    action: StaffAction;
    orderId?: number | null;
    subjectUserId?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(staffAuditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    orderId: entry.orderId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    details: entry.details ?? {},
  });
}

/** A staff action refused for a reason the page words: no such order, or its status does not allow it. */
export type StaffRefusal = { refused: "NOT_FOUND" | "NOT_ALLOWED"; orderId: number; status: OrderStatus | null };

export type StaffOutcome = { refused: null; orderId: number; status: OrderStatus; due: Money; paid: Money } | StaffRefusal;

function refusal(r: MoveRefusal, orderId: number, status: OrderStatus | null): StaffRefusal {
  return { refused: r === "NOT_FOUND" ? "NOT_FOUND" : "NOT_ALLOWED", orderId, status };
}

async function outcomeOf(db: Db, orderId: number): Promise<StaffOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return { refused: "NOT_FOUND", orderId, status: null };
  const transactions = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
  const balance = balanceOf(order, transactions);
  return { refused: null, orderId, status: order.status, due: balance.due, paid: balance.paid };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const allocationInput = z.object({
  orderId: z.number().int().positive(),
  amount: z
    .string()
    .trim()
    .refine((v) => isDecimal(v), "Please enter the amount received, such as 1250.00."),
  bankReference: z
    .string()
    .trim()
    .min(1, "Please enter the bank's reference of the transfer.")
    .max(100, "Please use at most 100 characters."),
  receivedOn: z
    .string()
    .trim()
    .regex(DATE, "Please enter the day the money arrived.")
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && Date.parse(`${v}T00:00:00Z`) <= Date.now(),
      "Please enter a day that has passed.",
    ),
  idempotencyKey: z.string().trim().min(8, "The form is out of date: please open the order again.").max(100),
});

export type AllocationInput = z.input<typeof allocationInput>;

/**
 * Records a bank transfer that arrived for an unpaid or part-paid order: a SUCCEEDED ALLOCATION
 * transaction (the amount, the bank's reference and the day it arrived in its note, who recorded it), keyed by the
 * form's idempotency key, so the same form sent twice records it once. The order's pending
 * BANK_TRANSFER requests are closed (CANCELLED: the money they asked for is counted by the
 * allocation), and the order moves to PAID when nothing is left to pay, else to DEPOSIT_PAID. An
 * amount above what is due is refused: the store does not take more than an order costs.
 */
export async function allocatePayment(ctx: RequestContext, input: AllocationInput): Promise<Result<StaffOutcome>> {
  const staff = requireConsultant(ctx);
  if (!staff.ok) return staff;
  const parsed = allocationInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { orderId, bankReference, receivedOn, idempotencyKey } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!order) return ok({ refused: "NOT_FOUND", orderId, status: null } as StaffRefusal);
    const [again] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.idempotencyKey, idempotencyKey)).limit(1);
    if (again) {
      if (again.orderId !== orderId) return fail(invalid(["idempotencyKey"], "The form is out of date: please open the order again."));
      return ok(await outcomeOf(tx, orderId));
    }
    if (order.status !== "AWAITING_PAYMENT" && order.status !== "DEPOSIT_PAID")
      return ok({ refused: "NOT_ALLOWED", orderId, status: order.status } as StaffRefusal);
    const amount = fromDecimal(parsed.data.amount, order.currency);
    if (!isPositive(amount)) return fail(invalid(["amount"], "Please enter an amount above zero."));
    const before = balanceOf(order, await tx.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)));
    if (compare(amount, before.due) > 0) return fail(invalid(["amount"], `That is more than the balance due (${toDecimal(before.due)}).`));
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        orderId,
        method: "ALLOCATION",
        kind: "PAYMENT",
        status: "SUCCEEDED",
        amountMinor: amount.minor,
        currency: order.currency,
        idempotencyKey,
        // The bank's reference goes in the note: a customer quotes the order's one reference for every transfer.
        recordedBy: staff.value.id,
        note: `Bank reference ${bankReference}, received ${receivedOn}`,
      })
      .onConflictDoNothing({ target: paymentTransactions.idempotencyKey })
      .returning({ id: paymentTransactions.id });
    // A twin request committed the same key meanwhile: it did the work.
    if (!row) return ok(await outcomeOf(tx, orderId));
    await tx
      .update(paymentTransactions)
      .set({ status: "CANCELLED", note: `Settled by allocation ${row.id}`, updatedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.orderId, orderId),
          eq(paymentTransactions.method, "BANK_TRANSFER"),
          eq(paymentTransactions.status, "PENDING"),
        ),
      );
    const after = balanceOf(order, await tx.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)));
    const to: OrderStatus = after.due.minor <= 0 ? "PAID" : "DEPOSIT_PAID";
    if (to !== order.status) {
      const moved = await moveOrder(
        tx,
        orderId,
        to,
        { kind: "CONSULTANT", userId: staff.value.id, note: `Bank transfer ${bankReference}` },
        { origin: ctx.origin },
      );
      if (!moved.ok) throw new Error(`allocation could not move order ${orderId} to ${to}: ${moved.refusal}`);
    }
    await recordStaffAction(tx, {
      actorUserId: staff.value.id,
      action: "ORDER_ALLOCATE_PAYMENT",
      orderId,
      subjectUserId: order.userId,
      details: { transactionId: row.id, amount: toDecimal(amount), currency: order.currency, bankReference, receivedOn, status: to },
    });
    return ok({ refused: null, orderId, status: to, due: after.due, paid: after.paid } as StaffOutcome);
  });
}

const dispatchInput = z.object({
  orderId: z.number().int().positive(),
  shippingCompany: z.string().trim().min(1, "Please enter the courier.").max(100, "Please use at most 100 characters."),
  trackingNumber: z.string().trim().min(1, "Please enter the tracking number.").max(100, "Please use at most 100 characters."),
});

/** Marks a paid order (or one made in the workshop) dispatched with its courier and tracking number; the customer is mailed them. */
export async function dispatchOrder(ctx: RequestContext, input: z.input<typeof dispatchInput>): Promise<Result<StaffOutcome>> {
  const staff = requireConsultant(ctx);
  if (!staff.ok) return staff;
  const parsed = dispatchInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { orderId, shippingCompany, trackingNumber } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const moved = await moveOrder(
      tx,
      orderId,
      "DISPATCHED",
      { kind: "CONSULTANT", userId: staff.value.id },
      { shippingCompany, trackingNumber, origin: ctx.origin },
    );
    if (!moved.ok) return ok(refusal(moved.refusal, orderId, moved.from));
    await recordStaffAction(tx, {
      actorUserId: staff.value.id,
      action: "ORDER_DISPATCH",
      orderId,
      details: { shippingCompany, trackingNumber },
    });
    return ok(await outcomeOf(tx, orderId));
  });
}

const cancelInput = z.object({
  orderId: z.number().int().positive(),
  reason: z.string().trim().min(1, "Please say why the order is cancelled.").max(500, "Please use at most 500 characters."),
});

/** Cancels an unpaid order: its stones and ready-to-go units return to sale and its promo code's use is given back. */
export async function cancelOrder(ctx: RequestContext, input: z.input<typeof cancelInput>): Promise<Result<StaffOutcome>> {
  const staff = requireConsultant(ctx);
  if (!staff.ok) return staff;
  const parsed = cancelInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { orderId, reason } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const moved = await moveOrder(tx, orderId, "CANCELLED", { kind: "CONSULTANT", userId: staff.value.id, note: reason });
    if (!moved.ok) return ok(refusal(moved.refusal, orderId, moved.from));
    await recordStaffAction(tx, { actorUserId: staff.value.id, action: "ORDER_CANCEL", orderId, details: { reason, from: moved.from } });
    return ok(await outcomeOf(tx, orderId));
  });
}

/** The moves a consultant makes by hand without more to say: into the workshop, and delivered. */
export const MANUAL_STATUSES = ["IN_PRODUCTION", "DELIVERED"] as const satisfies readonly OrderStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

/** Moves an order into the workshop or to delivered, when its status allows. */
export async function setOrderStatus(ctx: RequestContext, input: { orderId: number; status: string }): Promise<Result<StaffOutcome>> {
  const staff = requireConsultant(ctx);
  if (!staff.ok) return staff;
  const status = MANUAL_STATUSES.find((s) => s === input.status);
  if (!status) return fail(invalid(["status"], "Please choose a status."));
  const orderId = input.orderId;
  return ctx.db.transaction(async (tx) => {
    const moved = await moveOrder(tx, orderId, status, { kind: "CONSULTANT", userId: staff.value.id });
    if (!moved.ok) return ok(refusal(moved.refusal, orderId, moved.from));
    await recordStaffAction(tx, {
      actorUserId: staff.value.id,
      action: "ORDER_STATUS",
      orderId,
      details: { from: moved.from, to: status },
    });
    return ok(await outcomeOf(tx, orderId));
  });
}

/** The amount a form offers to allocate first: what is due, as the decimal the field takes. */
export function suggestedAllocation(due: Money): string {
  return toDecimal(due.minor > 0 ? due : money(0, due.currency));
}
