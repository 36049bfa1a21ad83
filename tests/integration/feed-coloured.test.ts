import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { feedConfig } from "../../server/feeds/config.ts";
import { importFeed } from "../../server/feeds/import.ts";
import { IDEX_HEADER, RAPNET_HEADER, sampleIdexFeed, sampleRapnetFeed } from "../../server/feeds/sample.ts";
import { csvLine } from "../../server/db/copy.ts";
import { searchStones, type StoneQueryInput } from "../../server/services/stones/index.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { describeErrors } from "../../server/services/result.ts";
import { feedChunks, sqlRows } from "../helpers/feeds.ts";
import { testContext } from "./site-context.ts";

/**
 * Feeds of white diamonds, coloured diamonds and gemstones together, in RapNet and IDEX column names:
 * imported, imported again unchanged, and found by the stone searches.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const chunks = (lines: readonly string[]) => feedChunks(lines, 1500);

const query = <T>(text: string) => sqlRows<T>(database, text);

/** Every column of every stone, and the inventory version: what a re-run must leave as it was. */
async function snapshot(): Promise<string> {
  const stones = await query<Record<string, unknown>>("select * from stones order by id");
  const [state] = await query<{ version: number }>("select version from stone_inventory_state");
  return JSON.stringify({ stones, version: state?.version });
}

/** The values of one column of a sample feed's data rows (its fields hold no commas; empty ones are quoted). */
function column(lines: readonly string[], header: readonly string[], name: string): string[] {
  const at = header.indexOf(name);
  return lines.slice(1).map((line) => {
    const fields = line.replace(/\n$/, "").split(",");
    return fields[at]!.replace(/^"(.*)"$/, "$1");
  });
}

const RAPNET = [...sampleRapnetFeed(400, 31)];
const IDEX = [...sampleIdexFeed(300, 32)];

async function total(input: StoneQueryInput, engine: "index" | "sql"): Promise<number> {
  const found = await searchStones(testContext(database), { pageSize: 100, ...input }, { engine });
  if (!found.ok) throw new Error(JSON.stringify(found.errors));
  return found.value.total;
}

