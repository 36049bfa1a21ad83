// npm run seed:stones -- --stones N [--seed S] [--replace]
// Loads a demo stone inventory of N stones (deterministic for a seed) into DATABASE_URL, else the
// embedded database in DATA_DIR (default ./data). --replace first removes the demo feeds' stones
// that nothing refers to.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase } from "../server/db/client.ts";
import { DEFAULT_STONE_COUNT, DEMO_FEEDS, seedStones } from "../server/seed/stones.ts";

const { values } = parseArgs({
  options: {
    stones: { type: "string", default: String(DEFAULT_STONE_COUNT) },
    seed: { type: "string", default: "1" },
    replace: { type: "boolean", default: false },
  },
});
const count = Number(values.stones);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
  console.error("--stones and --seed take whole numbers");
  process.exit(2);
}
const url = process.env["DATABASE_URL"];
const database = await openDatabase(url ? { url, max: 2 } : { dataDir: resolve(process.env["DATA_DIR"] ?? "./data") });
try {
  await migrateDatabase(database);
  if (values.replace) {
    const feeds = [...new Set(Object.values(DEMO_FEEDS))];
    const run = (text: string, params: unknown[]) =>
      database.driver === "pg" ? database.pool!.query(text, params) : database.pglite!.query(text, params);
    const refs = (
      await run(
        `select c.conrelid::regclass::text as tbl, a.attname as col, af.attname as ref from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and c.confrelid = 'stones'::regclass and array_length(c.conkey, 1) = 1`,
        [],
      )
    ).rows as { tbl: string; col: string; ref: string }[];
    const guard = refs.map((r) => ` and not exists (select 1 from ${r.tbl} x where x."${r.col}" = stones."${r.ref}")`).join("");
    await run(`delete from stones where feed = any($1::text[])${guard}`, [`{${feeds.join(",")}}`]);
  }
  const started = performance.now();
  const written = await seedStones(database, { stones: count, seed });
  console.log(`${written.toLocaleString("en-GB")} demo stones in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
