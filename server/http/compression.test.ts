import type { AddressInfo } from "node:net";
import { get, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseCompression } from "./compression.ts";

let server: Server;
let base = "";

/** 200 KB of markup, not too repetitive (product cards with prices and image URLs). */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from(
    { length: 1_200 },
    (_, i) => `<a href="/ring-${i}"><img src="/media/ring/${(i * 2654435761) % 1e9}/LARGE.webp"><span>£${(i * 37) % 9000}</span></a>`,
  ).join("")}</body></html>`,
);

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  // Written as the document renderer writes: in pieces, flushing after each.
  app.get("/page", (_req, res) => {
    res.type("html");
    for (let at = 0; at < page.length; at += 4096) {
      res.write(page.subarray(at, at + 4096));
      (res as unknown as { flush: () => void }).flush();
    }
    res.end();
  });
  app.get("/answer", (_req, res) => {
    res.type("application/graphql-response+json").send(page);
  });
  app.get("/file.js", (_req, res) => {
    res.type("text/javascript").send(page);
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The body exactly as sent (fetch would decompress it), with the headers. */
function rawGet(path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

describe("compression of answers", () => {
  it.each(["/page", "/answer", "/file.js"])("sends %s as brotli, gzip or as it is, whichever the client takes", async (path) => {
    const br = await rawGet(path, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    expect(br.body.length).toBeLessThan(page.length / 4);

    const gzip = await rawGet(path, "gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(gzip.body.length).toBeLessThan(page.length / 4);

    const plain = await rawGet(path, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/);
  });
});
