import type { Db } from "../../server/db/client.ts";
import { accountMailJobHandler } from "../../server/services/accounts/index.ts";
import { runPendingJobs } from "../../server/services/jobs/index.ts";
import { mailJobHandler, type Mailer, type OutgoingMail } from "../../server/services/mail/index.ts";

/** A transport that keeps the mails it is given, rendered (subject, HTML, text), instead of sending them. */
export function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: "smtp",
    sent,
    async send(mail) {
      sent.push(mail);
      return `memory: ${sent.length}`;
    },
    close: () => undefined,
  };
}

/** Runs the account mail jobs queued so far: the sign-in and reset mails they make are then in the outbox. */
export async function runAccountMailJobs(db: Db): Promise<void> {
  await runPendingJobs(db, [accountMailJobHandler()]);
}

/**
 * Runs the account mail jobs queued so far (sign-in and reset requests) and sends the mail queued by
 * them and by committed `queueMail` calls, answering it, rendered in each
 * recipient's locale: what a test reads the sign-in link and code from.
 */
export async function deliverQueuedMail(db: Db): Promise<OutgoingMail[]> {
  const mailer = memoryMailer();
  await runPendingJobs(db, [accountMailJobHandler(), mailJobHandler(mailer)]);
  return mailer.sent;
}
