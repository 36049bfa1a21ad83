// npm run bench:stones -- [--stones N] [--pglite] [--queries 200] [--feed-rows N] [--feed-style rapnet|idex] [--no-feed] [--feed-only] [--index-only]
//
// Stone search and feed import benchmark. Seeds a database of its own (a new PostgreSQL database on
// DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432, dropped at the end; or an in-memory
// PGlite with --pglite), then times:
//  - the search API (in-process GraphQL stoneSearch: page, total, facets, histogram, ranges) over a
//    deterministic mix of realistic filter combinations: p50 / p95 server time;
//  - the same searches as plain SQL through the driver (the SQL engine: the page, the grouped counts,
//    the histogram), so the API's cost shows as a ratio;
//  - a supplier feed import (RapNet-style column names unless --feed-style idex; white, coloured and
//    lab-grown diamonds and gemstones, as the demo generator makes them): rows per second and peak
//    memory, then the same file again (which writes nothing).
// --feed-only seeds the N stones and times the feed import alone (no search index, no queries).
import { mkdtempSync, rmSync, createWriteStream } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import type { RequestContext } from "../../server/context.ts";
import { createLimits } from "../../server/services/rate-limit.ts";
import { migrateDatabase } from "../../server/db/client.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { feedConfig } from "../../server/feeds/config.ts";
import { importFeed } from "../../server/feeds/import.ts";
import { sampleFeed, type FeedStyle } from "../../server/feeds/sample.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { generateStones, seedStones } from "../../server/seed/stones.ts";
import { DEFAULT_RATES } from "../../server/services/pricing.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { CATEGORIES, CODE_FIELDS, FLAG_FIELDS } from "../../server/services/stones/fields.ts";
import { realisticQueries } from "./stones-queries.ts";
import { allocateIndex, currentIndex, finishIndex, searchIndex, setRow } from "../../server/services/stones/engine.ts";
import { currentRates } from "../../server/services/pricing.ts";
import { parseStoneQuery } from "../../server/services/stones/query.ts";
import { searchSql } from "../../server/services/stones/sql-search.ts";
import { sql } from "drizzle-orm";

const { values } = parseArgs({
  options: {
    stones: { type: "string", default: "100000" },
    pglite: { type: "boolean", default: false },
    queries: { type: "string", default: "200" },
    "feed-rows": { type: "string" },
    "feed-style": { type: "string", default: "rapnet" },
    "no-feed": { type: "boolean", default: false },
    "feed-only": { type: "boolean", default: false },
    "index-only": { type: "boolean", default: false },
  },
});
const STONES = Number(values.stones);
const QUERIES = Number(values.queries);
const FEED_ROWS = Number(values["feed-rows"] ?? values.stones);
if (values["feed-style"] !== "rapnet" && values["feed-style"] !== "idex") throw new Error("--feed-style is rapnet or idex");
const FEED_STYLE: FeedStyle = values["feed-style"];

