import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function connectSrc(graphqlUrl: string): Promise<string> {
  vi.stubEnv("GRAPHQL_URL", graphqlUrl);
  vi.resetModules();
  const { contentSecurityPolicy } = await import("./security.ts");
  return /connect-src ([^;]*)/.exec(contentSecurityPolicy([]))![1]!;
}

describe("the content security policy", () => {
  it("lets the browser reach the GraphQL endpoint the page is configured with, and nothing else", async () => {
    expect(await connectSrc("")).toBe("'self'");
    expect(await connectSrc("/api/graphql")).toBe("'self'");
    expect(await connectSrc("https://api.shop.example/v2/graphql")).toBe("'self' https://api.shop.example");
  });
});
