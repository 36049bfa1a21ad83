import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SHAPES } from "../vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOURS,
  COLOUR_GRADES,
  GEMSTONE_CLARITIES,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  STONE_SORT_ORDERS,
} from "../vocabulary/stones.ts";
import {
  DIAMOND_SEARCH_TARGET,
  STONE_SORTS,
  categoryOfPath,
  stoneSortOrder,
  countActiveFilters,
  emptyFilters,
  emptySearchState,
  formatStoneLocation,
  formatStoneParams,
  stoneRangeParams,
  formatStonePath,
  isCanonicalStonePath,
  parseStoneLocation,
  parseStoneParams,
  parseStonePath,
  stoneDetailPath,
  type NumberRange,
  type StoneFilters,
  type StoneLocation,
  type StonePath,
  type StoneSearchState,
} from "./stones.ts";

// ---------------------------------------------------------------------------------------------
// Arbitraries of canonical values

function range(arb: fc.Arbitrary<number>): fc.Arbitrary<NumberRange> {
  return fc
    .tuple(fc.option(arb, { nil: null }), fc.option(arb, { nil: null }))
    .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
}

const hundredths = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((n) => n / 100);
const tenths = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((n) => n / 10);
/** A list of at most 20 values (the query-string array limit) in vocabulary order. */
const sub = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: Math.min(20, values.length) });
// Identifiers as made now, and as made before (still read).
const stoneId = fc.oneof(fc.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/), fc.stringMatching(/^[A-Z0-9]{7}$/));

const filtersArb: fc.Arbitrary<StoneFilters> = fc.record({
  shapes: sub(SHAPES.map((s) => s.code)),
  carat: range(hundredths(0, 3000)),
  price: range(fc.integer({ min: 0, max: 5_000_000 })).filter((r) => !(r.min === 0 && r.max === 0)),
  colours: sub(COLOURS.codes),
  clarities: sub(CLARITIES.codes),
  cuts: sub(CUT_GRADES.codes),
  polishes: sub(CUT_GRADES.codes),
  symmetries: sub(CUT_GRADES.codes),
  fluorescences: sub(FLUORESCENCES.codes),
  labs: sub(LABS.codes),
  ratio: range(hundredths(90, 300)),
  depth: range(tenths(400, 900)),
  table: range(tenths(400, 900)),
  origins: fc.subarray(["BW", "CA", "RU", "ZA", "AU", "NA"]),
  express: fc.boolean(),
  canadaMark: fc.boolean(),
  knownOrigin: fc.boolean(),
  dtlReport: fc.boolean(),
  inStock: fc.boolean(),
  fancyColours: sub(FANCY_COLOURS.codes),
  intensities: sub(INTENSITIES.codes),
  gemstoneTypes: sub(GEMSTONE_TYPES.codes),
  gemstoneColours: sub(GEMSTONE_COLOURS.codes),
  colourGrades: sub(COLOUR_GRADES.codes),
  gemstoneClarities: sub(GEMSTONE_CLARITIES.codes),
  treated: fc.constantFrom(null, true, false),
});

const stateArb: fc.Arbitrary<StoneSearchState> = fc.record({
  filters: filtersArb,
  sort: fc.option(fc.constantFrom(...STONE_SORTS), { nil: null }),
  page: fc.integer({ min: 1, max: 5000 }),
  stoneId: fc.option(stoneId, { nil: null }),
});

const shapeArb = fc.option(fc.constantFrom(...SHAPES.map((s) => s.code)), { nil: null });
const pageArb = fc.integer({ min: 1, max: 999 });
const feedArb = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
const externalArb = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
const giaArb = fc.stringMatching(/^\d{6,12}$/);

