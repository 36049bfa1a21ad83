import type { NextFunction, Request, Response } from "express";
import { normalisePath, safeLocalPath } from "../../core/urls/local-path.ts";

/** The methods the store answers; any other (TRACE, CONNECT, WebDAV verbs…) is 405. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * Makes every Location header the response sets a path on this store (`safeLocalPath`), whoever sets
 * it: Express's res.redirect, a page loader's redirect, or any middleware. The store never redirects
 * to another host.
 */
function keepRedirectsLocal(res: Response): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() === "location") {
      const target = Array.isArray(value) ? String(value[0] ?? "/") : String(value);
      return setHeader(name, safeLocalPath(target));
    }
    return setHeader(name, value);
  }) as Response["setHeader"];
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send(message);
}

/**
 * The first thing every request meets, so that the HTTP layer and the page router read one and the
 * same path:
 * - a method the store does not answer is 405 (with Allow);
 * - a path with malformed percent-encoding ("%ff", "%zz", an overlong "%c0%af") or raw characters that
 *   should have been encoded is 400;
 * - a path that a URL parser would read differently (dot segments, encoded or not; backslashes;
 *   repeated slashes) answers 301 with its one spelling for GET and HEAD, 400 otherwise.
 */
export function edgeGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    keepRedirectsLocal(res);
    const method = req.method.toUpperCase();
    if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return refuse(res, 405, `The method ${method.slice(0, 20)} is not allowed.`);
    }
    const url = req.originalUrl;
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? "" : url.slice(q);
    if (!path.startsWith("/") || /[^\x21-\x7e]/.test(path))
      return refuse(res, 400, "The address has characters that must be percent-encoded.");
    try {
      decodeURIComponent(path);
    } catch {
      return refuse(res, 400, "The address has malformed percent-encoding.");
    }
    const normal = normalisePath(path);
    if (normal !== path) {
      if (method !== "GET" && method !== "HEAD") return refuse(res, 400, "The address has dot segments, backslashes or repeated slashes.");
      return res.redirect(301, `${normal}${query}`);
    }
    next();
  };
}
