import type { ObjectRef } from "@pothos/core";
import { builder } from "./builder.ts";

/** The store schema's types, as Pothos sees them. */
type StoreTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/**
 * Expected failures a page renders (a stone that is sold, a design that does not exist) are results,
 * not GraphQL errors: a field answers a union of its value and error types that implement the
 * ErrorResult interface, so a client can render any of them by `errorCode` without knowing each type.
 * Bad input stays a GraphQL error (validation or coercion_error, server/graphql/result.ts). The rule:
 * ARCHITECTURE.md, "Failures at the API".
 */
const ERROR_CODES = ["NOT_FOUND", "UNAVAILABLE", "EXPIRED", "USED", "TAKEN", "CHANGED"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorResultShape {
  errorCode: ErrorCode;
  message: string;
}

const ErrorCodeEnum = builder.enumType("ErrorCode", {
  description:
    "NOT_FOUND: nothing has this address (or id, or token). UNAVAILABLE: it existed but is no longer offered (sold, delisted). EXPIRED: a link or token from a mail that is too old. USED: a link or token from a mail that was used once already. TAKEN: an e-mail address that has an account already. CHANGED: prices moved since they were shown (placing an order).",
  values: ERROR_CODES,
});

export const ErrorResultInterface = builder.interfaceRef<ErrorResultShape>("ErrorResult").implement({
  description: "An expected failure the page shows in place of the value asked for.",
  fields: (t) => ({
    errorCode: t.field({ type: ErrorCodeEnum, resolve: (e) => e.errorCode }),
    message: t.exposeString("message", { description: "In English, for logs and clients without their own words" }),
  }),
});

/** An object type implementing ErrorResult with no fields of its own: one expected outcome of an operation. */
export function errorResultType(name: string, description: string) {
  return builder.objectRef<ErrorResultShape>(name).implement({ description, interfaces: [ErrorResultInterface], fields: () => ({}) });
}

/**
 * The union `union` of a field's value type and the ErrorResult type it answers in its place; a
 * value with an `errorCode` is the error type's.
 */
export function resultUnion<T extends object>(
  union: string,
  valueType: ObjectRef<StoreTypes, T>,
  errorType: ObjectRef<StoreTypes, ErrorResultShape>,
  description?: string,
) {
  return builder.unionType(union, {
    ...(description ? { description } : {}),
    types: [valueType, errorType],
    resolveType: (value) => ("errorCode" in value ? errorType : valueType),
  });
}

/**
 * A field that answers its value or, when nothing has the address asked for, a result of its own:
 * `notFound.name` (NOT_FOUND, `notFound.message`), an ErrorResult, in the union `union` with the
 * value's type. `answer` is the result to give when there is nothing.
 */
export function orNotFound<T extends object>(
  valueType: ObjectRef<StoreTypes, T>,
  union: string,
  notFound: { name: string; description: string; message: string },
) {
  const type = resultUnion(union, valueType, errorResultType(notFound.name, notFound.description));
  const answer: ErrorResultShape = { errorCode: "NOT_FOUND", message: notFound.message };
  return { type, answer };
}
