import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { parseCurrency, splitRegionPath } from "../../core/regions.ts";
import { pageQuery } from "../../core/urls/page-query.ts";
import { contentSecurityPolicy } from "./security.ts";
import { requestOrigin } from "./hosts.ts";

/**
 * A short-lived, per-process cache of server-rendered pages (and their `.data` twins) for anonymous
 * visitors. A product or listing page takes tens of milliseconds to render; the same page is served
 * again from memory, already compressed, for `ttlMs`. The key holds what changes the page and nothing
 * else: the origin its links are built on (protocol and host, already limited to the store's hosts),
 * the path (which carries the region), the part of the query the page reads (`pageQuery`: a
 * utm_* or any unknown parameter shares the page of the address without it, and the page is
 * rendered without them, so that no visitor's parameters are kept in it), the currency the
 * currency cookie names, whether the visitor chose a region or dismissed the cookie banner, and
 * whether the client is a bot (bots get the whole document at once). Any other cookie changes nothing
 * and is not looked at. Responses that set cookies, that the page itself says are private, or that
 * are not 200 are never cached. A visitor with a credential (a session or ring builder cookie) is
 * asked about (`visitorOf`): one the store does not know (a session that has ended, a cookie it did
 * not sign) is anyone; a signed-in customer with nothing personal in the page is served the page
 * every visitor sees, rendered without their session, and the browser asks for the personal parts
 * (the name in the header) once it has arrived; anyone else gets their own page, never kept.
 *
 * A cached page cannot reuse the nonce of the request that rendered it: its nonces are removed and
 * its inline scripts are allowed by their SHA-256 hashes instead.
 */
/**
 * Who a request with a credential is, for the cache: `anyone`, a credential the store does not know
 * (served and filling the cache like an anonymous request); `shared`, a visitor who sees the page every
 * visitor sees (served the kept page, and rendering it without the session when it was kept before);
 * `personal`, a visitor with pages of their own (never served nor kept).
 */
export type CacheVisitor = "anyone" | "shared" | "personal";

export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound of the bytes held (the brotli and gzip copies). */
  maxBytes: number;
  /**
   * For a request with a credential (`hasCredential`): who its visitor is. A visitor served the
   * shared page is rendered without the session (`res.locals.renderWithoutSession`). `stored`: whether
   * the page is kept or was kept before; when it is not, a signed-in visitor is rendered with their
   * session whoever they are, so `personal` may be answered without asking whether their pages are
   * everyone's. Absent: personal.
   */
  visitorOf?: (req: Request, res: Response, stored: boolean) => Promise<CacheVisitor>;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  csp: string | null;
  /**
   * The page is kept compressed only: a client that takes neither encoding (rare) gets the gzip copy
   * inflated. The copies are kept as Latin-1 strings (a character a byte), in V8's heap, not as
   * Buffers: a Buffer of their size (20-60 KB) comes from the C allocator's main heap, where copies that
   * lived a minute among blocks that outlive them left it about 35 MB larger after the first burst, free
   * but never returned (glibc returns only the top of it). V8 compacts its heap and returns the pages
   * it empties when the store collects after a burst (server/http/idle-collection.ts).
   */
  br: string;
  gzip: string;
  size: number;
}

/** The cookies that can make a page the visitor's own: the session, and the ring builder's (pages show the visitor's ring). */
const CREDENTIAL_COOKIES = [COOKIE.sessionId, COOKIE.ringBuilder];
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
const SKIPPED_HEADERS = new Set([
  "cache-control",
  "content-security-policy",
  "x-request-id",
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "transfer-encoding",
  "keep-alive",
  "x-page-cache",
  "vary",
]);
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** Keys of pages known to be the same for every visitor, remembered after the pages expire. */
const MAX_SHARED_KEYS = 20_000;

/** What a page varies by, besides its address: the cookies read below, and the compression. */
const PAGE_VARY = "Cookie, Accept-Encoding";

/** Whether a request carries a cookie that can make its page the visitor's own (a session, a ring builder). */
export function hasCredential(req: Request): boolean {
  const cookies = req.headers.cookie;
  return CREDENTIAL_COOKIES.some((name) => readCookie(cookies, name) !== null);
}

/** A sign-in link's request (`authToken`): it signs the visitor in, so it is never served from the cache. */
function isSignInLink(req: Request): boolean {
  return "authToken" in req.query;
}

/**
 * A request whose answer must not be kept by a browser or proxy for anyone else: it carries a
 * credential (a session or ring builder cookie, an Authorization header) or a sign-in token.
 */
export function isPersonalRequest(req: Request): boolean {
  return hasCredential(req) || req.headers.authorization !== undefined || isSignInLink(req);
}

/** The request's path and its query split by what the page reads (`pageQuery`). */
interface PageAddress {
  path: string;
  /** The query that changes the page (`PageQuery.key`). */
  query: string;
  owned: string;
  foreign: string;
}

