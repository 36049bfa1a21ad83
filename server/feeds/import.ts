import { createReadStream, statSync } from "node:fs";
import type pg from "pg";
import type { Database } from "../db/client.ts";
import { csvField, openCopy, type CopyWriter } from "../db/copy.ts";
import { exchangeRates } from "../services/pricing.ts";
import { invalid, type DomainError } from "../services/result.ts";
import { STONE_RECORD_COLUMNS } from "../services/stones/index.ts";
import type { FeedConfig } from "./config.ts";
import { BloomFilter } from "./bloom.ts";
import { detach, readCsv } from "./csv.ts";
import { mapHeader, mapRow } from "./mapping.ts";
import { CopyChunk, recordCsv } from "./rows.ts";

/**
 * Supplier feed import (docs/product.md#supplier-feeds). The file is streamed: each row is validated and mapped (a bad row
 * is reported with its line number and skipped) and good rows are applied in batches, all in one
 * transaction: new stock numbers are COPYed straight into stones, existing ones are staged and
 * updated where a value changed — a row whose values did not change is left alone, so re-importing a
 * file changes nothing — and, for a full feed, the feed's stones missing from the file are marked
 * unavailable. Imports never delete a stone; the optional purge deletes long-unavailable stones that
 * no other table refers to.
 */

/** A refused row: its line and why (the service's errors, each at the feed field of its value; `describeErrors` words them). */
interface Rejection {
  line: number;
  errors: DomainError[];
}

export interface ImportSummary {
  feed: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  madeUnavailable: number;
  purged: number;
  seconds: number;
  /** The first rejections (all are counted). */
  rejections: Rejection[];
}

interface ImportProgress {
  phase: "reading" | "saving";
  bytes: number;
  totalBytes: number;
  rows: number;
  done: number;
  total: number;
}

export interface ImportOptions {
  config: FeedConfig;
  /** A CSV file path, or the CSV itself as a stream of chunks. */
  file: string | AsyncIterable<string | Buffer>;
  /** Overrides the config: a full feed makes the feed's missing stones unavailable. */
  full?: boolean;
  /** Delete stones of this feed unavailable for longer than this many days, unless referenced. */
  purgeAfterDays?: number | null;
  /** Rows per applied batch (two batches at most are held in memory). */
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
  onReject?: (r: Rejection) => void;
  maxRejectionsKept?: number;
}

interface Session {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  client?: pg.PoolClient;
  release(): void;
}

async function openSession(database: Database): Promise<Session> {
  if (database.driver === "pg") {
    const client = await database.pool!.connect();
    return {
      client,
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      release: () => client.release(),
    };
  }
  const pglite = database.pglite!;
  return {
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    release: () => undefined,
  };
}

const COLUMNS = STONE_RECORD_COLUMNS.map(([, c]) => c);
const STAGING = "stone_feed_staging";

/**
 * The statement that applies one staged batch of an existing feed. Each staged row looks up its
 * stock number once (the (feed, external_id) index) and is compared with the stone it finds, column
 * by column; only the staged row's address, the stone's id and whether a value differs are kept
 * (a few bytes a row, so a batch never spills to disk). Then new stock numbers take a plain INSERT
 * (sorted by stock number, so the (feed, external_id) index is written in order), with none of the
 * speculative-insertion work of ON CONFLICT: the feed's advisory lock keeps other imports of the
 * feed from adding the same stock numbers meanwhile. Existing ones are updated only where a value
 * differs, so an unchanged row is left alone (no new row version, no index entries, no inventory
 * version bump). (An INSERT ... WHERE NOT EXISTS followed by an UPDATE ... FROM looked every stock
 * number up twice, and kept whole rows: nearly twice the server time per batch, ADR 0402.)
 */
