import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DESIGN_FEATURES, DESIGN_STYLES, RING_STYLES, SHAPE_VOCABULARY, STONE_RECOMMENDATION_KINDS } from "../vocabulary/engagement.ts";
import {
  JEWELLERY_DESIGN_STYLES,
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  jewelleryStylesFor,
} from "../vocabulary/jewellery.ts";
import { JEWELLERY_METALS, KARATS, METALS } from "../vocabulary/metals.ts";
import { SORT_ORDERS } from "../vocabulary/sort.ts";
import { CLARITIES, COLOURS, COLOUR_GRADES, GEMSTONE_CLARITIES, GEMSTONE_COLOURS, GEMSTONE_TYPES } from "../vocabulary/stones.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../vocabulary/wedding.ts";
import {
  emptyCatalogueFilters,
  emptyEngagementRings,
  emptyJewellery,
  emptyReadyToGo,
  emptyWeddingRings,
  formatCatalogueFilters,
  formatCataloguePath,
  formatCatalogueUrl,
  isRoutableProductSlug,
  legacyCatalogueRedirect,
  normalizeCatalogueRoute,
  parseCatalogueFilters,
  parseCataloguePath,
  parseCatalogueUrl,
  type CatalogueFilters,
  type CatalogueRoute,
} from "./catalogue.ts";

const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const code = <C extends string>(codes: readonly C[]) => fc.constantFrom(...codes);
const page = fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 5000 }));

const WORDS = [
  "elsa",
  "the",
  "aurelia",
  "diamond",
  "ring",
  "rings",
  "engagement",
  "wedding",
  "platinum",
  "silver",
  "18k",
  "9k",
  "white",
  "gold",
  "rose",
  "yellow",
  "necklace",
  "earrings",
  "bracelet",
  "lab",
  "grown",
  "natural",
  "gemstone",
  "round",
  "oval",
  "petite",
  "2",
  "ct",
  "halo",
  "ladies",
];
const token = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[a-z0-9]{1,6}$/));
const kebab = fc.array(token, { minLength: 1, maxLength: 5 }).map((t) => t.join("-"));
const slug = kebab.filter(isRoutableProductSlug);
const suffixSlug = fc.oneof(fc.constant(""), kebab);
const carat = fc.integer({ min: 10, max: 3000 }).map((n) => n / 100);

const routeArb: fc.Arbitrary<CatalogueRoute> = fc.oneof(
  fc.record({
    kind: fc.constant("engagementRings" as const),
    metal: orNull(code(METALS.codes)),
    ringStyle: orNull(code(RING_STYLES.codes)),
    shape: orNull(code(SHAPE_VOCABULARY.codes)),
    designStyle: orNull(code(DESIGN_STYLES.codes)),
    page,
    recommendations: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("stoneRecommendations" as const), stoneKind: code(STONE_RECOMMENDATION_KINDS.codes) }),
  fc.record({
    kind: fc.constant("engagementRing" as const),
    slug,
    metal: code(METALS.codes),
    shape: code(SHAPE_VOCABULARY.codes),
    suffixSlug,
  }),
  fc.record({
    kind: fc.constant("labGrownEngagementRing" as const),
    slug,
    metal: code(METALS.codes),
    shape: code(SHAPE_VOCABULARY.codes),
    colour: code(COLOURS.codes),
    clarity: code(CLARITIES.codes),
    caratWeight: carat,
    suffixSlug,
  }),
  fc.record({
    kind: fc.constant("gemstoneEngagementRing" as const),
    slug,
    metal: code(METALS.codes),
    colour: code(GEMSTONE_COLOURS.codes),
    crystal: code(GEMSTONE_TYPES.codes),
    shape: code(SHAPE_VOCABULARY.codes),
    colourGrade: code(COLOUR_GRADES.codes),
    clarity: code(GEMSTONE_CLARITIES.codes),
    caratWeight: carat,
    suffixSlug,
  }),
  fc.record({
    kind: fc.constant("weddingRings" as const),
    category: orNull(code(WEDDING_CATEGORIES.codes)),
    metal: orNull(code(METALS.codes)),
    style: orNull(code(WEDDING_STYLES.codes)),
    page,
  }),
  fc.record({ kind: fc.constant("weddingRing" as const), slug, metal: code(METALS.codes), suffixSlug }),
  fc.record({ kind: fc.constant("readyToGo" as const), readyToShip: fc.boolean(), metal: orNull(code(METALS.codes)), page }),
  fc.record({ kind: fc.constant("readyToGoRing" as const), metal: code(METALS.codes), slug }),
  fc
    .record({
      kind: fc.constant("jewellery" as const),
      productType: orNull(code(JEWELLERY_TYPES.codes)),
      productStyle: orNull(code(JEWELLERY_STYLES.codes)),
      gemstone: orNull(code(JEWELLERY_GEMSTONES.codes)),
      designStyle: orNull(code(JEWELLERY_DESIGN_STYLES.codes)),
      metal: orNull(code(JEWELLERY_METALS.codes)),
      page,
    })
    .filter((r) => !r.productType || !r.productStyle || jewelleryStylesFor(r.productType).some((s) => s.code === r.productStyle)),
  fc.record({
    kind: fc.constant("jewelleryItem" as const),
    slug,
    metal: code(METALS.codes),
    productType: code(JEWELLERY_TYPES.codes),
    suffixSlug,
  }),
);

