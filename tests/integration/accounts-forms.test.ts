import { desc, sql } from "drizzle-orm";
import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { runAccountMailJobs } from "../helpers/mail.ts";
import { testContext } from "./site-context.ts";
import { COOKIE } from "../../core/cookies.ts";
import type { Database } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { readSession, SIGN_IN_LIMITS } from "../../server/services/accounts/index.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import {
  accountAction,
  loadResetPassword,
  loadSignIn,
  type AccountActionData,
  type AccountIntent,
} from "../../app/routes/accounts/accounts.server.ts";

/**
 * The account pages' forms sent as a browser without scripts sends them (method post, the page's own
 * address): the page's action runs the mutation in process, a sign-in answers 303 with the session
 * cookie, and anything else draws the page again with what happened.
 */

let database: Database;
let limits: Limits;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  await seedAccounts(database.db);
  forgetSiteData();
});
afterAll(async () => {
  forgetSiteData();
  await database?.close();
});
beforeEach(() => {
  limits = createLimits();
});

/** A browser without scripts: its cookies kept from one request to the next. */
function browser(region: "UK" | "US" = "UK") {
  const cookies = new Map<string, string>();
  async function context(): Promise<RouterContextProvider> {
    const ctx = testContext(database, { cookies, limits, ip: "10.9.0.1", region });
    ctx.user = await readSession(ctx);
    const provider = new RouterContextProvider();
    provider.set(storeContext, ctx);
    return provider;
  }
  return {
    cookies,
    /** Posts a form to `path` as the page's action reads it: a 303 (its Location), or the page's data and status. */
    async post(path: string, intents: readonly AccountIntent[], fields: Record<string, string>) {
      const request = new Request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      try {
        const answer = (await accountAction(
          { request, params: {}, context: await context() } as unknown as ActionFunctionArgs,
          intents,
        )) as { data: AccountActionData; init: { status?: number } | null };
        return { status: answer.init?.status ?? 200, data: answer.data, location: null as string | null };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, data: null, location: thrown.headers.get("location") };
        throw thrown;
      }
    },
    async load<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, path: string): Promise<T> {
      return loader({
        request: new Request(`http://localhost${path}`),
        params: {},
        context: await context(),
      } as unknown as LoaderFunctionArgs);
    },
    async me() {
      const ctx = testContext(database, { cookies });
      const user = await readSession(ctx);
      return user ? { email: user.email, kind: user.session.kind } : null;
    },
  };
}

async function latestMail(to: string, template: string): Promise<Record<string, string>> {
  await runAccountMailJobs(database.db);
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${to} and ${mailOutbox.template} = ${template}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  return row.data as Record<string, string>;
}

const SIGN_IN_PAGE = ["signIn", "magicLink", "register", "code"] as const;

describe("signing in with a password, without scripts", () => {
  it("answers 303 to the page asked for, with the session cookie of a full session", async () => {
    const b = browser();
    const answer = await b.post("/sign-in?redirectUrl=/engagement-rings", SIGN_IN_PAGE, {
      intent: "signIn",
      email: "olivia@example.com",
      password: DEMO_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 303, location: "/engagement-rings" });
    expect(b.cookies.get(COOKIE.sessionId)).toMatch(/^[\w-]{43}$/);
    expect(await b.me()).toEqual({ email: "olivia@example.com", kind: "FULL" });
  });

  it("goes to the profile of the region when no page is asked for", async () => {
    const answer = await browser("US").post("/us/sign-in", SIGN_IN_PAGE, {
      intent: "signIn",
      email: "olivia@example.com",
      password: DEMO_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 303, location: "/us/profile" });
  });

  it("draws the form again with the error under its field and the address typed, never the password", async () => {
    const b = browser();
    const wrong = await b.post("/sign-in", SIGN_IN_PAGE, { intent: "signIn", email: "olivia@example.com", password: "not her password" });
    expect(wrong.status).toBe(400);
    expect(wrong.data!.errors.fields["password"]).toBeTruthy();
    expect(wrong.data!.values).toEqual({ email: "olivia@example.com" });
    expect(JSON.stringify(wrong.data)).not.toContain("not her password");
    expect(b.cookies.get(COOKIE.sessionId)).toBeUndefined();

    const empty = await b.post("/sign-in", SIGN_IN_PAGE, { intent: "signIn", email: "olivia@", password: "" });
    expect(empty.data!.errors.fields).toEqual({ email: "Please enter valid email", password: "Please enter your password." });
  });

  it("refuses a form the page does not have", async () => {
    expect((await browser().post("/sign-in", SIGN_IN_PAGE, { intent: "reset", email: "x" })).status).toBe(400);
  });
});

