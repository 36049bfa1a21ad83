import { Client, CombinedError, fetchExchange, mapExchange, type OperationResult } from "@urql/core";
import { persistedExchange } from "@urql/exchange-persisted";
import { retryExchange } from "@urql/exchange-retry";
import { languageTag } from "../../core/regions.ts";
import {
  dispatchFormSubmit,
  isAuthorizationError,
  isReported,
  rememberTraceId,
  requestOptions,
  shouldRetry,
  type GraphQLClientOptions,
  type GraphQLConnection,
} from "./graphql-client.ts";

// The urql side of the browser's GraphQL client (./graphql-client.ts): a chunk of its own, loaded with
// the first request rather than with the page.

/**
 * The GraphQL endpoint when the page names none: the store's own. The page's runtime configuration
 * (the root data, from the GRAPHQL_URL setting) names the one to use.
 */
const GRAPHQL_URL = "/graphql";

/** Retry with initial delay 25 ms, at most 1000 ms, up to 10 attempts. */
const RETRY_OPTIONS = { initialDelayMs: 25, maxDelayMs: 1000, maxNumberAttempts: 10, randomDelay: true } as const;

/** Longest trace id kept (they are about 40 characters). */
const MAX_TRACE_ID = 200;

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
  if (typeof trace === "string" && trace.length > 0 && trace.length <= MAX_TRACE_ID && /^[\x21-\x7e]+$/.test(trace))
    handlers.onTraceId(trace);
  const forms = extensions["marketingCloudForms"];
  for (const form of Array.isArray(forms) ? forms : forms === undefined ? [] : [forms]) {
    if (form && typeof form === "object" && !Array.isArray(form)) handlers.onMarketingForm(form as Record<string, unknown>);
  }
}

/** urql's client with the store's exchanges (docs/product.md#graphql-api; createGraphQLClient in ./graphql-client.ts). */
function createUrqlClient(options: GraphQLClientOptions): Client {
  return new Client({
    url: options.url ?? GRAPHQL_URL,
    preferGetMethod: "within-url-limit",
    requestPolicy: "network-only",
    fetch: options.fetch,
    fetchOptions: () => requestOptions(languageTag(options.locale)),
    exchanges: [
      mapExchange({
        onError(error) {
          if (isAuthorizationError(error)) options.onAuthorizationError?.();
          if (isReported(error)) options.onError?.(error);
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

function unwrap<TData>(result: OperationResult<TData>): TData {
  if (result.error) throw result.error;
  if (result.data === undefined || result.data === null) throw new CombinedError({ graphQLErrors: ["No data in the response."] });
  return result.data;
}

/** The loaded client of a GraphQLClient. */
export function connect(options: GraphQLClientOptions): GraphQLConnection {
  const client = createUrqlClient(options);
  return {
    query: async (document, variables, context) => unwrap(await client.query(document, variables, context).toPromise()),
    mutation: async (document, variables) => unwrap(await client.mutation(document, variables).toPromise()),
  };
}
