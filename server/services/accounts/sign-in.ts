import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { localRedirect } from "../../../core/urls/accounts.ts";
import { regionPath } from "../../../core/regions.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { oneTimeTokens, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/index.ts";
import { fail, fromZod, invalid, limited, ok, unauthorized, type Result } from "../result.ts";
import type { RateLimitRule } from "../rate-limit.ts";
import { CODE_LENGTH, decoyHash, digest, hashPassword, newCode, newToken, normaliseCode, sameSecret, verifyPassword } from "./secrets.ts";
import { endAllSessions, startSession } from "./sessions.ts";
import { emailField, findUser, findUserByEmail, normaliseEmail, passwordField, type UserRow } from "./users.ts";

const MINUTE_MS = 60_000;

/** How long each kind of one-time token lives. */
export const TOKEN_LIFETIME_MS = {
  MAGIC_LINK: 15 * MINUTE_MS,
  PASSWORD_RESET: 60 * MINUTE_MS,
  /** The set-a-password link of a welcome mail. */
  WELCOME: 7 * 24 * 60 * MINUTE_MS,
  AUTOLOGIN: 72 * 60 * MINUTE_MS,
} as const;

/** Wrong codes after which a sign-in code is void. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Rate limits of sign-in (docs/security.md): attempts to prove who one is, and mails sent, counted per
 * client address and per e-mail address, so neither many accounts from one address nor one account
 * from many addresses can be tried at speed.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  attemptsPerEmail: { limit: 10, windowMs: 15 * MINUTE_MS },
  mailsPerIp: { limit: 20, windowMs: 60 * MINUTE_MS },
  mailsPerEmail: { limit: 5, windowMs: 60 * MINUTE_MS },
  registrationsPerIp: { limit: 10, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

/** Counts one try against the address and, when known, the e-mail; a failure when either is spent. */
export async function checkLimits(ctx: RequestContext, kind: "attempts" | "mails" | "registrations", email?: string): Promise<Result<void>> {
  const perIp = kind === "attempts" ? SIGN_IN_LIMITS.attemptsPerIp : kind === "mails" ? SIGN_IN_LIMITS.mailsPerIp : SIGN_IN_LIMITS.registrationsPerIp;
  const byIp = await ctx.limits.consume(`sign-in-${kind}-ip`, ctx.ip || "unknown", perIp);
  if (!byIp.allowed) return fail(limited(byIp.retryAfterSeconds));
  if (email && kind !== "registrations") {
    const perEmail = kind === "attempts" ? SIGN_IN_LIMITS.attemptsPerEmail : SIGN_IN_LIMITS.mailsPerEmail;
    const byEmail = await ctx.limits.consume(`sign-in-${kind}-email`, normaliseEmail(email), perEmail);
    if (!byEmail.allowed) return fail(limited(byEmail.retryAfterSeconds));
  }
  return ok(undefined);
}

export interface SignedIn {
  user: SessionUser;
}

/** A page of this store in the request's region, as an absolute URL for a mail. */
function storeUrl(ctx: RequestContext, path: string, query: Record<string, string | null>): string {
  const url = new URL(regionPath(ctx.region, path), ctx.origin);
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

/** Makes a one-time token for `user`; answers the token (and code) to put in a link. */
async function issueToken(db: Db, user: UserRow, purpose: "MAGIC_LINK" | "PASSWORD_RESET" | "AUTOLOGIN", lifetimeMs: number, extra: { code?: string; redirectUrl?: string | null } = {}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(oneTimeTokens).values({
    tokenHash: digest(token),
    purpose,
    userId: user.id,
    expiresAt,
    codeHash: extra.code ? digest(`${user.id}:${extra.code}`) : null,
    redirectUrl: extra.redirectUrl ?? null,
  });
  return { token, expiresAt };
}

/**
 * Uses a one-time token: one atomic update marks it used if it is unused, unexpired and of this
 * purpose, so however many requests race with one link, one of them gets it.
 */
async function useToken(db: Db, token: string, purpose: "MAGIC_LINK" | "PASSWORD_RESET" | "AUTOLOGIN", issuedFor?: { email: string; expiresAt: Date }) {
  if (!token || token.length > 100) return null;
  const conditions = [eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)];
  // A link names its address and expiry too: they must be the ones issued with the token, or the
  // token stays unused.
  if (issuedFor) {
    conditions.push(eq(oneTimeTokens.expiresAt, issuedFor.expiresAt));
    conditions.push(sql`${oneTimeTokens.userId} = (select id from users where lower(email) = ${normaliseEmail(issuedFor.email)})`);
  }
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(...conditions))
    .returning();
  return used ?? null;
}

