import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import { translations } from "../../server/db/schema/site.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { loadLocaleMessages } from "../../app/i18n/index.ts";
import { regionPath, resolveLocale, type Region } from "../../core/regions.ts";
import { dtlPath, stoneDetailPath } from "../../core/urls/stones.ts";
import { linkTarget } from "../../app/components/stones/types.ts";
import { loadDiamondReport, loadStoneDetail, loadStoneSearch, type StonePageData } from "../../app/routes/stones/stones.server.ts";
import { meta as stoneSearchMeta } from "../../app/routes/stones/search.tsx";
import type { RootData } from "../../app/lib/site.tsx";

/**
 * The stone search loaders speak the request's locale: headings, titles and descriptions come from
 * the messages of the region's locale, and a server translation replaces a built-in message by token.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedStones(database, { stones: 800, seed: 5 });
  forgetSiteData();
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

function args(region: Region, path: string): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region }));
  return { request: new Request(`https://shop.example${regionPath(region, path)}`), params: {}, context } as unknown as LoaderFunctionArgs;
}

/** Runs the search loader for a path of a region, as the server does for a page request. */
async function search(
  region: Region,
  path: string,
): Promise<{ status: number; data: StonePageData & { title: string; description: string } }> {
  const detail = /^\/(diamond-search|lab-grown-diamond-search|gemstone-search|fancy-diamond-search)\/./.test(path);
  const result = detail
    ? ((await loadStoneDetail(args(region, path))) as unknown as { data: StonePageData; init: { status: number } })
    : { data: await loadStoneSearch(args(region, path)), init: { status: 200 } };
  const data = result.data;
  return { status: result.init.status, data: { ...data, title: data.seo.headline ?? "", description: data.seo.description } };
}

/** The document title the route's meta gives, with the root data the page has. */
async function documentTitle(
  region: Region,
  data: StonePageData | undefined,
  rootTranslations: { token: string; translation: string }[] = [],
) {
  const locale = resolveLocale(region);
  const root = {
    locale,
    messages: await loadLocaleMessages(locale),
    init: { language: { locale, translations: rootTranslations } },
  } as unknown as RootData;
  const meta = stoneSearchMeta({ loaderData: data, matches: [{ id: "root", loaderData: root }] } as never) as Record<string, unknown>[];
  return meta.find((m) => "title" in m)?.["title"];
}

describe("stone search pages by locale", () => {
  it("say Color and Colored on the United States store, Colour and Coloured on the British one", async () => {
    const uk = await search("UK", "/diamonds/natural/all-shapes");
    const us = await search("US", "/diamonds/natural/all-shapes");
    expect(uk.data.heading).toBe("Natural Diamonds");
    expect(uk.data.description).toContain("by carat, colour, clarity, cut and price");
    expect(us.data.description).toContain("by carat, color, clarity, cut and price");

    expect((await search("UK", "/coloured-diamonds/natural/all-colours/all-shapes")).data.title).toBe("Natural Coloured Diamonds");
    const colored = await search("US", "/coloured-diamonds/natural/all-colours/all-shapes");
    expect(colored.data.title).toBe("Natural Colored Diamonds");
    expect(colored.data.eyebrow).toBe("Colored diamonds");
    expect(await documentTitle("US", colored.data)).toBe("Natural Colored Diamonds | Hatton & Vale");
    // Other English locales keep British spelling.
    expect((await search("AU", "/coloured-diamonds/natural/all-colours/all-shapes")).data.title).toBe("Natural Coloured Diamonds");
  });

  it("name a sold or unknown stone's page in the locale's words, with status 404", async () => {
    const gone = await search("UK", "/lab-grown-diamond-search/ZZZZZZ9");
    expect(gone.status).toBe(404);
    expect(gone.data.title).toBe("Stone not found");
    // A page that names nothing has the one not-found title of every page.
    expect(await documentTitle("UK", undefined)).toBe("Not found | Hatton & Vale");
  });

  it("let a server translation override a stone message for its locale only", async () => {
    // A diamond with a grading report, so it has both pages.
    const first = (await search("UK", "/diamonds/natural/all-shapes")).data.results.items.find((s) => s.hasDtl)!;
    await database.db.insert(translations).values([
      { locale: "en-gb", token: "stone_natural_heading", translation: "Certified Diamonds" },
      { locale: "en-gb", token: "stone_title_natural", translation: "{carat} {shape} Mined Diamond" },
      { locale: "en-gb", token: "document_title", translation: "{title} — {brand} London" },
    ]);
    forgetSiteData();
    try {
      const uk = await search("UK", "/diamonds/natural/oval");
      expect(uk.data.heading).toBe("Oval Certified Diamonds");
      expect(uk.data.title).toBe("Oval Certified Diamonds");

      const detail = await search("UK", stoneDetailPath(linkTarget(first)));
      expect(detail.data.title).toMatch(/^\d+\.\d{2}ct [A-Z][a-z ]+ Mined Diamond$/);
      expect(detail.data.description).toMatch(/^\d+\.\d{2}ct [A-Z][a-z ]+ Mined Diamond: every grade, certificate and price\. /);

      const report = await loadDiamondReport(args("UK", dtlPath(first.identifier)));
      expect(report.seo.headline).toBe(`Diamond Report ${first.identifier}: ${detail.data.title}`);

      // The American store has no such translation.
      expect((await search("US", "/diamonds/natural/oval")).data.heading).toBe("Oval Natural Diamonds");
      // The page's title takes the server's translations of the page's words.
      expect(await documentTitle("UK", uk.data)).toBe("Oval Certified Diamonds — Hatton & Vale London");
    } finally {
      await database.db.delete(translations);
      forgetSiteData();
    }
  });
});
