import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { ACCOUNT_PATHS, localRedirect, magicLinkQuery } from "../../../core/urls/accounts.ts";
import { regionPath, type Locale, type Region } from "../../../core/regions.ts";
import { isFullSession, type TokenPurpose } from "../../../core/vocabulary/accounts.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { oneTimeTokens, passkeys, users } from "../../db/schema/index.ts";
import { defineJobType, enqueueJob, exponentialBackoff, handleJob, type JobHandler } from "../jobs/index.ts";
import { queueMail } from "../mail/index.ts";
import { fail, fromZod, invalid, limited, ok, unauthorized, type Result } from "../result.ts";
import type { RateLimitRule } from "../rate-limit.ts";
import { knownDevice } from "./devices.ts";
import { refused, type UnusableLink } from "./refused.ts";
import { CODE_LENGTH, decoyHash, digest, hashPassword, newCode, newToken, normaliseCode, sameSecret, verifyPassword } from "./secrets.ts";
import { endAllSessions, startSession } from "./sessions.ts";
import { emailField, findUser, findUserByEmail, normaliseEmail, passwordField, type UserRow } from "./users.ts";

const MINUTE_MS = 60_000;

/** How long each kind of one-time token lives. */
export const TOKEN_LIFETIME_MS = {
  MAGIC_LINK: 15 * MINUTE_MS,
  PASSWORD_RESET: 60 * MINUTE_MS,
  /** The link and code of a welcome mail, which confirm the address of a new account. */
  WELCOME: 7 * 24 * 60 * MINUTE_MS,
  AUTOLOGIN: 72 * 60 * MINUTE_MS,
} as const satisfies Record<TokenPurpose | "WELCOME", number>;

/** Wrong codes after which a sign-in code is void. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Rate limits of sign-in (docs/security.md): they limit the guesser, not the owner.
 * - Every try to prove who one is (password, link, code, passkey, auto-login, reset) counts against
 *   the client's address.
 * - Wrong passwords count against the account, apart for each browser the account signed in on before
 *   (devices.ts) and together for every other client: a stranger's guesses lock out strangers only.
 * - A link or code is never refused for the account's sake: a link's token cannot be guessed, and a
 *   code is void after five wrong tries, with at most five mails an hour to the address.
 * - Mails are counted per address and per e-mail; registrations per address.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  passwordFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  passwordFailuresPerDevice: { limit: 10, windowMs: 15 * MINUTE_MS },
  mailsPerIp: { limit: 20, windowMs: 60 * MINUTE_MS },
  mailsPerEmail: { limit: 5, windowMs: 60 * MINUTE_MS },
  registrationsPerIp: { limit: 10, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

/** Counts one try against the client's address and, for mails, the e-mail; a failure when either is spent. */
export async function checkLimits(
  ctx: RequestContext,
  kind: "attempts" | "mails" | "registrations",
  email?: string,
): Promise<Result<void>> {
  const perIp =
    kind === "attempts" ? SIGN_IN_LIMITS.attemptsPerIp : kind === "mails" ? SIGN_IN_LIMITS.mailsPerIp : SIGN_IN_LIMITS.registrationsPerIp;
  const byIp = await ctx.limits.consume(`sign-in-${kind}-ip`, ctx.ip || "unknown", perIp);
  if (!byIp.allowed) return fail(limited(byIp.retryAfterSeconds));
  if (email && kind === "mails") {
    const byEmail = await ctx.limits.consume(`sign-in-mails-email`, normaliseEmail(email), SIGN_IN_LIMITS.mailsPerEmail);
    if (!byEmail.allowed) return fail(limited(byEmail.retryAfterSeconds));
  }
  return ok(undefined);
}

/** Where wrong passwords for `email` from this client are counted: its own browser's count, or everyone else's. */
function passwordFailures(ctx: RequestContext, email: string, user: UserRow | null) {
  const device = knownDevice(ctx, user?.id);
  return device
    ? { bucket: "sign-in-password-device", key: `${user!.id}:${device}`, rule: SIGN_IN_LIMITS.passwordFailuresPerDevice }
    : { bucket: "sign-in-password-account", key: normaliseEmail(email), rule: SIGN_IN_LIMITS.passwordFailuresPerAccount };
}

