import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { defineJobType, enqueueJob, handleJob, runPendingJobs, startJobWorker } from "../../server/services/jobs/index.ts";
import { createTestDatabase } from "../helpers/db.ts";

const reminder = defineJobType<{ to: string }>("test.reminder", {
  maxAttempts: 3,
  leaseSeconds: 60,
  backoffSeconds: (attempt) => attempt * 100,
});
const other = defineJobType<{ n: number }>("test.other");

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from jobs`);
});

async function jobRows() {
  return rowsOf<{ type: string; state: string; attempts: number; last_error: string | null; due_in: number; finished: boolean }>(
    await database.db.execute(
      sql`select type, state, attempts, last_error, extract(epoch from run_at - now())::float8 as due_in, finished_at is not null as finished from jobs order by created_at`,
    ),
  );
}

describe("the job queue", () => {
  it("runs a job with its data once, and only the types a worker handles", async () => {
    const seen: string[] = [];
    await enqueueJob(database.db, reminder, { to: "anna@example.com" });
    await enqueueJob(database.db, other, { n: 1 });
    const summary = await runPendingJobs(database.db, [handleJob(reminder, async (data) => void seen.push(data.to))]);
    expect(summary).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(seen).toEqual(["anna@example.com"]);
    expect(await jobRows()).toMatchObject([
      { type: "test.reminder", state: "done", attempts: 1, finished: true },
      { type: "test.other", state: "pending", attempts: 0 },
    ]);
    expect(await runPendingJobs(database.db, [handleJob(reminder, async (data) => void seen.push(data.to))])).toEqual({
      done: 0,
      retried: 0,
      dead: 0,
    });
    expect(seen).toHaveLength(1);
  });

  it("waits for a job's time", async () => {
    const seen: string[] = [];
    await enqueueJob(database.db, reminder, { to: "later@example.com" }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await runPendingJobs(database.db, [handleJob(reminder, async (data) => void seen.push(data.to))])).toEqual({
      done: 0,
      retried: 0,
      dead: 0,
    });
    await database.db.execute(sql`update jobs set run_at = now()`);
    expect(await runPendingJobs(database.db, [handleJob(reminder, async (data) => void seen.push(data.to))])).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(seen).toEqual(["later@example.com"]);
  });

  it("forgets a job enqueued in a transaction that rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, reminder, { to: "x@example.com" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await jobRows()).toEqual([]);
  });

  it("counts attempts, waits the type's backoff after each failure and keeps the last error when the job dies", async () => {
    await enqueueJob(database.db, reminder, { to: "anna@example.com" });
    let calls = 0;
    const failing = handleJob(reminder, async (_data, job) => {
      calls++;
      expect(job.attempt).toBe(calls);
      expect(job.lastAttempt).toBe(calls === 3);
      throw new Error(`attempt ${calls} failed`);
    });
    expect(await runPendingJobs(database.db, [failing])).toEqual({ done: 0, retried: 1, dead: 0 });
    let [job] = await jobRows();
    expect(job).toMatchObject({ state: "pending", attempts: 1, last_error: "Error: attempt 1 failed" });
    expect(job!.due_in).toBeGreaterThan(95);
    expect(job!.due_in).toBeLessThanOrEqual(100);

    await database.db.execute(sql`update jobs set run_at = now()`);
    expect(await runPendingJobs(database.db, [failing])).toEqual({ done: 0, retried: 1, dead: 0 });
    [job] = await jobRows();
    expect(job!.due_in).toBeGreaterThan(195);

    await database.db.execute(sql`update jobs set run_at = now()`);
    expect(await runPendingJobs(database.db, [failing])).toEqual({ done: 0, retried: 0, dead: 1 });
    expect(await jobRows()).toMatchObject([{ state: "dead", attempts: 3, last_error: "Error: attempt 3 failed", finished: true }]);
    await database.db.execute(sql`update jobs set run_at = now()`);
    expect(await runPendingJobs(database.db, [failing])).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(calls).toBe(3);
  });

  it("declares dead a job whose worker stopped on its last attempt, once the lease has passed", async () => {
    await enqueueJob(database.db, reminder, { to: "anna@example.com" });
    await database.db.execute(
      sql`update jobs set state = 'running', attempts = 3, locked_by = 'gone', locked_until = now() - interval '1 second'`,
    );
    let calls = 0;
    expect(await runPendingJobs(database.db, [handleJob(reminder, async () => void calls++)])).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(calls).toBe(0);
    const [job] = await jobRows();
    expect(job).toMatchObject({ state: "dead", attempts: 3 });
    expect(job!.last_error).toContain("lease expired");
  });

  it("finishes the job in flight when stopped, and claims nothing after", async () => {
    let release!: () => void;
    let started = false;
    let finished = false;
    const slow = handleJob(reminder, async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    const worker = await startJobWorker(database, [slow], { pollMs: 10 });
    await enqueueJob(database.db, reminder, { to: "first@example.com" });
    while (!started) await new Promise((r) => setTimeout(r, 10));
    const stopping = worker.stop();
    await enqueueJob(database.db, reminder, { to: "second@example.com" });
    setTimeout(() => release(), 50);
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRows()).map((j) => j.state)).toEqual(["done", "pending"]);
  });

  it.runIf(process.env["TEST_DATABASE_URL"])("listens again after its listening connection is cut (PostgreSQL)", async () => {
    const seen: string[] = [];
    const worker = await startJobWorker(database, [handleJob(reminder, async (data) => void seen.push(data.to))], {
      pollMs: 60_000,
      relistenMs: 50,
    });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const cut = rowsOf<{ cut: boolean }>(
        await database.db.execute(
          sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
        ),
      );
      expect(cut).toEqual([{ cut: true }]);
      await new Promise((r) => setTimeout(r, 500));
      // The poll is a minute away: only a new subscription can bring this job in at once.
      await enqueueJob(database.db, reminder, { to: "again@example.com" });
      const end = Date.now() + 5000;
      while (seen.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual(["again@example.com"]);
    } finally {
      await worker.stop();
    }
  });

  it("refuses a job type name that is not dotted lower-case words, and two handlers for one type", async () => {
    expect(() => defineJobType("Send Mail")).toThrow(/dotted lower-case/);
    await expect(
      runPendingJobs(database.db, [handleJob(reminder, async () => undefined), handleJob(reminder, async () => undefined)]),
    ).rejects.toThrow(/two handlers/);
  });
});
