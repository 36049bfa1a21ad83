import { describe, expect, it } from "vitest";
import { emptyCatalogueFilters, emptyEngagementRings, emptyJewellery, type CatalogueListingRoute } from "../../../core/urls/catalogue.ts";
import type { Locale } from "../../../core/regions.ts";
import { loadLocaleMessages, mergeMessages } from "../../i18n/index.ts";
import { createTranslator, type Translate } from "../../lib/intl.tsx";
import type { ListingPageData } from "./catalogue.server.ts";
import { listingSeo } from "./catalogue-seo.ts";
import type { FacetData } from "./documents.ts";
import { filterGroups, hashChoices, listingHeading } from "../../components/catalogue/listing-model.ts";

async function translator(locale: Locale, translations: { token: string; translation: string }[] = []): Promise<Translate> {
  return createTranslator(locale, mergeMessages(await loadLocaleMessages(locale), translations));
}

const facets: FacetData[] = [
  { field: "METAL", values: [{ code: "PLATINUM", slug: "platinum", count: 3, selected: false }] },
  { field: "DESIGN_FEATURE", values: [{ code: "SAPPHIRE_COLOURS", slug: "sapphire_colours", count: 2, selected: false }] },
];

function listingPage(route: CatalogueListingRoute, total: number): ListingPageData {
  return {
    page: "listing",
    route,
    filters: emptyCatalogueFilters,
    market: { region: "US", currency: "USD", locale: "en-us" },
    origin: "https://shop.example",
    listName: "",
    listing: { total, pageSize: 24, items: [] } as never,
  };
}

describe("listing words by locale", () => {
  it("spells jewellery the American way on the United States store only", async () => {
    const us = listingHeading(emptyJewellery, await translator("en-us"));
    expect(us.title).toBe("Fine Jewelry");
    expect(us.eyebrow).toBe("Jewelry");
    expect(us.crumbs.map((c) => c.label)).toEqual(["Home", "Jewelry"]);
    // Vocabulary labels stay core's: a type of jewellery reads the same everywhere.
    expect(listingHeading({ ...emptyJewellery, productType: "NECKLACE", metal: "WHITE_GOLD" }, await translator("en-us")).title).toBe(
      "Necklaces in White Gold",
    );

    for (const locale of ["en-gb", "en-ca", "en-au"] as const) {
      const heading = listingHeading(emptyJewellery, await translator(locale));
      expect([heading.title, heading.eyebrow], locale).toEqual(["Fine Jewellery", "Jewellery"]);
    }
  });

  it("says center stone and color in American English", async () => {
    const us = await translator("en-us");
    expect(listingHeading(emptyEngagementRings, us).intro).toContain("center stone you choose");
    expect(listingHeading(emptyEngagementRings, await translator("en-gb")).intro).toContain("centre stone you choose");
    const route = { ...emptyEngagementRings, page: 1 };
    expect(hashChoices(route, { facets } as never, us).designFeatures[0]!.label).toBe("Sapphire Colors");
    expect(hashChoices(route, { facets } as never, await translator("en-gb")).designFeatures[0]!.label).toBe("Sapphire Colours");
  });

  it("titles filter groups and headings with server translations", async () => {
    const t = await translator("en-gb", [
      { token: "cat_filter_metal", translation: "Precious metal" },
      { token: "cat_title_in_metal", translation: "{title}, made in {metal}" },
      { token: "cat_metal_platinum", translation: "Platinum (950)" },
    ]);
    const groups = filterGroups({ ...emptyEngagementRings, page: 1 }, facets, emptyCatalogueFilters, "UK", t);
    expect(groups.map((g) => g.label)).toEqual(["Precious metal"]);
    expect(groups[0]!.options.map((o) => o.label)).toEqual(["Platinum (950)"]);
    expect(listingHeading({ ...emptyEngagementRings, metal: "PLATINUM" }, t).title).toBe("Engagement Rings, made in Platinum");
  });

  it("titles and describes a listing page with counts in words", async () => {
    const us = await translator("en-us");
    const one = listingSeo(listingPage({ ...emptyJewellery, page: 2 }, 1), us);
    expect(one.title).toBe("Fine Jewelry (page 2) | Hatton & Vale");
    expect(one.description).toMatch(/^Fine Jewelry: 1 design\. Necklaces/);
    expect(listingSeo(listingPage(emptyJewellery, 1250), us).description).toMatch(/^Fine Jewelry: 1,250 designs\. /);
  });
});