export interface SignedIn {
  user: SessionUser;
}

/** Where a mail's links lead: the store's origin and the customer's region. */
interface LinkPlace {
  region: Region;
  origin: string;
}

/** A page of this store in the customer's region, as an absolute URL for a mail. */
function storeUrl(place: LinkPlace, path: string, query: Record<string, string | null>): string {
  const url = new URL(regionPath(place.region, path), place.origin);
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Makes a one-time token for the user `userId`; answers the token (and code) to put in a link. A token
 * issued by a job names it, and the job's second run issues none (null).
 */
async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  extra: { code?: string; redirectUrl?: string | null; jobId?: string } = {},
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const [row] = await db
    .insert(oneTimeTokens)
    .values({
      tokenHash: digest(token),
      purpose,
      userId,
      expiresAt,
      codeHash: extra.code ? digest(`${userId}:${extra.code}`) : null,
      redirectUrl: extra.redirectUrl ?? null,
      jobId: extra.jobId ?? null,
    })
    .onConflictDoNothing({ target: oneTimeTokens.jobId })
    .returning({ id: oneTimeTokens.id });
  return row ? { token, expiresAt } : null;
}

function usable(token: string, purpose: TokenPurpose) {
  return and(
    eq(oneTimeTokens.tokenHash, digest(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );
}

/**
 * Uses a one-time token: one atomic update marks it used if it is unused, unexpired and of this
 * purpose, so however many requests race with one link, one of them gets it.
 */
async function useToken(db: Db, token: string, purpose: TokenPurpose, issuedFor?: { email: string; expiresAt: Date }) {
  if (!token || token.length > 100) return null;
  const conditions = [usable(token, purpose)];
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

/**
 * What a one-time token is, without using it: usable (until `expiresAt`), or why not: USED once
 * already, EXPIRED, or NOT_FOUND (no token of this purpose, or a link naming another address or expiry
 * than the token's). Only the holder of a token learns this of it, so it tells nobody else anything.
 */
async function tokenState(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  issuedFor?: { email: string; expiresAt: Date },
): Promise<{ kind: "usable"; expiresAt: Date } | UnusableLink> {
  if (!token || token.length > 100) return refused("NOT_FOUND");
  const [row] = await db
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!row) return refused("NOT_FOUND");
  if (
    issuedFor &&
    (row.expiresAt.getTime() !== issuedFor.expiresAt.getTime() || normaliseEmail(row.email) !== normaliseEmail(issuedFor.email))
  )
    return refused("NOT_FOUND");
  if (row.usedAt) return refused("USED");
  if (row.expiresAt.getTime() <= Date.now()) return refused("EXPIRED");
  return { kind: "usable", expiresAt: row.expiresAt };
}

/** Why a token that could not be used was refused (a race that used it meanwhile reads as USED). */
async function whyUnusable(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  issuedFor?: { email: string; expiresAt: Date },
): Promise<UnusableLink> {
  const state = await tokenState(db, token, purpose, issuedFor);
  return state.kind === "usable" ? refused("USED") : state;
}

/** The user of an unused, unexpired token, without using it. */
async function tokenHolder(db: Db, token: string, purpose: TokenPurpose): Promise<UserRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ user: users })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(usable(token, purpose))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Proves the address of `user`: a link or code from a mail was used, a reset link, a verified Google
 * token. Until the first proof anybody could have registered the address, so that proof ends
 * everything made before it: every session and passkey, the Google account linked without proof, and
 * the password chosen at registration, which becomes the account's only when the proof is made in
 * the registrant's own session (they typed the mail's code there, or opened its link in that
 * browser). A reset link gives `newPasswordHash`: the password becomes it and every session ends,
 * proven before or not (one update, one end of the sessions). Answers the user as it now is.
 */
