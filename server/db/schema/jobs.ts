import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../../core/regions.ts";

/**
 * A job's life: `pending` (waiting for `run_at`), `running` (claimed by a worker until `locked_until`;
 * a worker that dies leaves it to be claimed again once that passes), `done`, or `dead` (failed
 * `max_attempts` times; `last_error` says why). Internal states, never shown to a visitor.
 */
export const jobState = pgEnum("job_state", ["pending", "running", "done", "dead"]);

/** Background work, durable in the database (server/services/jobs, docs/decisions/0012). */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The job type's name ("mail.send"); a worker claims only the types it has handlers for. */
    type: text().notNull(),
    data: jsonb().notNull().$type<unknown>(),
    state: jobState().notNull().default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Attempts started so far, counted when a worker claims the job. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** How long a claim holds before another worker may take the job again. */
    leaseSeconds: integer().notNull(),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /**
     * At most one live (pending or running) job per key: a recurring job's next run (its type's name),
     * so several store processes never hold two copies of it.
     */
    key: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("jobs_due")
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    index("jobs_leased")
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index("jobs_finished")
      .on(t.finishedAt)
      .where(sql`${t.state} = 'done'`),
    uniqueIndex("jobs_one_live_per_key")
      .on(t.key)
      .where(sql`${t.key} is not null and ${t.state} in ('pending', 'running')`),
  ],
);

/** An outbox mail: `pending` until sent once, `failed` when its job gave up. */
export const mailState = pgEnum("mail_state", ["pending", "sent", "failed"]);

/**
 * Mail the store owes someone, written in the same transaction as the change it reports, so a change
 * that rolls back sends nothing and one that commits is sent even if the process stops at once.
 * The template and its data are kept, not the rendered text: a mail is rendered when it is sent.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid().primaryKey().defaultRandom(),
  to: text().notNull(),
  template: text().notNull(),
  locale: text().notNull().$type<Locale>(),
  data: jsonb().notNull().$type<unknown>(),
  state: mailState().notNull().default("pending"),
  attempts: integer().notNull().default(0),
  lastError: text(),
  /** Where it went: the SMTP server's answer, or the .eml file written without SMTP_URL. */
  delivery: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
