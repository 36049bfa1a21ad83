import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { createInMemoryAPQStore, useAPQ, type APQStore } from "@graphql-yoga/plugin-apq";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, getOperationAST } from "graphql";
import type { RequestContext } from "../context.ts";
import { createRateLimiter, type RateLimiter } from "../services/rate-limit.ts";
import { RateLimitError } from "./errors.ts";
import { storeSchema } from "./schema.ts";

/** Header every browser request to /graphql carries, so a cross-site form or GET cannot reach it. */
export const CSRF_HEADER = "x-graphql-csrf";

/** Query complexity limits: depth and cost (ADR 0102). */
export const LIMITS = { maxDepth: 12, maxCost: 20000, maxAliases: 20, maxTokens: 4000 } as const;

export interface YogaServerContext {
  /** Built per request by the HTTP layer before Yoga runs. */
  storeContext: RequestContext;
}

/**
 * Automatic persisted queries keep query texts by hash. Process-local LRU by default; any store with
 * get/set (a shared cache when the store runs as several processes) can be passed instead.
 */
export function createApqStore(options: { max?: number; ttlMs?: number } = {}): APQStore {
  return createInMemoryAPQStore({ max: options.max ?? 5000, ttl: options.ttlMs ?? 24 * 60 * 60 * 1000 });
}

/** GraphQL errors from any copy of graphql-js (the query-limit plugins bundle their own). */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === "GraphQLError");
}

/**
 * Errors we raise on purpose carry a category (docs/product.md#error-categories) and pass through, as do GraphQL's own errors
 * about the request (syntax, unknown fields, variables of the wrong type, limits); anything else is
 * answered as an internal error (the original kept for the log, never sent).
 */
function maskError(error: unknown, message: string): Error {
  const original = isGraphQLError(error) && error.originalError ? error.originalError : error;
  if (isGraphQLError(original)) return original.extensions?.["category"] ? original : (error as Error);
  return new GraphQLError(message, {
    extensions: { category: "internal" },
    originalError: original instanceof Error ? original : new Error(String(original)),
  });
}

interface ErrorShape {
  message: string;
  extensions?: Record<string, unknown>;
  originalError?: Error | null;
}

/** `Variable "$region" got invalid value "GB"; ...` names the argument that could not be coerced. */
const VARIABLE_ERROR = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/;

/**
 * Gives every error a category: variables of the wrong type are `coercion_error` with the
 * variable as path; problems with the request itself (syntax, unknown fields, depth, CSRF, missing
 * persisted query) are `bad_request`; internal errors get the request id to quote, and are logged.
 */
export function categoriseError(error: ErrorShape, ctx: RequestContext | undefined): GraphQLError | ErrorShape {
  const extensions = { ...(error.extensions ?? {}) };
  const category = extensions["category"];
  if (category === "internal") {
    extensions["requestId"] = ctx?.requestId;
    ctx?.log.error({ err: error.originalError ?? error, requestId: ctx.requestId }, "unexpected GraphQL error");
  } else if (!category) {
    const variable = VARIABLE_ERROR.exec(error.message);
    if (variable) {
      extensions["category"] = "coercion_error";
      extensions["violations"] = [{ path: [variable[1]], message: error.message }];
    } else {
      extensions["category"] = "bad_request";
    }
  } else {
    return error;
  }
  if (isGraphQLError(error)) {
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions,
    });
  }
  return { ...error, extensions };
}

function useErrorCategories(): Plugin<YogaServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const ctx = (serverContext as Partial<YogaServerContext>).storeContext;
      const fix = <T extends { errors?: readonly unknown[] }>(r: T): T =>
        r.errors?.length ? { ...r, errors: r.errors.map((e) => categoriseError(e as ErrorShape, ctx)) } : r;
      if (Array.isArray(result)) setResult(result.map(fix));
      else if (result && typeof result === "object" && !(Symbol.asyncIterator in result)) setResult(fix(result));
    },
  };
}

/** Mutations are counted per client address; over the limit they answer 429 with category rateLimit. */
function useMutationRateLimit(limiter: RateLimiter): Plugin<YogaServerContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== "mutation") return;
      const decision = await limiter.consume(args.contextValue as unknown as RequestContext, "mutation");
      if (decision.allowed) return;
      const error = new RateLimitError(decision.retryAfterSeconds);
      setResultAndStopExecution({
        errors: [
          new GraphQLError(error.message, {
            extensions: {
              ...error.extensions,
              http: { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
            },
          }),
        ],
      });
    },
  };
}

export interface GraphQLServerOptions {
  apqStore?: APQStore;
  graphiql?: boolean;
  /** Counts mutations per client address (over the limit: category rateLimit). */
  mutationLimiter?: RateLimiter;
}

/**
 * The /graphql endpoint (docs/product.md#graphql-api): GET for queries (mutations only over POST), automatic persisted
 * queries, CSRF prevention, depth/cost/alias/token limits, error categories, and a mutation
 * rate limit per client address.
 */
export function createGraphQLServer(options: GraphQLServerOptions = {}) {
  const yoga: YogaServerInstance<YogaServerContext, RequestContext> = createYoga<YogaServerContext, RequestContext>({
    schema: storeSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: options.graphiql ?? false,
    landingPage: false,
    // Unexpected errors are logged with their request id by useErrorCategories; expected ones
    // (validation, rate limits, bad requests) are answers, not incidents.
    logging: false,
    context: ({ storeContext }) => storeContext,
    maskedErrors: { maskError, errorMessage: "Unexpected error." },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      // Answer "not found" with 200 so browsers do not log the first, expected miss as a failed request.
      useAPQ({ store: options.apqStore ?? createApqStore(), responseConfig: { forceStatusCodeOk: true } }),
      EnvelopArmorPlugin({
        maxDepth: { n: LIMITS.maxDepth },
        costLimit: { maxCost: LIMITS.maxCost },
        maxAliases: { n: LIMITS.maxAliases },
        maxTokens: { n: LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: true },
      }),
      useMutationRateLimit(options.mutationLimiter ?? createRateLimiter()),
      useErrorCategories(),
    ],
  });
  return yoga;
}