function pageAddress(req: Request): PageAddress {
  const url = req.originalUrl;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const { key, owned, foreign } = pageQuery(splitRegionPath(path).path, q === -1 ? "" : url.slice(q + 1));
  return { path, query: key, owned, foreign };
}

/** A page the cache may serve: its key, what changes it (see the module's comment), and its address. */
interface CachedPage {
  key: string;
  address: PageAddress;
}

function cacheKey(req: Request): CachedPage | null {
  if (req.method !== "GET" || isSignInLink(req)) return null;
  const origin = requestOrigin(req);
  if (!origin) return null;
  const cookies = req.headers.cookie;
  const ua = req.headers["user-agent"];
  const address = pageAddress(req);
  const { path, query } = address;
  const key = [
    origin,
    ua && isbot(ua) ? "bot" : "person",
    parseCurrency(readCookie(cookies, COOKIE.currency)) ?? "",
    readCookie(cookies, COOKIE.locale) ? "chosen" : "",
    readCookie(cookies, COOKIE.cookiesDismissed) !== null ? "dismissed" : "",
    query ? `${path}?${query}` : path,
  ].join("|");
  return { key, address };
}

/**
 * A page that may be kept is rendered for its address without the parameters it does not read, so
 * that the copy kept is the page every visitor of that address gets (a link that keeps the query,
 * such as the ring builder's "from", carries none of one visitor's parameters to the next). A
 * redirect keeps them, as a page's own 301 does (`moved`).
 */
function renderWithoutForeignParameters(req: Request, res: Response, { path, owned, foreign }: PageAddress): void {
  if (!foreign) return;
  const url = owned ? `${path}?${owned}` : path;
  req.url = url;
  req.originalUrl = url;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const location = res.getHeader("location");
    if (status >= 300 && status < 400 && typeof location === "string" && location.startsWith("/") && !location.startsWith("//")) {
      const hash = location.indexOf("#");
      const [target, fragment] = hash === -1 ? [location, ""] : [location.slice(0, hash), location.slice(hash)];
      res.setHeader("Location", `${target}${target.includes("?") ? "&" : "?"}${foreign}${fragment}`);
    }
    return writeHead(...args);
  }) as Response["writeHead"];
}

/** Inline, executable scripts of an HTML document, for their CSP hashes. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The Cache-Control the page itself set (a loader's headers), before `pageHeaders` marked the answer
 * private for a visitor with a credential; the header as it is when `pageHeaders` did not run.
 */
function pageCacheControl(res: Response): string {
  const own = res.locals["pageCacheControl"] as string | undefined;
  return own ?? String(res.getHeader("cache-control") ?? "");
}

/** The Set-Cookie headers of an answer so far. */
function setCookieCount(res: Response): number {
  const header = res.getHeader("set-cookie");
  return header === undefined ? 0 : Array.isArray(header) ? header.length : 1;
}

/**
 * The brotli and gzip copies of a stored page are made on the main thread, once per page and TTL (about
 * a millisecond for a 100 KB page at these levels): compressing on the thread pool would leave each of
 * its threads a C-allocator arena of tens of megabytes that is never given back after a burst of load.
 */
export function compressPage(raw: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip: gzipSync(raw, { level: 6 }),
  };
}

function prepare(res: Response, body: Buffer, ttlMs: number): Entry {
  let raw = body;
  let csp: string | null = null;
  const type = String(res.getHeader("content-type") ?? "");
  if (type.startsWith("text/html")) {
    const nonce = String(res.locals["nonce"] ?? "");
    let html = body.toString("utf8");
    if (nonce) html = html.split(` nonce="${nonce}"`).join("");
    csp = contentSecurityPolicy(inlineScriptHashes(html));
    raw = Buffer.from(html, "utf8");
  }
  const { br, gzip: gz } = compressPage(raw);
  const copies = { br: br.toString("latin1"), gzip: gz.toString("latin1") };
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !SKIPPED_HEADERS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]);
  // The page's own Cache-Control, not the one its visitor's credential gave this answer (pageHeaders).
  const own = pageCacheControl(res);
  if (own) headers.push(["cache-control", own]);
  return { expires: Date.now() + ttlMs, status: res.statusCode, headers, csp, ...copies, size: br.length + gz.length };
}

function send(req: Request, res: Response, entry: Entry): void {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
  res.setHeader("Vary", PAGE_VARY);
  res.setHeader("X-Page-Cache", "hit");
  const accepted = String(req.headers["accept-encoding"] ?? "");
  let body: string | Buffer;
  if (/\bbr\b/.test(accepted)) {
    res.setHeader("Content-Encoding", "br");
    body = entry.br;
  } else if (/\bgzip\b/.test(accepted)) {
    res.setHeader("Content-Encoding", "gzip");
    body = entry.gzip;
  } else {
    body = gunzipSync(Buffer.from(entry.gzip, "latin1"));
  }
  // A copy's string has a character for each byte, so its length is its length in bytes.
  res.setHeader("Content-Length", body.length);
  if (typeof body === "string") res.end(body, "latin1");
  else res.end(body);
}

