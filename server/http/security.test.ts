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

describe("Google sign-in in the policy", () => {
  async function policy(clientId: string) {
    vi.stubEnv("GOOGLE_CLIENT_ID", clientId);
    vi.resetModules();
    const { contentSecurityPolicy } = await import("./security.ts");
    return contentSecurityPolicy(["'nonce-abc'"]);
  }

  it("allows Google's sign-in script, frame and styles only when a client id is configured", async () => {
    const off = await policy("");
    expect(off).toContain("frame-src 'none'");
    expect(off).not.toContain("accounts.google.com");
    const on = await policy("123-store.apps.googleusercontent.com");
    expect(on).toContain("script-src 'self' 'nonce-abc' https://accounts.google.com/gsi/client");
    expect(on).toContain("frame-src https://accounts.google.com/gsi/");
    expect(on).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
  });
});
