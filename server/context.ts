import type { Logger } from "pino";
import type { Currency, Locale, Region } from "../core/regions.ts";
import type { SessionKind } from "../core/vocabulary/accounts.ts";
import type { Db } from "./db/client.ts";

/** The signed-in user as the services see it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  isConsultant: boolean;
  isAdmin: boolean;
  hasPassword: boolean;
  /**
   * The session the request was made in: only a FULL one may change credentials, the profile or the
   * address, sign out everywhere, or pay (core/vocabulary/accounts.ts).
   */
  session: { id: string; kind: SessionKind };
  /** Whether the owner of the address has proven it (a link or code used, a verified Google token). */
  emailVerified: boolean;
  /**
   * The consultant acting as this customer, when the session is a consultant's seeing the store as
   * one (server/services/accounts/impersonation.ts): the user above is then the customer, and the
   * session may not change the account or pay (`requireFullSession` refuses it).
   */
  impersonator?: { id: string; email: string; firstName: string | null; orderId: number | null } | null;
}

/** A rate limit: at most `limit` hits in each window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counters by bucket and key (an address, an e-mail), each bucket with its own rule; kept in memory or
 * in Redis by server/services/rate-limit.ts.
 */
export interface Limits {
  consume(bucket: string, key: string, rule: RateLimitRule, hits?: number): Promise<RateLimitDecision>;
  /** Whether one more hit would be allowed, without counting one (for limits counted only on failure). */
  peek(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
}

/** How a cookie the store sets is kept by the browser. */
export interface CookieOptions {
  /** Seconds the browser keeps it; absent: until the browser closes. */
  maxAgeSeconds?: number;
  /** Hidden from scripts in the page (session credentials). */
  httpOnly?: boolean;
}

/** The request's cookies, and the ones its answer sets (Path=/, SameSite=Lax, Secure behind https). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

/** Settings of sign-in the process was started with (from the environment, server/env.ts). */
export interface AuthSettings {
  /** Signs the identity token a sign-in answers (derived from SESSION_SECRET, or this process's own). */
  identityKey: Uint8Array;
  /** Google sign-in, when a client id is configured. */
  google: { clientId: string; jwksUrl: string } | null;
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
  /** The origin the visitor reached the store at (PUBLIC_URL when set): links in mails are built on it. */
  origin: string;
  cookies: CookieJar;
  /** Counters shared by every process when Redis is configured (sign-in attempts, mails sent). */
  limits: Limits;
  auth: AuthSettings;
}
