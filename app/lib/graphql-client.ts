import { Client, CombinedError, fetchExchange, mapExchange, type AnyVariables, type DocumentInput, type OperationContext, type OperationResult } from "@urql/core";
import { persistedExchange } from "@urql/exchange-persisted";
import { retryExchange } from "@urql/exchange-retry";
import { languageTag, type Locale } from "../../core/regions.ts";

/**
 * The GraphQL endpoint when the page names none: the store's own. The page's runtime configuration
 * (the root data, from the GRAPHQL_URL setting) names the one to use.
 */
const GRAPHQL_URL = "/graphql";
/** Header the API requires from browsers (CSRF prevention). */
const CSRF_HEADER = "x-graphql-csrf";

/** Retry with initial delay 25 ms, at most 1000 ms, up to 10 attempts. */
const RETRY_OPTIONS = { initialDelayMs: 25, maxDelayMs: 1000, maxNumberAttempts: 10, randomDelay: true } as const;

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

/** Longest trace id kept (they are about 40 characters). */
const MAX_TRACE_ID = 200;

let lastTrace: string | null = null;

/** The trace id of the latest GraphQL response that carried one (null before any). */
export function lastTraceId(): string | null {
  return lastTrace;
}

function rememberTraceId(traceId: string): void {
  lastTrace = traceId;
}

function dispatchFormSubmit(form: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(WEBSITE_FORM_SUBMIT, { detail: form }));
}

/**
 * What the client does with a response's extensions: the trace id (a short printable string) is
 * handed on, and each marketing form (an object; a list of them, or one) is passed on once. Values
 * of another shape are ignored.
 */
function handleResponseExtensions(
  extensions: Record<string, unknown> | undefined,
  handlers: { onTraceId: (traceId: string) => void; onMarketingForm: (form: Record<string, unknown>) => void },
): void {
  if (!extensions) return;
  const trace = extensions["amazonTraceId"];
  if (typeof trace === "string" && trace.length > 0 && trace.length <= MAX_TRACE_ID && /^[\x21-\x7e]+$/.test(trace)) handlers.onTraceId(trace);
  const forms = extensions["marketingCloudForms"];
  for (const form of Array.isArray(forms) ? forms : forms === undefined ? [] : [forms]) {
    if (form && typeof form === "object" && !Array.isArray(form)) handlers.onMarketingForm(form as Record<string, unknown>);
  }
}

function categories(error: CombinedError | undefined): string[] {
  return (error?.graphQLErrors ?? []).map((e) => String(e.extensions?.["category"] ?? ""));
}

/** Network errors and rateLimit errors are retried with increasing delay. */
export function shouldRetry(error: CombinedError): boolean {
  return Boolean(error.networkError) || categories(error).includes("rateLimit");
}

/**
 * The browser's GraphQL client (docs/product.md#graphql-api): queries by GET while the URL stays within 2047 characters
 * (POST beyond, and always for mutations), automatic persisted queries (sha256 hash first, the full
 * query again when the server answers PersistedQueryNotFound/NotSupported), retries, cookies included,
 * accept-language from the locale and the CSRF header. The endpoint is the page's runtime
 * configuration (`url`); the trace id and marketing forms of every response are handed on.
 */
export function createGraphQLClient(options: GraphQLClientOptions): Client {
  return new Client({
    url: options.url ?? GRAPHQL_URL,
    preferGetMethod: "within-url-limit",
    requestPolicy: "network-only",
    fetch: options.fetch,
    fetchOptions: () => requestOptions(languageTag(options.locale)),
    exchanges: [
      mapExchange({
        onError(error) {
          const cats = categories(error);
          if (cats.includes("authorization")) options.onAuthorizationError?.();
          if (!cats.every((c) => c === "validation" || c === "coercion_error" || c === "authorization")) options.onError?.(error);
        },
      }),
      retryExchange({ ...RETRY_OPTIONS, retryIf: shouldRetry }),
      persistedExchange({ preferGetForPersistedQueries: "within-url-limit" }),
      // Next to the network, so every response is seen once, retried ones included.
      mapExchange({
        onResult(result) {
          handleResponseExtensions(result.extensions, {
            onTraceId: options.onTraceId ?? rememberTraceId,
            onMarketingForm: options.onMarketingForm ?? dispatchFormSubmit,
          });
        },
      }),
      fetchExchange,
    ],
  });
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
  client: Client,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
  context?: Partial<OperationContext>,
): Promise<TData> {
  return unwrap(await client.query<TData, TVariables>(document, variables, context).toPromise());
}

/** Runs a mutation (always POST) and returns its data, or throws the combined error. */
export async function runMutation<TData, TVariables extends AnyVariables = AnyVariables>(
  client: Client,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return unwrap(await client.mutation<TData, TVariables>(document, variables).toPromise());
}

function unwrap<TData>(result: OperationResult<TData>): TData {
  if (result.error) throw result.error;
  if (result.data === undefined || result.data === null) throw new CombinedError({ graphQLErrors: ["No data in the response."] });
  return result.data;
}
