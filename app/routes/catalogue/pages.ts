import type { PageRoute } from "../regional.ts";

/**
 * Engagement rings, wedding rings, ready-to-go and jewellery (docs/product.md#catalogue-urls). Listing and product paths of
 * a section share shapes, so each section is one splat route whose loader parses the path with the
 * catalogue grammar (core/urls/catalogue.ts) and answers 404 for anything it does not name. Engagement
 * ring product pages are one root-level segment: a dynamic segment, which every static route
 * outranks; one-segment paths that are not products fall through to the content page.
 * (docs/decisions/0500-catalogue-routes.md)
 */
export const cataloguePages: PageRoute[] = [
  { path: "engagement-rings/*", file: "routes/catalogue/engagement-rings.tsx" },
  { path: "wedding-rings/*", file: "routes/catalogue/wedding-rings.tsx" },
  { path: "ready-to-go/*", file: "routes/catalogue/ready-to-go.tsx" },
  { path: "rts-list/*", file: "routes/catalogue/rts-list.tsx" },
  { path: "jewellery/*", file: "routes/catalogue/jewellery.tsx" },
  { path: ":product", file: "routes/catalogue/product.tsx" },
];
