import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";
import { migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedAccounts } from "../../server/seed/accounts.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { seedSmallCatalogue } from "../helpers/catalogue.ts";
import { createTestDatabase } from "../helpers/db.ts";

/**
 * kill -9 of the store at any point of checkout leaves no order or a whole one (docs/decisions/0701).
 * The store runs as its own process on a database that outlives it: a PostgreSQL test database when
 * TEST_DATABASE_URL is set, else the embedded database in a temporary DATA_DIR (PGlite's files are
 * written as they change, so a killed process leaves a database that recovers when opened again).
 * Each round a new visitor (cookies kept) puts a listed stone and a ready-to-go ring in the bag and goes
 * through checkout to "Place order" over HTTP, while the store is killed with SIGKILL at a random
 * moment of those requests; the store is started again, and the database must hold only whole orders:
 * every line, its totals, its first event, its holds and units, and once placed its payment request,
 * its mail and an empty bag.
 */

const onPostgres = !!process.env["TEST_DATABASE_URL"];
/** Each round starts the store again; on the embedded database it is also opened by the test between runs, so fewer rounds. */
const ROUNDS = Number(process.env["CHECKOUT_CRASH_ROUNDS"] ?? (onPostgres ? 10 : 6));
const SESSION_SECRET = randomBytes(24).toString("hex");
const STOCK = 1000;

