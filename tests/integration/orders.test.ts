import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { deliverQueuedMail } from "../helpers/mail.ts";
import { insertOrder, makeCustomer } from "../helpers/orders.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { mailOutbox, orderEvents, orders, promoCodes, promoRedemptions, stoneHolds, stones } from "../../server/db/schema/index.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { moveOrder, myOrder, myOrders, ownedPieces } from "../../server/services/orders/index.ts";
import { sessionUser } from "../../server/services/accounts/sessions.ts";
import { forgetSiteData } from "../../server/services/site.ts";

/**
 * Orders after placing: every status change through moveOrder (allowed and refused moves, the
 * history it writes, what each status does), and a customer reading their own orders only.
 */

let database: Database;
let stoneIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  await seedStones(database, { stones: 6 });
  stoneIds = (await database.db.select({ id: stones.id }).from(stones)).map((s) => s.id);
  forgetSiteData();
});
afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

const system = { kind: "SYSTEM" as const, userId: null };

function contextOf(user: Awaited<ReturnType<typeof makeCustomer>> | null) {
  const ctx = testContext(database);
  ctx.user = user ? sessionUser(user, { id: "00000000-0000-4000-8000-000000000000", kind: "FULL" }) : null;
  return ctx;
}

describe("moveOrder", () => {
  it("moves an unpaid order to PAID: history written, reservation ended, stones sold, payment mail queued", async () => {
    const db = database.db;
    const customer = await makeCustomer(db);
    const order = await insertOrder(db, {
      userId: customer.id,
      lines: [{ name: "1.02ct round diamond", unitPriceMinor: 500_000, stoneId: stoneIds[0]! }],
    });
    const moved = await db.transaction((tx) =>
      moveOrder(tx, order.id, "PAID", { kind: "CONSULTANT", userId: null, note: "paid in showroom" }),
    );
    expect(moved).toMatchObject({ ok: true, from: "AWAITING_PAYMENT", to: "PAID", version: 1 });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "PAID", reservedUntil: null, version: 1 });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.note])).toEqual([
      [null, "AWAITING_PAYMENT", "CUSTOMER", null],
      ["AWAITING_PAYMENT", "PAID", "CONSULTANT", "paid in showroom"],
    ]);
    expect((await db.select().from(stoneHolds).where(eq(stoneHolds.orderId, order.id)))[0]?.kind).toBe("SOLD");
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((m) => m.template)).toEqual(["order-payment-received"]);
  });

  it("refuses a move the transitions do not allow, and changes nothing", async () => {
    const db = database.db;
    const customer = await makeCustomer(db);
    const order = await insertOrder(db, { userId: customer.id, status: "PAID" });
    const back = await db.transaction((tx) => moveOrder(tx, order.id, "AWAITING_PAYMENT", system));
    expect(back).toEqual({ ok: false, refusal: "NOT_ALLOWED", orderId: order.id, from: "PAID", to: "AWAITING_PAYMENT" });
    const cancelPaid = await db.transaction((tx) => moveOrder(tx, order.id, "CANCELLED", system));
    expect(cancelPaid).toMatchObject({ ok: false, refusal: "NOT_ALLOWED" });
    const missing = await db.transaction((tx) => moveOrder(tx, 99_999_999, "PAID", system));
    expect(missing).toMatchObject({ ok: false, refusal: "NOT_FOUND", from: null });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "PAID", version: 0 });
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(1);
  });

  it("dispatches only with a courier and tracking number, mails them, and delivers", async () => {
    const db = database.db;
    const customer = await makeCustomer(db, "Mary");
    const order = await insertOrder(db, { userId: customer.id, status: "PAID" });
    const bare = await db.transaction((tx) => moveOrder(tx, order.id, "DISPATCHED", system));
    expect(bare).toMatchObject({ ok: false, refusal: "INCOMPLETE" });
    const sent = await db.transaction((tx) =>
      moveOrder(tx, order.id, "DISPATCHED", system, {
        shippingCompany: "Royal Mail",
        trackingNumber: "RM123456789GB",
        origin: "http://localhost",
      }),
    );
    expect(sent.ok).toBe(true);
    const [dispatched] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(dispatched).toMatchObject({ status: "DISPATCHED", shippingCompany: "Royal Mail", trackingNumber: "RM123456789GB" });
    expect(dispatched!.dispatchedAt).toBeInstanceOf(Date);
    const mail = (await deliverQueuedMail(db)).find((m) => m.to === customer.email);
    expect(mail?.subject).toContain(`Order #${order.id} is on its way`);
    expect(mail?.text).toContain("Courier: Royal Mail. Tracking number: RM123456789GB.");
    expect(mail?.text).toContain(`/profile/my-orders?id=${order.id}`);
    expect((await db.transaction((tx) => moveOrder(tx, order.id, "DELIVERED", system))).ok).toBe(true);
    const [delivered] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
  });

  it("cancelling an unpaid order puts its stones back on sale and gives back its promo code's use", async () => {
    const db = database.db;
    const customer = await makeCustomer(db);
    const order = await insertOrder(db, {
      userId: customer.id,
      lines: [{ name: "Oval sapphire", unitPriceMinor: 120_000, stoneId: stoneIds[1]! }],
    });
    const [promo] = await db.insert(promoCodes).values({ code: "WELCOME10", kind: "PERCENTAGE", percentBasisPoints: 1000 }).returning();
    await db.insert(promoRedemptions).values({ promoCodeId: promo!.id, orderId: order.id, userId: customer.id });
    const moved = await db.transaction((tx) =>
      moveOrder(tx, order.id, "CANCELLED", { kind: "CUSTOMER", userId: customer.id, note: "changed my mind" }),
    );
    expect(moved.ok).toBe(true);
    expect(await db.select().from(stoneHolds).where(eq(stoneHolds.stoneId, stoneIds[1]!))).toEqual([]);
    expect(await db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, order.id))).toEqual([]);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "CANCELLED", cancelReason: "changed my mind" });
    expect(after!.cancelledAt).toBeInstanceOf(Date);
  });

  it("a payment that leaves a balance says what is still due", async () => {
    const db = database.db;
    const customer = await makeCustomer(db, "Ida");
    const order = await insertOrder(db, { userId: customer.id, plan: "DEPOSIT", depositMinor: 100_000 });
    await db.execute(
      `insert into payment_transactions (order_id, method, kind, status, amount_minor, currency, idempotency_key) values (${order.id}, 'STRIPE', 'PAYMENT', 'SUCCEEDED', 100000, 'GBP', 'dep-${order.id}')` as never,
    );
    await db.transaction((tx) => moveOrder(tx, order.id, "DEPOSIT_PAID", { kind: "SYSTEM", userId: null }, { origin: "http://localhost" }));
    const mail = (await deliverQueuedMail(db)).find((m) => m.to === customer.email);
    expect(mail?.text).toContain("Paid so far: £1,000 of £2,500.");
    expect(mail?.text).toContain("The balance still due is £1,500.");
  });
});

