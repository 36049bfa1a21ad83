import { describe, expect, it } from "vitest";
import {
  emptyCatalogueFilters,
  emptyEngagementRings,
  emptyJewellery,
  emptyWeddingRings,
  type CatalogueFilters,
} from "../../../core/urls/catalogue.ts";
import type { FacetData } from "../../routes/catalogue/documents.ts";
import { britishEnglish, filterGroups, hashChoices, listingHeading, listingHref, listingInput } from "./listing-model.ts";

const market = { region: "US", currency: "USD", locale: "en-us" } as const;

describe("listing input", () => {
  it("sends the path filters of the route and the hash filters", () => {
    const filters: CatalogueFilters = { ...emptyCatalogueFilters, priceMin: 500, sort: "PRICE_ASCENDING", designFeatures: ["MILGRAIN"] };
    expect(listingInput({ ...emptyEngagementRings, metal: "PLATINUM", shape: "OVAL", page: 2 }, filters, market)).toEqual({
      kind: "ENGAGEMENT_RING",
      region: "US",
      currency: "USD",
      locale: "en-us",
      page: 2,
      sort: "PRICE_ASCENDING",
      priceMin: 500,
      priceMax: null,
      metal: "PLATINUM",
      ringStyle: null,
      shape: "OVAL",
      designStyle: null,
      designFeatures: ["MILGRAIN"],
      recommendations: null,
    });
  });

  it("sends the karat of the hash with a jewellery metal colour", () => {
    const input = listingInput({ ...emptyJewellery, metal: "WHITE_GOLD" }, { ...emptyCatalogueFilters, karat: 18 }, market);
    expect(input).toMatchObject({ kind: "JEWELLERY", metal: "WHITE_GOLD", karat: 18 });
    expect(input).not.toHaveProperty("designFeatures");
  });

  it("flags the ready-to-ship list", () => {
    expect(listingInput({ kind: "readyToGo", readyToShip: true, metal: null, page: 1 }, emptyCatalogueFilters, market)).toMatchObject({
      kind: "READY_TO_GO",
      readyToShip: true,
    });
  });
});

describe("listing heading", () => {
  it("names the chosen filters", () => {
    expect(listingHeading({ ...emptyEngagementRings, metal: "PLATINUM", ringStyle: "HALO", shape: "OVAL" }, britishEnglish).title).toBe(
      "Halo Engagement Rings for Oval Diamonds in Platinum",
    );
    expect(listingHeading({ ...emptyWeddingRings, category: "MENS" }, britishEnglish).title).toBe("Men's Wedding Rings");
    expect(
      listingHeading({ ...emptyJewellery, productType: "NECKLACE", gemstone: "SAPPHIRE", metal: "WHITE_GOLD" }, britishEnglish).title,
    ).toBe("Sapphire Necklaces in White Gold");
    expect(listingHeading(emptyJewellery, britishEnglish).title).toBe("Fine Jewellery");
  });
});

describe("filter links", () => {
  const facets: FacetData[] = [
    {
      field: "METAL",
      values: [
        { code: "PLATINUM", slug: "platinum", count: 12, selected: true },
        { code: "YELLOW_GOLD_18K", slug: "18k-yellow-gold", count: 9, selected: false },
      ],
    },
    { field: "RING_STYLE", values: [{ code: "HALO", slug: "halo", count: 4, selected: false }] },
    { field: "DESIGN_FEATURE", values: [{ code: "MILGRAIN", slug: "milgrain", count: 3, selected: false }] },
  ];
  const route = { ...emptyEngagementRings, metal: "PLATINUM" as const, page: 3 };

  it("links every value to its listing at page 1, keeping the hash filters, in the region", () => {
    const groups = filterGroups(route, facets, { ...emptyCatalogueFilters, sort: "PRICE_ASCENDING" }, "US", britishEnglish);
    const metal = groups.find((g) => g.key === "metal")!;
    expect(metal.options.map((o) => [o.href, o.selected, o.count])).toEqual([
      ["/us/engagement-rings/platinum#sort=price_ascending", true, 12],
      ["/us/engagement-rings/18k-yellow-gold#sort=price_ascending", false, 9],
    ]);
    expect(metal.clearHref).toBe("/us/engagement-rings#sort=price_ascending");
    // The API answers codes; the options are named by the visitor's messages.
    expect(metal.options.map((o) => o.label)).toEqual(["Platinum", "18k Yellow Gold"]);
    // A narrower filter keeps the broader one and fills the gaps with defaults.
    const style = groups.find((g) => g.key === "ringStyle")!;
    expect(style.options[0]!.href).toBe("/us/engagement-rings/platinum/halo#sort=price_ascending");
    expect(style.clearHref).toBeUndefined();
  });

  it("offers design features and karats as hash choices", () => {
    const listing = { facets } as never;
    expect(hashChoices(route, listing, britishEnglish).designFeatures).toEqual([{ code: "MILGRAIN", label: "Milgrain", count: 3 }]);
    expect(
      hashChoices(
        emptyJewellery,
        { facets: [{ field: "KARAT", values: [{ code: "K18", slug: "18", count: 2, selected: false }] }] } as never,
        britishEnglish,
      ).karats,
    ).toEqual([{ code: "18", label: "18k", count: 2 }]);
  });

  it("never puts page 1 in a URL", () => {
    expect(listingHref({ ...emptyWeddingRings, category: "LADIES", page: 1 }, null, "UK")).toBe("/wedding-rings/ladies");
    expect(listingHref({ ...emptyWeddingRings, category: "LADIES", page: 2 }, null, "UK")).toBe("/wedding-rings/ladies/2");
  });
});
