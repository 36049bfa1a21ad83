import type { PageRoute } from "../regional.ts";

/**
 * Diamond and gemstone search (docs/product.md#stone-urls). Every path is parsed again by core/urls/stones.ts, which
 * decides what each segment means (and answers 404 for a malformed identifier); the patterns here only
 * send each form to its module. Route ids derive from the path, so a module may serve several patterns.
 */
export const stonePages: PageRoute[] = [
  // Section addresses answer 301 with their first listing.
  { path: "diamonds", file: "routes/stones/natural-diamonds.tsx" },
  { path: "coloured-diamonds", file: "routes/stones/coloured-diamonds.tsx" },
  { path: "gemstones", file: "routes/stones/gemstones.tsx" },
  { path: "diamonds/natural/:shape?/:page?", file: "routes/stones/natural-diamonds.tsx" },
  { path: "diamonds/lab-grown-sku/:shape?/:page?", file: "routes/stones/lab-grown-diamonds.tsx" },
  { path: "diamonds/lab-grown", file: "routes/stones/lab-grown-search.tsx" },
  { path: "diamonds/:identifier/dtl", file: "routes/stones/diamond-report.tsx" },
  { path: "coloured-diamonds/:origin/:colour?/:shape?/:page?", file: "routes/stones/coloured-diamonds.tsx" },
  { path: "gemstones/natural-sku/:page?", file: "routes/stones/gemstones.tsx" },
  { path: "gemstones/natural", file: "routes/stones/gemstone-non-sku-search.tsx" },
  { path: "diamond-search", file: "routes/stones/diamond-search.tsx" },
  { path: "diamond-search/lab/:giaNumber", file: "routes/stones/diamond-by-gia.tsx" },
  { path: "diamond-search/:reference", file: "routes/stones/diamond-by-reference.tsx" },
  { path: "lab-grown-diamond-search/:stoneId?", file: "routes/stones/lab-grown-diamond-search.tsx" },
  { path: "gemstone-search/:stoneId?", file: "routes/stones/gemstone-search.tsx" },
  { path: "fancy-diamond-search/:stoneId?", file: "routes/stones/fancy-diamond-search.tsx" },
];
