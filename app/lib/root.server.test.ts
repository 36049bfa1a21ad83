import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import type { RootData } from "./site.tsx";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The root data the server hands the browser, with the process environment `vars`. */
async function rootData(vars: Record<string, string>): Promise<RootData> {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  vi.resetModules();
  const { loadRoot } = await import("./root.server.ts");
  const { storeContext } = await import("../../server/router-context.ts");
  const context = new RouterContextProvider();
  // No database: init fails (logged) and the page still gets its configuration.
  const ctx = {
    db: undefined,
    requestId: "r-1",
    log: pino({ level: "silent" }),
    region: "UK",
    locale: "en-gb",
    currency: "GBP",
    user: null,
    headers: new Headers(),
    ip: "127.0.0.1",
  };
  context.set(storeContext, ctx as unknown as RequestContext);
  const answer = (await loadRoot(new Request("https://shop.example/"), context)) as unknown as { data: RootData };
  return answer.data;
}

describe("the browser's runtime configuration", () => {
  it("names the GraphQL endpoint from GRAPHQL_URL, /graphql when unset", async () => {
    expect((await rootData({ GRAPHQL_URL: "" })).graphqlUrl).toBe("/graphql");
    expect((await rootData({ GRAPHQL_URL: "https://api.shop.example/graphql" })).graphqlUrl).toBe("https://api.shop.example/graphql");
  });
});