const pathArb: fc.Arbitrary<StonePath> = fc.oneof(
  fc.record({ kind: fc.constant("natural-diamonds" as const), shape: shapeArb, page: pageArb }),
  fc.record({ kind: fc.constant("lab-grown-diamonds" as const), shape: shapeArb, page: pageArb }),
  fc.record({
    kind: fc.constant("coloured-diamonds" as const),
    origin: fc.constantFrom("NATURAL" as const, "LAB_GROWN" as const),
    colour: fc.option(fc.constantFrom(...FANCY_COLOURS.codes), { nil: null }),
    shape: shapeArb,
    page: pageArb,
  }),
  fc.record({ kind: fc.constant("gemstones" as const), page: pageArb }),
  fc.constant({ kind: "lab-grown-non-sku" as const }),
  fc.constant({ kind: "gemstones-non-sku" as const }),
  fc.constant({ kind: "diamond-search" as const }),
  fc.record({ kind: fc.constant("diamond-by-gia" as const), giaNumber: giaArb }),
  fc.record({
    kind: fc.constant("diamond-by-feed" as const),
    feed: feedArb,
    externalId: externalArb,
    giaNumber: fc.option(giaArb, { nil: null }),
  }),
  fc.record({ kind: fc.constant("lab-grown-diamond-search" as const), stoneId: fc.option(stoneId, { nil: null }) }),
  fc.record({ kind: fc.constant("gemstone-search" as const), stoneId: fc.option(stoneId, { nil: null }) }),
  fc.record({ kind: fc.constant("fancy-diamond-search" as const), stoneId: fc.option(stoneId, { nil: null }) }),
  fc.record({ kind: fc.constant("dtl" as const), identifier: stoneId }),
);

/** A location as parseStoneLocation builds it: whatever the path names is part of the state. */
const locationArb: fc.Arbitrary<StoneLocation> = fc.tuple(pathArb, stateArb).map(([path, state]) => {
  const s: StoneSearchState = { ...state, filters: { ...state.filters } };
  let p: StonePath = path;
  if (p.kind === "natural-diamonds" || p.kind === "lab-grown-diamonds" || p.kind === "coloured-diamonds") {
    p = { ...p, shape: s.filters.shapes.length === 1 ? s.filters.shapes[0]! : null, page: s.page };
    if (p.kind === "coloured-diamonds") p = { ...p, colour: s.filters.fancyColours.length === 1 ? s.filters.fancyColours[0]! : null };
    s.stoneId = null;
  } else if (p.kind === "gemstones") {
    p = { ...p, page: s.page };
    s.stoneId = null;
  } else if (p.kind === "lab-grown-diamond-search" || p.kind === "gemstone-search" || p.kind === "fancy-diamond-search") {
    p = { ...p, stoneId: s.stoneId };
  } else if (p.kind !== "lab-grown-non-sku" && p.kind !== "gemstones-non-sku") {
    s.stoneId = null;
  }
  return { path: p, state: s };
});

function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const u = new URL(url, "https://store.test");
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

// ---------------------------------------------------------------------------------------------

