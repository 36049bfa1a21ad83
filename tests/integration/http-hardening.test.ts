import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { data, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { logCapture, stubBuild } from "../helpers/stub-build.ts";
import type { Database } from "../../server/db/client.ts";
import { regions } from "../../server/db/schema/index.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { createApp, type AppOptions } from "../../server/app.ts";
import { CSRF_HEADER } from "../../server/graphql/yoga.ts";

/**
 * The HTTP edge of the store as an attacker meets it: the real app (server/app.ts) in front of a small
 * page build whose root loader builds the canonical link the way the store's does (publicOrigin) and
 * whose pages print the region the request context was built for.
 */
let database: Database;
let cacheDir: string;
let renders = 0;
const servers: Server[] = [];

function pageBuild(): ServerBuild {
  const page = {
    loader: ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes("missing")) throw data(null, { status: 404 });
      return {};
    },
  };
  return stubBuild({
    assetsDir: cacheDir,
    pages: {
      rings: { ...page, path: "engagement-rings" },
      about: { ...page, path: "about-us/*" },
      usRings: { ...page, path: "us/engagement-rings" },
      usHome: { ...page, path: "us" },
      auAbout: { ...page, path: "au/about-us/*" },
    },
    render: (_request, _status, root) => {
      renders++;
      return `<!DOCTYPE html><html><head><link rel="canonical" href="${root.origin}${root.path}"/></head><body><p>region ${root.region} render ${renders}</p></body></html>`;
    },
  });
}

/** Log lines the app wrote, parsed. */
const { lines: logLines, stream: logStream } = logCapture();

