import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addresses } from "../../db/schema/orders.ts";

/** A customer's saved delivery addresses (docs/product.md#checkout), the last used first. */

export type SavedAddress = typeof addresses.$inferSelect;

/** The delivery part of an address (what an order copies). */
export interface DeliveryAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  subdivision: string | null;
  postcode: string;
  country: string;
  phone: string | null;
}

const MAX_SAVED = 20;

export async function savedAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.lastUsedAt)).limit(MAX_SAVED);
}

export async function savedAddress(db: Db, userId: string, id: string): Promise<SavedAddress | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps an address the customer used: the same address saved before (every field equal) is marked
 * used now rather than saved twice.
 */
export async function saveAddress(db: Db, userId: string, address: DeliveryAddress): Promise<string> {
  const [same] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.name, address.name),
        eq(addresses.line1, address.line1),
        sql`${addresses.line2} is not distinct from ${address.line2}`,
        eq(addresses.city, address.city),
        sql`${addresses.subdivision} is not distinct from ${address.subdivision}`,
        eq(addresses.postcode, address.postcode),
        eq(addresses.country, address.country),
      ),
    )
    .limit(1);
  if (same) {
    await db.update(addresses).set({ lastUsedAt: new Date(), phone: address.phone }).where(eq(addresses.id, same.id));
    return same.id;
  }
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...address })
    .returning({ id: addresses.id });
  return row!.id;
}

/** Marks a saved address used now (chosen at checkout). */
export async function touchAddress(db: Db, id: string): Promise<void> {
  await db.update(addresses).set({ lastUsedAt: new Date() }).where(eq(addresses.id, id));
}