describe("stone search parameters", () => {
  it("round-trips every canonical search state", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseStoneParams(formatStoneParams(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it("writes the empty state as nothing", () => {
    expect(formatStoneParams(emptySearchState())).toBe("");
    expect(parseStoneParams("")).toEqual(emptySearchState());
  });

  it("writes lists with brackets, lower-cased, and ranges with their decimals", () => {
    const filters: StoneFilters = {
      ...emptyFilters(),
      shapes: ["OVAL", "ELONGATED_CUSHION"],
      colours: ["D", "E"],
      cuts: ["VERY_GOOD"],
      carat: { min: 1, max: 2.5 },
      price: { min: 1000, max: null },
      ratio: { min: 1.3, max: 1.5 },
      depth: { min: 58.5, max: null },
      express: true,
      canadaMark: true,
      treated: false,
    };
    expect(formatStoneParams({ filters, sort: { field: "PRICE", direction: "DESC" }, page: 3, stoneId: "AB12CD3" })).toBe(
      "shape[]=oval&shape[]=elongated-cushion&colour[]=d&colour[]=e&cut[]=very_good&carat_min=1.00&carat_max=2.50" +
        "&price_min=1000&ratio_min=1.3&ratio_max=1.5&depth_min=58.5&express=true&canada_mark=true&treated=false" +
        "&sort=price_desc&page=3&stone=AB12CD3",
    );
  });

  it("reads values case-insensitively, percent-encoded brackets, commas and a leading # or ?", () => {
    const state = parseStoneParams("#shape%5B%5D=OVAL&shape[]=Pear&clarity=VVS1,vs2&lab[]=gia&sort=WEIGHT_ASC&in_stock=true");
    expect(state.filters.shapes).toEqual(["OVAL", "PEAR"]);
    expect(state.filters.clarities).toEqual(["VVS1", "VS2"]);
    expect(state.filters.labs).toEqual(["GIA"]);
    expect(state.filters.inStock).toBe(true);
    expect(state.sort).toEqual({ field: "WEIGHT", direction: "ASC" });
    expect(parseStoneParams("?colour[]=f&colour[]=d").filters.colours).toEqual(["D", "F"]);
  });

  it("ignores unknown values, bad numbers and a malformed stone id", () => {
    const state = parseStoneParams(
      "shape[]=triangle&colour[]=z&carat_min=abc&price_max=12.5.3&page=two&stone=abc1234&sort=colour_asc&express=maybe&origin[]=botswana",
    );
    expect(state).toEqual(emptySearchState());
    expect(parseStoneParams("stone=ABC12345").stoneId).toBeNull();
    expect(parseStoneParams("stone=ABC1234").stoneId).toBe("ABC1234");
    expect(parseStoneParams("page=0").page).toBe(1);
    expect(parseStoneParams("carat_min=%E0%A4%A").filters.carat).toEqual({ min: null, max: null });
  });

  it("treats a price range of 0 to 0 as unset and swaps a reversed range", () => {
    expect(parseStoneParams("price_min=0&price_max=0").filters.price).toEqual({ min: null, max: null });
    expect(parseStoneParams("price_min=0&price_max=500").filters.price).toEqual({ min: 0, max: 500 });
    expect(parseStoneParams("carat_min=2&carat_max=1").filters.carat).toEqual({ min: 1, max: 2 });
  });

  it("reads carat as an integer or a decimal and writes it with two decimals", () => {
    expect(parseStoneParams("carat_min=1&carat_max=1.5").filters.carat).toEqual({ min: 1, max: 1.5 });
    expect(formatStoneParams({ filters: { ...emptyFilters(), carat: { min: 1, max: 1.5 } } })).toBe("carat_min=1.00&carat_max=1.50");
  });

  it("keeps at most 20 values of one list", () => {
    const many = Array.from({ length: 30 }, () => "shape[]=round").join("&");
    expect(parseStoneParams(many).filters.shapes).toEqual(["ROUND"]);
    const codes = FANCY_COLOURS.codes.map((c) => `fancy_colour[]=${c.toLowerCase()}`).join("&");
    expect(parseStoneParams(codes).filters.fancyColours).toHaveLength(20);
  });

  it("names a range's bounds as a search form sends them, written as in the URL", () => {
    expect(stoneRangeParams("carat", { min: 1, max: null })).toEqual({
      min: { name: "carat_min", value: "1.00" },
      max: { name: "carat_max", value: "" },
    });
    expect(stoneRangeParams("price", { min: 499.6, max: 1200 })).toEqual({
      min: { name: "price_min", value: "500" },
      max: { name: "price_max", value: "1200" },
    });
    expect(stoneRangeParams("depth", { min: null, max: 62.25 }).max).toEqual({ name: "depth_max", value: "62.3" });
  });

  it("counts active filters", () => {
    expect(countActiveFilters(emptyFilters())).toBe(0);
    expect(
      countActiveFilters({ ...emptyFilters(), colours: ["D", "E"], carat: { min: 1, max: null }, express: true, treated: false }),
    ).toBe(5);
  });
});

describe("stone paths", () => {
  it("round-trips every route", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const formatted = formatStonePath(path);
        expect(parseStonePath(formatted)).toEqual(path);
        expect(isCanonicalStonePath(formatted, path)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ["/diamonds/natural/all-shapes", { kind: "natural-diamonds", shape: null, page: 1 }],
    ["/diamonds/natural/round/2", { kind: "natural-diamonds", shape: "ROUND", page: 2 }],
    ["/diamonds/natural/Elongated-Cushion", { kind: "natural-diamonds", shape: "ELONGATED_CUSHION", page: 1 }],
    ["/diamonds/lab-grown-sku/oval/3", { kind: "lab-grown-diamonds", shape: "OVAL", page: 3 }],
    ["/diamonds/lab-grown", { kind: "lab-grown-non-sku" }],
    ["/coloured-diamonds/natural/pink/pear/2", { kind: "coloured-diamonds", origin: "NATURAL", colour: "PINK", shape: "PEAR", page: 2 }],
    [
      "/coloured-diamonds/lab-grown/blue/all-shapes",
      { kind: "coloured-diamonds", origin: "LAB_GROWN", colour: "BLUE", shape: null, page: 1 },
    ],
    ["/gemstones/natural-sku", { kind: "gemstones", page: 1 }],
    ["/gemstones/natural-sku/4", { kind: "gemstones", page: 4 }],
    ["/gemstones/natural", { kind: "gemstones-non-sku" }],
    ["/diamond-search", { kind: "diamond-search" }],
    ["/diamond-search/lab/GIA-2141438172", { kind: "diamond-by-gia", giaNumber: "2141438172" }],
    [
      "/diamond-search/rapnet-R12345-GIA-2141438172",
      { kind: "diamond-by-feed", feed: "rapnet", externalId: "R12345", giaNumber: "2141438172" },
    ],
    ["/diamond-search/idex-77-A-9", { kind: "diamond-by-feed", feed: "idex", externalId: "77-A-9", giaNumber: null }],
    ["/lab-grown-diamond-search", { kind: "lab-grown-diamond-search", stoneId: null }],
    ["/lab-grown-diamond-search/LG12345", { kind: "lab-grown-diamond-search", stoneId: "LG12345" }],
    ["/gemstone-search/GM00001", { kind: "gemstone-search", stoneId: "GM00001" }],
    ["/fancy-diamond-search/FD00001", { kind: "fancy-diamond-search", stoneId: "FD00001" }],
    ["/diamonds/AB12CD3/dtl", { kind: "dtl", identifier: "AB12CD3" }],
  ])("parses %s", (url, expected) => {
    expect(parseStonePath(url)).toEqual(expected);
  });

  it.each([
    "/diamonds/ab12cd3/dtl",
    "/diamonds/AB12CD/dtl",
    "/diamonds/AB12CD34/dtl",
    "/diamonds/AB-2CD3/dtl",
    "/lab-grown-diamond-search/lg12345",
    "/gemstone-search/TOOLONG1",
    "/diamond-search/lab/GIA-abc",
    "/diamond-search/nohyphen",
    "/diamonds/natural/round/2/extra",
    "/coloured-diamonds/synthetic/pink/pear",
    "/engagement-rings",
  ])("rejects %s", (url) => {
    expect(parseStonePath(url)).toBeNull();
  });

  it("ignores unknown shapes, colours and non-numeric pages, so the URL is not canonical", () => {
    const path = parseStonePath("/diamonds/natural/triangle/x")!;
    expect(path).toEqual({ kind: "natural-diamonds", shape: null, page: 1 });
    expect(isCanonicalStonePath("/diamonds/natural/triangle/x", path)).toBe(false);
    expect(parseStonePath("/diamonds/natural/round/1")).toEqual({ kind: "natural-diamonds", shape: "ROUND", page: 1 });
    expect(isCanonicalStonePath("/diamonds/natural/round/1", parseStonePath("/diamonds/natural/round/1")!)).toBe(false);
    expect(parseStonePath("/coloured-diamonds/natural/mauve/oval")).toMatchObject({ colour: null, shape: "OVAL" });
  });

  it("reads a route's words, shapes and colours in any case, and identifiers as written", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const formatted = formatStonePath(path);
        // Paths that hold no identifier are written in lower case; in capitals they name the same route.
        if (/[A-Z]/.test(formatted) || path.kind === "diamond-by-feed") return;
        expect(parseStonePath(formatted.toUpperCase())).toEqual(path);
      }),
      { numRuns: 300 },
    );
    const upper = parseStonePath("/Diamonds/NATURAL/Round/2")!;
    expect(upper).toEqual({ kind: "natural-diamonds", shape: "ROUND", page: 2 });
    expect(isCanonicalStonePath("/Diamonds/NATURAL/Round/2", upper)).toBe(false);
    expect(formatStonePath(upper)).toBe("/diamonds/natural/round/2");
    expect(parseStonePath("/Coloured-Diamonds/Lab-Grown/Pink/All-Shapes")).toEqual({
      kind: "coloured-diamonds",
      origin: "LAB_GROWN",
      colour: "PINK",
      shape: null,
      page: 1,
    });
    expect(parseStonePath("/Diamonds/AB12CD3/DTL")).toEqual({ kind: "dtl", identifier: "AB12CD3" });
    expect(parseStonePath("/Gemstone-Search/GM00001")).toEqual({ kind: "gemstone-search", stoneId: "GM00001" });
    expect(parseStonePath("/Diamond-Search/rapnet-R12345")).toEqual({
      kind: "diamond-by-feed",
      feed: "rapnet",
      externalId: "R12345",
      giaNumber: null,
    });
  });

  it("sends diamond-search to every natural diamond", () => {
    expect(DIAMOND_SEARCH_TARGET).toBe("/diamonds/natural/all-shapes");
  });

  it("knows the category each route searches", () => {
    expect(categoryOfPath(parseStonePath("/diamonds/lab-grown")!)).toBe("LAB_GROWN_DIAMOND");
    expect(categoryOfPath(parseStonePath("/coloured-diamonds/lab-grown/pink/oval")!)).toBe("LAB_GROWN_FANCY_DIAMOND");
    expect(categoryOfPath(parseStonePath("/gemstone-search")!)).toBe("GEMSTONE");
  });
});

