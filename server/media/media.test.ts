import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import sharp from "sharp";
import { mediaHandler, type MediaOptions } from "./route.ts";
import { IMAGE_SIZES, imageRecord, mediaUrl, rendererFor, type ImageSize } from "./registry.ts";
import { DiskCache } from "./disk-cache.ts";
import "./ring.ts";
import "./site.ts";

/** Image URLs only the store can mint, drawn from the vocabularies only, cached on disk within a cap. */

const dirs: string[] = [];
const servers: Server[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "store-media-"));
  dirs.push(dir);
  return dir;
}

async function serve(cacheDir: string, options: MediaOptions = { secret: undefined }): Promise<string> {
  const app = express();
  app.use("/media", mediaHandler(cacheDir, options));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((ok) => server.once("listening", ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Every drawn file under the cache directory (the key file is not an image). */
function cachedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(dir, d.name)).map((f) => join(d.name, f)));
}

const RING = {
  head: "solitaire",
  band: "plain",
  shape: "OVAL",
  metal: "platinum",
  gem: "diamond",
  accent: "diamond",
  width: 20,
  carat: 10,
  view: "front",
  frame: 0,
};
const payment = (brand: string) => imageRecord("site-payment", { brand }, "").sizes.LARGE.url;

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((ok) => s.close(ok));
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("signed media URLs", () => {
  let base: string;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    base = await serve(dir);
  });

  it("draws the URLs the store links to", async () => {
    const url = imageRecord("ring", RING, "").sizes.LARGE.sources.find((s) => s.mimeType === "image/avif")!.url;
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("draws every size of the vocabulary at its width, each smaller than the next", async () => {
    const image = imageRecord("ring", RING, "");
    const bytes: number[] = [];
    for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
      for (const source of image.sizes[size].sources) {
        const res = await fetch(`${base}${source.url}`);
        expect(res.status, source.url).toBe(200);
        expect(res.headers.get("content-type")).toBe(source.mimeType);
        const body = Buffer.from(await res.arrayBuffer());
        const { width, height } = await sharp(body).metadata();
        expect([width, height], source.url).toEqual([IMAGE_SIZES[size], IMAGE_SIZES[size]]);
        if (source.mimeType === "image/avif") bytes.push(body.length);
      }
    }
    expect(Object.keys(IMAGE_SIZES)).toEqual(["SMALL", "MEDIUM", "LARGE", "LARGE_X2"]);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    // One file per size and format, all under one content hash.
    expect(
      cachedFiles(dir)
        .filter((f) => f.startsWith("ring/"))
        .map((f) => f.replace(/^ring\/[0-9a-f]{20}-/, ""))
        .sort(),
    ).toEqual(["LARGE.avif", "LARGE.webp", "LARGE_X2.avif", "LARGE_X2.webp", "MEDIUM.avif", "MEDIUM.webp", "SMALL.avif", "SMALL.webp"]);
  });

  it("signs an image once for all its sizes", () => {
    const image = imageRecord("ring", RING, "");
    const signatures = new Set((Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => image.sizes[size].url.split("/")[3]));
    expect(signatures.size).toBe(1);
  });

  it("answers 404 without drawing for unsigned, tampered, re-ordered or unknown parameters", async () => {
    const draw = vi.spyOn(rendererFor("ring")!, "draw");
    const before = cachedFiles(dir).length;
    const good = new URL(imageRecord("ring", RING, "").sizes.LARGE_X2.url, base);
    const [, , , signature] = good.pathname.split("/");
    const hostile = [
      // The old unkeyed scheme: a public hash of the parameters.
      good.pathname.replace(signature!, "0123456789") + good.search,
      good.pathname.replace(signature!, "0".repeat(signature!.length)) + good.search,
      good.pathname + good.search.replace("shape=OVAL", "shape=ABCDEFGHIJ"),
      good.pathname + good.search.replace("carat=10", "carat=11"),
      good.pathname + good.search + "&extra=1",
      good.pathname + "?" + good.search.slice(1).split("&").reverse().join("&"),
      good.pathname,
      good.pathname.replace("LARGE_X2.webp", "HUGE.webp") + good.search,
      // Sizes outside the vocabulary, however close to one in it.
      good.pathname.replace("LARGE_X2.webp", "small.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "SMALL_X2.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "XSMALL.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "MEDIUMS.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "200.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "constructor.webp") + good.search,
      good.pathname.replace("LARGE_X2.webp", "SMALL.jpg") + good.search,
      good.pathname.replace(".webp", ".png") + good.search,
      good.pathname.replace("/ring/", "/__proto__/") + good.search,
      // Signed by the store but outside the vocabularies: a shape that is not a shape.
      mediaUrl("ring", { ...RING, shape: "ABCDEFGHIJKL" }, "LARGE_X2", "avif"),
      mediaUrl("ring", { ...RING, width: 999 }, "LARGE", "avif"),
    ];
    for (const path of hostile) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
    }
    expect(draw).not.toHaveBeenCalled();
    expect(cachedFiles(dir).length).toBe(before);
  });

  it("gives an image the same id and URLs wherever it is listed, with the alt text of the listing", () => {
    const reordered = Object.fromEntries(Object.entries(RING).reverse());
    const first = imageRecord("ring", RING, "Oval solitaire");
    const again = imageRecord("ring", reordered, "Front view");
    expect(again.id).toBe(first.id);
    expect(again.urlTemplate).toBe(first.urlTemplate);
    expect([first.alt, again.alt]).toEqual(["Oval solitaire", "Front view"]);
    expect(again.sizes).toEqual(first.sizes);
    expect(Object.keys(first.sizes)).toEqual(Object.keys(IMAGE_SIZES));
    for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
      expect(first.sizes[size].url).toBe(first.urlTemplate.replace("{size}", size).replace("{format}", "webp"));
      expect(first.sizes[size].sources.map((s) => s.url)).toEqual(
        ["avif", "webp"].map((format) => first.urlTemplate.replace("{size}", size).replace("{format}", format)),
      );
    }
    expect(imageRecord("ring", { ...RING, frame: 1 }, "").urlTemplate).not.toBe(first.urlTemplate);
  });

  it("keeps URLs stable across restarts and processes sharing the data directory", async () => {
    const first = payment("visa");
    await serve(dir);
    expect(payment("visa")).toBe(first);
    // Another data directory generates its own key: the first directory's URLs are not valid there.
    const other = await serve(tempDir());
    expect(payment("visa")).not.toBe(first);
    expect((await fetch(`${other}${first}`)).status).toBe(404);
    expect((await fetch(`${other}${payment("visa")}`)).status).toBe(200);
  });

  it("derives the key from the configured secret, wherever the files are", async () => {
    const secret = "a-secret-of-at-least-thirty-two-characters";
    await serve(tempDir(), { secret });
    const url = payment("visa");
    const base2 = await serve(tempDir(), { secret });
    expect(payment("visa")).toBe(url);
    expect((await fetch(`${base2}${url}`)).status).toBe(200);
    await serve(tempDir(), { secret: `${secret}-rotated` });
    expect(payment("visa")).not.toBe(url);
  });
});

