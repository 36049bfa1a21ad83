import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { resolveCurrency, resolveLocale, type Region } from "../../core/regions.ts";
import type { RequestContext } from "../context.ts";
import type { Db } from "../db/client.ts";

/** The request id: a sane incoming X-Request-Id (from a proxy) or a new one. */
export function requestIdFor(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** Builds the service context of one request for the given region. */
export function buildContext(req: Request, res: Response, db: Db, region: Region): RequestContext {
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
  };
}
