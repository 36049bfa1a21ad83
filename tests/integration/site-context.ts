import { pino } from "pino";
import type { AuthSettings, CookieJar, RequestContext } from "../../server/context.ts";
import type { Database } from "../../server/db/client.ts";
import type { Region } from "../../core/regions.ts";
import { createLimits, type Limits } from "../../server/services/rate-limit.ts";
import { resolveCurrency, resolveLocale } from "../../core/regions.ts";

/** A service context for calling services and in-process GraphQL in integration tests. */
export function testContext(
  database: Database,
  options: {
    region?: Region;
    headers?: Record<string, string>;
    ip?: string;
    cookies?: Map<string, string>;
    limits?: Limits;
    auth?: AuthSettings;
  } = {},
): RequestContext {
  const region = options.region ?? "UK";
  return {
    db: database.db,
    requestId: "test-request",
    log: pino({ level: "silent" }),
    region,
    locale: resolveLocale(region),
    currency: resolveCurrency({ region }),
    user: null,
    headers: new Headers(options.headers ?? {}),
    ip: options.ip ?? "127.0.0.1",
    origin: "http://localhost",
    cookies: memoryCookies(options.cookies),
    limits: options.limits ?? createLimits(),
    auth: options.auth ?? { identityKey: new TextEncoder().encode("test identity key, 32 bytes long!"), google: null },
  };
}

/** A cookie jar kept in a map: what a browser would send back on the next request. */
export function memoryCookies(store: Map<string, string> = new Map()): CookieJar & { store: Map<string, string> } {
  return {
    store,
    get: (name) => store.get(name) ?? null,
    set: (name, value) => void store.set(name, value),
    clear: (name) => void store.delete(name),
  };
}
