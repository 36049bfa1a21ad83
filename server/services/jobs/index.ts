/**
 * Background work: a durable job queue on the `jobs` table (docs/decisions/0012).
 *
 * - A job is written with `enqueueJob(db, type, data)`, in the caller's transaction when it reports a
 *   change: a rollback takes the job with it.
 * - A worker claims due jobs with `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED LIMIT n)`,
 *   so several store processes share the work and each job runs in one of them at a time. The claim
 *   holds for the type's lease; a job whose worker died is claimed again once the lease has passed.
 * - Each claim counts an attempt. A failed attempt waits for the type's backoff and runs again; after
 *   `maxAttempts` the job is `dead`, keeping the last error.
 * - Jobs are at-least-once: a handler must be safe to run again (the mail handler checks the outbox row).
 * - A recurring job (`defineRecurringJob`) is one live row per type (`key`, unique among pending and
 *   running jobs): finishing a run writes the next one in the same transaction, so a crash loses no
 *   run and several processes never hold two copies of it.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { rowsOf, toPgTextArray } from "../../db/sql.ts";

/** The channel a committed enqueue notifies, so an idle worker wakes at once instead of at its next poll. */
export const JOBS_CHANNEL = "store_jobs";

/** A kind of job: its name and how it is retried. `T` is its data (JSON). */
export interface JobType<T> {
  readonly name: string;
  readonly maxAttempts: number;
  readonly leaseSeconds: number;
  /** Seconds to wait after failed attempt number `attempt` (1 for the first). */
  readonly backoffSeconds: (attempt: number) => number;
  /** A recurring job's period: each run, done or dead, writes the next one this many seconds later. */
  readonly everySeconds?: number;
  /** Carries the data type only; never set. */
  readonly _data?: T;
}

export interface JobTypeOptions {
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** How long a claim holds (default 60 s): longer than the handler can take. */
  leaseSeconds?: number;
  /** Default: 10 s, doubling, at most an hour, with ±20% jitter. */
  backoffSeconds?: (attempt: number) => number;
}

export function exponentialBackoff(baseSeconds = 10, maxSeconds = 3600): (attempt: number) => number {
  return (attempt) => {
    const seconds = Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempt - 1));
    return seconds * (0.8 + Math.random() * 0.4);
  };
}

/** Declares a job type. Define it once beside the service that enqueues it. */
export function defineJobType<T>(name: string, options: JobTypeOptions = {}): JobType<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(name)) throw new Error(`job type "${name}" must be dotted lower-case words`);
  return {
    name,
    maxAttempts: options.maxAttempts ?? 5,
    leaseSeconds: options.leaseSeconds ?? 60,
    backoffSeconds: options.backoffSeconds ?? exponentialBackoff(),
  };
}

/**
 * Declares a recurring job type: one job of the type is always waiting, and each run (done, or dead
 * after its attempts) writes the next `everySeconds` later in the same transaction. The first run is
 * written when a worker handling the type starts (`startJobWorker`, `runPendingJobs`); however many
 * processes start at once, there is one. Its handler gets no data.
 */
export function defineRecurringJob(name: string, everySeconds: number, options: JobTypeOptions = {}): JobType<Record<string, never>> {
  if (!Number.isInteger(everySeconds) || everySeconds < 1) throw new Error(`recurring job "${name}" needs a period of whole seconds`);
  return { ...defineJobType<Record<string, never>>(name, { maxAttempts: 3, ...options }), everySeconds };
}

/** Writes the next run of a recurring type (its type's name is its key), unless one is pending or running. */
async function scheduleRecurring(db: Db, type: JobType<unknown>, delaySeconds: number): Promise<void> {
  await db.execute(sql`
    insert into jobs (type, data, max_attempts, lease_seconds, key, run_at)
    values (${type.name}, '{}'::jsonb, ${type.maxAttempts}, ${type.leaseSeconds}, ${type.name}, now() + ${delaySeconds}::float8 * interval '1 second')
    on conflict do nothing`);
}

