import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { IMAGE_FORMATS, IMAGE_SIZES, rendererFor, verifyHash, type ImageFormat, type ImageSize } from "./registry.ts";

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * GET /media/{kind}/{hash}/{size}.{format}?params: draws, converts and caches on disk under
 * cacheDir; later requests read the file. Unknown kinds, bad parameters or a wrong hash are 404.
 */
export function mediaHandler(cacheDir: string) {
  return async (req: Request, res: Response) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).setHeader("Allow", "GET, HEAD").end();
      return;
    }
    const match = /^\/([a-z-]+)\/([0-9a-f]{10})\/(LARGE|LARGE_X2)\.(webp|avif)$/.exec(req.path);
    const renderer = match ? rendererFor(match[1]!) : undefined;
    const raw = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === "string"));
    const params = renderer?.parse(raw) ?? null;
    if (!match || !renderer || !params || !verifyHash(renderer.kind, params, match[2]!)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const [, kind, hash, size, format] = match as unknown as [string, string, string, ImageSize, ImageFormat];
    const file = join(cacheDir, kind, `${hash}-${size}.${format}`);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      let pending = inFlight.get(file);
      if (!pending) {
        pending = (async () => {
          const svg = Buffer.from(renderer.draw(params));
          const width = IMAGE_SIZES[size];
          const image = sharp(svg, { density: 72 * (width / 400) }).resize(width, width);
          const out = format === "avif" ? await image.avif({ quality: 55, effort: 2 }).toBuffer() : await image.webp({ quality: 82 }).toBuffer();
          await mkdir(join(cacheDir, kind), { recursive: true });
          const tmp = `${file}.${process.pid}.tmp`;
          await writeFile(tmp, out);
          await rename(tmp, file);
          return out;
        })().finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      body = await pending;
    }
    res.setHeader("Content-Type", IMAGE_FORMATS[format]);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.send(body);
  };
}
