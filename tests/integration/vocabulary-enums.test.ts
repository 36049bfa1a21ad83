import { sql } from "drizzle-orm";
import { isPgEnum } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema/index.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { RING_STYLES } from "../../core/vocabulary/engagement.ts";
import { WEDDING_STYLES } from "../../core/vocabulary/wedding.ts";
import { createTestDatabase } from "../helpers/db.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const enums = Object.values(schema as Record<string, unknown>).filter(isPgEnum);

async function refused(statement: ReturnType<typeof sql>): Promise<boolean> {
  try {
    await database.db.execute(statement);
    return false;
  } catch {
    return true;
  }
}

async function insertProduct(code: string, columns: ReturnType<typeof sql> = sql`'{}'`): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      insert into catalogue_products (catalogue_code, kind, product_name, slug, description, design_features, delivery_days, sku, recommended_rank, default_metal)
      values (${code}, 'JEWELLERY', ${code}, ${code.toLowerCase()}, 'A piece.', ${columns}, 10, ${code}, 1, 'PLATINUM')
      returning id`),
  );
  return rows[0]!.id;
}

describe("vocabulary columns", () => {
  it("hold exactly the codes of their vocabulary, in its order, once the migrations are applied", async () => {
    expect(enums.map((e) => e.enumName)).toEqual(
      expect.arrayContaining(["metal", "ring_style", "design_style", "jewellery_gemstone", "stone_shape", "link_target"]),
    );
    for (const e of enums) {
      const rows = rowsOf<{ value: string }>(
        await database.db.execute(sql`select unnest(enum_range(null::${sql.identifier(e.enumName)}))::text as value`),
      );
      expect(
        rows.map((r) => r.value),
        e.enumName,
      ).toEqual(e.enumValues);
    }
    // A column holding either kind's ring styles takes the codes of both vocabularies.
    expect(schema.ringStyle.enumValues).toEqual([...new Set([...RING_STYLES.codes, ...WEDDING_STYLES.codes])]);
  });

  it("refuse a code the vocabulary does not have", async () => {
    expect(await refused(sql`select ${"LASER_ENGRAVING"}::design_feature`)).toBe(true);
    await insertProduct("JW-T1", sql`'{MILGRAIN}'`);
    expect(await refused(sql`update catalogue_products set design_features = '{LASER_ENGRAVING}' where catalogue_code = 'JW-T1'`)).toBe(
      true,
    );
    expect(await refused(sql`update catalogue_products set default_metal = 'GOLD' where catalogue_code = 'JW-T1'`)).toBe(true);
    expect(await refused(sql`update catalogue_products set product_type = 'TIARA' where catalogue_code = 'JW-T1'`)).toBe(true);
    expect(await refused(sql`update catalogue_products set gemstones = '{SAPPHIRE,KRYPTONITE}' where catalogue_code = 'JW-T1'`)).toBe(true);
    expect(await refused(sql`insert into links (kind, text, target, url) values ('CUSTOM', 'Out', '_top', 'https://example.com')`)).toBe(
      true,
    );
    const [row] = rowsOf<{ design_features: unknown }>(
      await database.db.execute(
        sql`select design_features::text as design_features from catalogue_products where catalogue_code = 'JW-T1'`,
      ),
    );
    expect(row?.design_features).toBe("{MILGRAIN}");
  });

  it("store a piece without a stone as a variant without a shape, once per metal", async () => {
    const id = await insertProduct("JW-T2");
    const variant = (sku: string, shape: string | null) =>
      sql`insert into catalogue_variants (product_id, metal, shape, sku, list_price_minor, display_rank) values (${id}, 'PLATINUM', ${shape}, ${sku}, 10000, 0)`;
    expect(await refused(variant("JW-T2-A", ""))).toBe(true);
    expect(await refused(variant("JW-T2-B", null))).toBe(false);
    expect(await refused(variant("JW-T2-C", null))).toBe(true);
    expect(await refused(variant("JW-T2-D", "OVAL"))).toBe(false);
  });
});
