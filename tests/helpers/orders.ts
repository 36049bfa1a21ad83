import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { orderEvents, orderLines, orders, paymentTransactions, sessions, stoneHolds, users } from "../../server/db/schema/index.ts";
import { createConsultant, createCustomer, hashPassword } from "../../server/services/accounts/index.ts";
import type { OrderStatus, PaymentMethod, PaymentPlan } from "../../core/vocabulary/orders.ts";
import type { Currency, Region } from "../../core/regions.ts";

/** The password of every user these helpers make. */
export const TEST_PASSWORD = "order tests password";

let serial = 0;

/** A customer with a proven address and a password (TEST_PASSWORD). */
export async function makeCustomer(db: Db, name = "Ada", region: Region = "UK", currency: Currency = "GBP") {
  serial += 1;
  const user = await createCustomer(db, {
    email: `${name.toLowerCase()}.${serial}.${Date.now()}@example.com`,
    firstName: name,
    lastName: "Lovelace",
    phone: null,
    region,
    currency,
    emailConsent: false,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
  });
  return user!;
}

/** A consultant with a password (TEST_PASSWORD). */
export async function makeConsultant(db: Db, name = "Grace") {
  serial += 1;
  const user = await createConsultant(db, {
    email: `${name.toLowerCase()}.staff.${serial}.${Date.now()}@example.com`,
    firstName: name,
    lastName: "Hopper",
    isAdmin: false,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  return user!;
}

export interface TestOrder {
  userId: string;
  status?: OrderStatus;
  currency?: Currency;
  region?: Region;
  /** Each line's unit price in minor units; the subtotal is their sum. */
  lines?: { name: string; unitPriceMinor: number; unitListPriceMinor?: number | null; stoneId?: number | null }[];
  discountMinor?: number;
  plan?: PaymentPlan;
  depositMinor?: number | null;
  method?: PaymentMethod | null;
  placed?: boolean;
  promoCode?: string | null;
  /** A pending bank transfer request for this amount (minor units). */
  pendingTransferMinor?: number | null;
}

/**
 * An order written straight into the tables, as checkout leaves it once placed: lines with their
 * snapshot, amounts, a bank reference and (optionally) the pending transfer the customer was asked for.
 */
export async function insertOrder(db: Db, input: TestOrder) {
  const currency = input.currency ?? "GBP";
  const lines = input.lines ?? [{ name: "The Amelia, 18k white gold", unitPriceMinor: 250_000 }];
  const subtotal = lines.reduce((s, l) => s + l.unitPriceMinor, 0);
  const discount = input.discountMinor ?? 0;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  serial += 1;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      status: input.status ?? "AWAITING_PAYMENT",
      region: input.region ?? "UK",
      currency,
      locale: "en-gb",
      taxType: "INCLUSIVE",
      exchangeRate: 1,
      email: user!.email,
      phone: "+447700900123",
      shipName: "Ada Lovelace",
      shipLine1: "1 Hatton Garden",
      shipCity: "London",
      shipPostcode: "EC1N 8AA",
      shipCountry: "GB",
      deliveryDate: "2026-12-18",
      subtotalMinor: subtotal,
      discountMinor: discount,
      totalMinor: subtotal - discount,
      paymentPlan: input.plan ?? "FULL",
      depositMinor: input.plan === "DEPOSIT" ? (input.depositMinor ?? Math.floor((subtotal - discount) / 4)) : null,
      paymentMethod: input.method === undefined ? "BANK_TRANSFER" : input.method,
      bankReference: `TEST${Date.now().toString(36).toUpperCase()}${serial}`,
      promoCode: input.promoCode ?? null,
      placedAt: input.placed === false ? null : new Date(),
      reservedUntil: new Date(Date.now() + 48 * 3600_000),
    })
    .returning();
  await db.insert(orderLines).values(
    lines.map((line, i) => ({
      orderId: order!.id,
      position: i + 1,
      kind: line.stoneId ? ("STONE" as const) : ("PRODUCT" as const),
      quantity: 1,
      stoneId: line.stoneId ?? null,
      details: { name: line.name, description: ["18k white gold", "Size M"] },
      unitPriceMinor: line.unitPriceMinor,
      unitListPriceMinor: line.unitListPriceMinor ?? null,
      deliveryDays: 20,
      expressAvailable: false,
    })),
  );
  for (const line of lines) if (line.stoneId) await db.insert(stoneHolds).values({ stoneId: line.stoneId, orderId: order!.id });
  await db
    .insert(orderEvents)
    .values({ orderId: order!.id, fromStatus: null, toStatus: order!.status, actorKind: "CUSTOMER", actorUserId: input.userId });
  if (input.pendingTransferMinor)
    await db.insert(paymentTransactions).values({
      orderId: order!.id,
      method: "BANK_TRANSFER",
      status: "PENDING",
      amountMinor: input.pendingTransferMinor,
      currency,
      idempotencyKey: `test-transfer-${order!.id}`,
    });
  return order!;
}

/** The session rows of a user (to tie an impersonation to one in tests). */
export async function sessionsOf(db: Db, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}
