import { createHash } from "node:crypto";

/**
 * Product and stone images are drawn procedurally as SVG from their parameters and turned into
 * WebP/AVIF by sharp on first request (DESIGN 2). A renderer is registered per kind ("ring",
 * "jewellery", "stone", ...); an image URL names the kind, the parameters and a content hash, so it
 * is immutable and can be cached for a year.
 */
export interface Renderer<P extends Record<string, string | number>> {
  kind: string;
  /** Validates raw URL parameters; null when they do not describe an image (answered 404). */
  parse(raw: Record<string, string>): P | null;
  /** Draws the image as an SVG document, square, any size (it is rasterised to the requested width). */
  draw(params: P): string;
}

const renderers = new Map<string, Renderer<Record<string, string | number>>>();

export function registerRenderer<P extends Record<string, string | number>>(renderer: Renderer<P>): Renderer<P> {
  renderers.set(renderer.kind, renderer as unknown as Renderer<Record<string, string | number>>);
  return renderer;
}

export function rendererFor(kind: string): Renderer<Record<string, string | number>> | undefined {
  return renderers.get(kind);
}

/** Image sizes of SPEC 3.2 (pixel widths). */
export const IMAGE_SIZES = { LARGE: 800, LARGE_X2: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_FORMATS = { avif: "image/avif", webp: "image/webp" } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Bump when any drawing changes, so every URL changes with it. */
export const DRAWING_VERSION = "2";

function paramString(params: Record<string, string | number>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(String(params[k]))}`)
    .join("&");
}

function hashOfString(kind: string, query: string): string {
  return createHash("sha256").update(`${DRAWING_VERSION}|${kind}|${query}`).digest("hex").slice(0, 10);
}

function hashOf(kind: string, params: Record<string, string | number>): string {
  return hashOfString(kind, paramString(params));
}

function renditionUrl(kind: string, hash: string, query: string, size: ImageSize, format: ImageFormat): string {
  return `/media/${kind}/${hash}/${size}.${format}?${query}`;
}

/** The immutable URL of one rendition: /media/{kind}/{hash}/{size}.{format}?{params}. */
export function mediaUrl(kind: string, params: Record<string, string | number>, size: ImageSize, format: ImageFormat): string {
  const query = paramString(params);
  return renditionUrl(kind, hashOfString(kind, query), query, size, format);
}

/** Checks that the hash in a URL belongs to its parameters (so nobody can fill the cache with junk). */
export function verifyHash(kind: string, params: Record<string, string | number>, hash: string): boolean {
  return hashOf(kind, params) === hash;
}

/** SPEC 3.2 Image: id, alt, sizes LARGE and LARGE_X2 with url and sources (url, mimeType). */
export interface ImageRecord {
  id: string;
  alt: string;
  sizes: Record<ImageSize, { url: string; sources: { url: string; mimeType: string }[] }>;
}

export function imageRecord(kind: string, params: Record<string, string | number>, alt: string): ImageRecord {
  // Pages list dozens of images (gallery views, 24 spin frames): hash the parameters once per image.
  const query = paramString(params);
  const hash = hashOfString(kind, query);
  const size = (s: ImageSize) => ({
    url: renditionUrl(kind, hash, query, s, "webp"),
    sources: (Object.keys(IMAGE_FORMATS) as ImageFormat[]).map((f) => ({ url: renditionUrl(kind, hash, query, s, f), mimeType: IMAGE_FORMATS[f] })),
  });
  return { id: `${kind}:${hash}`, alt, sizes: { LARGE: size("LARGE"), LARGE_X2: size("LARGE_X2") } };
}
