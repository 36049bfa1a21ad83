import fc from "fast-check";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { STONE_ROUTE_PATTERNS, formatStonePath, parseStonePath, stonePageOf, type StonePath } from "../../../core/urls/stones.ts";
import { SHAPES } from "../../../core/vocabulary/shapes.ts";
import { FANCY_COLOURS } from "../../../core/vocabulary/stones.ts";
import { stonePages } from "./pages.ts";

/** The stone routes as React Router matches them, each with the module it sends its addresses to. */
const routes = stonePages.map((page) => ({ id: page.path, path: page.path }));
const moduleOf = (pattern: string) => stonePages.find((page) => page.path === pattern)!.file;
const MODULE_OF_PAGE = {
  search: "routes/stones/search.tsx",
  detail: "routes/stones/detail.tsx",
  report: "routes/stones/report.tsx",
} as const;

/** The pattern React Router matches for an address, or null. */
const patternOf = (address: string) => matchRoutes(routes, address)?.at(-1)?.route.path ?? null;

const shape = fc.option(fc.constantFrom(...SHAPES.map((s) => s.code)), { nil: null });
const page = fc.integer({ min: 1, max: 999 });
const stoneId = fc.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/);
const gia = fc.stringMatching(/^\d{6,12}$/);

/** Every kind of path the stone grammar reads (the record makes a new kind a compile error here until it has its arbitrary). */
const PATHS: { [K in StonePath["kind"]]: fc.Arbitrary<Extract<StonePath, { kind: K }>> } = {
  "natural-diamonds": fc.record({ kind: fc.constant("natural-diamonds"), shape, page }),
  "lab-grown-diamonds": fc.record({ kind: fc.constant("lab-grown-diamonds"), shape, page }),
  "coloured-diamonds": fc.record({
    kind: fc.constant("coloured-diamonds"),
    origin: fc.constantFrom("NATURAL" as const, "LAB_GROWN" as const),
    colour: fc.option(fc.constantFrom(...FANCY_COLOURS.codes), { nil: null }),
    shape,
    page,
  }),
  gemstones: fc.record({ kind: fc.constant("gemstones"), page }),
  "lab-grown-non-sku": fc.constant({ kind: "lab-grown-non-sku" }),
  "gemstones-non-sku": fc.constant({ kind: "gemstones-non-sku" }),
  "diamond-search": fc.constant({ kind: "diamond-search" }),
  "diamond-by-gia": fc.record({ kind: fc.constant("diamond-by-gia"), giaNumber: gia }),
  "diamond-by-feed": fc.record({
    kind: fc.constant("diamond-by-feed"),
    feed: fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/),
    externalId: fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/),
    giaNumber: fc.option(gia, { nil: null }),
  }),
  "lab-grown-diamond-search": fc.record({ kind: fc.constant("lab-grown-diamond-search"), stoneId: fc.option(stoneId, { nil: null }) }),
  "gemstone-search": fc.record({ kind: fc.constant("gemstone-search"), stoneId: fc.option(stoneId, { nil: null }) }),
  "fancy-diamond-search": fc.record({ kind: fc.constant("fancy-diamond-search"), stoneId: fc.option(stoneId, { nil: null }) }),
  dtl: fc.record({ kind: fc.constant("dtl"), identifier: stoneId }),
};

/** Addresses the grammar reads that no formatted path has: section addresses and other spellings (answered 301). */
const SPELLINGS = [
  "/diamonds",
  "/diamonds/natural",
  "/diamonds/lab-grown-sku",
  "/coloured-diamonds",
  "/coloured-diamonds/natural",
  "/coloured-diamonds/lab-grown/all-colours",
  "/gemstones",
  "/Diamonds/Natural/All-Shapes/",
  "/GEMSTONES/natural-sku/2",
  "/diamond-search/lab/gia-1234567",
];

/** The pattern an address of the grammar is matched by, checked to send it to the module of its kind of page. */
function expectRouted(address: string, path: StonePath): string {
  const pattern = patternOf(address);
  expect(pattern, address).not.toBeNull();
  expect(moduleOf(pattern!), address).toBe(MODULE_OF_PAGE[stonePageOf(path)]);
  return pattern!;
}

describe("the stone pages' routes", () => {
  it("are the patterns of the stone grammar, each once", () => {
    expect(stonePages.map((p) => p.path)).toEqual(STONE_ROUTE_PATTERNS.map((p) => p.pattern));
    expect(new Set(stonePages.map((p) => p.path)).size).toBe(stonePages.length);
  });

  it("send every address of every kind of stone path to the module of its kind of page, and every pattern has such addresses", () => {
    const matched = new Set<string>();
    for (const arbitrary of Object.values(PATHS)) {
      fc.assert(
        fc.property(arbitrary as fc.Arbitrary<StonePath>, (path) => {
          const address = formatStonePath(path);
          expect(parseStonePath(address), address).toEqual(path);
          matched.add(expectRouted(address, path));
        }),
        { numRuns: 200 },
      );
    }
    for (const address of SPELLINGS) {
      const path = parseStonePath(address);
      expect(path, address).not.toBeNull();
      matched.add(expectRouted(address, path!));
    }
    expect([...matched].sort()).toEqual(STONE_ROUTE_PATTERNS.map((p) => p.pattern).sort());
  });
});
