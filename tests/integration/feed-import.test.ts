import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { feedConfig, feedConfigSchema } from "../../server/feeds/config.ts";
import { importFeed } from "../../server/feeds/import.ts";
import { RAPNET_HEADER, sampleRapnetFeed } from "../../server/feeds/sample.ts";
import { searchStones } from "../../server/services/stones/index.ts";
import { csvLine } from "../../server/db/copy.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { describeErrors } from "../../server/services/result.ts";
import { feedChunks, sqlRows } from "../helpers/feeds.ts";
import { testContext } from "./site-context.ts";

let database: Database;
const config = feedConfig("rapnet")!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const chunks = (lines: readonly string[]) => feedChunks(lines, 997);

const query = <T>(text: string) => sqlRows<T>(database, text);

async function snapshot(): Promise<string> {
  const rows = await query<Record<string, unknown>>(
    "select id, feed, external_id, category, shape, carat_weight, colour, clarity, list_price_minor, available, updated_at from stones order by id",
  );
  return JSON.stringify(rows);
}

const FEED = [...sampleRapnetFeed(300, 5)];
const HEADER = FEED[0]!;
const ROWS = FEED.slice(1);

describe("supplier feed import", () => {
  it("imports a RapNet-style feed", async () => {
    const summary = await importFeed(database, { config, file: chunks(FEED), batchSize: 64 });
    expect(summary).toMatchObject({ rowsRead: 300, inserted: 300, updated: 0, rejected: 0, madeUnavailable: 0 });
    const [n] = await query<{ n: number }>("select count(*)::int as n from stones where feed = 'rapnet' and available");
    expect(Number(n!.n)).toBe(300);
    // The first row, mapped: supplier codes to system codes, cost with markup and VAT in GBP.
    const first = ROWS[0]!.split(",");
    const [stone] = await query<{ shape: string; carat_weight: string; price_gbp: number; cost: string }>(
      `select shape, carat_weight::text, list_price_minor / 100 as price_gbp, cost_minor::text as cost from stones where external_id = '${first[0]}'`,
    );
    expect(Number(stone!.carat_weight)).toBe(Number(first[2]));
    expect(stone!.price_gbp).toBe(Math.round((Number(first[15]) / 1.27) * 1.25 * 1.2));
    // The imported stones are searchable at once.
    const found = await searchStones(testContext(database), { pageSize: 1 });
    expect(found.ok && found.value.total).toBe(300);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await snapshot();
    const summary = await importFeed(database, { config, file: chunks(FEED) });
    expect(summary).toMatchObject({ rowsRead: 300, inserted: 0, updated: 0, unchanged: 300, rejected: 0, madeUnavailable: 0 });
    expect(await snapshot()).toBe(before);
  });

  it("rejects a row with a bad carat or shape, with its line number, and imports the rest", async () => {
    const before = await snapshot();
    const bad = [...ROWS];
    const fields = (i: number) => bad[i]!.replace(/\n$/, "").split(",");
    const badCarat = fields(4);
    badCarat[2] = "1.2.3";
    bad[4] = `${badCarat.join(",")}\n`;
    const badShape = fields(9);
    badShape[1] = "ZIGZAG";
    bad[9] = `${badShape.join(",")}\n`;
    const summary = await importFeed(database, { config, file: chunks([HEADER, ...bad]), full: false });
    expect(summary.rejected).toBe(2);
    // Line 1 is the header: data row i is on line i + 2.
    expect(summary.rejections).toEqual([
      { line: 6, errors: [{ code: "INVALID_INPUT", path: ["carat"], message: 'carat weight "1.2.3" is not a number' }] },
      { line: 11, errors: [{ code: "INVALID_INPUT", path: ["shape"], message: 'unknown shape "ZIGZAG"' }] },
    ]);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, madeUnavailable: 0 });
    expect(await snapshot()).toBe(before);
  });

  it("reports a repeated stock number and keeps the first", async () => {
    // Small batches: the repeat is staged and applied long after the first.
    const summary = await importFeed(database, { config, file: chunks([HEADER, ...ROWS, ROWS[3]!]), batchSize: 40 });
    expect(summary.rejections).toEqual([
      {
        line: ROWS.length + 2,
        errors: [{ code: "INVALID_INPUT", path: ["externalId"], message: `stock number "${ROWS[3]!.split(",")[0]}" repeats line 5` }],
      },
    ]);
    expect(summary).toMatchObject({ inserted: 0, updated: 0 });
  });

  it("refuses a file without the required columns and changes nothing", async () => {
    const before = await snapshot();
    const header = csvLine(RAPNET_HEADER.filter((h) => h !== "Weight"));
    await expect(importFeed(database, { config, file: chunks([header, ...ROWS]) })).rejects.toThrow(/carat weight/);
    expect(await snapshot()).toBe(before);
  });

  it("updates a changed row and marks the feed's stones missing from a full file unavailable", async () => {
    const changed = ROWS[0]!.split(",");
    changed[15] = String(Number(changed[15]) + 100);
    const file = [HEADER, changed.join(","), ...ROWS.slice(1, 290)];
    const summary = await importFeed(database, { config, file: chunks(file) });
    expect(summary).toMatchObject({ rowsRead: 290, inserted: 0, updated: 1, madeUnavailable: 10 });
    const missing = ROWS.slice(290)
      .map((r) => `'${r.split(",")[0]}'`)
      .join(",");
    const [gone] = await query<{ n: number }>(
      `select count(*)::int as n from stones where external_id in (${missing}) and not available and unavailable_since is not null`,
    );
    expect(Number(gone!.n)).toBe(10);
    const found = await searchStones(testContext(database), { pageSize: 1 });
    expect(found.ok && found.value.total).toBe(290);
  });

  it("leaves missing stones listed for a partial file, and re-lists stones that come back", async () => {
    const partial = await importFeed(database, { config, file: chunks([HEADER, ...ROWS.slice(0, 5)]), full: false });
    // The first row's price goes back to the original: one update, nothing made unavailable.
    expect(partial).toMatchObject({ inserted: 0, updated: 1, madeUnavailable: 0 });
    const back = await importFeed(database, { config, file: chunks(FEED) });
    expect(back).toMatchObject({ inserted: 0, updated: 10, madeUnavailable: 0 });
    const [n] = await query<{ n: number }>("select count(*)::int as n from stones where feed = 'rapnet' and available");
    expect(Number(n!.n)).toBe(300);
  });

  it("never deletes a stone another record refers to", async () => {
    await database.db.execute(sql.raw("create table test_order_stones (id serial primary key, stone_id integer references stones(id))"));
    const ids = await query<{ id: number; external_id: string }>(
      "select id, external_id from stones where feed = 'rapnet' order by id desc limit 2",
    );
    await database.db.execute(sql.raw(`insert into test_order_stones (stone_id) values (${ids[0]!.id})`));
    const keep = new Set(ids.map((r) => r.external_id));
    const summary = await importFeed(database, { config, file: chunks([HEADER, ...ROWS.filter((r) => !keep.has(r.split(",")[0]!))]) });
    expect(summary.madeUnavailable).toBe(2);
    await database.db.execute(sql.raw("update stones set unavailable_since = now() - interval '40 days' where not available"));
    const purge = await importFeed(database, {
      config,
      file: chunks([HEADER, ...ROWS.filter((r) => !keep.has(r.split(",")[0]!))]),
      purgeAfterDays: 30,
    });
    expect(purge.purged).toBe(1);
    const left = await query<{ id: number; available: boolean }>(
      `select id, available from stones where id in (${ids[0]!.id}, ${ids[1]!.id})`,
    );
    expect(left).toEqual([{ id: ids[0]!.id, available: false }]);
  });

  it("reads IDEX column names and lab-grown feeds", async () => {
    const idex = feedConfigSchema.parse({ feed: "idexlab", style: "idex", costCurrency: "USD", markup: 1.5, labGrown: true });
    const header = csvLine([
      "Supplier Stock Ref.",
      "Cut",
      "Carat",
      "Color",
      "Clarity",
      "Make",
      "Polish",
      "Symmetry",
      "Fluorescence Intensity",
      "Lab",
      "Certificate Number",
      "Measurements Length",
      "Measurements Width",
      "Measurements Depth",
      "Total Price",
      "Country",
    ]);
    const rows = [
      csvLine(["IX-1", "BR", "1.01", "E", "VS1", "EX", "EX", "EX", "NON", "IGI", "LG600000001", "6.45", "6.41", "3.98", "1500", "IN"]),
      csvLine(["IX-2", "RAD", "2", "F", "VVS2", "", "VG", "EX", "FNT", "IGI", "LG600000002", "8.1", "6.9", "4.5", "2800", "US"]),
      csvLine(["IX-3", "OV", "1.5", "Z", "VS1", "", "EX", "EX", "NON", "IGI", "LG600000003", "", "", "", "2000", "US"]),
    ];
    const summary = await importFeed(database, { config: idex, file: chunks([header, ...rows]) });
    expect(summary).toMatchObject({ inserted: 2, rejected: 1 });
    expect(summary.rejections.map((r) => [r.line, describeErrors(r.errors)])).toEqual([[4, 'colour: colour "Z" is not one of D to M']]);
    const stones = await query<{
      external_id: string;
      category: string;
      shape: string;
      ratio: string;
      cert_igi: string;
      delivery_days: number;
    }>("select external_id, category, shape, ratio::text, cert_igi, delivery_days from stones where feed = 'idexlab' order by external_id");
    expect(stones.map((s) => [s.external_id, s.category, s.shape, Number(s.ratio), s.cert_igi])).toEqual([
      ["IX-1", "LAB_GROWN_DIAMOND", "ROUND", 1.006, "LG600000001"],
      ["IX-2", "LAB_GROWN_DIAMOND", "RADIANT", 1.174, "LG600000002"],
    ]);
  });

  it("keeps text that is not ASCII, and values far longer than a COPY chunk, intact", async () => {
    const text = { ...config, feed: "textfeed" };
    const header = csvLine(["Stock #", "Shape", "Weight", "Color", "Clarity", "Total Price", "Girdle", "Image URL"]);
    const long = `https://img.example/${"ä".repeat(700_000)}.jpg`;
    const lines = (girdle: string) => [
      header,
      csvLine(["T-1", "RB", "1.00", "G", "VS1", "5000", girdle, long]),
      csvLine(["T-2", "OV", "0.90", "H", "SI1", "3000", 'Medium, "faceted"', ""]),
    ];
    // A new feed's rows go straight into stones; an existing feed's are staged first: both ways.
    expect(await importFeed(database, { config: text, file: chunks(lines("Thin – Médium")) })).toMatchObject({ inserted: 2, rejected: 0 });
    expect(await importFeed(database, { config: text, file: chunks(lines("Épais ✓")) })).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 1,
    });
    const rows = await query<{ external_id: string; girdle: string; photo_url: string | null }>(
      "select external_id, girdle, photo_url from stones where feed = 'textfeed' order by external_id",
    );
    expect(rows).toEqual([
      { external_id: "T-1", girdle: "Épais ✓", photo_url: long },
      { external_id: "T-2", girdle: 'Medium, "faceted"', photo_url: null },
    ]);
  });
});
