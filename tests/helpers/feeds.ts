import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";

/**
 * A feed file streamed in pieces of `size` characters: an uneven size makes records and quoted fields
 * straddle chunk boundaries, as they do when a large file is read.
 */
export async function* feedChunks(lines: readonly string[], size: number): AsyncGenerator<string> {
  const text = lines.join("");
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** The rows of a raw SQL statement. */
export async function sqlRows<T>(database: Database, text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}
