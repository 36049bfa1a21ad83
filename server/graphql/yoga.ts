import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { useAPQ, type APQStore } from "@graphql-yoga/plugin-apq";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, getOperationAST, type DocumentNode, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { MapperKind, mapSchema } from "@graphql-tools/utils";
import type { RequestContext } from "../context.ts";
import { env } from "../env.ts";
import { createRateLimiter, type RateLimiter } from "../services/rate-limit.ts";
import {
  RateLimitError,
  UNEXPECTED_ERROR,
  internalErrorExtensions,
  loggableError,
  requestErrorCategory,
  shortenMessage,
} from "./errors.ts";
import {
  BoundedCache,
  LIMITS,
  NUL_MESSAGE,
  checkOperationCost,
  introspectionRule,
  nulLiteralRule,
  nulPath,
  operationCost,
  requestError,
  rootFieldCount,
} from "./limits.ts";
import { storeSchema } from "./schema.ts";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";

export { LIMITS } from "./limits.ts";

/** Header every browser request to /graphql carries, so a cross-site form or GET cannot reach it. */
export { CSRF_HEADER };

export interface YogaServerContext {
  /** Built per request by the HTTP layer before Yoga runs. */
  storeContext: RequestContext;
}

/**
 * Automatic persisted queries keep query texts by hash. Process-local by default, least recently used
 * out once the texts held reach `maxChars` characters (no text over the query size limit is kept);
 * any store with get/set (a shared cache when the store runs as several processes) can be passed instead.
 */
export function createApqStore(options: { maxChars?: number } = {}): APQStore {
  const cache = new BoundedCache<string>({
    maxTotal: options.maxChars ?? 4_000_000,
    maxEntry: LIMITS.maxQueryLength + 64,
    sizeOf: (hash, query) => hash.length + query.length,
  });
  return { get: (hash) => cache.get(hash) ?? null, set: (hash, query) => cache.set(hash, query) };
}

/**
 * Yoga's parse cache (the parsed document by query text, and parse errors) bounded by the characters
 * of the texts it keeps; validation results are kept per cached document. A parsed document takes
 * about 60 bytes a character, so at most some 15 MB; texts over 8,000 characters (the store's own
 * queries are under 4,000) are parsed each time rather than kept.
 */
function boundedParseCache() {
  const sizeOf = (source: string) => source.length;
  return {
    documentCache: new BoundedCache<DocumentNode>({ maxTotal: 250_000, maxEntry: 8_000, sizeOf }),
    errorCache: new BoundedCache<unknown>({ maxTotal: 100_000, maxEntry: 4_000, sizeOf }),
  };
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
  path?: readonly (string | number)[] | undefined;
  source?: { body: string } | undefined;
  positions?: readonly number[] | undefined;
}

/**
 * Gives every error a category the client knows: a variable or argument its type cannot hold is
 * `coercion_error` with the variable or argument as path; any other problem with the request itself
 * (syntax, unknown fields, limits, CSRF, a missing persisted query) is `validation`. An error about
 * the request, which ran nothing, answers HTTP 400 unless it says otherwise. Messages are shortened
 * (no suggestions, values cut); internal errors get the request id to quote, and are logged; a
 * consultant's also carry the original message (`detail`).
 */
function categoriseError(error: ErrorShape, ctx: RequestContext | undefined, executed = false): GraphQLError | ErrorShape {
  // Yoga's parse errors carry the parser's own error (with a piece of the body): not for the answer.
  const { originalError: _detail, ...extensions } = error.extensions ?? {};
  let message = error.message;
  if (extensions["category"] === "internal") {
    // Staff see what went wrong, with the reference to quote; customers see the reference alone.
    Object.assign(extensions, internalErrorExtensions(error, ctx));
    ctx?.log.error({ err: loggableError(error.originalError ?? error), requestId: ctx.requestId }, "unexpected GraphQL error");
  } else {
    message = shortenMessage(error.message);
    if (!extensions["category"]) Object.assign(extensions, requestErrorCategory(error));
    if (Array.isArray(extensions["violations"])) {
      extensions["violations"] = (extensions["violations"] as { path: unknown; message: string }[]).map((v) => ({
        ...v,
        message: shortenMessage(v.message),
      }));
    }
    // GraphQL's own validation errors carry `http.spec` (200 for application/json): refused all the same.
    const http = extensions["http"] as { status?: number; spec?: boolean } | undefined;
    if (!executed && !error.path && (!http || http.spec)) extensions["http"] = { status: Math.max(400, http?.status ?? 400) };
  }
  if (isGraphQLError(error)) {
    return new GraphQLError(message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions,
    });
  }
  return { ...error, message, extensions };
}

function useErrorCategories(): Plugin<YogaServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const ctx = (serverContext as Partial<YogaServerContext>).storeContext;
      const fix = <T extends { errors?: readonly unknown[] }>(r: T): T =>
        r.errors?.length ? { ...r, errors: r.errors.map((e) => categoriseError(e as ErrorShape, ctx, "data" in r)) } : r;
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
      // Each mutation field counts: twenty aliased mutations are twenty.
      const fields = Math.max(1, rootFieldCount(args.document, operation));
      const decision = await limiter.consume(args.contextValue as unknown as RequestContext, "mutation", fields);
      if (decision.allowed) return;
      setResultAndStopExecution({ errors: [new RateLimitError(decision.retryAfterSeconds)] });
    },
  };
}

