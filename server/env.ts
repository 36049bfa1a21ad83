import { isIP } from "node:net";
import { z } from "zod";

/** Express's "trust proxy": false (nobody), a hop count, or the addresses and ranges of the proxies. */
export type TrustProxy = false | number | string[];

/** A host name or IP address (IPv6 in brackets), with an optional port. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/;

function isProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The environment, validated at boot. A bad value stops the process with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface to listen on; unset listens on every interface (IPv4 and IPv6). */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  GRAPHQL_URL: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/[^/\s])\S*$/, "must be a path (/graphql) or an http(s) URL")
    .default("/graphql"), // the GraphQL endpoint the browser calls
  /**
   * Further host names (with an optional ":port") the store answers for, comma-separated; PUBLIC_URL's
   * host and the loopback names (localhost, 127.0.0.1, [::1]) are always answered. Any other Host is 400.
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const hosts = (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      for (const host of hosts) {
        if (!HOST_PATTERN.test(host))
          ctx.addIssue({ code: "custom", message: `"${host}" is not a host name (example: shop.example or shop.example:8443)` });
      }
      return hosts;
    }),
  /**
   * Which peers may set X-Forwarded-For/-Proto/-Host: unset or "false" trusts none (the address of the
   * connection is the client's); otherwise a hop count or a comma-separated list of addresses, CIDR
   * ranges and the names loopback, linklocal, uniquelocal, as Express's "trust proxy" reads them.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (v === undefined || v === "false" || v === "0") return false;
      if (/^\d+$/.test(v)) return Number(v);
      const entries = v
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!isProxyEntry(entry)) {
          ctx.addIssue({
            code: "custom",
            message: `"${entry}" is not an address, CIDR range, hop count or one of loopback, linklocal, uniquelocal`,
          });
        }
      }
      return entries;
    }),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// URL")
    .optional(),
  /** The From of the store's mails: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address or "Name <address>"')
    .default("Hatton & Vale <hello@localhost>"),
  /** Google sign-in: the OAuth client id ID tokens must be issued for; unset hides Google sign-in. */
  GOOGLE_CLIENT_ID: z.string().min(1).max(200).optional(),
  /** Where Google publishes the keys its ID tokens are signed with. */
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long an anonymous visitor's page is served from memory; 0 switches the page cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Cap on the drawn product images kept on disk (DATA_DIR/media), in megabytes; least recently used go first. */
  MEDIA_CACHE_MB: z.coerce.number().int().min(1).default(1024),
  /** How long an unpaid order holds its stones and ready-to-go units, in hours (1 to 720). */
  RESERVATION_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Seed size for the demo stone inventory created on first start. */
  SEED_STONES: z.coerce.number().int().min(0).optional(),
  GRAPHQL_INTROSPECTION: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")), // GraphQL __schema/__type; unset: on except in production
});

export type Env = z.infer<typeof schema>;

/**
 * Whether the store's public origin (PUBLIC_URL) is https: its cookies are Secure, its answers carry
 * HSTS on every host, and in production it must have SESSION_SECRET.
 */
export function isHttpsOrigin(publicUrl: string | undefined): boolean {
  return publicUrl !== undefined && publicUrl.toLowerCase().startsWith("https:");
}

/**
 * A public store (NODE_ENV=production with an https PUBLIC_URL) refuses to start without
 * SESSION_SECRET: each process would make its own key for what it signs at sign-in (identity tokens,
 * the browsers an account signed in on), unknown to the others and lost at every restart, and image
 * URLs would be signed with a key kept on one disk only.
 */
const withRules = schema.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && isHttpsOrigin(env.PUBLIC_URL) && env.SESSION_SECRET === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message:
        "must be set in production when PUBLIC_URL is https (32+ characters, the same in every process; for example: openssl rand -base64 48)",
    });
  }
});

/**
 * What the log says at start about a setting that works but should not be left so: SESSION_SECRET
 * unset in production (a demo or a store reached over plain http; a public https store refuses to start).
 */
export function environmentWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && env.SESSION_SECRET === undefined) {
    warnings.push(
      "SESSION_SECRET is unset: what is signed at sign-in (identity tokens, known browsers) is known only to this process until it stops, and image URLs are signed with a key kept in DATA_DIR/media. Set it (32+ characters, the same in every process) in production",
    );
  }
  return warnings;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = withRules.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
