import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";
import { legacyStoneIdentifierOf, stoneIdOf } from "../../server/services/stones/identifier.ts";
import type { Database } from "../../server/db/client.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { regionPath, type Region } from "../../core/regions.ts";
import { dtlPath, stoneDetailPath } from "../../core/urls/stones.ts";
import { linkTarget, type StoneView } from "../../app/components/stones/types.ts";
import { loadDiamondReport, loadStoneDetail, loadStoneSearch, type StonePageData } from "../../app/routes/stones/stones.server.ts";
import { toDecimal } from "../../core/money.ts";

/**
 * What the stone pages answer for an address: the page, a 301 to the page's one address (keeping the
 * query parameters the page does not read), or 404.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // More natural diamonds than a search can page through.
  await seedStones(database, { stones: 24_000, seed: 7 });
  forgetSiteData();
}, 120_000);

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

function args(path: string, region: Region = "UK"): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  context.set(storeContext, testContext(database, { region }));
  return { request: new Request(`https://shop.example${regionPath(region, path)}`), params: {}, context } as unknown as LoaderFunctionArgs;
}

type Answer = { status: number; location?: string | null; data?: StonePageData };

/** Runs a loader and reports what the visitor gets: its data, or the Response it throws. */
async function answer(loader: (a: LoaderFunctionArgs) => Promise<unknown>, path: string, region: Region = "UK"): Promise<Answer> {
  try {
    const result = (await loader(args(path, region))) as StonePageData | { data: StonePageData; init: { status: number } | null };
    if ("init" in result && "data" in result) return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result as StonePageData };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    throw error;
  }
}

const search = (path: string, region?: Region) => answer(loadStoneSearch, path, region);
const detail = (path: string, region?: Region) => answer(loadStoneDetail, path, region);
const report = (path: string) => answer(loadDiamondReport, path);

async function firstOf(path: string): Promise<StoneView> {
  const page = await search(path);
  return page.data!.results.items[0]!;
}

describe("stone pages keep the query they do not own", () => {
  it("serve a listing with tracking parameters as it is, without a redirect", async () => {
    const page = await search("/diamonds/natural/all-shapes?authToken=abc&utm_source=mail&gclid=g1&fbclid=f1&irclickid=i1&cjevent=c1");
    expect(page.status).toBe(200);
    expect(page.data!.results.items.length).toBeGreaterThan(0);
  });

  it("keep those parameters when another spelling of the page moves to its address", async () => {
    expect(await search("/diamonds/natural/all-shapes/?utm_source=mail&authToken=abc")).toMatchObject({
      status: 301,
      location: "/diamonds/natural/all-shapes?utm_source=mail&authToken=abc",
    });
    expect(await search("/diamonds/natural/all-shapes?gclid=g1&sort=PRICE-ASC")).toMatchObject({
      status: 301,
      location: "/diamonds/natural/all-shapes?sort=price_asc&gclid=g1",
    });
    expect(await search("/diamonds/natural/all-shapes?shape[]=oval&utm_campaign=spring", "US")).toMatchObject({
      status: 301,
      location: "/us/diamonds/natural/oval?utm_campaign=spring",
    });
    expect(await search("/diamond-search?cjevent=c1")).toMatchObject({ status: 301, location: "/diamonds/natural/all-shapes?cjevent=c1" });
    // The old search address moves in one 301 to the listing its filters name.
    expect(await search("/diamond-search?shape[]=oval&utm_source=mail")).toMatchObject({
      status: 301,
      location: "/diamonds/natural/oval?utm_source=mail",
    });
    expect(await search("/diamonds/natural/oval?utm_source=mail")).toMatchObject({ status: 200 });
  });
});

describe("stone paths in capitals", () => {
  it("move in one 301 to the address in lower case, keeping the query", async () => {
    expect(await search("/Diamonds/Natural/All-Shapes")).toMatchObject({ status: 301, location: "/diamonds/natural/all-shapes" });
    expect(await search("/diamonds/NATURAL/round?utm_source=mail")).toMatchObject({
      status: 301,
      location: "/diamonds/natural/round?utm_source=mail",
    });
    expect(await search("/Diamonds/Natural/All-Shapes/?sort=price_asc&gclid=g1", "US")).toMatchObject({
      status: 301,
      location: "/us/diamonds/natural/all-shapes?sort=price_asc&gclid=g1",
    });
    expect(await search("/Coloured-Diamonds/Natural/Pink/Oval/2")).toMatchObject({
      status: 301,
      location: "/coloured-diamonds/natural/pink/oval/2",
    });
    expect(await search("/Diamonds/Lab-Grown/?shape[]=oval")).toMatchObject({ status: 301, location: "/diamonds/lab-grown?shape[]=oval" });
    expect(await search("/Gemstones/Natural")).toMatchObject({ status: 301, location: "/gemstones/natural" });
  });

  it("move a stone's page and a diamond report to their address", async () => {
    const gem = await firstOf("/gemstones/natural-sku");
    const own = stoneDetailPath(linkTarget(gem));
    expect(await detail(`/Gemstone-Search/${gem.identifier}?utm_source=x`)).toMatchObject({ status: 301, location: `${own}?utm_source=x` });
    const natural = (await search("/diamonds/natural/all-shapes")).data!.results.items.find((s) => s.hasDtl)!;
    expect(await report(`/Diamonds/${natural.identifier}/DTL`)).toMatchObject({ status: 301, location: dtlPath(natural.identifier) });
  });

  it("keep the addresses of identifiers made before look-alike characters were left out: they move to the stone's own", async () => {
    const gem = await firstOf("/gemstones/natural-sku");
    expect(gem.identifier).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const old = legacyStoneIdentifierOf(stoneIdOf(gem.identifier)!);
    expect(old).toMatch(/^[A-Z0-9]{7}$/);
    expect(await detail(`/gemstone-search/${old}?utm_source=x`)).toMatchObject({
      status: 301,
      location: `${stoneDetailPath(linkTarget(gem))}?utm_source=x`,
    });
    const natural = (await search("/diamonds/natural/all-shapes")).data!.results.items.find((s) => s.hasDtl)!;
    const oldReport = dtlPath(legacyStoneIdentifierOf(stoneIdOf(natural.identifier)!));
    expect(await report(oldReport)).toMatchObject({ status: 301, location: dtlPath(natural.identifier) });
  });
});

