import { describe, expect, it } from "vitest";
import { parse, print, validate } from "graphql";
import { storeSchema } from "../../../server/graphql/schema.ts";
import { emptySearchState, parseStoneParams } from "../../../core/urls/stones.ts";
import { STONE_BY_FEED_QUERY, STONE_BY_GIA_QUERY, STONE_QUERY, STONE_SEARCH_QUERY, searchInput, toResultsView } from "./documents.ts";

describe("stone search documents", () => {
  it.each([
    ["search", STONE_SEARCH_QUERY],
    ["stone", STONE_QUERY],
    ["by feed reference", STONE_BY_FEED_QUERY],
    ["by GIA number", STONE_BY_GIA_QUERY],
  ])("the %s document is valid against the store schema", (_name, document) => {
    expect(validate(storeSchema(), parse(print(document))).map((e) => e.message)).toEqual([]);
  });

  it("turns a URL state into the API's input priced in the page's market: unset flags are no filter, not false", () => {
    const state = parseStoneParams("shape[]=oval&carat_min=1.00&price_max=5000&express=true&treated=false&sort=weight_desc&page=3");
    const input = searchInput("DIAMOND", state, 24, { region: "US", currency: "USD" });
    expect(input).toMatchObject({
      categories: ["DIAMOND"],
      shapes: ["OVAL"],
      caratMin: 1,
      caratMax: null,
      priceMax: 5000,
      express: true,
      canadaMark: null,
      treated: false,
      sort: "CARAT_DESCENDING",
      page: 3,
      pageSize: 24,
      region: "US",
      currency: "USD",
    });
    expect(searchInput("GEMSTONE", emptySearchState(), 24, { region: "UK", currency: "GBP" })).toMatchObject({
      sort: "RECOMMENDED",
      page: 1,
      express: null,
      treated: null,
    });
  });

  it("reads facet counts per filter and the TRUE count of each flag", () => {
    const view = toResultsView(
      {
        total: 3,
        pageCount: 1,
        items: [],
        facets: [
          {
            field: "colour",
            values: [
              { code: "D", count: 2 },
              { code: "E", count: 1 },
            ],
          },
          {
            field: "express",
            values: [
              { code: "TRUE", count: 1 },
              { code: "FALSE", count: 2 },
            ],
          },
        ],
        priceHistogram: { buckets: [{ min: 100, max: 125, count: 3 }] },
        caratRange: { min: 0.3, max: 2 },
        priceRange: null,
      },
      emptySearchState(),
      24,
      "GBP",
    );
    expect(view.facets["colours"]).toEqual([
      { value: "D", count: 2 },
      { value: "E", count: 1 },
    ]);
    expect(view.flagCounts["express"]).toBe(1);
    expect(view.priceHistogram).toEqual([{ from: 100, to: 125, count: 3 }]);
    expect(view.caratRange).toEqual({ min: 0.3, max: 2 });
    expect(view.currency).toBe("GBP");
  });

  it("names each origin, and lists an origin the visitor chose that no stone matches now, with no stones", () => {
    const state = emptySearchState();
    state.filters.origins = ["BW", "CA"];
    state.page = 2;
    const view = toResultsView(
      {
        total: 30,
        pageCount: 2,
        items: [],
        facets: [
          {
            field: "origin",
            values: [
              { code: "RU", count: 20 },
              { code: "BW", count: 10 },
            ],
          },
        ],
        priceHistogram: { buckets: [] },
        caratRange: null,
        priceRange: null,
      },
      state,
      24,
      "GBP",
    );
    expect(view.facets["origins"]).toEqual([
      { value: "RU", count: 20, name: "Russia" },
      { value: "BW", count: 10, name: "Botswana" },
      { value: "CA", count: 0, name: "Canada" },
    ]);
    expect(view.page).toBe(2);
    const noOrigins = toResultsView(
      { total: 0, pageCount: 0, items: [], facets: [], priceHistogram: { buckets: [] }, caratRange: null, priceRange: null },
      emptySearchState(),
      24,
      "GBP",
    );
    expect(noOrigins.facets["origins"]).toBeUndefined();
  });
});
