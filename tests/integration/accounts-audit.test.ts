import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { COOKIE } from "../../core/cookies.ts";
import type { Database } from "../../server/db/client.ts";
import { customers, jobs, mailOutbox, oneTimeTokens, sessions, users } from "../../server/db/schema/index.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { issueAutologinToken, MAX_CODE_ATTEMPTS, SIGN_IN_LIMITS } from "../../server/services/accounts/index.ts";
import { failure, testBrowser } from "../helpers/accounts.ts";
import { runAccountMailJobs } from "../helpers/mail.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";

let database: Database;
let limits: Limits;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.db);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  limits = createLimits();
});

let nextIp = 0;
function browser(options: { ip?: string } = {}) {
  return testBrowser(database, { ip: options.ip ?? `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`, limits });
}

async function latestMail(to: string, template: string) {
  await runAccountMailJobs(database.db);
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ? (row.data as Record<string, string>) : null;
}

const SIGN_IN = "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }";
const REQUEST_LINK = "mutation($email: String!) { requestMagicLink(email: $email) { email } }";
const USE_LINK =
  "mutation($user: String!, $expires: Float!, $hash: String!) { signInWithMagicLink(user: $user, expires: $expires, hash: $hash) { ... on ErrorResult { errorCode } ... on Login { user { email } } } }";
const USE_CODE = "mutation($email: String!, $code: String!) { signInWithCode(email: $email, code: $code) { user { email } } }";
const REGISTER =
  "mutation($input: RegistrationInput!) { register(input: $input) { ... on ErrorResult { errorCode } ... on Login { user { email } } } }";
const ME = "{ me { email emailConfirmed fullSession hasPassword } }";

function registration(email: string, password: string | null) {
  return {
    input: {
      byManual: { firstName: "Victoria", email, region: "UK", currency: "GBP", emailConsent: false, privacyConsent: true, password },
    },
  };
}

function linkOf(url: string) {
  const u = new URL(url);
  return { user: u.searchParams.get("user"), expires: Number(u.searchParams.get("expires")), hash: u.searchParams.get("hash") };
}

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe("an account registered before its owner uses it", () => {
  it("gives the registrant no password, no passkey and no full session, and the owner's link ends the registrant's session", async () => {
    const stranger = browser();
    await stranger.run(REGISTER, registration("victoria@example.com", "stranger's password"));
    expect((await stranger.run<{ me: unknown }>(ME)).me).toEqual({
      email: "victoria@example.com",
      emailConfirmed: false,
      fullSession: false,
      hasPassword: false,
    });
    // Nothing lasting can be added from the registrant's session.
    expect((await failure(stranger.run("mutation { passkeyRegistrationOptions { challengeId } }"))).category).toBe("authorization");
    expect((await failure(stranger.run('mutation { changePassword(newPassword: "a password of my own") { success } }'))).category).toBe(
      "authorization",
    );
    expect((await failure(stranger.run("mutation { logoutEverywhere { success } }"))).category).toBe("authorization");
    // The chosen password does not sign in anywhere.
    expect(
      (await failure(browser().run(SIGN_IN, { email: "victoria@example.com", password: "stranger's password" }))).violations[0]!.path,
    ).toEqual(["password"]);

    // The owner asks for a sign-in link and uses it in her own browser.
    const owner = browser();
    await owner.run(REQUEST_LINK, { email: "victoria@example.com" });
    await owner.run(USE_LINK, linkOf((await latestMail("victoria@example.com", "magic-link"))!["url"]!));
    expect((await owner.run<{ me: unknown }>(ME)).me).toEqual({
      email: "victoria@example.com",
      emailConfirmed: true,
      fullSession: true,
      hasPassword: false,
    });

    // The registrant is signed out, and the password they chose never becomes the account's.
    expect(await stranger.me()).toBeNull();
    expect(
      (await failure(browser().run(SIGN_IN, { email: "victoria@example.com", password: "stranger's password" }))).violations[0]!.path,
    ).toEqual(["password"]);
    const row = await userRow("victoria@example.com");
    expect(row.passwordHash).toBeNull();
    expect(row.pendingPasswordHash).toBeNull();
    const live = await database.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(live).toHaveLength(1);
  });

  it("drops the registrant's password when the welcome mail's link is opened in another browser", async () => {
    const stranger = browser();
    await stranger.run(REGISTER, registration("isabel@example.com", "stranger's password"));
    const welcome = (await latestMail("isabel@example.com", "welcome"))!;
    const owner = browser();
    await owner.run(USE_LINK, linkOf(welcome["url"]!));
    expect(await stranger.me()).toBeNull();
    expect((await owner.run<{ me: unknown }>(ME)).me).toMatchObject({ emailConfirmed: true, fullSession: true, hasPassword: false });
    expect(
      (await failure(browser().run(SIGN_IN, { email: "isabel@example.com", password: "stranger's password" }))).violations[0]!.path,
    ).toEqual(["password"]);
  });

  it("keeps the password when the registrant opens the welcome mail's link in the browser they registered in", async () => {
    const registrant = browser();
    await registrant.run(REGISTER, registration("grace@example.com", "grace's own password"));
    await registrant.run(USE_LINK, linkOf((await latestMail("grace@example.com", "welcome"))!["url"]!));
    expect((await registrant.run<{ me: unknown }>(ME)).me).toMatchObject({ emailConfirmed: true, fullSession: true, hasPassword: true });
    const { signIn } = await browser().run<{ signIn: { user: { email: string } } }>(SIGN_IN, {
      email: "grace@example.com",
      password: "grace's own password",
    });
    expect(signIn.user.email).toBe("grace@example.com");
  });
});

