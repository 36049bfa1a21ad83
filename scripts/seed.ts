// npm run seed -- [--stones N]
// Migrates DATABASE_URL (else the embedded database in DATA_DIR, default ./data) and fills it with the
// whole demo store when it is empty: site data, catalogue and N demo stones (default 100,000). A
// database that already has data is left alone; `npm run seed:stones` adds or replaces stones alone.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { migrateDatabase, openDatabase } from "../server/db/client.ts";
import { seedIfEmpty } from "../server/seed/index.ts";

const { values } = parseArgs({ options: { stones: { type: "string" }, help: { type: "boolean", default: false } } });
if (values.help) {
  console.log("npm run seed -- [--stones N]");
  process.exit(0);
}
const stones = values.stones === undefined ? undefined : Number(values.stones);
if (stones !== undefined && !(Number.isInteger(stones) && stones >= 0)) {
  console.error("--stones takes a whole number");
  process.exit(2);
}
const url = process.env["DATABASE_URL"];
const database = await openDatabase(url ? { url, max: 2 } : { dataDir: resolve(process.env["DATA_DIR"] ?? "./data") });
try {
  await migrateDatabase(database);
  const seeded = await seedIfEmpty(database, { logger: pino({ level: "info" }), stones });
  console.log(seeded ? "The demo store is ready." : "The database already has data: nothing was changed.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