const filtersArb: fc.Arbitrary<CatalogueFilters> = fc
  .record({
    priceMin: orNull(
      fc.oneof(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 10000000 }).map((n) => n / 100),
      ),
    ),
    priceMax: orNull(fc.integer({ min: 0, max: 100000 })),
    sort: orNull(code(SORT_ORDERS.codes)),
    designFeatures: fc.uniqueArray(code(DESIGN_FEATURES.codes), { maxLength: 20 }),
    karat: orNull(fc.constantFrom(...KARATS)),
  })
  .filter((f) => !(f.priceMin === 0 && f.priceMax === 0) && !(f.priceMin !== null && f.priceMax !== null && f.priceMin > f.priceMax));

describe("catalogue URL grammar: round trips", () => {
  it("parse(format(route)) is the (normalised) route for every form", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const url = formatCatalogueUrl(route);
        expect(parseCataloguePath(url)).toEqual(normalizeCatalogueRoute(route));
      }),
      { numRuns: 3000 },
    );
  });

  it("format(parse(url)) is stable: formatting a parsed URL gives the same URL", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const url = formatCatalogueUrl(route);
        expect(formatCatalogueUrl(parseCataloguePath(url)!)).toBe(url);
      }),
      { numRuns: 1000 },
    );
  });

  it("parse(format(filters)) is the filters", () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(parseCatalogueFilters(`#${formatCatalogueFilters(filters)}`)).toEqual(filters);
      }),
      { numRuns: 2000 },
    );
  });

  it("a whole URL (path, query, hash) round-trips", () => {
    fc.assert(
      fc.property(routeArb, filtersArb, (route, filters) => {
        expect(parseCatalogueUrl(formatCatalogueUrl(route, filters))).toEqual({ route: normalizeCatalogueRoute(route), filters });
      }),
      { numRuns: 500 },
    );
  });

  it("a whole URL with the filters in its query round-trips, the recommendations kept beside them", () => {
    fc.assert(
      fc.property(routeArb, filtersArb, (route, filters) => {
        const url = formatCatalogueUrl(route, filters, "query");
        expect(url).not.toContain("#");
        expect(parseCatalogueUrl(url)).toEqual({ route: normalizeCatalogueRoute(route), filters });
      }),
      { numRuns: 500 },
    );
  });

  it("parsing is case-insensitive: an upper-cased listing path gives the same route", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        if (route.kind === "engagementRings" && route.recommendations) return;
        const url = formatCataloguePath(route);
        expect(parseCataloguePath(url.toUpperCase())).toEqual(normalizeCatalogueRoute(route));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("catalogue URL grammar: examples", () => {
  it("formats the engagement-ring listing with trailing defaults omitted and broader defaults filled in", () => {
    expect(formatCatalogueUrl(emptyEngagementRings)).toBe("/engagement-rings");
    expect(formatCatalogueUrl({ ...emptyEngagementRings, metal: "PLATINUM" })).toBe("/engagement-rings/platinum");
    expect(formatCatalogueUrl({ ...emptyEngagementRings, metal: "PLATINUM", ringStyle: "HALO" })).toBe("/engagement-rings/platinum/halo");
    expect(formatCatalogueUrl({ ...emptyEngagementRings, ringStyle: "TOI_MOI" })).toBe("/engagement-rings/all-metals/toi-et-moi");
    expect(formatCatalogueUrl({ ...emptyEngagementRings, designStyle: "ART_DECO", page: 3 })).toBe(
      "/engagement-rings/all-metals/all-styles/all-shapes/art-deco/3",
    );
    expect(formatCatalogueUrl({ ...emptyEngagementRings, shape: "ELONGATED_CUSHION", recommendations: true })).toBe(
      "/engagement-rings/all-metals/all-styles/elongated-cushion?recommendations=yes",
    );
  });

  it("never writes page 1, and reads page 1 / a non-numeric page as the default", () => {
    expect(formatCatalogueUrl({ ...emptyWeddingRings, page: 1 })).toBe("/wedding-rings");
    expect(formatCatalogueUrl({ ...emptyWeddingRings, page: 2 })).toBe("/wedding-rings/2");
    expect(parseCataloguePath("/wedding-rings/1")).toEqual(emptyWeddingRings);
    expect(parseCataloguePath("/engagement-rings/platinum/halo/round/vintage/abc")).toMatchObject({ page: 1, designStyle: "VINTAGE" });
    expect(parseCataloguePath("/engagement-rings/platinum/0")).toMatchObject({ page: 1, metal: "PLATINUM" });
    // A page no listing can have (above the 32-bit API limit) names no route at all.
    expect(parseCataloguePath("/engagement-rings/99999999999999999999")).toBeNull();
  });

  it("ignores unknown vocabulary values and matches known ones case-insensitively by slug or code", () => {
    expect(parseCataloguePath("/engagement-rings/unobtainium/HALO")).toMatchObject({ metal: null, ringStyle: "HALO" });
    expect(parseCataloguePath("/engagement-rings/WHITE_GOLD_18K/toi_moi")).toMatchObject({ metal: "WHITE_GOLD_18K", ringStyle: "TOI_MOI" });
    expect(parseCataloguePath("/Engagement-Rings/18K-White-Gold")).toMatchObject({ metal: "WHITE_GOLD_18K" });
    expect(parseCataloguePath("/jewellery/Necklaces/nope/RUBY")).toMatchObject({
      productType: "NECKLACE",
      productStyle: null,
      gemstone: "RUBY",
    });
    // A style of another type of jewellery names no listing; one of the type, or without a type, does.
    expect(parseCataloguePath("/jewellery/necklaces/studs")).toBeNull();
    expect(parseCataloguePath("/jewellery/rings/tennis/all-gemstones")).toBeNull();
    expect(parseCataloguePath("/jewellery/earrings/studs")).toMatchObject({ productType: "EARRINGS", productStyle: "STUDS" });
    expect(parseCataloguePath("/jewellery/all-jewellery/studs")).toMatchObject({ productType: null, productStyle: "STUDS" });
  });

  it("rejects paths longer than the grammar and unrelated paths", () => {
    expect(parseCataloguePath("/engagement-rings/a/b/c/d/2/extra")).toBeNull();
    expect(parseCataloguePath("/engagement-rings/stone-recommendations/moissanite")).toBeNull();
    expect(parseCataloguePath("/about-us")).toBeNull();
    expect(parseCataloguePath("/")).toBeNull();
    expect(parseCataloguePath("/blog/some-post")).toBeNull();
  });

  it("reads the recommendations query and stone recommendations", () => {
    expect(parseCataloguePath("/engagement-rings?recommendations=yes")).toEqual({ ...emptyEngagementRings, recommendations: true });
    expect(parseCataloguePath("/engagement-rings?recommendations=no")).toEqual(emptyEngagementRings);
    expect(parseCataloguePath("/engagement-rings/stone-recommendations/lab-grown-diamonds")).toEqual({
      kind: "stoneRecommendations",
      stoneKind: "LAB_GROWN_DIAMONDS",
    });
  });

  it("splits hyphenated product slugs on the known metals and shapes", () => {
    expect(parseCataloguePath("/the-white-gold-rose-18k-rose-gold-engagement-ring-elongated-cushion-diamond")).toEqual({
      kind: "engagementRing",
      slug: "the-white-gold-rose",
      metal: "ROSE_GOLD_18K",
      shape: "ELONGATED_CUSHION",
      suffixSlug: "",
    });
    expect(parseCataloguePath("/elsa-platinum-engagement-ring-square-emerald-diamond-petite-band")).toMatchObject({
      slug: "elsa",
      shape: "SQUARE_EMERALD",
      suffixSlug: "petite-band",
    });
    expect(parseCataloguePath("/elsa-platinum-engagement-ring-emerald-diamond")).toMatchObject({ shape: "EMERALD", suffixSlug: "" });
    // Not a metal before "engagement-ring": not a product.
    expect(parseCataloguePath("/elsa-copper-engagement-ring-round-diamond")).toBeNull();
    expect(parseCataloguePath("/elsa-platinum-engagement-ring-triangle-diamond")).toBeNull();
  });

  it("formats and parses the lab-grown and gemstone product forms with two-decimal carats", () => {
    const lab: CatalogueRoute = {
      kind: "labGrownEngagementRing",
      slug: "aurelia",
      metal: "YELLOW_GOLD_9K",
      shape: "OLD_EUROPEAN",
      colour: "E",
      clarity: "VVS2",
      caratWeight: 1.5,
      suffixSlug: "",
    };
    expect(formatCatalogueUrl(lab)).toBe("/aurelia-9k-yellow-gold-engagement-ring-lab-grown-diamond-old-european-e-vvs2-1.50ct");
    expect(parseCataloguePath("/aurelia-9k-yellow-gold-engagement-ring-lab-grown-diamond-old-european-e-vvs2-1.5ct")).toEqual(lab);
    const gem: CatalogueRoute = {
      kind: "gemstoneEngagementRing",
      slug: "aurelia",
      metal: "PLATINUM",
      colour: "ROYAL_BLUE",
      crystal: "SAPPHIRE",
      shape: "OVAL",
      colourGrade: "MEDIUM_DARK",
      clarity: "EYE_CLEAN",
      caratWeight: 2,
      suffixSlug: "petite",
    };
    expect(formatCatalogueUrl(gem)).toBe(
      "/aurelia-platinum-engagement-ring-natural-gemstone-royal-blue-sapphire-oval-medium-dark-eye-clean-2.00ct-petite",
    );
    expect(parseCataloguePath(formatCatalogueUrl(gem))).toEqual(gem);
  });

  it("names only centre stones that can exist: 0.10 to 30.00 ct in hundredths; other spellings of one format to two decimals and lower case", () => {
    const base = "/aurelia-platinum-engagement-ring-lab-grown-diamond-round-f-vs1-";
    for (const carat of ["99999999999999999999", "0", "0.00", "0.09", "30.01", "1.505", "1.0000001", "1e3", "-1"]) {
      expect(parseCataloguePath(`${base}${carat}ct`), carat).toBeNull();
    }
    for (const spelling of [`${base}1.5ct`, `${base}1.50ct`, "/Aurelia-Platinum-Engagement-Ring-Lab-Grown-Diamond-Round-F-VS1-1.500ct"]) {
      const route = parseCataloguePath(spelling);
      expect(route, spelling).not.toBeNull();
      expect(formatCatalogueUrl(route!)).toBe(`${base}1.50ct`);
    }
    expect(formatCatalogueUrl(parseCataloguePath(`${base}1ct`)!)).toBe(`${base}1.00ct`);
    expect(formatCatalogueUrl(parseCataloguePath(`${base}30ct`)!)).toBe(`${base}30.00ct`);
    expect(
      parseCataloguePath("/aurelia-platinum-engagement-ring-natural-gemstone-royal-blue-sapphire-oval-medium-dark-eye-clean-0.05ct"),
    ).toBeNull();
  });

  it("parses wedding, ready-to-go and jewellery products next to their listings", () => {
    expect(parseCataloguePath("/wedding-rings/court-band-9k-rose-gold-wedding-ring")).toEqual({
      kind: "weddingRing",
      slug: "court-band",
      metal: "ROSE_GOLD_9K",
      suffixSlug: "",
    });
    expect(parseCataloguePath("/wedding-rings/mens")).toEqual({ ...emptyWeddingRings, category: "MENS" });
    expect(parseCataloguePath("/ready-to-go/18k-white-gold-the-elsa")).toEqual({
      kind: "readyToGoRing",
      metal: "WHITE_GOLD_18K",
      slug: "the-elsa",
    });
    expect(parseCataloguePath("/ready-to-go/18k-white-gold")).toEqual({ ...emptyReadyToGo, metal: "WHITE_GOLD_18K" });
    expect(parseCataloguePath("/rts-list/silver/2")).toEqual({ kind: "readyToGo", readyToShip: true, metal: "SILVER", page: 2 });
    expect(parseCataloguePath("/jewellery/tennis-line-18k-white-gold-bracelet")).toEqual({
      kind: "jewelleryItem",
      slug: "tennis-line",
      metal: "WHITE_GOLD_18K",
      productType: "BRACELET",
      suffixSlug: "",
    });
    expect(parseCataloguePath("/jewellery/ring-of-roses-platinum-ring-slim")).toMatchObject({
      slug: "ring-of-roses",
      productType: "RING",
      suffixSlug: "slim",
    });
    expect(parseCataloguePath("/jewellery/earrings")).toEqual({ ...emptyJewellery, productType: "EARRINGS" });
  });

  it("a wedding metal or style implies the ladies category", () => {
    expect(formatCatalogueUrl({ ...emptyWeddingRings, style: "PAVE" })).toBe("/wedding-rings/ladies/all-metals/pave");
    expect(parseCataloguePath("/wedding-rings/any/platinum")).toEqual({ ...emptyWeddingRings, category: "LADIES", metal: "PLATINUM" });
  });

  it("writes jewellery metals by colour with the karat in the hash", () => {
    expect(formatCatalogueUrl({ ...emptyJewellery, productType: "NECKLACE", metal: "WHITE_GOLD" }, { karat: 18 })).toBe(
      "/jewellery/necklaces/all-styles/all-gemstones/all-design-styles/white-gold#k=18",
    );
  });
});

describe("catalogue hash filters", () => {
  it("treats a 0-0 price range as unset and keeps one-sided ranges", () => {
    expect(parseCatalogueFilters("#price_min=0&price_max=0")).toMatchObject({ priceMin: null, priceMax: null });
    expect(parseCatalogueFilters("#price_min=0&price_max=500")).toMatchObject({ priceMin: 0, priceMax: 500 });
    expect(parseCatalogueFilters("#price_min=2000&price_max=500")).toMatchObject({ priceMin: 500, priceMax: 2000 });
    expect(formatCatalogueFilters({ priceMin: 0, priceMax: 0 })).toBe("");
  });

  it("drops non-numeric prices, unknown sorts and unknown design features", () => {
    expect(
      parseCatalogueFilters("#price_min=abc&price_max=-5&sort=cheapest&design_features[]=glitter&design_features[]=MILGRAIN&k=22"),
    ).toEqual({
      priceMin: null,
      priceMax: null,
      sort: null,
      designFeatures: ["MILGRAIN"],
      karat: null,
    });
  });

  it("lower-cases enum values and lists design features with brackets", () => {
    expect(formatCatalogueFilters({ sort: "PRICE_DESCENDING", designFeatures: ["HAND_ENGRAVING", "MILGRAIN"], priceMax: 2500 })).toBe(
      "price_max=2500&sort=price_descending&design_features[]=hand_engraving&design_features[]=milgrain",
    );
    expect(parseCatalogueFilters("sort=Price_Descending&design_features%5B%5D=hand-engraving&design_features=bead_setting")).toMatchObject({
      sort: "PRICE_DESCENDING",
      designFeatures: ["HAND_ENGRAVING", "BEAD_SETTING"],
    });
  });

  it("is empty for an empty hash", () => {
    expect(parseCatalogueFilters("")).toEqual({ priceMin: null, priceMax: null, sort: null, designFeatures: [], karat: null });
    expect(parseCatalogueFilters(null)).toEqual(parseCatalogueFilters("#"));
  });
});

describe("catalogue filters in the query string", () => {
  it("reads the same names and values as the hash, and nothing else of the query", () => {
    const query = "?utm_source=mail&sort=price_ascending&price_max=2000&recommendations=yes&design_features[]=milgrain&k=18";
    expect(parseCatalogueFilters(query)).toEqual(
      parseCatalogueFilters("#sort=price_ascending&price_max=2000&design_features[]=milgrain&k=18"),
    );
    expect(parseCatalogueFilters(query)).toEqual({
      priceMin: null,
      priceMax: 2000,
      sort: "PRICE_ASCENDING",
      designFeatures: ["MILGRAIN"],
      karat: 18,
    });
  });

  it("reads what a GET form sends: empty fields are unset, brackets may be percent-encoded", () => {
    expect(parseCatalogueFilters("?sort=&price_min=&price_max=1500&k=")).toEqual({ ...emptyCatalogueFilters, priceMax: 1500 });
    expect(parseCatalogueFilters("?design_features%5B%5D=milgrain&design_features%5B%5D=hand_engraving&price_min=250")).toEqual({
      ...emptyCatalogueFilters,
      priceMin: 250,
      designFeatures: ["MILGRAIN", "HAND_ENGRAVING"],
    });
  });

  it("ignores a bad value as the hash does: unknown codes, prices that are not numbers or beyond any price, a karat no metal has", () => {
    const bad = "price_min=lots&price_max=1e99&sort=cheapest&design_features[]=glitter&k=22";
    expect(parseCatalogueFilters(`?${bad}`)).toEqual(emptyCatalogueFilters);
    expect(parseCatalogueFilters(`#${bad}`)).toEqual(emptyCatalogueFilters);
    expect(parseCatalogueFilters("?price_max=99999999999&price_min=1000000000")).toEqual({
      ...emptyCatalogueFilters,
      priceMin: 1_000_000_000,
    });
    expect(parseCatalogueFilters("?price_max[]=5&sort[a]=price_ascending")).toEqual(emptyCatalogueFilters);
  });

  it("keeps for a listing only the filters it applies: design features on engagement rings, the karat on jewellery", () => {
    const all = "?sort=price_descending&price_min=100&design_features[]=milgrain&k=9";
    expect(parseCatalogueFilters(all, emptyEngagementRings)).toEqual({
      priceMin: 100,
      priceMax: null,
      sort: "PRICE_DESCENDING",
      designFeatures: ["MILGRAIN"],
      karat: null,
    });
    expect(parseCatalogueFilters(all, emptyJewellery)).toEqual({
      priceMin: 100,
      priceMax: null,
      sort: "PRICE_DESCENDING",
      designFeatures: [],
      karat: 9,
    });
    expect(parseCatalogueFilters(all, emptyWeddingRings)).toEqual({
      priceMin: 100,
      priceMax: null,
      sort: "PRICE_DESCENDING",
      designFeatures: [],
      karat: null,
    });
    expect(parseCatalogueFilters(all, emptyReadyToGo)).toEqual(parseCatalogueFilters(all, emptyWeddingRings));
  });

  it("writes listing URLs with the filters in the query, after the recommendations and the page's path", () => {
    const filters = { sort: "PRICE_ASCENDING", priceMax: 2000 } as const;
    expect(formatCatalogueUrl({ ...emptyEngagementRings, page: 2 }, filters, "query")).toBe(
      "/engagement-rings/2?price_max=2000&sort=price_ascending",
    );
    expect(formatCatalogueUrl({ ...emptyEngagementRings, shape: "OVAL", recommendations: true }, filters, "query")).toBe(
      "/engagement-rings/all-metals/all-styles/oval?recommendations=yes&price_max=2000&sort=price_ascending",
    );
    expect(formatCatalogueUrl({ ...emptyJewellery, metal: "WHITE_GOLD" }, { karat: 18 }, "query")).toBe(
      "/jewellery/all-jewellery/all-styles/all-gemstones/all-design-styles/white-gold?k=18",
    );
    expect(formatCatalogueUrl(emptyWeddingRings, emptyCatalogueFilters, "query")).toBe("/wedding-rings");
  });

  it("takes a URL's filters from its hash when the hash holds any, else from its query", () => {
    expect(parseCatalogueUrl("/engagement-rings?sort=price_ascending#price_max=900")?.filters).toEqual({
      ...emptyCatalogueFilters,
      priceMax: 900,
    });
    expect(parseCatalogueUrl("/engagement-rings?sort=price_ascending#")?.filters).toEqual({
      ...emptyCatalogueFilters,
      sort: "PRICE_ASCENDING",
    });
  });
});

describe("isRoutableProductSlug", () => {
  it("accepts ordinary slugs and rejects ones that would split elsewhere", () => {
    expect(isRoutableProductSlug("the-elsa")).toBe(true);
    expect(isRoutableProductSlug("ring-of-roses")).toBe(true);
    expect(isRoutableProductSlug("x-platinum-ring-y")).toBe(false);
    expect(isRoutableProductSlug("Elsa")).toBe(false);
    expect(isRoutableProductSlug("elsa--x")).toBe(false);
  });
});

describe("legacy paths", () => {
  it("never treats a current URL as legacy", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        expect(legacyCatalogueRedirect(formatCataloguePath(route))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("redirects to current paths (no chains or loops) that parse to the intended filters", () => {
    for (const path of [
      "/wedding-rings/pave_wr",
      "/wedding-rings/unknown_wr",
      "/wedding-rings/mens-wedding-rings/all-metals/plain/3",
      "/jewellery/all-product-types/all-styles/ruby",
      "/jewellery/rings/stackable/diamond/vintage/14k-rose-gold/4",
      "/jewellery/design-features/art-deco/design-features/milgrain",
      "/engagement-rings/hidden-halo",
      "/engagement-rings/hidden-halo/2",
    ]) {
      const target = legacyCatalogueRedirect(path)!;
      expect(target, path).toMatch(/^\//);
      expect(legacyCatalogueRedirect(target), target).toBeNull();
      expect(parseCataloguePath(target), target).not.toBeNull();
    }
    expect(parseCatalogueUrl(legacyCatalogueRedirect("/jewellery/rings/stackable/diamond/vintage/14k-rose-gold/4")!)).toEqual({
      route: {
        ...emptyJewellery,
        productType: "RING",
        productStyle: "STACKABLE",
        gemstone: "DIAMOND",
        designStyle: "VINTAGE",
        metal: "ROSE_GOLD",
        page: 4,
      },
      filters: { priceMin: null, priceMax: null, sort: null, designFeatures: [], karat: 14 },
    });
    // An old style page keeps its filter (in the hash) and its page.
    expect(legacyCatalogueRedirect("/engagement-rings/hidden-halo/2")).toBe("/engagement-rings/2#design_features[]=hidden_halo");
    expect(parseCatalogueUrl(legacyCatalogueRedirect("/engagement-rings/Hidden-Halo/2")!)).toEqual({
      route: { ...emptyEngagementRings, page: 2 },
      filters: { priceMin: null, priceMax: null, sort: null, designFeatures: ["HIDDEN_HALO"], karat: null },
    });
    expect(parseCatalogueUrl(legacyCatalogueRedirect("/jewellery/design-features/art-deco/design-features/milgrain")!)).toEqual({
      route: { ...emptyJewellery, designStyle: "ART_DECO" },
      filters: { priceMin: null, priceMax: null, sort: null, designFeatures: ["MILGRAIN"], karat: null },
    });
  });
});

describe("hostile segments", () => {
  const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];

  it("finds no style alias or legacy page in an inherited property name", () => {
    for (const name of INHERITED) {
      for (const path of [
        `/engagement-rings/${name}`,
        `/${name}-engagement-rings`,
        `/jewellery/all-product-types/${name}`,
        `/wedding-rings/${name}_wr`,
      ]) {
        const target = legacyCatalogueRedirect(path);
        if (target !== null) expect(parseCataloguePath(target), path).not.toBeNull();
        expect(target ?? "", path).not.toContain(name.toUpperCase());
      }
      expect(legacyCatalogueRedirect(`/engagement-rings/${name}`)).toBeNull();
      expect(legacyCatalogueRedirect(`/${name}-engagement-rings`)).toBeNull();
    }
  });

  it("has no page above the largest 32-bit integer", () => {
    expect(parseCataloguePath("/engagement-rings/2147483647")).toMatchObject({ kind: "engagementRings", page: 2147483647 });
    for (const page of ["2147483648", "99999999999", "99999999999999999999999"]) {
      expect(parseCataloguePath(`/engagement-rings/${page}`), page).toBeNull();
      expect(parseCataloguePath(`/wedding-rings/ladies/all-metals/all-styles/${page}`), page).toBeNull();
      expect(parseCataloguePath(`/jewellery/all-jewellery/${page}`), page).toBeNull();
      expect(legacyCatalogueRedirect(`/jewellery/all-product-types/${page}`), page).toBeNull();
    }
  });
});
