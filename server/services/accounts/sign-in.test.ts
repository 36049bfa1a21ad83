import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionKind } from "../../../core/vocabulary/accounts.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox, oneTimeTokens, passkeys, users } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../../tests/helpers/db.ts";
import { runAccountMailJobs } from "../../../tests/helpers/mail.ts";
import { testContext } from "../../../tests/integration/site-context.ts";
import { createLimits } from "../rate-limit.ts";
import { register } from "./register.ts";
import { readSession } from "./sessions.ts";
import {
  autologin,
  changePassword,
  issueAutologinToken,
  MAX_CODE_ATTEMPTS,
  passwordResetLink,
  requestMagicLink,
  requestPasswordReset,
  requireFullSession,
  resetPassword,
  signInWithCode,
  signInWithMagicLink,
  signInWithPassword,
  TOKEN_LIFETIME_MS,
} from "./sign-in.ts";
import { createCustomer, findUserByEmail } from "./users.ts";
import { hashPassword } from "./secrets.ts";

/**
 * The sign-in rules a reader must trust, asked of the services directly: a link or token works once
 * and only while it lives, a code is void after five wrong tries, the first proof of an address ends
 * whatever was made before it (docs/decisions/0600), and a limited session may not change the account.
 */

let database: Database;
/** Every browser of this file calls from its own address, so one test's tries never spend another's. */
let nextIp = 1;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A browser: its cookies kept from one call to the next, each call reading its session first. */
function browser() {
  const cookies = new Map<string, string>();
  const limits = createLimits();
  const ip = `10.7.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;
  return {
    cookies,
    async ctx(): Promise<RequestContext> {
      const ctx = testContext(database, { cookies, limits, ip });
      ctx.user = await readSession(ctx);
      return ctx;
    },
    async me() {
      return readSession(testContext(database, { cookies }));
    },
  };
}

async function customer(email: string, options: { password?: string; verified?: boolean } = {}) {
  const user = await createCustomer(database.db, {
    email,
    firstName: "Test",
    lastName: null,
    phone: null,
    region: "UK",
    currency: "GBP",
    emailConsent: false,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    emailVerified: options.verified ?? true,
  });
  return user!;
}

/** The data of the latest mail of `template` to `to`, once the queued account mails are made. */
async function latestMail(to: string, template: string): Promise<Record<string, string>> {
  await runAccountMailJobs(database.db);
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  return row.data as Record<string, string>;
}

function linkOf(url: string) {
  const u = new URL(url);
  return { user: u.searchParams.get("user")!, expires: Number(u.searchParams.get("expires")), hash: u.searchParams.get("hash")! };
}

async function signInLink(email: string) {
  await requestMagicLink(await browser().ctx(), { email });
  const mail = await latestMail(email, "magic-link");
  return { link: linkOf(mail["url"]!), code: mail["code"]! };
}

async function resetToken(email: string): Promise<string> {
  await requestPasswordReset(await browser().ctx(), { email });
  return new URL((await latestMail(email, "password-reset"))["url"]!).searchParams.get("token")!;
}

/** The latest one-time token of `purpose` issued to the user. */
async function latestToken(userId: string, purpose: "MAGIC_LINK" | "PASSWORD_RESET") {
  const [row] = await database.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row!;
}

describe("a sign-in link", () => {
  it("signs in once; used again it is USED, and signs nobody in", async () => {
    await customer("link-once@example.com");
    const { link } = await signInLink("link-once@example.com");
    const first = browser();
    const signedIn = await signInWithMagicLink(await first.ctx(), link);
    expect(signedIn.ok && "user" in signedIn.value && signedIn.value.user.email).toBe("link-once@example.com");
    expect((await first.me())?.session.kind).toBe("FULL");

    const second = browser();
    expect(await signInWithMagicLink(await second.ctx(), link)).toEqual({ ok: true, value: { kind: "refused", reason: "USED" } });
    expect(await second.me()).toBeNull();
  });

  it("lives 15 minutes: past its expiry it is EXPIRED and stays unused", async () => {
    const user = await customer("link-expiry@example.com");
    const { link } = await signInLink("link-expiry@example.com");
    expect(link.expires - Date.now()).toBeGreaterThan(TOKEN_LIFETIME_MS.MAGIC_LINK - 60_000);
    expect(link.expires - Date.now()).toBeLessThanOrEqual(TOKEN_LIFETIME_MS.MAGIC_LINK);
    expect(TOKEN_LIFETIME_MS.MAGIC_LINK).toBe(15 * 60_000);

    const token = await latestToken(user.id, "MAGIC_LINK");
    const past = new Date(Date.now() - 1000);
    await database.db.update(oneTimeTokens).set({ expiresAt: past }).where(eq(oneTimeTokens.id, token.id));
    const late = browser();
    expect(await signInWithMagicLink(await late.ctx(), { ...link, expires: past.getTime() })).toEqual({
      ok: true,
      value: { kind: "refused", reason: "EXPIRED" },
    });
    expect(await late.me()).toBeNull();
    expect((await latestToken(user.id, "MAGIC_LINK")).usedAt).toBeNull();
  });

  it("must name the address and expiry it was issued with: otherwise it is NOT_FOUND, and the token stays good", async () => {
    await customer("link-named@example.com");
    await customer("link-other@example.com");
    const { link } = await signInLink("link-named@example.com");
    for (const changed of [
      { ...link, user: "link-other@example.com" },
      { ...link, expires: link.expires + 1 },
      { ...link, hash: `${link.hash.slice(0, -2)}xy` },
    ]) {
      const b = browser();
      expect(await signInWithMagicLink(await b.ctx(), changed)).toEqual({ ok: true, value: { kind: "refused", reason: "NOT_FOUND" } });
      expect(await b.me()).toBeNull();
    }
    const owner = browser();
    await signInWithMagicLink(await owner.ctx(), link);
    expect((await owner.me())?.email).toBe("link-named@example.com");
  });
});

describe("a password reset link", () => {
  it("is usable for an hour, sets the password once, and is USED after", async () => {
    const user = await customer("reset-once@example.com", { password: "the old password" });
    const token = await resetToken("reset-once@example.com");
    const usable = await passwordResetLink(await browser().ctx(), token);
    expect(usable.kind).toBe("usable");
    const expiresAt = usable.kind === "usable" ? usable.expiresAt.getTime() : 0;
    expect(expiresAt - Date.now()).toBeGreaterThan(TOKEN_LIFETIME_MS.PASSWORD_RESET - 60_000);
    expect(TOKEN_LIFETIME_MS.PASSWORD_RESET).toBe(60 * 60_000);

    const first = await resetPassword(await browser().ctx(), { token, password: "the first new password" });
    expect(first.ok && "user" in first.value && first.value.user.id).toBe(user.id);
    expect(await passwordResetLink(await browser().ctx(), token)).toEqual({ kind: "refused", reason: "USED" });
    const late = browser();
    expect(await resetPassword(await late.ctx(), { token, password: "someone else's password" })).toEqual({
      ok: true,
      value: { kind: "refused", reason: "USED" },
    });
    expect(await late.me()).toBeNull();
    // The password is the one the link set first.
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "reset-once@example.com", password: "the first new password" })).ok,
    ).toBe(true);
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "reset-once@example.com", password: "someone else's password" })).ok,
    ).toBe(false);
  });

  it("past its hour is EXPIRED and changes nothing; a token no mail carried is NOT_FOUND", async () => {
    const user = await customer("reset-expiry@example.com", { password: "the old password" });
    const token = await resetToken("reset-expiry@example.com");
    const row = await latestToken(user.id, "PASSWORD_RESET");
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.id, row.id));
    expect(await passwordResetLink(await browser().ctx(), token)).toEqual({ kind: "refused", reason: "EXPIRED" });
    expect(await resetPassword(await browser().ctx(), { token, password: "a new long password" })).toEqual({
      ok: true,
      value: { kind: "refused", reason: "EXPIRED" },
    });
    expect(await passwordResetLink(await browser().ctx(), "x".repeat(43))).toEqual({ kind: "refused", reason: "NOT_FOUND" });
    expect((await signInWithPassword(await browser().ctx(), { email: "reset-expiry@example.com", password: "the old password" })).ok).toBe(
      true,
    );
  });
});

describe("a sign-in code", () => {
  it(`is void after ${MAX_CODE_ATTEMPTS} wrong tries: the right code is refused then, and the next mail's code works`, async () => {
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    await customer("code-tries@example.com");
    const { code } = await signInLink("code-tries@example.com");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const refused = await signInWithCode(await browser().ctx(), { email: "code-tries@example.com", code: wrong });
      expect(refused.ok ? null : refused.errors.map((e) => e.path)).toEqual([["code"]]);
    }
    const spent = browser();
    expect((await signInWithCode(await spent.ctx(), { email: "code-tries@example.com", code })).ok).toBe(false);
    expect(await spent.me()).toBeNull();

    const fresh = await signInLink("code-tries@example.com");
    const owner = browser();
    expect((await signInWithCode(await owner.ctx(), { email: "code-tries@example.com", code: fresh.code.toLowerCase() })).ok).toBe(true);
    expect((await owner.me())?.session.kind).toBe("FULL");
  });

  it("allows four wrong tries before the right one", async () => {
    await customer("code-four@example.com");
    const { code } = await signInLink("code-four@example.com");
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++)
      await signInWithCode(await browser().ctx(), { email: "code-four@example.com", code: wrong });
    expect((await signInWithCode(await browser().ctx(), { email: "code-four@example.com", code })).ok).toBe(true);
  });

  it("is the latest mail's only: an earlier mail's code no longer signs in", async () => {
    await customer("code-latest@example.com");
    const earlier = await signInLink("code-latest@example.com");
    const later = await signInLink("code-latest@example.com");
    if (earlier.code === later.code) return; // one chance in a billion
    expect((await signInWithCode(await browser().ctx(), { email: "code-latest@example.com", code: earlier.code })).ok).toBe(false);
    expect((await signInWithCode(await browser().ctx(), { email: "code-latest@example.com", code: later.code })).ok).toBe(true);
  });

  it("answers a wrong code, a spent one and an address with no account alike, so the answer tells nobody who is a customer", async () => {
    await customer("code-alike@example.com");
    const { code } = await signInLink("code-alike@example.com");
    const wrong = await signInWithCode(await browser().ctx(), {
      email: "code-alike@example.com",
      code: code === "AAAAAA" ? "BBBBBB" : "AAAAAA",
    });
    await signInWithCode(await browser().ctx(), { email: "code-alike@example.com", code });
    const spent = await signInWithCode(await browser().ctx(), { email: "code-alike@example.com", code });
    const nobody = await signInWithCode(await browser().ctx(), { email: "nobody-here@example.com", code });
    expect(wrong.ok).toBe(false);
    expect(spent).toEqual(wrong);
    expect(nobody).toEqual(wrong);
  });
});