describe("a sign-in link from /sign-in, without scripts", () => {
  it("sends the link and code at once for the address typed, and its code signs in on the same page", async () => {
    const b = browser();
    const sent = await b.post("/sign-in?redirectUrl=/profile/my-orders", SIGN_IN_PAGE, {
      intent: "magicLink",
      email: "chloe@example.com",
      password: "",
    });
    expect(sent).toMatchObject({ status: 200, data: { intent: "magicLink", sentTo: "chloe@example.com", reason: "link" } });
    const { code } = await latestMail("chloe@example.com", "magic-link");

    const wrong = await b.post("/sign-in?redirectUrl=/profile/my-orders", SIGN_IN_PAGE, {
      intent: "code",
      email: "chloe@example.com",
      code: "AAAA",
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { intent: "code", sentTo: "chloe@example.com", errors: { fields: { code: "Please enter the 6 characters from the e-mail." } } },
    });

    const done = await b.post("/sign-in?redirectUrl=/profile/my-orders", SIGN_IN_PAGE, {
      intent: "code",
      email: "chloe@example.com",
      code: code!.toLowerCase(),
    });
    expect(done).toMatchObject({ status: 303, location: "/profile/my-orders" });
    expect(await b.me()).toEqual({ email: "chloe@example.com", kind: "FULL" });
  });

  it("asks for an address before sending anything", async () => {
    const answer = await browser().post("/sign-in", SIGN_IN_PAGE, { intent: "magicLink", email: "" });
    expect(answer).toMatchObject({ status: 400, data: { errors: { fields: { email: "Please enter your email." } } } });
  });
});

describe("the link from the mail, without scripts", () => {
  it("signs in on Continue (a post to the link's own address) and goes to its page; used again, it is invalid", async () => {
    const b = browser();
    await b.post("/magic-link-request?redirectUrl=/engagement-rings", ["magicLink", "code"], {
      intent: "magicLink",
      email: "chloe@example.com",
    });
    const url = new URL((await latestMail("chloe@example.com", "magic-link"))["url"]!);
    const path = `${url.pathname}${url.search}`;
    expect(await b.me()).toBeNull();

    const used = await b.post(path, ["continue"], { intent: "continue" });
    expect(used).toMatchObject({ status: 303, location: "/engagement-rings" });
    expect(await b.me()).toEqual({ email: "chloe@example.com", kind: "FULL" });

    const again = await browser().post(path, ["continue"], { intent: "continue" });
    expect(again).toMatchObject({ status: 400, data: { linkInvalid: true } });
  });

  it("says too many tries, not an invalid link, when the client's tries are spent", async () => {
    const b = browser();
    await b.post("/magic-link-request", ["magicLink", "code"], { intent: "magicLink", email: "chloe@example.com" });
    const url = new URL((await latestMail("chloe@example.com", "magic-link"))["url"]!);
    await limits.consume("sign-in-attempts-ip", "10.9.0.1", SIGN_IN_LIMITS.attemptsPerIp, SIGN_IN_LIMITS.attemptsPerIp.limit);
    const refused = await b.post(`${url.pathname}${url.search}`, ["continue"], { intent: "continue" });
    expect(refused).toMatchObject({ status: 429, data: { errors: { form: "Too many attempts. Please wait a minute and try again." } } });
    expect(refused.data?.linkInvalid).toBeUndefined();
  });
});

describe("registering, without scripts", () => {
  const form = {
    intent: "register",
    name: "Imogen Clarke",
    email: "imogen@example.com",
    phoneCountry: "GB",
    phone: "07400 123456",
    "new-password": "imogen's own password",
    privacyConsent: "on",
  };

  it("makes the account in a limited session, asks for the welcome mail's code, and the code gives the full session", async () => {
    const b = browser();
    const made = await b.post("/sign-in?mode=register", SIGN_IN_PAGE, form);
    expect(made).toMatchObject({ status: 200, data: { intent: "register", sentTo: "imogen@example.com", reason: "register" } });
    expect(await b.me()).toEqual({ email: "imogen@example.com", kind: "UNVERIFIED" });
    // The sign-in page stays: the code is typed there (only a full session is sent on).
    expect((await b.load(loadSignIn, "/sign-in")).mode).toBe("signIn");

    const { code } = await latestMail("imogen@example.com", "welcome");
    const done = await b.post("/sign-in", SIGN_IN_PAGE, { intent: "code", email: "imogen@example.com", code: code!, reason: "register" });
    expect(done).toMatchObject({ status: 303, location: "/profile" });
    expect(await b.me()).toEqual({ email: "imogen@example.com", kind: "FULL" });
    await expect(b.load(loadSignIn, "/sign-in")).rejects.toMatchObject({ status: 302 });
  });

  it("says what is wrong under each field and keeps what was typed (the password excepted)", async () => {
    const answer = await browser().post("/sign-in", SIGN_IN_PAGE, {
      intent: "register",
      name: "",
      email: "x@",
      phoneCountry: "GB",
      phone: "12",
      "new-password": "short",
    });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors.fields).toEqual({
      firstName: "Please enter your name.",
      email: "Please enter valid email",
      phone: "This phone number is too short for +44.",
      password: "Use at least 10 characters.",
      privacyConsent: "Please accept the privacy policy to create an account.",
    });
    expect(answer.data!.values).toEqual({ name: "", email: "x@", phoneCountry: "GB", phone: "12" });
  });

  it("shows the API's refusal under its field: an address that has an account", async () => {
    const answer = await browser().post("/sign-in", SIGN_IN_PAGE, { ...form, email: "olivia@example.com" });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors.fields["email"]).toMatch(/already exists/);
  });
});

