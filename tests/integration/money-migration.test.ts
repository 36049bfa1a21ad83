import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { seedSmallCatalogue } from "../helpers/catalogue.ts";
import { migrationFolders, seedBeforeMinorUnits } from "../helpers/migrations.ts";

/**
 * Money in integer minor units (docs/decisions/0021-one-money.md): a store made before keeps every
 * amount exactly when migration 0010 turns its prices into pence and cents.
 */

const migrations = migrationFolders();
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  migrations.remove();
});

type Row = Record<string, string>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => rowsOf<Row>(await database!.db.execute(query));

describe("prices kept before money was in minor units", () => {
  it("are the same amounts in pence and cents after the migration, odd pennies included", async () => {
    database = await openDatabase();
    await migrateDatabase(database, migrations.upTo("0009_site_text_message_ids"));
    await seedBeforeMinorUnits(database, async () => {
      await seedSmallCatalogue(database!, { engagement: 2, wedding: 1, readyToGo: 1, jewellery: 1 });
      await seedStones(database!, { stones: 20, seed: 3 });
    });
    // Amounts a retail price list can hold: pennies and a large sum.
    await database.db.execute(sql`update catalogue_variants set list_price = 1234.56 where id = (select min(id) from catalogue_variants)`);
    await database.db.execute(
      sql`update catalogue_variants set list_price = 987654.01 where id = (select max(id) from catalogue_variants)`,
    );
    await database.db.execute(
      sql`update product_prices set amount = 1299.99 where (variant_id, currency::text, tax_type::text) = (select variant_id, currency::text, tax_type::text from product_prices order by 1, 2, 3 limit 1)`,
    );
    await database.db.execute(sql`update stones set cost = 1000.05 where id = (select min(id) from stones)`);

    const before = {
      variants: await rows(sql`select id, (list_price * 100)::text as minor from catalogue_variants order by id`),
      prices: await rows(
        sql`select variant_id, currency::text, tax_type::text, (amount * 100)::text as minor from product_prices order by 1, 2, 3`,
      ),
      stones: await rows(sql`select id, (price_gbp * 100)::text as minor, (cost * 100)::text as cost from stones order by id`),
    };
    expect(before.variants.length).toBeGreaterThan(2);
    expect(before.prices.length).toBeGreaterThan(before.variants.length);
    expect(before.stones).toHaveLength(20);

    await migrateDatabase(database);

    const after = {
      variants: await rows(sql`select id, list_price_minor::text as minor from catalogue_variants order by id`),
      prices: await rows(
        sql`select variant_id, currency::text, tax_type::text, amount_minor::text as minor from product_prices order by 1, 2, 3`,
      ),
      stones: await rows(sql`select id, list_price_minor::text as minor, cost_minor::text as cost from stones order by id`),
    };
    const whole = (text: string | null | undefined) => (text == null ? null : String(BigInt(text.replace(/\.0+$/, ""))));
    expect(after.variants.map((r) => [r.id, r.minor])).toEqual(before.variants.map((r) => [r.id, whole(r.minor)]));
    expect(after.prices.map((r) => [r.variant_id, r.currency, r.tax_type, r.minor])).toEqual(
      before.prices.map((r) => [r.variant_id, r.currency, r.tax_type, whole(r.minor)]),
    );
    expect(after.stones.map((r) => [r.id, r.minor, r.cost])).toEqual(before.stones.map((r) => [r.id, whole(r.minor), whole(r.cost)]));
    expect(after.variants[0]!.minor).toBe("123456");
    expect(after.variants.at(-1)!.minor).toBe("98765401");
    expect(after.stones[0]!.cost).toBe("100005");
    expect(after.prices[0]!.minor).toBe("129999");
  });
});
