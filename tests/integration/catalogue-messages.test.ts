import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { translations } from "../../server/db/schema/site.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedCatalogue } from "../../server/seed/catalogue.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { regionPath, type Region } from "../../core/regions.ts";
import { loadCataloguePage, loadRootProductPage, type Section } from "../../app/routes/catalogue/catalogue.server.ts";
import { withRootProduct } from "../helpers/root-product.ts";

/**
 * The catalogue loaders speak the request's locale: page titles and descriptions come from the
 * messages of the region's locale, and a server translation replaces a built-in message by token.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database, { engagement: 4, wedding: 2, readyToGo: 2, jewellery: 6 });
  forgetSiteData();
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

/** Runs the catalogue loader for a path of a region (a section's, or a product at the root), as the server does for a page request. */
async function load(region: Region, path: string, section: Section | "root") {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region }));
  const request = new Request(`https://shop.example${regionPath(region, path)}`);
  return section === "root" ? loadRootProductPage(request, withRootProduct(context, path)) : loadCataloguePage(request, context, section);
}

describe("catalogue page titles by locale", () => {
  it("says Jewelry on the United States store and Jewellery on the British one", async () => {
    const us = await load("US", "/jewellery", "jewellery");
    expect(us.seo.title).toBe("Fine Jewelry | Hatton & Vale");
    expect(us.seo.description).toMatch(/^Fine Jewelry: \d+ designs?\. Necklaces, earrings/);

    const uk = await load("UK", "/jewellery", "jewellery");
    expect(uk.seo.title).toBe("Fine Jewellery | Hatton & Vale");
    // Other English locales keep British spelling.
    expect((await load("AU", "/jewellery", "jewellery")).seo.title).toBe("Fine Jewellery | Hatton & Vale");
  });

  it("lets a server translation override a catalogue message for its locale only", async () => {
    await database.db.insert(translations).values([
      { locale: "en-gb", token: "cat_fine_jewellery", translation: "Fine Jewels" },
      { locale: "en-gb", token: "document_title", translation: "{title} · {brand} London" },
    ]);
    forgetSiteData();
    try {
      const uk = await load("UK", "/jewellery", "jewellery");
      expect(uk.seo.title).toBe("Fine Jewels · Hatton & Vale London");
      expect(uk.seo.description).toMatch(/^Fine Jewels: /);
      // The United States store has no such translation: its own bundle still answers.
      expect((await load("US", "/jewellery", "jewellery")).seo.title).toBe("Fine Jewelry | Hatton & Vale");
    } finally {
      await database.db.delete(translations);
      forgetSiteData();
    }
  });

  it("names a product page with the server's words for the product's kind", async () => {
    const listing = await load("US", "/engagement-rings", "engagementRings");
    if (listing.page !== "listing") throw new Error("/engagement-rings is not a listing");
    const card = listing.listing.items[0]!;
    const path = card.url.replace(/^\/us/, "");
    const before = await load("US", path, "root");
    expect(before.seo.headline).toMatch(/ Engagement Ring with [\w ]+ Diamond$/);
    expect(before.seo.title).toBe(`${before.seo.headline} | Hatton & Vale`);

    await database.db
      .insert(translations)
      .values({ locale: "en-us", token: "cat_kind_engagement_ring", translation: "Engagement Setting" });
    forgetSiteData();
    try {
      const after = await load("US", path, "root");
      expect(after.seo.headline).toBe(before.seo.headline!.replace(" Engagement Ring with ", " Engagement Setting with "));
      expect((await load("UK", path, "root")).seo.headline).toMatch(/ Engagement Ring with /);
    } finally {
      await database.db.delete(translations);
      forgetSiteData();
    }
  });
});
