import { preload } from "react-dom";
import { imageUrl, type SiteImage } from "../../lib/site-data.ts";
import { FALLBACK_IMAGE_FORMAT, IMAGE_FORMATS, IMAGE_SIZES, type ImageFormat, type ImageSize } from "../../../core/vocabulary/media.ts";
import "./ui.css";

export interface ImageProps {
  image: SiteImage;
  /**
   * The `sizes` attribute: how wide the image is shown, in CSS pixels or viewport widths, for each
   * layout (default: the full viewport). The browser multiplies it by the screen's density and takes
   * the first size at least that wide, so it must not be much smaller or larger than the image shown.
   */
  sizes?: string;
  /**
   * Above the fold, the page's largest image: loaded eagerly with high priority and preloaded from the
   * document's head (with the same srcset and sizes as its first source, so that the preload is used).
   */
  priority?: boolean;
  /**
   * A small copy beside the main image (a gallery's thumbnails): fetched at low priority, so that it
   * does not compete with the page's largest image.
   */
  secondary?: boolean;
  className?: string;
  /** Overrides the alt text (empty for decorative use beside a caption). */
  alt?: string;
  width?: number;
  height?: number;
}

const FORMATS = Object.keys(IMAGE_FORMATS) as ImageFormat[];
/** The encodings offered as <source>s; the <img> itself has the fallback's srcset, which any browser that skips them reads. */
const SOURCE_FORMATS = FORMATS.filter((format) => format !== FALLBACK_IMAGE_FORMAT);
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];
/** The first source's encoding, the one a priority image is preloaded in (skipped by a browser that cannot read it). */
const PRELOAD_FORMAT = SOURCE_FORMATS[0] ?? FALLBACK_IMAGE_FORMAT;

/** The densest screens an image is drawn for: a phone's 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;
const sizesWidths = new Map<string, ImageSize[]>();

/**
 * The sizes a browser could pick for `sizes`: every size when any of its lengths depends on the
 * viewport, else the sizes up to the first that fills its widest length at `MAX_DENSITY` (a 64px
 * logo needs the 200 px size only: a larger one would never be chosen, and each costs a URL in the page).
 */
export function sizesFor(sizes: string): ImageSize[] {
  let widths = sizesWidths.get(sizes);
  if (widths) return widths;
  let widest = 0;
  for (const entry of sizes.split(",")) {
    const length = /(\d+(?:\.\d+)?)px\s*$/.exec(entry);
    if (!length) {
      widest = Infinity;
      break;
    }
    widest = Math.max(widest, Number(length[1]));
  }
  const end = SIZES.findIndex((size) => IMAGE_SIZES[size] >= widest * MAX_DENSITY);
  widths = end === -1 ? SIZES : SIZES.slice(0, end + 1);
  if (sizesWidths.size < 100) sizesWidths.set(sizes, widths);
  return widths;
}

/** The <img>'s own `src`, for a browser that reads no srcset: the large size, or the largest `sizes` can call for when smaller. */
function fallbackSize(sizes: string): ImageSize {
  const widths = sizesFor(sizes);
  return widths.includes("LARGE") ? "LARGE" : widths[widths.length - 1]!;
}

/** The sizes of an image a browser could pick for `sizes` in one encoding, as a srcset (widths in pixels). */
function imageSrcSet(image: Pick<SiteImage, "urlTemplate">, format: ImageFormat, sizes: string): string {
  return sizesFor(sizes)
    .map((size) => `${imageUrl(image, size, format)} ${IMAGE_SIZES[size]}w`)
    .join(", ");
}

/**
 * A site image (docs/product.md#images) as a <picture>: an AVIF source and the WebP <img>, each with
 * the sizes (core/vocabulary/media.ts) `sizes` can call for (`sizesFor`); the browser picks the first
 * format it supports and, from `sizes`, the width it needs.
 */
export function Image({
  image,
  sizes = "100vw",
  priority = false,
  secondary = false,
  className,
  alt,
  width = 800,
  height = 800,
}: ImageProps) {
  if (priority) {
    preload(imageUrl(image, "LARGE", PRELOAD_FORMAT), {
      as: "image",
      type: IMAGE_FORMATS[PRELOAD_FORMAT],
      imageSrcSet: imageSrcSet(image, PRELOAD_FORMAT, sizes),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={IMAGE_FORMATS[format]} srcSet={imageSrcSet(image, format, sizes)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image, fallbackSize(sizes))}
        srcSet={imageSrcSet(image, FALLBACK_IMAGE_FORMAT, sizes)}
        sizes={sizes}
        alt={alt ?? image.alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : secondary ? "low" : "auto"}
      />
    </picture>
  );
}
