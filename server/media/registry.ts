import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { renditionTemplate, renditionUrl as renditionFrom } from "../../core/urls/media.ts";
import { FALLBACK_IMAGE_FORMAT, IMAGE_FORMATS, IMAGE_SIZES, type ImageFormat, type ImageSize } from "../../core/vocabulary/media.ts";

/**
 * Product and stone images are drawn procedurally as SVG from their parameters and turned into
 * WebP/AVIF by sharp on first request. A renderer is registered per kind ("ring",
 * "jewellery", "stone", ...); an image URL names the kind, the parameters and the store's signature
 * of them, so it is immutable and can be cached for a year.
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

/** Image sizes (pixel widths) and encodings: core/vocabulary/media.ts. */
export { IMAGE_FORMATS, IMAGE_SIZES, type ImageFormat, type ImageSize } from "../../core/vocabulary/media.ts";

/** Bump when any drawing changes, so every URL changes with it. */
const DRAWING_VERSION = "3";

/**
 * Image URLs carry an HMAC of their kind and parameters under the store's media key, so only the
 * store can mint them: a request for anything the store did not link to answers 404 before any
 * drawing. The key is set once at boot (see signing-key.ts); until then (scripts, unit tests) a
 * random key of this process is used.
 */
let signingKey: Buffer = randomBytes(32);

export function setMediaSigningKey(key: Buffer): void {
  if (key.length < 32) throw new Error("the media signing key must be at least 32 bytes");
  signingKey = Buffer.from(key);
  signed.clear();
}

/**
 * A key for signing something else the store hands out (the ring builder cookie's reference), derived
 * from the URL signing key: the same secret (SESSION_SECRET, or the generated key) stands behind both,
 * and a signature made for one purpose is no signature for another. Derive it when signing, not once
 * at import: the key is set at boot.
 */
export function derivedSigningKey(purpose: string): Buffer {
  return createHmac("sha256", signingKey).update(`derived|${purpose}`).digest();
}

/** Hex characters of the URL signature (64 bits: forging one takes about 2^63 requests). */
export const SIGNATURE_LENGTH = 16;

/** The canonical query of a parameter set: keys sorted, values percent-encoded. */
export function paramString(params: Record<string, string | number>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(String(params[k]))}`)
    .join("&");
}

function signatureOf(kind: string, query: string): string {
  // Only the signature's own characters: a slice of the whole digest's hex would keep the digest with it.
  return createHmac("sha256", signingKey)
    .update(`${DRAWING_VERSION}|${kind}|${query}`)
    .digest()
    .toString("hex", 0, SIGNATURE_LENGTH / 2);
}

/** What the image is, whatever the key: names the cached file and the image id. */
export function contentHash(kind: string, query: string, length = 20): string {
  return createHash("sha256").update(`${DRAWING_VERSION}|${kind}|${query}`).digest("hex").slice(0, length);
}

function renditionUrl(kind: string, signature: string, query: string, size: ImageSize, format: ImageFormat): string {
  return renditionFrom(renditionTemplate(kind, signature, query), size, format);
}

/** The immutable URL of one rendition: /media/{kind}/{signature}/{size}.{format}?{params}. */
export function mediaUrl(kind: string, params: Record<string, string | number>, size: ImageSize, format: ImageFormat): string {
  const query = paramString(params);
  return renditionUrl(kind, signatureOf(kind, query), query, size, format);
}

/** True when `signature` is the store's signature of this kind and exact query (constant time). */
export function verifySignature(kind: string, query: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(kind, query));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An image: id, alt, every size of IMAGE_SIZES with url and sources (url, mimeType), and the template of those URLs. */
export interface ImageRecord {
  id: string;
  alt: string;
  /** Every rendition's URL, with `{size}` and `{format}` in their places (core/urls/media.ts). */
  urlTemplate: string;
  sizes: Record<ImageSize, { url: string; sources: { url: string; mimeType: string }[] }>;
}

/** What an image's kind and parameters sign to: its id and the template of its URLs. */
interface Signed {
  id: string;
  urlTemplate: string;
}

/**
 * Signed images by kind and parameters, least recently used out past `MAX_SIGNED`: a page lists the
 * same images as the pages before it (the shell's icons, a product's gallery and 360 frames, stones
 * of the same grades), and each costs an HMAC and a SHA-256 (about 3 µs). Forgotten when the key
 * changes. An entry holds about 550 bytes of V8's heap. The store's pages sign more distinct images
 * than a cap worth holding (7,300 for the 818 pages of the mixed benchmark), so a larger cap buys
 * little: 1,000 answers 47% of signings; 10,000 answered 82% but kept 4 MB after the burst to save
 * about 0.1 s of CPU in its minute (docs/benchmarks.md, "What the store keeps after a burst").
 */
const signed = new Map<string, Signed>();
export const MAX_SIGNED = 1_000;

/** How many signed images are memoised now (at most `MAX_SIGNED`). */
export function signedImageCount(): number {
  return signed.size;
}

function signedImage(kind: string, params: Record<string, string | number>): Signed {
  const query = paramString(params);
  const key = `${kind}?${query}`;
  let image = signed.get(key);
  if (image) {
    signed.delete(key);
  } else {
    image = { id: `${kind}:${contentHash(kind, query, 10)}`, urlTemplate: renditionTemplate(kind, signatureOf(kind, query), query) };
    if (signed.size >= MAX_SIGNED) signed.delete(signed.keys().next().value!);
  }
  signed.set(key, image);
  return image;
}

const FORMATS = Object.keys(IMAGE_FORMATS) as ImageFormat[];

/** The renditions of an image, from the template of its URLs. */
function sizesOf(template: string): ImageRecord["sizes"] {
  const size = (s: ImageSize) => ({
    url: renditionFrom(template, s, FALLBACK_IMAGE_FORMAT),
    sources: FORMATS.map((f) => ({ url: renditionFrom(template, s, f), mimeType: IMAGE_FORMATS[f] })),
  });
  return Object.fromEntries((Object.keys(IMAGE_SIZES) as ImageSize[]).map((s) => [s, size(s)])) as ImageRecord["sizes"];
}

/** An image record; its renditions' URLs are spelt out only when read (pages read the template). */
export function imageRecord(kind: string, params: Record<string, string | number>, alt: string): ImageRecord {
  const { id, urlTemplate } = signedImage(kind, params);
  return {
    id,
    alt,
    urlTemplate,
    get sizes() {
      return sizesOf(urlTemplate);
    },
  };
}
