import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";

/** A benchmark's database: where it is, and how to drop it when the run is over. */
export interface BenchDatabase {
  database: Database;
  drop: () => Promise<void>;
  where: string;
}

/**
 * A fresh database of the benchmark's own: PGlite in memory (`pglite`), or a new PostgreSQL database
 * named `{prefix}_{random}` beside `DATABASE_URL`'s (default the machine's `postgres`), dropped by `drop`.
 */
export async function openBenchDatabase(options: { pglite: boolean; prefix: string }): Promise<BenchDatabase> {
  if (options.pglite) {
    const database = await openDatabase();
    return { database, drop: async () => database.close(), where: "PGlite (in memory)" };
  }
  const admin = new URL(process.env["DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `${options.prefix}_${randomBytes(4).toString("hex")}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`create database "${name}"`);
  await adminClient.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), max: 4 });
  return {
    database,
    where: `PostgreSQL ${url.host}/${name}`,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
