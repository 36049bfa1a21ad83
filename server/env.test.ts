import { describe, expect, it } from "vitest";
import { environmentWarnings, parseEnv } from "./env.ts";

describe("the environment", () => {
  it("trusts no proxy and answers only the loopback names unless told otherwise", () => {
    const env = parseEnv({});
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("reads the proxies to trust as a hop count or a list of addresses and ranges", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::1" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "2001:db8::1"]);
  });

  it("refuses a trust-everyone or malformed proxy setting, naming the variable", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the allowed hosts as lower-case host names with optional ports", () => {
    expect(parseEnv({ ALLOWED_HOSTS: "WWW.Shop.example, shop.example:8443,[::1]" }).ALLOWED_HOSTS).toEqual([
      "www.shop.example",
      "shop.example:8443",
      "[::1]",
    ]);
    expect(() => parseEnv({ ALLOWED_HOSTS: "https://shop.example" })).toThrow(/ALLOWED_HOSTS/);
    expect(() => parseEnv({ ALLOWED_HOSTS: "shop.example/x" })).toThrow(/ALLOWED_HOSTS/);
  });

  it("gives the browser /graphql unless told another path or http(s) URL, and refuses anything else", () => {
    expect(parseEnv({}).GRAPHQL_URL).toBe("/graphql");
    expect(parseEnv({ GRAPHQL_URL: "/api/graphql" }).GRAPHQL_URL).toBe("/api/graphql");
    expect(parseEnv({ GRAPHQL_URL: "https://api.shop.example/graphql" }).GRAPHQL_URL).toBe("https://api.shop.example/graphql");
    for (const bad of ["graphql", "//evil.example/graphql", "javascript:alert(1)", "https:///graphql", "/graph ql"]) {
      expect(() => parseEnv({ GRAPHQL_URL: bad }), bad).toThrow(/GRAPHQL_URL/);
    }
  });
});

describe("SESSION_SECRET in production", () => {
  const secret = "s".repeat(32);

  it("refuses to start a public https store without it, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example" })).toThrow(
      /SESSION_SECRET: must be set in production/,
    );
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    // Development and tests make their own keys.
    expect(() => parseEnv({ NODE_ENV: "development", PUBLIC_URL: "https://shop.example" })).not.toThrow();
  });

  it("says at start that it is unset in production otherwise", () => {
    expect(environmentWarnings(parseEnv({}))).toEqual([expect.stringMatching(/^SESSION_SECRET is unset/)]);
    expect(environmentWarnings(parseEnv({ PUBLIC_URL: "http://shop.example" }))).toHaveLength(1);
    expect(environmentWarnings(parseEnv({ SESSION_SECRET: secret }))).toEqual([]);
    expect(environmentWarnings(parseEnv({ NODE_ENV: "development" }))).toEqual([]);
  });
});