/** Makes sure every recurring type among the handlers has its next run written (at once when none was). */
async function ensureRecurring(db: Db, handlers: ReadonlyMap<string, JobHandler>, only?: ReadonlySet<string>): Promise<void> {
  for (const handler of handlers.values()) {
    if (handler.type.everySeconds === undefined || (only && !only.has(handler.type.name))) continue;
    await scheduleRecurring(db, handler.type, 0);
  }
}

export interface EnqueueOptions {
  /** Not before this time (reminders, expiries). Default: now. */
  runAt?: Date;
}

/**
 * Writes a job. Pass the transaction of the change the job belongs to: the job exists exactly when the
 * change commits, and workers listening on any store process are woken when it does.
 */
export async function enqueueJob<T>(db: Db, type: JobType<T>, data: T, options: EnqueueOptions = {}): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      type: type.name,
      data: data as unknown,
      maxAttempts: type.maxAttempts,
      leaseSeconds: type.leaseSeconds,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ id: jobs.id });
  // Delivered when the transaction commits, never when it rolls back.
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${type.name})`);
  return row!.id;
}

/** What a handler knows about the attempt it runs. */
export interface JobRun {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now makes the job dead. */
  lastAttempt: boolean;
  db: Db;
  log: Logger;
}

export interface JobHandler<T = unknown> {
  type: JobType<T>;
  run(data: T, job: JobRun): Promise<void>;
}

/** Pairs a job type with the function that does it; the worker is given the list of these. */
export function handleJob<T>(type: JobType<T>, run: (data: T, job: JobRun) => Promise<void>): JobHandler {
  return { type, run } as unknown as JobHandler;
}

interface ClaimedJob {
  id: string;
  type: string;
  data: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Jobs whose claim ran out after their last attempt are dead: their worker stopped mid-job every time.
 * A recurring one gets its next run.
 */
async function buryAbandoned(db: Db, handlers: ReadonlyMap<string, JobHandler>, types: readonly string[]): Promise<void> {
  const buried = rowsOf<{ type: string }>(
    await db.execute(sql`
    update jobs set state = 'dead', finished_at = now(), locked_by = null, locked_until = null,
      last_error = coalesce(last_error || E'\n', '') || 'the worker stopped before finishing (lease expired on the last attempt)'
    where state = 'running' and locked_until < now() and attempts >= max_attempts
      and type = any(${toPgTextArray(types)}::text[])
    returning type`),
  );
  if (buried.length) await ensureRecurring(db, handlers, new Set(buried.map((r) => r.type)));
}

/** Claims up to `limit` due jobs (pending and due, or running with an expired lease) for `worker`. */
async function claimJobs(db: Db, types: readonly string[], worker: string, limit: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = now() + lease_seconds * interval '1 second'
    where id in (
      select id from jobs
      where type = any(${toPgTextArray(types)}::text[])
        and ((state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now()))
      order by run_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, type, data, attempts, max_attempts`);
  return rowsOf<ClaimedJob>(result);
}

/** Runs `finish` (which ends a job's row) and, for a recurring type, writes its next run in the same transaction. */
async function finishing(db: Db, type: JobType<unknown>, finish: (tx: Db) => Promise<number>): Promise<void> {
  const every = type.everySeconds;
  if (every === undefined) {
    await finish(db);
    return;
  }
  await db.transaction(async (tx) => {
    if ((await finish(tx)) > 0) await scheduleRecurring(tx, type, every);
  });
}

async function completeJob(db: Db, type: JobType<unknown>, id: string, worker: string): Promise<void> {
  await finishing(db, type, async (tx) => {
    const ended = await tx.execute(sql`
      update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
      where id = ${id} and locked_by = ${worker} and state = 'running' returning id`);
    return rowsOf(ended).length;
  });
}

