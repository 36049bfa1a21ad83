import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import type * as AppModule from "../../server/app.ts";
import type * as DbModule from "../../server/db/client.ts";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import type * as StoneSeed from "../../server/seed/stones.ts";
import {
  emptyEngagementRings,
  emptyJewellery,
  emptyReadyToGo,
  emptyWeddingRings,
  formatCataloguePath,
  type CatalogueRoute,
} from "../../core/urls/catalogue.ts";
import { formatStonePath, type StonePath } from "../../core/urls/stones.ts";
import { REGIONS } from "../../core/regions.ts";
import { JEWELLERY_METALS, METALS } from "../../core/vocabulary/metals.ts";
import { SHAPES } from "../../core/vocabulary/shapes.ts";
import { RING_STYLES } from "../../core/vocabulary/engagement.ts";
import { JEWELLERY_TYPES } from "../../core/vocabulary/jewellery.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../core/vocabulary/wedding.ts";
import { FANCY_COLOURS } from "../../core/vocabulary/stones.ts";

/**
 * Generated hostile requests against the whole store (pages rendered by React Router, the GraphQL
 * API, media and redirects): URLs built from the route grammar with hostile segments, and GraphQL
 * arguments of the wrong type, size and encoding. Whatever the input, the answer is never a 5xx and
 * no GraphQL error is in the internal category: bad input is the caller's fault and says so.
 */

let vite: ViteDevServer;
let server: Server;
let port: number;
let cacheDir: string;
let closeDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The pages come from the React Router build served by Vite, and the server modules are loaded
  // through the same module graph, so loaders and the HTTP layer share one instance of each module.
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { createApp } = await load<typeof AppModule>("./server/app.ts");
  const { openDatabase, migrateDatabase } = await load<typeof DbModule>("./server/db/client.ts");
  const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
  const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
  const { seedStones } = await load<typeof StoneSeed>("./server/seed/stones.ts");
  const { pino } = await import("pino");
  const database = await openDatabase();
  closeDatabase = () => database.close();
  await migrateDatabase(database);
  await seedSite(database.db);
  await seedCatalogue(database, { engagement: 12, wedding: 6, readyToGo: 6, jewellery: 8 });
  await seedStones(database, { stones: 300 });
  cacheDir = mkdtempSync(join(tmpdir(), "store-fuzz-"));
  const app = createApp({
    database,
    logger: pino({ level: "silent" }),
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    mediaCacheDir: cacheDir,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  port = (server.address() as AddressInfo).port;
  // The first page compiles the app: keep that out of the generated runs.
  await send("GET", "/engagement-rings");
}, 120_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  await closeDatabase?.();
  await vite?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location?: string | undefined;
  body: string;
}

/** A request with the path sent byte for byte (fetch would normalise dot segments and backslashes). */
function send(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { accept: "text/html,application/json", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// URLs

const orNull = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null });
const catalogueRoute: fc.Arbitrary<CatalogueRoute> = fc.oneof(
  fc
    .record({
      metal: orNull(METALS.codes),
      ringStyle: orNull(RING_STYLES.codes),
      shape: orNull(SHAPES.map((s) => s.code)),
      page: fc.integer({ min: 1, max: 3 }),
    })
    .map((r) => ({ ...emptyEngagementRings, ...r })),
  fc
    .record({ category: orNull(WEDDING_CATEGORIES.codes), metal: orNull(METALS.codes), style: orNull(WEDDING_STYLES.codes) })
    .map((r) => ({ ...emptyWeddingRings, ...r })),
  fc.record({ readyToShip: fc.boolean(), metal: orNull(METALS.codes) }).map((r) => ({ ...emptyReadyToGo, ...r })),
  fc
    .record({ productType: orNull(JEWELLERY_TYPES.codes), metal: orNull(JEWELLERY_METALS.codes) })
    .map((r) => ({ ...emptyJewellery, ...r })),
);
const stonePath: fc.Arbitrary<StonePath> = fc.oneof(
  fc
    .record({ shape: orNull(SHAPES.map((s) => s.code)), page: fc.integer({ min: 1, max: 3 }) })
    .map((r) => ({ kind: "natural-diamonds" as const, ...r })),
  fc.record({ shape: orNull(SHAPES.map((s) => s.code)), page: fc.constant(1) }).map((r) => ({ kind: "lab-grown-diamonds" as const, ...r })),
  fc
    .record({
      origin: fc.constantFrom("NATURAL" as const, "LAB_GROWN" as const),
      colour: orNull(FANCY_COLOURS.codes),
      shape: fc.constant(null),
      page: fc.constant(1),
    })
    .map((r) => ({ kind: "coloured-diamonds" as const, ...r })),
  fc.constantFrom<StonePath>(
    { kind: "gemstones", page: 1 },
    { kind: "gemstone-search", stoneId: null },
    { kind: "lab-grown-diamond-search", stoneId: null },
    { kind: "diamond-search" },
  ),
);
/** Paths of the store from its URL grammar, the home and content pages and the other doors. */
const storePath = fc.oneof(
  { weight: 4, arbitrary: catalogueRoute.map(formatCataloguePath) },
  { weight: 3, arbitrary: stonePath.map(formatStonePath) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "/",
      "/about-us",
      "/ring-guidance",
      "/graphql",
      "/media/ring/0123456789abcdef/LARGE.webp",
      "/healthz",
      "/favicon.ico",
    ),
  },
);

