import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data, redirect, type RouterContextProvider } from "react-router";
import { regionPath, type Region } from "../../core/regions.ts";
import { OperationError } from "../../server/graphql/execute.ts";
import { UNEXPECTED_ERROR, internalErrorExtensions, shortenMessage } from "../../server/graphql/errors.ts";
import { query, requestContext } from "./query.server.ts";
import { publicErrorMessages, staffDetailMessages, type ServerErrorData } from "./server-error.ts";

/**
 * What every page loader answers besides its data, in one place for every domain:
 * - `notFound()`: the URL names nothing (404, the root error boundary draws the not-found page);
 * - `moved()`: the page has another address (301), keeping the query parameters the page does not
 *   own (tracking and campaign parameters such as utm_*, gclid or authToken arrive intact);
 * - `load()`: a GraphQL document whose input errors (a value the URL cannot mean, a page past the
 *   last one the search reaches) answer 404; any other GraphQL error is logged and answers 500 with
 *   what the server-error page may show (the request id, the messages of errors that are not
 *   internal); an error outside GraphQL goes to the error boundary (500) as it is.
 */

export function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

/** The categories of GraphQL errors that mean "the input names nothing". */
const INPUT_ERRORS = new Set(["validation", "coercion_error"]);

function isInputError(error: unknown): boolean {
  return error instanceof OperationError && error.errors.every((e) => INPUT_ERRORS.has(String(e.extensions?.["category"] ?? "")));
}

export async function load<T, V extends Record<string, unknown> = Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<T, V> | string,
  variables: V,
): Promise<T> {
  try {
    return await query<T, V>(context, document, variables);
  } catch (error) {
    if (isInputError(error)) notFound();
    if (error instanceof OperationError) failed(context, error);
    throw error;
  }
}

/** A GraphQL error of an operation run in process, as the API answers it over HTTP. */
export interface AnsweredError {
  message: string;
  extensions: Record<string, unknown>;
}

/**
 * The errors of an operation run in process as the API answers them over HTTP (server/graphql/yoga.ts):
 * an internal error (or one without a category: something thrown that nobody meant) is answered
 * "internal" with its message hidden, the request id to quote and, for a signed-in consultant alone,
 * what went wrong (`detail`, shortened).
 */
export function answeredErrors(context: Readonly<RouterContextProvider>, error: OperationError): AnsweredError[] {
  const ctx = requestContext(context);
  return error.errors.map((e) => {
    const category = String(e.extensions?.["category"] ?? "");
    if (category && category !== "internal") return { message: e.message, extensions: { ...e.extensions } };
    return { message: UNEXPECTED_ERROR, extensions: internalErrorExtensions(e, ctx) };
  });
}

/**
 * A page whose GraphQL failed: logged, then a 500 answer the error page can read (the error itself
 * reaches the page only as "Unexpected Server Error" outside development); a consultant's also says
 * what went wrong.
 */
function failed(context: Readonly<RouterContextProvider>, error: OperationError): never {
  const ctx = requestContext(context);
  ctx.log.error({ err: error }, "page request failed");
  const answered = answeredErrors(context, error);
  const body: ServerErrorData = { requestId: ctx.requestId, errors: publicErrorMessages(answered).map(shortenMessage) };
  const staffDetails = staffDetailMessages(answered);
  if (staffDetails.length) body.staffDetails = staffDetails;
  throw data(body, { status: 500 });
}

/** Joins query strings (each without "?") into a search ("?a=1&b=2", or "" when all are empty). */
export function joinQuery(...parts: string[]): string {
  const joined = parts.filter(Boolean).join("&");
  return joined ? `?${joined}` : "";
}

/** 301 to a path of the region (path without region prefix; `search` as written, "" or "?..."). */
export function moved(region: Region, path: string, search = ""): never {
  throw redirect(`${regionPath(region, path)}${search}`, 301);
}
