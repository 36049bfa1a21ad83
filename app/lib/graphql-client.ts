import type { AnyVariables, CombinedError, DocumentInput, OperationContext } from "@urql/core";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";
import type { Locale } from "../../core/regions.ts";

export interface GraphQLClientOptions {
  /** Endpoint URL (runtime configuration); default /graphql on the current origin. */
  url?: string;
  /** Sent as accept-language. */
  locale: Locale;
  /** Called when the API answers with an authorization error: the signed-in user is cleared. */
  onAuthorizationError?: () => void;
  /** Every GraphQL error result, for logging and reporting (validation and authorization excluded). */
  onError?: (error: CombinedError) => void;
  /**
   * Each response's trace id (extensions.amazonTraceId), the reference a visitor quotes when something
   * fails; by default kept as `lastTraceId()`.
   */
  onTraceId?: (traceId: string) => void;
  /**
   * Each marketing form a response carries (extensions.marketingCloudForms); by default passed on as a
   * `website-form-submit` event on window (`detail`: the form), for the marketing scripts to send.
   */
  onMarketingForm?: (form: Record<string, unknown>) => void;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

/** The event each marketing form of a response is passed on as. */
export const WEBSITE_FORM_SUBMIT = "website-form-submit";

let lastTrace: string | null = null;

/** The trace id of the latest GraphQL response that carried one (null before any). */
export function lastTraceId(): string | null {
  return lastTrace;
}

/** Keeps a response's trace id as `lastTraceId()` (the default `onTraceId`). */
export function rememberTraceId(traceId: string): void {
  lastTrace = traceId;
}

/** Passes a response's marketing form on as a `website-form-submit` event (the default `onMarketingForm`). */
export function dispatchFormSubmit(form: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(WEBSITE_FORM_SUBMIT, { detail: form }));
}

function categories(error: CombinedError | undefined): string[] {
  return (error?.graphQLErrors ?? []).map((e) => String(e.extensions?.["category"] ?? ""));
}

/**
 * Whether a request's error is the client's combined (network or GraphQL) error, told by its name so
 * that a form reading it does not load urql with the page.
 */
export function isCombinedError(error: unknown): error is CombinedError {
  return error instanceof Error && error.name === "CombinedError";
}

/** Network errors and rateLimit errors are retried with increasing delay. */
export function shouldRetry(error: CombinedError): boolean {
  return Boolean(error.networkError) || categories(error).includes("rateLimit");
}

/** Whether an error result is reported (`onError`): not when every error is a validation, coercion or authorization one. */
export function isReported(error: CombinedError): boolean {
  return !categories(error).every((c) => c === "validation" || c === "coercion_error" || c === "authorization");
}

/** Whether an error result says the visitor is not (or no longer) allowed: the signed-in user is cleared. */
export function isAuthorizationError(error: CombinedError): boolean {
  return categories(error).includes("authorization");
}

/**
 * The browser's GraphQL client (docs/product.md#graphql-api): queries by GET while the URL stays within 2047 characters
 * (POST beyond, and always for mutations), automatic persisted queries (sha256 hash first, the full
 * query again when the server answers PersistedQueryNotFound/NotSupported), retries, cookies included,
 * accept-language from the locale and the CSRF header. The endpoint is the page's runtime
 * configuration (`url`); the trace id and marketing forms of every response are handed on.
 *
 * urql and its exchanges are not part of the page's scripts: they are loaded with the first request
 * (the site data the browser fetches once the page is interactive), see ./urql-client.ts.
 */
export class GraphQLClient {
  readonly #options: GraphQLClientOptions;
  #connection: Promise<GraphQLConnection> | null = null;

  constructor(options: GraphQLClientOptions) {
    this.#options = options;
  }

  /**
   * The urql client behind this one, loaded and made on the first request (loading again after a
   * failed load). Loading its code, making it and sending the first request each run in a task of
   * their own, so that the page answers input between them as it starts.
   */
  connection(): Promise<GraphQLConnection> {
    this.#connection ??= import("./urql-client.ts").then(
      async (m) => {
        await nextTask();
        const connection = m.connect(this.#options);
        await nextTask();
        return connection;
      },
      (error: unknown) => {
        this.#connection = null;
        throw error;
      },
    );
    return this.#connection;
  }
}

/** Resolves in a later task: what follows runs after the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What the loaded client does: a query or a mutation, answered with its data or thrown as its combined error. */
export interface GraphQLConnection {
  query<TData, TVariables extends AnyVariables>(
    document: DocumentInput<TData, TVariables>,
    variables: TVariables,
    context?: Partial<OperationContext>,
  ): Promise<TData>;
  mutation<TData, TVariables extends AnyVariables>(document: DocumentInput<TData, TVariables>, variables: TVariables): Promise<TData>;
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  return new GraphQLClient(options);
}

/** Fetch options of every request: cookies included, accept-language, the CSRF header. */
export function requestOptions(acceptLanguage: string): RequestInit {
  return { credentials: "include", headers: { "accept-language": acceptLanguage, [CSRF_HEADER]: "1" } };
}

/**
 * The browser's own language preferences as an Accept-Language value ("en-US, en;q=0.9"). Used only
 * for the region suggestion, which is about the visitor rather than the page's locale.
 */
export function visitorAcceptLanguage(languages: readonly string[]): string | null {
  const tags = languages.filter((l) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l)).slice(0, 6);
  if (!tags.length) return null;
  return tags.map((tag, i) => (i === 0 ? tag : `${tag};q=${(1 - i * 0.1).toFixed(1)}`)).join(", ");
}

/**
 * Runs a query and returns its data, or throws the combined (network or GraphQL) error. A typed
 * document (`graphql(...)` from app/graphql/) gives the data and variables their types.
 */
export async function runQuery<TData, TVariables extends AnyVariables = AnyVariables>(
  client: GraphQLClient,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
  context?: Partial<OperationContext>,
): Promise<TData> {
  return (await client.connection()).query(document, variables, context);
}

/** Runs a mutation (always POST) and returns its data, or throws the combined error. */
export async function runMutation<TData, TVariables extends AnyVariables = AnyVariables>(
  client: GraphQLClient,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return (await client.connection()).mutation(document, variables);
}
