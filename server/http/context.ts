import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { resolveCurrency, resolveLocale, type Region } from "../../core/regions.ts";
import { stringifySetCookie } from "cookie";
import type { AuthSettings, CookieJar, RequestContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { createLimits, type Limits } from "../services/rate-limit.ts";
import { readSession } from "../services/accounts/index.ts";
import { isHttpsOrigin } from "../env.ts";
import { requestOrigin } from "./hosts.ts";

/** The request id the store gives every request (the log's `reqId`, the X-Request-Id answered, the reference on error pages). */
export function newRequestId(): string {
  return randomUUID();
}

/**
 * The X-Request-Id a client or proxy sent, when it is a sane token (letters, digits, ".", "_", "-";
 * 8 to 128 characters): logged beside the store's own id (`clientRequestId`) so a proxy's trace can
 * be followed, never used as the store's id (a client could otherwise write any id into the log, or
 * the id of another request).
 */
export function clientRequestId(req: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.-]{8,128}$/.test(incoming) ? incoming : undefined;
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The request's cookies and the Set-Cookie headers of its answer. Every cookie is Path=/ and
 * SameSite=Lax, and Secure whenever the store's public origin (PUBLIC_URL) is https, whatever host or
 * scheme the request reached this process on (a proxy that is not trusted, TRUST_PROXY unset, makes
 * every request look like plain http); without an https PUBLIC_URL, Secure over https and on loopback
 * hosts (where browsers accept Secure over http), so a store reached over plain http on another host
 * still keeps its session. An answer that sets a cookie is `private, no-store`.
 */
export function cookieJar(req: Request, res: Response, publicUrl?: string): CookieJar {
  const header = req.headers.cookie;
  const secure = isHttpsOrigin(publicUrl) || req.secure || LOOPBACK.has(req.hostname);
  const append = (name: string, value: string, maxAge: number | undefined, httpOnly: boolean) => {
    res.append(
      "Set-Cookie",
      stringifySetCookie({ name, value, path: "/", sameSite: "lax", secure, httpOnly, ...(maxAge === undefined ? {} : { maxAge }) }),
    );
    // An answer that sets a cookie is this visitor's alone: no shared cache may keep or replay it.
    res.setHeader("Cache-Control", "private, no-store");
  };
  return {
    get: (name) => readCookie(header, name),
    set: (name, value, options = {}) => append(name, value, options.maxAgeSeconds, options.httpOnly ?? false),
    clear: (name) => append(name, "", 0, false),
  };
}

/** What every request's context shares: counters (in Redis when configured), the public origin. */
export interface ContextShared {
  limits: Limits;
  publicUrl?: string | undefined;
  auth: AuthSettings;
}

/** Sign-in settings with nothing configured: a key of this process for identity tokens, no Google. */
export function processAuthSettings(secret?: string): AuthSettings {
  return { identityKey: secret ? createHmac("sha256", secret).update("identity-token").digest() : randomBytes(32), google: null };
}

const processShared: ContextShared = { limits: createLimits(), auth: processAuthSettings() };

/** Builds the service context of one request for the given region (anonymous: see `withSession`). */
export function buildContext(req: Request, res: Response, db: Db, region: Region, shared: ContextShared = processShared): RequestContext {
  const cookies = req.headers.cookie;
  return {
    db,
    requestId: String(res.locals["requestId"]),
    log: (req as Request & { log: Logger }).log,
    region,
    locale: resolveLocale(region),
    currency: resolveCurrency({ cookie: readCookie(cookies, COOKIE.currency), region }),
    user: null,
    headers: toHeaders(req),
    ip: req.ip ?? "",
    origin: shared.publicUrl ? new URL(shared.publicUrl).origin : (requestOrigin(req) ?? "http://localhost"),
    cookies: cookieJar(req, res, shared.publicUrl),
    limits: shared.limits,
    auth: shared.auth,
  };
}

/** The context with the user of its session cookie, when the cookie names a live session. */
export async function withSession(ctx: RequestContext): Promise<RequestContext> {
  ctx.user = await readSession(ctx);
  return ctx;
}
