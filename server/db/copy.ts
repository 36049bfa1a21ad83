import { once } from "node:events";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { from as copyFrom } from "pg-copy-streams";
import type pg from "pg";
import type { Database } from "./client.ts";

const NEEDS_QUOTES = /[",\n\r]/;

/** One CSV field of COPY ... WITH (FORMAT csv): null is an unquoted empty field. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (value === "" || NEEDS_QUOTES.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    if (i) line += ",";
    line += csvField(values[i]);
  }
  return `${line}\n`;
}

/**
 * A COPY session into one table: `write` CSV text in chunks (a string, or its UTF-8 bytes); on
 * PostgreSQL it streams through pg-copy-streams on its own connection (or the given client), on
 * PGlite each flush is one COPY ... FROM '/dev/blob'. Memory stays bounded by the chunk size.
 */
export interface CopyWriter {
  write(chunk: string | Uint8Array<ArrayBuffer>): Promise<void>;
  end(): Promise<number>;
}

export async function openCopy(database: Database, table: string, columns: readonly string[], client?: pg.PoolClient): Promise<CopyWriter> {
  const statement = `COPY ${table} (${columns.join(", ")}) FROM STDIN WITH (FORMAT csv)`;
  if (database.driver === "pg") {
    const own = client ? null : await database.pool!.connect();
    const c = client ?? own!;
    const source = new PassThrough();
    const stream = c.query(copyFrom(statement));
    const done = pipeline(source, stream);
    // A failed COPY rejects `done`; surface it at the next write or at end.
    done.catch(() => undefined);
    return {
      async write(chunk) {
        if (!source.write(chunk)) await Promise.race([once(source, "drain"), done]);
      },
      async end() {
        source.end();
        try {
          await done;
        } finally {
          own?.release();
        }
        return stream.rowCount;
      },
    };
  }
  const pglite = database.pglite!;
  const blobStatement = statement.replace("FROM STDIN", "FROM '/dev/blob'");
  let parts: (string | Uint8Array<ArrayBuffer>)[] = [];
  let size = 0;
  let rows = 0;
  const flush = async () => {
    if (!parts.length) return;
    const result = await pglite.query(blobStatement, [], { blob: new Blob(parts) });
    rows += result.affectedRows ?? 0;
    parts = [];
    size = 0;
  };
  return {
    async write(chunk) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= 8_000_000) await flush();
    },
    async end() {
      await flush();
      return rows;
    },
  };
}