describe("the first proof of an address (docs/decisions/0600)", () => {
  const registration = (email: string) => ({
    byManual: {
      firstName: "Victoria",
      email,
      region: "UK" as const,
      currency: "GBP" as const,
      emailConsent: false,
      privacyConsent: true,
      password: "the registrant's password",
    },
  });

  async function registered(email: string) {
    const registrant = browser();
    const answer = await register(await registrant.ctx(), registration(email));
    expect(answer.ok && "user" in answer.value).toBe(true);
    const user = (await findUserByEmail(database.db, email))!;
    await database.db
      .insert(passkeys)
      .values({ userId: user.id, credentialId: `${email}-key`, publicKey: new Uint8Array([1, 2, 3]), name: "Registrant's key" });
    return { registrant, user };
  }

  it("made anywhere else ends the registrant's session, removes every passkey and drops the waiting password", async () => {
    const { registrant, user } = await registered("proof-elsewhere@example.com");
    expect(user.passwordHash).toBeNull();
    expect(user.pendingPasswordHash).not.toBeNull();
    expect((await registrant.me())?.session.kind).toBe("UNVERIFIED");

    const owner = browser();
    const welcome = await latestMail("proof-elsewhere@example.com", "welcome");
    await signInWithMagicLink(await owner.ctx(), linkOf(welcome["url"]!));
    expect((await owner.me())?.session.kind).toBe("FULL");
    expect(await registrant.me()).toBeNull();
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ passwordHash: null, pendingPasswordHash: null });
    expect(after!.emailVerifiedAt).not.toBeNull();
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "proof-elsewhere@example.com", password: "the registrant's password" })).ok,
    ).toBe(false);
  });

  it("made in the registrant's own session keeps the password chosen at registration", async () => {
    const { registrant } = await registered("proof-own@example.com");
    const welcome = await latestMail("proof-own@example.com", "welcome");
    expect((await signInWithCode(await registrant.ctx(), { email: "proof-own@example.com", code: welcome["code"]! })).ok).toBe(true);
    expect((await registrant.me())?.session.kind).toBe("FULL");
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "proof-own@example.com", password: "the registrant's password" })).ok,
    ).toBe(true);
  });

  it("is made once: a later sign-in link leaves the sessions made after the first proof", async () => {
    await customer("proof-later@example.com", { verified: false });
    const first = browser();
    await signInWithMagicLink(await first.ctx(), (await signInLink("proof-later@example.com")).link);
    expect((await first.me())?.session.kind).toBe("FULL");
    const second = browser();
    await signInWithMagicLink(await second.ctx(), (await signInLink("proof-later@example.com")).link);
    expect((await first.me())?.email).toBe("proof-later@example.com");
    expect((await second.me())?.email).toBe("proof-later@example.com");
  });

  it("by a reset link sets the new password and ends every other session", async () => {
    const { registrant, user } = await registered("proof-reset@example.com");
    const token = await resetToken("proof-reset@example.com");
    const owner = browser();
    await resetPassword(await owner.ctx(), { token, password: "the owner's new password" });
    expect(await registrant.me()).toBeNull();
    expect((await owner.me())?.session.kind).toBe("FULL");
    const [after] = await database.db
      .select({ verified: users.emailVerifiedAt, pending: users.pendingPasswordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after!.verified).not.toBeNull();
    expect(after!.pending).toBeNull();
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "proof-reset@example.com", password: "the owner's new password" })).ok,
    ).toBe(true);
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "proof-reset@example.com", password: "the registrant's password" })).ok,
    ).toBe(false);
  });
});

