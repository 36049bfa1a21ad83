import { eq } from "drizzle-orm";
import { isFullSession } from "../../../core/vocabulary/accounts.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { impersonations, orders, staffAuditLog, users } from "../../db/schema/index.ts";
import { ok, type Result } from "../result.ts";
import { refused, type Refused } from "./refused.ts";
import { sessionUser } from "./sessions.ts";

/**
 * A consultant seeing the store as an order's customer (docs/product.md#staff-area): a row of
 * `impersonations` tied to the consultant's own session. While it exists, `readSession` answers the
 * customer as the request's user, with the consultant as `impersonator`; such a session may browse
 * as the customer but not pay, change the password or add a passkey (`requireFullSession` refuses
 * it). It ends when the consultant ends it, signs out or the session ends (the row goes with the
 * session). Its start and end are in the staff audit log.
 */

type UserRow = typeof users.$inferSelect;

/** The customer a session acts as, when it does. */
export async function impersonationOf(db: Db, sessionId: string): Promise<{ customer: UserRow; orderId: number | null } | null> {
  const [row] = await db
    .select({ customer: users, orderId: impersonations.orderId })
    .from(impersonations)
    .innerJoin(users, eq(users.id, impersonations.customerUserId))
    .where(eq(impersonations.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** The consultant behind the request, in a full session (acting as a customer already, or not); null for anyone else. */
function consultantOf(ctx: RequestContext): { id: string; email: string; firstName: string | null } | null {
  const user = ctx.user;
  if (!user || !isFullSession(user.session.kind)) return null;
  if (user.impersonator) return user.impersonator;
  return user.isConsultant ? { id: user.id, email: user.email, firstName: user.firstName } : null;
}

/**
 * Starts seeing the store as order `orderId`'s customer. Anyone but a consultant in a full session,
 * and an order that does not exist, is NOT_FOUND (a customer learns nothing from the address).
 */
export async function startImpersonation(
  ctx: RequestContext,
  orderId: number,
): Promise<Result<{ orderId: number; customerUserId: string } | Refused<"NOT_FOUND">>> {
  const consultant = consultantOf(ctx);
  if (!consultant || !Number.isSafeInteger(orderId) || orderId < 1) return ok(refused("NOT_FOUND"));
  const [order] = await ctx.db
    .select({ id: orders.id, userId: orders.userId, isConsultant: users.isConsultant })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.isConsultant) return ok(refused("NOT_FOUND"));
  const sessionId = ctx.user!.session.id;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(impersonations)
      .values({ sessionId, consultantUserId: consultant.id, customerUserId: order.userId, orderId })
      .onConflictDoUpdate({ target: impersonations.sessionId, set: { customerUserId: order.userId, orderId, startedAt: new Date() } });
    await tx.insert(staffAuditLog).values({
      actorUserId: consultant.id,
      action: "IMPERSONATION_START",
      orderId,
      subjectUserId: order.userId,
      details: { sessionId },
    });
  });
  const acting = await impersonationOf(ctx.db, sessionId);
  if (acting && ctx.user) {
    ctx.user = { ...sessionUser(acting.customer, ctx.user.session), impersonator: { ...consultant, orderId } };
  }
  return ok({ orderId, customerUserId: order.userId });
}

/**
 * Ends the request's impersonation and answers the order it was started from (the staff page to go
 * back to); null when the session was not acting as anyone. The request's user is the consultant again.
 */
export async function endImpersonation(ctx: RequestContext): Promise<{ orderId: number | null } | null> {
  const user = ctx.user;
  if (!user?.impersonator) return null;
  const consultant = user.impersonator;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(impersonations).where(eq(impersonations.sessionId, user.session.id));
    await tx.insert(staffAuditLog).values({
      actorUserId: consultant.id,
      action: "IMPERSONATION_END",
      orderId: consultant.orderId,
      subjectUserId: user.id,
      details: { sessionId: user.session.id },
    });
  });
  const [row] = await ctx.db.select().from(users).where(eq(users.id, consultant.id)).limit(1);
  if (row) {
    ctx.user = sessionUser(row, user.session);
  }
  return { orderId: consultant.orderId };
}
