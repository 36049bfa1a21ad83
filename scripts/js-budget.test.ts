import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGET, measureRoutes, pageName, routeModules, staticClosure, type Manifest } from "./js-budget.ts";

const Q = "?__react-router-build-client-route";

/** A tiny client build: the entry, the root, two routes, shared chunks, a lazy chunk and CSS. */
const manifest: Manifest = {
  "app/entry.client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  [`app/root.tsx${Q}`]: {
    file: "assets/root.js",
    isEntry: true,
    imports: ["_react.js", "_ui.js"],
    dynamicImports: ["app/components/Modal.tsx"],
  },
  "_ui.js": { file: "assets/ui.js", imports: ["_react.js", "_ui.css"] },
  "_ui.css": { file: "assets/ui.css" },
  "app/components/Modal.tsx": { file: "assets/Modal.js", isDynamicEntry: true, imports: ["_aria.js"] },
  "_aria.js": { file: "assets/aria.js" },
  [`app/routes/home.tsx${Q}`]: { file: "assets/home.js", isEntry: true, imports: ["_ui.js"] },
  [`app/routes/search.tsx${Q}`]: { file: "assets/search.js", isEntry: true, imports: ["_filters.js"] },
  "_filters.js": { file: "assets/filters.js", imports: ["_aria.js"] },
};

const SIZES: Record<string, number> = {
  "assets/entry.js": 60_000,
  "assets/react.js": 40_000,
  "assets/root.js": 10_000,
  "assets/ui.js": 20_000,
  "assets/Modal.js": 7_000,
  "assets/aria.js": 15_000,
  "assets/home.js": 3_000,
  "assets/search.js": 5_000,
  "assets/filters.js": 8_000,
};
const sizeOf = (file: string) => SIZES[file] ?? Number.NaN;

describe("JavaScript budget of a route", () => {
  it("lists the route modules of the build: entries other than the client entry and the root", () => {
    expect(routeModules(manifest)).toEqual(["app/routes/home.tsx", "app/routes/search.tsx"]);
  });

  it("follows static imports transitively, once each, and leaves out CSS and lazily imported chunks", () => {
    expect(staticClosure(manifest, ["app/entry.client.tsx", `app/root.tsx${Q}`]).sort()).toEqual([
      "assets/entry.js",
      "assets/react.js",
      "assets/root.js",
      "assets/ui.js",
    ]);
  });

  it("counts the entry, the root and the route with what they import, each file once, largest route first", () => {
    const rows = measureRoutes(manifest, sizeOf, {});
    expect(rows.map((r) => [r.route, r.bytes])).toEqual([
      ["app/routes/search.tsx", 60_000 + 40_000 + 10_000 + 20_000 + 5_000 + 8_000 + 15_000],
      ["app/routes/home.tsx", 60_000 + 40_000 + 10_000 + 20_000 + 3_000],
    ]);
    expect(rows[0]!.files).not.toContain("assets/Modal.js");
    expect(rows.every((r) => r.budget === DEFAULT_BUDGET)).toBe(true);
  });

  it("gives a route its own budget from the override map", () => {
    const rows = measureRoutes(manifest, sizeOf, { "app/routes/search.tsx": { bytes: 200_000, reason: "test" } });
    expect(rows.find((r) => r.route === "app/routes/search.tsx")!.budget).toBe(200_000);
    expect(rows.find((r) => r.route === "app/routes/home.tsx")!.budget).toBe(DEFAULT_BUDGET);
  });

  // A catalogue route whose page is a product or a listing, each view in chunks of its own; a page of
  // either kind shows the step bar (loaded the same way) while a ring is being built, and the route's
  // own code may show a notice (a view too) beside either.
  const views: Manifest = {
    ...manifest,
    [`app/routes/catalogue.tsx${Q}`]: {
      file: "assets/catalogue.js",
      isEntry: true,
      imports: ["_ui.js"],
      dynamicImports: ["app/views/Product.tsx", "app/views/Listing.tsx", "app/views/Notice.tsx"],
    },
    "app/views/Product.tsx": { file: "assets/Product.js", isDynamicEntry: true, imports: ["_grammar.js"], dynamicImports: ["_parts.js"] },
    "app/views/Listing.tsx": { file: "assets/Listing.js", isDynamicEntry: true, imports: ["_grammar.js"], dynamicImports: ["_parts.js"] },
    "app/views/Notice.tsx": { file: "assets/Notice.js", isDynamicEntry: true },
    "_grammar.js": { file: "assets/grammar.js" },
    "_parts.js": { file: "assets/parts.js", imports: ["_grammar.js"] },
  };
  const viewSizes: Record<string, number> = {
    ...SIZES,
    "assets/catalogue.js": 1_000,
    "assets/Product.js": 9_000,
    "assets/Listing.js": 6_000,
    "assets/Notice.js": 500,
    "assets/grammar.js": 4_000,
    "assets/parts.js": 2_000,
  };
  const viewChunks = {
    lazy: ["app/views/Listing.tsx", "app/views/Notice.tsx", "app/views/Product.tsx", "app/views/parts.ts"],
    chunks: {
      "app/views/Product.tsx": ["/assets/Product.js", "/assets/grammar.js"],
      "app/views/Listing.tsx": ["/assets/Listing.js", "/assets/grammar.js"],
      "app/views/Notice.tsx": ["/assets/Notice.js"],
      "app/views/parts.ts": ["/assets/parts.js", "/assets/grammar.js"],
      // Loaded lazily, but not a view (an overlay): not counted.
      "app/components/Modal.tsx": ["/assets/Modal.js", "/assets/aria.js"],
    },
  };
  const shell = 60_000 + 40_000 + 10_000 + 20_000;
  const catalogueRows = (oneOf: string[][]) =>
    measureRoutes(views, (file) => viewSizes[file] ?? Number.NaN, {}, viewChunks, oneOf)
      .filter((r) => r.route === "app/routes/catalogue.tsx")
      .map((r) => [pageName(r), r.bytes]);

  it("counts each kind of page of a route with every view it can load beside it, and the views those load", () => {
    expect(catalogueRows([["app/views/Product.tsx", "app/views/Listing.tsx"]])).toEqual([
      ["app/routes/catalogue.tsx + Notice.tsx, Product.tsx, parts.ts", shell + 1_000 + 500 + 9_000 + 4_000 + 2_000],
      ["app/routes/catalogue.tsx + Listing.tsx, Notice.tsx, parts.ts", shell + 1_000 + 6_000 + 500 + 4_000 + 2_000],
      ["app/routes/catalogue.tsx", shell + 1_000],
    ]);
  });

  it("counts views not named as alternatives together: a new view is never measured alone", () => {
    expect(catalogueRows([])).toEqual([
      ["app/routes/catalogue.tsx + Listing.tsx, Notice.tsx, Product.tsx, parts.ts", shell + 1_000 + 6_000 + 500 + 9_000 + 4_000 + 2_000],
      ["app/routes/catalogue.tsx", shell + 1_000],
    ]);
  });

  it("refuses a manifest without the client entry or naming a chunk it does not have", () => {
    const { ["app/entry.client.tsx"]: _entry, ...noEntry } = manifest;
    expect(() => measureRoutes(noEntry, sizeOf, {})).toThrow(/entry\.client/);
    expect(() => staticClosure({ a: { file: "a.js", imports: ["missing"] } }, ["a"])).toThrow(/missing/);
  });
});