function applySql(staging: string): string {
  const cols = COLUMNS.join(", ");
  const updatable = COLUMNS.filter((c) => c !== "feed" && c !== "external_id");
  const sets = updatable.map((c) => `${c} = s.${c}`).join(", ");
  const current = updatable.map((c) => `t.${c}`).join(", ");
  const incoming = updatable.map((c) => `s.${c}`).join(", ");
  return `with m as materialized (
      select s.ctid as sid, t.id, (${current}, t.available) is distinct from (${incoming}, true) as differs
        from ${staging} s left join stones t on t.feed = s.feed and t.external_id = s.external_id
       where s.batch = $1),
    changed as (
      update stones set ${sets}, available = true, unavailable_since = null, updated_at = now()
        from m join ${staging} s on s.ctid = m.sid
       where m.id is not null and m.differs and stones.id = m.id
      returning 1),
    added as (
      insert into stones (${cols})
      select ${COLUMNS.map((c) => `s.${c}`).join(", ")} from m join ${staging} s on s.ctid = m.sid
       where m.id is null
       order by s.external_id
      returning 1)
    select (select count(*) from added)::int as inserted, (select count(*) from changed)::int as updated`;
}

/** One good row: its line, stock number and its stone as COPY CSV fields (no line end). */
interface GoodRow {
  line: number;
  externalId: string;
  fields: string;
}

/** The foreign keys other tables hold on stones, as NOT EXISTS conditions. */
async function referencesGuard(session: Session): Promise<string> {
  const refs = await session.query<{ tbl: string; col: string; ref: string }>(
    `select c.conrelid::regclass::text as tbl, a.attname as col, af.attname as ref
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and c.confrelid = 'stones'::regclass and array_length(c.conkey, 1) = 1`,
  );
  const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
  return refs.map((r) => ` and not exists (select 1 from ${r.tbl} r where r.${quote(r.col)} = stones.${quote(r.ref)})`).join("");
}

