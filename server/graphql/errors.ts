import { GraphQLError } from "graphql";

/** The error categories (docs/product.md#error-categories), carried in `extensions.category`. */
export type ErrorCategory = "validation" | "coercion_error" | "authorization" | "rateLimit" | "notFound" | "internal";

export interface Violation {
  /** Where the bad value is, e.g. ["customer", "email"]. */
  path: string[];
  message: string;
}

/** Several bad values at once (category validation): each shown under its field. */
export class ValidationError extends GraphQLError {
  constructor(violations: Violation[]) {
    super(violations.map((v) => `${v.path.join(".")}: ${v.message}`).join("; "), {
      extensions: { category: "validation", violations },
    });
  }
}

/** One bad argument (category coercion_error), shown under its field. */
export class CoercionError extends GraphQLError {
  constructor(path: string[], message: string) {
    super(message, { extensions: { category: "coercion_error", violations: [{ path, message }] } });
  }
}

/** Not signed in, or not allowed: the browser clears its signed-in user. */
export class AuthorizationError extends GraphQLError {
  constructor(message = "Please sign in again.") {
    super(message, { extensions: { category: "authorization" } });
  }
}

/**
 * Too many tries (category rateLimit, `retryAfter` seconds). Over HTTP the answer is 429 with a
 * Retry-After header, whichever limit refused: the mutation limit before anything runs, or a service's
 * own (sign-in, mail) from a resolver (`extensions.http` is read by Yoga and not sent).
 */
export class RateLimitError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super("Too many requests. Please try again shortly.", {
      extensions: { category: "rateLimit", retryAfter: seconds, http: { status: 429, headers: { "Retry-After": String(seconds) } } },
    });
  }
}

/** Longest value an error message repeats back (a value sent can be a megabyte long). */
const MAX_ECHOED = 60;
/** Longest error message answered. */
const MAX_MESSAGE = 600;

/**
 * An error message fit to answer: quoted values cut to their first characters, no "Did you mean"
 * suggestions (they would spell out the schema), and at most a few hundred characters.
 */
export function shortenMessage(message: string): string {
  let m = message.replace(/\s*Did you mean .*$/s, "");
  m = m.replace(/"((?:[^"\\]|\\.)*)"/g, (whole, inner: string) => (inner.length > MAX_ECHOED ? `"${inner.slice(0, MAX_ECHOED)}…"` : whole));
  return m.length > MAX_MESSAGE ? `${m.slice(0, MAX_MESSAGE)}…` : m;
}

/** The message of an internal error as answered: what went wrong is never said to the client. */
export const UNEXPECTED_ERROR = "Unexpected error.";

/**
 * The extensions of an internal error as answered (over HTTP and to a page's loader alike): its
 * category, the request id to quote and, for a signed-in consultant alone, what went wrong
 * (`detail`, shortened).
 */
export function internalErrorExtensions(
  error: { message: string; originalError?: Error | null | undefined },
  ctx: { requestId: string; user: { isConsultant: boolean } | null } | undefined,
): Record<string, unknown> {
  const extensions: Record<string, unknown> = { category: "internal", requestId: ctx?.requestId };
  if (ctx?.user?.isConsultant) extensions["detail"] = shortenMessage((error.originalError ?? error).message);
  return extensions;
}

/** `Variable "$region" got invalid value "GB"; ...` names the variable that could not be coerced. */
const VARIABLE_ERROR = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/;
/** A value written in the query that its argument's type cannot hold ("Int cannot represent ..."). */
const LITERAL_ERROR = /cannot represent|^Expected value of type|^Expected type|does not exist in "[^"]*" enum/;

interface RequestErrorShape {
  message: string;
  source?: { body: string } | undefined;
  positions?: readonly number[] | undefined;
}

/** The argument name written just before `position` in the query (`page: 2147483648` → "page"). */
function argumentAt(error: RequestErrorShape): string | undefined {
  const position = error.positions?.[0];
  if (position === undefined || !error.source) return undefined;
  return /([A-Za-z_][A-Za-z0-9_]*)\s*:\s*$/.exec(error.source.body.slice(Math.max(0, position - 200), position))?.[1];
}

/**
 * The category of an error GraphQL itself raised about a request: a variable or a written argument
 * its type cannot hold is `coercion_error` (with the variable or argument as path); anything else
 * wrong with the request (syntax, unknown fields, limits, a missing header) is `validation`.
 */
export function requestErrorCategory(error: RequestErrorShape): { category: ErrorCategory; violations?: Violation[] } {
  const variable = VARIABLE_ERROR.exec(error.message);
  if (variable) return { category: "coercion_error", violations: [{ path: [variable[1]!], message: error.message }] };
  if (LITERAL_ERROR.test(error.message)) {
    const argument = argumentAt(error);
    return { category: "coercion_error", violations: [{ path: argument ? [argument] : [], message: error.message }] };
  }
  return { category: "validation" };
}

/**
 * What the log keeps of an unexpected error: its type, message and stack. A failed database query
 * carries its SQL text and parameters; only the database's own error is kept for it.
 */
export function loggableError(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  const cause = e.cause instanceof Error ? e.cause : undefined;
  if (cause && (e.name === "DrizzleQueryError" || e.message.startsWith("Failed query:"))) {
    const code = (cause as { code?: unknown }).code;
    return { type: cause.name, message: cause.message, ...(typeof code === "string" ? { code } : {}), stack: cause.stack };
  }
  return { type: e.name, message: e.message, stack: e.stack };
}