describe("a limited session", () => {
  const user = (kind: SessionKind | null): RequestContext =>
    ({
      user: kind ? ({ id: "u1", email: "a@example.com", session: { id: "s1", kind } } as unknown as SessionUser) : null,
    }) as RequestContext;

  it("may not change the account: anonymous, unconfirmed and link-opened sessions each get their reason", () => {
    const codes = (kind: SessionKind | null) => {
      const result = requireFullSession(user(kind));
      return result.ok ? "ok" : result.errors.map((e) => `${e.code}: ${e.message}`);
    };
    expect(codes(null)).toEqual(["UNAUTHORIZED: Please sign in."]);
    expect(codes("UNVERIFIED")).toEqual([expect.stringMatching(/^UNAUTHORIZED: Please confirm your e-mail address first/)]);
    expect(codes("AUTOLOGIN")).toEqual(["UNAUTHORIZED: For your security, please sign in again to do this."]);
    expect(codes("FULL")).toBe("ok");
  });

  it("opened by an auto-login link cannot change the password, and the password stays as it was", async () => {
    const user = await customer("limited@example.com", { password: "the owner's password" });
    const linked = browser();
    expect((await autologin(await linked.ctx(), { authToken: await issueAutologinToken(database.db, user.id) })).ok).toBe(true);
    expect((await linked.me())?.session.kind).toBe("AUTOLOGIN");
    const refused = await changePassword(await linked.ctx(), {
      currentPassword: "the owner's password",
      newPassword: "the intruder's password",
    });
    expect(refused.ok ? null : refused.errors[0]!.code).toBe("UNAUTHORIZED");
    expect((await signInWithPassword(await browser().ctx(), { email: "limited@example.com", password: "the owner's password" })).ok).toBe(
      true,
    );
    expect(
      (await signInWithPassword(await browser().ctx(), { email: "limited@example.com", password: "the intruder's password" })).ok,
    ).toBe(false);
  });
});
