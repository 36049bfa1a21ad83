import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { mailOutbox, oneTimeTokens, sessions, users } from "../../server/db/schema/index.ts";
import { COOKIE } from "../../core/cookies.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { issueAutologinToken, readSession, SIGN_IN_LIMITS } from "../../server/services/accounts/index.ts";
import { failure, testBrowser } from "../helpers/accounts.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { testContext } from "./site-context.ts";
import { runAccountMailJobs } from "../helpers/mail.ts";

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

function browser(options: { ip?: string; region?: "UK" | "US" } = {}) {
  return testBrowser(database, { ...options, limits });
}

async function latestMail(to: string, template: string) {
  await runAccountMailJobs(database.db);
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${to} and ${mailOutbox.template} = ${template}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ? (row.data as Record<string, string>) : null;
}

async function mailCount(to: string): Promise<number> {
  await runAccountMailJobs(database.db);
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
  return Number(rows[0]!.n);
}

const SIGN_IN =
  "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { jwt user { email firstName isConsultant } } }";
const REQUEST_LINK =
  "mutation($email: String!, $redirectUrl: String) { requestMagicLink(email: $email, redirectUrl: $redirectUrl) { email } }";
const USE_LINK =
  "mutation($user: String!, $expires: Float!, $hash: String!) { signInWithMagicLink(user: $user, expires: $expires, hash: $hash) { ... on ErrorResult { errorCode } ... on Login { user { email } redirectUrl } } }";
const USE_CODE = "mutation($email: String!, $code: String!) { signInWithCode(email: $email, code: $code) { user { email } } }";
const REGISTER =
  "mutation($input: RegistrationInput!) { register(input: $input) { ... on ErrorResult { errorCode message } ... on Login { jwt user { email firstName lastName customer { region currency emailConsent billingAddress { phoneNumber { e164 nationalNumber countryCode } } } } } } }";

function manual(overrides: Record<string, unknown> = {}) {
  return {
    input: {
      byManual: {
        firstName: "Amelia Rose",
        lastName: "Hart",
        email: "amelia@example.com",
        phone: { countryCode: "+44", nationalNumber: "07400 900456" },
        region: "UK",
        currency: "GBP",
        emailConsent: true,
        privacyConsent: true,
        ...overrides,
      },
    },
  };
}

function linkParts(url: string) {
  const u = new URL(url);
  return {
    path: u.pathname,
    user: u.searchParams.get("user")!,
    expires: Number(u.searchParams.get("expires")),
    hash: u.searchParams.get("hash")!,
    redirectUrl: u.searchParams.get("redirectUrl"),
  };
}