describe("a customer's orders", () => {
  it("lists only the customer's own placed orders, newest first, and reads no one else's", async () => {
    const db = database.db;
    const ada = await makeCustomer(db, "Ada");
    const eve = await makeCustomer(db, "Eve");
    const first = await insertOrder(db, {
      userId: ada.id,
      lines: [{ name: "The Amelia", unitPriceMinor: 300_000, unitListPriceMinor: 350_000 }],
      discountMinor: 30_000,
      promoCode: "SPRING10",
    });
    const second = await insertOrder(db, { userId: ada.id });
    await insertOrder(db, { userId: ada.id, placed: false });
    const theirs = await insertOrder(db, { userId: eve.id });

    const list = await myOrders(contextOf(ada));
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      status: "AWAITING_PAYMENT",
      total: { minor: 270_000, currency: "GBP" },
      firstLine: { name: "The Amelia" },
    });

    const detail = await myOrder(contextOf(ada), first.id);
    expect(detail).toMatchObject({
      id: first.id,
      saved: { minor: 80_000 },
      promo: { code: "SPRING10", applied: true },
      due: { minor: 270_000 },
      paid: { minor: 0 },
      phone: "+447700900123",
      address: { line1: "1 Hatton Garden", postcode: "EC1N 8AA" },
    });
    expect(await myOrder(contextOf(ada), theirs.id)).toBeNull();
    expect(await myOrder(contextOf(null), first.id)).toBeNull();
    expect(await myOrders(contextOf(null))).toEqual([]);
  });

  it("owns the pieces of dispatched and delivered orders only", async () => {
    const db = database.db;
    const customer = await makeCustomer(db, "Rosalind");
    await insertOrder(db, { userId: customer.id, status: "PAID", lines: [{ name: "Unpaid piece", unitPriceMinor: 10_000 }] });
    const delivered = await insertOrder(db, {
      userId: customer.id,
      status: "DELIVERED",
      lines: [{ name: "Diamond studs", unitPriceMinor: 90_000 }],
    });
    const pieces = await ownedPieces(contextOf(customer));
    expect(pieces.map((p) => [p.orderId, p.line.name])).toEqual([[delivered.id, "Diamond studs"]]);
    const stone = await insertOrder(db, {
      userId: customer.id,
      status: "DISPATCHED",
      lines: [{ name: "Round diamond", unitPriceMinor: 400_000, stoneId: stoneIds[2]! }],
    });
    await db
      .update(stones)
      .set({ certGia: "2141438171", certIgi: null, reportUrl: "https://example.com/report.pdf" })
      .where(eq(stones.id, stoneIds[2]!));
    const withStone = await ownedPieces(contextOf(customer));
    expect(withStone.find((p) => p.orderId === stone.id)?.certificate).toEqual({
      lab: "GIA",
      number: "2141438171",
      url: "https://example.com/report.pdf",
    });
    expect(withStone.find((p) => p.orderId === delivered.id)?.certificate).toBeNull();
    const other = await makeCustomer(db, "Eve");
    expect(await ownedPieces(contextOf(other), pieces[0]!.line.id)).toEqual([]);
  });
});
