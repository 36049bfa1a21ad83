import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { LineKind } from "../../../core/vocabulary/orders.ts";
import type { Db } from "../../db/client.ts";
import { orders, stoneHolds } from "../../db/schema/index.ts";
import { rowsOf, toPgIntArray } from "../../db/sql.ts";
import { defineJobType, defineRecurringJob, enqueueJob, handleJob, type JobHandler } from "../jobs/index.ts";
import { moveOrder } from "./status.ts";

/**
 * Reservations (docs/product.md#orders): an unpaid order holds its listed stones (one
 * `stone_holds` row per stone, so of two orders taking one stone at once exactly one gets it) and its
 * ready-to-go units (taken off `ready_to_go_items.quantity`, never below zero) until its
 * `reserved_until`. Payment turns the holds SOLD; cancellation (by the customer, a consultant or the
 * reservation's expiry) gives everything back, once. A held stone is off sale: the stone search and
 * lookups skip it (docs/decisions/0400).
 */

/** A line to reserve: what an order line copies from the bag line. */
export interface ReservationLine {
  kind?: LineKind;
  /** The listed stone of a STONE line, or of a RING line with a listed centre stone. */
  stoneId: number | null;
  stoneIdentifier: string | null;
  readyToGoItemId: number | null;
  quantity: number;
  /** The line's name as the customer saw it in the bag ("1.02ct round diamond, E VS1"). */
  name: string;
}

/** A line that could not be reserved: its stone is held by another order or off sale, or too few units are left. */
export interface TakenLine {
  kind: LineKind | null;
  stoneIdentifier: string | null;
  readyToGoItemId: number | null;
  name: string;
}

export type ReservationOutcome = { ok: true } | { ok: false; taken: TakenLine[] };

/** How long an unpaid order holds its stones and units (RESERVATION_HOURS, set at start; 48 by default). */
let reservationHours = 48;

export function configureReservations(settings: { hours: number }): void {
  if (!Number.isInteger(settings.hours) || settings.hours < 1)
    throw new Error("the reservation length must be a whole number of hours, at least 1");
  reservationHours = settings.hours;
}

/** The end of a reservation made at `from` (now by default). */
export function reservationEnd(from: Date = new Date()): Date {
  return new Date(from.getTime() + reservationHours * 3_600_000);
}

/**
 * Reserves the order's stones and ready-to-go units, in the caller's transaction. Answers which lines
 * could not be had; the caller then rolls back (whatever was reserved here goes with it) and tells the
 * customer which stone or piece went. Stones are held in one statement in id order and units taken in
 * item order, so two checkouts of overlapping bags wait for each other instead of deadlocking.
 */
export async function reserveForOrder(tx: Db, orderId: number, lines: readonly ReservationLine[]): Promise<ReservationOutcome> {
  const taken: TakenLine[] = [];
  const takenOf = (line: ReservationLine): TakenLine => ({
    kind: line.kind ?? null,
    stoneIdentifier: line.stoneIdentifier,
    readyToGoItemId: line.readyToGoItemId,
    name: line.name,
  });

  const stoneLines = new Map<number, ReservationLine>();
  for (const line of lines) if (line.stoneId !== null) stoneLines.set(line.stoneId, line);
  if (stoneLines.size) {
    const ids = [...stoneLines.keys()].sort((a, b) => a - b);
    const held = rowsOf<{ stone_id: number }>(
      await tx.execute(sql`
        insert into stone_holds (stone_id, order_id, kind)
        select s.id, ${orderId}, 'RESERVED' from stones s
        where s.id = any(${toPgIntArray(ids)}::int[]) and s.available
        order by s.id
        on conflict (stone_id) do nothing
        returning stone_id`),
    );
    const got = new Set(held.map((r) => Number(r.stone_id)));
    const missing = ids.filter((id) => !got.has(id));
    if (missing.length) {
      // Held by this very order already (a reservation made again) is no loss.
      const own = await tx
        .select({ stoneId: stoneHolds.stoneId })
        .from(stoneHolds)
        .where(and(eq(stoneHolds.orderId, orderId), inArray(stoneHolds.stoneId, missing)));
      const ownIds = new Set(own.map((r) => r.stoneId));
      for (const id of missing) if (!ownIds.has(id)) taken.push(takenOf(stoneLines.get(id)!));
    }
  }

  const units = new Map<number, { quantity: number; line: ReservationLine }>();
  for (const line of lines) {
    if (line.readyToGoItemId === null) continue;
    const entry = units.get(line.readyToGoItemId);
    if (entry) entry.quantity += line.quantity;
    else units.set(line.readyToGoItemId, { quantity: line.quantity, line });
  }
  for (const [itemId, { quantity, line }] of [...units].sort((a, b) => a[0] - b[0])) {
    if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`a ready-to-go line of order ${orderId} has quantity ${quantity}`);
    const updated = rowsOf<{ id: number }>(
      await tx.execute(
        sql`update ready_to_go_items set quantity = quantity - ${quantity} where id = ${itemId} and quantity >= ${quantity} returning id`,
      ),
    );
    if (!updated.length) taken.push(takenOf(line));
  }

  return taken.length ? { ok: false, taken } : { ok: true };
}

