import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { defaultMigrationsFolder, migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { legacyStoneIdentifierOf, stoneIdOf, stoneIdentifierOf } from "../../server/services/stones/identifier.ts";

/**
 * Stone identifiers without look-alike characters (docs/product.md#stone-identifiers): a store whose
 * stones and rings being built have the identifiers made before gets the new ones, and keeps every
 * ring's stone.
 */

const dirs: string[] = [];
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The migrations up to (and with) `last`, as the store had them then. */
function migrationsUpTo(last: string): string {
  const from = defaultMigrationsFolder();
  const dir = mkdtempSync(join(tmpdir(), "store-migrations-"));
  dirs.push(dir);
  mkdirSync(join(dir, "meta"));
  const journal = JSON.parse(readFileSync(join(from, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  journal.entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const file of readdirSync(from).filter((f) => f.endsWith(".sql"))) {
    if (journal.entries.some((e) => `${e.tag}.sql` === file)) cpSync(join(from, file), join(dir, file));
  }
  return dir;
}

/**
 * Seeds 40 stones into a database at migration 0007. The seed writes today's price columns (integer
 * minor units, migration 0010), so they are added for it and turned into the columns of 0007 (whole
 * pounds `price_gbp`, `cost` in the cost currency) before the later migrations run.
 */
async function seedStonesAsOf0007(database: Database): Promise<void> {
  await database.db.execute(
    sql`alter table stones add column list_price_minor integer, add column cost_minor bigint, alter column price_gbp drop not null`,
  );
  await seedStones(database, { stones: 40, seed: 5 });
  await database.db.execute(sql`update stones set price_gbp = list_price_minor / 100, cost = cost_minor / 100.0`);
  await database.db.execute(
    sql`alter table stones drop column list_price_minor, drop column cost_minor, alter column price_gbp set not null`,
  );
}

describe("stone identifiers made before", () => {
  it("are rewritten without look-alikes, and a ring being built keeps its stone", async () => {
    database = await openDatabase();
    await migrateDatabase(database, migrationsUpTo("0007_account_proof"));
    await seedStonesAsOf0007(database);
    const [stone] = rowsOf<{ id: number; identifier: string; shape: string; carat: string }>(
      await database.db.execute(
        sql`select id, identifier, shape::text as shape, carat_weight::text as carat from stones order by id desc limit 1`,
      ),
    );
    expect(stone!.identifier).toBe(legacyStoneIdentifierOf(Number(stone!.id)));
    await database.db.execute(
      sql`insert into ring_builders (stone_kind, stone_shape, stone_carat, stone_added_at, stone_identifier) values ('CATALOGUE', ${stone!.shape}::stone_shape, ${stone!.carat}::numeric, now(), ${stone!.identifier})`,
    );

    await migrateDatabase(database);

    const [after] = rowsOf<{ identifier: string }>(await database.db.execute(sql`select identifier from stones where id = ${stone!.id}`));
    expect(after!.identifier).toBe(stoneIdentifierOf(Number(stone!.id)));
    expect(after!.identifier).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const [ring] = rowsOf<{ stone_identifier: string }>(await database.db.execute(sql`select stone_identifier from ring_builders`));
    expect(ring!.stone_identifier).toBe(after!.identifier);
    // The old identifier still names the stone.
    expect(stoneIdOf(stone!.identifier)).toBe(Number(stone!.id));
    const all = rowsOf<{ identifier: string }>(await database.db.execute(sql`select identifier from stones`));
    expect(all).toHaveLength(40);
    for (const row of all) expect(row.identifier).not.toMatch(/[0O1IL]/);
  });
});
