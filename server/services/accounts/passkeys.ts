import { desc, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { passkeys } from "../../db/schema/index.ts";

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The passkeys a user registered, newest first. */
export async function listPasskeys(ctx: RequestContext, userId: string): Promise<PasskeyView[]> {
  return ctx.db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
}
