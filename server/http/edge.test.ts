import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeGuard } from "./edge.ts";

let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(edgeGuard());
  // Handlers that build a Location from what they were given, as a careless redirect would.
  app.get("/go", (req, res) => res.redirect(302, String(req.query["to"])));
  app.get("/header", (req, res) => res.status(302).setHeader("Location", String(req.query["to"])).end());
  app.use((req, res) => res.send(`${req.method} ${req.path}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

function raw(path: string, method = "GET"): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += String(c)));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("edgeGuard", () => {
  it("keeps every Location on the store, however it was set", async () => {
    for (const to of ["//evil.example", "/\\evil.example", "https://evil.example/x", "/%0a/evil.example"]) {
      for (const route of ["/go", "/header"]) {
        const res = await raw(`${route}?to=${encodeURIComponent(to)}`);
        expect(res.location, `${route} ${to}`).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it("answers 400 for malformed percent-encoding and unencoded characters", async () => {
    expect(await raw("/a/%ff")).toMatchObject({ status: 400 });
    expect(await raw("/%zz")).toMatchObject({ status: 400 });
    expect(await raw("/a/%c0%af")).toMatchObject({ status: 400 });
    expect(await raw("/a/\u00ff")).toMatchObject({ status: 400 });
  });

  it("answers 405 for methods the store does not take", async () => {
    expect((await raw("/", "TRACE")).status).toBe(405);
    expect((await raw("/", "GET")).status).toBe(200);
  });

  it("redirects a path a URL parser reads differently to its one spelling, keeping the query", async () => {
    expect(await raw("/a//b?x=1")).toMatchObject({ status: 301, location: "/a/b?x=1" });
    expect(await raw("/x/%2E%2e/us/y")).toMatchObject({ status: 301, location: "/us/y" });
    expect(await raw("/a\\b")).toMatchObject({ status: 301, location: "/a/b" });
    expect((await raw("/a//b", "POST")).status).toBe(400);
    expect(await raw("/a/b%2Fc")).toMatchObject({ status: 200, body: "GET /a/b%2Fc" });
  });
});
