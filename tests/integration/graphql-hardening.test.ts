import { createHash } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { seedSite } from "../../server/seed/site.ts";
import { createApqStore, createGraphQLServer, CSRF_HEADER, LIMITS } from "../../server/graphql/yoga.ts";
import { BoundedCache } from "../../server/graphql/limits.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { createRateLimiter } from "../../server/services/rate-limit.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { parseEnv } from "../../server/env.ts";
import type { RequestContext } from "../../server/context.ts";
import { testContext } from "./site-context.ts";

let database: Database;
let yoga: ReturnType<typeof createGraphQLServer>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  forgetSiteData();
  yoga = createGraphQLServer({ mutationLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }), introspection: true });
});
afterAll(async () => {
  await database?.close();
});

function call(server: typeof yoga, path: string, init: RequestInit, ctx: RequestContext = testContext(database)) {
  return server.fetch(`http://store.test${path}`, init, { storeContext: ctx });
}

function post(body: unknown, options: { ip?: string; server?: typeof yoga; ctx?: RequestContext } = {}) {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
  return call(options.server ?? yoga, "/graphql", init, options.ctx ?? testContext(database, { ip: options.ip ?? "10.0.0.1" }));
}

function get(search: string) {
  return call(yoga, `/graphql?${search}`, { method: "GET", headers: { [CSRF_HEADER]: "1" } });
}

/** The client acts on these categories; any other is treated as an internal error. */
const CLIENT_CATEGORIES = ["validation", "coercion_error", "authorization", "rateLimit", "notFound", "internal"];

const STONE = "identifier shape caratWeight colour clarity price { amount currency } photo { sizes { LARGE { url } } }";