describe("a feed of white diamonds, coloured diamonds and gemstones", () => {
  it("imports every kind of row from RapNet and IDEX column names", async () => {
    const rapnet = await importFeed(database, { config: feedConfig("rapnet")!, file: chunks(RAPNET), batchSize: 64 });
    expect(rapnet).toMatchObject({ rowsRead: 400, inserted: 400, updated: 0, rejected: 0 });
    const idex = await importFeed(database, { config: feedConfig("idex")!, file: chunks(IDEX), batchSize: 64 });
    expect(idex).toMatchObject({ rowsRead: 300, inserted: 300, updated: 0, rejected: 0 });

    const kinds = await query<{ feed: string; category: string; n: number }>(
      "select feed, category::text, count(*)::int as n from stones group by feed, category order by feed, category",
    );
    for (const feed of ["rapnet", "idex"]) {
      expect(kinds.filter((k) => k.feed === feed).map((k) => k.category)).toEqual([
        "DIAMOND",
        "FANCY_DIAMOND",
        "GEMSTONE",
        "LAB_GROWN_DIAMOND",
        "LAB_GROWN_FANCY_DIAMOND",
      ]);
    }
    // The sample's gem rows, as many as its gem type column names.
    const gemRows = column(RAPNET, RAPNET_HEADER, "Gem Type").filter(Boolean).length;
    expect(kinds.find((k) => k.feed === "rapnet" && k.category === "GEMSTONE")?.n).toBe(gemRows);

    // A gem row and a fancy row of the RapNet file, read back from the database.
    const gemAt = column(RAPNET, RAPNET_HEADER, "Gem Type").findIndex(Boolean);
    const gemLine = RAPNET[gemAt + 1]!.replace(/\n$/, "").split(",");
    const [gem] = await query<Record<string, unknown>>(
      `select category::text, gemstone_type::text, gemstone_colour::text, colour_grade::text, gemstone_clarity::text, crystal, colour::text, clarity::text
         from stones where feed = 'rapnet' and external_id = '${gemLine[0]}'`,
    );
    expect(gem).toMatchObject({ category: "GEMSTONE", colour: null, clarity: null });
    expect(gem!["gemstone_type"]).toMatch(/^[A-Z_]+$/);
    expect(gem!["crystal"]).not.toBe("Diamond");
    const fancyAt = column(RAPNET, RAPNET_HEADER, "Fancy Color").findIndex(Boolean);
    const fancyLine = RAPNET[fancyAt + 1]!.replace(/\n$/, "").split(",");
    const [fancy] = await query<Record<string, unknown>>(
      `select category::text, colour::text, fancy_colour::text from stones where feed = 'rapnet' and external_id = '${fancyLine[0]}'`,
    );
    expect(fancy!["category"]).toMatch(/FANCY_DIAMOND$/);
    expect(fancy!["colour"]).toBeNull();
    expect(fancy!["fancy_colour"]).toMatch(/^[A-Z_]+$/);
  });

  it("changes nothing when the same files are imported again", async () => {
    const before = await snapshot();
    const rapnet = await importFeed(database, { config: feedConfig("rapnet")!, file: chunks(RAPNET), batchSize: 64 });
    expect(rapnet).toMatchObject({ rowsRead: 400, inserted: 0, updated: 0, unchanged: 400, rejected: 0, madeUnavailable: 0 });
    const idex = await importFeed(database, { config: feedConfig("idex")!, file: chunks(IDEX) });
    expect(idex).toMatchObject({ rowsRead: 300, inserted: 0, updated: 0, unchanged: 300, rejected: 0, madeUnavailable: 0 });
    expect(await snapshot()).toBe(before);
  });

  it("makes the stones findable by fancy colour and by gem type, on both search engines", async () => {
    const [counts] = await query<{ pink: number; sapphires: number; rubies: number; heated: number }>(
      `select count(*) filter (where fancy_colour = 'PINK' and category = 'FANCY_DIAMOND')::int as pink,
              count(*) filter (where gemstone_type = 'SAPPHIRE')::int as sapphires,
              count(*) filter (where gemstone_type = 'RUBY')::int as rubies,
              count(*) filter (where category = 'GEMSTONE' and is_treated)::int as heated
         from stones where available`,
    );
    // Counted from the files themselves: the gem type column in either spelling ("Sapphire" or "SAP").
    const sapphires = [...column(RAPNET, RAPNET_HEADER, "Gem Type"), ...column(IDEX, IDEX_HEADER, "Stone Type")].filter((t) =>
      /^(sapphire|sap)$/i.test(t),
    ).length;
    expect(sapphires).toBeGreaterThan(0);
    expect(counts!.sapphires).toBe(sapphires);
    expect(counts!.pink).toBeGreaterThan(0);
    for (const engine of ["index", "sql"] as const) {
      expect(await total({ categories: ["FANCY_DIAMOND"], fancyColours: ["PINK"] }, engine)).toBe(counts!.pink);
      expect(await total({ categories: ["GEMSTONE"], gemstoneTypes: ["SAPPHIRE"] }, engine)).toBe(sapphires);
      expect(await total({ categories: ["GEMSTONE"], gemstoneTypes: ["RUBY"] }, engine)).toBe(counts!.rubies);
      expect(await total({ categories: ["GEMSTONE"], treated: true }, engine)).toBe(counts!.heated);
    }
  });

  it("finds a hand-written coloured diamond and gemstone by their mapped values", async () => {
    const header = csvLine([
      "Stock #",
      "Shape",
      "Weight",
      "Color",
      "Clarity",
      "Total Price",
      "Fancy Color",
      "Fancy Color Intensity",
      "Fancy Color Overtone",
      "Gem Type",
      "Color Grade",
      "Treatment",
      "Country of Origin",
    ]);
    const rows = [
      csvLine(["HW-1", "RAD", "1.02", "", "VS2", "24000", "pink", "Fancy Vivid", "Orangy", "", "", "", ""]),
      csvLine(["HW-2", "OV", "2.31", "Padparadscha", "Eye Clean", "8800", "", "", "", "Sapphire", "ML", "No Heat", "Ceylon"]),
    ];
    const config = { ...feedConfig("rapnet")!, feed: "handwritten" };
    const summary = await importFeed(database, { config, file: chunks([header, ...rows]) });
    expect(summary).toMatchObject({ inserted: 2, rejected: 0 });
    for (const engine of ["index", "sql"] as const) {
      const ctx = testContext(database);
      const fancy = await searchStones(
        ctx,
        { categories: ["FANCY_DIAMOND"], fancyColours: ["ORANGY_PINK"], intensities: ["FANCY_VIVID"], shapes: ["RADIANT"] },
        { engine },
      );
      expect(fancy.ok && fancy.value.items.map((s) => s.externalId)).toContain("HW-1");
      const gem = await searchStones(
        ctx,
        {
          categories: ["GEMSTONE"],
          gemstoneTypes: ["SAPPHIRE"],
          gemstoneColours: ["PADPARADSCHA"],
          colourGrades: ["MEDIUM_LIGHT"],
          origins: ["LK"],
          treated: false,
        },
        { engine },
      );
      expect(gem.ok && gem.value.items.map((s) => s.externalId)).toEqual(["HW-2"]);
    }
  });

  it("rejects a bad fancy colour, overtone, gem type or gem value with its line number and imports the rest", async () => {
    const header = csvLine([
      "Supplier Stock Ref.",
      "Cut",
      "Carat",
      "Color",
      "Clarity",
      "Total Price",
      "Fancy Color",
      "Fancy Color Intensity",
      "Fancy Color Overtone",
      "Stone Type",
      "Color Grade",
      "Treatment",
      "Country of Origin",
    ]);
    const rows = [
      csvLine(["BX-1", "OV", "1.10", "", "VS1", "9000", "YELLOW", "FI", "", "", "", "", ""]),
      csvLine(["BX-2", "OV", "1.10", "", "VS1", "9000", "TARTAN", "FI", "", "", "", "", ""]),
      csvLine(["BX-3", "OV", "1.10", "", "VS1", "9000", "PINK", "FI", "SHINY", "", "", "", ""]),
      csvLine(["BX-4", "CU", "2.00", "BLUE", "EC", "3000", "", "", "", "MOONSTONE", "", "", ""]),
      csvLine(["BX-5", "CU", "2.00", "BLUE", "EC", "3000", "", "", "", "SAPPHIRE", "GLOWING", "", ""]),
      csvLine(["BX-6", "CU", "2.00", "BLUE", "EC", "3000", "", "", "", "SAPPHIRE", "M", "ZAPPED", ""]),
      csvLine(["BX-7", "CU", "2.00", "BLUE", "EC", "3000", "", "", "", "SAPPHIRE", "M", "NONE", "NARNIA"]),
      csvLine(["BX-8", "CU", "2.00", "BLUE", "EC", "3000", "", "", "", "SAPPHIRE", "M", "NONE", "MADAGASCAR"]),
    ];
    const config = { ...feedConfig("idex")!, feed: "badrows" };
    const summary = await importFeed(database, { config, file: chunks([header, ...rows]) });
    expect(summary).toMatchObject({ rowsRead: 8, inserted: 2, rejected: 6 });
    expect(summary.rejections.map((r) => ({ line: r.line, reason: describeErrors(r.errors) }))).toEqual([
      { line: 3, reason: 'fancyColour: unknown fancy colour "TARTAN"' },
      { line: 4, reason: 'fancyColour: unknown fancy colour overtone "SHINY"' },
      { line: 5, reason: 'gemType: unknown gem type "MOONSTONE"' },
      { line: 6, reason: 'colourGrade: unknown colour grade "GLOWING"' },
      { line: 7, reason: 'treatment: unknown treatment "ZAPPED"' },
      { line: 8, reason: 'origin: unknown origin country "NARNIA"' },
    ]);
    const stones = await query<{ external_id: string; category: string; origin_country: string | null }>(
      "select external_id, category::text, origin_country from stones where feed = 'badrows' order by external_id",
    );
    expect(stones).toEqual([
      { external_id: "BX-1", category: "FANCY_DIAMOND", origin_country: null },
      { external_id: "BX-8", category: "GEMSTONE", origin_country: "MG" },
    ]);
  });
});
