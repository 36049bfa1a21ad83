import { expect } from "vitest";
import type { AuthSettings } from "../../server/context.ts";
import type { Database } from "../../server/db/client.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { readSession } from "../../server/services/accounts/index.ts";
import type { Limits } from "../../server/services/rate-limit.ts";
import { testContext } from "../integration/site-context.ts";

export interface BrowserOptions {
  ip?: string;
  userAgent?: string;
  region?: "UK" | "US";
  limits?: Limits;
  auth?: AuthSettings;
}

/**
 * A browser calling the API in process: its cookies persist from one request to the next, and each
 * request reads its session as the HTTP layer would.
 */
export function testBrowser(database: Database, options: BrowserOptions = {}) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async run<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const ctx = testContext(database, {
        cookies,
        ip: options.ip ?? "10.1.0.1",
        region: options.region,
        limits: options.limits,
        auth: options.auth,
        headers: options.userAgent ? { "user-agent": options.userAgent } : {},
      });
      ctx.user = await readSession(ctx);
      return executeOperation<T>(ctx, query, variables);
    },
    async me(): Promise<{ email: string; firstName: string | null } | null> {
      return (await this.run<{ me: { email: string; firstName: string | null } | null }>("{ me { email firstName } }")).me;
    },
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

export interface Failure {
  category: unknown;
  message: string;
  violations: { path: string[]; message: string }[];
}

/** The first error of an operation that must fail: its category, message and field violations. */
export async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OperationError);
    const first = (error as OperationError).errors[0]!;
    return {
      category: first.extensions["category"],
      message: first.message,
      violations: (first.extensions["violations"] as Failure["violations"]) ?? [],
    };
  }
  throw new Error("expected the operation to fail");
}