export async function importFeed(database: Database, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const { config } = options;
  const full = options.full ?? config.full;
  const keep = options.maxRejectionsKept ?? 1000;
  const rates = await exchangeRates(database.db);
  const totalBytes = typeof options.file === "string" ? statSync(options.file).size : 0;
  const source = typeof options.file === "string" ? createReadStream(options.file, { highWaterMark: 1 << 20 }) : options.file;

  const summary: ImportSummary = {
    feed: config.feed,
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    madeUnavailable: 0,
    purged: 0,
    seconds: 0,
    rejections: [],
  };
  const reject = (r: Rejection) => {
    summary.rejected++;
    if (summary.rejections.length < keep)
      summary.rejections.push({ line: r.line, errors: r.errors.map((e) => ({ ...e, message: detach(e.message) })) });
    options.onReject?.(r);
  };

  // The applier holds the import's transaction and applies each batch while the next one is read and
  // mapped here, so parsing and the server's work overlap. On PostgreSQL a second connection creates
  // and drops the (unlogged) staging table outside that transaction; on PGlite one connection does all.
  const session = await openSession(database);
  const applier = database.driver === "pg" ? await openSession(database) : session;
  const staging = database.driver === "pg" ? `stone_feed_staging_${process.pid}_${Math.floor(Math.random() * 1e9)}` : STAGING;
  let inTransaction = false;
  let chain: Promise<void> = Promise.resolve();
  let stage: CopyWriter | null = null;
  let direct: CopyWriter | null = null;
  try {
    const batchSize = options.batchSize ?? 50_000;
    const statement = applySql(staging);
    const feedField = csvField(config.feed);
    let bytes = 0;
    let lastLine = 0;
    let staged = 0;
    let applied = 0;

    await applier.query("begin");
    inTransaction = true;
    // One import of a feed at a time; the commit need not wait for the WAL flush (a crash before it
    // is flushed loses the run as a whole, like a failed one); a batch's stock numbers are looked up
    // in the (feed, external_id) index rather than by hashing all stones per batch (which the
    // planner picks on stale statistics).
    await applier.query("select pg_advisory_xact_lock(hashtext($1))", [`feed-import:${config.feed}`]);
    await applier.query("set local synchronous_commit = off");
    await applier.query("set local enable_hashjoin = off");
    await applier.query("set local enable_mergejoin = off");
    // Each batch's statement is planned anew and its cost estimate is over the JIT threshold, but it
    // runs for well under a second: compiling it cost more than it saved.
    await applier.query("set local jit = off");
    // A feed without stones yet (a supplier's first import): every row is new. Its rows are COPYed
    // straight into stones, inside the transaction, as they are read; the staging table only gets
    // their stock numbers (for the repeat check). Otherwise rows are staged in full and each staged
    // batch is applied (new ones inserted, changed ones updated) while the next is read.
    const [feedRow] = await applier.query<{ known: boolean }>("select exists (select 1 from stones where feed = $1) as known", [
      config.feed,
    ]);
    const newFeed = !feedRow?.known;
    const stagedColumns = newFeed ? ["feed", "external_id"] : COLUMNS;
    await session.query(`drop table if exists ${staging}`);
    await session.query(
      `create ${database.driver === "pg" ? "unlogged" : "temp"} table ${staging} as select 0::int as batch, 0::int as line, ${stagedColumns.join(", ")} from stones with no data`,
    );
    // Batches arrive in order: a BRIN index finds a batch's rows for the price of a few pages.
    await session.query(`create index on ${staging} using brin (batch)`);

    let batch = 1;
    let inBatch = 0;
    const stageChunk = new CopyChunk();
    const directChunk = new CopyChunk();
    let applyFailure: unknown = null;
    const schedule = (number: number, upTo: number) => {
      chain = chain
        .then(async () => {
          if (applyFailure) return;
          const [counts] = await applier.query<{ inserted: number; updated: number }>(statement, [number]);
          summary.inserted += Number(counts?.inserted ?? 0);
          summary.updated += Number(counts?.updated ?? 0);
          applied = Math.max(applied, upTo);
          options.onProgress?.({
            phase: "saving",
            bytes,
            totalBytes,
            rows: summary.rowsRead,
            done: applied,
            total: Math.max(applied, lastLine),
          });
        })
        .catch((e: unknown) => {
          applyFailure ??= e;
        });
    };
    const flush = async () => {
      if (stageChunk.size) {
        stage ??= await openCopy(database, staging, ["batch", "line", ...stagedColumns], session.client);
        await stage.write(stageChunk.take());
      }
      if (directChunk.size) {
        if (!direct) {
          // The previous batch's COPY is still finishing on the applier: its next one starts after.
          await chain;
          if (applyFailure) throw applyFailure;
          direct = await openCopy(database, "stones", COLUMNS, applier.client);
        }
        await direct.write(directChunk.take());
      }
    };
    const add = async (row: GoodRow) => {
      if (newFeed) {
        directChunk.add(`${row.fields}\n`);
        stageChunk.add(`${batch},${row.line},${feedField},${csvField(row.externalId)}\n`);
      } else {
        stageChunk.add(`${batch},${row.line},${row.fields}\n`);
      }
      inBatch++;
      if (stageChunk.size + directChunk.size > CopyChunk.SIZE) await flush();
    };
    /** Ends the current batch (lines up to `upTo`): its COPYs finish, and an existing feed's is applied. */
    const endBatch = async (upTo: number) => {
      await flush();
      const s = stage as CopyWriter | null;
      const d = direct as CopyWriter | null;
      stage = direct = null;
      if (s) await s.end();
      if (d) {
        // Reading goes on while the server finishes the batch.
        chain = chain
          .then(async () => {
            summary.inserted += await d.end();
            applied = upTo;
            options.onProgress?.({
              phase: "saving",
              bytes,
              totalBytes,
              rows: summary.rowsRead,
              done: applied,
              total: Math.max(applied, lastLine),
            });
          })
          .catch((e: unknown) => {
            applyFailure ??= e;
          });
      }
      if (applyFailure) throw applyFailure;
      if (inBatch && !newFeed) schedule(batch, upTo);
      staged += inBatch;
      inBatch = 0;
      batch++;
    };

    // 1. Read and validate; each batch is applied while the next is read.
    let header: ReturnType<typeof mapHeader> | null = null;
    const seen = new BloomFilter();
    const suspects: GoodRow[] = [];
    let lastReport = 0;
    for await (const record of readCsv(source, (n) => (bytes += n))) {
      if (!header) {
        header = mapHeader(record.fields, config);
        continue;
      }
      summary.rowsRead++;
      lastLine = record.line;
      const mapped = mapRow(record.fields, { config, columns: header, rates });
      if (!mapped.ok) {
        reject({ line: record.line, errors: mapped.errors });
        continue;
      }
      const r = mapped.value;
      const row: GoodRow = { line: record.line, externalId: r.externalId, fields: recordCsv(r) };
      if (seen.add(r.externalId)) {
        // Possibly a repeated stock number: held back and checked exactly once the file is read.
        suspects.push({ line: row.line, externalId: detach(row.externalId), fields: detach(row.fields) });
        continue;
      }
      await add(row);
      if (inBatch >= batchSize) await endBatch(record.line + 1);
      if (options.onProgress && summary.rowsRead - lastReport >= 5000) {
        lastReport = summary.rowsRead;
        options.onProgress({ phase: "reading", bytes, totalBytes, rows: summary.rowsRead, done: applied, total: lastLine });
      }
    }
    if (!header) throw new Error("The file is empty: a header row is required");
    await endBatch(lastLine + 1);
    await chain;
    if (applyFailure) throw applyFailure;

    // Stock numbers the filter flagged: a repeat of an earlier line is rejected, the others applied.
    if (suspects.length) {
      const ids = [...new Set(suspects.map((x) => x.externalId))];
      const firsts = new Map<string, number>();
      for (let i = 0; i < ids.length; i += 10_000) {
        const rows = await applier.query<{ external_id: string; first: number }>(
          `select external_id, min(line) as first from ${staging} where external_id = any($1::text[]) group by external_id`,
          [ids.slice(i, i + 10_000)],
        );
        for (const r of rows) firsts.set(r.external_id, Number(r.first));
      }
      for (const x of suspects) {
        const first = firsts.get(x.externalId);
        if (first !== undefined) {
          reject({ line: x.line, errors: [invalid(["externalId"], `stock number "${x.externalId}" repeats line ${first}`)] });
          continue;
        }
        firsts.set(x.externalId, x.line);
        await add(x);
        if (inBatch >= batchSize) await endBatch(lastLine + 1);
      }
      await endBatch(lastLine + 1);
      await chain;
      if (applyFailure) throw applyFailure;
    }

    // 2. Mark the missing unavailable, purge, record the run: in the same transaction. A feed that had
    // no stones has none missing. The anti-join must hash the staged stock numbers: the staging table
    // has no statistics, and the planner would otherwise pick a nested loop that scans the staging
    // table once per stone, or a merge join that walks the feed's index in stock-number order and
    // fetches every stone's row at random (4.8 s of a 1,000,000-row re-run, against 1.6 s hashed).
    await applier.query("set local enable_hashjoin = on");
    if (full && !newFeed) {
      await applier.query("set local enable_nestloop = off");
      const gone = await applier.query<{ n: number }>(
        `with gone as (
           update stones set available = false, unavailable_since = now(), updated_at = now()
            where feed = $1 and available and not exists (select 1 from ${staging} s where s.external_id = stones.external_id)
           returning 1)
         select count(*)::int as n from gone`,
        [config.feed],
      );
      summary.madeUnavailable = Number(gone[0]?.n ?? 0);
      await applier.query("set local enable_nestloop = on");
    }
    await applier.query("set local enable_mergejoin = on");
    if (options.purgeAfterDays != null) {
      const guard = await referencesGuard(applier);
      const purged = await applier.query<{ n: number }>(
        `with purged as (
           delete from stones where feed = $1 and not available and unavailable_since < now() - make_interval(days => $2)${guard}
           returning 1)
         select count(*)::int as n from purged`,
        [config.feed, options.purgeAfterDays],
      );
      summary.purged = Number(purged[0]?.n ?? 0);
    }
    summary.unchanged = staged - summary.inserted - summary.updated;
    summary.rejections.sort((a, b) => a.line - b.line);
    await applier.query(
      `insert into feed_imports (feed, file, "full", finished_at, rows_read, inserted, updated, rejected, made_unavailable)
       values ($1, $2, $3, now(), $4, $5, $6, $7, $8)`,
      [
        config.feed,
        typeof options.file === "string" ? options.file : "(stream)",
        full,
        summary.rowsRead,
        summary.inserted,
        summary.updated,
        summary.rejected,
        summary.madeUnavailable,
      ],
    );
    await applier.query("commit");
    inTransaction = false;
    if (database.driver === "pg" && summary.inserted + summary.updated > 10_000) await applier.query("analyze stones");
  } finally {
    // A batch still being applied, or a COPY left open by a failure, finishes (or fails) before the
    // rollback, inside the transaction.
    await chain;
    await (stage as CopyWriter | null)?.end().catch(() => undefined);
    await (direct as CopyWriter | null)?.end().catch(() => undefined);
    if (inTransaction) await applier.query("rollback").catch(() => undefined);
    await session.query(`drop table if exists ${staging}`).catch(() => undefined);
    session.release();
    if (applier !== session) applier.release();
  }
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;
}