let workDir: string;
let bundle: string;
/** PostgreSQL: the test's own connections (they outlive the store). PGlite: opened between runs of the store only. */
let pgDatabase: Database | undefined;
let databaseUrl: string | undefined;
let dataDir: string | undefined;
let stones: string[] = [];
let readyToGoItemId: number;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "checkout-crash-"));
  // The store's sources bundled once (packages stay in node_modules): it starts in seconds, many times.
  const cacheDir = resolve("node_modules/.cache/checkout-crash");
  mkdirSync(cacheDir, { recursive: true });
  bundle = join(cacheDir, `store-${process.pid}.mjs`);
  await build({
    entryPoints: [resolve("tests/helpers/store-process.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    jsx: "automatic",
    outfile: bundle,
    logLevel: "warning",
  });

  let database: Database;
  if (onPostgres) {
    database = pgDatabase = await createTestDatabase();
    databaseUrl = (database.pool!.options as { connectionString?: string }).connectionString;
  } else {
    dataDir = join(workDir, "data");
    database = await openDatabase({ dataDir });
    await migrateDatabase(database);
  }
  await seedSmallCatalogue(database);
  await seedStones(database, { stones: 2 * ROUNDS + 20, seed: 7 });
  await seedAccounts(database.db);
  stones = rowsOf<{ identifier: string }>(await database.db.execute(sql`select identifier from stones where available order by id`)).map(
    (r) => r.identifier,
  );
  const [item] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from ready_to_go_items order by id limit 1`));
  readyToGoItemId = Number(item!.id);
  await database.db.execute(sql`update ready_to_go_items set quantity = ${STOCK} where id = ${readyToGoItemId}`);
  if (!onPostgres) await database.close();
}, 120_000);

afterAll(async () => {
  await stopStore();
  await pgDatabase?.close();
  rmSync(workDir, { recursive: true, force: true });
  if (bundle) rmSync(bundle, { force: true });
});

// ---------------------------------------------------------------- the store process

let child: ChildProcess | null = null;
let exited: Promise<void> = Promise.resolve();
let base = "";
let log = "";

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

async function startStore(): Promise<void> {
  const port = await freePort();
  log = "";
  const started = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET,
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: resolve(workDir, "data") }),
      REDIS_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  started.stdout!.on("data", (c: Buffer) => (log += c.toString()));
  started.stderr!.on("data", (c: Buffer) => (log += c.toString()));
  exited = new Promise((ok) => started.once("exit", () => ok()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (started.exitCode !== null || started.signalCode !== null) throw new Error(`the store did not start:\n${log}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the store was not ready within 60 s:\n${log}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

async function killStore(): Promise<void> {
  child?.kill("SIGKILL");
  await exited;
  child = null;
}

async function stopStore(): Promise<void> {
  if (!child) return;
  child.kill("SIGTERM");
  await exited;
  child = null;
}

// ---------------------------------------------------------------- a visitor

class Visitor {
  readonly cookies = new Map<string, string>();

  async run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [CSRF_HEADER]: "1",
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
    return body.data;
  }
}

const ADD = `mutation Add($input: AddToBagInput!) { addToBag(input: $input) { __typename } }`;
const START = `mutation Start($email: String) { startCheckout(email: $email) { __typename ... on CheckoutStarted { orderId } } }`;
const SHIP = `mutation Ship($id: Int!, $input: CheckoutShippingInput!) { setCheckoutShipping(orderId: $id, input: $input) { __typename } }`;
const PAY = `mutation Pay($id: Int!, $input: CheckoutPaymentInput!) { setCheckoutPayment(orderId: $id, input: $input) { __typename } }`;
const PLACE = `mutation Place($id: Int!, $key: String!) { placeOrder(orderId: $id, placeKey: $key) { __typename } }`;

type Step = "add stone" | "add ring" | "checkout" | "shipping" | "payment" | "place";

/** One visitor's checkout, from an empty bag to "Place order"; answers the last step it finished. */
async function checkout(round: number, done: (step: Step) => void): Promise<void> {
  const visitor = new Visitor();
  const expectType = (got: { __typename: string }, want: string, step: Step) => {
    if (got.__typename !== want) throw new Error(`${step}: ${JSON.stringify(got)}`);
    done(step);
  };
  const stone = stones[round]!;
  expectType(
    (await visitor.run<{ addToBag: { __typename: string } }>(ADD, { input: { stone: { identifier: stone } } })).addToBag,
    "BagChanged",
    "add stone",
  );
  expectType(
    (await visitor.run<{ addToBag: { __typename: string } }>(ADD, { input: { readyToGo: { id: readyToGoItemId, quantity: 1 } } })).addToBag,
    "BagChanged",
    "add ring",
  );
  const started = (
    await visitor.run<{ startCheckout: { __typename: string; orderId?: number } }>(START, {
      email: `crash.${round}.${Date.now()}@example.com`,
    })
  ).startCheckout;
  expectType(started, "CheckoutStarted", "checkout");
  const id = started.orderId!;
  const address = { name: "Ada Lovelace", line1: "1 Hatton Garden", city: "London", postcode: "EC1N 8JY", country: "GB" };
  const ship = await visitor.run<{ setCheckoutShipping: { __typename: string } }>(SHIP, {
    id,
    input: { address, phone: { countryCode: "44", nationalNumber: "7911 123456" }, express: false },
  });
  expectType(ship.setCheckoutShipping, "Checkout", "shipping");
  const pay = await visitor.run<{ setCheckoutPayment: { __typename: string } }>(PAY, {
    id,
    input: { method: "BANK_TRANSFER", plan: "FULL", acknowledged: true },
  });
  expectType(pay.setCheckoutPayment, "Checkout", "payment");
  const placed = await visitor.run<{ placeOrder: { __typename: string } }>(PLACE, {
    id,
    key: `crash-${round}-${randomBytes(12).toString("hex")}`,
  });
  expectType(placed.placeOrder, "OrderPlaced", "place");
}

// ---------------------------------------------------------------- what must hold after a crash

async function withDatabase<T>(fn: (db: Database["db"]) => Promise<T>): Promise<T> {
  if (pgDatabase) return fn(pgDatabase.db);
  // The embedded database is one process's: opened here only while the store is down.
  const database = await openDatabase({ dataDir: resolve(workDir, "data") });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

interface Counts {
  orders: number;
  placed: number;
}

/** Every invariant of a whole order; answers how many orders there are and how many are placed. */
async function checkInvariants(db: Database["db"], context: string): Promise<Counts> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const none = async (what: string, query: ReturnType<typeof sql>) => expect(await q(query), `${context}: ${what}`).toEqual([]);

  // Every order has both lines of its bag, and its amounts are those of its lines.
  await none(
    "orders without every line of their bag",
    sql`select o.id, count(l.id)::int as lines from orders o left join order_lines l on l.order_id = o.id group by o.id having count(l.id) <> 2`,
  );
  await none(
    "orders whose subtotal is not the sum of their lines",
    sql`select o.id from orders o join order_lines l on l.order_id = o.id
        group by o.id having o.subtotal_minor <> sum(l.unit_price_minor * l.quantity)
          or o.total_minor <> o.subtotal_minor - o.discount_minor + o.shipping_minor + o.tax_minor`,
  );
  // Its history starts with AWAITING_PAYMENT, from nothing.
  await none(
    "orders whose history does not start with AWAITING_PAYMENT",
    sql`select o.id from orders o where not exists (
          select 1 from order_events e where e.order_id = o.id and e.from_status is null and e.to_status = 'AWAITING_PAYMENT'
            and e.id = (select min(id) from order_events where order_id = o.id))`,
  );
  // Its reservation's expiry is scheduled.
  await none(
    "orders without their reservation's expiry job",
    sql`select o.id from orders o where not exists (
          select 1 from jobs j where j.type = 'orders.reservation-expiry' and (j.data ->> 'orderId')::int = o.id)`,
  );
  // Placed is all or nothing: the key and the time, the PENDING transfer, the mail, the empty bag.
  await none(
    "orders with a place key and no time, or the other way round",
    sql`select id from orders where (place_key is null) <> (placed_at is null)`,
  );
  await none(
    "placed orders without their PENDING payment request",
    sql`select o.id from orders o where o.placed_at is not null and not exists (
          select 1 from payment_transactions t where t.order_id = o.id and t.status = 'PENDING' and t.kind = 'PAYMENT')`,
  );
  await none(
    "unplaced orders with a payment request",
    sql`select o.id from orders o where o.placed_at is null and exists (select 1 from payment_transactions t where t.order_id = o.id)`,
  );
  await none(
    "placed orders without their mail",
    sql`select o.id from orders o where o.placed_at is not null and not exists (
          select 1 from mail_outbox m where m.template = 'order-placed' and (m.data ->> 'orderId')::int = o.id and m."to" = o.email)`,
  );
  await none(
    "unplaced orders with an 'order placed' mail",
    sql`select o.id from orders o where o.placed_at is null and exists (
          select 1 from mail_outbox m where m.template = 'order-placed' and (m.data ->> 'orderId')::int = o.id)`,
  );
  await none(
    "placed orders whose bag still has lines",
    sql`select distinct o.id from orders o join order_lines l on l.order_id = o.id
        where o.placed_at is not null and exists (select 1 from bag_lines b where b.bag_id::text = l.details ->> 'bagId')`,
  );
  await none(
    "placed orders without their delivery address or payment method",
    sql`select id from orders where placed_at is not null and (ship_country is null or payment_method is null)`,
  );
  // Holds: each of an existing order that holds (unpaid or paid), on a stone of its lines; every open order holds its stone.
  await none(
    "stone holds of orders that do not hold",
    sql`select h.stone_id from stone_holds h left join orders o on o.id = h.order_id
        where o.id is null or o.status not in ('AWAITING_PAYMENT', 'DEPOSIT_PAID', 'PAID', 'IN_PRODUCTION', 'DISPATCHED', 'DELIVERED')
          or not exists (select 1 from order_lines l where l.order_id = o.id and l.stone_id = h.stone_id)`,
  );
  await none(
    "open orders not holding their stone",
    sql`select o.id from orders o join order_lines l on l.order_id = o.id
        where o.status = 'AWAITING_PAYMENT' and l.stone_id is not null
          and not exists (select 1 from stone_holds h where h.stone_id = l.stone_id and h.order_id = o.id)`,
  );
  await none(
    "stones on two open orders",
    sql`select l.stone_id from order_lines l join orders o on o.id = l.order_id
        where o.status = 'AWAITING_PAYMENT' and l.stone_id is not null group by l.stone_id having count(*) > 1`,
  );
  // Ready-to-go units: in stock plus those open orders hold is the stock the store started with.
  const [units] = await q<{ stock: number; held: number }>(sql`select
      (select quantity from ready_to_go_items where id = ${readyToGoItemId}) as stock,
      (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
        where l.ready_to_go_item_id = ${readyToGoItemId} and o.released_at is null) as held`);
  expect(Number(units!.stock) + Number(units!.held), `${context}: ready-to-go units in stock and held`).toBe(STOCK);

  const [counts] = await q<Counts>(sql`select count(*)::int as orders, count(placed_at)::int as placed from orders`);
  return { orders: Number(counts!.orders), placed: Number(counts!.placed) };
}

/** The checks see a half-made order: `change`, made in a transaction rolled back after the checks, must fail them with `message`. */
async function expectCaught(db: Database["db"], change: ReturnType<typeof sql>, message: RegExp): Promise<void> {
  const rolledBack = new Error("rolled back");
  await db
    .transaction(async (tx) => {
      await tx.execute(change);
      await expect(checkInvariants(tx, "a half order made on purpose")).rejects.toThrow(message);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
}

// ---------------------------------------------------------------- the rounds

describe(`checkout killed with SIGKILL (${onPostgres ? "PostgreSQL" : "the embedded database in DATA_DIR"})`, () => {
  it(`leaves no order or a whole one, ${ROUNDS} kills at random moments`, async () => {
    const started = Date.now();
    // A round the store lives through: the checkout works end to end, and its length bounds the kills.
    await startStore();
    let finished: Step | null = null;
    const t0 = Date.now();
    await checkout(0, (s) => (finished = s));
    // How long a whole checkout takes; a warm store may be quicker, and every round that finishes before the kill says so.
    let length = Date.now() - t0;
    expect(finished).toBe("place");
    await stopStore();
    let last = await withDatabase((db) => checkInvariants(db, "after a checkout without a crash"));
    expect(last).toEqual({ orders: 1, placed: 1 });

    const reached: Record<string, number> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      if (!child) await startStore();
      const delay = 3 + Math.floor(Math.random() * Math.min(1000, length));
      const progress: { step: Step | "nothing" } = { step: "nothing" };
      let killed = false;
      const timer = new Promise<void>((ok) =>
        setTimeout(() => {
          killed = true;
          void killStore().then(ok);
        }, delay),
      );
      const roundStarted = Date.now();
      const flow = checkout(round, (s) => (progress.step = s)).then(
        () => void (length = Math.min(length, Date.now() - roundStarted)),
        (error: unknown) => {
          // A request cut off by the kill; anything else is an answer the store should not give.
          if (!killed) throw error;
        },
      );
      await Promise.all([flow, timer]);
      const step = progress.step;
      reached[step] = (reached[step] ?? 0) + 1;
      const context = `round ${round}, killed after ${delay} ms with "${step}" done`;
      // PostgreSQL: the store starts again at once and the database is read beside it. The embedded
      // database is read first (opening the files the kill left), and the next round starts the store on it.
      if (onPostgres) await startStore();
      const now = await withDatabase((db) => checkInvariants(db, context));
      // The kill may come before or after the commit of the step in flight: at most one order more.
      expect(now.orders - last.orders, context).toBeLessThanOrEqual(1);
      if (["checkout", "shipping", "payment", "place"].includes(step)) expect(now.orders - last.orders, context).toBe(1);
      if (step === "place") expect(now.placed - last.placed, context).toBe(1);
      last = now;
    }
    // The store starts on what the last kill left and answers.
    if (!child) await startStore();
    expect((await fetch(`${base}/readyz`)).ok).toBe(true);
    await stopStore();
    // The checks are not blind: each kind of half order fails them.
    await withDatabase(async (db) => {
      const placed = sql`(select min(id) from orders where placed_at is not null)`;
      await expectCaught(db, sql`delete from order_lines where id = (select max(id) from order_lines)`, /without every line/);
      await expectCaught(db, sql`delete from mail_outbox where template = 'order-placed'`, /placed orders without their mail/);
      await expectCaught(db, sql`delete from payment_transactions`, /without their PENDING payment request/);
      await expectCaught(db, sql`update orders set placed_at = null where id = ${placed}`, /place key and no time/);
      await expectCaught(db, sql`delete from stone_holds`, /open orders not holding their stone/);
      await expectCaught(
        db,
        sql`update ready_to_go_items set quantity = quantity - 1 where id = ${readyToGoItemId}`,
        /units in stock and held/,
      );
      await expectCaught(db, sql`delete from order_events`, /history does not start/);
    });
    console.info(
      `checkout crash (${onPostgres ? "PostgreSQL" : "PGlite"}): ${ROUNDS} kills, last step done before each: ${JSON.stringify(reached)}; ` +
        `${last.orders} orders, ${last.placed} placed; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 600_000);
});
