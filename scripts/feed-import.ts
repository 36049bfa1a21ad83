// npm run feed:import -- --feed NAME FILE.csv [--config mapping.json] [--partial] [--purge-after-days N]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase } from "../server/db/client.ts";
import { FEEDS, feedConfig, feedConfigSchema } from "../server/feeds/config.ts";
import { importFeed } from "../server/feeds/import.ts";
import { ProgressBar } from "../server/feeds/progress.ts";
import { describeErrors } from "../server/services/result.ts";

const usage = `Usage: npm run feed:import -- --feed NAME FILE.csv [options]

Imports a supplier stone feed (CSV with RapNet- or IDEX-style column names) into the store. Rows may
be white or coloured (fancy colour, intensity, overtone) diamonds, natural or lab-grown, and natural
gemstones (gem type, colour, colour grade, treatment, origin); the column names each style knows are
in server/feeds/config.ts. A row with a value the store does not know is reported with its line and skipped.

  --feed NAME              a configured feed (${Object.keys(FEEDS).join(", ")}) or the name for --config
  --config FILE.json       a mapping config (see server/feeds/config.ts) instead of a built-in one
  --partial                the file is not the supplier's whole stock: stones missing from it stay listed
  --purge-after-days N     delete this feed's stones unavailable for more than N days (never stones
                           that orders, ring builders or other records refer to)
  --quiet                  no progress bar

The database is DATABASE_URL, else the embedded database in DATA_DIR (default ./data).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    feed: { type: "string" },
    config: { type: "string" },
    partial: { type: "boolean", default: false },
    "purge-after-days": { type: "string" },
    quiet: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help || !values.feed || positionals.length !== 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const config = values.config
  ? feedConfigSchema.parse({ feed: values.feed, ...JSON.parse(readFileSync(values.config, "utf8")) })
  : feedConfig(values.feed);
if (!config) {
  console.error(`Unknown feed "${values.feed}". Known feeds: ${Object.keys(FEEDS).join(", ")} (or pass --config).`);
  process.exit(2);
}
const purge = values["purge-after-days"];
if (purge !== undefined && !/^\d+$/.test(purge)) {
  console.error("--purge-after-days takes a whole number of days");
  process.exit(2);
}

const file = resolve(positionals[0]!);
const url = process.env["DATABASE_URL"];
const database = await openDatabase(url ? { url, max: 2 } : { dataDir: resolve(process.env["DATA_DIR"] ?? "./data") });
const bar = values.quiet ? null : new ProgressBar();
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
try {
  await migrateDatabase(database);
  const summary = await importFeed(database, {
    config,
    file,
    full: values.partial ? false : undefined,
    purgeAfterDays: purge === undefined ? null : Number(purge),
    onReject: (r) => {
      if (bar && process.stderr.isTTY) process.stderr.write("\r\x1b[K");
      console.error(`line ${r.line}: ${describeErrors(r.errors)} (skipped)`);
    },
    onProgress: (p) => {
      if (!bar) return;
      if (p.phase === "reading")
        bar.update(p.totalBytes ? (p.bytes / p.totalBytes) * 0.6 : 0, `reading: ${p.rows.toLocaleString("en-GB")} rows`);
      else
        bar.update(
          0.6 + (p.total ? (p.done / p.total) * 0.4 : 0.4),
          `saving: ${p.done.toLocaleString("en-GB")} of ${p.total.toLocaleString("en-GB")} lines`,
        );
    },
  });
  bar?.done("done");
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const n = (v: number) => v.toLocaleString("en-GB");
  console.log(`Feed ${summary.feed}: ${file}`);
  console.log(`  rows read          ${n(summary.rowsRead)}`);
  console.log(`  inserted           ${n(summary.inserted)}`);
  console.log(`  updated            ${n(summary.updated)}`);
  console.log(`  unchanged          ${n(summary.unchanged)}`);
  console.log(`  rejected           ${n(summary.rejected)}`);
  console.log(`  made unavailable   ${n(summary.madeUnavailable)}`);
  if (purge !== undefined) console.log(`  purged             ${n(summary.purged)}`);
  console.log(
    `  seconds            ${summary.seconds.toFixed(2)} (${n(Math.round(summary.rowsRead / Math.max(summary.seconds, 0.001)))} rows/s, peak memory ${Math.round(peakRss / 1048576)} MB)`,
  );
} catch (error) {
  if (bar && process.stderr.isTTY) process.stderr.write("\n");
  console.error(`Import failed, nothing changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearInterval(sampler);
  await database.close();
}
