import type { DomainError, Result } from "../services/result.ts";
import { AuthorizationError, CoercionError, RateLimitError, ValidationError } from "./errors.ts";

/**
 * The one way a resolver turns a service result into its GraphQL answer: the value, or the error of
 * the failure's category with each domain error as a violation under its field. `under` is where the
 * service's input sits in the operation (["input"] for an `input:` argument, [] for top-level
 * arguments), so paths name the argument the client sent.
 */
export function unwrap<T>(result: Result<T>, under: string[] = []): T {
  if (result.ok) return result.value;
  throw toGraphQLError(result.errors, under);
}

function toGraphQLError(
  errors: readonly DomainError[],
  under: string[] = [],
): ValidationError | CoercionError | RateLimitError | AuthorizationError {
  const limit = errors.find((e) => e.code === "RATE_LIMITED");
  if (limit) return new RateLimitError(limit.retryAfterSeconds ?? 60);
  const denied = errors.find((e) => e.code === "UNAUTHORIZED");
  if (denied) return new AuthorizationError(denied.message);
  const violations = errors.map((e) => ({ path: [...under, ...e.path], message: e.message }));
  const [only] = violations;
  if (only && errors.length === 1 && errors[0]!.code === "MALFORMED_ARGUMENT") return new CoercionError(only.path, only.message);
  return new ValidationError(violations);
}