async function failJob(
  db: Db,
  type: JobType<unknown>,
  job: ClaimedJob,
  worker: string,
  error: string,
  delaySeconds: number,
): Promise<"retry" | "dead"> {
  const dead = job.attempts >= job.max_attempts;
  const write = async (tx: Db) => {
    const ended = await tx.execute(sql`
      update jobs set
        state = ${dead ? "dead" : "pending"}::job_state,
        run_at = now() + ${delaySeconds}::float8 * interval '1 second',
        finished_at = ${dead ? sql`now()` : sql`null`},
        last_error = ${error}, locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${worker} and state = 'running' returning id`);
    return rowsOf(ended).length;
  };
  // A recurring job retried stays the type's one live row; a dead one is followed by the next run.
  if (dead) await finishing(db, type, write);
  else await write(db);
  return dead ? "dead" : "retry";
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export interface RunSummary {
  done: number;
  retried: number;
  dead: number;
}

export interface RunOptions {
  logger?: Logger;
  /** Names this worker in `locked_by` (default: host, process and a random suffix). */
  workerId?: string;
  /** Jobs claimed at once (default 5). */
  batchSize?: number;
}

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  child: () => silent,
} as unknown as Logger;

function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** Claims one batch and runs it; answers how many jobs were claimed and what became of them. */
async function runBatch(
  db: Db,
  handlers: ReadonlyMap<string, JobHandler>,
  worker: string,
  limit: number,
  log: Logger,
  summary: RunSummary,
): Promise<number> {
  const types = [...handlers.keys()];
  await buryAbandoned(db, handlers, types);
  const claimed = await claimJobs(db, types, worker, limit);
  // Every job of the batch is settled before the next claim (and before a stopping worker returns).
  const outcomes = await Promise.allSettled(
    claimed.map(async (job) => {
      const handler = handlers.get(job.type)!;
      const jobLog = log.child({ job: job.id, jobType: job.type, attempt: job.attempts });
      try {
        await handler.run(job.data, {
          id: job.id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
          lastAttempt: job.attempts >= job.max_attempts,
          db,
          log: jobLog,
        });
        await completeJob(db, handler.type, job.id, worker);
        summary.done++;
      } catch (error) {
        const outcome = await failJob(db, handler.type, job, worker, describe(error), handler.type.backoffSeconds(job.attempts));
        if (outcome === "dead") {
          summary.dead++;
          jobLog.error({ err: error }, "job failed for the last time: dead");
        } else {
          summary.retried++;
          jobLog.warn({ err: error }, "job failed; it will be retried");
        }
      }
    }),
  );
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failed) throw failed.reason;
  return claimed.length;
}

function handlerMap(handlers: readonly JobHandler[]): Map<string, JobHandler> {
  const map = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (map.has(handler.type.name)) throw new Error(`two handlers for job type "${handler.type.name}"`);
    map.set(handler.type.name, handler);
  }
  return map;
}

/**
 * Runs every due job of the handlers' types until none is left (jobs that fail are left for their
 * backoff). For tests and scripts: the store's own worker is `startJobWorker`.
 */
export async function runPendingJobs(db: Db, handlers: readonly JobHandler[], options: RunOptions = {}): Promise<RunSummary> {
  const map = handlerMap(handlers);
  const summary: RunSummary = { done: 0, retried: 0, dead: 0 };
  const worker = options.workerId ?? newWorkerId();
  await ensureRecurring(db, map);
  while ((await runBatch(db, map, worker, options.batchSize ?? 5, options.logger ?? silent, summary)) > 0) {
    // A job that failed is pending again only after its backoff, so this ends.
  }
  return summary;
}

/** Deletes done jobs finished more than `keepDoneDays` days ago; answers how many. */
export async function deleteFinishedJobs(db: Db, keepDoneDays = 7): Promise<number> {
  const deleted = await db.execute(
    sql`delete from jobs where state = 'done' and finished_at < now() - ${keepDoneDays}::int * interval '1 day' returning id`,
  );
  return rowsOf(deleted).length;
}

/**
 * Hourly, in one process: done jobs older than `keepDoneDays` (default a week) are deleted; a dead job is
 * kept for someone to read its error.
 */
export const finishedJobsCleanupJob = defineRecurringJob("jobs.clean-up", 3600);

export function jobsCleanupHandler(keepDoneDays = 7): JobHandler {
  return handleJob(finishedJobsCleanupJob, async (_data, job) => {
    const deleted = await deleteFinishedJobs(job.db, keepDoneDays);
    if (deleted) job.log.info({ deleted }, "done jobs deleted");
  });
}

