import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import type { Db } from "../../server/db/client.ts";
import {
  oneTimeTokens,
  orderLines,
  orders,
  readyToGoItems,
  sessions,
  stoneHolds,
  users,
  webauthnChallenges,
} from "../../server/db/schema/index.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedCatalogue } from "../../server/seed/catalogue.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { accountsCleanupJob, accountsCleanupJobHandler, cleanUpAccounts } from "../../server/services/accounts/cleanup.ts";
import { defineRecurringJob, handleJob, runPendingJobs } from "../../server/services/jobs/index.ts";
import {
  expireOverdueReservations,
  markHoldsSold,
  releaseForOrder,
  reservationJobHandlers,
  reservationSweepJob,
  reserveForOrder,
  scheduleReservationExpiry,
  type ReservationLine,
} from "../../server/services/orders/reservations.ts";
import { moveOrder } from "../../server/services/orders/status.ts";
import { currentIndex } from "../../server/services/stones/engine.ts";
import { searchStones, stoneByIdentifier, type StoneQueryInput } from "../../server/services/stones/index.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

let database: Database;
let userId: string;
let itemId: number;

interface StoneRow {
  id: number;
  identifier: string;
  shape: string;
  carat: string;
}

/** Stones for sale, none held: distinct ones per test. */
let pool: StoneRow[] = [];
function nextStone(): StoneRow {
  return pool.shift()!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database, { engagement: 1, wedding: 0, readyToGo: 1, jewellery: 0 });
  await seedStones(database, { stones: 400, seed: 5 });
  pool = rowsOf<StoneRow>(
    await database.db.execute(
      sql`select id, identifier, shape::text as shape, carat_weight::text as carat from stones where available and category = 'DIAMOND' order by id limit 40`,
    ),
  ).map((r) => ({ ...r, id: Number(r.id) }));
  const [user] = await database.db.insert(users).values({ email: "ada@example.com", firstName: "Ada" }).returning({ id: users.id });
  userId = user!.id;
  const [item] = await database.db.select({ id: readyToGoItems.id }).from(readyToGoItems).limit(1);
  itemId = item!.id;
});
afterAll(async () => {
  await database?.close();
});

const db = (): Db => database.db;

/** An unpaid order with the given lines (order lines written as checkout writes them). */
async function makeOrder(tx: Db, lines: ReservationLine[], reservedUntil = new Date(Date.now() + 48 * 3_600_000)): Promise<number> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      region: "UK",
      currency: "GBP",
      locale: "en-gb",
      taxType: "INCLUSIVE",
      exchangeRate: 1,
      email: "ada@example.com",
      subtotalMinor: 100_000,
      totalMinor: 100_000,
      reservedUntil,
    })
    .returning({ id: orders.id });
  if (lines.length)
    await tx.insert(orderLines).values(
      lines.map((l, i) => ({
        orderId: order!.id,
        position: i + 1,
        kind: l.kind ?? "STONE",
        quantity: l.quantity,
        stoneId: l.stoneId,
        readyToGoItemId: l.readyToGoItemId,
        stoneIdentifier: l.stoneIdentifier,
        details: { name: l.name },
        unitPriceMinor: 50_000,
        deliveryDays: 10,
        expressAvailable: false,
      })),
    );
  return order!.id;
}

function stoneLine(stone: StoneRow): ReservationLine {
  return {
    kind: "STONE",
    stoneId: stone.id,
    stoneIdentifier: stone.identifier,
    readyToGoItemId: null,
    quantity: 1,
    name: `${stone.carat}ct stone`,
  };
}
function unitLine(quantity: number): ReservationLine {
  return { kind: "READY_TO_GO", stoneId: null, stoneIdentifier: null, readyToGoItemId: itemId, quantity, name: "The Amelia, ready to go" };
}

class Rollback extends Error {}

/** Makes an order and reserves its lines in one transaction, rolled back when the reservation is refused (as checkout does). */
async function checkout(lines: ReservationLine[]) {
  try {
    return await db().transaction(async (tx) => {
      const orderId = await makeOrder(tx, lines);
      const outcome = await reserveForOrder(tx, orderId, lines);
      if (!outcome.ok) throw Object.assign(new Rollback(), { outcome });
      return { orderId, outcome };
    });
  } catch (error) {
    if (error instanceof Rollback) return { orderId: null, outcome: (error as Rollback & { outcome: unknown }).outcome };
    throw error;
  }
}

