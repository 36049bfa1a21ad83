import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { feedConfig } from "../../server/feeds/config.ts";
import { importFeed } from "../../server/feeds/import.ts";
import { sampleRapnetFeed } from "../../server/feeds/sample.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { describeErrors } from "../../server/services/result.ts";
import { feedChunks, sqlRows } from "../helpers/feeds.ts";

let database: Database;
const config = feedConfig("rapnet")!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const chunks = (lines: readonly string[]) => feedChunks(lines, 4093);

const query = <T>(text: string) => sqlRows<T>(database, text);

const FEED = [...sampleRapnetFeed(400, 11)];
const HEADER = FEED[0]!;
const ROWS = FEED.slice(1);
const stock = (row: string) => row.split(",")[0]!;

describe("supplier feed import in batches", () => {
  it("mixes new, changed and unchanged stock numbers within one batch", async () => {
    const first = await importFeed(database, { config, file: chunks([HEADER, ...ROWS.slice(0, 200)]), batchSize: 64 });
    expect(first).toMatchObject({ rowsRead: 200, inserted: 200, updated: 0, unchanged: 0 });
    const [before] = await query<{ version: number }>("select version from stone_inventory_state");

    // Every batch of 50 holds existing stones (every third one with a new price) and new ones.
    const mixed: string[] = [];
    for (let i = 0; i < 200; i++) {
      const existing = ROWS[i]!.split(",");
      if (i % 3 === 0) existing[15] = String(Number(existing[15]) + 50);
      mixed.push(existing.join(","), ROWS[200 + i]!);
    }
    const second = await importFeed(database, { config, file: chunks([HEADER, ...mixed]), batchSize: 50 });
    expect(second).toMatchObject({ rowsRead: 400, inserted: 200, updated: 67, unchanged: 133, rejected: 0, madeUnavailable: 0 });
    const [after] = await query<{ version: number }>("select version from stone_inventory_state");
    expect(Number(after!.version)).toBeGreaterThan(Number(before!.version));

    const [counts] = await query<{ n: number; available: number }>(
      "select count(*)::int as n, count(*) filter (where available)::int as available from stones where feed = 'rapnet'",
    );
    expect(counts).toEqual({ n: 400, available: 400 });
    const [price] = await query<{ cost: string }>(
      `select (cost_minor / 100.0)::text as cost from stones where external_id = '${stock(ROWS[3]!)}'`,
    );
    expect(Number(price!.cost)).toBe(Number(ROWS[3]!.split(",")[15]) + 50);

    // The same file again writes nothing: no update, no inventory version bump.
    const again = await importFeed(database, { config, file: chunks([HEADER, ...mixed]), batchSize: 50 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 400 });
    const [still] = await query<{ version: number }>("select version from stone_inventory_state");
    expect(Number(still!.version)).toBe(Number(after!.version));
  });

  it("marks stones missing from a later full file unavailable, new ones included", async () => {
    const kept = ROWS.slice(0, 100);
    const summary = await importFeed(database, { config, file: chunks([HEADER, ...kept]), batchSize: 30 });
    expect(summary).toMatchObject({ inserted: 0, madeUnavailable: 300 });
    const [n] = await query<{ n: number }>("select count(*)::int as n from stones where feed = 'rapnet' and available");
    expect(Number(n!.n)).toBe(100);
  });

  it("rejects a repeated stock number in a feed's first import and keeps the first", async () => {
    const other = feedConfig("rapnet")!;
    const fresh = { ...other, feed: "rapnetb" };
    const rows = [...sampleRapnetFeed(120, 23)].slice(1);
    const summary = await importFeed(database, { config: fresh, file: chunks([HEADER, ...rows, rows[7]!, rows[90]!]), batchSize: 40 });
    expect(summary).toMatchObject({ rowsRead: 122, inserted: 120, rejected: 2 });
    expect(summary.rejections.map((r) => describeErrors(r.errors))).toEqual([
      `externalId: stock number "${stock(rows[7]!)}" repeats line 9`,
      `externalId: stock number "${stock(rows[90]!)}" repeats line 92`,
    ]);
  });
});
