/**
 * What every service answers when the caller can get something wrong: a value, or the typed domain
 * errors that explain why not. Services never throw for bad input and never import the API layer;
 * the GraphQL layer turns a failure into errors (server/graphql/result.ts), a script into a message.
 */

/**
 * - INVALID_INPUT: a value is well formed but not acceptable (an unknown vocabulary code, a locale
 *   the region does not speak, a filter that does not apply to the kind);
 * - MALFORMED_ARGUMENT: a value that can never name anything (a page address with bad characters);
 * - RATE_LIMITED: too many tries of this kind from this address or for this account, for now
 *   (`retryAfterSeconds`);
 * - UNAUTHORIZED: the caller is not signed in, or not in a way that may do this (a session opened by
 *   a link changing the password).
 * A thing that does not exist is not an error of the caller: services answer it as a value (null or
 * a "not available" variant) that the page renders, and the API as a member of the operation's result
 * union implementing ErrorResult (ARCHITECTURE.md, "Failures at the API").
 */
type DomainErrorCode = "INVALID_INPUT" | "MALFORMED_ARGUMENT" | "RATE_LIMITED" | "UNAUTHORIZED";

export interface DomainError {
  code: DomainErrorCode;
  /** Says what is wrong in words a caller can show next to the field. */
  message: string;
  /** Where the bad value is, relative to the service's input, e.g. ["customer", "email"]; [] for the whole input. */
  path: string[];
  /** RATE_LIMITED: when to try again. */
  retryAfterSeconds?: number;
}

export type Failure = { ok: false; errors: DomainError[] };
export type Result<T> = { ok: true; value: T } | Failure;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(...errors: DomainError[]): Failure {
  return { ok: false, errors };
}

/** An INVALID_INPUT error at a path. */
export function invalid(path: string[], message: string): DomainError {
  return { code: "INVALID_INPUT", message, path };
}

/** A MALFORMED_ARGUMENT error at a path. */
export function malformed(path: string[], message: string): DomainError {
  return { code: "MALFORMED_ARGUMENT", message, path };
}

/** Too many tries: try again after `retryAfterSeconds`. */
export function limited(retryAfterSeconds: number): DomainError {
  return { code: "RATE_LIMITED", message: "Too many attempts. Please try again shortly.", path: [], retryAfterSeconds };
}

/** Not signed in, or signed in in a way that may not do this. */
export function unauthorized(message = "Please sign in again."): DomainError {
  return { code: "UNAUTHORIZED", message, path: [] };
}

/** The issues of a failed zod parse (any zod version) as INVALID_INPUT errors, paths kept. */
export function fromZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Failure {
  return fail(...error.issues.map((i) => invalid(i.path.map(String), i.message)));
}

/** One line per error ("input.caratMin: must not be above caratMax"), for scripts and logs. */
export function describeErrors(errors: readonly DomainError[]): string {
  return errors.map((e) => (e.path.length ? `${e.path.join(".")}: ${e.message}` : e.message)).join("; ");
}