/** Segments an attacker tries: bad encodings, inherited property names, huge numbers, NUL, dots, slashes, unicode. */
const HOSTILE = [
  "%ff",
  "%zz",
  "%c0%af",
  "%",
  "%e2%82",
  "%00",
  "a%00b",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "2147483647",
  "2147483648",
  "99999999999",
  "99999999999999999999999",
  "-1",
  "0",
  "1e3",
  "NaN",
  ".",
  "..",
  "%2e%2e",
  "\\",
  "%5c",
  "%2f",
  "@",
  "💍",
  "%F0%9F%92%8D",
  "Ünïcødé",
  "x".repeat(3000),
  "all-metals".repeat(50),
];

/** UTF-8 percent-encoding that never throws (a lone surrogate travels as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
}

/** A segment as it travels: characters a request line cannot carry are percent-encoded, the rest raw. */
const wire = (segment: string) => segment.replace(/[^\x21-\x7e]/gu, percentEncode);

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.constantFrom(...METALS.slugs, ...SHAPES.map((s) => s.slug), "all-metals", "all-shapes", "2") },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: "binary" }).map(percentEncode) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

const QUERY_KEYS = [
  "page",
  "stone",
  "sort",
  "shape[]",
  "colour[]",
  "carat_min",
  "price_max",
  "__proto__[x]",
  "constructor[prototype][x]",
  "a[b][c][d][e][f][g]",
  "authToken",
  "_data",
  "index",
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), segment), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${wire(v)}`).join("&")}` : ""));

/** A store path with one segment appended, replaced or inserted, in a region or not, with a hostile query. */
const url = fc
  .record({
    region: fc.option(fc.constantFrom(...REGIONS.map((r) => r.toLowerCase()), "US"), { nil: null }),
    path: storePath,
    op: fc.constantFrom("append", "replace", "insert", "none"),
    at: fc.nat(),
    hostile: segment,
    query,
  })
  .map(({ region, path, op, at, hostile, query: q }) => {
    const segments = path.split("/").filter(Boolean);
    const i = segments.length ? at % segments.length : 0;
    if (op === "append") segments.push(hostile);
    else if (op === "replace" && segments.length) segments[i] = hostile;
    else if (op === "insert") segments.splice(i, 0, hostile);
    return `${region ? `/${region}` : ""}/${segments.map(wire).join("/")}${q}`;
  });

/** Every hostile segment as a listing's filter, a product, a stone page and a content page: always tried. */
const SWEEP = HOSTILE.flatMap((h) =>
  ["/engagement-rings/", "/jewellery/", "/diamonds/natural/all-shapes/", "/", "/us/"].map((base) => `${base}${wire(h)}`),
).concat(HOSTILE.map((h) => `/${wire(h)}-engagement-rings`));

// ---------------------------------------------------------------------------------------------
// GraphQL

