// npm run bench:stone-holds -- [--stones 1000000] [--pglite] [--holds 10000] [--queries 200]
//
// How fast a reserved stone leaves the stone search, and what keeping the search's hidden stones
// current costs (ADR 0400, "Held stones"). Seeds a database of its own (a new PostgreSQL database on
// DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432, dropped at the end; or an in-memory
// PGlite with --pglite), builds the search index, then:
//  - reserves the first stone of a search (an order's hold, committed) and searches again and again
//    until the stone is gone: the time from the commit to the first search without it, and whether
//    the index was rebuilt for it (it must not be);
//  - releases it and times the same until it is back;
//  - times the search with the holds unchanged (one version read), the search that meets new holds
//    (reading the held ids, marking the rows), and the marking alone, with 1 and with --holds holds;
//  - the realistic search mix of bench:stones on the index, scan only (the hidden-row test is in it).
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import type { RequestContext } from "../../server/context.ts";
import { migrateDatabase } from "../../server/db/client.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { orders, users } from "../../server/db/schema/index.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { releaseForOrder, reserveForOrder } from "../../server/services/orders/reservations.ts";
import { currentRates } from "../../server/services/pricing.ts";
import { createLimits } from "../../server/services/rate-limit.ts";
import { applyHolds, currentIndex, readHolds, searchIndex, type StoneIndex } from "../../server/services/stones/engine.ts";
import { searchStones, type StoneQueryInput } from "../../server/services/stones/index.ts";
import { parseStoneQuery } from "../../server/services/stones/query.ts";
import { realisticQueries } from "./stones-queries.ts";

const { values } = parseArgs({
  options: {
    stones: { type: "string", default: "1000000" },
    pglite: { type: "boolean", default: false },
    holds: { type: "string", default: "10000" },
    queries: { type: "string", default: "200" },
  },
});
const STONES = Number(values.stones);
const HOLDS = Number(values.holds);
const QUERIES = Number(values.queries);

const fmt = (n: number) => n.toLocaleString("en-GB");
const ms = (n: number) => `${n.toFixed(2)} ms`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted[sorted.length - 1]!)}`;
}

const { database, drop, where } = await openBenchDatabase({ pglite: !!values.pglite, prefix: "store_bench" });
const db = database.db;
console.log(`Held stones and the search: ${fmt(STONES)} stones on ${where}`);
try {
  await migrateDatabase(database);
  const t = performance.now();
  await seedStones(database, { stones: STONES });
  console.log(`seed (COPY)                      ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await bench();
} finally {
  await drop();
}

