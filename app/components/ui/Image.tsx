import type { SiteImage } from "../../lib/site-data.ts";
import "./ui.css";

export interface ImageProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the image is shown (default: the full viewport). */
  sizes?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Overrides the alt text (empty for decorative use beside a caption). */
  alt?: string;
  width?: number;
  height?: number;
}

const WIDTHS = { LARGE: 800, LARGE_X2: 1600 } as const;

/**
 * A site image (docs/product.md#images) as a <picture>: AVIF and WebP sources at both sizes, the browser picks the first
 * format it supports and the width it needs.
 */
export function Image({ image, sizes = "100vw", priority = false, className, alt, width = 800, height = 800 }: ImageProps) {
  const large = image.sizes.LARGE;
  const x2 = image.sizes.LARGE_X2;
  const types = [...new Set(large.sources.map((s) => s.mimeType))].sort((a, b) => rank(a) - rank(b));
  const srcFor = (sources: { url: string; mimeType: string }[], type: string) => sources.find((s) => s.mimeType === type)?.url;
  return (
    <picture className={className}>
      {types.map((type) => {
        const a = srcFor(large.sources, type);
        const b = srcFor(x2.sources, type);
        const srcSet = [a ? `${a} ${WIDTHS.LARGE}w` : null, b ? `${b} ${WIDTHS.LARGE_X2}w` : null].filter(Boolean).join(", ");
        return srcSet ? <source key={type} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        src={large.url}
        srcSet={`${large.url} ${WIDTHS.LARGE}w, ${x2.url} ${WIDTHS.LARGE_X2}w`}
        sizes={sizes}
        alt={alt ?? image.alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}

/** AVIF first (smallest), then WebP, then anything else. */
function rank(mimeType: string): number {
  return mimeType === "image/avif" ? 0 : mimeType === "image/webp" ? 1 : 2;
}
