import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { SoftAuthenticator } from "../helpers/soft-authenticator.ts";
import type { Database } from "../../server/db/client.ts";
import { passkeys, sessions, users, webauthnChallenges } from "../../server/db/schema/index.ts";
import { failure, testBrowser, type TestBrowser } from "../helpers/accounts.ts";
import { COOKIE } from "../../core/cookies.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { issueAutologinToken } from "../../server/services/accounts/index.ts";
import { startSession } from "../../server/services/accounts/sessions.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { testContext } from "./site-context.ts";

const ORIGIN = "http://localhost";
const LINUX_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

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

function browser(options: { ip?: string; userAgent?: string } = {}) {
  return testBrowser(database, { ip: options.ip ?? "10.2.0.1", userAgent: options.userAgent ?? LINUX_CHROME, limits });
}

type Browser = TestBrowser;

const SIGN_IN = "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }";
const REGISTRATION_OPTIONS = "mutation { passkeyRegistrationOptions { challengeId optionsJSON } }";
const ADD =
  "mutation($challengeId: ID!, $responseJSON: String!, $name: String) { addPasskey(challengeId: $challengeId, responseJSON: $responseJSON, name: $name) { id name createdAt lastUsedAt } }";
const REMOVE = "mutation($id: ID!) { removePasskey(id: $id) { ... on ErrorResult { errorCode message } ... on Done { success } } }";
const SIGN_IN_OPTIONS = "mutation($email: String) { passkeySignInOptions(email: $email) { challengeId optionsJSON } }";
const SIGN_IN_WITH_PASSKEY =
  "mutation($challengeId: ID!, $responseJSON: String!) { signInWithPasskey(challengeId: $challengeId, responseJSON: $responseJSON) { jwt user { email firstName } } }";
const MY_PASSKEYS = "{ me { email passkeys { id name lastUsedAt } } }";

interface Options {
  challengeId: string;
  optionsJSON: string;
}

async function signedIn(email: string, b: Browser = browser()): Promise<Browser> {
  await b.run(SIGN_IN, { email, password: DEMO_PASSWORD });
  return b;
}

async function registrationOptions(b: Browser): Promise<Options> {
  return (await b.run<{ passkeyRegistrationOptions: Options }>(REGISTRATION_OPTIONS)).passkeyRegistrationOptions;
}

async function signInOptions(b: Browser, email?: string): Promise<Options> {
  return (await b.run<{ passkeySignInOptions: Options }>(SIGN_IN_OPTIONS, { email })).passkeySignInOptions;
}

/** A passkey made by `authenticator` and added to the account `b` is signed in to; answers its id. */
async function addPasskey(b: Browser, authenticator: SoftAuthenticator, name?: string): Promise<{ id: string; name: string }> {
  const options = await registrationOptions(b);
  const response = authenticator.register(options.optionsJSON);
  return (
    await b.run<{ addPasskey: { id: string; name: string } }>(ADD, {
      challengeId: options.challengeId,
      responseJSON: JSON.stringify(response),
      name,
    })
  ).addPasskey;
}