describe("a stranger guessing passwords", () => {
  it("never locks the owner out of a fresh link and its code", async () => {
    const email = "ethan@example.com";
    for (let i = 0; i <= SIGN_IN_LIMITS.passwordFailuresPerAccount.limit; i++)
      await failure(browser().run(SIGN_IN, { email, password: "guessing wrong" }));
    expect((await failure(browser().run(SIGN_IN, { email, password: DEMO_PASSWORD }))).category).toBe("rateLimit");

    const owner = browser();
    await owner.run(REQUEST_LINK, { email });
    const mail = (await latestMail(email, "magic-link"))!;
    const { signInWithCode } = await owner.run<{ signInWithCode: { user: { email: string } } }>(USE_CODE, { email, code: mail["code"] });
    expect(signInWithCode.user.email).toBe(email);

    const other = browser();
    await other.run(REQUEST_LINK, { email });
    const { signInWithMagicLink } = await other.run<{ signInWithMagicLink: { user: { email: string } } }>(
      USE_LINK,
      linkOf((await latestMail(email, "magic-link"))!["url"]!),
    );
    expect(signInWithMagicLink.user.email).toBe(email);
  });
});

describe("asking for a link or a reset", () => {
  it("does the same work for an address with an account and one without: one queued job, no token or mail yet", async () => {
    for (const mutation of [REQUEST_LINK, "mutation($email: String!) { requestPasswordReset(email: $email) { email } }"]) {
      for (const email of ["olivia@example.com", "nobody-here@example.com"]) {
        const before = await counts();
        await browser().run(mutation, { email });
        const after = await counts();
        expect({ jobs: after.jobs - before.jobs, tokens: after.tokens - before.tokens, mails: after.mails - before.mails }).toEqual({
          jobs: 1,
          tokens: 0,
          mails: 0,
        });
      }
    }
    await runAccountMailJobs(database.db);
    expect(await latestMail("nobody-here@example.com", "magic-link")).toBeNull();
    expect(await latestMail("olivia@example.com", "password-reset")).not.toBeNull();
  });
});

