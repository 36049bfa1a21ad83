import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { handleJob, runPendingJobs, startJobWorker, type JobWorker } from "../../server/services/jobs/index.ts";
import { createMailer, mailJobHandler, queueMail, sendMailJob, type MailRequest, type Mailer } from "../../server/services/mail/index.ts";
import { parseEnv } from "../../server/env.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { deliverQueuedMail } from "../helpers/mail.ts";

/** A local SMTP server that keeps what it receives; `refuseNext` makes the next RCPT TO fail. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        const error = Object.assign(new Error("mailbox unavailable, try later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    refuse(times: number) {
      refuseNext = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MAGIC: MailRequest = {
  to: "anna@example.com",
  template: "magic-link",
  locale: "en-gb",
  data: { firstName: "Anna", url: "https://shop.example/account/sign-in/link?token=abc123", code: "K7P2QX", expiresMinutes: 15 },
};

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function outbox(database: Database) {
  return rowsOf<{ id: string; state: string; attempts: number; last_error: string | null; delivery: string | null }>(
    await database.db.execute(sql`select id, state, attempts, last_error, delivery from mail_outbox order by created_at`),
  );
}

async function jobRows(database: Database) {
  return rowsOf<{
    id: string;
    state: string;
    attempts: number;
    last_error: string | null;
    locked_by: string | null;
    run_at: Date;
    due_in: number;
  }>(
    await database.db.execute(
      sql`select id, state, attempts, last_error, locked_by, run_at, extract(epoch from run_at - now())::float8 as due_in from jobs order by created_at`,
    ),
  );
}

/** The URL of the test's own PostgreSQL database (tests/helpers/db.ts names one per test file). */
async function databaseUrl(db: Database): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env["TEST_DATABASE_URL"]!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent", from: "Hatton & Vale <hello@hattonvale.example>" });
});

afterAll(async () => {
  mailer.close();
  await smtp.close();
  await database.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.envelopes.length = 0;
  await database.db.execute(sql`delete from jobs`);
  await database.db.execute(sql`delete from mail_outbox`);
});