const DOCUMENTS = {
  listing: `query L($kind: CatalogueKind!, $page: Int, $pageSize: Int, $metal: String, $shape: StoneShape, $priceMin: Float, $ringStyle: String, $karat: Int) {
    catalogueListing(input: { kind: $kind, page: $page, pageSize: $pageSize, metal: $metal, shape: $shape, priceMin: $priceMin, ringStyle: $ringStyle, karat: $karat }) { total page pageCount items { slug } } }`,
  product: `query P($kind: CatalogueKind!, $slug: String!, $metal: String!, $shape: String, $suffix: String) {
    catalogueProduct(input: { kind: $kind, slug: $slug, metal: $metal, shape: $shape, suffix: $suffix }) { __typename ... on CatalogueProduct { id productName } } }`,
  page: `query C($slug: String!, $region: Region!) { page(slug: $slug, region: $region) { __typename ... on ContentPage { id } } }`,
  init: `query I($locale: Locale!, $currency: Currency!, $region: Region!) { init(locale: $locale, currency: $currency, region: $region) { currency } }`,
  stone: `query S($identifier: String!) { stone(identifier: $identifier) { __typename } }`,
  feed: `query F($feed: String!, $id: String!) { stoneByFeedReference(feedIdentifier: $feed, externalId: $id) { __typename } }`,
  certificate: `query G($number: String!) { stoneByCertificate(number: $number) { __typename } }`,
  search: `query Q($input: StoneSearchInput) { stoneSearch(input: $input) { total page items { identifier } } }`,
} as const;

const VARIABLES: Record<keyof typeof DOCUMENTS, string[]> = {
  listing: ["kind", "page", "pageSize", "metal", "shape", "priceMin", "ringStyle", "karat"],
  product: ["kind", "slug", "metal", "shape", "suffix"],
  page: ["slug", "region"],
  init: ["locale", "currency", "region"],
  stone: ["identifier"],
  feed: ["feed", "id"],
  certificate: ["number"],
  search: ["input"],
};

/** Values of the wrong type, size and encoding, with a few right ones so that resolvers run too. */
const scalar = fc.oneof(
  fc.constantFrom(
    "ENGAGEMENT_RING",
    "WEDDING_RING",
    "JEWELLERY",
    "UK",
    "US",
    "GBP",
    "en-gb",
    "OVAL",
    "ROUND",
    "platinum",
    "18k-white-gold",
    "/",
    "about-us",
    "",
    "__proto__",
    "constructor",
  ),
  fc.constantFrom(1, 2, 24, 100, 1000),
  fc.constantFrom(2147483647, 2147483648, -2147483649, 2 ** 53, -1, 0, 1e308, -1e308, 0.5, Number.MIN_VALUE),
  fc.constantFrom("a\u0000b", "\u0000", "\ud800", "💍".repeat(100), "x".repeat(100_000), "%ff", "../../etc/passwd", "' or 1=1 --"),
  fc.string({ maxLength: 20, unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("__proto__", "constructor", "page", "pageSize", "shapes", "sort", "field", "caratMin", "x"), tie("v"), {
      maxKeys: 4,
    }),
  ),
})).v;

/** Arguments written into the document: out-of-range numbers, wrong kinds, NUL, lone surrogates, huge strings, broken syntax. */
const LITERALS = [
  "2147483648",
  "-2147483649",
  "1e400",
  "9007199254740993",
  "0.5",
  "-1",
  '"12"',
  '"a\\u0000b"',
  '"\\ud800"',
  `"${"x".repeat(50_000)}"`,
  "[1, 2]",
  "{ a: 1 }",
  "null",
  "true",
  "ENGAGEMENT_RING",
  "__proto__",
  "$undefined",
  '"unterminated',
  "",
];
const FIELDS = [
  (v: string) => `{ catalogueListing(input: { kind: ENGAGEMENT_RING, page: ${v} }) { total } }`,
  (v: string) => `{ catalogueListing(input: { kind: ${v}, pageSize: ${v} }) { total } }`,
  (v: string) => `{ catalogueListing(input: { kind: JEWELLERY, metal: ${v}, priceMin: ${v} }) { total } }`,
  (v: string) => `{ stoneSearch(input: { page: ${v}, pageSize: ${v}, caratMin: ${v} }) { total } }`,
  (v: string) => `{ stoneSearch(input: { shapes: [${v}], sort: ${v} }) { total } }`,
  (v: string) => `{ page(slug: ${v}, region: UK) { __typename ... on ContentPage { id } } }`,
  (v: string) => `{ stone(identifier: ${v}) { __typename } }`,
  (v: string) => `{ stoneByCertificate(number: ${v}) { __typename } }`,
  (v: string) => `{ init(locale: ${v}, currency: GBP, region: UK) { currency } }`,
  (v: string) =>
    `{ catalogueProduct(input: { kind: ENGAGEMENT_RING, slug: ${v}, metal: ${v} }) { __typename ... on CatalogueProduct { id } } }`,
];
const literalCall = fc
  .record({ field: fc.nat({ max: FIELDS.length - 1 }), literal: fc.constantFrom(...LITERALS), cut: fc.option(fc.nat(), { nil: null }) })
  .map(({ field, literal, cut }) => {
    const document = FIELDS[field]!(literal);
    // Sometimes a document cut short: a syntax error.
    return cut === null ? document : document.slice(0, cut % document.length);
  });