async function start(options: Partial<AppOptions> = {}): Promise<string> {
  const app = createApp({
    database,
    logger: pino({ level: "info" }, logStream),
    build: pageBuild(),
    mediaCacheDir: cacheDir,
    ...options,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path sent exactly as written (fetch would normalise backslashes and dots). */
function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

const settle = () => new Promise((r) => setTimeout(r, 100));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(regions).values([
    { code: "UK", name: "United Kingdom", locales: ["en-gb"], currency: "GBP", isActive: true },
    { code: "US", name: "United States", locales: ["en-us"], currency: "USD", isActive: true },
    { code: "AU", name: "Australia", locales: ["en-au"], currency: "AUD", isActive: true },
    { code: "NZ", name: "New Zealand", locales: ["en-nz"], currency: "NZD", isActive: false },
  ]);
  forgetSiteData();
  cacheDir = mkdtempSync(join(tmpdir(), "store-hardening-"));
  base = await start();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  forgetSiteData();
  await database?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("redirects stay on the store", () => {
  const hostile = [
    "/uk//evil.example",
    "/uk/\\evil.example",
    "/uk/\\\\evil.example",
    "/uk///evil.example/x?y=1",
    "/uk/%2F%2Fevil.example",
    "/uk/%5Cevil.example",
    "//evil.example",
    "/\\evil.example",
    "/us//evil.example",
  ];

  it("answers every doubled slash or backslash with a Location on this host", async () => {
    for (const path of hostile) {
      for (const cookie of ["", "locale=US", "locale=AU"]) {
        const res = await raw(base, path, { headers: cookie ? { cookie } : {} });
        if (res.status < 300 || res.status >= 400) continue;
        const location = String(res.headers.location);
        expect(location, `${path} ${cookie}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, base).origin, `${path} ${cookie}`).toBe(base);
      }
    }
  });

  it("sends /uk//evil.example to the store's own path, not to evil.example", async () => {
    const res = await raw(base, "/uk//evil.example");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/uk/evil.example");
    const withCookie = await raw(base, "/us//evil.example", { headers: { cookie: "locale=US" } });
    expect(withCookie.headers.location).toBe("/us/evil.example");
  });
});

describe("one spelling of every path", () => {
  it("answers malformed percent-encoding with 400 and a message, not 500", async () => {
    for (const path of ["/engagement-rings/%ff", "/%zz", "/about-us/%c0%af", "/us/engagement-rings/%e0%80"]) {
      const res = await raw(base, path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatch(/percent-encoding/);
    }
  });

  it("answers TRACE and other methods the store does not take with 405", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const res = await raw(base, "/", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toContain("GET");
    }
  });

  it("redirects dot segments to the page the router would show, in that page's region", async () => {
    const res = await raw(base, "/%2e%2e/us/engagement-rings?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/us/engagement-rings?x=1");
    const target = await raw(base, "/us/engagement-rings?x=1");
    expect(target.body).toContain("region US");
    expect((await raw(base, "/about-us/./../engagement-rings")).headers.location).toBe("/engagement-rings");
    expect((await raw(base, "/%2e%2e/us/engagement-rings", { method: "POST" })).status).toBe(400);
  });
});

describe("region prefixes: one address per page", () => {
  it("redirects a prefix in capitals to the lower-case one, keeping the query", async () => {
    expect(await raw(base, "/US/")).toMatchObject({ status: 301, headers: { location: "/us/" } });
    expect(await raw(base, "/AU/about-us/faqs?utm_source=x")).toMatchObject({
      status: 301,
      headers: { location: "/au/about-us/faqs?utm_source=x" },
    });
    expect(await raw(base, "/UK/engagement-rings")).toMatchObject({ status: 301, headers: { location: "/engagement-rings" } });
    expect(await raw(base, "/NZ/engagement-rings")).toMatchObject({ status: 301, headers: { location: "/engagement-rings" } });
  });

  it("gives a region's home one address, /us/, as its canonical link spells it", async () => {
    expect(await raw(base, "/us?utm_source=x")).toMatchObject({ status: 301, headers: { location: "/us/?utm_source=x" } });
    const home = await raw(base, "/us/");
    expect(home.status).toBe(200);
    expect(canonical(home.body)).toBe(`${base}/us/`);
  });
});

describe("hosts and the page cache", () => {
  it("answers 400 for a host the store does not answer for", async () => {
    const res = await raw(base, "/engagement-rings", { headers: { host: "evil.example" } });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain("evil.example");
    // Health checks answer whatever the host.
    expect((await raw(base, "/healthz", { headers: { host: "10.1.2.3:3000" } })).status).toBe(200);
  });

  it("ignores X-Forwarded-Host unless a trusted proxy sent it", async () => {
    const res = await raw(base, "/engagement-rings?xfh", { headers: { "x-forwarded-host": "evil.example" } });
    expect(res.status).toBe(200);
    expect(canonical(res.body)).toBe(`${base}/engagement-rings`);
    const behindProxy = await start({ trustProxy: ["loopback"], hosts: { allowedHosts: ["www.shop.example"] } });
    expect((await raw(behindProxy, "/engagement-rings", { headers: { "x-forwarded-host": "evil.example" } })).status).toBe(400);
    const proxied = await raw(behindProxy, "/engagement-rings", {
      headers: { "x-forwarded-host": "www.shop.example", "x-forwarded-proto": "https" },
    });
    expect(canonical(proxied.body)).toMatch(/^https:\/\/www\.shop\.example(:\d+)?\/engagement-rings$/);
  });

  it("never serves one host's cached page to a visitor of another", async () => {
    const cached = await start({ pageCacheSeconds: 60 });
    const port = new URL(cached).port;
    const first = await raw(cached, "/engagement-rings?poison", { headers: { host: "localhost:1" } });
    expect(canonical(first.body)).toBe("http://localhost:1/engagement-rings");
    await settle();
    const again = await raw(cached, "/engagement-rings?poison", { headers: { host: "localhost:1" } });
    expect(again.headers["x-page-cache"]).toBe("hit");
    const visitor = await raw(cached, "/engagement-rings?poison", { headers: { host: `localhost:${port}` } });
    expect(canonical(visitor.body)).toBe(`http://localhost:${port}/engagement-rings`);
  });
});

describe("CORS on /graphql", () => {
  const preflight = (url: string, origin: string) =>
    raw(url, "/graphql", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": `${CSRF_HEADER},content-type` },
    });

  it("grants another site nothing: no origin, no credentials, not the CSRF header", async () => {
    const res = await preflight(base, "https://evil.example");
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(res.headers["access-control-allow-headers"]).toBeUndefined();
    const get = await raw(base, `/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { origin: "https://evil.example", [CSRF_HEADER]: "1" },
    });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    expect(get.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(get.headers.vary)).toContain("Origin");
  });

  it("grants the store's own origins, with credentials", async () => {
    const url = await start({ hosts: { publicUrl: "https://shop.example", allowedHosts: ["www.shop.example"] } });
    for (const origin of ["https://shop.example", "https://www.shop.example"]) {
      const res = await preflight(url, origin);
      expect(res.headers["access-control-allow-origin"], origin).toBe(origin);
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
      expect(String(res.headers["access-control-allow-headers"])).toContain(CSRF_HEADER);
    }
    expect((await preflight(url, "https://shop.example.evil.example")).headers["access-control-allow-origin"]).toBeUndefined();
    expect((await preflight(url, "http://localhost:8080")).headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("proxy headers", () => {
  it("believes X-Forwarded-Proto only from configured proxies", async () => {
    const direct = await raw(base, "/engagement-rings?proto", { headers: { "x-forwarded-proto": "https" } });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    const behindProxy = await start({ trustProxy: ["127.0.0.1"] });
    const proxied = await raw(behindProxy, "/engagement-rings?proto", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers["strict-transport-security"]).toContain("max-age");
  });
});

describe("the log", () => {
  it("never holds cookies, credentials or secret query parameters", async () => {
    logLines.length = 0;
    await raw(base, "/about-us/x?authToken=SECRET-TOKEN&utm_source=mail&password=SECRET-PASS", {
      headers: { cookie: "session-id=SECRET-COOKIE; currency=EUR", authorization: "Bearer SECRET-AUTH" },
    });
    await settle();
    const text = JSON.stringify(logLines);
    expect(logLines.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/SECRET-/);
    expect(text).toContain("utm_source=mail");
  });

  it("logs an unknown address or a refused method as an answer, without a stack", async () => {
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logLines.length = 0;
    expect((await raw(base, "/nothing-here/at-all")).status).toBe(404);
    expect((await raw(base, "/about-us/missing")).status).toBe(404);
    expect((await raw(base, "/engagement-rings", { method: "POST" })).status).toBe(405);
    await settle();
    expect(stderr).not.toHaveBeenCalled();
    expect(JSON.stringify(logLines)).not.toContain("stack");
    expect(logLines.every((l) => Number(l["level"]) < 50)).toBe(true);
  });
});

describe("caching headers of pages", () => {
  it("says no-cache for anonymous pages and private, no-store for visitors with a session, varying by Cookie", async () => {
    const anonymous = await raw(base, "/engagement-rings?headers", { headers: { "accept-encoding": "gzip" } });
    expect(anonymous.headers["cache-control"]).toBe("no-cache");
    expect(String(anonymous.headers.vary)).toMatch(/Cookie/);
    expect(String(anonymous.headers.vary)).toMatch(/Accept-Encoding/);
    const personal = await raw(base, "/engagement-rings?headers", { headers: { cookie: "session-id=abc" } });
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    const signIn = await raw(base, "/engagement-rings?authToken=abc");
    expect(signIn.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps them on pages served from the page cache", async () => {
    const cached = await start({ pageCacheSeconds: 60 });
    await raw(cached, "/engagement-rings?cc");
    await settle();
    const hit = await raw(cached, "/engagement-rings?cc");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["cache-control"]).toBe("no-cache");
    expect(String(hit.headers.vary)).toMatch(/Cookie/);
  });
});

describe("files every client asks for", () => {
  it("serves a robots.txt that keeps crawlers out of the API only", async () => {
    const res = await raw(base, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/graphql$/m);
    expect(res.body).not.toMatch(/Sitemap/i);
  });

  it("serves a small icon at /favicon.ico", async () => {
    const res = await fetch(`${base}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.length).toBeLessThan(4096);
  });

  it("answers a missing file with a short 404, not the store's 404 page", async () => {
    const before = renders;
    for (const path of ["/apple-touch-icon.png", "/wp-login.php", "/.env", "/sitemap.xml"]) {
      const res = await raw(base, path);
      expect(res.status, path).toBe(404);
      expect(res.body.length, path).toBeLessThan(100);
    }
    expect(renders).toBe(before);
  });
});
