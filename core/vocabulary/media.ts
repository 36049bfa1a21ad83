/**
 * Image renditions (docs/product.md#images): every product, stone and site image is served at these
 * sizes (pixel widths) in these encodings, best first (a browser takes the first it supports). A
 * `<picture>` offers every size and the browser picks by the width the image is shown at (its `sizes`)
 * and the screen's density: SMALL for thumbnails and icons (up to 100 CSS pixels on a 2x screen),
 * MEDIUM for cards and tiles on a phone, LARGE and LARGE_X2 for a page's main image.
 */
export const IMAGE_SIZES = { SMALL: 200, MEDIUM: 400, LARGE: 800, LARGE_X2: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const IMAGE_FORMATS = { avif: "image/avif", webp: "image/webp" } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The encoding every browser shown the store can read (an <img>'s own src). */
export const FALLBACK_IMAGE_FORMAT: ImageFormat = "webp";
