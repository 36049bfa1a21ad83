import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { migrationFolders, seedBeforeMinorUnits } from "../helpers/migrations.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { legacyStoneIdentifierOf, stoneIdOf, stoneIdentifierOf } from "../../server/services/stones/identifier.ts";

/**
 * Stone identifiers without look-alike characters (docs/product.md#stone-identifiers): a store whose
 * stones and rings being built have the identifiers made before gets the new ones, and keeps every
 * ring's stone.
 */

const migrations = migrationFolders();
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  migrations.remove();
});

describe("stone identifiers made before", () => {
  it("are rewritten without look-alikes, and a ring being built keeps its stone", async () => {
    database = await openDatabase();
    await migrateDatabase(database, migrations.upTo("0007_account_proof"));
    await seedBeforeMinorUnits(database, () => seedStones(database!, { stones: 40, seed: 5 }));
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
