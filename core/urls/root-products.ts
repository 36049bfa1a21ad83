/**
 * The catalogue's products at the root of the store: one-segment addresses
 * (/{slug}-{metal}-engagement-ring-{shape}-diamond[-{suffix}], and the lab-grown and natural gemstone
 * forms; docs/product.md#catalogue-urls), a shape content pages ("/privacy") share. The catalogue
 * grammar (core/urls/catalogue.ts) reads them; this module names which one-segment addresses are the
 * catalogue's, and the route pattern they are served by (docs/decisions/0020-one-segment-addresses.md).
 * Paths are without the region prefix.
 */
import { parseCataloguePath, type CatalogueProductRoute } from "./catalogue.ts";

/** The kinds of product whose address is one segment at the root. */
export const ROOT_PRODUCT_KINDS = ["engagementRing", "labGrownEngagementRing", "gemstoneEngagementRing"] as const;

/** A product at the root: an engagement ring, alone or with the made-to-order stone its address names. */
export type RootProductRoute = Extract<CatalogueProductRoute, { kind: (typeof ROOT_PRODUCT_KINDS)[number] }>;

/**
 * The route pattern (React Router's syntax, without the region prefix) of the catalogue's products at
 * the root. A dynamic segment would match every one-segment address: the server keeps the route for
 * the addresses `parseRootProduct` reads, and content pages are answered by the catch-all.
 */
export const ROOT_PRODUCT_PATTERN = ":product";

/** The product a path names ("/aurelia-platinum-engagement-ring-oval-diamond"), or null when the catalogue grammar reads no product at the root there ("/privacy"). */
export function parseRootProduct(path: string): RootProductRoute | null {
  const route = parseCataloguePath(path);
  return route && isRootProduct(route) ? route : null;
}

function isRootProduct(route: { kind: string }): route is RootProductRoute {
  return (ROOT_PRODUCT_KINDS as readonly string[]).includes(route.kind);
}
