import type { Logger } from "pino";
import type { Currency, Locale, Region } from "../core/regions.ts";
import type { Db } from "./db/client.ts";

/** The signed-in user as the services see it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isConsultant: boolean;
  isAdmin: boolean;
}

/**
 * Everything a service needs to know about the request it serves. Every service function takes it
 * first.
 */
export interface RequestContext {
  db: Db;
  requestId: string;
  log: Logger;
  /** Region, locale and currency as resolved for this request (docs/product.md#region-choice). */
  region: Region;
  locale: Locale;
  currency: Currency;
  user: SessionUser | null;
  /** Request facts some services read (region suggestion, rate limits). */
  headers: Headers;
  ip: string;
}