describe("registration", () => {
  it("registers a customer by hand in a limited session; the welcome mail's code, typed in that browser, confirms the address and keeps the password", async () => {
    const b = browser();
    const { register } = await b.run<{ register: { jwt: string; user: Record<string, unknown> } }>(
      REGISTER,
      manual({ password: "amelia's own password" }),
    );
    expect(register.user).toEqual({
      email: "amelia@example.com",
      firstName: "Amelia Rose",
      lastName: "Hart",
      customer: {
        region: "UK",
        currency: "GBP",
        emailConsent: true,
        billingAddress: { phoneNumber: { e164: "+447400900456", nationalNumber: "7400900456", countryCode: "44" } },
      },
    });
    expect(register.jwt.split(".")).toHaveLength(3);
    expect(b.cookies.get(COOKIE.sessionId)).toMatch(/^[\w-]{43}$/);
    const ME = "{ me { email emailConfirmed fullSession hasPassword } }";
    expect((await b.run<{ me: unknown }>(ME)).me).toEqual({
      email: "amelia@example.com",
      emailConfirmed: false,
      fullSession: false,
      hasPassword: false,
    });
    // Until the address is proven, the password chosen does not sign in.
    expect(
      (await failure(browser().run(SIGN_IN, { email: "amelia@example.com", password: "amelia's own password" }))).violations[0]!.path,
    ).toEqual(["password"]);

    const welcome = await latestMail("amelia@example.com", "welcome");
    expect(welcome?.["url"]).toMatch(
      /^http:\/\/localhost\/magic-link\?user=amelia%40example.com&expires=\d+&hash=[\w-]{43}&redirectUrl=%2Fprofile$/,
    );
    expect(welcome?.["code"]).toMatch(/^[A-Z2-9]{6}$/);
    await b.run(USE_CODE, { email: "amelia@example.com", code: welcome!["code"] });
    expect((await b.run<{ me: unknown }>(ME)).me).toEqual({
      email: "amelia@example.com",
      emailConfirmed: true,
      fullSession: true,
      hasPassword: true,
    });
    const { signIn } = await browser().run<{ signIn: { user: { email: string } } }>(SIGN_IN, {
      email: "AMELIA@example.com",
      password: "amelia's own password",
    });
    expect(signIn.user.email).toBe("amelia@example.com");
  });

  it("answers an address that has an account, in another case, as taken (EmailTaken), and changes nothing", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const b = browser();
    const { register } = await b.run<{ register: unknown }>(REGISTER, manual({ email: "Amelia@Example.COM" }));
    expect(register).toEqual({ errorCode: "TAKEN", message: expect.stringContaining("already exists") });
    expect(b.cookies.get(COOKIE.sessionId)).toBeUndefined();
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers bad fields with field errors: a 10 KB e-mail, a phone with letters, no privacy consent", async () => {
    const { category, violations } = await failure(
      browser().run(
        REGISTER,
        manual({
          email: `${"a".repeat(10_000)}@example.com`,
          phone: { countryCode: "44", nationalNumber: "07700 ABC" },
          privacyConsent: false,
        }),
      ),
    );
    expect(category).toBe("validation");
    expect(violations.map((v) => v.path.join("."))).toEqual(
      expect.arrayContaining(["input.byManual.email", "input.byManual.phone.nationalNumber", "input.byManual.privacyConsent"]),
    );
    expect(violations.find((v) => v.path.at(-1) === "email")?.message).toBe("Please enter valid email");
  });

  it("refuses an unknown region at the API's edge", async () => {
    const { category } = await failure(browser().run(REGISTER, manual({ email: "x@example.com", region: "GB" })));
    expect(category).toBe("coercion_error");
    expect(await mailCount("x@example.com")).toBe(0);
  });
});