const fmt = (n: number) => n.toLocaleString("en-GB");
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${Math.round(n / 1048576)} MB`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const SEARCH = /* GraphQL */ `
  query Bench($input: StoneSearchInput) {
    stoneSearch(input: $input) {
      total pageCount
      items { identifier title shape caratWeight diamondColour clarity cut price { amount currency } photo { id alt sizes { LARGE { url } } } url deliveryDate }
      facets { field values { code count } }
      priceHistogram { buckets { min max count } }
      caratRange { min max }
      priceRange { min { amount currency } max { amount currency } }
    }
  }`;

if (values["index-only"]) {
  await indexOnly();
  process.exit(0);
}

/**
 * --index-only: the search engine alone, on an index built straight from the demo generator (no
 * database): what the scan costs at a size without seeding one.
 */
async function indexOnly(): Promise<void> {
  console.log(`Stone search index alone: ${fmt(STONES)} generated stones (no database)`);
  const records = [...generateStones(STONES, 1)];
  const per = CATEGORIES.map((c) => records.filter((r) => r.category === c).length);
  const starts = new Int32Array(CATEGORIES.length + 1);
  per.forEach((n, c) => (starts[c + 1] = starts[c]! + n));
  const index = allocateIndex(1, starts);
  const origins = new Map<string, number>();
  const next = [...starts];
  records.forEach((r, i) => {
    const c = CATEGORIES.indexOf(r.category);
    setRow(
      index,
      next[c]!++,
      c,
      {
        id: i + 1,
        ...Object.fromEntries(
          CODE_FIELDS.map((f) => [f.field, (f.field === "origin" ? r.originCountry : r[f.field as keyof typeof r]) as string | null]),
        ),
        flags: FLAG_FIELDS.reduce((m, f) => m | ((f.field === "treated" ? r.isTreated : r[f.field]) ? f.bit : 0), 0),
        labs: (r.certGia ? 1 : 0) | (r.certIgi ? 2 : 0) | (r.certGcal ? 4 : 0),
        carat: Math.round(r.caratWeight * 1e6),
        price: r.listPriceMinor,
        ratio: r.ratio === null ? null : Math.round(r.ratio * 1000),
        depth: r.depthPercent === null ? null : Math.round(r.depthPercent * 100),
        table: r.tablePercent === null ? null : Math.round(r.tablePercent * 100),
      },
      origins,
    );
  });
  let t = performance.now();
  finishIndex(index);
  console.log(`index build (sorting)  ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const inputs = realisticQueries(QUERIES);
  const queries = inputs.map((input) => {
    const parsed = parseStoneQuery(input, { currency: "GBP", region: "UK" });
    if (!parsed.ok) throw new Error("bad benchmark query");
    return parsed.value;
  });
  for (const q of queries) searchIndex(index, q, DEFAULT_RATES, "default");
  const times: number[] = [];
  for (const q of queries) {
    t = performance.now();
    searchIndex(index, q, DEFAULT_RATES, "default");
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `index scan             p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(times[times.length - 1]!)}`,
  );
}

const { database, drop, where } = await openBenchDatabase({ pglite: !!values.pglite, prefix: "store_bench" });
console.log(`Stone benchmark: ${fmt(STONES)} stones on ${where}`);
try {
  await migrateDatabase(database);
  const t = performance.now();
  await seedStones(database, { stones: STONES });
  const seedSeconds = (performance.now() - t) / 1000;
  console.log(
    `seed (COPY)            ${fmt(STONES)} stones in ${seedSeconds.toFixed(1)} s (${fmt(Math.round(STONES / seedSeconds))} rows/s)`,
  );

  if (!values["feed-only"]) await searchBench();
  if (!values["no-feed"]) await feedBench();
} finally {
  await drop();
}

