import { GraphQLError, execute, parse, validate, type DocumentNode } from "graphql";
import type { RequestContext } from "../context.ts";
import { requestErrorCategory } from "./errors.ts";
import { BoundedCache, NUL_MESSAGE, nulPath } from "./limits.ts";
import { storeSchema } from "./schema.ts";

/** The renderer's documents are the store's own, a few dozen; bounded all the same. */
const documents = new BoundedCache<DocumentNode>({ maxTotal: 2_000_000, maxEntry: 100_000, sizeOf: (source) => source.length });

function documentFor(source: string | DocumentNode): DocumentNode {
  if (typeof source !== "string") return checked(source);
  let doc = documents.get(source);
  if (!doc) {
    doc = parse(source);
    const errors = validate(storeSchema(), doc);
    if (errors.length) throw new Error(`Invalid GraphQL document: ${errors.map((e) => e.message).join("; ")}`);
    documents.set(source, doc);
  }
  return doc;
}

/** Documents already parsed (the app's generated ones) are validated once each. */
const validated = new WeakSet<DocumentNode>();

function checked(doc: DocumentNode): DocumentNode {
  if (!validated.has(doc)) {
    const errors = validate(storeSchema(), doc);
    if (errors.length) throw new Error(`Invalid GraphQL document: ${errors.map((e) => e.message).join("; ")}`);
    validated.add(doc);
  }
  return doc;
}

/**
 * Errors GraphQL raised about the variables (a page number past 32 bits, a value not in an enum)
 * get their category, as over HTTP, so a loader can answer them as input it cannot mean.
 */
function categorised(error: GraphQLError): GraphQLError {
  if (error.extensions["category"] || error.path) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, ...requestErrorCategory(error) },
  });
}

export class OperationError extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((e) => e.message).join("; "));
  }
}

/**
 * Runs a GraphQL operation in this process, as the server renderer does: the same schema and
 * resolvers the browser reaches at /graphql, without a network hop.
 */
export async function executeOperation<TData, TVariables extends Record<string, unknown> = Record<string, unknown>>(
  ctx: RequestContext,
  source: string | DocumentNode,
  variables?: TVariables,
): Promise<TData> {
  // Text from a URL can carry a NUL character; no store text holds one and the database refuses it.
  const nul = nulPath(variables ?? {});
  if (nul) {
    throw new OperationError([
      new GraphQLError(`${nul.join(".")}: ${NUL_MESSAGE}`, {
        extensions: { category: "validation", violations: [{ path: nul, message: NUL_MESSAGE }] },
      }),
    ]);
  }
  const result = await execute({
    schema: storeSchema(),
    document: documentFor(source),
    variableValues: variables ?? {},
    contextValue: ctx,
  });
  if (result.errors?.length) throw new OperationError(result.errors.map(categorised));
  return result.data as TData;
}
