import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/orders.ts";
import { derivedSigningKey } from "../../media/registry.ts";

/**
 * Who may see an order's checkout (docs/decisions/0701-checkout.md): its customer when signed in,
 * and the browser that made it, through the signed `checkout` cookie naming the orders it made
 * ("{id}.{HMAC-SHA256(id)}" for each of the last five, comma-separated; the key derived from the
 * store's signing key). Anyone else is told the order does not exist.
 */
export const CHECKOUT_COOKIE = "checkout";
const PURPOSE = "checkout-orders-cookie";
const MAX_ORDERS = 5;
const COOKIE_SECONDS = 30 * 24 * 60 * 60;

export type OrderRow = typeof orders.$inferSelect;

function signatureOf(id: number): string {
  return createHmac("sha256", derivedSigningKey(PURPOSE)).update(String(id)).digest("base64url");
}

/** The order ids this browser's cookie names with a signature the store made. */
export function cookieOrderIds(ctx: RequestContext): number[] {
  const value = ctx.cookies.get(CHECKOUT_COOKIE);
  if (!value || value.length > 1000) return [];
  const ids: number[] = [];
  for (const part of value.split(",")) {
    const [idText, signature] = part.split(".");
    if (!idText || !signature || !/^\d{1,10}$/.test(idText)) continue;
    const id = Number(idText);
    const expected = Buffer.from(signatureOf(id));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) ids.push(id);
  }
  return ids;
}

/** Adds an order to the browser's cookie (the newest first, five at most). */
export function rememberOrder(ctx: RequestContext, orderId: number): void {
  const ids = [orderId, ...cookieOrderIds(ctx).filter((id) => id !== orderId)].slice(0, MAX_ORDERS);
  ctx.cookies.set(CHECKOUT_COOKIE, ids.map((id) => `${id}.${signatureOf(id)}`).join(","), {
    httpOnly: true,
    maxAgeSeconds: COOKIE_SECONDS,
  });
}

/** Whether the request may see the order: its signed-in customer, or the browser that made it. */
export function mayReach(ctx: RequestContext, order: Pick<OrderRow, "id" | "userId">): boolean {
  return (ctx.user !== null && ctx.user.id === order.userId) || cookieOrderIds(ctx).includes(order.id);
}

/** The order when the request may see it; null otherwise (the same answer as no order at all). */
export async function reachableOrder(ctx: RequestContext, orderId: number, db: Db = ctx.db, lock = false): Promise<OrderRow | null> {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) return null;
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId)));
  const [row] = lock ? await q.for("update") : await q;
  return row && mayReach(ctx, row) ? row : null;
}