describe("the disk cache", () => {
  it("removes the least recently used files past its cap", async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir, 250);
    const name = (c: string) => join("ring", `${c.repeat(20)}-LARGE.webp`);
    await cache.put(name("a"), Buffer.alloc(100));
    await cache.put(name("b"), Buffer.alloc(100));
    expect(await cache.get(name("a"))).not.toBeNull();
    await cache.put(name("c"), Buffer.alloc(100));
    expect(cachedFiles(dir).sort()).toEqual([name("a"), name("c")]);
    expect(await cache.get(name("b"))).toBeNull();
    // A restart counts what is already there, oldest first.
    const again = new DiskCache(dir, 150);
    await again.put(name("d"), Buffer.alloc(100));
    expect(cachedFiles(dir)).toEqual([name("d")]);
    expect(again.size).toBe(100);
  });

  it("counts the files of every size already on disk, and nothing else", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "ring"));
    const old = ["SMALL.webp", "MEDIUM.avif", "LARGE.webp", "LARGE_X2.avif"].map((s, i) => join("ring", `${String(i).repeat(20)}-${s}`));
    const strangers = [join("ring", `${"9".repeat(20)}-HUGE.webp`), join("ring", `${"8".repeat(20)}-SMALL.png`)];
    for (const [i, rel] of [...old, ...strangers].entries()) {
      writeFileSync(join(dir, rel), Buffer.alloc(100));
      utimesSync(join(dir, rel), 1_000 + i, 1_000 + i);
    }
    const cache = new DiskCache(dir, 300);
    await cache.put(join("ring", `${"a".repeat(20)}-SMALL.avif`), Buffer.alloc(100));
    // The two oldest renditions make room; files that are no rendition are neither counted nor removed.
    expect(cachedFiles(dir).sort()).toEqual([...old.slice(2), ...strangers, join("ring", `${"a".repeat(20)}-SMALL.avif`)].sort());
    expect(cache.size).toBe(300);
  });

  it("keeps the drawn images under the cap while serving", async () => {
    const dir = tempDir();
    const base = await serve(dir, { secret: undefined, maxBytes: 1 });
    for (const brand of ["visa", "mastercard", "amex"]) {
      const res = await fetch(`${base}${payment(brand)}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    // Only the file just served stays when even one is over the cap.
    const files = cachedFiles(dir);
    expect(files).toHaveLength(1);
    expect(statSync(join(dir, files[0]!)).size).toBeGreaterThan(500);
  });
});