describe("password sign-in", () => {
  it("signs in with e-mail and password, whatever the address's case, and signs out", async () => {
    const b = browser();
    const { signIn } = await b.run<{ signIn: { user: { email: string; firstName: string } } }>(SIGN_IN, {
      email: "Olivia@Example.com",
      password: DEMO_PASSWORD,
    });
    expect(signIn.user).toMatchObject({ email: "olivia@example.com", firstName: "Olivia" });
    expect((await b.me())?.firstName).toBe("Olivia");
    await b.run("mutation { logout { success } }");
    expect(b.cookies.has(COOKIE.sessionId)).toBe(false);
    expect(await b.me()).toBeNull();
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const wrong = await failure(browser().run(SIGN_IN, { email: "olivia@example.com", password: "not the password" }));
    const unknown = await failure(browser().run(SIGN_IN, { email: "nobody@example.com", password: "not the password" }));
    expect(wrong).toEqual(unknown);
    expect(wrong.violations[0]!.path).toEqual(["password"]);
  });

  it("never keeps the visitor's old session id at sign-in", async () => {
    const b = browser();
    await b.run(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    const first = b.cookies.get(COOKIE.sessionId)!;
    await b.run(SIGN_IN, { email: "ethan@example.com", password: DEMO_PASSWORD });
    expect(b.cookies.get(COOKIE.sessionId)).not.toBe(first);
    const old = browser();
    old.cookies.set(COOKIE.sessionId, first);
    expect(await old.me()).toBeNull();
  });

  it("stops strangers after too many wrong passwords for one address, from any client address, but not the owner's own browser", async () => {
    const email = "ethan@example.com";
    const owner = browser({ ip: "10.2.9.9" });
    await owner.run(SIGN_IN, { email, password: DEMO_PASSWORD });
    for (let i = 0; i < SIGN_IN_LIMITS.passwordFailuresPerAccount.limit; i++) {
      await failure(browser({ ip: `10.2.0.${i}` }).run(SIGN_IN, { email, password: "wrong password" }));
    }
    const limited = await failure(browser({ ip: "10.2.1.1" }).run(SIGN_IN, { email, password: DEMO_PASSWORD }));
    expect(limited.category).toBe("rateLimit");
    // The browser the owner signed in on before still signs in with the right password.
    const { signIn } = await owner.run<{ signIn: { user: { email: string } } }>(SIGN_IN, { email, password: DEMO_PASSWORD });
    expect(signIn.user.email).toBe(email);
  });
});

describe("sign-in link and code", () => {
  it("mails a link that signs in once, and follows only a local redirect", async () => {
    const b = browser();
    const answer = await b.run(REQUEST_LINK, { email: "chloe@example.com", redirectUrl: "/profile" });
    expect(answer).toEqual({ requestMagicLink: { email: "chloe@example.com" } });
    const mail = await latestMail("chloe@example.com", "magic-link");
    const link = linkParts(mail!["url"]!);
    expect(link.path).toBe("/magic-link");
    expect(link.user).toBe("chloe@example.com");
    expect(link.redirectUrl).toBe("/profile");
    expect(link.expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(link.expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const { signInWithMagicLink } = await b.run<{ signInWithMagicLink: { user: { email: string }; redirectUrl: string } }>(USE_LINK, link);
    expect(signInWithMagicLink).toEqual({ user: { email: "chloe@example.com" }, redirectUrl: "/profile" });
    const again = browser();
    expect(await again.run(USE_LINK, link)).toEqual({ signInWithMagicLink: { errorCode: "USED" } });
    expect(again.cookies.get(COOKIE.sessionId)).toBeUndefined();

    await b.run(REQUEST_LINK, { email: "chloe@example.com", redirectUrl: "https://evil.example/" });
    expect(linkParts((await latestMail("chloe@example.com", "magic-link"))!["url"]!).redirectUrl).toBeNull();
  });

  it("answers the same for an address without an account, and mails nothing", async () => {
    const answer = await browser().run(REQUEST_LINK, { email: "stranger@example.com" });
    expect(answer).toEqual({ requestMagicLink: { email: "stranger@example.com" } });
    expect(await mailCount("stranger@example.com")).toBe(0);
  });

  it("answers a tampered hash, a changed address or expiry as no link, and an expired link as expired, leaving the token unused", async () => {
    await browser().run(REQUEST_LINK, { email: "chloe@example.com" });
    const link = linkParts((await latestMail("chloe@example.com", "magic-link"))!["url"]!);
    for (const bad of [
      { ...link, hash: `${link.hash.slice(0, -1)}${link.hash.endsWith("A") ? "B" : "A"}` },
      { ...link, user: "olivia@example.com" },
      { ...link, expires: link.expires + 60_000 },
    ]) {
      expect(await browser().run(USE_LINK, bad)).toEqual({ signInWithMagicLink: { errorCode: "NOT_FOUND" } });
    }
    // Still good after the tries above; then expire it (a link naming that expiry).
    const [token] = await database.db
      .select()
      .from(oneTimeTokens)
      .where(sql`used_at is null and purpose = 'MAGIC_LINK'`)
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    expect(token!.expiresAt.getTime()).toBe(link.expires);
    const past = new Date(Date.now() - 1000);
    await database.db.update(oneTimeTokens).set({ expiresAt: past }).where(eq(oneTimeTokens.id, token!.id));
    expect(await browser().run(USE_LINK, { ...link, expires: past.getTime() })).toEqual({ signInWithMagicLink: { errorCode: "EXPIRED" } });
    const [after] = await database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.id, token!.id));
    expect(after!.usedAt).toBeNull();
  });

  it("signs in with the code typed instead, and voids the code after five wrong ones", async () => {
    await browser().run(REQUEST_LINK, { email: "chloe@example.com" });
    const { code } = (await latestMail("chloe@example.com", "magic-link"))!;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const b = browser();
    const { signInWithCode } = await b.run<{ signInWithCode: { user: { email: string } } }>(USE_CODE, {
      email: "chloe@example.com",
      code: code!.toLowerCase(),
    });
    expect(signInWithCode.user.email).toBe("chloe@example.com");

    await browser().run(REQUEST_LINK, { email: "chloe@example.com" });
    const fresh = (await latestMail("chloe@example.com", "magic-link"))!["code"]!;
    const wrongCode = fresh === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++)
      await failure(browser({ ip: `10.3.0.${i}` }).run(USE_CODE, { email: "chloe@example.com", code: wrongCode }));
    const voided = await failure(browser({ ip: "10.3.1.1" }).run(USE_CODE, { email: "chloe@example.com", code: fresh }));
    expect(voided.violations[0]!.path).toEqual(["code"]);
  });

  it("checks the e-mail field with the form's words", async () => {
    expect((await failure(browser().run(REQUEST_LINK, { email: "" }))).violations).toEqual([
      { path: ["email"], message: "Please enter your email." },
    ]);
    expect((await failure(browser().run(REQUEST_LINK, { email: "chloe@" }))).violations).toEqual([
      { path: ["email"], message: "Please enter valid email" },
    ]);
  });
});