export async function proveAddress(ctx: RequestContext, db: Db, user: UserRow, newPasswordHash?: string): Promise<UserRow> {
  if (!user.emailVerifiedAt) {
    const byRegistrant = ctx.user?.id === user.id && ctx.user.session.kind === "UNVERIFIED";
    const [row] = await db
      .update(users)
      .set({
        emailVerifiedAt: sql`now()`,
        passwordHash: newPasswordHash ?? (byRegistrant ? user.pendingPasswordHash : null),
        pendingPasswordHash: null,
        googleSubject: null,
      })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning();
    if (row) {
      await endAllSessions(db, user.id);
      await db.delete(passkeys).where(eq(passkeys.userId, user.id));
      return row;
    }
  }
  if (newPasswordHash === undefined) return user.emailVerifiedAt ? user : ((await findUser(db, user.id)) ?? user);
  const [row] = await db.update(users).set({ passwordHash: newPasswordHash }).where(eq(users.id, user.id)).returning();
  await endAllSessions(db, user.id);
  return row ?? user;
}

const INVALID_LINK = "Link seems invalid.";

// ---------------------------------------------------------------------------------------------------
// E-mail and password

const signInInput = z.object({
  email: emailField,
  password: z.string().min(1, "Please enter your password.").max(1000, "That password is too long."),
});

/**
 * Signs in with e-mail and password. A wrong password and an unknown address get the same answer,
 * after the same work (a decoy hash is checked when there is no account). An account whose address
 * is not proven has no password yet.
 */
export async function signInWithPassword(ctx: RequestContext, input: { email: string; password: string }): Promise<Result<SignedIn>> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  const failures = passwordFailures(ctx, parsed.data.email, user);
  const spent = await ctx.limits.peek(failures.bucket, failures.key, failures.rule);
  if (!spent.allowed) return fail(limited(spent.retryAfterSeconds));
  const matches = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !matches) {
    await ctx.limits.consume(failures.bucket, failures.key, failures.rule);
    return fail(invalid(["password"], "That e-mail address and password do not match. Try again, or sign in with a link."));
  }
  return ok({ user: await startSession(ctx, user) });
}

// ---------------------------------------------------------------------------------------------------
// Sign-in link and code

const magicRequestInput = z.object({ email: emailField, redirectUrl: z.string().max(2000).nullish() });

/** What a queued sign-in or reset mail needs: the address as typed and where its links lead. */
interface AccountMailData {
  /** The purposes a mail is sent for (an auto-login link is made by a consultant, not asked for). */
  purpose: Exclude<TokenPurpose, "AUTOLOGIN">;
  email: string;
  redirectUrl: string | null;
  region: Region;
  locale: Locale;
  origin: string;
}

/**
 * The job that sends a sign-in or reset mail. The request only queues it, the same work whether or
 * not the address has an account, so neither the answer nor its time tells who is a customer; the
 * job looks the address up and mails nothing when it has no account.
 */
export const accountMailJob = defineJobType<AccountMailData>("accounts.mail", {
  maxAttempts: 5,
  leaseSeconds: 60,
  backoffSeconds: exponentialBackoff(5, 300),
});

export function accountMailJobHandler(): JobHandler {
  return handleJob(accountMailJob, async (data, job) => {
    const user = await findUserByEmail(job.db, data.email);
    if (!user) return;
    await job.db.transaction(async (tx) => {
      if (data.purpose === "MAGIC_LINK") {
        const code = newCode();
        const issued = await issueToken(tx, user.id, "MAGIC_LINK", TOKEN_LIFETIME_MS.MAGIC_LINK, {
          code,
          redirectUrl: data.redirectUrl,
          jobId: job.id,
        });
        if (!issued) return;
        const url = storeUrl(
          data,
          ACCOUNT_PATHS.magicLink,
          magicLinkQuery({ user: user.email, expires: issued.expiresAt.getTime(), hash: issued.token, redirectUrl: data.redirectUrl }),
        );
        await queueMail(tx, {
          to: user.email,
          template: "magic-link",
          locale: data.locale,
          data: { firstName: user.firstName, url, code, expiresMinutes: TOKEN_LIFETIME_MS.MAGIC_LINK / MINUTE_MS },
        });
      } else {
        const issued = await issueToken(tx, user.id, "PASSWORD_RESET", TOKEN_LIFETIME_MS.PASSWORD_RESET, { jobId: job.id });
        if (!issued) return;
        await queueMail(tx, {
          to: user.email,
          template: "password-reset",
          locale: data.locale,
          data: {
            firstName: user.firstName,
            url: storeUrl(data, ACCOUNT_PATHS.resetPassword, { token: issued.token }),
            expiresMinutes: TOKEN_LIFETIME_MS.PASSWORD_RESET / MINUTE_MS,
          },
        });
      }
    });
  });
}

