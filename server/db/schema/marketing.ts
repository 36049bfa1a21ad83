import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** Marketing data: first- and last-touch attribution sent by the browser. */
export const marketingTouches = pgTable("marketing_touches", {
  id: uuid().primaryKey().defaultRandom(),
  userId: text(),
  clientId: text(),
  sessionId: text(),
  ftUtm: jsonb().$type<Utm>(),
  ltUtm: jsonb().$type<Utm>(),
  gclid: text(),
  fbp: text(),
  fbclid: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
