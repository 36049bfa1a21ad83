import { eq } from "drizzle-orm";
import { z } from "zod";
import { REGION_LOCALE } from "../../../core/regions.ts";
import { ACCOUNT_PATHS } from "../../../core/urls/accounts.ts";
import type { RequestContext } from "../../context.ts";
import { consultants, customers, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/index.ts";
import { fail, invalid, ok, unauthorized, type Result } from "../result.ts";
import { refused, type Refused } from "./refused.ts";
import { autologinUrl, checkLimits, requireFullSession, TOKEN_LIFETIME_MS } from "./sign-in.ts";

const input = z.object({ customerId: z.uuid("Please choose a customer.") });

/**
 * A consultant sends a customer a link that signs them in on arrival (an auto-login token, 72 hours,
 * once), to their account page in their own region and words. Only a consultant in a full session
 * may; the customer's session from it is limited (it may browse and enquire, not change the account).
 * An id no customer has is NOT_FOUND.
 */
export async function sendSignInLink(
  ctx: RequestContext,
  request: { customerId: string },
): Promise<Result<{ email: string } | Refused<"NOT_FOUND">>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  if (!signedIn.value.isConsultant) return fail(unauthorized("Only a consultant may send a customer a sign-in link."));
  const parsed = input.safeParse(request);
  if (!parsed.success) return fail(invalid(["customerId"], "Please choose a customer."));
  const limit = await checkLimits(ctx, "mails");
  if (!limit.ok) return limit;
  const [customer] = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      isConsultant: users.isConsultant,
      region: customers.region,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, parsed.data.customerId))
    .limit(1);
  if (!customer || customer.isConsultant) return ok(refused("NOT_FOUND"));
  const [consultant] = await ctx.db
    .select({ firstName: consultants.firstName })
    .from(consultants)
    .where(eq(consultants.userId, signedIn.value.id))
    .limit(1);
  const consultantName = consultant?.firstName ?? signedIn.value.firstName ?? signedIn.value.email;
  await ctx.db.transaction(async (tx) => {
    const url = await autologinUrl(tx, customer.userId, { region: customer.region, origin: ctx.origin }, ACCOUNT_PATHS.profile);
    await queueMail(tx, {
      to: customer.email,
      template: "sign-in-link",
      locale: REGION_LOCALE[customer.region],
      data: { firstName: customer.firstName, consultantName, url, expiresHours: TOKEN_LIFETIME_MS.AUTOLOGIN / 3_600_000 },
    });
  });
  return ok({ email: customer.email });
}