describe("auto-login", () => {
  it("signs in once with a token, in a session that may not change the password", async () => {
    const [olivia] = await database.db.select().from(users).where(eq(users.email, "olivia@example.com"));
    const token = await issueAutologinToken(database.db, olivia!.id);
    const b = browser();
    const { autologin } = await b.run<{ autologin: { success: boolean; user: { email: string } } }>(
      "mutation($t: String!) { autologin(authToken: $t, isConsultant: false) { success user { email } } }",
      { t: token },
    );
    expect(autologin).toEqual({ success: true, user: { email: "olivia@example.com" } });
    const denied = await failure(
      b.run('mutation { changePassword(currentPassword: "correct horse battery", newPassword: "another long password") { success } }'),
    );
    expect(denied.category).toBe("authorization");
    const reused = await browser().run<{ autologin: { success: boolean } }>(
      "mutation($t: String!) { autologin(authToken: $t) { success user { email } } }",
      { t: token },
    );
    expect(reused.autologin.success).toBe(false);
  });
});

describe("sessions", () => {
  it("signs out of every device", async () => {
    const phone = browser();
    const laptop = browser();
    await phone.run(SIGN_IN, { email: "ethan@example.com", password: DEMO_PASSWORD }).catch(() => undefined);
    await laptop.run(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    const tablet = browser({ ip: "10.9.0.2" });
    await tablet.run(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    await laptop.run("mutation { logoutEverywhere { success } }");
    expect(await laptop.me()).toBeNull();
    expect(await tablet.me()).toBeNull();
    const [olivia] = await database.db.select().from(users).where(eq(users.email, "olivia@example.com"));
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, olivia!.id));
    expect(left).toEqual([]);
  });

  it("ignores a forged or overlong session cookie", async () => {
    const b = browser();
    b.cookies.set(COOKIE.sessionId, "forged-token-value");
    expect(await b.me()).toBeNull();
    b.cookies.set(COOKIE.sessionId, "x".repeat(5000));
    expect(await b.me()).toBeNull();
  });

  it("keeps a consultant's session for 12 hours and a customer's sliding up to 90 days", async () => {
    const staff = browser();
    await staff.run(SIGN_IN, { email: "james@example.com", password: DEMO_PASSWORD });
    const token = staff.cookies.get(COOKIE.sessionId)!;
    const ctx = testContext(database, { cookies: new Map([[COOKIE.sessionId, token]]) });
    const user = await readSession(ctx);
    expect(user).toMatchObject({ isConsultant: true, isAdmin: true });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, user!.session.id));
    expect(row!.expiresCap.getTime() - row!.createdAt.getTime()).toBeGreaterThan(11.9 * 3600_000);
    expect(row!.expiresCap.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(12 * 3600_000 + 1000);
  });

  it("profile: updates name, phone and consent; refuses an anonymous caller", async () => {
    const b = browser();
    await b.run(SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    const { updateProfile } = await b.run<{ updateProfile: Record<string, unknown> }>(
      "mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName customer { emailConsent billingAddress { phoneNumber { e164 } } } } }",
      {
        input: {
          firstName: "Olivia",
          lastName: "Bennett-Hart",
          phone: { countryCode: "44", nationalNumber: "07400 900999" },
          emailConsent: false,
        },
      },
    );
    expect(updateProfile).toEqual({
      firstName: "Olivia",
      lastName: "Bennett-Hart",
      customer: { emailConsent: false, billingAddress: { phoneNumber: { e164: "+447400900999" } } },
    });
    const anonymous = await failure(browser().run('mutation { updateProfile(input: { firstName: "X", emailConsent: true }) { id } }'));
    expect(anonymous.category).toBe("authorization");
  });
});