function queueAccountMail(ctx: RequestContext, purpose: AccountMailData["purpose"], email: string, redirectUrl: string | null) {
  return enqueueJob(ctx.db, accountMailJob, { purpose, email, redirectUrl, region: ctx.region, locale: ctx.locale, origin: ctx.origin });
}

/**
 * Sends a sign-in link with a code to type instead. The answer, and the work done before it, are the
 * same whether or not the address has an account, so the form cannot tell who is a customer.
 */
export async function requestMagicLink(
  ctx: RequestContext,
  input: { email: string; redirectUrl?: string | null },
): Promise<Result<{ email: string }>> {
  const parsed = magicRequestInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { email } = parsed.data;
  const limit = await checkLimits(ctx, "mails", email);
  if (!limit.ok) return limit;
  await queueAccountMail(ctx, "MAGIC_LINK", email, localRedirect(parsed.data.redirectUrl));
  return ok({ email });
}

/** The latest time a Date can hold (milliseconds): a link's expiry beyond it names no token. */
const MAX_TIME_MS = 8.64e15;
const magicLinkInput = z.object({
  user: emailField,
  expires: z.number().refine((n) => Number.isSafeInteger(n) && n > 0 && n <= MAX_TIME_MS, INVALID_LINK),
  hash: z.string().min(1, INVALID_LINK).max(100, INVALID_LINK),
});

/**
 * Signs in with the link of a mail: its address, expiry and token must all match one unused token.
 * A link that cannot be one is bad input; one that was used, expired or names no token is answered
 * as such (`UnusableLink`), the token left as it was.
 */
export async function signInWithMagicLink(
  ctx: RequestContext,
  input: { user: string; expires: number; hash: string },
): Promise<Result<(SignedIn & { redirectUrl: string | null }) | UnusableLink>> {
  const parsed = magicLinkInput.safeParse(input);
  if (!parsed.success) return fail(invalid(["hash"], INVALID_LINK));
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const issuedFor = { email: parsed.data.user, expiresAt: new Date(parsed.data.expires) };
  const proven = await ctx.db.transaction(async (tx) => {
    const used = await useToken(tx, parsed.data.hash, "MAGIC_LINK", issuedFor);
    const user = used ? await findUser(tx, used.userId) : null;
    if (!used || !user) return null;
    return { user: await proveAddress(ctx, tx, user), redirectUrl: used.redirectUrl };
  });
  if (!proven) return ok(await whyUnusable(ctx.db, parsed.data.hash, "MAGIC_LINK", issuedFor));
  return ok({ user: await startSession(ctx, proven.user), redirectUrl: proven.redirectUrl });
}

const codeInput = z.object({
  email: emailField,
  code: z
    .string()
    .transform(normaliseCode)
    .pipe(z.string().length(CODE_LENGTH, `Please enter the ${CODE_LENGTH}-character code from the e-mail.`)),
});

/**
 * Signs in with the code of the latest sign-in (or welcome) mail, typed on the request page. Each try
 * counts against that mail before the code is compared, so however many guesses race, five at most
 * are compared; after five the code is void and a new mail is needed.
 */
