import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderEvents, orderLines, orders, paymentTransactions, users } from "../db/schema/index.ts";

/**
 * Demo orders of the demo customer Olivia, made once when the store has none: one placed and awaiting
 * its bank transfer (what a consultant allocates in the staff area), and one delivered (what she owns).
 */
export async function seedDemoOrders(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (any) return false;
  const [olivia] = await db.select().from(users).where(eq(users.email, "olivia@example.com")).limit(1);
  if (!olivia) return false;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const base = {
      userId: olivia.id,
      region: "UK" as const,
      currency: "GBP" as const,
      locale: "en-gb" as const,
      taxType: "INCLUSIVE" as const,
      exchangeRate: 1,
      email: olivia.email,
      phone: "+447400900123",
      shipName: "Olivia Bennett",
      shipLine1: "12 Hatton Garden",
      shipCity: "London",
      shipPostcode: "EC1N 8AA",
      shipCountry: "GB",
      paymentMethod: "BANK_TRANSFER" as const,
    };
    const [waiting] = await tx
      .insert(orders)
      .values({
        ...base,
        status: "AWAITING_PAYMENT",
        deliveryDate: new Date(now + 28 * day).toISOString().slice(0, 10),
        subtotalMinor: 345_000,
        totalMinor: 345_000,
        bankReference: "HV-DEMO-0001",
        placedAt: new Date(now - 2 * 3_600_000),
        reservedUntil: new Date(now + 46 * 3_600_000),
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: waiting!.id,
      position: 1,
      kind: "PRODUCT",
      quantity: 1,
      details: { name: "The Eleanor diamond eternity ring", description: ["18k white gold", "Size M", "1.10ct total"] },
      unitPriceMinor: 345_000,
      unitListPriceMinor: 375_000,
      deliveryDays: 20,
      expressAvailable: false,
    });
    await tx
      .insert(orderEvents)
      .values({ orderId: waiting!.id, toStatus: "AWAITING_PAYMENT", actorKind: "CUSTOMER", actorUserId: olivia.id });
    await tx.insert(paymentTransactions).values({
      orderId: waiting!.id,
      method: "BANK_TRANSFER",
      status: "PENDING",
      amountMinor: 345_000,
      currency: "GBP",
      idempotencyKey: `demo-transfer-${waiting!.id}`,
    });

    const delivered = new Date(now - 60 * day);
    const [done] = await tx
      .insert(orders)
      .values({
        ...base,
        status: "DELIVERED",
        subtotalMinor: 129_000,
        totalMinor: 129_000,
        bankReference: "HV-DEMO-0002",
        placedAt: new Date(now - 90 * day),
        dispatchedAt: new Date(delivered.getTime() - 2 * day),
        shippingCompany: "Royal Mail Special Delivery",
        trackingNumber: "RM123456785GB",
        deliveredAt: delivered,
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: done!.id,
      position: 1,
      kind: "PRODUCT",
      quantity: 1,
      details: { name: "Diamond stud earrings", description: ["18k yellow gold", "0.50ct total"] },
      unitPriceMinor: 129_000,
      deliveryDays: 15,
      expressAvailable: true,
    });
    await tx.insert(paymentTransactions).values({
      orderId: done!.id,
      method: "STRIPE",
      status: "SUCCEEDED",
      amountMinor: 129_000,
      currency: "GBP",
      idempotencyKey: `demo-card-${done!.id}`,
    });
    await tx.insert(orderEvents).values([
      {
        orderId: done!.id,
        toStatus: "AWAITING_PAYMENT",
        actorKind: "CUSTOMER",
        actorUserId: olivia.id,
        createdAt: new Date(now - 90 * day),
      },
      { orderId: done!.id, fromStatus: "AWAITING_PAYMENT", toStatus: "PAID", actorKind: "SYSTEM", createdAt: new Date(now - 90 * day) },
      {
        orderId: done!.id,
        fromStatus: "PAID",
        toStatus: "DISPATCHED",
        actorKind: "CONSULTANT",
        createdAt: new Date(delivered.getTime() - 2 * day),
      },
      { orderId: done!.id, fromStatus: "DISPATCHED", toStatus: "DELIVERED", actorKind: "CONSULTANT", createdAt: delivered },
    ]);
  });
  return true;
}
