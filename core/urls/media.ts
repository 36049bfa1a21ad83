/**
 * The URL grammar of image renditions: /media/{kind}/{signature}/{size}.{format}?{params}. An image's
 * renditions differ only in size and format, so an image is handed to the browser as one template
 * with `{size}` and `{format}` in their places (docs/benchmarks.md#page-weight).
 */
import type { ImageFormat, ImageSize } from "../vocabulary/media.ts";

/** The template of an image's rendition URLs. */
export function renditionTemplate(kind: string, signature: string, query: string): string {
  return `/media/${kind}/${signature}/{size}.{format}?${query}`;
}

/** One rendition's URL from its image's template. */
export function renditionUrl(template: string, size: ImageSize, format: ImageFormat): string {
  return template.replace("{size}", size).replace("{format}", format);
}
