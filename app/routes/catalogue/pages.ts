import type { PageRoute } from "../regional.ts";
import { ROOT_PRODUCT_PATTERN } from "../../../core/urls/root-products.ts";

/**
 * Engagement rings, wedding rings, ready-to-go and jewellery (docs/product.md#catalogue-urls). Listing and product paths of
 * a section share shapes, so each section is one splat route whose loader parses the path with the
 * catalogue grammar (core/urls/catalogue.ts) and answers 404 for anything it does not name; all five
 * section patterns are served by one module (section.tsx), each registered with its own id. Engagement
 * ring product pages are one root-level segment, a shape content pages share: product.tsx, whose route
 * the server keeps only for the addresses the catalogue grammar reads (core/urls/root-products.ts).
 * (docs/decisions/0500-catalogue-routes.md, docs/decisions/0020-one-segment-addresses.md)
 */
/**
 * The first segment of each section's pattern, and the section it names: the section module reads the
 * section from the segment its pattern matched, so one module serves every section.
 */
export const CATALOGUE_SECTIONS = {
  "engagement-rings": "engagementRings",
  "wedding-rings": "weddingRings",
  "ready-to-go": "readyToGo",
  "rts-list": "readyToShip",
  jewellery: "jewellery",
} as const;

type SectionSegment = keyof typeof CATALOGUE_SECTIONS;
export type ListingSection = (typeof CATALOGUE_SECTIONS)[SectionSegment];

const SECTION = "routes/catalogue/section.tsx";

export const cataloguePages: PageRoute[] = [
  ...Object.keys(CATALOGUE_SECTIONS).map((segment) => ({ path: `${segment}/*`, file: SECTION })),
  { path: ROOT_PRODUCT_PATTERN, file: "routes/catalogue/product.tsx" },
];
