import { createHash, randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { defaultMigrationsFolder, migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with TEST_DATABASE_URL
 * (a postgres:// URL of a server we may create databases on) a new PostgreSQL database cloned from
 * a migrated template, dropped again by `close`.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env["TEST_DATABASE_URL"];
  if (!url) {
    const database = await openDatabase();
    await migrateDatabase(database);
    return database;
  }
  const template = await ensureTemplate(url);
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(url, (c) => c.query(`create database "${name}" template "${template}"`));
  // Dropping the database at the end terminates connections still closing: that is expected here.
  const database = await openDatabase({ url: withDatabase(url, name), max: 4, onIdleError: () => undefined });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await withAdmin(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The template's name carries a hash of the migrations, so a changed schema gets a new template. */
function migrationsHash(): string {
  const folder = defaultMigrationsFolder();
  const hash = createHash("sha256");
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(resolve(folder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

async function ensureTemplate(url: string): Promise<string> {
  const name = `store_template_${migrationsHash()}`;
  await withAdmin(url, async (client) => {
    // One test process builds the template; the others wait on the lock and then find it.
    await client.query("select pg_advisory_lock(727271)");
    try {
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return;
      await client.query(`create database "${name}"`);
      const database = await openDatabase({ url: withDatabase(url, name), max: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
    } finally {
      await client.query("select pg_advisory_unlock(727271)");
    }
  });
  return name;
}
