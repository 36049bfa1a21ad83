import { and, eq, isNull } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { ringBuilders } from "../../db/schema/index.ts";
import { readRingBuilderCookie, writeRingBuilderCookie } from "./cookie.ts";

/**
 * The stored ring builder: one row, read and written whole; a change locks the row, so changes to one
 * builder are made one after another, each over the version the one before it wrote.
 */

export type RingBuilderRow = typeof ringBuilders.$inferSelect;
/** Every column a change can set (the row's identity, owner and bookkeeping aside). */
export type RingBuilderState = Omit<RingBuilderRow, "id" | "userId" | "version" | "createdAt" | "updatedAt">;

/** The columns of the mount, as they are when there is none. */
export const NO_MOUNT = {
  mountCatalogueCode: null,
  mountMetal: null,
  mountShape: null,
  signatureStoneColour: null,
  signatureStoneCrystal: null,
  signatureStoneWidth: null,
  mountUri: null,
  mountAddedAt: null,
} satisfies Partial<RingBuilderState>;

/** The columns of the centre stone, as they are when there is none. */
export const NO_STONE = {
  stoneKind: null,
  stoneIdentifier: null,
  stoneCategory: null,
  stoneCertificateLab: null,
  stoneCertificateNumber: null,
  stoneShape: null,
  stoneCarat: null,
  stoneColour: null,
  stoneClarity: null,
  stoneCut: null,
  stoneGemstoneType: null,
  stoneGemstoneColour: null,
  stoneColourGrade: null,
  stoneGemstoneClarity: null,
  stoneUri: null,
  stoneAddedAt: null,
} satisfies Partial<RingBuilderState>;

export const EMPTY_STATE: RingBuilderState = { ringSize: null, ringSizePersisted: false, lastAdded: null, ...NO_MOUNT, ...NO_STONE };

export function stateOf(row: RingBuilderRow | null): RingBuilderState {
  if (!row) return EMPTY_STATE;
  const { id: _id, userId: _user, version: _version, createdAt: _created, updatedAt: _updated, ...state } = row;
  return state;
}

async function byId(db: Db, id: string): Promise<RingBuilderRow | null> {
  const [row] = await db.select().from(ringBuilders).where(eq(ringBuilders.id, id)).limit(1);
  return row ?? null;
}

export async function builderOfUser(db: Db, userId: string): Promise<RingBuilderRow | null> {
  const [row] = await db.select().from(ringBuilders).where(eq(ringBuilders.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The anonymous builder the request's cookie names: null when the cookie is missing, malformed or
 * not signed by the store, when the row is gone, or when it has since been adopted by a customer
 * (a signed-out browser keeps no access to a customer's builder).
 */
export async function cookieBuilder(ctx: RequestContext): Promise<RingBuilderRow | null> {
  const cookie = readRingBuilderCookie(ctx);
  if (!cookie) return null;
  const row = await byId(ctx.db, cookie.id);
  return row && row.userId === null ? row : null;
}

/** The request's builder: the signed-in customer's, else the anonymous one of the cookie; null for a fresh one. */
export async function currentBuilder(ctx: RequestContext): Promise<RingBuilderRow | null> {
  if (ctx.user) {
    const own = await builderOfUser(ctx.db, ctx.user.id);
    if (own) return own;
  }
  return cookieBuilder(ctx);
}

/**
 * The builder's row, locked until the end of the transaction `tx` (`SELECT ... FOR UPDATE`): a change
 * that reads it so is the only one made to the builder until it commits; the others wait their turn
 * and then read what it wrote. Null when the row is gone.
 */
export async function lockBuilder(tx: Db, id: string): Promise<RingBuilderRow | null> {
  const [row] = await tx.select().from(ringBuilders).where(eq(ringBuilders.id, id)).for("update");
  return row ?? null;
}

/**
 * Writes a new state over the row as it was read, or a new row when there was none. ringBuilderSet
 * passes the row it locked in the transaction `db` (`lockBuilder`), so no change comes between its
 * read and this write: there the write always lands, and null means only that there was no row and
 * another change made the customer's builder first (the caller reads it again and recomputes). The
 * write is still made over the version and owner the row was read with: a row read outside a lock,
 * which another change has since moved on from, is not written over (null), rather than undoing that
 * change.
 */
export async function writeState(
  ctx: RequestContext,
  current: RingBuilderRow | null,
  state: RingBuilderState,
  db: Db = ctx.db,
): Promise<RingBuilderRow | null> {
  const now = new Date();
  if (!current) {
    const [row] = await db
      .insert(ringBuilders)
      .values({ ...state, userId: ctx.user?.id ?? null, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  // A signed-in customer's change to the anonymous builder of the cookie makes it theirs.
  const adopt = ctx.user && current.userId === null ? { userId: ctx.user.id } : {};
  const [row] = await db
    .update(ringBuilders)
    .set({ ...state, ...adopt, version: current.version + 1, updatedAt: now })
    .where(
      and(
        eq(ringBuilders.id, current.id),
        eq(ringBuilders.version, current.version),
        current.userId === null ? isNull(ringBuilders.userId) : eq(ringBuilders.userId, current.userId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Points the visitor's cookie at a builder, with the facts the pages read from it. */
export function pointCookieAt(ctx: RequestContext, row: RingBuilderRow): void {
  writeRingBuilderCookie(ctx, row.id, {
    stoneUri: row.stoneUri,
    ringSizePersisted: row.ringSizePersisted,
    signatureStone:
      row.signatureStoneColour && row.signatureStoneCrystal && row.signatureStoneWidth !== null
        ? { colour: row.signatureStoneColour, crystal: row.signatureStoneCrystal, width: Number(row.signatureStoneWidth) }
        : null,
  });
}

export { byId as builderById };