function aliased(count: number, field: (i: number) => string): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(" ")} }`;
}

describe("the cost of an operation", () => {
  it("refuses twenty aliased stone searches of 100 before running any of them", async () => {
    const res = await post({
      query: aliased(20, (i) => `stoneSearch(input: { pageSize: 100, page: ${i + 1} }) { total items { ${STONE} } }`),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/too expensive/);
    expect(body.errors[0].extensions.category).toBe("validation");
  });

  it("counts the page size sent in variables", async () => {
    const query = `query S($input: StoneSearchInput) { ${["a", "b", "c", "d"].map((a) => `${a}: stoneSearch(input: $input) { items { identifier } }`).join(" ")} }`;
    const small = await post({ query, variables: { input: { pageSize: 10 } } });
    expect(small.status).toBe(200);
    expect((await small.json()).errors).toBeUndefined();
    const large = await post({ query, variables: { input: { pageSize: 100 } } });
    expect(large.status).toBe(400);
    expect((await large.json()).errors[0]).toMatchObject({
      message: expect.stringMatching(/400 items/),
      extensions: { category: "validation" },
    });
  });

  it("counts every aliased root field, however little each selects", async () => {
    const query = `{ stoneSearch(input: { pageSize: 1 }) { total } ${aliased(LIMITS.maxAliases, () => "stoneSearch(input: { pageSize: 1 }) { total }").slice(1, -1)} }`;
    const res = await post({ query });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/too expensive/);
  });

  it("runs the root fields of one request one after another, each in a later turn of the event loop", async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const ctx = testContext(database);
    const turns: number[] = [];
    const db = new Proxy(ctx.db, {
      get(target, prop) {
        if (prop === "select") turns.push(turn);
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    try {
      const res = await post(
        { query: aliased(4, (i) => `stoneByFeedReference(feedIdentifier: "feed", externalId: "x${i}") { __typename }`) },
        { ctx: { ...ctx, db } },
      );
      expect((await res.json()).data.a3.__typename).toBe("StoneNotAvailable");
    } finally {
      ticking = false;
    }
    expect(turns).toHaveLength(4);
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBeGreaterThan(turns[i - 1]!);
  });
});

describe("bad requests answer 400 with a category the client knows", () => {
  it("answers a syntax error 400", async () => {
    const res = await post({ query: "{ init(" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({
      message: expect.stringMatching(/Syntax Error/),
      extensions: { category: "validation" },
    });
  });

  it("answers the depth, alias, token and cost limits 400", async () => {
    let deep = "name";
    for (let i = 0; i < LIMITS.maxDepth; i++) deep = `ofType { ${deep} }`;
    const queries = [
      `{ __type(name: "Init") { fields { type { ${deep} } } } }`,
      aliased(LIMITS.maxAliases + 1, () => "__typename"),
      `{ ${"__typename ".repeat(LIMITS.maxTokens + 1)}}`,
      aliased(20, () => "stoneSearch(input: { pageSize: 100 }) { total }"),
    ];
    for (const query of queries) {
      const res = await post({ query });
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect((await res.json()).errors[0].extensions.category).toBe("validation");
    }
  });

  it("answers an unknown field 400 without suggesting the names it knows", async () => {
    const res = await post({ query: "{ stoneSerch { total } }" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].message).toBe('Cannot query field "stoneSerch" on type "Query".');
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|stoneSearch/);
  });

  it("answers a body that is not JSON 400 without repeating it", async () => {
    const res = await post(`{"query": "${"secret ".repeat(50)}`);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions.category).toBe("validation");
    expect(text).not.toContain("secret");
  });

  it("answers an operation that ran, with a value its field refuses, 200 with the error", async () => {
    const res = await post({ query: "{ stoneSearch(input: { page: 0 }) { total } }" });
    expect(res.status).toBe(200);
    expect((await res.json()).errors[0].extensions).toMatchObject({ category: "validation", violations: [{ path: ["input", "page"] }] });
  });

  it("answers GET variables or extensions that are not a JSON object 400", async () => {
    const query = encodeURIComponent("{ __typename }");
    for (const bad of ["variables=%7Bbad", "variables=%5B1%5D", "extensions=nope"]) {
      const res = await get(`query=${query}&${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).errors[0].extensions.category).toBe("validation");
    }
    expect((await get(`query=${query}&variables=null`)).status).toBe(200);
  });

  it("answers a mutation over GET and a missing CSRF header with categories the client knows", async () => {
    const mutation = await get(`query=${encodeURIComponent("mutation { marketingData(input: {}) { success } }")}`);
    expect(mutation.status).toBe(405);
    const noHeader = await call(yoga, `/graphql?query=${encodeURIComponent("{ __typename }")}`, { method: "GET" });
    expect(noHeader.status).toBe(403);
    for (const res of [mutation, noHeader]) expect(CLIENT_CATEGORIES).toContain((await res.json()).errors[0].extensions.category);
  });

  it("answers an Int of 2^31 or more as a coercion error naming the argument, written or in variables", async () => {
    const written = await post({ query: "{ stoneSearch(input: { page: 2147483648 }) { total } }" });
    expect(written.status).toBe(400);
    expect((await written.json()).errors[0].extensions).toMatchObject({ category: "coercion_error", violations: [{ path: ["page"] }] });
    const variable = await post({
      query: "query P($page: Int) { stoneSearch(input: { page: $page }) { total } }",
      variables: { page: 2 ** 31 },
    });
    expect(variable.status).toBe(400);
    expect((await variable.json()).errors[0].extensions).toMatchObject({ category: "coercion_error", violations: [{ path: ["page"] }] });
  });

  it("answers the same coercion error to the server renderer, as input the URL cannot mean", async () => {
    const error = await executeOperation(testContext(database), "query P($page: Int) { stoneSearch(input: { page: $page }) { total } }", {
      page: 2 ** 31,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationError);
    expect((error as OperationError).errors[0]!.extensions["category"]).toBe("coercion_error");
  });

  it("cuts long values echoed in error messages", async () => {
    const huge = "x".repeat(1_000_000);
    const res = await post(
      JSON.stringify({
        query: 'query R($r: Region!) { init(locale: "en-gb", currency: GBP, region: $r) { currency } }',
        variables: { r: huge.slice(0, 90_000) },
      }),
    );
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(2_000);
    expect(JSON.parse(text).errors[0].extensions.category).toBe("coercion_error");
  });
});

describe("NUL characters", () => {
  function capturingContext(lines: string[]): RequestContext {
    return { ...testContext(database), log: pino({ level: "info" }, { write: (line: string) => void lines.push(line) }) };
  }

  it("refuses a NUL in a written string argument as a validation error naming it", async () => {
    const res = await post({ query: `{ stoneByFeedReference(feedIdentifier: "feed", externalId: "a\\u0000b") { __typename } }` });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions).toMatchObject({ category: "validation", violations: [{ path: ["externalId"] }] });
  });

  it("refuses a NUL anywhere in the variables before anything runs, and logs nothing", async () => {
    const lines: string[] = [];
    const res = await post(
      {
        query: "query S($input: StoneSearchInput) { stoneSearch(input: $input) { total } }",
        variables: { input: { origins: ["GB", "Z\u0000A"] } },
      },
      { ctx: capturingContext(lines) },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ category: "validation", violations: [{ path: ["input", "origins", "1"] }] });
    expect(lines).toEqual([]);
  });

  it("refuses a NUL from the server renderer's variables (a URL) as input", async () => {
    const error = await executeOperation(
      testContext(database),
      'query S($e: String!) { stoneByFeedReference(feedIdentifier: "f", externalId: $e) { __typename } }',
      { e: "a\u0000" },
    ).catch((e: unknown) => e);
    expect((error as OperationError).errors[0]!.extensions["category"]).toBe("validation");
  });

  it("never writes the SQL of a failed query to the log or the answer", async () => {
    const lines: string[] = [];
    const ctx = capturingContext(lines);
    const failure = Object.assign(new Error("Failed query: select secret_column from stones where id = $1\nparams: 42"), {
      name: "DrizzleQueryError",
      query: "select secret_column from stones where id = $1",
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" }),
    });
    const failing = {
      ...ctx,
      db: new Proxy(ctx.db, {
        get: () => () => {
          throw failure;
        },
      }),
    };
    const res = await post({ query: `{ stoneByFeedReference(feedIdentifier: "feed", externalId: "x") { __typename } }` }, { ctx: failing });
    const text = await res.text();
    expect(JSON.parse(text).errors[0].extensions.category).toBe("internal");
    expect(lines.join("")).toContain("invalid byte sequence");
    for (const out of [text, lines.join("")]) expect(out).not.toMatch(/secret_column|select /);
  });
});

describe("mutation rate limit", () => {
  it("counts each aliased mutation field", async () => {
    const field = (i: number) => `marketingData(input: { clientId: "c${i}" }) { success }`;
    const res = await post({ query: `mutation ${aliased(6, field)}` }, { ip: "10.7.7.7" });
    expect(res.status).toBe(429);
    expect((await res.json()).errors[0].extensions.category).toBe("rateLimit");
    // Another address may send as many fields as the limit.
    expect((await post({ query: `mutation ${aliased(5, field)}` }, { ip: "10.7.7.8" })).status).toBe(200);
    expect((await post({ query: `mutation ${aliased(1, field)}` }, { ip: "10.7.7.8" })).status).toBe(429);
  });
});

describe("sizes and caches", () => {
  it("refuses a query or an operation name over its size limit, and a body over its limit", async () => {
    const long = await post({ query: `{ __typename }${" ".repeat(LIMITS.maxQueryLength)}` });
    expect(long.status).toBe(400);
    expect((await long.json()).errors[0]).toMatchObject({
      message: expect.stringMatching(/too long/),
      extensions: { category: "validation" },
    });
    const name = "N".repeat(LIMITS.maxOperationNameLength + 1);
    const named = await post({ query: `query ${name} { __typename }`, operationName: name });
    expect(named.status).toBe(400);
    const huge = await post({ query: "{ __typename }", operationName: "N".repeat(1_000_000) });
    expect(huge.status).toBe(413);
  });

  it("keeps persisted queries up to a number of characters, the least recently used out first", async () => {
    const store = createApqStore({ maxChars: 50_000 });
    const server = createGraphQLServer({ apqStore: store });
    const register = async (i: number) => {
      const query = `{ __typename } # ${i} ${"x".repeat(9_000)}`;
      const sha256Hash = createHash("sha256").update(query).digest("hex");
      const res = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }, { server });
      expect(res.status).toBe(200);
      return sha256Hash;
    };
    const hashes = [];
    for (let i = 0; i < 10; i++) hashes.push(await register(i));
    const known = await Promise.all(hashes.map(async (h) => (await store.get(h)) != null));
    expect(known.slice(0, 5)).toEqual([false, false, false, false, false]);
    expect(known.slice(-4)).toEqual([true, true, true, true]);
  });

  it("bounds a cache by the characters it holds and refuses entries over the entry limit", () => {
    const cache = new BoundedCache<string>({ maxTotal: 1_000, maxEntry: 300, sizeOf: (k, v) => k.length + v.length });
    cache.set("big", "x".repeat(400));
    expect(cache.get("big")).toBeUndefined();
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, "y".repeat(200));
    expect(cache.weight).toBeLessThanOrEqual(1_000);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k19")).toBeDefined();
  });
});

describe("introspection", () => {
  it("is a setting: off refuses __schema and __type but answers __typename", async () => {
    const closed = createGraphQLServer({ introspection: false });
    const schema = await post({ query: "{ __schema { queryType { name } } }" }, { server: closed });
    expect(schema.status).toBe(400);
    expect((await schema.json()).errors[0].extensions.category).toBe("validation");
    const typename = await post({ query: "{ __typename }" }, { server: closed });
    expect((await typename.json()).data).toEqual({ __typename: "Query" });
    const open = await post({ query: "{ __schema { queryType { name } } }" });
    expect((await open.json()).data.__schema.queryType.name).toBe("Query");
  });

  it("reads GRAPHQL_INTROSPECTION from the environment", () => {
    expect(parseEnv({ GRAPHQL_INTROSPECTION: "false" }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ GRAPHQL_INTROSPECTION: "1" }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(parseEnv({}).GRAPHQL_INTROSPECTION).toBeUndefined();
  });
});
