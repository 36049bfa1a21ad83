/**
 * What never reaches the log. A secret added to the store (a new cookie, header or query parameter
 * that carries a credential, a password or payment field) joins one of these lists.
 */

/** Request and response headers that carry credentials. */
const SECRET_HEADERS = ["cookie", "authorization", "proxy-authorization", "x-api-key", "set-cookie"] as const;

/**
 * Query parameters whose values are credentials or personal secrets (compared case-insensitively):
 * sign-in links, password-reset and confirmation codes, API keys, payment data.
 */
const SECRET_QUERY_PARAMS = [
  "authtoken",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "hash",
  "code",
  "password",
  "secret",
  "signature",
  "sig",
  "key",
  "apikey",
  "api_key",
  "session",
  "sessionid",
  "otp",
  "card",
  "cardnumber",
  "cvc",
  "cvv",
  "iban",
] as const;

/**
 * Paths for pino's `redact` on the root logger: the same headers wherever a request or response is
 * logged, and secret fields of logged objects.
 */
export const LOG_REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`]),
  "*.password",
  "*.token",
  "*.authToken",
  "*.cardNumber",
  "*.cvc",
];

export const REDACTED = "[Redacted]";

const secretParams = new Set<string>(SECRET_QUERY_PARAMS);

function isSecretQueryParam(name: string): boolean {
  return secretParams.has(name.toLowerCase().replace(/\[\]$/, ""));
}

/** A URL (path and query) with the values of secret query parameters replaced by "[Redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const hashAt = url.indexOf("#", q);
  const query = url.slice(q + 1, hashAt === -1 ? undefined : hashAt);
  const parts = query.split("&").map((part) => {
    const eq = part.indexOf("=");
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
    } catch {
      // a malformed name is logged as it came
    }
    return isSecretQueryParam(name) ? `${rawName}=${encodeURIComponent(REDACTED)}` : part;
  });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

/** A copy of parsed query values with secret parameters replaced (nested objects included). */
function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== "object") return query;
  if (Array.isArray(query)) return query.map(redactQuery);
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, isSecretQueryParam(k) ? REDACTED : redactQuery(v)]));
}

/** A copy of a headers object with the credential headers replaced. */
function redactHeaders<T extends Record<string, unknown>>(headers: T | undefined): T | undefined {
  if (!headers) return headers;
  const copy: Record<string, unknown> = { ...headers };
  for (const name of Object.keys(copy)) if ((SECRET_HEADERS as readonly string[]).includes(name.toLowerCase())) copy[name] = REDACTED;
  return copy as T;
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

interface SerializedResponse {
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http serializers: requests and responses as usual, with every secret above redacted. */
export const redactingSerializers = {
  req: (req: SerializedRequest) => ({
    ...req,
    url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
    query: redactQuery(req.query),
    headers: redactHeaders(req.headers),
  }),
  res: (res: SerializedResponse) => ({ ...res, headers: redactHeaders(res.headers) }),
};
