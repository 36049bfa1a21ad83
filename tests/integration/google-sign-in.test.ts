import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { mailOutbox, passkeys, sessions, users } from "../../server/db/schema/index.ts";
import { failure, testBrowser } from "../helpers/accounts.ts";
import { COOKIE } from "../../core/cookies.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { createCustomer, hashPassword } from "../../server/services/accounts/index.ts";
import { startSession } from "../../server/services/accounts/sessions.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { testContext } from "./site-context.ts";
import type { AuthSettings } from "../../server/context.ts";

/**
 * Google sign-in against a stand-in for Google's key server: an HTTP server on 127.0.0.1 publishing
 * one RS256 public key as a JWKS, given to the store as its Google settings (GOOGLE_CLIENT_ID and
 * GOOGLE_JWKS_URL in a running store).
 */
const CLIENT_ID = "1234567890-store.apps.googleusercontent.com";
const GOOGLE = "https://accounts.google.com";
const KID = "test-key-1";

let database: Database;
let limits: Limits;
let auth: AuthSettings;
let jwks: Server;
let jwksRequests = 0;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  jwks = createServer((req, res) => {
    jwksRequests += 1;
    if (req.url !== "/oauth2/v3/certs") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
  auth = {
    identityKey: new TextEncoder().encode("test identity key, 32 bytes long!"),
    google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs` },
  };

  database = await createTestDatabase();
  await seedAccounts(database.db);
});
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});
beforeEach(() => {
  limits = createLimits();
});

function browser(ip = "10.3.0.1") {
  return testBrowser(database, { ip, limits, auth });
}

interface Claims {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** An ID token as Google issues it, with any part changed. */
async function idToken(
  claims: Claims,
  options: { key?: CryptoKey; kid?: string; audience?: string; issuer?: string; issuedAt?: number; expiresAt?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? KID, typ: "JWT" })
    .setIssuer(options.issuer ?? GOOGLE)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(claims.sub)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? googleKey);
}

const REGISTER =
  "mutation($input: RegistrationInput!) { register(input: $input) { ... on ErrorResult { errorCode } ... on Login { jwt user { id email firstName lastName hasPassword customer { region currency } } } } }";

interface Login {
  register: {
    jwt: string;
    user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string | null;
      hasPassword: boolean;
      customer: { region: string; currency: string } | null;
    };
  };
}

function withGoogle(token: string) {
  return { input: { byGoogle: { token, region: "UK", currency: "GBP" } } };
}

async function welcomeMails(to: string): Promise<number> {
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "welcome")));
  return Number(rows[0]!.n);
}

async function userByEmail(email: string) {
  const [row] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

const REFUSED = { path: ["input", "byGoogle", "token"], message: "Google sign-in could not be verified. Please try again." };

describe("Google sign-in", () => {
  it("registers a new customer from a verified token, signs them in and queues the welcome mail", async () => {
    const b = browser();
    const token = await idToken({ sub: "google-1001", email: "harriet@example.com", given_name: "Harriet", family_name: "Lowe" });
    const { register } = await b.run<Login>(REGISTER, withGoogle(token));
    expect(register.user).toMatchObject({
      email: "harriet@example.com",
      firstName: "Harriet",
      lastName: "Lowe",
      hasPassword: false,
      customer: { region: "UK", currency: "GBP" },
    });
    expect(b.cookies.get(COOKIE.sessionId)).toMatch(/^[\w-]{43}$/);
    expect((await b.run<{ me: { email: string } }>("{ me { email } }")).me.email).toBe("harriet@example.com");
    const stored = await userByEmail("harriet@example.com");
    expect(stored).toMatchObject({ googleSubject: "google-1001", passwordHash: null });
    expect(stored!.emailVerifiedAt).not.toBeNull();
    expect(await welcomeMails("harriet@example.com")).toBe(1);
    // The keys came from the stand-in key server, not from Google.
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("signs the same user in again with the same Google account, with no second welcome mail", async () => {
    const first = await browser().run<Login>(
      REGISTER,
      withGoogle(await idToken({ sub: "google-1002", email: "isla@example.com", given_name: "Isla" })),
    );
    // Google may report another address for the account later: the account is found by its subject.
    const b = browser("10.3.0.2");
    const again = await b.run<Login>(
      REGISTER,
      withGoogle(await idToken({ sub: "google-1002", email: "isla.new@example.com", given_name: "Isla" })),
    );
    expect(again.register.user.id).toBe(first.register.user.id);
    expect(again.register.user.email).toBe("isla@example.com");
    expect(b.cookies.get(COOKIE.sessionId)).toBeDefined();
    expect(await userByEmail("isla.new@example.com")).toBeNull();
    expect(await welcomeMails("isla@example.com")).toBe(1);
  });

  describe("refuses a token", () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, () => Promise<string>][] = [
      [
        "for another client (audience)",
        () => idToken({ sub: "google-2001", email: "mallory1@example.com" }, { audience: "someone-else.apps.googleusercontent.com" }),
      ],
      [
        "that has expired",
        () => idToken({ sub: "google-2002", email: "mallory2@example.com" }, { issuedAt: now - 7200, expiresAt: now - 3600 }),
      ],
      [
        "signed by another key under Google's key id",
        () => idToken({ sub: "google-2003", email: "mallory3@example.com" }, { key: otherKey }),
      ],
      [
        "signed by a key Google does not publish",
        () => idToken({ sub: "google-2004", email: "mallory4@example.com" }, { key: otherKey, kid: "unknown-key" }),
      ],
      [
        "from another issuer",
        () => idToken({ sub: "google-2005", email: "mallory5@example.com" }, { issuer: "https://accounts.example.com" }),
      ],
      ["that is not a JWT at all", async () => "not-a-token"],
    ];
    it.each(cases)("%s: no account, no session, no mail", async (_name, make) => {
      const token = await make();
      const email = JSON.parse(Buffer.from(token.split(".")[1] ?? "e30", "base64url").toString() || "{}")?.email as string | undefined;
      const b = browser();
      const { category, violations } = await failure(b.run(REGISTER, withGoogle(token)));
      expect(category).toBe("validation");
      expect(violations).toEqual([REFUSED]);
      expect(b.cookies.get(COOKIE.sessionId)).toBeUndefined();
      if (email) {
        expect(await userByEmail(email)).toBeNull();
        expect(await welcomeMails(email)).toBe(0);
      }
    });
  });

  it("links an existing customer only when Google says the address is verified", async () => {
    const olivia = await userByEmail("olivia@example.com");
    const unverified = browser();
    const { violations } = await failure(
      unverified.run(REGISTER, withGoogle(await idToken({ sub: "google-3001", email: "olivia@example.com", email_verified: false }))),
    );
    expect(violations).toEqual([{ path: ["input", "byGoogle", "token"], message: expect.stringContaining("not verified") }]);
    expect(unverified.cookies.get(COOKIE.sessionId)).toBeUndefined();
    expect((await userByEmail("olivia@example.com"))!.googleSubject).toBeNull();

    // Olivia had proved her address: linking keeps her password, passkeys and other sessions.
    const elsewhere = browser("10.3.0.9");
    await elsewhere.run("mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { email } } }", {
      e: "olivia@example.com",
      p: DEMO_PASSWORD,
    });
    const b = browser();
    const { register } = await b.run<Login>(REGISTER, withGoogle(await idToken({ sub: "google-3002", email: "Olivia@Example.com" })));
    expect(register.user).toMatchObject({ id: olivia!.id, email: "olivia@example.com", firstName: "Olivia", hasPassword: true });
    expect((await userByEmail("olivia@example.com"))!.googleSubject).toBe("google-3002");
    expect((await elsewhere.run<{ me: { email: string } | null }>("{ me { email } }")).me?.email).toBe("olivia@example.com");
    expect(await welcomeMails("olivia@example.com")).toBe(0);
  });

  it("revokes the password, passkeys and sessions of an existing account that never proved its address, then links it", async () => {
    // Someone registered the address of its real owner and set a password, a passkey and a session.
    const squatter = await createCustomer(database.db, {
      email: "noor@example.com",
      firstName: "Noor",
      lastName: null,
      phone: null,
      region: "UK",
      currency: "GBP",
      emailConsent: false,
      passwordHash: await hashPassword("the squatter's password"),
    });
    await database.db
      .insert(passkeys)
      .values({ userId: squatter!.id, credentialId: "squatter-credential", publicKey: new Uint8Array([1, 2, 3]), name: "Squatter's key" });
    const squatterBrowser = browser("10.3.0.66");
    await startSession(testContext(database, { cookies: squatterBrowser.cookies, limits, auth }), squatter!);
    expect((await squatterBrowser.run<{ me: { email: string } | null }>("{ me { email } }")).me?.email).toBe("noor@example.com");

    const owner = browser();
    const { register } = await owner.run<Login>(
      REGISTER,
      withGoogle(await idToken({ sub: "google-4001", email: "noor@example.com", given_name: "Noor" })),
    );
    expect(register.user).toMatchObject({ id: squatter!.id, hasPassword: false });
    const linked = await userByEmail("noor@example.com");
    expect(linked).toMatchObject({ googleSubject: "google-4001", passwordHash: null });
    expect(linked!.emailVerifiedAt).not.toBeNull();
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, squatter!.id))).toEqual([]);
    // The squatter's session is gone; the owner's is the only one.
    expect((await squatterBrowser.run<{ me: unknown }>("{ me { email } }")).me).toBeNull();
    expect(await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, squatter!.id))).toHaveLength(1);
    expect((await owner.run<{ me: { email: string } }>("{ me { email } }")).me.email).toBe("noor@example.com");
    // The old password no longer signs in.
    const { category } = await failure(
      browser("10.3.0.67").run("mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { email } } }", {
        e: "noor@example.com",
        p: "the squatter's password",
      }),
    );
    expect(category).toBe("validation");
  });
});
