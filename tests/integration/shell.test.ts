import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedContent } from "../../server/seed/content.ts";
import { seedCatalogue } from "../../server/seed/catalogue.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { INIT_QUERY, type InitData } from "../../app/lib/site-data.ts";
import { PAGE_QUERY, type ContentPageData } from "../../app/components/shell/content/page-data.ts";
import { alternateLinks } from "../../app/lib/seo.ts";
import { testContext } from "./site-context.ts";
import { RouterContextProvider } from "react-router";
import { storeContext } from "../../server/router-context.ts";
import { loadContentPage } from "../../app/routes/shell/content.server.ts";
import { siteSettings } from "../../server/db/schema/index.ts";
import { loadRoot } from "../../app/lib/root.server.ts";
import type { RootData } from "../../app/lib/site.tsx";
import type { RequestContext } from "../../server/context.ts";
import type { Region } from "../../core/regions.ts";

/** The storefront's own documents (root loader, home and content pages) against the real schema. */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  // The home page's "from" prices are the cheapest live products, so there must be some.
  await seedCatalogue(database, { engagement: 4, wedding: 4, readyToGo: 2, jewellery: 4 });
  await seedContent(database.db);
  forgetSiteData();
});
afterAll(async () => {
  await database?.close();
});

describe("the shell's init document", () => {
  it("loads everything the header, footer and overlays draw", async () => {
    const ctx = testContext(database, { region: "UK" });
    const { init } = await executeOperation<{ init: InitData }>(ctx, INIT_QUERY, { locale: "en-gb", currency: "GBP", region: "UK" });
    expect(init.mainMenu.length).toBeGreaterThan(0);
    expect(init.footer.columns.length).toBeGreaterThan(0);
    expect(init.regions.some((r) => r.code === "US" && r.isActive)).toBe(true);
    expect(init.workingHours).toEqual({ weekDays: [1, 2, 3, 4, 5, 6], opening: "11:00", closing: "17:59", timeZone: "Europe/London" });
    expect(init.regionSuggest).toBeNull();
    expect(init.currency).toBe("GBP");
    const links = alternateLinks({
      origin: "https://shop.example",
      pathname: "/",
      regions: init.regions,
      defaultAlternateRegion: init.defaultAlternateRegion,
    });
    expect(links.find((l) => l.hrefLang === "x-default")).toBeTruthy();
    expect(links.find((l) => l.hrefLang === "en-US")?.href).toBe("https://shop.example/us/");
  });

  it("suggests a region from the visitor's languages only when asked", async () => {
    const ctx = testContext(database, { region: "UK", headers: { "accept-language": "en-US, en;q=0.9" } });
    const { init } = await executeOperation<{ init: InitData }>(ctx, INIT_QUERY, {
      locale: "en-gb",
      currency: "GBP",
      region: "UK",
      fetchRegionSuggest: true,
    });
    expect(init.regionSuggest).toEqual({ code: "US" });
  });

  it("resolves menu links into the requested region", async () => {
    const ctx = testContext(database, { region: "US" });
    const { init } = await executeOperation<{ init: InitData }>(ctx, INIT_QUERY, { locale: "en-us", currency: "USD", region: "US" });
    const hrefs = init.mainMenu.flatMap((m) => (m.link?.href ? [m.link.href] : []));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs.filter((h) => h.startsWith("/"))) expect(href).toMatch(/^\/us\//);
  });
});

/** The root loader's data for a visitor of the UK (signed in as `user` when given). */
async function rootData(user: RequestContext["user"] = null, region: Region = "UK"): Promise<RootData> {
  const context = new RouterContextProvider();
  context.set(storeContext, { ...testContext(database, { region }), user });
  return ((await loadRoot(new Request("https://shop.example/"), context)) as unknown as { data: RootData }).data;
}