async function counts() {
  const [row] = rowsOf<{ jobs: number; tokens: number; mails: number }>(
    await database.db.execute(
      sql`select (select count(*)::int from ${jobs}) as jobs, (select count(*)::int from ${oneTimeTokens}) as tokens, (select count(*)::int from ${mailOutbox}) as mails`,
    ),
  );
  return { jobs: Number(row!.jobs), tokens: Number(row!.tokens), mails: Number(row!.mails) };
}

describe("the code of a sign-in mail", () => {
  it("is compared at most five times however many guesses race", async () => {
    const email = "chloe@example.com";
    await browser().run(REQUEST_LINK, { email });
    const code = (await latestMail(email, "magic-link"))!["code"]!;
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const results = await Promise.allSettled(Array.from({ length: 9 }, () => browser().run(USE_CODE, { email, code: wrong })));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    const [token] = await database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, "MAGIC_LINK"))
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    expect(token!.codeAttempts).toBe(MAX_CODE_ATTEMPTS);
    // Spent: even the right code no longer works.
    expect((await failure(browser().run(USE_CODE, { email, code }))).violations[0]!.path).toEqual(["code"]);
  });
});

describe("a link's expiry", () => {
  it("that no date can hold is a refused link, not an internal error", async () => {
    for (const expires of [1e308, -1, 0.5, 9e15]) {
      const refused = await failure(browser().run(USE_LINK, { user: "olivia@example.com", expires, hash: "x".repeat(43) }));
      expect(refused.category).toBe("validation");
      expect(refused.violations).toEqual([{ path: ["hash"], message: "Link seems invalid." }]);
    }
  });
});

describe("password reset links", () => {
  const LINK =
    "query($t: String!) { passwordResetLink(token: $t) { __typename ... on ErrorResult { errorCode } ... on PasswordResetLink { expiresAt } } }";
  const RESET =
    "mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { ... on ErrorResult { errorCode } ... on Login { user { email } } } }";

  async function resetToken(): Promise<string> {
    await browser().run("mutation($email: String!) { requestPasswordReset(email: $email) { email } }", { email: "olivia@example.com" });
    return new URL((await latestMail("olivia@example.com", "password-reset"))!["url"]!).searchParams.get("token")!;
  }

  it("say whether they can still be used before anything is typed: usable, used, or no link", async () => {
    const token = await resetToken();
    const b = browser();
    const { passwordResetLink } = await b.run<{ passwordResetLink: { __typename: string; expiresAt: string } }>(LINK, { t: token });
    expect(passwordResetLink.__typename).toBe("PasswordResetLink");
    expect(new Date(passwordResetLink.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await b.run(LINK, { t: "not-a-token" })).toEqual({ passwordResetLink: { __typename: "LinkUnusable", errorCode: "NOT_FOUND" } });
    expect(await b.run(RESET, { t: token, p: DEMO_PASSWORD })).toEqual({ resetPassword: { user: { email: "olivia@example.com" } } });
    expect(await b.run(LINK, { t: token })).toEqual({ passwordResetLink: { __typename: "LinkUnusable", errorCode: "USED" } });
  });

  it("answer a link used once already as USED and one past its hour as EXPIRED, and sign nobody in", async () => {
    const used = await resetToken();
    await browser().run(RESET, { t: used, p: DEMO_PASSWORD });
    const again = browser();
    expect(await again.run(RESET, { t: used, p: "another long password" })).toEqual({ resetPassword: { errorCode: "USED" } });
    expect(again.cookies.get(COOKIE.sessionId)).toBeUndefined();

    const old = await resetToken();
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`purpose = 'PASSWORD_RESET' and used_at is null`);
    const late = browser();
    expect(await late.run(LINK, { t: old })).toEqual({ passwordResetLink: { __typename: "LinkUnusable", errorCode: "EXPIRED" } });
    expect(await late.run(RESET, { t: old, p: "another long password" })).toEqual({ resetPassword: { errorCode: "EXPIRED" } });
    expect(late.cookies.get(COOKIE.sessionId)).toBeUndefined();
    // The password is still the one set by the first link.
    expect(
      (await browser().run<{ signIn: { user: { email: string } } }>(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD }))
        .signIn.user.email,
    ).toBe("olivia@example.com");
  });
});