/** GET parameters as Yoga reads them, but `variables` and `extensions` that are not JSON objects answer 400. */
function parseGetRequest(request: Request) {
  const search = new URL(request.url).searchParams;
  const json = (name: string): Record<string, unknown> | undefined => {
    const raw = search.get(name);
    if (!raw) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw requestError(`The ${name} parameter is not valid JSON.`);
    }
    if (value === null) return undefined;
    if (typeof value !== "object" || Array.isArray(value)) throw requestError(`The ${name} parameter must be a JSON object.`);
    return value as Record<string, unknown>;
  };
  return {
    operationName: search.get("operationName") || undefined,
    query: search.get("query") || undefined,
    variables: json("variables"),
    extensions: json("extensions"),
  };
}

/**
 * What a request may hold, checked before anything runs (all answer 400, category validation):
 * the size of the query and of the operation name; no NUL character in any text argument, written
 * or in variables (no store text holds one, and the database refuses it); introspection only when
 * allowed; and the operation's cost, counted with its variables (see `operationCost`).
 */
function useRequestLimits(options: { introspection: boolean }): Plugin<YogaServerContext> {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === "GET") setRequestParser(parseGetRequest);
    },
    onParams({ params }) {
      if (typeof params.query === "string" && params.query.length > LIMITS.maxQueryLength) {
        throw requestError(`The query is too long: at most ${LIMITS.maxQueryLength} characters.`);
      }
      if (typeof params.operationName === "string" && params.operationName.length > LIMITS.maxOperationNameLength) {
        throw requestError(`The operation name is too long: at most ${LIMITS.maxOperationNameLength} characters.`);
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(nulLiteralRule);
      if (!options.introspection) addValidationRule(introspectionRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const nul = nulPath(variables);
      if (nul) {
        setResultAndStopExecution({
          errors: [requestError(`Variable "$${nul[0]}" ${NUL_MESSAGE}.`, { violations: [{ path: nul, message: NUL_MESSAGE }] })],
        });
        return;
      }
      const tooCostly = checkOperationCost(operationCost(args.schema, args.document, args.operationName, variables));
      if (tooCostly) setResultAndStopExecution({ errors: [tooCostly] });
    },
  };
}

const turns = new WeakMap<object, Promise<unknown>>();

/**
 * The root fields of one request run one after the other, each after a turn of the event loop, so
 * that a request of many expensive fields (twenty aliased searches) lets other requests through
 * between them instead of holding the process until it is done.
 */
function takingTurns(resolve: GraphQLFieldResolver<unknown, object>): GraphQLFieldResolver<unknown, object> {
  return (source, args, context, info) => {
    const turn = (turns.get(context) ?? Promise.resolve())
      .then(() => new Promise<void>((ok) => setImmediate(ok)))
      .then(() => resolve(source, args, context, info));
    turns.set(
      context,
      turn.catch(() => undefined),
    );
    return turn;
  };
}

function withRootFieldTurns(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (config) => (config.resolve ? { ...config, resolve: takingTurns(config.resolve) } : config),
  });
}

/** Introspection is a setting: GRAPHQL_INTROSPECTION, on by default except in production. */
function introspectionAllowed(): boolean {
  const { GRAPHQL_INTROSPECTION, NODE_ENV } = env();
  return GRAPHQL_INTROSPECTION ?? NODE_ENV !== "production";
}

export interface GraphQLServerOptions {
  apqStore?: APQStore;
  graphiql?: boolean;
  /** Counts mutations per client address (over the limit: category rateLimit). */
  mutationLimiter?: RateLimiter;
  /** Answer __schema and __type; default from GRAPHQL_INTROSPECTION (on except in production). */
  introspection?: boolean;
}

/**
 * The /graphql endpoint (docs/product.md#graphql-api): GET for queries (mutations only over POST), automatic persisted
 * queries, CSRF prevention, depth/cost/alias/token limits, error categories, and a mutation
 * rate limit per client address.
 */
export function createGraphQLServer(options: GraphQLServerOptions = {}) {
  const yoga: YogaServerInstance<YogaServerContext, RequestContext> = createYoga<YogaServerContext, RequestContext>({
    schema: withRootFieldTurns(storeSchema()),
    graphqlEndpoint: "/graphql",
    graphiql: options.graphiql ?? false,
    landingPage: false,
    // Unexpected errors are logged with their request id by useErrorCategories; expected ones
    // (validation, rate limits, bad requests) are answers, not incidents.
    logging: false,
    context: ({ storeContext }) => storeContext,
    maskedErrors: { maskError, errorMessage: UNEXPECTED_ERROR },
    maxRequestBodySize: LIMITS.maxBodyBytes,
    parserAndValidationCache: boundedParseCache(),
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useRequestLimits({ introspection: options.introspection ?? introspectionAllowed() }),
      // Answer "not found" with 200 so browsers do not log the first, expected miss as a failed request.
      useAPQ({ store: options.apqStore ?? createApqStore(), responseConfig: { forceStatusCodeOk: true } }),
      // The cost is counted by useRequestLimits (with the variables); suggestions are removed from
      // every message by categoriseError.
      EnvelopArmorPlugin({
        maxDepth: { n: LIMITS.maxDepth },
        costLimit: { enabled: false },
        maxAliases: { n: LIMITS.maxAliases, allowList: [] },
        maxTokens: { n: LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: false },
      }),
      useMutationRateLimit(options.mutationLimiter ?? createRateLimiter()),
      useErrorCategories(),
    ],
  });
  return yoga;
}