const INVALID_LINK = "Link seems invalid.";

// ---------------------------------------------------------------------------------------------------
// E-mail and password

const signInInput = z.object({ email: emailField, password: z.string().min(1, "Please enter your password.").max(1000, "That password is too long.") });

/**
 * Signs in with e-mail and password. A wrong password and an unknown address get the same answer,
 * after the same work (a decoy hash is checked when there is no account).
 */
export async function signInWithPassword(ctx: RequestContext, input: { email: string; password: string }): Promise<Result<SignedIn>> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts", parsed.data.email);
  if (!limit.ok) return limit;
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  const matches = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !matches) {
    return fail(invalid(["password"], "That e-mail address and password do not match. Try again, or sign in with a link."));
  }
  return ok({ user: await startSession(ctx, user) });
}

// ---------------------------------------------------------------------------------------------------
// Sign-in link and code

const magicRequestInput = z.object({ email: emailField, redirectUrl: z.string().max(2000).nullish() });

/**
 * Sends a sign-in link with a code to type instead. The answer is the same whether or not the address
 * has an account, so the form cannot be used to learn who is a customer.
 */
export async function requestMagicLink(ctx: RequestContext, input: { email: string; redirectUrl?: string | null }): Promise<Result<{ email: string }>> {
  const parsed = magicRequestInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { email } = parsed.data;
  const limit = await checkLimits(ctx, "mails", email);
  if (!limit.ok) return limit;
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const redirectUrl = localRedirect(parsed.data.redirectUrl);
    await ctx.db.transaction(async (tx) => {
      const code = newCode();
      const { token, expiresAt } = await issueToken(tx, user, "MAGIC_LINK", TOKEN_LIFETIME_MS.MAGIC_LINK, { code, redirectUrl });
      const url = storeUrl(ctx, "/magic-link", { user: user.email, expires: String(expiresAt.getTime()), hash: token, redirectUrl });
      await queueMail(tx, {
        to: user.email,
        template: "magic-link",
        locale: ctx.locale,
        data: { firstName: user.firstName, url, code, expiresMinutes: TOKEN_LIFETIME_MS.MAGIC_LINK / MINUTE_MS },
      });
    });
  }
  return ok({ email });
}

const magicLinkInput = z.object({ user: emailField, expires: z.number().refine((n) => Number.isFinite(n) && n !== 0, INVALID_LINK), hash: z.string().min(1, INVALID_LINK).max(100, INVALID_LINK) });

/** Signs in with the link of a mail: its address, expiry and token must all match one unused token. */
export async function signInWithMagicLink(ctx: RequestContext, input: { user: string; expires: number; hash: string }): Promise<Result<SignedIn & { redirectUrl: string | null }>> {
  const parsed = magicLinkInput.safeParse(input);
  if (!parsed.success) return fail(invalid(["hash"], INVALID_LINK));
  const limit = await checkLimits(ctx, "attempts", parsed.data.user);
  if (!limit.ok) return limit;
  const used = await useToken(ctx.db, parsed.data.hash, "MAGIC_LINK", { email: parsed.data.user, expiresAt: new Date(parsed.data.expires) });
  const user = used ? await findUser(ctx.db, used.userId) : null;
  if (!used || !user) return fail(invalid(["hash"], INVALID_LINK));
  const verified = await markVerified(ctx.db, user);
  return ok({ user: await startSession(ctx, verified), redirectUrl: used.redirectUrl });
}

