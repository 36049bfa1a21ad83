import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { passkeyName, PASSKEY_NAME_MAX } from "../../../core/passkey-name.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { passkeys, webauthnChallenges } from "../../db/schema/index.ts";
import { fail, fromZod, invalid, ok, type Result } from "../result.ts";
import { refused, type Refused } from "./refused.ts";
import { startSession } from "./sessions.ts";
import { checkLimits, requireFullSession, type SignedIn } from "./sign-in.ts";
import { emailField, findUser } from "./users.ts";

/**
 * Passkeys (WebAuthn): a signed-in customer adds one from a session in which they proved who they
 * are, and later signs in with it, on this device or one their passkey provider syncs to. The
 * relying party is the store's own host name (of PUBLIC_URL when set) and the only origin accepted
 * is the store's. Every ceremony answers one challenge, kept here for five minutes and used once by
 * one atomic update, whatever the outcome. docs/security.md, "Passkeys".
 */

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What a browser needs to start a ceremony: the challenge to answer and the options for @simplewebauthn/browser. */
export interface PasskeyOptions {
  challengeId: string;
  optionsJSON: string;
}

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** The name the authenticator shows for the store. */
const RP_NAME = "Hatton & Vale";
/** The longest answer of a browser taken: a registration with attestation is a few kilobytes. */
const MAX_RESPONSE_LENGTH = 64_000;

const view = { id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt };

/** The passkeys a user registered, newest first. */
export async function listPasskeys(ctx: RequestContext, userId: string): Promise<PasskeyView[]> {
  return ctx.db.select(view).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));
}

/** The relying party: the host name of the origin the visitor reached the store at, and that origin. */
function relyingParty(ctx: RequestContext): { rpID: string; origin: string } {
  const url = new URL(ctx.origin);
  return { rpID: url.hostname, origin: url.origin };
}

/** The user handle stored in a passkey: the 16 bytes of the user's id. */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ""), "hex"));
}

async function saveChallenge(db: Db, challenge: string, purpose: "REGISTER" | "AUTHENTICATE", userId: string | null): Promise<string> {
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS) })
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/**
 * Uses a challenge: one atomic update marks it used if it is of this purpose, unused and unexpired
 * (and, for a registration, handed to this user), so a response can be verified against it once.
 */
async function useChallenge(db: Db, id: string, purpose: "REGISTER" | "AUTHENTICATE", userId?: string) {
  const conditions = [
    eq(webauthnChallenges.id, id),
    eq(webauthnChallenges.purpose, purpose),
    isNull(webauthnChallenges.usedAt),
    gt(webauthnChallenges.expiresAt, sql`now()`),
  ];
  if (userId) conditions.push(eq(webauthnChallenges.userId, userId));
  const [used] = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(...conditions))
    .returning();
  return used ?? null;
}

/** Removes challenges that expired (a job runs it; an expired challenge is never honoured anyway). */
export async function sweepChallenges(db: Db): Promise<number> {
  const removed = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, sql`now()`))
    .returning({ id: webauthnChallenges.id });
  return removed.length;
}

const EXPIRED_CHALLENGE = "This passkey request has expired. Please try again.";

const responseField = z
  .string()
  .min(1, "The passkey did not answer. Please try again.")
  .max(MAX_RESPONSE_LENGTH, "The passkey's answer is too long.");
const challengeIdField = z.uuid(EXPIRED_CHALLENGE);

/** The browser's answer as JSON: an object with a string `id`, or null. */
function parseResponse(text: string): ({ id: string } & Record<string, unknown>) | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const id = (value as { id?: unknown }).id;
    return typeof id === "string" && id.length > 0 && id.length <= 1400 ? (value as { id: string } & Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Adding a passkey

/**
 * Options to create a passkey for the signed-in user: a discoverable credential (so it signs in
 * without an e-mail) verified by the device (biometrics or PIN), none of the user's passkeys again.
 */
export async function passkeyRegistrationOptions(ctx: RequestContext): Promise<Result<PasskeyOptions>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const user = signedIn.value;
  const { rpID } = relyingParty(ctx);
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await saveChallenge(ctx.db, options.challenge, "REGISTER", user.id);
  return ok({ challengeId, optionsJSON: JSON.stringify(options) });
}

const addInput = z.object({
  challengeId: challengeIdField,
  responseJSON: responseField,
  name: z.string().max(1000, `Please use at most ${PASSKEY_NAME_MAX} characters.`).nullish(),
});

/**
 * Verifies the browser's answer to registration options and keeps the passkey: its credential id,
 * public key, signature counter, transports and whether it is backed up. Named by the caller, else
 * after the provider or the browser and system.
 */