/**
 * Gives back what the order reserved, in the caller's transaction: its RESERVED stone holds are
 * deleted (SOLD ones stay) and its ready-to-go units go back in stock, counted from its order lines.
 * Safe to call again: `orders.released_at` is set by the first release, and units go back only then.
 */
export async function releaseForOrder(tx: Db, orderId: number): Promise<void> {
  await tx.delete(stoneHolds).where(and(eq(stoneHolds.orderId, orderId), eq(stoneHolds.kind, "RESERVED")));
  const first = await tx
    .update(orders)
    .set({ releasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.releasedAt)))
    .returning({ id: orders.id });
  if (!first.length) return;
  await tx.execute(sql`
    update ready_to_go_items r set quantity = r.quantity + l.units
    from (
      select ready_to_go_item_id, sum(quantity)::int as units from order_lines
      where order_id = ${orderId} and ready_to_go_item_id is not null
      group by 1
    ) l
    where r.id = l.ready_to_go_item_id`);
}

/** The order is paid (in part or in full): its stones are sold to it and stay off sale. In the caller's transaction. */
export async function markHoldsSold(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(stoneHolds)
    .set({ kind: "SOLD" })
    .where(and(eq(stoneHolds.orderId, orderId), eq(stoneHolds.kind, "RESERVED")));
}

/** Ends an unpaid order's reservation when its time comes (one job per order, with `runAt`). */
export const reservationExpiryJob = defineJobType<{ orderId: number }>("orders.reservation-expiry", { maxAttempts: 10, leaseSeconds: 60 });

/**
 * Every few minutes, the safety net beside each order's expiry job: any unpaid order whose
 * reservation has passed is cancelled (an expiry job lost to a restored backup, or written before a
 * reservation was extended).
 */
export const reservationSweepJob = defineRecurringJob("orders.reservation-sweep", 300, { leaseSeconds: 120 });

/** Queues the expiry of order `orderId`'s reservation at `at`, in the caller's transaction. */
export async function scheduleReservationExpiry(tx: Db, orderId: number, at: Date): Promise<void> {
  await enqueueJob(tx, reservationExpiryJob, { orderId }, { runAt: at });
}

/**
 * Cancels order `orderId` if it is still unpaid and its reservation has passed (the database's clock);
 * anything else (paid, cancelled, a reservation extended) is left alone, so running it twice is harmless.
 * Answers whether it cancelled the order.
 */
export async function expireReservation(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from orders
        where id = ${orderId} and status = 'AWAITING_PAYMENT' and reserved_until is not null and reserved_until <= now()
        for update`),
    );
    if (!due.length) return false;
    const moved = await moveOrder(tx, orderId, "CANCELLED", { kind: "SYSTEM", userId: null, note: "reservation expired" });
    return moved.ok;
  });
}

/** Cancels every unpaid order whose reservation has passed, a batch at a time; answers how many. */
export async function expireOverdueReservations(db: Db, batch = 100): Promise<number> {
  let cancelled = 0;
  const seen = new Set<number>();
  for (;;) {
    const overdue = rowsOf<{ id: number }>(
      await db.execute(sql`
        select id from orders
        where status = 'AWAITING_PAYMENT' and reserved_until <= now() and id <> all(${toPgIntArray([...seen])}::int[])
        order by reserved_until limit ${batch}`),
    ).map((r) => Number(r.id));
    if (!overdue.length) return cancelled;
    for (const id of overdue) {
      seen.add(id);
      if (await expireReservation(db, id)) cancelled++;
    }
  }
}

/** The handlers of the reservation jobs, for the store's job worker. */
export function reservationJobHandlers(): JobHandler[] {
  return [
    handleJob(reservationExpiryJob, async (data, job) => {
      if (await expireReservation(job.db, data.orderId)) job.log.info({ orderId: data.orderId }, "reservation expired: order cancelled");
    }),
    handleJob(reservationSweepJob, async (_data, job) => {
      const cancelled = await expireOverdueReservations(job.db);
      if (cancelled) job.log.info({ cancelled }, "overdue reservations cancelled");
    }),
  ];
}