async function setUnits(n: number) {
  await db().update(readyToGoItems).set({ quantity: n }).where(eq(readyToGoItems.id, itemId));
}
async function units(): Promise<number> {
  return (await db().select({ q: readyToGoItems.quantity }).from(readyToGoItems).where(eq(readyToGoItems.id, itemId)))[0]!.q;
}
async function holdOf(stoneId: number) {
  return (await db().select().from(stoneHolds).where(eq(stoneHolds.stoneId, stoneId)))[0] ?? null;
}
async function statusOf(orderId: number) {
  return (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
}

describe("reserving an order's stones and units", () => {
  it("holds the stones and takes the units of an order", async () => {
    const stone = nextStone();
    await setUnits(3);
    const { orderId, outcome } = await checkout([stoneLine(stone), unitLine(2)]);
    expect(outcome).toEqual({ ok: true });
    expect(await holdOf(stone.id)).toMatchObject({ orderId, kind: "RESERVED" });
    expect(await units()).toBe(1);
  });

  it("refuses a stone another order holds, naming it, and leaves nothing behind", async () => {
    const stone = nextStone();
    const other = nextStone();
    const first = await checkout([stoneLine(stone)]);
    expect(first.outcome).toEqual({ ok: true });
    const orderCount = (await db().select({ id: orders.id }).from(orders)).length;
    const second = await checkout([stoneLine(other), stoneLine(stone)]);
    expect(second).toEqual({
      orderId: null,
      outcome: {
        ok: false,
        taken: [{ kind: "STONE", stoneIdentifier: stone.identifier, readyToGoItemId: null, name: `${stone.carat}ct stone` }],
      },
    });
    expect(await holdOf(stone.id)).toMatchObject({ orderId: first.orderId });
    expect(await holdOf(other.id)).toBeNull();
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(orderCount);
  });

  it("refuses a stone that is no longer available", async () => {
    const stone = nextStone();
    await db().execute(sql`update stones set available = false where id = ${stone.id}`);
    const { outcome } = await checkout([stoneLine(stone)]);
    expect(outcome).toMatchObject({ ok: false, taken: [{ stoneIdentifier: stone.identifier }] });
  });

  it("never takes ready-to-go units below zero", async () => {
    await setUnits(1);
    const refused = await checkout([unitLine(2)]);
    expect(refused.outcome).toEqual({
      ok: false,
      taken: [{ kind: "READY_TO_GO", stoneIdentifier: null, readyToGoItemId: itemId, name: "The Amelia, ready to go" }],
    });
    expect(await units()).toBe(1);
    expect((await checkout([unitLine(1)])).outcome).toEqual({ ok: true });
    expect(await units()).toBe(0);
    expect((await checkout([unitLine(1)])).outcome).toMatchObject({ ok: false });
    expect(await units()).toBe(0);
  });

  it("releases once: holds go, units come back a single time", async () => {
    const stone = nextStone();
    await setUnits(2);
    const { orderId } = await checkout([stoneLine(stone), unitLine(2)]);
    expect(await units()).toBe(0);
    await db().transaction((tx) => releaseForOrder(tx, orderId!));
    await db().transaction((tx) => releaseForOrder(tx, orderId!));
    expect(await holdOf(stone.id)).toBeNull();
    expect(await units()).toBe(2);
    const [row] = await db().select({ releasedAt: orders.releasedAt }).from(orders).where(eq(orders.id, orderId!));
    expect(row!.releasedAt).toBeInstanceOf(Date);
  });
});

describe("the reservation's expiry", () => {
  const query = (stone: StoneRow): StoneQueryInput => ({
    categories: ["DIAMOND"],
    shapes: [stone.shape as never],
    caratMin: Number(stone.carat),
    caratMax: Number(stone.carat),
    pageSize: 100,
  });
  async function found(stone: StoneRow, engine: "index" | "sql") {
    const result = await searchStones(testContext(database), query(stone), { engine });
    if (!result.ok) throw new Error("search refused");
    return {
      listed: result.value.items.some((i) => i.identifier === stone.identifier),
      total: result.value.total,
      shapeCount: result.value.facets.find((f) => f.field === "shape")?.values.find((v) => v.code === stone.shape)?.count ?? 0,
    };
  }

  it("cancels an unpaid order once its reservation has passed, and its stone is found again", async () => {
    const stone = nextStone();
    await setUnits(1);
    const before = { index: await found(stone, "index"), sql: await found(stone, "sql") };
    expect(before.index).toEqual(before.sql);
    expect(before.index.listed).toBe(true);
    const indexBefore = await currentIndex(db());

    const orderId = await db().transaction(async (tx) => {
      const id = await makeOrder(tx, [stoneLine(stone), unitLine(1)], new Date(Date.now() + 3_600_000));
      expect(await reserveForOrder(tx, id, [stoneLine(stone), unitLine(1)])).toEqual({ ok: true });
      await scheduleReservationExpiry(tx, id, new Date(Date.now() + 3_600_000));
      return id;
    });
    // Held: gone from both engines, counts one lower, and the index was not rebuilt for it.
    for (const engine of ["index", "sql"] as const) {
      const held = await found(stone, engine);
      expect(held).toEqual({ listed: false, total: before.index.total - 1, shapeCount: before.index.shapeCount - 1 });
    }
    expect(await currentIndex(db())).toBe(indexBefore);
    expect(await stoneByIdentifier(testContext(database), stone.identifier)).toMatchObject({ kind: "notAvailable", reason: "UNAVAILABLE" });

    // Not due yet: nothing happens.
    await runPendingJobs(db(), reservationJobHandlers());
    expect(await statusOf(orderId)).toBe("AWAITING_PAYMENT");

    await db().execute(sql`update orders set reserved_until = now() - interval '1 minute' where id = ${orderId}`);
    await db().execute(sql`update jobs set run_at = now() where type = 'orders.reservation-expiry'`);
    await runPendingJobs(db(), reservationJobHandlers());
    expect(await statusOf(orderId)).toBe("CANCELLED");
    expect(await holdOf(stone.id)).toBeNull();
    expect(await units()).toBe(1);
    expect(await found(stone, "index")).toEqual(before.index);
    expect(await found(stone, "sql")).toEqual(before.index);
    expect(await currentIndex(db())).toBe(indexBefore);
    expect(await stoneByIdentifier(testContext(database), stone.identifier)).toMatchObject({ kind: "stone" });

    // The job again (run twice), and the sweep: nothing more happens.
    await db().transaction((tx) => scheduleReservationExpiry(tx, orderId, new Date()));
    await runPendingJobs(db(), reservationJobHandlers());
    expect(await statusOf(orderId)).toBe("CANCELLED");
    expect(await units()).toBe(1);
    const events = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from order_events where order_id = ${orderId}`));
    expect(events[0]!.n).toBe(1);
  });

  it("leaves a paid order's stone held as sold", async () => {
    const stone = nextStone();
    const orderId = await db().transaction(async (tx) => {
      const id = await makeOrder(tx, [stoneLine(stone)], new Date(Date.now() - 60_000));
      await reserveForOrder(tx, id, [stoneLine(stone)]);
      await scheduleReservationExpiry(tx, id, new Date(Date.now() - 60_000));
      return id;
    });
    await db().transaction(async (tx) => {
      expect(await moveOrder(tx, orderId, "PAID", { kind: "SYSTEM", userId: null })).toMatchObject({ ok: true });
    });
    await runPendingJobs(db(), reservationJobHandlers());
    expect(await statusOf(orderId)).toBe("PAID");
    expect(await holdOf(stone.id)).toMatchObject({ orderId, kind: "SOLD" });
    expect((await found(stone, "index")).listed).toBe(false);
    // Releasing a paid order's reservation keeps what it bought.
    await db().transaction((tx) => markHoldsSold(tx, orderId));
    expect(await holdOf(stone.id)).toMatchObject({ kind: "SOLD" });
  });

  it("sweeps every overdue unpaid order whose own job was lost", async () => {
    const stones = [nextStone(), nextStone()];
    const ids = [];
    for (const stone of stones) {
      ids.push(
        await db().transaction(async (tx) => {
          const id = await makeOrder(tx, [stoneLine(stone)], new Date(Date.now() - 60_000));
          await reserveForOrder(tx, id, [stoneLine(stone)]);
          return id;
        }),
      );
    }
    expect(await expireOverdueReservations(db())).toBe(2);
    for (const id of ids) expect(await statusOf(id)).toBe("CANCELLED");
    for (const stone of stones) expect(await holdOf(stone.id)).toBeNull();
    expect(await expireOverdueReservations(db())).toBe(0);
    // The recurring sweep is written once, and its next run after the period.
    await runPendingJobs(db(), reservationJobHandlers());
    const sweeps = rowsOf<{ state: string; due_in: number }>(
      await db().execute(
        sql`select state, extract(epoch from run_at - now())::float8 as due_in from jobs where type = ${reservationSweepJob.name} order by created_at`,
      ),
    );
    expect(sweeps.map((s) => s.state)).toEqual(["done", "pending"]);
    expect(sweeps[1]!.due_in).toBeGreaterThan(290);
  });
});

describe("recurring jobs", () => {
  it("run once per period however many workers run them, and never lose the next run", async () => {
    const tick = defineRecurringJob("test.tick", 600);
    let runs = 0;
    const handlers = [
      handleJob(tick, async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    ];
    const both = () =>
      Promise.all([runPendingJobs(db(), handlers, { workerId: "worker-a" }), runPendingJobs(db(), handlers, { workerId: "worker-b" })]);
    await both();
    expect(runs).toBe(1);
    await both();
    expect(runs).toBe(1);
    const live = async () =>
      rowsOf<{ state: string; due_in: number }>(
        await db().execute(
          sql`select state, extract(epoch from run_at - now())::float8 as due_in from jobs where type = 'test.tick' and state in ('pending', 'running')`,
        ),
      );
    expect(await live()).toHaveLength(1);
    expect((await live())[0]!.due_in).toBeGreaterThan(590);

    // The period passes: one more run, one next run.
    await db().execute(sql`update jobs set run_at = now() where type = 'test.tick' and state = 'pending'`);
    await both();
    expect(runs).toBe(2);
    expect(await live()).toHaveLength(1);

    // A worker that died mid-run: its run is taken over after the lease, and the chain goes on.
    await db().execute(
      sql`update jobs set state = 'running', attempts = 1, locked_by = 'gone', locked_until = now() - interval '1 second', run_at = now() where type = 'test.tick' and state = 'pending'`,
    );
    await both();
    expect(runs).toBe(3);
    expect(await live()).toMatchObject([{ state: "pending" }]);
  });

  it("keeps going after a run that failed for the last time", async () => {
    const flaky = defineRecurringJob("test.flaky", 600, { maxAttempts: 1 });
    await runPendingJobs(db(), [
      handleJob(flaky, async () => {
        throw new Error("no luck");
      }),
    ]);
    const rows = rowsOf<{ state: string }>(await db().execute(sql`select state from jobs where type = 'test.flaky' order by created_at`));
    expect(rows.map((r) => r.state)).toEqual(["dead", "pending"]);
  });
});

describe("cleaning up ended sign-in records", () => {
  it("removes ended sessions, tokens a day past expiry and expired challenges, and nothing else", async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms);
    await db().delete(sessions);
    await db().delete(oneTimeTokens);
    await db().delete(webauthnChallenges);
    await db()
      .insert(sessions)
      .values([
        { tokenHash: "ended", userId, expiresAt: at(-hour), expiresCap: at(-hour) },
        { tokenHash: "live", userId, expiresAt: at(hour), expiresCap: at(24 * hour) },
      ]);
    await db()
      .insert(oneTimeTokens)
      .values([
        { tokenHash: "old", purpose: "MAGIC_LINK", userId, expiresAt: at(-25 * hour) },
        { tokenHash: "old-used", purpose: "PASSWORD_RESET", userId, expiresAt: at(-30 * hour), usedAt: at(-31 * hour) },
        { tokenHash: "recent", purpose: "MAGIC_LINK", userId, expiresAt: at(-hour) },
        { tokenHash: "used-live", purpose: "MAGIC_LINK", userId, expiresAt: at(hour), usedAt: at(-60_000) },
      ]);
    await db()
      .insert(webauthnChallenges)
      .values([
        { challenge: "expired", purpose: "AUTHENTICATE", expiresAt: at(-60_000) },
        { challenge: "live", purpose: "REGISTER", userId, expiresAt: at(60_000) },
      ]);

    const summary = await runPendingJobs(db(), [accountsCleanupJobHandler()]);
    expect(summary.done).toBe(1);
    expect((await db().select({ t: sessions.tokenHash }).from(sessions)).map((r) => r.t)).toEqual(["live"]);
    expect((await db().select({ t: oneTimeTokens.tokenHash }).from(oneTimeTokens)).map((r) => r.t).sort()).toEqual(["recent", "used-live"]);
    expect((await db().select({ c: webauthnChallenges.challenge }).from(webauthnChallenges)).map((r) => r.c)).toEqual(["live"]);
    expect(await cleanUpAccounts(db())).toEqual({ sessions: 0, tokens: 0, challenges: 0 });
    const next = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from jobs where type = ${accountsCleanupJob.name} and state = 'pending'`),
    );
    expect(next[0]!.n).toBe(1);
  });
});
