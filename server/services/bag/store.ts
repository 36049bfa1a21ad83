import { asc, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { bagLines, bags } from "../../db/schema/index.ts";
import { readBagCookie, writeBagCookie } from "./cookie.ts";

/** The stored bag: a row per bag (a customer's, or an anonymous visitor's through the cookie) and its lines. */

export type BagRow = typeof bags.$inferSelect;
export type BagLineRow = typeof bagLines.$inferSelect;

export async function bagById(db: Db, id: string): Promise<BagRow | null> {
  const [row] = await db.select().from(bags).where(eq(bags.id, id)).limit(1);
  return row ?? null;
}

export async function bagOfUser(db: Db, userId: string): Promise<BagRow | null> {
  const [row] = await db.select().from(bags).where(eq(bags.userId, userId)).limit(1);
  return row ?? null;
}

/** The anonymous bag the cookie names: null when there is none, or it has been given to a customer since. */
export async function cookieBag(ctx: RequestContext, db: Db = ctx.db): Promise<BagRow | null> {
  const id = readBagCookie(ctx);
  if (!id) return null;
  const row = await bagById(db, id);
  return row && row.userId === null ? row : null;
}

/** The request's bag: the signed-in customer's, else the anonymous one of the cookie. */
export async function requestBag(ctx: RequestContext, db: Db = ctx.db): Promise<BagRow | null> {
  if (ctx.user) return bagOfUser(db, ctx.user.id);
  return cookieBag(ctx, db);
}

/**
 * The request's bag, made when there is none yet (a customer's by user id; an anonymous visitor's
 * named by a new cookie), locked until the end of the transaction `tx`: changes to one bag are made
 * one after another.
 */
export async function lockRequestBag(ctx: RequestContext, tx: Db): Promise<BagRow> {
  const existing = await requestBag(ctx, tx);
  if (existing) {
    const [locked] = await tx.select().from(bags).where(eq(bags.id, existing.id)).for("update");
    if (locked && locked.userId === existing.userId) return locked;
  }
  if (ctx.user) {
    await tx.insert(bags).values({ userId: ctx.user.id }).onConflictDoNothing();
    const [locked] = await tx.select().from(bags).where(eq(bags.userId, ctx.user.id)).for("update");
    return locked!;
  }
  const [made] = await tx.insert(bags).values({}).returning();
  writeBagCookie(ctx, made!.id);
  return made!;
}

export async function linesOf(db: Db, bagId: string): Promise<BagLineRow[]> {
  return db.select().from(bagLines).where(eq(bagLines.bagId, bagId)).orderBy(asc(bagLines.createdAt), asc(bagLines.id));
}

export async function touch(db: Db, bag: BagRow): Promise<void> {
  await db
    .update(bags)
    .set({ version: bag.version + 1, updatedAt: new Date() })
    .where(eq(bags.id, bag.id));
}