export async function addPasskey(
  ctx: RequestContext,
  input: { challengeId: string; responseJSON: string; name?: string | null },
): Promise<Result<PasskeyView>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  const parsed = addInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const response = parseResponse(parsed.data.responseJSON);
  if (!response) return fail(invalid(["responseJSON"], "The passkey's answer could not be read. Please try again."));
  const challenge = await useChallenge(ctx.db, parsed.data.challengeId, "REGISTER", signedIn.value.id);
  if (!challenge) return fail(invalid(["challengeId"], EXPIRED_CHALLENGE));

  const { rpID, origin } = relyingParty(ctx);
  const refused = fail(invalid(["responseJSON"], "Your passkey could not be verified. Please try again."));
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!verification.verified) return refused;
    info = verification.registrationInfo;
  } catch (error) {
    ctx.log.info({ err: error }, "passkey registration refused");
    return refused;
  }

  const { credential } = info;
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: signedIn.value.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: info.credentialBackedUp,
      name: passkeyName({ given: parsed.data.name, aaguid: info.aaguid, userAgent: ctx.headers.get("user-agent") }),
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(view);
  if (!row) return fail(invalid(["responseJSON"], "This passkey is already registered."));
  return ok(row);
}

/**
 * Removes one of the signed-in user's passkeys (a session opened by a link may not). A passkey that is
 * not the account's, another's included, is NOT_FOUND; an id that can name no passkey is bad input.
 */
export async function removePasskey(
  ctx: RequestContext,
  input: { id: string },
): Promise<Result<{ kind: "removed" } | Refused<"NOT_FOUND">>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  if (!z.uuid().safeParse(input.id).success) return fail(invalid(["id"], "There is no such passkey in your account."));
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, signedIn.value.id)))
    .returning({ id: passkeys.id });
  return ok(removed.length ? { kind: "removed" } : refused("NOT_FOUND"));
}

// ---------------------------------------------------------------------------------------------------
// Signing in with a passkey

/**
 * Options to sign in with a passkey: the browser offers every passkey it holds for the store
 * (discoverable credentials), and the answer says whose it is. An e-mail, when the form has one, only
 * counts the try against that address: the options never depend on it, so they cannot tell anyone
 * whether an address has an account or passkeys.
 */
export async function passkeySignInOptions(ctx: RequestContext, input: { email?: string | null } = {}): Promise<Result<PasskeyOptions>> {
  let email: string | null = null;
  if (input.email != null && input.email.trim() !== "") {
    const parsed = z.object({ email: emailField }).safeParse({ email: input.email });
    if (!parsed.success) return fromZod(parsed.error);
    email = parsed.data.email;
  }
  const limit = await checkLimits(ctx, "attempts", email ?? undefined);
  if (!limit.ok) return limit;
  const { rpID } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({ rpID, timeout: CHALLENGE_LIFETIME_MS, userVerification: "required" });
  const challengeId = await saveChallenge(ctx.db, options.challenge, "AUTHENTICATE", null);
  return ok({ challengeId, optionsJSON: JSON.stringify(options) });
}

const signInInput = z.object({ challengeId: challengeIdField, responseJSON: responseField });

/**
 * Signs in with a passkey's answer to sign-in options: the signature verified with the stored public
 * key, the device verified its user, the signature counter moved on (a counter that went back is a
 * cloned authenticator, refused), and the passkey's last use noted. The session is a full one.
 */
export async function signInWithPasskey(
  ctx: RequestContext,
  input: { challengeId: string; responseJSON: string },
): Promise<Result<SignedIn>> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const response = parseResponse(parsed.data.responseJSON);
  if (!response) return fail(invalid(["responseJSON"], "The passkey's answer could not be read. Please try again."));
  const challenge = await useChallenge(ctx.db, parsed.data.challengeId, "AUTHENTICATE");
  if (!challenge) return fail(invalid(["challengeId"], EXPIRED_CHALLENGE));

  const refused = fail(
    invalid(
      ["responseJSON"],
      "This passkey could not sign you in. It may have been removed from your account; try another way to sign in.",
    ),
  );
  const [passkey] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!passkey || (challenge.userId && challenge.userId !== passkey.userId)) return refused;
  // A discoverable passkey names its user: it must be the one the passkey was registered to.
  const handle = (response["response"] as { userHandle?: unknown } | undefined)?.userHandle;
  if (typeof handle === "string" && handle !== Buffer.from(userHandle(passkey.userId)).toString("base64url")) return refused;

  const { rpID, origin } = relyingParty(ctx);
  let info;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return refused;
    info = verification.authenticationInfo;
  } catch (error) {
    ctx.log.info({ err: error }, "passkey sign-in refused");
    return refused;
  }

  // The counter moves on only from the value verified against, so of two answers racing with the same
  // counter (a cloned authenticator) one at most signs in; authenticators that keep no counter send 0.
  const [updated] = await ctx.db
    .update(passkeys)
    .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!updated) return refused;
  const user = await findUser(ctx.db, passkey.userId);
  if (!user) return refused;
  return ok({ user: await startSession(ctx, user) });
}