export interface WorkerOptions extends RunOptions {
  /** Poll interval when nothing wakes the worker (default 1000 ms). */
  pollMs?: number;
  /** Least time between attempts to listen again after the listening connection was lost (default 30 s). */
  relistenMs?: number;
}

/** The store's worker: polls, wakes on notifications and `nudge()`, and drains on `stop()`. */
export interface JobWorker {
  readonly id: string;
  /** Look for work now (the next poll would find it anyway). */
  nudge(): void;
  /** Stops claiming, waits for jobs in flight (at most `timeoutMs`; unfinished ones are retried after their lease). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts the worker for the given handlers on the store's database. It listens on `JOBS_CHANNEL`
 * (a pooled connection of its own on PostgreSQL, the instance itself on PGlite) so a job committed by
 * any process is picked up at once, and polls every `pollMs` besides.
 */
export async function startJobWorker(database: Database, handlers: readonly JobHandler[], options: WorkerOptions = {}): Promise<JobWorker> {
  const map = handlerMap(handlers);
  const id = options.workerId ?? newWorkerId();
  const log = (options.logger ?? silent).child({ worker: id });
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 5;
  const relistenMs = options.relistenMs ?? 30_000;
  const db = database.db;

  let stopping = false;
  let wake: (() => void) | undefined;
  let woken = false;
  const nudge = () => {
    woken = true;
    wake?.();
  };

  await ensureRecurring(db, map).catch((error: unknown) => log.error({ err: error }, "could not write the recurring jobs' next runs"));
  let listener = await listen(database, nudge, log);
  let lastEnsured = Date.now();
  let lastListen = Date.now();

  const loop = async () => {
    while (!stopping) {
      woken = false;
      let claimed = 0;
      try {
        const summary: RunSummary = { done: 0, retried: 0, dead: 0 };
        claimed = await runBatch(db, map, id, batchSize, log, summary);
        // A listening connection lost (database restart) is opened again; until then the poll finds the work.
        if (!listener.alive && Date.now() - lastListen > relistenMs) {
          lastListen = Date.now();
          listener = await listen(database, nudge, log);
          if (stopping) await listener.close();
        }
        // A recurring job whose next run could not be written (the database away at start) gets it hourly.
        if (Date.now() - lastEnsured > 3_600_000) {
          lastEnsured = Date.now();
          await ensureRecurring(db, map);
        }
      } catch (error) {
        // The database is away (restart, failover): try again at the next poll.
        log.error({ err: error }, "job worker could not reach the database");
      }
      if (claimed > 0 || woken || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };
  const running = loop();
  log.info({ types: [...map.keys()] }, "job worker started");

  return {
    id,
    nudge,
    async stop(timeoutMs = 8000) {
      if (stopping) return;
      stopping = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      await listener.close();
      if (finished) log.info("job worker stopped");
      else log.warn("job worker stopped with jobs in flight: they run again after their lease");
    },
  };
}

interface Listener {
  /** False once the subscription is gone (or never was). */
  readonly alive: boolean;
  close(): Promise<void>;
}

/** Subscribes to JOBS_CHANNEL. Without it the worker still polls. */
async function listen(database: Database, onNotify: () => void, log: Logger): Promise<Listener> {
  try {
    if (database.pglite) {
      const unsubscribe = await database.pglite.listen(JOBS_CHANNEL, onNotify);
      return { alive: true, close: unsubscribe };
    }
    if (database.pool) {
      const client = await database.pool.connect();
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.removeListener("notification", onNotify);
        client.release(error);
      };
      client.on("notification", onNotify);
      // A lost listening connection only slows the worker down to its poll.
      client.on("error", (error) => {
        log.warn({ err: error }, "job notifications lost; polling");
        release(error);
        onNotify(); // wake the worker, which listens again
      });
      try {
        await client.query(`listen ${JOBS_CHANNEL}`);
      } catch (error) {
        release(error as Error);
        throw error;
      }
      return {
        get alive() {
          return !released;
        },
        async close() {
          if (released) return;
          await client.query(`unlisten ${JOBS_CHANNEL}`).catch(() => undefined);
          release();
        },
      };
    }
  } catch (error) {
    log.warn({ err: error }, "job notifications unavailable; polling");
  }
  return { alive: false, close: async () => undefined };
}