describe("mail through the outbox", () => {
  let worker: JobWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("delivers a committed mail once, at once, with its subject, HTML, text, link and code", async () => {
    worker = await startJobWorker(database, [mailJobHandler(mailer)], { pollMs: 60_000 });
    // Nothing else would find it for a minute: the commit's notification wakes the worker.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queueMail(tx, MAGIC);
    });
    await until(() => smtp.received.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(smtp.envelopes[0]).toEqual(["anna@example.com"]);
    expect(mail.subject).toBe("Your sign-in link and code for Hatton & Vale");
    expect(mail.from?.value[0]).toEqual({ name: "Hatton & Vale", address: "hello@hattonvale.example" });
    expect(mail.text).toContain("Dear Anna,");
    expect(mail.text).toContain("https://shop.example/account/sign-in/link?token=abc123");
    expect(mail.text).toContain("K7P2QX");
    expect(mail.text).toContain("for the next 15 minutes");
    expect(mail.html).toContain('href="https://shop.example/account/sign-in/link?token=abc123"');
    expect(mail.html).toContain(">K7P2QX</p>");
    expect(mail.html).toContain("Sign in to your account");
    const [row] = await outbox(database);
    expect(row).toMatchObject({ state: "sent", attempts: 1, last_error: null });
    expect(row!.delivery).toMatch(/^smtp: 250/);
    expect(mail.messageId).toBe(`<${row!.id}@hattonvale.example>`);
    // The sign-in link and code are not kept once sent.
    const [kept] = rowsOf<{ data: unknown }>(await database.db.execute(sql`select data from mail_outbox`));
    expect(kept!.data).toEqual({ firstName: "Anna", expiresMinutes: 15 });
    expect((await jobRows(database))[0]).toMatchObject({ state: "done", attempts: 1 });
  });

  it("never sends a mail queued in a transaction that rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, MAGIC);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await outbox(database)).toEqual([]);
  });

  it("tries a refused send again after its backoff, and then delivers it once", async () => {
    await queueMail(database.db, MAGIC);
    smtp.refuse(1);
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 0, retried: 1, dead: 0 });
    expect(smtp.received).toHaveLength(0);
    const [row] = await outbox(database);
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row!.last_error).toMatch(/451/);
    const [job] = await jobRows(database);
    expect(job).toMatchObject({ state: "pending", attempts: 1, locked_by: null });
    expect(job!.due_in).toBeGreaterThan(20); // 30 s ± 20% for the first retry
    // Not due yet: nothing runs.
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 0, retried: 0, dead: 0 });
    await database.db.execute(sql`update jobs set run_at = now()`);
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await outbox(database))[0]).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("picks up a job whose worker stopped mid-send once its lease has passed, and sends it once", async () => {
    await queueMail(database.db, MAGIC);
    // A worker that claims the job and never finishes it (the process died).
    let claimed = false;
    const stuck = handleJob(sendMailJob, () => {
      claimed = true;
      return new Promise<void>(() => undefined);
    });
    const crashed = await startJobWorker(database, [stuck], { workerId: "crashed-worker", pollMs: 10 });
    await until(() => claimed);
    await crashed.stop(50);
    expect((await jobRows(database))[0]).toMatchObject({ state: "running", attempts: 1, locked_by: "crashed-worker" });

    // Within the lease nobody else takes it.
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);

    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second'`);
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await jobRows(database))[0]).toMatchObject({ state: "done", attempts: 2 });
    expect((await outbox(database))[0]).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("does not send again when the job runs after the mail went out (crash before the job was finished)", async () => {
    await queueMail(database.db, MAGIC);
    await runPendingJobs(database.db, [mailJobHandler(mailer)]);
    expect(smtp.received).toHaveLength(1);
    await database.db.execute(
      sql`update jobs set state = 'running', locked_by = 'crashed-worker', locked_until = now() - interval '1 second'`,
    );
    expect(await runPendingJobs(database.db, [mailJobHandler(mailer)])).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("marks the mail failed, keeping the error, when its job gives up", async () => {
    await queueMail(database.db, MAGIC);
    smtp.refuse(100);
    for (let attempt = 1; attempt <= sendMailJob.maxAttempts; attempt++) {
      await database.db.execute(sql`update jobs set run_at = now() where state = 'pending'`);
      await runPendingJobs(database.db, [mailJobHandler(mailer)]);
    }
    smtp.refuse(0);
    expect(smtp.received).toHaveLength(0);
    const [job] = await jobRows(database);
    expect(job).toMatchObject({ state: "dead", attempts: sendMailJob.maxAttempts });
    expect(job!.last_error).toMatch(/451/);
    expect((await outbox(database))[0]).toMatchObject({ state: "failed", attempts: sendMailJob.maxAttempts });
  });

  it("sends each of many mails once when two workers share the database", async () => {
    const count = 12;
    for (let i = 0; i < count; i++) await queueMail(database.db, { ...MAGIC, to: `customer${i}@example.com` });
    // On PostgreSQL the second worker has a connection pool of its own, as another store process would.
    const other = database.driver === "pg" ? await openDatabase({ url: await databaseUrl(database), max: 3 }) : database;
    const first = await startJobWorker(database, [mailJobHandler(mailer)], { workerId: "worker-a", pollMs: 20, batchSize: 3 });
    const second = await startJobWorker(other, [mailJobHandler(mailer)], { workerId: "worker-b", pollMs: 20, batchSize: 3 });
    try {
      await until(() => smtp.received.length >= count, 15_000);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      if (other !== database) await other.close();
    }
    const recipients = smtp.envelopes.map((e) => e[0]).sort();
    expect(recipients).toEqual(Array.from({ length: count }, (_, i) => `customer${i}@example.com`).sort());
    expect((await outbox(database)).every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
    expect((await jobRows(database)).every((job) => job.state === "done" && job.attempts === 1)).toBe(true);
  });

  it("runs one job once when two drains race for it", async () => {
    await queueMail(database.db, MAGIC);
    const results = await Promise.all([
      runPendingJobs(database.db, [mailJobHandler(mailer)], { workerId: "a" }),
      runPendingJobs(database.db, [mailJobHandler(mailer)], { workerId: "b" }),
    ]);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a mail it could not deliver: a bad address or link throws and rolls the change back", async () => {
    await expect(queueMail(database.db, { ...MAGIC, to: "not an address" })).rejects.toThrow(/address/);
    await expect(queueMail(database.db, { ...MAGIC, data: { ...MAGIC.data, url: "javascript:alert(1)" } })).rejects.toThrow(/URL/);
    expect(await outbox(database)).toEqual([]);
  });
});

describe("mail in other tests", () => {
  it("is delivered and read back rendered with deliverQueuedMail", async () => {
    await database.db.transaction((tx) =>
      queueMail(tx, {
        to: "cara@example.com",
        template: "password-reset",
        locale: "en-gb",
        data: { firstName: "Cara", url: "https://shop.example/account/reset?token=r", expiresMinutes: 60 },
      }),
    );
    const mails = await deliverQueuedMail(database.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "cara@example.com",
      template: "password-reset",
      subject: "Choose a new password for Hatton & Vale",
    });
    expect(mails[0]!.text).toContain("https://shop.example/account/reset?token=r");
    expect(await deliverQueuedMail(database.db)).toEqual([]);
  });
});

