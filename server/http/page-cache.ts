import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { contentSecurityPolicy } from "./security.ts";
import { requestOrigin } from "./hosts.ts";

/**
 * A short-lived, per-process cache of server-rendered pages (and their `.data` twins) for anonymous
 * visitors. A product or listing page takes tens of milliseconds to render; the same page is served
 * again from memory, already compressed, for `ttlMs`. What a page depends on is part of the key: the
 * origin its links are built on (protocol and host, already limited to the store's hosts), the URL
 * (which carries the region), the currency cookie, whether the visitor chose a region or dismissed
 * the cookie banner, and whether the client is a bot (bots get the whole document at once). Responses
 * that set cookies, are private or are not 200 are never cached. A visitor with credentials is served
 * from the cache only when the store says the page is the one every visitor sees (`sharedPageFor`: a
 * signed-in customer with nothing personal in the page); the page is then rendered without their
 * session, and the browser asks for the personal parts (the name in the header) once it has arrived.
 *
 * A cached page cannot reuse the nonce of the request that rendered it: its nonces are removed and
 * its inline scripts are allowed by their SHA-256 hashes instead.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound of the bytes held (the brotli and gzip copies). */
  maxBytes: number;
  /**
   * For a request whose only credential is the session cookie: whether its visitor sees the page every
   * visitor sees. Such a request is served from the cache and fills it like an anonymous one, and is
   * rendered without the session (`res.locals.renderWithoutSession`). Absent: never.
   */
  sharedPageFor?: (req: Request, res: Response) => Promise<boolean>;
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

/** Cookies or headers that make a response personal (the ring builder's: pages show the visitor's ring). */
const PRIVATE_COOKIES = [COOKIE.sessionId, COOKIE.customerId, COOKIE.userId, COOKIE.ringBuilder];
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
const SKIPPED_HEADERS = new Set([
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

/** A request whose answer is personal: it carries credentials (session cookies, Authorization, a sign-in token). */
function isPrivateRequest(req: Request): boolean {
  if (req.headers.authorization) return true;
  const cookies = req.headers.cookie;
  if (PRIVATE_COOKIES.some((name) => readCookie(cookies, name) !== null)) return true;
  return "authToken" in req.query;
}

/** A request whose only credential is the session cookie (no other private cookie, header or token). */
function onlySession(req: Request): boolean {
  const cookies = req.headers.cookie;
  if (readCookie(cookies, COOKIE.sessionId) === null || req.headers.authorization || "authToken" in req.query) return false;
  return PRIVATE_COOKIES.every((name) => name === COOKIE.sessionId || readCookie(cookies, name) === null);
}

/** The key of a page: what it depends on. `shared`: a request with a session whose page is everyone's. */
function cacheKey(req: Request, shared = false): string | null {
  if (req.method !== "GET") return null;
  if (!shared && isPrivateRequest(req)) return null;
  const origin = requestOrigin(req);
  if (!origin) return null;
  const cookies = req.headers.cookie;
  const ua = req.headers["user-agent"];
  return [
    origin,
    ua && isbot(ua) ? "bot" : "person",
    readCookie(cookies, COOKIE.currency) ?? "",
    readCookie(cookies, COOKIE.locale) ? "chosen" : "",
    readCookie(cookies, COOKIE.cookiesDismissed) !== null ? "dismissed" : "",
    req.originalUrl,
  ].join("|");
}

/** Inline, executable scripts of an HTML document, for their CSP hashes. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "").digest("base64")}'`);
  }
  return [...hashes];
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
   * The key of the request's page, or null when its answer is not for the cache. A signed-in visitor
   * whose page is everyone's has the anonymous key: served a stored page, or, when the page has been
   * stored before (so it is not personal), rendered without the session to be stored again.
   */
  const keyFor = async (req: Request, res: Response): Promise<string | null> => {
    if (options.ttlMs <= 0) return null;
    const key = cacheKey(req);
    if (key || !options.sharedPageFor || req.method !== "GET" || !onlySession(req)) return key;
    const sharedKey = cacheKey(req, true);
    if (!sharedKey || !(entries.has(sharedKey) || shared.has(sharedKey))) return null;
    if (!(await options.sharedPageFor(req, res))) return null;
    res.locals["renderWithoutSession"] = true;
    return sharedKey;
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    let key: string | null;
    try {
      key = await keyFor(req, res);
    } catch (err) {
      req.log?.warn({ err }, "page cache: could not tell whether the page is shared");
      key = null;
    }
    if (!key) return next();
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      entries.delete(key);
      entries.set(key, hit);
      send(req, res, hit);
      return;
    }
    if (hit) remove(key);
    res.setHeader("X-Page-Cache", "miss");

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
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        capturing &&
        res.statusCode === 200 &&
        CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? "")) &&
        !res.getHeader("set-cookie") &&
        !/private|no-store/.test(cacheControl)
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
    const personal = isPrivateRequest(req);
    res.vary("Cookie");
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (personal || res.getHeader("set-cookie")) res.setHeader("Cache-Control", "private, no-store");
      else if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", "no-cache");
      return writeHead(...args);
    }) as Response["writeHead"];
    next();
  };
}