describe("the root loader's site data", () => {
  it("says the region's tax note in the visitor's words, for the prices the page shows", async () => {
    expect((await rootData()).taxNote).toBe("VAT included");
    expect((await rootData(null, "AU")).taxNote).toBe("GST included");
    expect((await rootData(null, "US")).taxNote).toBe("Sales tax added at checkout");
    expect((await rootData(null, "INT")).taxNote).toBe("Import taxes paid on delivery");
  });

  it("is the site data as it is now, with the asking visitor's own account, whoever asked before", async () => {
    const first = await rootData();
    expect(first.init?.me).toBeNull();
    expect((await rootData())?.init?.footer).toEqual(first.init?.footer);

    const user = {
      id: "u-1",
      email: "a@example.com",
      firstName: "Ada",
      lastName: null,
      createdAt: new Date(),
      isConsultant: false,
      isAdmin: false,
      hasPassword: true,
      emailVerified: true,
      session: { id: "s-1", kind: "FULL" as const },
    };
    expect((await rootData(user)).init?.me?.id).toBe("u-1");
    expect((await rootData()).init?.me).toBeNull();

    const before = first.init!.footer.copyright;
    await database.db.update(siteSettings).set({ copyright: "© A changed copyright line" });
    try {
      forgetSiteData();
      expect((await rootData()).init?.footer.copyright).toBe("© A changed copyright line");
    } finally {
      await database.db.update(siteSettings).set({ copyright: before });
      forgetSiteData();
    }
    expect((await rootData()).init?.footer.copyright).toBe(before);
  });
});

describe("the home and content page document", () => {
  it("gives the home page its blocks, with prices in the region's currency", async () => {
    const uk = await executeOperation<{ page: ContentPageData }>(testContext(database, { region: "UK" }), PAGE_QUERY, {
      slug: "/",
      region: "UK",
      currency: "GBP",
    });
    const types = uk.page.blocks.map((b) => b.__typename);
    expect(types).toEqual(expect.arrayContaining(["HeroBlock", "CategoryGridBlock", "ConsultationBlock", "ReviewsBlock"]));
    const ukGrid = uk.page.blocks.find((b) => b.__typename === "CategoryGridBlock");
    const us = await executeOperation<{ page: ContentPageData }>(testContext(database, { region: "US" }), PAGE_QUERY, {
      slug: "/",
      region: "US",
      currency: "USD",
    });
    const usGrid = us.page.blocks.find((b) => b.__typename === "CategoryGridBlock");
    if (ukGrid?.__typename !== "CategoryGridBlock" || usGrid?.__typename !== "CategoryGridBlock") throw new Error("no category grid");
    expect(ukGrid.tiles.some((t) => t.priceFrom?.currency === "GBP")).toBe(true);
    expect(usGrid.tiles.some((t) => t.priceFrom?.currency === "USD")).toBe(true);
    expect(uk.page.seo.title).toBeTruthy();
  });

  it("answers ContentPageNotFound (an ErrorResult) for an unknown page and a coercion error for a slug that cannot be one", async () => {
    const ctx = testContext(database, { region: "UK" });
    await expect(executeOperation(ctx, PAGE_QUERY, { slug: "no-such-page", region: "UK" })).resolves.toEqual({
      page: { __typename: "ContentPageNotFound", errorCode: "NOT_FOUND", message: "No page has this address." },
    });
    const error = await executeOperation(ctx, PAGE_QUERY, { slug: "../etc/passwd", region: "UK" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationError);
    expect((error as OperationError).errors[0]?.extensions?.["category"]).toBe("coercion_error");
  });
});

describe("the content page loader", () => {
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(storeContext, testContext(database, { region: "UK" }));
    return provider;
  };
  const request = (path: string) => new Request(`https://shop.example${path}`);

  it("renders a page the query finds, and answers 404 for ContentPageNotFound", async () => {
    const { page } = await loadContentPage(context(), "cookies", request("/cookies"));
    expect(page).toMatchObject({ __typename: "ContentPage", slug: "cookies" });
    const missing = await loadContentPage(context(), "no-such-page", request("/no-such-page")).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).status).toBe(404);
  });

  it("moves another spelling of a page's address to its one address", async () => {
    const moved = await loadContentPage(context(), "Cookies/", request("/Cookies/?a=1")).catch((e: unknown) => e);
    expect(moved).toBeInstanceOf(Response);
    expect([(moved as Response).status, (moved as Response).headers.get("location")]).toEqual([301, "/cookies?a=1"]);
  });
});