describe("mail without SMTP_URL", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "store-outbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes each mail as an .eml file in DATA_DIR/outbox and logs where", async () => {
    const outboxDir = join(dir, "outbox");
    const fileMailer = createMailer({ outboxDir, from: "Hatton & Vale <hello@localhost>" });
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    await queueMail(database.db, {
      to: "ben@example.com",
      template: "welcome",
      locale: "en-us",
      data: { firstName: "Ben", url: "https://shop.example/us/profile?from=t1", code: null, expiresDays: null },
    });
    expect(await runPendingJobs(database.db, [mailJobHandler(fileMailer)], { logger })).toEqual({ done: 1, retried: 0, dead: 0 });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-welcome-[0-9a-f-]{36}\.eml$/);
    const path = join(outboxDir, files[0]!);
    const mail = await simpleParser(await readFile(path));
    expect(mail.subject).toBe("Welcome to Hatton & Vale");
    expect(mail.to).toMatchObject({ value: [{ address: "ben@example.com" }] });
    expect(mail.text).toContain("Hi Ben,");
    expect(mail.text).toContain("https://shop.example/us/profile?from=t1");
    expect(mail.html).toContain('href="https://shop.example/us/profile?from=t1"');
    expect((await outbox(database))[0]).toMatchObject({ state: "sent", delivery: `file: ${path}` });
    expect(lines.some((line) => line.includes(`mail written to ${path}`))).toBe(true);
  });
});

describe("MAIL_FROM", () => {
  it("defaults to the store's name and takes an address or a named address, nothing else", () => {
    expect(parseEnv({}).MAIL_FROM).toBe("Hatton & Vale <hello@localhost>");
    expect(parseEnv({ MAIL_FROM: "Hatton & Vale <hello@hattonvale.example>" }).MAIL_FROM).toBe("Hatton & Vale <hello@hattonvale.example>");
    expect(parseEnv({ MAIL_FROM: "hello@hattonvale.example" }).MAIL_FROM).toBe("hello@hattonvale.example");
    expect(() => parseEnv({ MAIL_FROM: "Hatton & Vale" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ MAIL_FROM: "a@b, c@d" })).toThrow(/MAIL_FROM/);
  });
});
