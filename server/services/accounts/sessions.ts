import { and, eq, gt, lt, sql } from "drizzle-orm";
import { COOKIE } from "../../../core/cookies.ts";
import { isFullSession, type SessionKind } from "../../../core/vocabulary/accounts.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { adoptBag } from "../bag/index.ts";
import { adoptRingBuilder } from "../ring-builder/index.ts";
import { rememberDevice } from "./devices.ts";
import { impersonationOf } from "./impersonation.ts";
import { digest, newToken } from "./secrets.ts";

/**
 * Sessions: a random token in the HttpOnly "session-id" cookie, a row in `sessions` holding its hash.
 * A customer's session slides: each use moves its end 30 days on, never past 90 days from sign-in. A
 * consultant's lasts 12 hours from sign-in. Every process of the store reads the same rows.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_RULES = {
  customer: { slideMs: 30 * DAY_MS, capMs: 90 * DAY_MS },
  consultant: { slideMs: 12 * 60 * 60 * 1000, capMs: 12 * 60 * 60 * 1000 },
  /** A registrant's session before the address is proven: a week, as long as the welcome mail's code. */
  unverified: { slideMs: 7 * DAY_MS, capMs: 7 * DAY_MS },
} as const;

function rulesFor(user: { isConsultant: boolean }, kind: SessionKind) {
  if (user.isConsultant) return SESSION_RULES.consultant;
  return kind === "UNVERIFIED" ? SESSION_RULES.unverified : SESSION_RULES.customer;
}
/** A session seen again within this time is not written to (its end moves on at most this often). */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function sessionUser(row: UserRow, session: SessionUser["session"]): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt,
    isConsultant: row.isConsultant,
    isAdmin: row.isAdmin,
    hasPassword: row.passwordHash !== null,
    emailVerified: row.emailVerifiedAt !== null,
    session,
  };
}

/**
 * Signs `user` in on this request: any session the visitor's cookie named is ended (a sign-in never
 * keeps an old session id), a new one is made and its token set in the cookie. The user of the
 * context is the new one from here on, and the ring builder the visitor had becomes theirs.
 */
export async function startSession(ctx: RequestContext, user: UserRow, kind: SessionKind = "FULL", db: Db = ctx.db): Promise<SessionUser> {
  const previous = ctx.cookies.get(COOKIE.sessionId);
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, digest(previous)));
  const rules = rulesFor(user, kind);
  const now = Date.now();
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: digest(token),
      userId: user.id,
      kind,
      expiresAt: new Date(now + rules.slideMs),
      expiresCap: new Date(now + rules.capMs),
      userAgent: ctx.headers.get("user-agent")?.slice(0, 500) ?? null,
      ip: ctx.ip || null,
    })
    .returning({ id: sessions.id });
  ctx.cookies.set(COOKIE.sessionId, token, { httpOnly: true, maxAgeSeconds: Math.floor(rules.capMs / 1000) });
  // A browser where the owner proved who they are: their wrong passwords are counted apart from strangers'.
  if (isFullSession(kind)) rememberDevice(ctx, user.id);
  ctx.user = sessionUser(user, { id: row!.id, kind });
  // What the visitor built before signing in becomes the customer's.
  await adoptRingBuilder(ctx, user.id);
  await adoptBag(ctx, user.id);
  return ctx.user;
}

/**
 * The user of the request's session cookie, or null (no cookie, an unknown or ended session). A
 * session used again slides its end on. A cookie naming no live session is cleared.
 */
export async function readSession(ctx: RequestContext): Promise<SessionUser | null> {
  const token = ctx.cookies.get(COOKIE.sessionId);
  if (!token) return null;
  if (token.length > 100) {
    ctx.cookies.clear(COOKIE.sessionId);
    return null;
  }
  const now = new Date();
  const [found] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, digest(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!found) {
    ctx.cookies.clear(COOKIE.sessionId);
    return null;
  }
  const { session, user } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const rules = rulesFor(user, session.kind);
    const slid = Math.min(now.getTime() + rules.slideMs, session.expiresCap.getTime());
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(slid) })
      .where(eq(sessions.id, session.id));
  }
  // A consultant seeing the store as a customer: the request acts as the customer.
  if (user.isConsultant) {
    const acting = await impersonationOf(ctx.db, session.id);
    if (acting)
      return {
        ...sessionUser(acting.customer, { id: session.id, kind: session.kind }),
        impersonator: { id: user.id, email: user.email, firstName: user.firstName, orderId: acting.orderId },
      };
  }
  return sessionUser(user, { id: session.id, kind: session.kind });
}

/** Ends the request's session (sign-out) and clears the cookie. */
export async function endSession(ctx: RequestContext): Promise<void> {
  const token = ctx.cookies.get(COOKIE.sessionId);
  if (token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
  ctx.cookies.clear(COOKIE.sessionId);
  ctx.user = null;
}

/** Ends every session of a user ("sign out of every device", a revoked account). */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Removes sessions that have ended (a job runs it; rows of ended sessions are never honoured anyway). */
export async function sweepSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return removed.length;
}