describe("forgotten and new password, without scripts", () => {
  it("sends the reset link, says so, and the new password signs in", async () => {
    const b = browser();
    const sent = await b.post("/forgotten-password", ["forgotten"], { intent: "forgotten", email: "ethan@example.com" });
    expect(sent).toMatchObject({ status: 200, data: { intent: "forgotten", sentTo: "ethan@example.com" } });
    const url = new URL((await latestMail("ethan@example.com", "password-reset"))["url"]!);
    const path = `${url.pathname}${url.search}`;
    expect((await b.load(loadResetPassword, path)).usable).toBe(true);

    const mismatch = await b.post(path, ["reset"], {
      intent: "reset",
      "new-password": "a new password 1",
      "new-password-again": "another",
    });
    expect(mismatch).toMatchObject({ status: 400, data: { errors: { fields: { again: "The two passwords are not the same." } } } });

    const done = await b.post(path, ["reset"], {
      intent: "reset",
      "new-password": "a new password 1",
      "new-password-again": "a new password 1",
    });
    expect(done).toMatchObject({ status: 303, location: "/profile" });
    expect(await b.me()).toEqual({ email: "ethan@example.com", kind: "FULL" });
  });

  it("says a used link cannot be used as the page opens, before anything is typed", async () => {
    const b = browser();
    await b.post("/forgotten-password", ["forgotten"], { intent: "forgotten", email: "olivia@example.com" });
    const url = new URL((await latestMail("olivia@example.com", "password-reset"))["url"]!);
    const path = `${url.pathname}${url.search}`;
    await b.post(path, ["reset"], { intent: "reset", "new-password": DEMO_PASSWORD, "new-password-again": DEMO_PASSWORD });
    expect(await browser().load(loadResetPassword, path)).toMatchObject({ usable: false });
    expect(await browser().load(loadResetPassword, "/reset-password?token=made-up")).toMatchObject({ usable: false });
  });

  it("says above the button that a link used meanwhile cannot be used, and signs nobody in", async () => {
    await browser().post("/forgotten-password", ["forgotten"], { intent: "forgotten", email: "olivia@example.com" });
    const url = new URL((await latestMail("olivia@example.com", "password-reset"))["url"]!);
    const path = `${url.pathname}${url.search}`;
    await browser().post(path, ["reset"], { intent: "reset", "new-password": DEMO_PASSWORD, "new-password-again": DEMO_PASSWORD });
    const late = browser();
    const answer = await late.post(path, ["reset"], {
      intent: "reset",
      "new-password": "another long password",
      "new-password-again": "another long password",
    });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors).toEqual({ fields: {}, form: "This link has expired or was already used. Please ask for a new one." });
    expect(await late.me()).toBeNull();
  });
});

describe("the profile's forms, without scripts", () => {
  it("saves the details, and refuses a number its country's plan does not have, under the phone", async () => {
    const b = browser();
    // Olivia's password is the demo one again (the reset above set it back).
    expect(
      await b.post("/sign-in", SIGN_IN_PAGE, { intent: "signIn", email: "olivia@example.com", password: DEMO_PASSWORD }),
    ).toMatchObject({ status: 303 });
    const wrong = await b.post("/profile", ["profile", "password"], {
      intent: "profile",
      firstName: "Olivia",
      lastName: "Bennett",
      phoneCountry: "GB",
      phone: "12",
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { errors: { fields: { phone: "This phone number is too short for +44." } }, values: { phone: "12" } },
    });
    const saved = await b.post("/profile", ["profile", "password"], {
      intent: "profile",
      firstName: "Olivia",
      lastName: "Bennett",
      phoneCountry: "GB",
      phone: "07400 900123",
    });
    expect(saved.data).toMatchObject({ intent: "profile", saved: true });
    expect(saved.status).toBe(200);
  });
});
