import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { defaultMigrationsFolder, type Database } from "../../server/db/client.ts";

/**
 * Folders of the store's migrations up to (and with) a tag, as the store had them then, for tests that
 * migrate a database made before a change. `remove()` deletes the folders made.
 */
export function migrationFolders(): { upTo(last: string): string; remove(): void } {
  const dirs: string[] = [];
  return {
    upTo(last) {
      const from = defaultMigrationsFolder();
      const dir = mkdtempSync(join(tmpdir(), "store-migrations-"));
      dirs.push(dir);
      mkdirSync(join(dir, "meta"));
      const journal = JSON.parse(readFileSync(join(from, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((e) => e.tag === last);
      if (upTo < 0) throw new Error(`no migration ${last}`);
      journal.entries = journal.entries.slice(0, upTo + 1);
      writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify(journal));
      for (const file of readdirSync(from).filter((f) => f.endsWith(".sql"))) {
        if (journal.entries.some((e) => `${e.tag}.sql` === file)) cpSync(join(from, file), join(dir, file));
      }
      return dir;
    },
    remove() {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

/**
 * Runs today's seed on a database migrated to before money was kept in minor units (migration 0010):
 * the seed writes the minor-unit price columns, so they are added for it, and its amounts are written
 * into the columns the store had then (catalogue list and sale prices in numeric pounds, stone prices
 * in whole pounds, supplier costs in numeric) before the shim columns are dropped again.
 */
export async function seedBeforeMinorUnits(database: Database, seed: () => Promise<unknown>): Promise<void> {
  const run = async (...statements: string[]) => {
    for (const statement of statements) await database.db.execute(sql.raw(statement));
  };
  await run(
    "alter table catalogue_variants add column list_price_minor bigint, alter column list_price drop not null",
    "alter table product_prices add column amount_minor bigint, alter column amount drop not null",
    "alter table stones add column list_price_minor integer, add column cost_minor bigint, alter column price_gbp drop not null",
  );
  await seed();
  await run(
    "update catalogue_variants set list_price = list_price_minor / 100.0",
    "update product_prices set amount = amount_minor / 100.0",
    "update stones set price_gbp = list_price_minor / 100, cost = cost_minor / 100.0",
    "alter table catalogue_variants drop column list_price_minor, alter column list_price set not null",
    "alter table product_prices drop column amount_minor, alter column amount set not null",
    "alter table stones drop column list_price_minor, drop column cost_minor, alter column price_gbp set not null",
  );
}
