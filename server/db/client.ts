import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  /** The pg pool when on a real PostgreSQL (bulk COPY uses it). */
  pool?: pg.Pool;
  /** The embedded database when on PGlite. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent (with no url) means in memory. */
  dataDir?: string;
  /** pg pool size. */
  max?: number;
  /** Told when an idle pooled connection fails; the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

function defaultIdleError(error: Error): void {
  process.emitWarning(`idle database connection lost: ${error.message}`);
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection that the server closes (restart, failover, admin) is dropped by the pool;
    // without a listener the error would end the process.
    pool.on("error", (error) => (options.onIdleError ?? defaultIdleError)(error));
    // Numeric columns come back as strings by default; money and carat columns are read as numbers.
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return { db, driver: "pg", pool, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(resolve(options.dataDir, "pgdata")) : new PGlite();
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", pglite, close: () => pglite.close() };
}

/** Applies the drizzle-kit migrations (idempotent). */
export async function migrateDatabase(database: Database, folder = defaultMigrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder, migrationsSchema: "drizzle" };
  if (database.driver === "pg") {
    await migratePg(database.db as never, config);
  } else {
    await migratePglite(database.db as never, config);
  }
}

export function defaultMigrationsFolder(): string {
  return resolve(process.cwd(), "server/db/migrations");
}

/** True when the database answers and every migration on disk is applied. */
export async function isReady(database: Database, folder = defaultMigrationsFolder()): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(resolve(folder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const result = await database.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { applied: number }[] }).rows;
    return Number(rows[0]?.applied) >= journal.entries.length;
  } catch {
    return false;
  }
}
