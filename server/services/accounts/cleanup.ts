import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oneTimeTokens } from "../../db/schema/index.ts";
import { defineRecurringJob, handleJob, type JobHandler } from "../jobs/index.ts";
import { sweepChallenges } from "./passkeys.ts";
import { sweepSessions } from "./sessions.ts";

/**
 * What sign-in leaves behind once it can serve no one (docs/decisions/0600): sessions past their
 * `expires_at` (a session slides only while it is alive), one-time tokens a day past their expiry
 * (used or not: until then a link opened late is still answered "expired" or "used", not "not
 * found"), and WebAuthn challenges past their expiry. Nothing that can still be used is touched.
 */

export interface AccountsCleanup {
  sessions: number;
  tokens: number;
  challenges: number;
}

export async function cleanUpAccounts(db: Db): Promise<AccountsCleanup> {
  const endedSessions = await sweepSessions(db);
  const tokens = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: oneTimeTokens.id });
  const challenges = await sweepChallenges(db);
  return { sessions: endedSessions, tokens: tokens.length, challenges };
}

/** Hourly, in one store process at a time. */
export const accountsCleanupJob = defineRecurringJob("accounts.clean-up", 3600);

export function accountsCleanupJobHandler(): JobHandler {
  return handleJob(accountsCleanupJob, async (_data, job) => {
    const removed = await cleanUpAccounts(job.db);
    if (removed.sessions || removed.tokens || removed.challenges) job.log.info(removed, "ended sign-in records removed");
  });
}
