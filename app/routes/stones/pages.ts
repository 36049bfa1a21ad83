import type { PageRoute } from "../regional.ts";

/**
 * Diamond and gemstone search (docs/product.md#stone-urls). Every path is parsed again by core/urls/stones.ts, which
 * decides what each segment means (and answers 404 for a malformed identifier); the patterns here only
 * send each form to its module: one module per kind of page (search, stone, report). Route ids derive from the path, so a module may serve several patterns.
 */
const SEARCH = "routes/stones/search.tsx";
const DETAIL = "routes/stones/detail.tsx";
const REPORT = "routes/stones/report.tsx";

export const stonePages: PageRoute[] = [
  // Searches. Section addresses answer 301 with their first listing.
  { path: "diamonds", file: SEARCH },
  { path: "coloured-diamonds", file: SEARCH },
  { path: "gemstones", file: SEARCH },
  { path: "diamonds/natural/:shape?/:page?", file: SEARCH },
  { path: "diamonds/lab-grown-sku/:shape?/:page?", file: SEARCH },
  { path: "diamonds/lab-grown", file: SEARCH },
  { path: "coloured-diamonds/:origin/:colour?/:shape?/:page?", file: SEARCH },
  { path: "gemstones/natural-sku/:page?", file: SEARCH },
  { path: "gemstones/natural", file: SEARCH },
  { path: "diamond-search", file: SEARCH },
  { path: "lab-grown-diamond-search", file: SEARCH },
  { path: "gemstone-search", file: SEARCH },
  { path: "fancy-diamond-search", file: SEARCH },
  // One stone's page, above the search of its kind.
  { path: "diamond-search/lab/:giaNumber", file: DETAIL },
  { path: "diamond-search/:reference", file: DETAIL },
  { path: "lab-grown-diamond-search/:stoneId", file: DETAIL },
  { path: "gemstone-search/:stoneId", file: DETAIL },
  { path: "fancy-diamond-search/:stoneId", file: DETAIL },
  // A diamond's grading report.
  { path: "diamonds/:identifier/dtl", file: REPORT },
];
