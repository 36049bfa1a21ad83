/**
 * What the server-error page (500) may show of a failed page: the request id to quote and the
 * public messages of the GraphQL errors that failed it. Internal errors (and errors without a
 * category) are never shown: their messages can name the database or the code.
 */
export interface ServerErrorData {
  requestId: string | null;
  errors: string[];
  /** What went wrong, for a signed-in consultant alone (the `detail` the API adds for them); absent otherwise. */
  staffDetails?: string[];
}

/** The error categories whose messages are written for the visitor (every one but internal). */
const PUBLIC_CATEGORIES = new Set(["validation", "coercion_error", "authorization", "rateLimit", "notFound"]);

/** At most this many messages are listed. */
export const MAX_SHOWN_ERRORS = 10;

interface ErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>> | undefined;
}

/** The messages of the errors a visitor may read, each once, in order. */
export function publicErrorMessages(errors: readonly ErrorLike[]): string[] {
  const shown = errors.filter((e) => PUBLIC_CATEGORIES.has(String(e.extensions?.["category"] ?? ""))).map((e) => e.message);
  return [...new Set(shown)].slice(0, MAX_SHOWN_ERRORS);
}

/** The `detail` of internal errors, which the API gives a signed-in consultant alone; each once, in order. */
export function staffDetailMessages(errors: readonly ErrorLike[]): string[] {
  const details = errors.map((e) => e.extensions?.["detail"]).filter((d): d is string => typeof d === "string" && d !== "");
  return [...new Set(details)].slice(0, MAX_SHOWN_ERRORS);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((e): e is string => typeof e === "string" && e !== "").slice(0, MAX_SHOWN_ERRORS) : [];
}

/** Reads what a 500 answer carries; anything else carries nothing. */
export function readServerError(data: unknown): ServerErrorData {
  if (!data || typeof data !== "object") return { requestId: null, errors: [] };
  const { requestId, errors, staffDetails } = data as Record<string, unknown>;
  const answer: ServerErrorData = { requestId: typeof requestId === "string" && requestId ? requestId : null, errors: strings(errors) };
  const details = strings(staffDetails);
  if (details.length) answer.staffDetails = details;
  return answer;
}
