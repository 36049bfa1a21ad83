import { GraphQLError } from "graphql";

/** The error categories (docs/product.md#error-categories), carried in `extensions.category`. */
export type ErrorCategory = "validation" | "coercion_error" | "authorization" | "rateLimit" | "notFound" | "internal";

export interface Violation {
  /** Where the bad value is, e.g. ["customer", "email"]. */
  path: string[];
  message: string;
}

/** Several bad values at once (category validation): each shown under its field. */
export class ValidationError extends GraphQLError {
  constructor(violations: Violation[]) {
    super(violations.map((v) => `${v.path.join(".")}: ${v.message}`).join("; "), {
      extensions: { category: "validation", violations },
    });
  }
}

/** One bad argument (category coercion_error), shown under its field. */
export class CoercionError extends GraphQLError {
  constructor(path: string[], message: string) {
    super(message, { extensions: { category: "coercion_error", violations: [{ path, message }] } });
  }
}

export class AuthorizationError extends GraphQLError {
  constructor(message = "You are not allowed to do that.") {
    super(message, { extensions: { category: "authorization" } });
  }
}

export class RateLimitError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    super("Too many requests. Please try again shortly.", {
      extensions: { category: "rateLimit", retryAfter: retryAfterSeconds },
    });
  }
}

/** Turns a zod error into the validation category, keeping each issue's path. */
export function fromZodIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: string[] = [],
): ValidationError {
  return new ValidationError(
    issues.map((i) => ({ path: [...prefix, ...i.path.map(String)], message: i.message })),
  );
}
