import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { createElement } from "react";
import type { EntryContext, RouterContextProvider, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { mailOutbox, sessions, users } from "../../server/db/schema/index.ts";
import { runAccountMailJobs } from "../helpers/mail.ts";
import { createApp } from "../../server/app.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedAccounts, DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { CSRF_HEADER } from "../../server/graphql/yoga.ts";
import type { Limits } from "../../server/services/rate-limit.ts";

/**
 * Sessions as browsers and several store processes meet them: the cookie the API sets, a session
 * made by one process honoured by another on the same database, and one sign-in link raced by many
 * requests.
 */
let database: Database;
let second: Database;
let cacheDir: string;
const servers: Server[] = [];

/** A page build whose one page answers, as JSON, who the request context says is signed in. */
function whoBuild(): ServerBuild {
  const routes = {
    root: {
      id: "root",
      path: "",
      index: undefined,
      caseSensitive: undefined,
      module: {
        default: () => createElement("main"),
        loader: ({ context }: { context: RouterContextProvider }) => ({ email: context.get(storeContext).user?.email ?? null }),
      },
    },
  };
  const handleRequest = (_request: Request, status: number, headers: Headers, context: EntryContext) => {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify(context.staticHandlerContext.loaderData), { status, headers });
  };
  return {
    entry: { module: { default: handleRequest } },
    routes,
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: cacheDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** No limits: for the race, where what must stop 49 of 50 requests is the token, not a counter. */
const unlimited: Limits = { consume: async () => ({ allowed: true, remaining: 1 }), peek: async () => ({ allowed: true, remaining: 1 }) };

async function start(db: Database, limits?: Limits): Promise<string> {
  const app = createApp({
    database: db,
    logger: pino({ level: "silent" }),
    build: whoBuild(),
    mediaCacheDir: cacheDir,
    ...(limits ? { limits } : {}),
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise<void>((ok) => server.once("listening", ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let storeA: string;
let storeB: string;
let raceA: string;
let raceB: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "accounts-http-"));
  database = await createTestDatabase();
  await seedSite(database.db);
  await seedAccounts(database.db);
  forgetSiteData();
  // A second process on PostgreSQL has its own connections to the same database; PGlite has one.
  const url = database.pool ? (database.pool.options as { connectionString?: string }).connectionString : undefined;
  second = url ? await openDatabase({ url, max: 2, onIdleError: () => undefined }) : database;
  storeA = await start(database);
  storeB = await start(second);
  raceA = await start(database, unlimited);
  raceB = await start(second, unlimited);
});
afterAll(async () => {
  for (const server of servers) await new Promise((ok) => server.close(ok));
  if (second !== database) await second?.close();
  await database?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

async function graphql(store: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await fetch(`${store}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), [CSRF_HEADER]: "1" },
    body: JSON.stringify({ query, variables }),
  });
  return {
    response,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: Record<string, unknown> }[];
    },
  };
}

const SIGN_IN = "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }";

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and Secure on a loopback host, with a 256-bit token", async () => {
    const { response, body } = await graphql(storeA, SIGN_IN, { email: "olivia@example.com", password: DEMO_PASSWORD });
    expect(body.data).toEqual({ signIn: { user: { email: "olivia@example.com" } } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("session-id="))!;
    expect(cookie).toMatch(/^session-id=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Secure");
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("made by one store process is honoured by another, for the API and for pages", async () => {
    const { response } = await graphql(storeA, SIGN_IN, { email: "ethan@example.com", password: DEMO_PASSWORD });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("session-id="))!
      .split(";")[0]!;
    const me = await graphql(storeB, "{ me { email } }", {}, cookie);
    expect(me.body.data).toEqual({ me: { email: "ethan@example.com" } });
    const page = await fetch(`${storeB}/`, { headers: { cookie, accept: "text/html" } });
    expect(await page.json()).toMatchObject({ root: { email: "ethan@example.com" } });

    await graphql(storeB, "mutation { logout { success } }", {}, cookie);
    expect((await graphql(storeA, "{ me { email } }", {}, cookie)).body.data).toEqual({ me: null });
  });

  it("answers too many sign-in tries with the rate-limit error", async () => {
    let last: Awaited<ReturnType<typeof graphql>> | undefined;
    for (let i = 0; i < 31; i++) last = await graphql(storeA, SIGN_IN, { email: `nobody${i}@example.com`, password: "wrong password" });
    expect(last!.body.errors?.[0]?.extensions["category"]).toBe("rateLimit");
  });
});

describe("one sign-in link raced by 50 requests", () => {
  it("makes exactly one session", async () => {
    await graphql(storeB, "mutation($e: String!) { requestMagicLink(email: $e) { email } }", { e: "chloe@example.com" });
    await runAccountMailJobs(database.db);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "chloe@example.com"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = new URL((mail!.data as { url: string }).url);
    const variables = {
      user: link.searchParams.get("user"),
      expires: Number(link.searchParams.get("expires")),
      hash: link.searchParams.get("hash"),
    };
    const [chloe] = await database.db.select().from(users).where(eq(users.email, "chloe@example.com"));
    const before = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, chloe!.id));

    // Spread over both processes (and, on PostgreSQL, over their connections) at once.
    const query =
      "mutation($user: String!, $expires: Float!, $hash: String!) { signInWithMagicLink(user: $user, expires: $expires, hash: $hash) { ... on ErrorResult { errorCode } ... on Login { user { email } } } }";
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await fetch(`${i % 2 ? raceA : raceB}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: { signInWithMagicLink: { errorCode?: string; user?: unknown } }; errors?: unknown[] };
      }),
    );
    expect(results.filter((r) => r.data?.signInWithMagicLink.user)).toHaveLength(1);
    // Every other request is told the link was used.
    expect(results.filter((r) => r.data?.signInWithMagicLink.errorCode === "USED")).toHaveLength(49);
    const after = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, chloe!.id));
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(1);
  });
});
