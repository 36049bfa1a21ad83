import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SHAPES } from "../vocabulary/shapes.ts";
import { CLARITIES, COLOURS, STONE_CATEGORIES } from "../vocabulary/stones.ts";
import { STONE_RECOMMENDATION_KINDS } from "../vocabulary/engagement.ts";
import { STONE_SORTS, emptyFilters, emptySearchState, type StoneSearchState } from "./stones.ts";
import { parseCataloguePath } from "./catalogue.ts";
import {
  categoryOfStoneKind,
  formatRingBuilderUrl,
  localReturnPath,
  parseRingBuilderUrl,
  recommendedSettingsUrl,
  stoneKindOfCategory,
  stoneRecommendationsUrl,
  yourRingUrl,
  type RingBuilderRoute,
} from "./ring-builder.ts";

const sub = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: Math.min(20, values.length) });
const caratArb = fc.option(
  fc.integer({ min: 10, max: 3000 }).map((n) => n / 100),
  { nil: null },
);

const stateArb: fc.Arbitrary<StoneSearchState> = fc.record({
  filters: fc
    .record({
      shapes: sub(SHAPES.map((s) => s.code)),
      colours: sub(COLOURS.codes),
      clarities: sub(CLARITIES.codes),
      min: caratArb,
      max: caratArb,
    })
    .map(({ shapes, colours, clarities, min, max }) => ({
      ...emptyFilters(),
      shapes,
      colours,
      clarities,
      carat: min !== null && max !== null && min > max ? { min: max, max: min } : { min, max },
    })),
  sort: fc.option(fc.constantFrom(...STONE_SORTS), { nil: null }),
  page: fc.integer({ min: 1, max: 400 }),
  stoneId: fc.constant(null),
});

const localPathArb = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/), { nil: null }),
  )
  .map(([segments, query]) => `/${segments.join("/")}${query ? `?${query}` : ""}`);

const routeArb: fc.Arbitrary<RingBuilderRoute> = fc.oneof(
  fc.record({
    kind: fc.constant("stoneRecommendations" as const),
    stoneKind: fc.constantFrom(...STONE_RECOMMENDATION_KINDS.codes),
    state: stateArb,
  }),
  fc.record({ kind: fc.constant("yourRing" as const), from: fc.option(localPathArb, { nil: null }) }),
);

describe("ring builder URL grammar", () => {
  it("reads back every URL it writes", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        expect(parseRingBuilderUrl(formatRingBuilderUrl(route))).toEqual(route);
      }),
    );
  });

  it("writes the stone recommendations of each kind, filters in the query", () => {
    expect(stoneRecommendationsUrl("NATURAL_DIAMONDS")).toBe("/engagement-rings/stone-recommendations/natural-diamonds");
    expect(stoneRecommendationsUrl("LAB_GROWN_DIAMONDS")).toBe("/engagement-rings/stone-recommendations/lab-grown-diamonds");
    expect(stoneRecommendationsUrl("GEMSTONES")).toBe("/engagement-rings/stone-recommendations/gemstones");
    const state: StoneSearchState = {
      ...emptySearchState(),
      filters: { ...emptyFilters(), colours: ["D", "E"], carat: { min: 1, max: 1.5 } },
      page: 2,
    };
    expect(formatRingBuilderUrl({ kind: "stoneRecommendations", stoneKind: "NATURAL_DIAMONDS", state })).toBe(
      "/engagement-rings/stone-recommendations/natural-diamonds?colour[]=d&colour[]=e&carat_min=1.00&carat_max=1.50&page=2",
    );
  });

  it("reads recommendations in any case and never keeps a chosen stone in their state", () => {
    const route = parseRingBuilderUrl("/Engagement-Rings/Stone-Recommendations/GEMSTONES?stone=AB12CD3&sort=price_asc");
    expect(route).toEqual({
      kind: "stoneRecommendations",
      stoneKind: "GEMSTONES",
      state: { ...emptySearchState(), sort: { field: "PRICE", direction: "ASC" } },
    });
    expect(parseRingBuilderUrl("/engagement-rings/stone-recommendations/moissanite")).toBeNull();
    expect(parseRingBuilderUrl("/engagement-rings/stone-recommendations")).toBeNull();
    expect(parseRingBuilderUrl("/engagement-rings/platinum")).toBeNull();
  });

  it("writes the ring's dialog with the page it returns to", () => {
    expect(yourRingUrl(null)).toBe("/engagement-rings/your-ring");
    expect(yourRingUrl("/diamonds/natural/round?colour[]=d")).toBe(
      "/engagement-rings/your-ring?from=%2Fdiamonds%2Fnatural%2Fround%3Fcolour%5B%5D%3Dd",
    );
    expect(parseRingBuilderUrl(yourRingUrl("/diamonds/natural/round?colour[]=d"))).toEqual({
      kind: "yourRing",
      from: "/diamonds/natural/round?colour[]=d",
    });
    expect(parseRingBuilderUrl("/engagement-rings/your-ring/")).toEqual({ kind: "yourRing", from: null });
  });

  it("returns only to pages of this store", () => {
    for (const from of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/a\nb",
      "",
      "relative/path",
    ]) {
      expect(localReturnPath(from)).toBeNull();
      expect(yourRingUrl(from)).toBe("/engagement-rings/your-ring");
      expect(parseRingBuilderUrl(`/engagement-rings/your-ring?from=${encodeURIComponent(from)}`)).toEqual({ kind: "yourRing", from: null });
    }
    expect(localReturnPath("/engagement-rings?recommendations=yes")).toBe("/engagement-rings?recommendations=yes");
  });

  it("sends a stone first to the recommended settings of its shape", () => {
    expect(recommendedSettingsUrl("OVAL")).toBe("/engagement-rings/all-metals/all-styles/oval?recommendations=yes");
    expect(parseCataloguePath(recommendedSettingsUrl("OVAL"))).toMatchObject({
      kind: "engagementRings",
      shape: "OVAL",
      recommendations: true,
    });
    expect(recommendedSettingsUrl(null)).toBe("/engagement-rings?recommendations=yes");
  });

  it("maps every stone category to a kind of recommendation and back", () => {
    for (const category of STONE_CATEGORIES.codes) expect(STONE_RECOMMENDATION_KINDS.codes).toContain(stoneKindOfCategory(category));
    for (const kind of STONE_RECOMMENDATION_KINDS.codes) expect(stoneKindOfCategory(categoryOfStoneKind(kind))).toBe(kind);
    expect(stoneKindOfCategory("FANCY_DIAMOND")).toBe("NATURAL_DIAMONDS");
    expect(stoneKindOfCategory("LAB_GROWN_FANCY_DIAMOND")).toBe("LAB_GROWN_DIAMONDS");
  });
});