describe("stone pages link only the pages a search can show", () => {
  it("count pages up to the stones the search reaches, say so, and answer 404 past them", async () => {
    const first = await search("/diamonds/natural/all-shapes");
    const { results } = first.data!;
    expect(results.total).toBeGreaterThan(10_000);
    expect(results.pageCount).toBe(Math.ceil(10_000 / results.pageSize));
    expect(results.total).toBeGreaterThan(results.pageCount * results.pageSize);

    const last = await search(`/diamonds/natural/all-shapes/${results.pageCount}`);
    expect(last.status).toBe(200);
    expect(last.data!.results.items.length).toBeGreaterThan(0);
    expect((await search(`/diamonds/natural/all-shapes/${results.pageCount + 1}`)).status).toBe(404);
    expect((await search("/diamonds/natural/all-shapes/1871")).status).toBe(404);
  });

  it("answer 404 for a page past the reach on a stone's page and in a hash search's background load", async () => {
    const stone = await firstOf("/diamonds/lab-grown-sku/all-shapes");
    expect((await detail(`${stoneDetailPath(linkTarget(stone))}?page=2000`)).status).toBe(404);
    expect((await search("/diamonds/lab-grown?page=2000")).status).toBe(404);
  });
});

describe("each stone has one address", () => {
  it("moves a stone named under another kind's route to its own page", async () => {
    const natural = await firstOf("/diamonds/natural/all-shapes");
    const own = stoneDetailPath(linkTarget(natural));
    expect((await detail(own)).status).toBe(200);
    expect(await detail(`/lab-grown-diamond-search/${natural.identifier}`)).toMatchObject({ status: 301, location: own });
    expect(await detail(`/gemstone-search/${natural.identifier}?utm_source=x`)).toMatchObject({
      status: 301,
      location: `${own}?utm_source=x`,
    });

    const gem = await firstOf("/gemstones/natural-sku");
    expect(await detail(`/fancy-diamond-search/${gem.identifier}`)).toMatchObject({
      status: 301,
      location: stoneDetailPath(linkTarget(gem)),
    });
  });

  it("moves the other addresses of a natural diamond to the one with its supplier reference", async () => {
    const page = await search("/diamonds/natural/all-shapes");
    const stone = page.data!.results.items.find((s) => s.feedIdentifier && s.certificates.some((c) => c.lab === "GIA"))!;
    const gia = stone.certificates.find((c) => c.lab === "GIA")!.number;
    const own = stoneDetailPath(linkTarget(stone));
    expect(own).toContain(`-GIA-${gia}`);
    expect(await detail(`/diamond-search/lab/GIA-${gia}`)).toMatchObject({ status: 301, location: own });
    expect(await detail(`/diamond-search/${stone.feedIdentifier}-${stone.externalId}`)).toMatchObject({ status: 301, location: own });
  });

  it("describes a stone for search engines as a Product with an Offer at its address", async () => {
    const page = await search("/diamonds/natural/all-shapes", "US");
    const listed = page.data!.results.items.find((s) => s.feedIdentifier && s.certificates.some((c) => c.lab === "GIA"))!;
    const own = regionPath("US", stoneDetailPath(linkTarget(listed)));
    const { data } = await detail(stoneDetailPath(linkTarget(listed)), "US");
    const stone = data!.selected!;
    const [ld, ...more] = data!.seo.jsonLd ?? [];
    expect(more).toEqual([]);
    const gia = stone.certificates.find((c) => c.lab === "GIA")!;
    expect(ld).toMatchObject({
      "@type": "Product",
      name: data!.seo.headline,
      sku: stone.identifier,
      url: `https://shop.example${own}`,
      offers: {
        "@type": "Offer",
        url: `https://shop.example${own}`,
        price: toDecimal(stone.price),
        priceCurrency: "USD",
        availability: stone.inStock ? "https://schema.org/InStock" : "https://schema.org/BackOrder",
      },
      additionalProperty: [expect.objectContaining({ "@type": "PropertyValue", name: "GIA report", value: gia.number })],
    });
    if (stone.photo)
      expect((ld as { image: string[] }).image).toEqual([
        new URL(stone.photo.urlTemplate.replace("{size}", "LARGE").replace("{format}", "webp"), "https://shop.example").href,
      ]);

    const gem = await firstOf("/gemstones/natural-sku");
    const gemPage = await detail(stoneDetailPath(linkTarget(gem)));
    expect(gemPage.data!.seo.jsonLd?.[0]).toMatchObject({ "@type": "Product", sku: gem.identifier, offers: { priceCurrency: "GBP" } });
    expect((await detail("/gemstone-search/ZZZZZZ9")).data!.seo.jsonLd).toBeUndefined();
  });

  it("gives a diamond report only to diamonds", async () => {
    const gem = await firstOf("/gemstones/natural-sku");
    expect((await report(dtlPath(gem.identifier))).status).toBe(404);
    const natural = (await search("/diamonds/natural/all-shapes")).data!.results.items.find((s) => s.hasDtl)!;
    expect((await report(dtlPath(natural.identifier))).status).toBe(200);
  });
});