async function bench(): Promise<void> {
  const ctx: RequestContext = {
    db,
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
  let t = performance.now();
  const index = (await currentIndex(db, { wait: true }))!;
  console.log(`search index build               ${((performance.now() - t) / 1000).toFixed(1)} s, ${fmt(index.size)} stones`);

  const [user] = await db.insert(users).values({ email: "bench@example.com" }).returning({ id: users.id });
  const newOrder = async () => {
    const [order] = await db
      .insert(orders)
      .values({
        userId: user!.id,
        region: "UK",
        currency: "GBP",
        locale: "en-gb",
        taxType: "INCLUSIVE",
        exchangeRate: 1,
        email: "bench@example.com",
        subtotalMinor: 0,
        totalMinor: 0,
        reservedUntil: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: orders.id });
    return order!.id;
  };

  // The first page of natural diamonds by price: its first stone is the one reserved.
  const input: StoneQueryInput = { categories: ["DIAMOND"], sort: "PRICE_ASCENDING", pageSize: 24 };
  const search = async () => {
    const result = await searchStones(ctx, input, { engine: "index" });
    if (!result.ok) throw new Error("bench search refused");
    return result.value;
  };
  const before = await search();
  const target = before.items[0]!;
  const [stone] = rowsOf<{ id: number }>(await db.execute(sql`select id from stones where identifier = ${target.identifier}`));
  const stoneId = Number(stone!.id);

  const steady: number[] = [];
  for (let i = 0; i < 50; i++) {
    const s = performance.now();
    await search();
    steady.push(performance.now() - s);
  }

  // Reserve: the hold commits, then search until the stone is gone.
  const orderId = await newOrder();
  await db.transaction(async (tx) => {
    const outcome = await reserveForOrder(tx, orderId, [
      { kind: "STONE", stoneId, stoneIdentifier: target.identifier, readyToGoItemId: null, quantity: 1, name: target.title },
    ]);
    if (!outcome.ok) throw new Error("the bench stone was taken");
  });
  const committed = performance.now();
  let searches = 0;
  let firstSearch = 0;
  for (;;) {
    const s = performance.now();
    const page = await search();
    if (searches++ === 0) firstSearch = performance.now() - s;
    if (!page.items.some((i) => i.identifier === target.identifier)) break;
    if (performance.now() - committed > 10_000) throw new Error("the held stone was still found after 10 s");
  }
  const gone = performance.now() - committed;
  const after = await search();
  const sameIndex = (await currentIndex(db)) === index;
  console.log(
    `reserved stone gone from search  ${ms(gone)} after the commit (${searches} search${searches > 1 ? "es" : ""}; that search ${ms(firstSearch)}); total ${fmt(before.total)} -> ${fmt(after.total)}; index rebuilt: ${sameIndex ? "no" : "YES"}`,
  );

  await db.transaction((tx) => releaseForOrder(tx, orderId));
  const released = performance.now();
  let back: number;
  for (;;) {
    const page = await search();
    if (page.items.some((i) => i.identifier === target.identifier)) {
      back = performance.now() - released;
      break;
    }
  }
  console.log(`released stone back in search    ${ms(back)} after the commit`);
  console.log(`search, holds unchanged          ${summary(steady)} (stoneSearch service, page of 24)`);

  // What a search pays when the holds moved: reading the held ids and marking the rows.
  const bumpAndSearch = async (n: number): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      await db.execute(sql`update stone_holds_state set version = version + 1 where id = 1`);
      const s = performance.now();
      await search();
      times.push(performance.now() - s);
    }
    return times;
  };
  const hold = async (count: number) => {
    const order = await newOrder();
    await db.execute(sql`insert into stone_holds (stone_id, order_id)
      select id, ${order} from stones where available order by id desc limit ${count} on conflict do nothing`);
  };
  const markOnly = async (): Promise<{ read: number; mark: number }> => {
    const s = performance.now();
    const holds = await readHolds(db);
    const read = performance.now() - s;
    const copy: StoneIndex = { ...index, hidden: index.hidden.slice(), held: new Set(), holdsVersion: -1 };
    const m = performance.now();
    applyHolds(copy, holds.version, holds.ids);
    return { read, mark: performance.now() - m };
  };
  await hold(1);
  const one = await bumpAndSearch(30);
  const oneMark = await markOnly();
  console.log(
    `search meeting new holds, 1 held  ${summary(one)}; reading the held ids ${ms(oneMark.read)}, marking the rows ${ms(oneMark.mark)}`,
  );
  await hold(HOLDS - 1);
  t = performance.now();
  await search();
  const firstMany = performance.now() - t;
  const many = await bumpAndSearch(30);
  const manyMark = await markOnly();
  console.log(
    `search meeting new holds, ${fmt(HOLDS)} held  ${summary(many)} (the one that hid ${fmt(HOLDS)} stones: ${ms(firstMany)}); reading the held ids ${ms(manyMark.read)}, marking the rows from nothing ${ms(manyMark.mark)}`,
  );

  // The realistic mix, scan only, with the holds hidden.
  const rates = await currentRates(db);
  const queries = realisticQueries(QUERIES).map((q) => {
    const parsed = parseStoneQuery(q, { currency: "GBP", region: "UK" });
    if (!parsed.ok) throw new Error("bad benchmark query");
    return parsed.value;
  });
  const key = Object.values(rates).join(",");
  for (const q of queries) searchIndex(index, q, rates, key);
  const scans: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    searchIndex(index, q, rates, key);
    scans.push(performance.now() - s);
  }
  console.log(`index scan, ${QUERIES} realistic searches  ${summary(scans)}`);
}