export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const old = entries.get(key);
    if (old) {
      bytes -= old.size;
      entries.delete(key);
    }
  };
  // Pages stored before (their keys outlive them): known to be the same for every visitor, so a
  // signed-in visitor's request for one may render it without the session and store it again. A page
  // that is personal (it says private) is never stored, so it is never here. Bounded, oldest out.
  const shared = new Set<string>();
  const store = (key: string, entry: Entry) => {
    if (entry.size > options.maxBytes / 4) return;
    shared.delete(key);
    shared.add(key);
    if (shared.size > MAX_SHARED_KEYS) shared.delete(shared.values().next().value!);
    remove(key);
    entries.set(key, entry);
    bytes += entry.size;
    // Least recently used first: Map keeps insertion order and hits re-insert.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  /**
   * Drops the pages that have expired, so that the memory of a burst is given back once it is over:
   * run every quarter of the TTL, a page is gone at most 1.25 TTLs after it was stored.
   */
  const sweep = (now = Date.now()) => {
    for (const [key, entry] of entries) if (entry.expires <= now) remove(key);
  };
  if (options.ttlMs > 0) setInterval(sweep, Math.max(1_000, options.ttlMs / 4)).unref();

  /**
   * The request's page, or null when its answer is not for the cache. A visitor with a credential the
   * store does not know is anyone: the page is rendered without it. A signed-in visitor whose page is
   * everyone's has the same key: served a stored page, or, when the page has been stored before (so it
   * is not personal), rendered without the session to be stored again. Whether their page is
   * everyone's is asked only then (`stored`): a page never stored is rendered with their session.
   */
  const pageFor = async (req: Request, res: Response): Promise<CachedPage | null> => {
    if (options.ttlMs <= 0) return null;
    const page = cacheKey(req);
    if (!page || !hasCredential(req)) return page;
    if (!options.visitorOf) return null;
    const stored = entries.has(page.key) || shared.has(page.key);
    const cacheControl = res.getHeader("cache-control");
    const visitor = await options.visitorOf(req, res, stored);
    // A cookie cleared while telling who the visitor is (an ended session's) is this answer's, not the
    // page's: the answer still says private (pageHeaders), the page may be kept.
    if (cacheControl === undefined) res.removeHeader("cache-control");
    else res.setHeader("cache-control", cacheControl);
    if (visitor === "personal") return null;
    if (visitor === "shared" && !stored) return null;
    res.locals["renderWithoutSession"] = true;
    return page;
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    let page: CachedPage | null;
    try {
      page = await pageFor(req, res);
    } catch (err) {
      req.log?.warn({ err }, "page cache: could not tell whether the page is shared");
      page = null;
    }
    if (!page) return next();
    const { key, address } = page;
    // Cookies set while telling who the visitor is (an ended session's cookie cleared) are not the page's.
    const cookiesBefore = setCookieCount(res);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      entries.delete(key);
      entries.set(key, hit);
      send(req, res, hit);
      return;
    }
    if (hit) remove(key);
    res.setHeader("X-Page-Cache", "miss");
    renderWithoutForeignParameters(req, res, address);

    // Keep a copy of what is written (before compression) and store it once the response ends.
    const chunks: Buffer[] = [];
    let captured = 0;
    let capturing = true;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (!capturing || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      captured += buffer.length;
      if (captured > MAX_PAGE_BYTES) capturing = false;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (
        capturing &&
        res.statusCode === 200 &&
        CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? "")) &&
        setCookieCount(res) === cookiesBefore &&
        !/private|no-store/.test(pageCacheControl(res))
      ) {
        try {
          store(key, prepare(res, Buffer.concat(chunks), options.ttlMs));
        } catch (err) {
          req.log?.warn({ err }, "page cache: could not store a page");
        }
      }
      return result;
    }) as Response["end"];
    next();
  };
  /** `heldBytes()`: the bytes the cache holds now; `sweep(now)`: drops what has expired by `now` (also run every `ttlMs / 4`). */
  return Object.assign(middleware, { heldBytes: () => bytes, sweep });
}

/**
 * Caching headers of every page and page-data response: a page that depends on the visitor's
 * credentials, or that sets a cookie, is `private, no-store`; any other page is `no-cache` (it depends
 * on cookies a visitor can change at any time, so a browser or proxy must ask again); both name what
 * they vary by. A Cache-Control set by the page itself is kept.
 */
export function pageHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    const personal = isPersonalRequest(req);
    res.vary("Cookie");
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      // What the page said itself, before this marks the answer for its visitor (writeHead may be
      // called again through another wrapper, after this has set it).
      if (res.locals["pageCacheControl"] === undefined) res.locals["pageCacheControl"] = String(res.getHeader("cache-control") ?? "");
      if (personal || res.getHeader("set-cookie")) res.setHeader("Cache-Control", "private, no-store");
      else if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", "no-cache");
      return writeHead(...args);
    }) as Response["writeHead"];
    next();
  };
}
