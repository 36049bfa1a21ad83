import type { NextFunction, Request, Response } from "express";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";

/** Host names a machine always calls itself: the store answers them on any port. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The hosts the store answers for: PUBLIC_URL's host name and the loopback names on any port, and each
 * ALLOWED_HOSTS entry (on its port when it names one, else on any).
 */
export interface HostPolicy {
  /** The configured canonical origin (PUBLIC_URL), if any. */
  publicUrl?: string;
  /** Further "host" or "host:port" entries, lower case. */
  allowedHosts?: readonly string[];
}

export interface Hosts {
  /** Whether a request to this host (as in a Host header: name and optional port) is answered. */
  allows(host: string): boolean;
  /** Whether a browser page on this origin may call the store's API with the visitor's cookies. */
  isStoreOrigin(origin: string, req: Request): boolean;
}

function splitHost(host: string): { name: string; port: string } {
  const offset = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  return colon === -1 ? { name: host, port: "" } : { name: host.slice(0, colon), port: host.slice(colon + 1) };
}

/**
 * The origin the page router sees for a request, computed exactly as @react-router/express builds its
 * Request URL (the request's protocol and host name, with X-Forwarded-* only from trusted proxies, and
 * the port of X-Forwarded-Host or Host). Canonical, alternate and JSON-LD links are built on it when
 * PUBLIC_URL is unset. Null when it is not a valid origin.
 */
export function requestOrigin(req: Request): string | null {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  const name = req.hostname?.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${req.protocol}://${name}${port === undefined ? "" : `:${port}`}`).origin;
  } catch {
    return null;
  }
}

export function createHosts(policy: HostPolicy): Hosts {
  const anyPort = new Set(LOOPBACK_HOSTS);
  const exact = new Set<string>();
  const publicOrigin = policy.publicUrl ? new URL(policy.publicUrl).origin : null;
  if (policy.publicUrl) anyPort.add(new URL(policy.publicUrl).hostname);
  for (const entry of policy.allowedHosts ?? []) {
    const { name, port } = splitHost(entry.toLowerCase());
    if (port) exact.add(`${name}:${port}`);
    else anyPort.add(name);
  }
  const allows = (host: string): boolean => {
    const lower = host.toLowerCase();
    return exact.has(lower) || anyPort.has(splitHost(lower).name);
  };
  return {
    allows,
    isStoreOrigin(origin, req) {
      if (origin === publicOrigin) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.origin !== origin || (url.protocol !== "https:" && url.protocol !== "http:")) return false;
      // The page's own origin, or a host named in ALLOWED_HOSTS; never merely a loopback name.
      return origin === requestOrigin(req) || exact.has(url.host) || (anyPort.has(url.hostname) && !LOOPBACK_HOSTS.includes(url.hostname));
    },
  };
}

/**
 * Answers 400 for a host the store does not answer for (Host, or X-Forwarded-Host from a trusted
 * proxy), so that no request can make the store build its links on another host.
 */
export function hostGuard(hosts: Hosts) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = requestOrigin(req);
    if (req.hostname && origin && hosts.allows(new URL(origin).host)) return next();
    res.status(400).type("text/plain").setHeader("Cache-Control", "no-store");
    res.send("This store does not answer for that host.");
  };
}

/** Request headers a page of the store may send to /graphql from another of its origins. */
const CORS_HEADERS = ["content-type", "accept-language", CSRF_HEADER];

/**
 * CORS for /graphql: only the store's own origins (PUBLIC_URL, ALLOWED_HOSTS, the page's own) are
 * granted, with credentials; any other Origin gets no CORS header at all, so a browser keeps other
 * sites from reading the answer or sending the CSRF header. Preflights are answered here.
 */
export function graphqlCors(hosts: Hosts) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary("Origin");
    const origin = req.get("origin");
    const granted = origin !== undefined && hosts.isStoreOrigin(origin, req);
    if (granted) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
    }
    if (req.method === "OPTIONS") {
      if (granted) {
        res.setHeader("Access-Control-Allow-Methods", "GET, POST");
        res.setHeader("Access-Control-Allow-Headers", CORS_HEADERS.join(", "));
        res.setHeader("Access-Control-Max-Age", "600");
      }
      res.status(204).setHeader("Content-Length", "0");
      return res.end();
    }
    // The decision is made: the GraphQL server's own CORS handling (which would grant any Origin,
    // with credentials) must not see the header and make another.
    delete req.headers.origin;
    next();
  };
}
