import type { PageRoute } from "../regional.ts";
import { STONE_ROUTE_PATTERNS, type StonePage } from "../../../core/urls/stones.ts";

/**
 * Diamond and gemstone search (docs/product.md#stone-urls): the route patterns of the stone grammar
 * (core/urls/stones.ts `STONE_ROUTE_PATTERNS`), each sent to the module of its kind of page (search,
 * stone, report). The grammar decides what each segment means, and answers 404 for a malformed
 * identifier; pages.test.ts checks that patterns and grammar agree. Route ids derive from the path, so
 * a module may serve several patterns.
 */
const MODULES: Record<StonePage, string> = {
  search: "routes/stones/search.tsx",
  detail: "routes/stones/detail.tsx",
  report: "routes/stones/report.tsx",
};

export const stonePages: PageRoute[] = STONE_ROUTE_PATTERNS.map(({ pattern, page }) => ({ path: pattern, file: MODULES[page] }));
