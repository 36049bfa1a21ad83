import { execute, parse, validate, type DocumentNode, type GraphQLError } from "graphql";
import type { RequestContext } from "../context.ts";
import { storeSchema } from "./schema.ts";

const documents = new Map<string, DocumentNode>();

function documentFor(source: string): DocumentNode {
  let doc = documents.get(source);
  if (!doc) {
    doc = parse(source);
    const errors = validate(storeSchema(), doc);
    if (errors.length) throw new Error(`Invalid GraphQL document: ${errors.map((e) => e.message).join("; ")}`);
    documents.set(source, doc);
  }
  return doc;
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
  source: string,
  variables?: TVariables,
): Promise<TData> {
  const result = await execute({
    schema: storeSchema(),
    document: documentFor(source),
    variableValues: variables ?? {},
    contextValue: ctx,
  });
  if (result.errors?.length) throw new OperationError(result.errors);
  return result.data as TData;
}