describe("auto-login", () => {
  const AUTOLOGIN = "mutation($t: String!, $c: Boolean) { autologin(authToken: $t, isConsultant: $c) { success user { email } } }";

  it("refuses a token made for the other kind of user without spending it", async () => {
    const token = await issueAutologinToken(database.db, (await userRow("olivia@example.com")).id);
    expect((await browser().run<{ autologin: { success: boolean } }>(AUTOLOGIN, { t: token, c: true })).autologin.success).toBe(false);
    expect((await browser().run<{ autologin: { success: boolean } }>(AUTOLOGIN, { t: token, c: false })).autologin.success).toBe(true);
  });

  it("opens a session that may read the profile but not change it, nor sign the owner out everywhere", async () => {
    const olivia = await userRow("olivia@example.com");
    const owner = browser();
    await owner.run(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    const token = await issueAutologinToken(database.db, olivia.id);
    const linked = browser();
    await linked.run(AUTOLOGIN, { t: token, c: false });
    expect((await linked.run<{ me: unknown }>(ME)).me).toMatchObject({ email: "olivia@example.com", fullSession: false });
    const profile = { input: { firstName: "Mallory", emailConsent: true } };
    expect(
      (await failure(linked.run("mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName } }", profile))).category,
    ).toBe("authorization");
    expect((await failure(linked.run("mutation { logoutEverywhere { success } }"))).category).toBe("authorization");
    expect((await owner.me())?.firstName).toBe("Olivia");
  });
});

describe("a consultant's sign-in link", () => {
  const SEND =
    "mutation($id: ID!) { sendSignInLink(customerId: $id) { ... on ErrorResult { errorCode message } ... on MailSent { email } } }";

  it("mails the customer a link that signs them in once, in a limited session", async () => {
    const olivia = await userRow("olivia@example.com");
    const [customer] = await database.db.select().from(customers).where(eq(customers.userId, olivia.id));
    const sophie = browser();
    await sophie.run(SIGN_IN, { email: "sophie@example.com", password: DEMO_PASSWORD });
    expect((await sophie.run<{ sendSignInLink: { email: string } }>(SEND, { id: customer!.id })).sendSignInLink.email).toBe(
      "olivia@example.com",
    );

    const mail = (await latestMail("olivia@example.com", "sign-in-link"))!;
    expect(mail["consultantName"]).toBe("Sophie");
    const url = new URL(mail["url"]!);
    expect(url.pathname).toBe("/profile");
    const token = url.searchParams.get("authToken")!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const customerBrowser = browser();
    await customerBrowser.run("mutation($t: String!) { autologin(authToken: $t, isConsultant: false) { success } }", { t: token });
    expect((await customerBrowser.run<{ me: unknown }>(ME)).me).toMatchObject({ email: "olivia@example.com", fullSession: false });
  });

  it("may be sent only by a consultant, to a customer who exists", async () => {
    const ethan = browser();
    await ethan.run(SIGN_IN, { email: "ethan@example.com", password: DEMO_PASSWORD });
    const [customer] = await database.db.select().from(customers).limit(1);
    expect((await failure(ethan.run(SEND, { id: customer!.id }))).category).toBe("authorization");
    expect((await failure(browser().run(SEND, { id: customer!.id }))).category).toBe("authorization");
    const james = browser();
    await james.run(SIGN_IN, { email: "james@example.com", password: DEMO_PASSWORD });
    expect(await james.run(SEND, { id: "00000000-0000-4000-8000-000000000000" })).toEqual({
      sendSignInLink: { errorCode: "NOT_FOUND", message: "There is no customer with this id." },
    });
    // Not an id at all: bad input.
    expect((await failure(james.run(SEND, { id: "not-an-id" }))).violations).toEqual([
      { path: ["customerId"], message: "Please choose a customer." },
    ]);
  });
});
