import { describe, expect, it, vi } from "vitest";
import { WEBSITE_FORM_SUBMIT, createGraphQLClient, lastTraceId, runMutation, runQuery, shouldRetry } from "./graphql-client.ts";
import { CombinedError } from "@urql/core";
import { createHash } from "node:crypto";
import { PAGE_QUERY } from "../components/shell/content/page-data.ts";

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: Record<string, unknown> | null;
}

/** A fake API: records each request and answers with the next scripted reply. */
function fakeApi(replies: (Response | Error | ((call: Call) => Response))[]) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "https://shop.example");
    const call: Call = {
      method: init?.method ?? "GET",
      url,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    return typeof reply === "function" ? reply(call) : reply.clone();
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

const ok = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
const gqlError = (message: string, extensions: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ errors: [{ message, extensions }] }), { headers: { "content-type": "application/json" } });

const ME = "query Me { me { id } }";

describe("browser GraphQL client", () => {
  it("sends short queries by GET with credentials, accept-language and the CSRF header", async () => {
    const api = fakeApi([ok({ me: null })]);
    const client = createGraphQLClient({ locale: "en-us", fetch: api.fetch, url: "https://shop.example/graphql" });
    await expect(runQuery(client, ME, {})).resolves.toEqual({ me: null });
    const call = api.calls[0]!;
    expect(call.method).toBe("GET");
    expect(call.credentials).toBe("include");
    expect(call.headers.get("accept-language")).toBe("en-US");
    expect(call.headers.get("x-graphql-csrf")).toBe("1");
    // Persisted query: the hash goes first, without the query text.
    const extensions = JSON.parse(call.url.searchParams.get("extensions") ?? "{}") as { persistedQuery?: { sha256Hash: string } };
    expect(extensions.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(call.url.searchParams.get("query")).toBeNull();
  });

  it("retries a persisted query in full when the server does not know the hash", async () => {
    const api = fakeApi([gqlError("PersistedQueryNotFound"), ok({ me: { id: "1" } })]);
    const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
    await expect(runQuery(client, ME, {})).resolves.toEqual({ me: { id: "1" } });
    expect(api.calls).toHaveLength(2);
    const second = api.calls[1]!;
    const query = second.method === "GET" ? second.url.searchParams.get("query") : (second.body?.["query"] as string);
    expect(query).toContain("me");
  });

  it("sends a generated document with its fragments, hashed as the text it sends in full", async () => {
    const notFound = { page: { __typename: "ContentPageNotFound", errorCode: "NOT_FOUND", message: "No page has this address." } };
    const api = fakeApi([gqlError("PersistedQueryNotFound"), ok(notFound)]);
    const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
    await expect(runQuery(client, PAGE_QUERY, { slug: "/", region: "UK", currency: "GBP" })).resolves.toEqual(notFound);
    const [first, second] = api.calls as [Call, Call];
    const hashOf = (call: Call) =>
      (
        JSON.parse(call.url.searchParams.get("extensions") ?? JSON.stringify(call.body?.["extensions"] ?? {})) as {
          persistedQuery?: { sha256Hash: string };
        }
      ).persistedQuery?.sha256Hash;
    const text = second.method === "GET" ? second.url.searchParams.get("query")! : (second.body?.["query"] as string);
    expect(text).toContain("fragment SiteImage on Image");
    expect(text).toContain("fragment SiteLink on Link");
    expect(hashOf(first)).toBe(createHash("sha256").update(text).digest("hex"));
  });

  it("uses POST when the URL would be longer than 2047 characters, and for mutations", async () => {
    const api = fakeApi([(call) => (call.method === "GET" ? gqlError("PersistedQueryNotFound") : ok({ x: 1 }))]);
    const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
    await runQuery(client, "query Big($s: String) { me { id } }", { s: "x".repeat(2100) });
    expect(api.calls.every((c) => c.method === "POST")).toBe(true);

    api.calls.length = 0;
    await runMutation(client, "mutation M { marketingData(input: {}) { success } }", {});
    expect(api.calls[0]!.method).toBe("POST");
    expect(api.calls[0]!.body?.["query"]).toContain("marketingData");
  });

  it("retries network errors and rate limits, then succeeds", async () => {
    const api = fakeApi([new TypeError("Failed to fetch"), gqlError("Too many requests", { category: "rateLimit" }), ok({ me: null })]);
    const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
    await expect(runQuery(client, ME, {})).resolves.toEqual({ me: null });
    expect(api.calls).toHaveLength(3);
  });

  it("does not retry other GraphQL errors and reports authorization errors", async () => {
    const api = fakeApi([gqlError("Not allowed", { category: "authorization" })]);
    const onAuthorizationError = vi.fn();
    const onError = vi.fn();
    const client = createGraphQLClient({
      locale: "en-gb",
      fetch: api.fetch,
      url: "https://shop.example/graphql",
      onAuthorizationError,
      onError,
    });
    await expect(runQuery(client, ME, {})).rejects.toThrow(/Not allowed/);
    expect(api.calls).toHaveLength(1);
    expect(onAuthorizationError).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it("decides retries by category", () => {
    expect(shouldRetry(new CombinedError({ networkError: new Error("offline") }))).toBe(true);
    expect(shouldRetry(new CombinedError({ graphQLErrors: [{ message: "slow down", extensions: { category: "rateLimit" } }] }))).toBe(true);
    expect(shouldRetry(new CombinedError({ graphQLErrors: [{ message: "bad", extensions: { category: "validation" } }] }))).toBe(false);
  });
});

describe("region suggestion languages", () => {
  it("formats the browser's languages as an Accept-Language value", async () => {
    const { visitorAcceptLanguage } = await import("./graphql-client.ts");
    expect(visitorAcceptLanguage(["en-US", "en"])).toBe("en-US, en;q=0.9");
    expect(visitorAcceptLanguage(["fr-FR", "bad value", "de"])).toBe("fr-FR, de;q=0.9");
    expect(visitorAcceptLanguage([])).toBeNull();
  });

  it("lets one request carry other languages", async () => {
    const { requestOptions } = await import("./graphql-client.ts");
    const api = fakeApi([ok({ me: null })]);
    const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
    await runQuery(client, ME, {}, { fetchOptions: requestOptions("en-US, en;q=0.9") });
    expect(api.calls[0]!.headers.get("accept-language")).toBe("en-US, en;q=0.9");
    expect(api.calls[0]!.headers.get("x-graphql-csrf")).toBe("1");
  });
});

const withExtensions = (data: unknown, extensions: Record<string, unknown>) =>
  new Response(JSON.stringify({ data, extensions }), { headers: { "content-type": "application/json" } });

describe("the endpoint", () => {
  it("is the one the page's runtime configuration names, else the store's /graphql", async () => {
    const api = fakeApi([ok({ me: null })]);
    await runQuery(createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://api.shop.example/v2/graphql" }), ME, {});
    expect(`${api.calls[0]!.url.origin}${api.calls[0]!.url.pathname}`).toBe("https://api.shop.example/v2/graphql");

    const local = fakeApi([ok({ me: null })]);
    await runQuery(createGraphQLClient({ locale: "en-gb", fetch: local.fetch }), ME, {});
    expect(local.calls[0]!.url.pathname).toBe("/graphql");
  });
});

describe("response extensions", () => {
  it("hands on each response's trace id, and keeps the latest for the visitor to quote", async () => {
    const seen: string[] = [];
    const api = fakeApi([withExtensions({ me: null }, { amazonTraceId: "Root=1-67891233-abcdef012345678912345678" })]);
    const client = createGraphQLClient({
      locale: "en-gb",
      fetch: api.fetch,
      url: "https://shop.example/graphql",
      onTraceId: (id) => seen.push(id),
    });
    await runQuery(client, ME, {});
    expect(seen).toEqual(["Root=1-67891233-abcdef012345678912345678"]);

    const kept = fakeApi([withExtensions({ me: null }, { amazonTraceId: "Root=1-aaaa-bbbb" })]);
    await runQuery(createGraphQLClient({ locale: "en-gb", fetch: kept.fetch, url: "https://shop.example/graphql" }), ME, {});
    expect(lastTraceId()).toBe("Root=1-aaaa-bbbb");
  });

  it("takes the trace id of a failed response too, and ignores one that is not a short printable string", async () => {
    const seen: string[] = [];
    const failed = new Response(
      JSON.stringify({
        errors: [{ message: "Not allowed", extensions: { category: "authorization" } }],
        extensions: { amazonTraceId: "Root=1-fail" },
      }),
      {
        headers: { "content-type": "application/json" },
      },
    );
    const client = createGraphQLClient({
      locale: "en-gb",
      fetch: fakeApi([failed]).fetch,
      url: "https://shop.example/graphql",
      onTraceId: (id) => seen.push(id),
    });
    await expect(runQuery(client, ME, {})).rejects.toThrow(/Not allowed/);
    for (const bad of [42, "", "two words", "x".repeat(500), { id: "x" }]) {
      const other = createGraphQLClient({
        locale: "en-gb",
        fetch: fakeApi([withExtensions({ me: null }, { amazonTraceId: bad })]).fetch,
        url: "https://shop.example/graphql",
        onTraceId: (id) => seen.push(id),
      });
      await runQuery(other, ME, {});
    }
    expect(seen).toEqual(["Root=1-fail"]);
  });

  it("passes each marketing form on once as a website-form-submit event", async () => {
    const forms = [{ formId: "newsletter", email: "ann@example.com" }, { formId: "consultation" }];
    const events: unknown[] = [];
    const target = new EventTarget();
    vi.stubGlobal("window", target);
    target.addEventListener(WEBSITE_FORM_SUBMIT, (e) => events.push((e as CustomEvent).detail));
    try {
      const api = fakeApi([withExtensions({ marketingData: { success: true } }, { marketingCloudForms: forms })]);
      const client = createGraphQLClient({ locale: "en-gb", fetch: api.fetch, url: "https://shop.example/graphql" });
      await runMutation(client, "mutation M { marketingData(input: {}) { success } }", {});
      expect(events).toEqual(forms);

      events.length = 0;
      const odd = fakeApi([withExtensions({ me: null }, { marketingCloudForms: ["text", null, [1], { formId: "one" }] })]);
      await runQuery(createGraphQLClient({ locale: "en-gb", fetch: odd.fetch, url: "https://shop.example/graphql" }), ME, {});
      expect(events).toEqual([{ formId: "one" }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
