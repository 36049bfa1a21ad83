import { imageUrl, type SiteImage } from "../../lib/site-data.ts";
import { FALLBACK_IMAGE_FORMAT, IMAGE_FORMATS, IMAGE_SIZES, type ImageFormat, type ImageSize } from "../../../core/vocabulary/media.ts";
import "./ui.css";

export interface ImageProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the image is shown (default: the full viewport). */
  sizes?: string;
  /** Above the fold: load eagerly with high priority. */
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
const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];

/**
 * A site image (docs/product.md#images) as a <picture>: AVIF and WebP sources at both sizes, the browser picks the first
 * format it supports and the width it needs.
 */
export function Image({ image, sizes = "100vw", priority = false, secondary = false, className, alt, width = 800, height = 800 }: ImageProps) {
  const srcSet = (format: ImageFormat) => SIZES.map((size) => `${imageUrl(image, size, format)} ${IMAGE_SIZES[size]}w`).join(", ");
  return (
    <picture className={className}>
      {FORMATS.map((format) => (
        <source key={format} type={IMAGE_FORMATS[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image)}
        srcSet={srcSet(FALLBACK_IMAGE_FORMAT)}
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