const graphqlCall = fc.record({
  document: fc.constantFrom(...(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[])),
  values: fc.array(value, { minLength: 8, maxLength: 8 }),
  drop: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  // GET and POST with the variables as JSON, and both with the variables' JSON cut short.
  over: fc.constantFrom("POST", "POST", "GET", "POST-broken-json", "GET-broken-json"),
});

/** One GraphQL request over GET (query string) or POST (JSON body); `variables` is sent as given. */
function callGraphQL(document: string, variables: string, over: string): Promise<Answer> {
  const headers = { "x-graphql-csrf": "1", accept: "application/json" };
  if (over.startsWith("GET"))
    return send("GET", `/graphql?query=${encodeURIComponent(document)}&variables=${encodeURIComponent(variables)}`, undefined, headers);
  return send("POST", "/graphql", `{"query":${JSON.stringify(document)},"variables":${variables}}`, {
    ...headers,
    "content-type": "application/json",
  });
}

/** Bad input is the caller's fault: a 4xx or a GraphQL error of a caller category, never 5xx or "internal". */
function expectCallerFault(res: Answer, input: string): void {
  expect(res.status, input).toBeLessThan(500);
  expect(res.body, input).not.toContain('"category":"internal"');
}

describe("generated hostile requests", () => {
  it("every hostile segment in the main listings never answers 5xx nor redirects off the store", async () => {
    const failures: string[] = [];
    for (const path of SWEEP) {
      const res = await send("GET", path);
      if (res.status >= 500) failures.push(`${res.status} ${path.slice(0, 200)}`);
      if (res.location !== undefined && !/^\/(?![/\\])/.test(res.location))
        failures.push(`${res.status} ${path.slice(0, 200)} -> ${res.location}`);
    }
    expect(failures).toEqual([]);
  });

  it("URLs from the route grammar with hostile segments never answer 5xx nor redirect off the store", async () => {
    // A failure shrinks to the smallest URL that answers 5xx (fast-check prints it and the seed).
    await fc.assert(
      fc.asyncProperty(url, async (path) => {
        const res = await send("GET", path);
        expect(res.status, path.slice(0, 300)).toBeLessThan(500);
        // Every redirect stays on the store: a path of this origin, never "//host" or "/\\host".
        if (res.location !== undefined) expect(res.location, path.slice(0, 300)).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 200 },
    );
  });

  it("GraphQL arguments of the wrong type, size and encoding never answer 5xx or an internal error", async () => {
    await fc.assert(
      fc.asyncProperty(graphqlCall, async ({ document, values, drop, over }) => {
        const variables: Record<string, unknown> = {};
        VARIABLES[document].forEach((name, i) => {
          if (!drop[i]) variables[name] = values[i];
        });
        const json = JSON.stringify(variables);
        const res = await callGraphQL(
          DOCUMENTS[document],
          over === "GET" || over === "POST" ? json : json.slice(0, Math.max(1, json.length - 1)),
          over,
        );
        expectCallerFault(res, `${over} ${document} ${json.slice(0, 300)}`);
      }),
      { numRuns: 250 },
    );
  });

  it("GraphQL documents with literals of the wrong type, size and encoding never answer 5xx or an internal error", async () => {
    await fc.assert(
      fc.asyncProperty(literalCall, fc.constantFrom("POST", "GET"), async (document, over) => {
        const res = await callGraphQL(document, "{}", over);
        expectCallerFault(res, `${over} ${document.slice(0, 300)}`);
      }),
      { numRuns: 200 },
    );
  });
});