describe("stone locations", () => {
  it("round-trips a route with its search state", () => {
    fc.assert(
      fc.property(locationArb, (location) => {
        expect(parseStoneLocation(splitUrl(formatStoneLocation(location)))).toEqual(location);
      }),
      { numRuns: 500 },
    );
  });

  it("puts one shape and the page in the path of a listing, filters in the query", () => {
    const filters = { ...emptyFilters(), shapes: ["OVAL" as const], carat: { min: 1, max: 2 } };
    const url = formatStoneLocation({
      path: { kind: "natural-diamonds", shape: null, page: 1 },
      state: { filters, sort: null, page: 2, stoneId: null },
    });
    expect(url).toBe("/diamonds/natural/oval/2?carat_min=1.00&carat_max=2.00");
    const two = formatStoneLocation({
      path: { kind: "natural-diamonds", shape: null, page: 1 },
      state: { ...emptySearchState(), filters: { ...emptyFilters(), shapes: ["ROUND", "OVAL"] } },
    });
    expect(two).toBe("/diamonds/natural/all-shapes?shape[]=round&shape[]=oval");
  });

  it("keeps a non-SKU search's filters, sort and stone in the hash", () => {
    const location = parseStoneLocation({ pathname: "/diamonds/lab-grown", hash: "#shape[]=oval&sort=price_asc&stone=LG12345&page=2" })!;
    expect(location.state.filters.shapes).toEqual(["OVAL"]);
    expect(location.state.sort).toEqual({ field: "PRICE", direction: "ASC" });
    expect(location.state.stoneId).toBe("LG12345");
    expect(location.state.page).toBe(2);
    expect(formatStoneLocation(location)).toBe("/diamonds/lab-grown#shape[]=oval&sort=price_asc&page=2&stone=LG12345");
    expect(parseStoneLocation({ pathname: "/gemstones/natural", hash: "#stone=bad" })!.state.stoneId).toBeNull();
  });

  it("links a stone to its detail page", () => {
    expect(
      stoneDetailPath({ identifier: "AB12CD3", category: "DIAMOND", feedIdentifier: "rapnet", externalId: "R1", giaNumber: "1234567" }),
    ).toBe("/diamond-search/rapnet-R1-GIA-1234567");
    expect(stoneDetailPath({ identifier: "AB12CD3", category: "DIAMOND", feedIdentifier: "rapnet", externalId: "R1" })).toBe(
      "/diamond-search/rapnet-R1",
    );
    expect(stoneDetailPath({ identifier: "AB12CD3", category: "LAB_GROWN_DIAMOND" })).toBe("/lab-grown-diamond-search/AB12CD3");
    expect(stoneDetailPath({ identifier: "AB12CD3", category: "FANCY_DIAMOND" })).toBe("/fancy-diamond-search/AB12CD3");
    expect(stoneDetailPath({ identifier: "AB12CD3", category: "GEMSTONE" })).toBe("/gemstone-search/AB12CD3");
  });
});

describe("section addresses", () => {
  it("read as the section's first listing, whose canonical form the page redirects to", () => {
    expect(parseStonePath("/diamonds")).toEqual({ kind: "natural-diamonds", shape: null, page: 1 });
    expect(parseStonePath("/coloured-diamonds")).toMatchObject({
      kind: "coloured-diamonds",
      origin: "NATURAL",
      colour: null,
      shape: null,
      page: 1,
    });
    expect(parseStonePath("/gemstones")).toEqual({ kind: "gemstones", page: 1 });
  });
});

describe("stone sort orders", () => {
  it("read every sort a URL can carry as one of the search's orders, no sort as the recommended one", () => {
    expect(stoneSortOrder(null)).toBe("RECOMMENDED");
    expect(stoneSortOrder(parseStoneParams("sort=weight_desc").sort)).toBe("CARAT_DESCENDING");
    expect(stoneSortOrder(parseStoneParams("sort=price_asc").sort)).toBe("PRICE_ASCENDING");
    const orders = [null, ...STONE_SORTS].map(stoneSortOrder);
    expect([...orders].sort()).toEqual([...STONE_SORT_ORDERS.codes].sort());
  });
});