async function userId(email: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe("passkeys: the whole ceremony", () => {
  it("adds a passkey to a signed-in account and signs in with it from a browser with no session", async () => {
    const olivia = await signedIn("olivia@example.com");
    const options = await registrationOptions(olivia);
    const creation = JSON.parse(options.optionsJSON);
    // The relying party is the store's host; a discoverable credential verified by the device; ES256 offered.
    expect(creation.rp).toEqual({ id: "localhost", name: "Hatton & Vale" });
    expect(creation.user.name).toBe("olivia@example.com");
    expect(creation.user.displayName).toBe("Olivia Bennett");
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(creation.pubKeyCredParams).toContainEqual({ alg: -7, type: "public-key" });
    expect(creation.excludeCredentials).toEqual([]);

    const authenticator = new SoftAuthenticator(ORIGIN);
    const response = authenticator.register(options.optionsJSON);
    const { addPasskey: added } = await olivia.run<{ addPasskey: { id: string; name: string; lastUsedAt: string | null } }>(ADD, {
      challengeId: options.challengeId,
      responseJSON: JSON.stringify(response),
    });
    // No name given and an authenticator that does not name itself: named after the browser and system.
    expect(added).toMatchObject({ name: "Chrome on Linux", lastUsedAt: null });
    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(stored).toMatchObject({
      credentialId: authenticator.id,
      counter: 0,
      transports: ["internal", "hybrid"],
      backedUp: true,
      userId: await userId("olivia@example.com"),
    });
    expect(Buffer.from(stored!.publicKey)).toEqual(authenticator.coseKey());
    const listed = await olivia.run<{ me: { passkeys: { id: string; name: string }[] } }>(MY_PASSKEYS);
    expect(listed.me.passkeys).toEqual([{ id: added.id, name: "Chrome on Linux", lastUsedAt: null }]);

    // The next registration excludes this passkey, so the device does not make a second one.
    const again = JSON.parse((await registrationOptions(olivia)).optionsJSON);
    expect(again.excludeCredentials).toEqual([{ id: authenticator.id, type: "public-key", transports: ["internal", "hybrid"] }]);

    // Another browser, nobody signed in: any passkey of the store may answer (no allowCredentials).
    const phone = browser({ ip: "10.2.0.2" });
    const request = await signInOptions(phone);
    const requestOptions = JSON.parse(request.optionsJSON);
    expect(requestOptions).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(requestOptions.allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.authenticate(request.optionsJSON);
    const { signInWithPasskey } = await phone.run<{ signInWithPasskey: { jwt: string; user: { email: string; firstName: string } } }>(
      SIGN_IN_WITH_PASSKEY,
      {
        challengeId: request.challengeId,
        responseJSON: JSON.stringify(assertion),
      },
    );
    expect(signInWithPasskey.user).toEqual({ email: "olivia@example.com", firstName: "Olivia" });
    expect(signInWithPasskey.jwt.split(".")).toHaveLength(3);
    expect(phone.cookies.get(COOKIE.sessionId)).toMatch(/^[\w-]{43}$/);
    const me = await phone.run<{ me: { email: string; passkeys: { lastUsedAt: string | null }[] } }>(MY_PASSKEYS);
    expect(me.me.email).toBe("olivia@example.com");
    expect(me.me.passkeys[0]!.lastUsedAt).not.toBeNull();
    const [used] = await database.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(used!.counter).toBe(1);
    // A passkey proves who one is: the session is a full one, which may add another passkey.
    const kinds = (
      await database.db
        .select({ kind: sessions.kind })
        .from(sessions)
        .where(eq(sessions.userId, await userId("olivia@example.com")))
    ).map((s) => s.kind);
    expect(kinds).toEqual(["FULL", "FULL"]);
    await registrationOptions(phone);
  });

  it("keeps the name the customer gives, and answers the same options whatever e-mail is given", async () => {
    const ethan = await signedIn("ethan@example.com");
    const authenticator = new SoftAuthenticator(ORIGIN);
    const added = await addPasskey(ethan, authenticator, "  Ethan's   iPhone ");
    expect(added.name).toBe("Ethan's iPhone");

    // An address with passkeys, one without, one without an account: nothing tells them apart.
    const shapes = [];
    for (const email of ["ETHAN@example.com", "chloe@example.com", "nobody@example.com"]) {
      const options = JSON.parse((await signInOptions(browser(), email)).optionsJSON);
      expect(options.allowCredentials ?? []).toEqual([]);
      shapes.push(Object.keys(options).sort().join(","));
    }
    expect(new Set(shapes).size).toBe(1);

    // Ethan's passkey answers options asked for with another address, and signs Ethan in.
    const options = await signInOptions(browser(), "olivia@example.com");
    const b = browser();
    const { signInWithPasskey } = await b.run<{ signInWithPasskey: { user: { email: string } } }>(SIGN_IN_WITH_PASSKEY, {
      challengeId: options.challengeId,
      responseJSON: JSON.stringify(authenticator.authenticate(options.optionsJSON)),
    });
    expect(signInWithPasskey.user.email).toBe("ethan@example.com");
  });
});

describe("passkeys: what is refused", () => {
  it("refuses an answer made for another origin, and the challenge is spent", async () => {
    const chloe = browser();
    // Chloé has no password: she is signed in as by a code (a full session).
    const [row] = await database.db.select().from(users).where(eq(users.email, "chloe@example.com"));
    const authenticator = new SoftAuthenticator(ORIGIN);
    await startSession(testContext(database, { cookies: chloe.cookies, limits }), row!);

    const options = await registrationOptions(chloe);
    const phished = authenticator.register(options.optionsJSON, { origin: "https://hatton-and-vale.example" });
    const { category, violations } = await failure(
      chloe.run(ADD, { challengeId: options.challengeId, responseJSON: JSON.stringify(phished) }),
    );
    expect(category).toBe("validation");
    expect(violations).toEqual([{ path: ["responseJSON"], message: "Your passkey could not be verified. Please try again." }]);
    // The same challenge cannot be answered again, even correctly.
    const honest = authenticator.register(options.optionsJSON);
    const replay = await failure(chloe.run(ADD, { challengeId: options.challengeId, responseJSON: JSON.stringify(honest) }));
    expect(replay.violations).toEqual([{ path: ["challengeId"], message: "This passkey request has expired. Please try again." }]);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, row!.id))).toEqual([]);

    // Signing in: an assertion for another origin, or for another RP id, is refused.
    await addPasskey(chloe, authenticator);
    for (const answer of [{ origin: "https://hatton-and-vale.example" }, { rpId: "hatton-and-vale.example" }, { userVerified: false }]) {
      const request = await signInOptions(browser());
      const b = browser();
      const refused = await failure(
        b.run(SIGN_IN_WITH_PASSKEY, {
          challengeId: request.challengeId,
          responseJSON: JSON.stringify(authenticator.authenticate(request.optionsJSON, answer)),
        }),
      );
      expect(refused.violations[0]!.path).toEqual(["responseJSON"]);
      expect(b.cookies.get(COOKIE.sessionId)).toBeUndefined();
    }
  });

  it("refuses a replayed sign-in: the same challenge twice, an old answer to a new challenge, a counter that went back", async () => {
    const olivia = await signedIn("olivia@example.com");
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(olivia, authenticator);

    const request = await signInOptions(browser());
    const assertion = JSON.stringify(authenticator.authenticate(request.optionsJSON));
    await browser().run(SIGN_IN_WITH_PASSKEY, { challengeId: request.challengeId, responseJSON: assertion });

    const twice = browser();
    const sameChallenge = await failure(twice.run(SIGN_IN_WITH_PASSKEY, { challengeId: request.challengeId, responseJSON: assertion }));
    expect(sameChallenge.violations).toEqual([{ path: ["challengeId"], message: "This passkey request has expired. Please try again." }]);
    expect(twice.cookies.get(COOKIE.sessionId)).toBeUndefined();

    const fresh = await signInOptions(browser());
    const oldAnswer = await failure(browser().run(SIGN_IN_WITH_PASSKEY, { challengeId: fresh.challengeId, responseJSON: assertion }));
    expect(oldAnswer.violations[0]!.path).toEqual(["responseJSON"]);

    // A copy of the authenticator that kept an older counter is a clone.
    const next = await signInOptions(browser());
    authenticator.counter = 0;
    const clone = await failure(
      browser().run(SIGN_IN_WITH_PASSKEY, {
        challengeId: next.challengeId,
        responseJSON: JSON.stringify(authenticator.authenticate(next.optionsJSON)),
      }),
    );
    expect(clone.violations[0]!.path).toEqual(["responseJSON"]);
  });

  it("refuses an expired challenge", async () => {
    const olivia = await signedIn("olivia@example.com");
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(olivia, authenticator);
    const request = await signInOptions(browser());
    const [challenge] = await database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, request.challengeId));
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    await database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, request.challengeId));
    const expired = await failure(
      browser().run(SIGN_IN_WITH_PASSKEY, {
        challengeId: request.challengeId,
        responseJSON: JSON.stringify(authenticator.authenticate(request.optionsJSON)),
      }),
    );
    expect(expired.violations[0]!.path).toEqual(["challengeId"]);
  });

  it("does not let one customer remove another's passkey; the owner may", async () => {
    const olivia = await signedIn("olivia@example.com");
    const oliviaKey = await addPasskey(olivia, new SoftAuthenticator(ORIGIN), "Olivia's laptop");
    const ethan = await signedIn("ethan@example.com");
    // Another's passkey is answered as one the account does not have.
    expect(await ethan.run(REMOVE, { id: oliviaKey.id })).toEqual({
      removePasskey: { errorCode: "NOT_FOUND", message: "There is no such passkey in your account." },
    });
    expect(await ethan.run(REMOVE, { id: "00000000-0000-4000-8000-000000000000" })).toEqual({
      removePasskey: { errorCode: "NOT_FOUND", message: "There is no such passkey in your account." },
    });
    expect(await database.db.select().from(passkeys).where(eq(passkeys.id, oliviaKey.id))).toHaveLength(1);
    // Not an id at all: bad input, not an error of the store.
    expect((await failure(ethan.run(REMOVE, { id: "not-a-uuid" }))).violations).toEqual([
      { path: ["id"], message: "There is no such passkey in your account." },
    ]);
    // Anonymous: sign in first.
    expect((await failure(browser().run(REMOVE, { id: oliviaKey.id }))).category).toBe("authorization");

    expect(await olivia.run(REMOVE, { id: oliviaKey.id })).toEqual({ removePasskey: { success: true } });
    expect(await database.db.select().from(passkeys).where(eq(passkeys.id, oliviaKey.id))).toEqual([]);
  });

  it("does not let a session opened by a link add or remove a passkey", async () => {
    const full = await signedIn("olivia@example.com");
    const authenticator = new SoftAuthenticator(ORIGIN);
    const existing = await addPasskey(full, new SoftAuthenticator(ORIGIN));
    const options = await registrationOptions(full);

    const linked = browser();
    const token = await issueAutologinToken(database.db, await userId("olivia@example.com"));
    await linked.run("mutation($t: String!) { autologin(authToken: $t) { success } }", { t: token });
    expect((await linked.run<{ me: { email: string } }>("{ me { email } }")).me.email).toBe("olivia@example.com");

    const refused = await failure(linked.run(REGISTRATION_OPTIONS));
    expect(refused).toMatchObject({ category: "authorization", message: "For your security, please sign in again to do this." });
    // Nor with a challenge handed to a full session of the same account.
    const add = await failure(
      linked.run(ADD, { challengeId: options.challengeId, responseJSON: JSON.stringify(authenticator.register(options.optionsJSON)) }),
    );
    expect(add.category).toBe("authorization");
    expect((await failure(linked.run(REMOVE, { id: existing.id }))).category).toBe("authorization");
    expect(await database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id))).toEqual([]);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.id, existing.id))).toHaveLength(1);
  });

  it("answers bad input with field errors, never an internal error", async () => {
    const olivia = await signedIn("olivia@example.com");
    const options = await registrationOptions(olivia);
    for (const responseJSON of ["{not json", "[]", "null", '{"id": 5}', JSON.stringify({ id: "abc", response: {} })]) {
      const { category, violations } = await failure(olivia.run(ADD, { challengeId: options.challengeId, responseJSON }));
      expect(category).toBe("validation");
      expect(violations[0]!.path).toEqual(["responseJSON"]);
    }
    const notAnId = await failure(olivia.run(ADD, { challengeId: "123", responseJSON: "{}" }));
    expect(notAnId.violations[0]!.path).toEqual(["challengeId"]);
    const request = await signInOptions(browser());
    for (const responseJSON of ["{not json", JSON.stringify({ id: "unknown-credential", response: {} }), "x".repeat(70_000)]) {
      const { category, violations } = await failure(
        browser().run(SIGN_IN_WITH_PASSKEY, { challengeId: request.challengeId, responseJSON }),
      );
      expect(category).toBe("validation");
      expect(violations[0]!.path).toEqual(["responseJSON"]);
    }
    // A registration challenge cannot be used to sign in.
    const crossed = await failure(
      browser().run(SIGN_IN_WITH_PASSKEY, { challengeId: (await registrationOptions(olivia)).challengeId, responseJSON: '{"id":"x"}' }),
    );
    expect(crossed.violations[0]!.path).toEqual(["challengeId"]);
    const badEmail = await failure(browser().run(SIGN_IN_OPTIONS, { email: "not an address" }));
    expect(badEmail.violations[0]!.path).toEqual(["email"]);
  });

  it("counts passkey sign-ins against the client address", async () => {
    const b = browser({ ip: "10.2.9.9" });
    for (let i = 0; i < 30; i++) await signInOptions(b);
    expect((await failure(signInOptions(b))).category).toBe("rateLimit");
  });
});
