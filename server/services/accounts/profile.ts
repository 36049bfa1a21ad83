import { eq } from "drizzle-orm";
import { z } from "zod";
import type { RequestContext, SessionUser } from "../../context.ts";
import { consultants, customers, users } from "../../db/schema/index.ts";
import { fromZod, ok, type Result } from "../result.ts";
import { endAllSessions, endSession, sessionUser } from "./sessions.ts";
import { requireFullSession } from "./sign-in.ts";
import { nameField, optionalNameField, phoneField } from "./users.ts";

export interface CustomerView {
  id: string;
  phone: { e164: string; nationalNumber: string; countryCode: string } | null;
  consultant: { id: string; firstName: string; avatarUrl: string | null; user: { id: string; email: string } } | null;
  disabledThirdPartyCookies: boolean;
  region: (typeof customers.$inferSelect)["region"];
  currency: (typeof customers.$inferSelect)["currency"];
  emailConsent: boolean;
  /** For consultants only: where staff open this customer. */
  adminProfileUrl: string | null;
}

/** A user's customer record with their consultant; null for a user who is not a customer. */
export async function customerOf(ctx: RequestContext, userId: string): Promise<CustomerView | null> {
  const [row] = await ctx.db
    .select({ customer: customers, consultant: consultants, consultantEmail: users.email })
    .from(customers)
    .leftJoin(consultants, eq(consultants.id, customers.consultantId))
    .leftJoin(users, eq(users.id, consultants.userId))
    .where(eq(customers.userId, userId))
    .limit(1);
  if (!row) return null;
  const { customer, consultant } = row;
  return {
    id: customer.id,
    phone:
      customer.phoneE164 && customer.phoneNationalNumber && customer.phoneCountryCode
        ? { e164: customer.phoneE164, nationalNumber: customer.phoneNationalNumber, countryCode: customer.phoneCountryCode }
        : null,
    consultant: consultant
      ? {
          id: consultant.id,
          firstName: consultant.firstName,
          avatarUrl: consultant.avatarUrl,
          user: { id: consultant.userId, email: row.consultantEmail ?? "" },
        }
      : null,
    disabledThirdPartyCookies: customer.disabledThirdPartyCookies,
    region: customer.region,
    currency: customer.currency,
    emailConsent: customer.emailConsent,
    adminProfileUrl:
      ctx.user?.isConsultant || ctx.user?.impersonator ? new URL(`/staff/customers/${customer.id}`, ctx.origin).toString() : null,
  };
}

const profileInput = z.object({
  firstName: nameField,
  lastName: optionalNameField,
  phone: phoneField.nullish(),
  emailConsent: z.boolean(),
});

/**
 * Changes the signed-in customer's name, phone and marketing consent (the time of a new consent is
 * kept). Only in a full session: a session opened by a link, or a registrant's before the address is
 * proven, may read the profile but not change it.
 */
export async function updateProfile(ctx: RequestContext, input: z.input<typeof profileInput>): Promise<Result<SessionUser>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  const parsed = profileInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { firstName, lastName, phone, emailConsent } = parsed.data;
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ firstName, lastName }).where(eq(users.id, signedIn.value.id)).returning();
    const [current] = await tx.select().from(customers).where(eq(customers.userId, signedIn.value.id)).limit(1);
    if (current) {
      await tx
        .update(customers)
        .set({
          phoneE164: phone?.e164 ?? null,
          phoneNationalNumber: phone?.nationalNumber ?? null,
          phoneCountryCode: phone?.countryCode ?? null,
          emailConsent,
          emailConsentAt: emailConsent ? (current.emailConsent ? current.emailConsentAt : new Date()) : null,
        })
        .where(eq(customers.id, current.id));
    }
    return row!;
  });
  ctx.user = sessionUser(user, signedIn.value.session);
  return ok(ctx.user);
}

/** Signs out of this browser. */
export async function logout(ctx: RequestContext): Promise<Result<void>> {
  await endSession(ctx);
  return ok(undefined);
}

/**
 * Signs out of every browser and device, this one included. Only in a full session: whoever holds a
 * forwarded link may not sign the owner out everywhere.
 */
export async function logoutEverywhere(ctx: RequestContext): Promise<Result<number>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  const ended = await endAllSessions(ctx.db, signedIn.value.id);
  await endSession(ctx);
  return ok(ended);
}