const codeInput = z.object({
  email: emailField,
  code: z
    .string()
    .transform(normaliseCode)
    .pipe(z.string().length(CODE_LENGTH, `Please enter the ${CODE_LENGTH}-character code from the e-mail.`)),
});

/**
 * Signs in with the code of the latest sign-in mail, typed on the request page. Each wrong code counts
 * against that mail; after five the code is void and a new mail is needed.
 */
export async function signInWithCode(ctx: RequestContext, input: { email: string; code: string }): Promise<Result<SignedIn & { redirectUrl: string | null }>> {
  const parsed = codeInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts", parsed.data.email);
  if (!limit.ok) return limit;
  const wrong = fail(invalid(["code"], "That code is not right, or has expired. Check the latest e-mail, or ask for a new one."));
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  if (!user) return wrong;
  const [latest] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "MAGIC_LINK"), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
    .orderBy(sql`${oneTimeTokens.createdAt} desc`)
    .limit(1);
  if (!latest?.codeHash || latest.codeAttempts >= MAX_CODE_ATTEMPTS) return wrong;
  if (!sameSecret(digest(`${user.id}:${parsed.data.code}`), latest.codeHash)) {
    await ctx.db.update(oneTimeTokens).set({ codeAttempts: sql`${oneTimeTokens.codeAttempts} + 1` }).where(eq(oneTimeTokens.id, latest.id));
    return wrong;
  }
  // Used once, by the same atomic rule as the link (and the attempts may not have run out meanwhile).
  const [used] = await ctx.db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, latest.id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`), sql`${oneTimeTokens.codeAttempts} < ${MAX_CODE_ATTEMPTS}`))
    .returning();
  if (!used) return wrong;
  const verified = await markVerified(ctx.db, user);
  return ok({ user: await startSession(ctx, verified), redirectUrl: used.redirectUrl });
}

async function markVerified(db: Db, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const [row] = await db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

// ---------------------------------------------------------------------------------------------------
// Passwords: forgotten, set from a welcome mail, changed

/** The page that sets a password from a mailed link: the caller's own when it is a page of this store. */
function passwordPage(requested: string | null | undefined): string {
  const local = localRedirect(requested);
  return local ? local.split(/[?#]/)[0]! : "/reset-password";
}

/** Sends a link to set a new password; the same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: RequestContext, input: { email: string }): Promise<Result<{ email: string }>> {
  const parsed = z.object({ email: emailField }).safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "mails", parsed.data.email);
  if (!limit.ok) return limit;
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  if (user) {
    await ctx.db.transaction(async (tx) => {
      const { token } = await issueToken(tx, user, "PASSWORD_RESET", TOKEN_LIFETIME_MS.PASSWORD_RESET);
      await queueMail(tx, {
        to: user.email,
        template: "password-reset",
        locale: ctx.locale,
        data: { firstName: user.firstName, url: storeUrl(ctx, "/reset-password", { token }), expiresMinutes: TOKEN_LIFETIME_MS.PASSWORD_RESET / MINUTE_MS },
      });
    });
  }
  return ok({ email: parsed.data.email });
}

/**
 * Queues the welcome mail of a new customer, in the transaction that made them: its link sets a
 * password (valid for a week) on the caller's password page.
 */
export async function queueWelcome(ctx: RequestContext, db: Db, user: UserRow, passwordPageUrl?: string | null): Promise<void> {
  const { token } = await issueToken(db, user, "PASSWORD_RESET", TOKEN_LIFETIME_MS.WELCOME);
  await queueMail(db, {
    to: user.email,
    template: "welcome",
    locale: ctx.locale,
    data: { firstName: user.firstName ?? "", setPasswordUrl: storeUrl(ctx, passwordPage(passwordPageUrl), { token }) },
  });
}

/**
 * Sets a new password from a mailed link and signs in. Every other session of the user ends: whoever
 * knew the old password is signed out.
 */
export async function resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<Result<SignedIn>> {
  const parsed = z.object({ token: z.string().max(100), password: passwordField }).safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const passwordHash = await hashPassword(parsed.data.password);
  const result = await ctx.db.transaction(async (tx) => {
    const used = await useToken(tx, parsed.data.token, "PASSWORD_RESET");
    if (!used) return null;
    const [user] = await tx.update(users).set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, used.userId)).returning();
    if (user) await endAllSessions(tx, user.id);
    return user ?? null;
  });
  if (!result) return fail(invalid(["token"], "This link has expired or was already used. Please ask for a new one."));
  return ok({ user: await startSession(ctx, result) });
}

/**
 * Changes the password of the signed-in user. A session opened by a link in an e-mail may not (the
 * customer signs in again first); when a password is set, the current one is needed. The other
 * sessions of the user end.
 */
export async function changePassword(ctx: RequestContext, input: { currentPassword?: string | null; newPassword: string }): Promise<Result<void>> {
  const signedIn = requireFullSession(ctx);
  if (!signedIn.ok) return signedIn;
  const parsed = z.object({ newPassword: passwordField }).safeParse({ newPassword: input.newPassword });
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts", signedIn.value.email);
  if (!limit.ok) return limit;
  const user = await findUser(ctx.db, signedIn.value.id);
  if (!user) return fail(unauthorized());
  if (user.passwordHash && !(await verifyPassword(input.currentPassword ?? "", user.passwordHash))) {
    return fail(invalid(["currentPassword"], "That is not your current password."));
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.execute(sql`delete from sessions where user_id = ${user.id} and id <> ${signedIn.value.session.id}`);
  });
  ctx.user = { ...signedIn.value, hasPassword: true };
  return ok(undefined);
}

/** The signed-in user, when the session was opened by proving who they are (not by a link's token). */
export function requireFullSession(ctx: RequestContext): Result<SessionUser> {
  if (!ctx.user) return fail(unauthorized("Please sign in."));
  if (ctx.user.session.kind !== "FULL") return fail(unauthorized("For your security, please sign in again to do this."));
  return ok(ctx.user);
}

export function requireUser(ctx: RequestContext): Result<SessionUser> {
  return ctx.user ? ok(ctx.user) : fail(unauthorized("Please sign in."));
}

// ---------------------------------------------------------------------------------------------------
// Auto-login tokens (links in mails, links a consultant sends)

/** A token that signs its holder in once, in a limited session; for links in mails and from consultants. */
export async function issueAutologinToken(db: Db, userId: string, lifetimeMs: number = TOKEN_LIFETIME_MS.AUTOLOGIN): Promise<string | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  return (await issueToken(db, user, "AUTOLOGIN", lifetimeMs)).token;
}

/**
 * Signs in with an auto-login token. `isConsultant` says what kind of user the link was made for; a
 * token of the other kind is refused. The session may browse, not change credentials or pay.
 */
export async function autologin(ctx: RequestContext, input: { authToken: string; isConsultant?: boolean | null }): Promise<Result<SignedIn>> {
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const refused = fail(invalid(["authToken"], "This sign-in link has expired or was already used."));
  if (typeof input.authToken !== "string" || input.authToken.length > 100) return refused;
  const used = await useToken(ctx.db, input.authToken, "AUTOLOGIN");
  const user = used ? await findUser(ctx.db, used.userId) : null;
  if (!user || (input.isConsultant != null && input.isConsultant !== user.isConsultant)) return refused;
  return ok({ user: await startSession(ctx, user, "AUTOLOGIN") });
}
