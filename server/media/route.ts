import { join } from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { env } from "../env.ts";
import { DiskCache } from "./disk-cache.ts";
import {
  contentHash,
  IMAGE_FORMATS,
  IMAGE_SIZES,
  paramString,
  rendererFor,
  setMediaSigningKey,
  SIGNATURE_LENGTH,
  verifySignature,
  type ImageFormat,
  type ImageSize,
} from "./registry.ts";
import { mediaSigningKey } from "./signing-key.ts";

const inFlight = new Map<string, Promise<Buffer>>();

/** /{kind}/{signature}/{size}.{format}: sizes and formats only from the vocabulary (core/vocabulary/media.ts). */
const PATH = new RegExp(
  `^/([a-z-]{1,24})/([0-9a-f]{${SIGNATURE_LENGTH}})/(${Object.keys(IMAGE_SIZES).join("|")})\\.(${Object.keys(IMAGE_FORMATS).join("|")})$`,
);

export interface MediaOptions {
  /** Secret the URL signing key is derived from; SESSION_SECRET when not given. */
  secret?: string | undefined;
  /** Where the generated key is kept when there is no secret; `cacheDir/url-signing.key` by default. */
  keyFile?: string;
  /** Cap on the drawn images kept on disk; MEDIA_CACHE_MB when not given. */
  maxBytes?: number;
}

/**
 * GET /media/{kind}/{signature}/{size}.{format}?params: draws, converts and caches on disk under
 * cacheDir; later requests read the file. Only URLs the store signed are drawn: a missing or wrong
 * signature, an unknown kind, parameters outside the renderers' vocabularies or not in canonical
 * order answer 404 without drawing anything. The disk cache is bounded (least recently used first out).
 */
export function mediaHandler(cacheDir: string, options: MediaOptions = {}) {
  const secret = "secret" in options ? options.secret : env().SESSION_SECRET;
  setMediaSigningKey(mediaSigningKey({ secret, keyFile: options.keyFile ?? join(cacheDir, "url-signing.key") }));
  const cache = new DiskCache(cacheDir, options.maxBytes ?? env().MEDIA_CACHE_MB * 1024 * 1024);
  const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found");

  return async (req: Request, res: Response) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).setHeader("Allow", "GET, HEAD").end();
      return;
    }
    const match = PATH.exec(req.path);
    const q = req.originalUrl.indexOf("?");
    const query = q === -1 ? "" : req.originalUrl.slice(q + 1);
    if (!match || !verifySignature(match[1]!, query, match[2]!)) {
      notFound(res);
      return;
    }
    const [, kind, , size, format] = match as unknown as [string, string, string, ImageSize, ImageFormat];
    const renderer = rendererFor(kind);
    const params = renderer?.parse(Object.fromEntries(new URLSearchParams(query))) ?? null;
    // Signed once but no longer drawable (a vocabulary changed), or not the canonical spelling.
    if (!renderer || !params || paramString(params) !== query) {
      notFound(res);
      return;
    }

    const rel = join(kind, `${contentHash(kind, query)}-${size}.${format}`);
    let body = await cache.get(rel);
    if (!body) {
      let pending = inFlight.get(rel);
      if (!pending) {
        pending = (async () => {
          const svg = Buffer.from(renderer.draw(params));
          const width = IMAGE_SIZES[size];
          const image = sharp(svg, { density: 72 * (width / 400) }).resize(width, width);
          const out =
            format === "avif" ? await image.avif({ quality: 55, effort: 2 }).toBuffer() : await image.webp({ quality: 82 }).toBuffer();
          await cache.put(rel, out);
          return out;
        })().finally(() => inFlight.delete(rel));
        inFlight.set(rel, pending);
      }
      body = await pending;
    }
    res.setHeader("Content-Type", IMAGE_FORMATS[format]);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.send(body);
  };
}
