import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { get, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressPage, pageCache } from "./page-cache.ts";
import { securityHeaders } from "./security.ts";
import { responseCompression } from "./compression.ts";

let server: Server;
let base = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ dev: false }));
  app.use(responseCompression());
  app.use(pageCache({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 }));
  app.get("/page", (req, res) => {
    renders++;
    const nonce = String(res.locals["nonce"]);
    res
      .type("html")
      .send(
        `<!DOCTYPE html><html><body><p>render ${renders} ${req.headers.cookie ?? ""}</p>` +
          `<script nonce="${nonce}">window.a = 1;</script>` +
          `<script type="application/ld+json">{"@type":"Product"}</script>` +
          `<script nonce="${nonce}" type="module" src="/assets/x.js"></script></body></html>`,
      );
  });
  app.get("/cookie", (_req, res) => {
    renders++;
    res.cookie("x", "1").type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/missing", (_req, res) => {
    renders++;
    res.status(404).type("html").send(`<p>render ${renders}</p>`);
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The body exactly as sent (fetch would decompress it), with the headers. */
function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

describe("page compression", () => {
  it("makes brotli and gzip copies that decompress to the page, smaller than it", () => {
    const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>A round brilliant diamond, 1.02 carat.</p>".repeat(2_000)}</body></html>`);
    const { br, gzip } = compressPage(page);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gzip.length).toBeLessThan(page.length / 10);
  });
});

/** The store keeps the page in the background after answering; give it a moment. */
const settle = () => new Promise((r) => setTimeout(r, 100));

describe("page cache", () => {
  it("serves the second request for a page from memory, with hash-based CSP instead of the first nonce", async () => {
    const first = await fetch(`${base}/page`);
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(firstBody).toMatch(/nonce="/);
    await settle();

    const second = await fetch(`${base}/page`);
    const body = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(body).toBe(firstBody.replace(/ nonce="[^"]+"/g, ""));
    const csp = second.headers.get("content-security-policy")!;
    const inline = `'sha256-${createHash("sha256").update("window.a = 1;").digest("base64")}'`;
    expect(csp).toContain(`script-src 'self' ${inline}`);
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    // The JSON-LD block is data, not script: it needs no hash.
    expect(csp.match(/sha256-/g)).toHaveLength(1);
  });

  it("serves the cached copy compressed for clients that accept it", async () => {
    await fetch(`${base}/page?compressed`);
    await settle();
    const res = await fetch(`${base}/page?compressed`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("x-page-cache")).toBe("hit");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain("<p>render");
  });

  it("serves brotli and gzip copies that decompress to the page itself", async () => {
    const plain = (await rawGet(`${base}/page?encodings`, "identity")).body.toString("utf8");
    await settle();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const { headers, body } = await rawGet(`${base}/page?encodings`, encoding);
      expect(headers["x-page-cache"]).toBe("hit");
      expect(headers["content-encoding"]).toBe(encoding);
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(decode(body).toString("utf8")).toBe(plain.replace(/ nonce="[^"]+"/g, ""));
    }
    const identity = await rawGet(`${base}/page?encodings`, "identity");
    expect(identity.headers["x-page-cache"]).toBe("hit");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length);
    expect(identity.body.toString("utf8")).toBe(plain.replace(/ nonce="[^"]+"/g, ""));
  });

  it("keys pages by the cookies that change them, and bypasses visitors with a session", async () => {
    await fetch(`${base}/page?k`);
    await settle();
    const inEuros = await fetch(`${base}/page?k`, { headers: { cookie: "currency=EUR" } });
    expect(inEuros.headers.get("x-page-cache")).toBe("miss");
    const signedIn = await fetch(`${base}/page?k`, { headers: { cookie: "session-id=abc" } });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await signedIn.text()).toContain("session-id=abc");
    // A visitor building a ring sees their own ring on the page: never another's, never kept.
    const building = await fetch(`${base}/page?k`, { headers: { cookie: "ring-builder=%7B%22ref%22%3A%22x%22%7D" } });
    expect(building.headers.get("x-page-cache")).toBeNull();
    expect(await building.text()).toContain("ring-builder=");
  });

  it("never keeps responses that set cookies or are not 200", async () => {
    for (const path of ["/cookie", "/missing"]) {
      const before = renders;
      await fetch(`${base}${path}`);
      await settle();
      const again = await fetch(`${base}${path}`);
      expect(again.headers.get("x-page-cache")).toBe("miss");
      expect(renders).toBe(before + 2);
    }
  });
});

describe("page cache memory", () => {
  it("gives back the pages that have expired, even when no newer page pushes them out", async () => {
    const cache = pageCache({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 });
    const app = express();
    app.use(cache);
    app.get("/burst/:n", (req, res) => {
      // Pages that do not compress, so that the bytes held are at least the pages'.
      res.type("html").send(`<p>${req.params.n}${randomBytes(10_000).toString("base64")}</p>`);
    });
    const own = app.listen(0);
    await new Promise((r) => own.once("listening", r));
    const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      for (let n = 0; n < 5; n++) await (await fetch(`${url}/burst/${n}`)).text();
      await settle();
      expect(cache.heldBytes()).toBeGreaterThan(5 * 10_000);

      cache.sweep(Date.now() + 1_000);
      expect(cache.heldBytes()).toBeGreaterThan(5 * 10_000);
      cache.sweep(Date.now() + 60_001);
      expect(cache.heldBytes()).toBe(0);
      expect((await fetch(`${url}/burst/0`)).headers.get("x-page-cache")).toBe("miss");
    } finally {
      await new Promise<void>((r) => own.close(() => r()));
    }
  });
});

describe("page cache for signed-in visitors", () => {
  let signedIn: Server;
  let url = "";
  const asked: string[] = [];
  const rendered: string[] = [];
  /** Sessions whose visitor sees the pages everyone sees (a customer with nothing personal in the page). */
  const sharedSessions = new Set(["customer"]);
  const cache = pageCache({
    ttlMs: 60_000,
    maxBytes: 8 * 1024 * 1024,
    // As the store's `pageVisitor`: whether a signed-in visitor's pages are everyone's (a query) is
    // asked only for a page stored before.
    visitorOf: async (req, _res, stored) => {
      const session = /session-id=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "";
      if (/ring-builder=/.test(req.headers.cookie ?? "")) return "personal";
      if (session === "ended") return "anyone";
      if (!stored) return "personal";
      asked.push(session);
      return sharedSessions.has(session) ? "shared" : "personal";
    },
  });

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use(cache);
    // The page shows who it was rendered for: the session, unless the cache asked for it without.
    const render = (req: express.Request, res: express.Response) => {
      const session = res.locals["renderWithoutSession"] ? "" : (/session-id=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "");
      rendered.push(`${req.path} for ${session || "anyone"}`);
      if (req.path === "/profile") res.setHeader("Cache-Control", "private, no-store");
      res.type("html").send(`<p>${req.path} for ${session || "anyone"}</p>`);
    };
    app.get("/ring", render);
    app.get("/other", render);
    app.get("/profile", render);
    signedIn = app.listen(0);
    await new Promise((r) => signedIn.once("listening", r));
    url = `http://127.0.0.1:${(signedIn.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => signedIn.close(() => r())));

  const page = async (path: string, session?: string) => {
    const res = await fetch(`${url}${path}`, { headers: session ? { cookie: `session-id=${session}` } : {} });
    const body = await res.text();
    await settle();
    return { body, cache: res.headers.get("x-page-cache") };
  };

  // Who the visitor is is asked once per request (the store's render reuses the answer's session);
  // whether their pages are everyone's only when a stored page could be served them.
  it("serves a customer the page an anonymous visitor's request stored, and renders a page never stored with their session", async () => {
    expect(await page("/ring", "customer")).toEqual({ body: "<p>/ring for customer</p>", cache: null });
    expect(asked).toEqual([]);
    expect(await page("/ring")).toEqual({ body: "<p>/ring for anyone</p>", cache: "miss" });
    expect(await page("/ring", "customer")).toEqual({ body: "<p>/ring for anyone</p>", cache: "hit" });
    expect(asked).toEqual(["customer"]);
  });

  it("serves and fills the cache for a visitor whose session cookie names no session, as for anyone", async () => {
    rendered.length = 0;
    expect(await page("/ring?n=1", "ended")).toEqual({ body: "<p>/ring for anyone</p>", cache: "hit" });
    expect(await page("/other", "ended")).toEqual({ body: "<p>/other for anyone</p>", cache: "miss" });
    expect(await page("/other")).toEqual({ body: "<p>/other for anyone</p>", cache: "hit" });
    expect(rendered).toEqual(["/other for anyone"]);
  });

  it("renders a page stored before without the customer's session once it has expired, and stores it again", async () => {
    cache.sweep(Date.now() + 61_000);
    rendered.length = 0;
    expect(await page("/ring", "customer")).toEqual({ body: "<p>/ring for anyone</p>", cache: "miss" });
    expect(rendered).toEqual(["/ring for anyone"]);
    expect(await page("/ring")).toEqual({ body: "<p>/ring for anyone</p>", cache: "hit" });
  });

  it("renders a visitor whose pages are personal with their session, every time, and keeps nothing of it", async () => {
    rendered.length = 0;
    expect(await page("/ring", "consultant")).toEqual({ body: "<p>/ring for consultant</p>", cache: null });
    expect(await page("/ring", "consultant")).toEqual({ body: "<p>/ring for consultant</p>", cache: null });
    expect(rendered).toEqual(["/ring for consultant", "/ring for consultant"]);
    expect(await page("/ring")).toEqual({ body: "<p>/ring for anyone</p>", cache: "hit" });
  });

  it("never renders a personal page without the session, and never keeps it", async () => {
    expect(await page("/profile")).toEqual({ body: "<p>/profile for anyone</p>", cache: "miss" });
    rendered.length = 0;
    expect(await page("/profile", "customer")).toEqual({ body: "<p>/profile for customer</p>", cache: null });
    expect(await page("/profile", "customer")).toEqual({ body: "<p>/profile for customer</p>", cache: null });
    expect(rendered).toEqual(["/profile for customer", "/profile for customer"]);
  });

  it("treats a customer who also holds the ring builder's cookie as personal", async () => {
    const res = await fetch(`${url}/ring`, { headers: { cookie: "session-id=customer; ring-builder=1" } });
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(await res.text()).toBe("<p>/ring for customer</p>");
  });
});
