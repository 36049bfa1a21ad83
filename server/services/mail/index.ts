/**
 * Outgoing mail through an outbox (docs/decisions/0012).
 *
 * `queueMail(tx, mail)` writes the mail to `mail_outbox` and a `mail.send` job in the caller's
 * transaction: a change that rolls back sends nothing, one that commits is sent even if the process
 * stops right after. The store's job worker (server/index.ts) renders the mail in the customer's
 * locale (server/mail) and hands it to nodemailer: SMTP when SMTP_URL is set, else an .eml file in
 * DATA_DIR/outbox. The row is marked sent as soon as the transport has taken it, and a job that runs
 * again for a sent row does nothing, so each mail goes out once; a failed send is tried again with
 * backoff and the row is `failed` when its job gives up.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { isEmailAddress } from "../../../core/account.ts";
import type { Locale } from "../../../core/regions.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { MAIL_TEMPLATES, renderMail, type MailTemplate, type MailTemplateData, type RenderedMail } from "../../mail/templates.tsx";
import { defineJobType, enqueueJob, exponentialBackoff, handleJob, type JobHandler } from "../jobs/index.ts";

export { MAIL_TEMPLATES, renderMail, type MailTemplate, type MailTemplateData, type RenderedMail };

/** A mail to queue: the template names the data it needs. */
export type MailRequest = {
  [K in MailTemplate]: { to: string; template: K; locale: Locale; data: MailTemplateData[K] };
}[MailTemplate];

/** Sends one outbox row. Tried 8 times over about an hour (30 s, doubling), each claim held 2 minutes. */
export const sendMailJob = defineJobType<{ outboxId: string }>("mail.send", {
  maxAttempts: 8,
  leaseSeconds: 120,
  backoffSeconds: exponentialBackoff(30, 3600),
});

/** Longest a transport may take over one mail: well inside the job's lease, so no other worker sends it meanwhile. */
const SEND_TIMEOUT_MS = 90_000;

function checkUrl(url: string, field: string): void {
  if (!/^https?:\/\/[^\s/]/.test(url)) throw new Error(`queueMail: ${field} must be an absolute http(s) URL`);
}

/**
 * Queues a mail in `db`, which should be the transaction of the change the mail reports. Answers the
 * outbox row's id. A bad address or link is the caller's mistake and throws (rolling the change back).
 */
export async function queueMail(db: Db, mail: MailRequest): Promise<string> {
  const to = mail.to.trim();
  if (!isEmailAddress(to)) throw new Error("queueMail: not an e-mail address");
  if (!MAIL_TEMPLATES.includes(mail.template)) throw new Error(`queueMail: unknown template "${String(mail.template)}"`);
  switch (mail.template) {
    case "magic-link":
      checkUrl(mail.data.url, "url");
      if (!mail.data.code) throw new Error("queueMail: the magic link needs its code");
      break;
    case "password-reset":
      checkUrl(mail.data.url, "url");
      break;
    case "welcome":
      checkUrl(mail.data.url, "url");
      if ((mail.data.code === null) !== (mail.data.expiresDays === null))
        throw new Error("queueMail: a welcome's code goes with its lifetime");
      break;
    case "sign-in-link":
      checkUrl(mail.data.url, "url");
      break;
  }
  // A savepoint inside the caller's transaction (or a transaction of its own): the row and its job go together.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ to, template: mail.template, locale: mail.locale, data: mail.data })
      .returning({ id: mailOutbox.id });
    await enqueueJob(tx as unknown as Db, sendMailJob, { outboxId: row!.id });
    return row!.id;
  });
}

/** One rendered mail for a transport. */
export interface OutgoingMail extends RenderedMail {
  id: string;
  to: string;
  template: MailTemplate;
}

/** Hands mail over to SMTP or the outbox folder; answers where it went. */
export interface Mailer {
  /** "smtp" or "file", for the log. */
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); without it mails are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/** The domain of the From address, for stable Message-IDs: a mail sent twice carries the same one. */
function messageDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

export function createMailer(options: MailerOptions): Mailer {
  const domain = messageDomain(options.from);
  const headersOf = (mail: OutgoingMail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.id}@${domain}>`,
  });

  if (options.smtpUrl) {
    // Timeouts the URL does not set keep one send inside the job's lease.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 45_000,
    });
    return {
      kind: "smtp",
      async send(mail) {
        const info = await withTimeout(transport.sendMail(headersOf(mail)), SEND_TIMEOUT_MS, "the SMTP server did not answer in time");
        if (info.rejected.length > 0) throw new Error(`the SMTP server refused ${info.rejected.length} recipient(s): ${info.response}`);
        return `smtp: ${info.response}`;
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await transport.sendMail(headersOf(mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const path = join(options.outboxDir, `${stamp}-${mail.template}-${mail.id}.eml`);
      await writeFile(path, info.message as Buffer);
      return `file: ${path}`;
    },
    close: () => transport.close(),
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Links and codes sign someone in or set their password: once a mail is sent (or given up), its row
 * keeps the rest of its data but not them.
 */
const withoutSecrets = sql`${mailOutbox.data} - 'url' - 'code'`;

/** The `mail.send` job: renders the outbox row, sends it once, records where it went. */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return handleJob(sendMailJob, async ({ outboxId }, job) => {
    const db = job.db;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    // Already sent (a run after a crash between sending and finishing the job) or gone: nothing to do.
    if (!row || row.state !== "pending") return;
    try {
      const rendered = await renderMail(row.template as MailTemplate, row.locale, row.data as never);
      const delivery = await mailer.send({ id: row.id, to: row.to, template: row.template as MailTemplate, ...rendered });
      await db
        .update(mailOutbox)
        .set({
          state: "sent",
          sentAt: sql`now()`,
          attempts: sql`${mailOutbox.attempts} + 1`,
          delivery,
          lastError: null,
          data: withoutSecrets,
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, "pending")));
      job.log.info(
        { mail: row.id, template: row.template, delivery },
        mailer.kind === "file" ? `mail written to ${delivery.slice("file: ".length)}` : "mail sent",
      );
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          ...(job.lastAttempt ? { state: "failed" as const, data: withoutSecrets } : {}),
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, "pending")));
      throw error;
    }
  });
}