async function searchBench(): Promise<void> {
  const ctx: RequestContext = {
    db: database.db,
    requestId: "bench",
    log: pino({ level: "silent" }),
    region: "UK",
    locale: "en-gb",
    currency: "GBP",
    user: null,
    headers: new Headers(),
    ip: "127.0.0.1",
    origin: "http://localhost",
    cookies: { get: () => null, set: () => {}, clear: () => {} },
    limits: createLimits(),
    auth: { identityKey: new Uint8Array(32), google: null },
  };
  const t = performance.now();
  const index = (await currentIndex(database.db, { wait: true }))!;
  const arrays = Object.values(index).flatMap((v) =>
    ArrayBuffer.isView(v)
      ? [v]
      : v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Map)
        ? Object.values(v).filter((x) => ArrayBuffer.isView(x))
        : [],
  );
  const bytes = arrays.reduce((a, v) => a + (v as ArrayBufferView).byteLength, 0);
  console.log(
    `search index build     ${((performance.now() - t) / 1000).toFixed(1)} s, ${fmt(index.size)} stones in ${mb(bytes)} of typed arrays`,
  );

  const inputs = realisticQueries(QUERIES);
  // Warm-up: every filter combination compiles its scan once.
  for (const input of inputs) await executeOperation(ctx, SEARCH, { input });

  const api: number[] = [];
  let totals = 0;
  for (const input of inputs) {
    const s = performance.now();
    const r = await executeOperation<{ stoneSearch: { total: number } }>(ctx, SEARCH, { input });
    api.push(performance.now() - s);
    totals += r.stoneSearch.total;
  }
  api.sort((a, b) => a - b);

  const rates = await currentRates(database.db);
  const scans: number[] = [];
  for (const input of inputs) {
    const parsed = parseStoneQuery(input, { currency: "GBP", region: "UK" });
    if (!parsed.ok) throw new Error("bad benchmark query");
    const s = performance.now();
    searchIndex(index, parsed.value, rates, Object.values(rates).join(","));
    scans.push(performance.now() - s);
  }
  scans.sort((a, b) => a - b);
  const plain: number[] = [];
  const sqlInputs = values.pglite || STONES <= 200_000 ? inputs : inputs.slice(0, Math.min(inputs.length, 60));
  for (const input of sqlInputs) {
    const parsed = parseStoneQuery(input, { currency: "GBP", region: "UK" });
    if (!parsed.ok) throw new Error("bad benchmark query");
    const s = performance.now();
    const outcome = await searchSql(database.db, parsed.value, rates);
    if (outcome.ids.length) await database.db.execute(sql`select * from stones where id = any(${`{${outcome.ids.join(",")}}`}::int[])`);
    plain.push(performance.now() - s);
  }
  plain.sort((a, b) => a - b);

  const apiP50 = percentile(api, 50);
  const apiP95 = percentile(api, 95);
  const sqlP50 = percentile(plain, 50);
  const sqlP95 = percentile(plain, 95);
  console.log(
    `queries                ${inputs.length} filter combinations (mean ${fmt(Math.round(totals / inputs.length))} matching stones)`,
  );
  console.log(`search API             p50 ${ms(apiP50)}   p95 ${ms(apiP95)}   max ${ms(api[api.length - 1]!)}`);
  console.log(
    `  of which index scan  p50 ${ms(percentile(scans, 50))}   p95 ${ms(percentile(scans, 95))}   (counts, facets, histogram, page ids; the rest is reading the page's rows and GraphQL)`,
  );
  console.log(
    `same searches as SQL   p50 ${ms(sqlP50)}   p95 ${ms(sqlP95)}   max ${ms(plain[plain.length - 1]!)}${sqlInputs.length < inputs.length ? ` (first ${sqlInputs.length})` : ""}`,
  );
  console.log(`API / SQL              p50 ${(apiP50 / sqlP50).toFixed(2)}x   p95 ${(apiP95 / sqlP95).toFixed(2)}x`);
  const target = values.pglite ? 60 : 25;
  console.log(`target p95 < ${target} ms    ${apiP95 < target ? "met" : "NOT met"}`);
}

async function feedBench(): Promise<void> {
  {
    const dir = mkdtempSync(join(tmpdir(), "stone-feed-"));
    const file = join(dir, "feed.csv");
    const out = createWriteStream(file);
    for (const line of sampleFeed(FEED_STYLE, FEED_ROWS, 99)) if (!out.write(line)) await once(out, "drain");
    out.end();
    await once(out, "finish");
    for (const run of ["first import", "same file again"]) {
      let peak = process.memoryUsage().rss;
      const start = peak;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const summary = await importFeed(database, { config: feedConfig(FEED_STYLE)!, file });
      clearInterval(sampler);
      console.log(
        `feed import, ${run.padEnd(16)} ${fmt(summary.rowsRead)} rows in ${summary.seconds.toFixed(1)} s: ${fmt(Math.round(summary.rowsRead / summary.seconds))} rows/s; inserted ${fmt(summary.inserted)}, updated ${fmt(summary.updated)}, unchanged ${fmt(summary.unchanged)}, rejected ${fmt(summary.rejected)}; memory ${mb(start)} -> peak ${mb(peak)}`,
      );
    }
    const kinds = rowsOf<{ category: string; n: number }>(
      await database.db.execute(
        sql`select category::text, count(*)::int as n from stones where feed = ${FEED_STYLE} group by category order by category`,
      ),
    );
    console.log(`  the feed's stones    ${kinds.map((k) => `${k.category} ${fmt(Number(k.n))}`).join(", ")}`);
    rmSync(dir, { recursive: true, force: true });
  }
}