export async function signInWithCode(
  ctx: RequestContext,
  input: { email: string; code: string },
): Promise<Result<SignedIn & { redirectUrl: string | null }>> {
  const parsed = codeInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const wrong = fail(invalid(["code"], "That code is not right, or has expired. Check the latest e-mail, or ask for a new one."));
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  if (!user) return wrong;
  const [latest] = await ctx.db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.purpose, "MAGIC_LINK"),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${oneTimeTokens.createdAt} desc`)
    .limit(1);
  if (!latest) return wrong;
  // The try is counted first, by one update that only succeeds while tries are left.
  const [counted] = await ctx.db
    .update(oneTimeTokens)
    .set({ codeAttempts: sql`${oneTimeTokens.codeAttempts} + 1` })
    .where(and(eq(oneTimeTokens.id, latest.id), isNull(oneTimeTokens.usedAt), lt(oneTimeTokens.codeAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ codeHash: oneTimeTokens.codeHash });
  if (!counted?.codeHash || !sameSecret(digest(`${user.id}:${parsed.data.code}`), counted.codeHash)) return wrong;
  const proven = await ctx.db.transaction(async (tx) => {
    // Used once, by the same atomic rule as the link.
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.id, latest.id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
      .returning();
    if (!used) return null;
    const current = (await findUser(tx, user.id)) ?? user;
    return { user: await proveAddress(ctx, tx, current), redirectUrl: used.redirectUrl };
  });
  if (!proven) return wrong;
  return ok({ user: await startSession(ctx, proven.user), redirectUrl: proven.redirectUrl });
}

// ---------------------------------------------------------------------------------------------------
// Passwords: forgotten, set from a welcome mail, changed

/**
 * Sends a link to set a new password; the same answer, after the same work, whether or not the
 * address has an account.
 */
export async function requestPasswordReset(ctx: RequestContext, input: { email: string }): Promise<Result<{ email: string }>> {
  const parsed = z.object({ email: emailField }).safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "mails", parsed.data.email);
  if (!limit.ok) return limit;
  await queueAccountMail(ctx, "PASSWORD_RESET", parsed.data.email, null);
  return ok({ email: parsed.data.email });
}

/**
 * Queues the welcome mail of a new customer, in the transaction that made them. An account made by
 * hand is not proven yet: the mail carries a link and a code that confirm the address (a week). Typed
 * or opened in the registrant's own browser they keep the password chosen at registration; used
 * anywhere else they prove the address for whoever holds the mailbox (`proveAddress`). An account
 * proven already (a verified Google sign-in) is welcomed with a link to the account.
 */
export async function queueWelcome(ctx: RequestContext, db: Db, user: UserRow): Promise<void> {
  const firstName = user.firstName ?? "";
  if (user.emailVerifiedAt) {
    await queueMail(db, {
      to: user.email,
      template: "welcome",
      locale: ctx.locale,
      data: { firstName, url: storeUrl(ctx, ACCOUNT_PATHS.profile, {}), code: null, expiresDays: null },
    });
    return;
  }
  const code = newCode();
  const issued = (await issueToken(db, user.id, "MAGIC_LINK", TOKEN_LIFETIME_MS.WELCOME, { code }))!;
  const url = storeUrl(
    ctx,
    ACCOUNT_PATHS.magicLink,
    magicLinkQuery({ user: user.email, expires: issued.expiresAt.getTime(), hash: issued.token, redirectUrl: ACCOUNT_PATHS.profile }),
  );
  await queueMail(db, {
    to: user.email,
    template: "welcome",
    locale: ctx.locale,
    data: { firstName, url, code, expiresDays: TOKEN_LIFETIME_MS.WELCOME / (24 * 60 * MINUTE_MS) },
  });
}

/**
 * A password reset link's token: usable until `expiresAt`, or why not (the reset page says so before
 * anything is typed).
 */
export async function passwordResetLink(ctx: RequestContext, token: string): Promise<{ kind: "usable"; expiresAt: Date } | UnusableLink> {
  return tokenState(ctx.db, token, "PASSWORD_RESET");
}

/**
 * Sets a new password from a mailed link and signs in. Every other session of the user ends: whoever
 * knew the old password is signed out. The link proves the address too. A link that was used,
 * expired or names no token is answered as such (`UnusableLink`), before the new password is hashed.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { token: string; password: string },
): Promise<Result<SignedIn | UnusableLink>> {
  const parsed = z.object({ token: z.string().max(100), password: passwordField }).safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const { token } = parsed.data;
  const holder = await tokenHolder(ctx.db, token, "PASSWORD_RESET");
  if (!holder) return ok(await whyUnusable(ctx.db, token, "PASSWORD_RESET"));
  const passwordHash = await hashPassword(parsed.data.password);
  const signedIn = await ctx.db.transaction(async (tx) => {
    const used = await useToken(tx, token, "PASSWORD_RESET");
    return used ? proveAddress(ctx, tx, holder, passwordHash) : null;
  });
  return signedIn ? ok({ user: await startSession(ctx, signedIn) }) : ok(await whyUnusable(ctx.db, token, "PASSWORD_RESET"));
}

/**
 * Changes the password of the signed-in user. A session opened by a link in an e-mail may not (the
 * customer signs in again first); when a password is set, the current one is needed. The other
 * sessions of the user end.
 */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword?: string | null; newPassword: string },
): Promise<Result<void>> {
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

/**
 * The signed-in user, when the session was opened by proving who they are: not a session opened by an
 * auto-login link, nor a registrant's before the address is proven (core/vocabulary/accounts.ts).
 */
export function requireFullSession(ctx: RequestContext): Result<SessionUser> {
  if (!ctx.user) return fail(unauthorized("Please sign in."));
  if (ctx.user.impersonator) return fail(unauthorized("A consultant acting as a customer may not change their account or pay."));
  if (ctx.user.session.kind === "UNVERIFIED")
    return fail(unauthorized("Please confirm your e-mail address first: enter the code from our e-mail, or open its link."));
  if (!isFullSession(ctx.user.session.kind)) return fail(unauthorized("For your security, please sign in again to do this."));
  return ok(ctx.user);
}

export function requireUser(ctx: RequestContext): Result<SessionUser> {
  return ctx.user ? ok(ctx.user) : fail(unauthorized("Please sign in."));
}

// ---------------------------------------------------------------------------------------------------
// Auto-login tokens (links in mails, links a consultant sends)

/** A token that signs its holder in once, in a limited session; for links in mails and from consultants. */
export async function issueAutologinToken(db: Db, userId: string, lifetimeMs: number = TOKEN_LIFETIME_MS.AUTOLOGIN): Promise<string> {
  return (await issueToken(db, userId, "AUTOLOGIN", lifetimeMs))!.token;
}

/**
 * A link to a page of this store that signs the customer in on arrival (`?authToken=`), for a mail:
 * order and payment mails, a consultant's "send a sign-in link".
 */
export async function autologinUrl(
  db: Db,
  userId: string,
  place: LinkPlace,
  path: string,
  lifetimeMs: number = TOKEN_LIFETIME_MS.AUTOLOGIN,
): Promise<string> {
  return storeUrl(place, path, { authToken: await issueAutologinToken(db, userId, lifetimeMs) });
}

/**
 * Signs in with an auto-login token. `isConsultant` says what kind of user the link was made for; a
 * token of the other kind is refused and stays unused. The session is limited: it may browse, build a
 * ring and enquire, not change the account or pay (`requireFullSession`).
 */
export async function autologin(
  ctx: RequestContext,
  input: { authToken: string; isConsultant?: boolean | null },
): Promise<Result<SignedIn>> {
  const limit = await checkLimits(ctx, "attempts");
  if (!limit.ok) return limit;
  const refused = fail(invalid(["authToken"], "This sign-in link has expired or was already used."));
  if (typeof input.authToken !== "string" || input.authToken.length > 100) return refused;
  const holder = await tokenHolder(ctx.db, input.authToken, "AUTOLOGIN");
  if (!holder || (input.isConsultant != null && input.isConsultant !== holder.isConsultant)) return refused;
  if (!(await useToken(ctx.db, input.authToken, "AUTOLOGIN"))) return refused;
  return ok({ user: await startSession(ctx, holder, "AUTOLOGIN") });
}
