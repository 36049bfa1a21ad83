import { z } from "zod";
import type { RequestContext } from "../context.ts";
import { marketingTouches } from "../db/schema/index.ts";
import { fromZod, ok, type Result } from "./result.ts";

const text = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => v || null);
const utm = z
  .object({ source: text, medium: text, campaign: text })
  .nullish()
  .transform((v) => v ?? null);

const marketingDataInput = z.object({
  ftUtm: utm,
  ltUtm: utm,
  clientId: text,
  sessionId: text,
  gclid: text,
  fbp: text,
  fbclid: text,
});
export type MarketingDataInput = z.input<typeof marketingDataInput>;

/** Records the attribution the browser collected (sent when the user logs in). */
export async function recordMarketingData(ctx: RequestContext, input: MarketingDataInput): Promise<Result<true>> {
  const parsed = marketingDataInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  await ctx.db.insert(marketingTouches).values({ ...parsed.data, userId: ctx.user?.id ?? null });
  return ok(true);
}
