import { eq } from "drizzle-orm";
import { z } from "zod";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { fail, fromZod, invalid, ok, type Result } from "../result.ts";
import { verifyGoogleToken } from "./google.ts";
import { refused, type Refused } from "./refused.ts";
import { hashPassword } from "./secrets.ts";
import { startSession } from "./sessions.ts";
import { checkLimits, proveAddress, queueWelcome, type SignedIn } from "./sign-in.ts";
import {
  createCustomer,
  currencyField,
  emailField,
  findUserByEmail,
  nameField,
  optionalNameField,
  passwordField,
  phoneField,
  regionField,
  type UserRow,
} from "./users.ts";

const manualInput = z.object({
  firstName: nameField,
  lastName: optionalNameField,
  email: emailField,
  phone: phoneField.nullish(),
  region: regionField,
  currency: currencyField,
  emailConsent: z.boolean(),
  privacyConsent: z.literal(true, { error: "Please accept the privacy policy to create an account." }),
  password: passwordField.nullish(),
});

const googleInput = z.object({
  token: z.string().min(1, "Google sign-in did not complete. Please try again.").max(10_000),
  region: regionField,
  currency: currencyField,
  phone: phoneField.nullish(),
});

/** What a caller sends: checked here, so the privacy consent may arrive as any boolean. */
type ManualRequest = Omit<z.input<typeof manualInput>, "privacyConsent"> & { privacyConsent: boolean };
export type RegistrationInput = { byManual?: ManualRequest | null; byGoogle?: z.input<typeof googleInput> | null };

/** An address that has an account already: registration says so (docs/decisions/0600, "Who can learn what"). */
export type AddressTaken = Refused<"TAKEN">;

/**
 * Registration, by hand or with Google (exactly one of the two). An account made by hand is not proven
 * yet (docs/decisions/0600): the password chosen is kept pending, the registrant gets a limited
 * (UNVERIFIED) session, and the welcome mail's code or link confirms the address. A verified Google
 * account is proven at once and gets a full session. An address that has an account is TAKEN.
 */
export async function register(ctx: RequestContext, input: RegistrationInput): Promise<Result<SignedIn | AddressTaken>> {
  if (!!input.byManual === !!input.byGoogle) return fail(invalid([], "Register either by hand or with Google."));
  const limit = await checkLimits(ctx, "registrations");
  if (!limit.ok) return limit;
  return input.byManual ? registerManually(ctx, input.byManual) : registerWithGoogle(ctx, input.byGoogle!);
}

async function registerManually(ctx: RequestContext, input: ManualRequest): Promise<Result<SignedIn | AddressTaken>> {
  const parsed = manualInput.safeParse(input);
  if (!parsed.success) return prefixed(fromZod(parsed.error), "byManual");
  const data = parsed.data;
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createCustomer(tx, { ...data, phone: data.phone ?? null, passwordHash });
    if (created) await queueWelcome(ctx, tx, created);
    return created;
  });
  if (!user) return ok(refused("TAKEN"));
  return ok({ user: await startSession(ctx, user, "UNVERIFIED") });
}

/**
 * Sign-in or registration with a Google ID token. A user already linked to the Google account signs
 * in. An existing account with the same address is linked only when Google says the address is
 * verified; if that account had never proved its address, its password, passkeys and sessions are
 * revoked first, so whoever registered the address before its owner loses access.
 */
async function registerWithGoogle(ctx: RequestContext, input: z.input<typeof googleInput>): Promise<Result<SignedIn | AddressTaken>> {
  const parsed = googleInput.safeParse(input);
  if (!parsed.success) return prefixed(fromZod(parsed.error), "byGoogle");
  const identity = await verifyGoogleToken(ctx, parsed.data.token);
  if (!identity) return fail(invalid(["byGoogle", "token"], "Google sign-in could not be verified. Please try again."));

  const [linked] = await ctx.db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked) return ok({ user: await startSession(ctx, linked) });

  // A Google account whose address Google has not verified proves nothing: it may not make or join an account.
  if (!identity.emailVerified) {
    return fail(
      invalid(
        ["byGoogle", "token"],
        "Your Google account's e-mail address is not verified. Please sign in with a link sent to it instead.",
      ),
    );
  }
  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    const user = await ctx.db.transaction(async (tx) => linkGoogle(ctx, tx, existing, identity.subject));
    return ok({ user: await startSession(ctx, user) });
  }

  const firstName = identity.givenName?.trim() || identity.email.split("@")[0]!;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createCustomer(tx, {
      email: identity.email,
      firstName: firstName.slice(0, 100),
      lastName: identity.familyName?.trim().slice(0, 100) || null,
      phone: parsed.data.phone ?? null,
      region: parsed.data.region,
      currency: parsed.data.currency,
      emailConsent: false,
      emailVerified: true,
      googleSubject: identity.subject,
    });
    if (created) await queueWelcome(ctx, tx, created);
    return created;
  });
  // Another registration of the address made its account meanwhile.
  if (!user) return ok(refused("TAKEN"));
  return ok({ user: await startSession(ctx, user) });
}

/** Links a Google account whose address Google verified: that proves the address first (`proveAddress`). */
async function linkGoogle(ctx: RequestContext, db: Db, user: UserRow, subject: string): Promise<UserRow> {
  const proven = await proveAddress(ctx, db, user);
  const [row] = await db.update(users).set({ googleSubject: subject }).where(eq(users.id, proven.id)).returning();
  return row!;
}

function prefixed<T>(result: Result<T>, under: string): Result<T> {
  return result.ok ? result : { ok: false, errors: result.errors.map((e) => ({ ...e, path: [under, ...e.path] })) };
}
