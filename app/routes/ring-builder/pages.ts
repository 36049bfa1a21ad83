import type { PageRoute } from "../regional.ts";

/**
 * The ring builder's own pages (docs/product.md#ring-builder; URL grammar in core/urls/ring-builder.ts).
 * Both are static patterns under /engagement-rings, so they outrank the catalogue's splat route
 * (docs/decisions/0500-catalogue-routes.md). The settings a stone takes are the catalogue's listing
 * with ?recommendations=yes; the setting's and the stone's pages are their domains' own.
 */
export const ringBuilderPages: PageRoute[] = [
  // Step 2 after a setting: the stone search of a kind, narrowed to what the setting takes.
  { path: "engagement-rings/stone-recommendations/:kind", file: "routes/ring-builder/recommendations.tsx" },
  // Step 3: the ring, a full-screen dialog.
  { path: "engagement-rings/your-ring", file: "routes/ring-builder/your-ring.tsx" },
];
