import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { env, isHttpsOrigin } from "../env.ts";

/** The origin of the GraphQL endpoint the browser calls, when it is not the store's own (" https://api.example"). */
function apiSource(): string {
  const url = env().GRAPHQL_URL;
  return /^https?:\/\//.test(url) ? ` ${new URL(url).origin}` : "";
}

/** Google's sign-in script, button frame and styles, allowed only when Google sign-in is configured. */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";

function googleSignIn(): boolean {
  return env().GOOGLE_CLIENT_ID !== undefined;
}

/**
 * The Content Security Policy. Scripts must come from our origin or be allowed by `scriptSources`
 * (the request's nonce, or the hashes of a cached page's inline scripts); styles allow inline
 * attributes (React style props); frames are refused, except Google's sign-in button when Google
 * sign-in is configured. The browser connects to our origin and to the GraphQL endpoint's when
 * GRAPHQL_URL names another.
 */
export function contentSecurityPolicy(scriptSources: string[], dev = false): string {
  const google = googleSignIn() ? ` ${GOOGLE_SIGN_IN}` : "";
  const scriptSrc = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : ["'self'", ...scriptSources].join(" ") + (google ? ` ${GOOGLE_SIGN_IN}client` : "");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    `frame-src ${google ? GOOGLE_SIGN_IN : "'none'"}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${apiSource()}${google}${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Security headers for every response, with a fresh script nonce per request. `publicUrl`: the store's
 * public origin (PUBLIC_URL); when it is https, every answer carries HSTS.
 */
export function securityHeaders(options: { dev: boolean; publicUrl?: string | undefined }) {
  const httpsStore = isHttpsOrigin(options.publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals["nonce"] = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options.dev));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Google's sign-in popup answers the page that opened it.
    res.setHeader("Cross-Origin-Opener-Policy", googleSignIn() ? "same-origin-allow-popups" : "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // The store is https when its public origin says so, even behind a proxy it was not told to trust
    // (TRUST_PROXY unset): browsers read HSTS only from https answers, so it costs nothing over http.
    if (httpsStore || req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
