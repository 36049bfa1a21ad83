import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { RouterContextProvider } from "react-router";
import { executeOperation } from "../../server/graphql/execute.ts";
import { storeContext } from "../../server/router-context.ts";
import type { RequestContext } from "../../server/context.ts";

/** The service context of the request a loader serves. */
export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(storeContext);
}

/**
 * Runs a GraphQL document for a loader, in process: the server renderer uses the same API as the
 * browser (ADR 0003). A typed document (`graphql(...)` from app/graphql/) gives the result and the
 * variables their types.
 */
export function query<TData, TVariables extends Record<string, unknown> = Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<TData, TVariables> | string,
  variables?: TVariables,
): Promise<TData> {
  return executeOperation<TData, TVariables>(requestContext(context), document, variables);
}
