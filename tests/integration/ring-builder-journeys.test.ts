import { sql } from "drizzle-orm";
import { RouterContextProvider, type ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { COOKIE } from "../../core/cookies.ts";
import { regionPath, type Region } from "../../core/regions.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import { SHAPE_VOCABULARY } from "../../core/vocabulary/engagement.ts";
import {
  loadCataloguePage,
  loadRootProductPage,
  type ListingPageData,
  type ProductPageData,
} from "../../app/routes/catalogue/catalogue.server.ts";
import { withRootProduct } from "../helpers/root-product.ts";
import { loadStoneDetail, loadStoneSearch } from "../../app/routes/stones/stones.server.ts";
import { STONE_QUERY, isStone, toStoneView } from "../../app/routes/stones/documents.ts";
import { linkTarget } from "../../app/components/stones/types.ts";
import { stoneDetailPath } from "../../core/urls/stones.ts";
import type { StoneQuery } from "../../app/graphql/graphql.ts";
import { ringBuilderAction, settingsForStone } from "../../app/routes/ring-builder/ring-builder.server.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

/**
 * The ring builder's journeys across the catalogue and the stone pages, through the pages' loaders
 * and the form action, as a browser keeping its cookies makes them: the settings a chosen stone
 * leads to, the stones "Add to a ring" is offered on, the setting's page with a stone in the ring,
 * and the choices posted as forms (no script in the page).
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  products = await seedCatalogue(database, { engagement: 40, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: 6000, seed: 11 });
  forgetSiteData();
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

const ORIGIN = "https://shop.example";

/** A browser: its cookie jar survives between requests, and goes with each page request. */
function browser(region: Region = "UK") {
  const cookies = new Map<string, string>();
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(storeContext, testContext(database, { region, cookies }));
    return provider;
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
  const request = (path: string, init: RequestInit = {}) =>
    new Request(`${ORIGIN}${regionPath(region, path)}`, {
      ...init,
      headers: { ...(cookies.size ? { cookie: header() } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
  return { region, cookies, context, request };
}
type Browser = ReturnType<typeof browser>;

/** A loader's answer: its data, or the status and location of the response it threw. */
async function page<T>(run: () => Promise<T>): Promise<{ status: number; data?: T; location?: string | null }> {
  try {
    return { status: 200, data: await run() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}

const catalogue = (b: Browser, path: string) =>
  page(async () =>
    path.includes("-engagement-ring")
      ? await loadRootProductPage(b.request(path), withRootProduct(b.context(), path))
      : await loadCataloguePage(b.request(path), b.context(), "engagementRings"),
  );

const SET = /* GraphQL */ `
  mutation Set($input: RingBuilderSetInput!) {
    ringBuilderSet(input: $input) { failure { errors { code } } ringBuilder { mount { catalogueCode } centreStone { gemsApiIdentifier } ringSize { id } } }
  }`;
interface SetAnswer {
  ringBuilderSet: {
    failure: { errors: { code: string }[] } | null;
    ringBuilder: {
      mount: { catalogueCode: string } | null;
      centreStone: { gemsApiIdentifier: string | null } | null;
      ringSize: { id: string } | null;
    };
  };
}
const set = async (b: Browser, input: Record<string, unknown>) =>
  (await executeOperation<SetAnswer>(testContext(database, { region: b.region, cookies: b.cookies }), SET, { input })).ringBuilderSet;
const codes = (answer: SetAnswer["ringBuilderSet"]) => answer.failure?.errors.map((e) => e.code) ?? [];

interface StoneRow {
  identifier: string;
  shape: string;
  carat: number;
  category: string;
}

/** Listed stones of a category and shape, the nearest to a weight first. */
async function stonesNear(category: string, shape: string, carat: number): Promise<StoneRow[]> {
  return rowsOf<StoneRow>(
    await database.db.execute(sql`
      select identifier, shape::text as shape, carat_weight::float8 as carat, category::text as category from stones
      where available and category = ${category}::stone_category and shape = ${shape}::stone_shape
      order by abs(carat_weight - ${carat}), identifier limit 40`),
  );
}

const asStone = (s: StoneRow) => ({ shape: s.shape as never, caratWeight: s.carat, category: s.category as never });

/** A stone of the kind that some recommended setting takes (the count the stone pages ask for). */
async function takenStone(category: string, shape: string, carat: number): Promise<StoneRow> {
  const b = browser();
  for (const stone of await stonesNear(category, shape, carat)) if ((await settingsForStone(b.context(), asStone(stone))) > 0) return stone;
  throw new Error(`no ${shape} ${category} near ${carat} ct is taken by a setting`);
}

/** The catalogue code of a listing's card (its id is the product's). */
async function catalogueCodeOf(id: string): Promise<string> {
  return rowsOf<{ code: string }>(
    await database.db.execute(sql`select catalogue_code as code from catalogue_products where id = ${Number(id)}`),
  )[0]!.code;
}

const shapeSlug = (shape: string) => SHAPE_VOCABULARY.get(shape as never).slug;

describe("stone first: the settings listing a chosen stone leads to", () => {
  it("sends another shape's address (and none) to the stone's shape, keeping the rest of the query", async () => {
    const stone = await takenStone("DIAMOND", "OVAL", 1);
    const b = browser();
    expect(codes(await set(b, { centreStone: { gemsApiIdentifier: stone.identifier } }))).toEqual([]);

    const round = await catalogue(b, "/engagement-rings/all-metals/all-styles/round?recommendations=yes&utm_source=mail");
    expect(round.status).toBe(302);
    expect(round.location).toBe("/engagement-rings/all-metals/all-styles/oval?recommendations=yes&utm_source=mail");
    const none = await catalogue(b, "/engagement-rings?recommendations=yes");
    expect(none.status).toBe(302);
    expect(none.location).toBe("/engagement-rings/all-metals/all-styles/oval?recommendations=yes");
    // Without the ring builder's query it is the plain catalogue listing, every shape its own.
    expect((await catalogue(b, "/engagement-rings/all-metals/all-styles/round")).status).toBe(200);
  });

  it("offers only the stone's shape and lists only settings the ring builder then takes with the stone", async () => {
    const stone = await takenStone("DIAMOND", "OVAL", 1);
    const b = browser();
    await set(b, { centreStone: { gemsApiIdentifier: stone.identifier } });
    const answer = await catalogue(b, `/engagement-rings/all-metals/all-styles/${shapeSlug("OVAL")}?recommendations=yes`);
    expect(answer.status).toBe(200);
    const data = answer.data as ListingPageData;
    expect(data.listing.facets.find((f) => f.field === "SHAPE")!.values.map((v) => v.code)).toEqual(["OVAL"]);
    expect(data.listing.items.length).toBeGreaterThan(0);
    expect(data.listing.items.length).toBe(data.listing.total);
    for (const card of data.listing.items) {
      expect(card.shape?.systemCode).toBe("OVAL");
      const answer = await set(b, {
        mount: { engagementRing: { catalogueCode: await catalogueCodeOf(card.id), metal: card.metal.systemCode } },
      });
      expect(codes(answer), `${card.productName} takes the stone`).toEqual([]);
    }
  });

  it("with a gemstone, leaves out the settings flanked by coloured gemstones (they take diamonds only)", async () => {
    const sides = products.filter(
      (p) => p.kind === "ENGAGEMENT_RING" && p.ringStyles.includes("GEMSTONE_SIDES") && p.recommendedRank <= 24,
    );
    expect(sides.length).toBeGreaterThan(0);
    const shape = sides[0]!.centreStoneShapes[0]!;
    const gem = (await stonesNear("GEMSTONE", shape, sides[0]!.centreStoneWeightMin ?? 1))[0];
    if (!gem) return expect.fail(`no ${shape} gemstone seeded`);
    const b = browser();
    expect(codes(await set(b, { centreStone: { gemsApiIdentifier: gem.identifier } }))).toEqual([]);
    const answer = await catalogue(b, `/engagement-rings/all-metals/all-styles/${shapeSlug(shape)}?recommendations=yes`);
    const listed = (answer.data as ListingPageData).listing.items.map((c) => c.productName);
    for (const design of sides) expect(listed).not.toContain(design.productName);
    expect(await settingsForStone(b.context(), asStone(gem))).toBe(listed.length);
  });
});

describe('stone first: "Add to a ring" only on stones a setting takes', () => {
  it("counts on the stone's page the settings its button leads to: none for a stone too small for every setting", async () => {
    const b = browser();
    const small = (await stonesNear("DIAMOND", "ROUND", 0.2)).find((s) => s.carat < 0.5)!;
    expect(small).toBeDefined();
    // A stone's page is at its own address (its feed reference, its GIA number, ...).
    const open = async (identifier: string) => {
      const { stone } = await executeOperation<StoneQuery>(testContext(database), STONE_QUERY, {
        identifier,
        region: "UK",
        currency: "GBP",
      });
      if (!isStone(stone)) throw new Error(`stone ${identifier} is not listed`);
      const path = stoneDetailPath(linkTarget(toStoneView(stone)));
      const response = (await loadStoneDetail({ request: b.request(path), context: b.context(), params: {} } as never)) as unknown as {
        data: { ringSettings: number | null; selected: { identifier: string } | null };
      };
      expect(response.data.selected?.identifier).toBe(identifier);
      return response;
    };
    const smallPage = await open(small.identifier);
    expect(smallPage.data.ringSettings).toBe(0);
    await set(b, { centreStone: { gemsApiIdentifier: small.identifier } });
    const listing = await catalogue(b, `/engagement-rings/all-metals/all-styles/${shapeSlug("ROUND")}?recommendations=yes`);
    expect((listing.data as ListingPageData).listing.total).toBe(0);

    const taken = await takenStone("DIAMOND", "ROUND", 1);
    const takenPage = await open(taken.identifier);
    expect(takenPage.data.ringSettings).toBeGreaterThan(0);
    const c = browser();
    await set(c, { centreStone: { gemsApiIdentifier: taken.identifier } });
    const settings = await catalogue(c, `/engagement-rings/all-metals/all-styles/${shapeSlug("ROUND")}?recommendations=yes`);
    expect((settings.data as ListingPageData).listing.total).toBe(takenPage.data.ringSettings);
  });
});

/** An engagement design made in two shapes with a variant in each, and its product page path in one. */
function twoShapeDesign() {
  const design = products.find(
    (p) =>
      p.kind === "ENGAGEMENT_RING" &&
      !p.ringStyles.includes("GEMSTONE_SIDES") &&
      p.centreStoneShapes.includes("ROUND") &&
      p.centreStoneShapes.includes("OVAL") &&
      p.recommendedRank <= 24,
  )!;
  const variant = (shape: string) => design.variants.find((v) => v.shape === shape)!;
  const path = (shape: string) =>
    `/${design.slug}-${METALS.get(variant(shape).metal).slug}-engagement-ring-${shapeSlug(shape)}-diamond${design.suffixSlug ? `-${design.suffixSlug}` : ""}`;
  return { design, variant, path };
}

async function productPage(b: Browser, path: string): Promise<ProductPageData> {
  let answer = await catalogue(b, path);
  if (answer.status === 301) answer = await catalogue(b, new URL(answer.location!, ORIGIN).pathname);
  expect(answer.status, path).toBe(200);
  return answer.data as ProductPageData;
}

describe("a setting's page with a stone in the ring", () => {
  it("knows whether the setting takes the ring's stone: its button completes the ring, or changes the stone", async () => {
    const { design, path } = twoShapeDesign();
    const oval = (await stonesNear("DIAMOND", "OVAL", ((design.centreStoneWeightMin ?? 0.5) + (design.centreStoneWeightMax ?? 2)) / 2))[0]!;
    const b = browser();
    expect((await productPage(b, path("OVAL"))).ringStoneFits).toBeNull();
    expect(codes(await set(b, { centreStone: { gemsApiIdentifier: oval.identifier } }))).toEqual([]);
    expect((await productPage(b, path("OVAL"))).ringStoneFits).toBe(true);
    expect((await productPage(b, path("ROUND"))).ringStoneFits).toBe(false);
  });
});

/** Posts a ring builder form from a page, as a browser without scripts does. */
async function post(b: Browser, from: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  const body = new URLSearchParams(fields);
  const request = b.request(`/engagement-rings/your-ring?from=${encodeURIComponent(regionPath(b.region, from))}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
  try {
    const answer = (await ringBuilderAction({ request, context: b.context(), params: {} } as unknown as ActionFunctionArgs)) as {
      data: { failed: string[] };
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, failed: answer.data.failed, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, failed: null, location: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "data" in thrown) {
      const d = thrown as { data: { failed: string[] }; init: { status?: number } | null };
      return { status: d.init?.status ?? 500, failed: d.data.failed, location: null };
    }
    throw thrown;
  }
}

const ringOf = async (b: Browser) => (await set(b, { ringSize: "M" })).ringBuilder;

describe("the ring builder's choices as forms (no script in the page)", () => {
  it("a setting chosen on its page: stored with the form's ring size, then its stones (303)", async () => {
    const { design, variant, path } = twoShapeDesign();
    const b = browser();
    const answer = await post(b, path("ROUND"), {
      change: JSON.stringify({
        kind: "mount",
        catalogueCode: design.catalogueCode,
        metal: variant("ROUND").metal,
        shape: "ROUND",
        ringSize: null,
        signatureStone: null,
      }),
      ringSize: "RingSize|N",
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/engagement-rings/stone-recommendations/natural-diamonds");
    expect(b.cookies.has(COOKIE.ringBuilder)).toBe(true);
    const read = (await set(b, { removeCentreStone: true })).ringBuilder;
    expect(read.mount?.catalogueCode).toBe(design.catalogueCode);
    expect(read.ringSize?.id).toBe("N");
  });

  it("a stone added on its page, then the settings that take it; a refused one answers the ring's page with the reasons", async () => {
    const { design, variant, path } = twoShapeDesign();
    const oval = (await stonesNear("DIAMOND", "OVAL", ((design.centreStoneWeightMin ?? 0.5) + (design.centreStoneWeightMax ?? 2)) / 2))[0]!;
    const b = browser();
    const added = await post(b, `/diamonds/${oval.identifier}`, { change: JSON.stringify({ kind: "stone", identifier: oval.identifier }) });
    expect(added.status).toBe(303);
    expect(added.location).toBe(`/engagement-rings/all-metals/all-styles/${shapeSlug("OVAL")}?recommendations=yes`);

    // The round setting does not take the oval stone: refused, the ring as it was.
    const refused = await post(b, path("ROUND"), {
      change: JSON.stringify({ kind: "mount", catalogueCode: design.catalogueCode, metal: variant("ROUND").metal, shape: "ROUND" }),
    });
    expect(refused.status).toBe(409);
    expect(refused.failed).toEqual(["SHAPE_MISMATCH"]);
    expect((await ringOf(b)).mount).toBeNull();

    // "Choose another stone": the setting replaces the stone, the ring size chosen goes with it.
    const replaced = await post(b, path("ROUND"), {
      change: JSON.stringify({
        kind: "mount",
        catalogueCode: design.catalogueCode,
        metal: variant("ROUND").metal,
        shape: "ROUND",
        replaceStone: true,
      }),
      ringSize: "RingSize|L",
    });
    expect(replaced.status).toBe(303);
    expect(replaced.location).toBe("/engagement-rings/stone-recommendations/natural-diamonds");
    const ring = await ringOf(b);
    expect(ring.mount?.catalogueCode).toBe(design.catalogueCode);
    expect(ring.centreStone).toBeNull();
  });

  it("removes the stone and the setting from the ring's page, and saves its ring size", async () => {
    const { design, variant, path } = twoShapeDesign();
    const oval = (await stonesNear("DIAMOND", "OVAL", ((design.centreStoneWeightMin ?? 0.5) + (design.centreStoneWeightMax ?? 2)) / 2))[0]!;
    const b = browser();
    await set(b, { mount: { engagementRing: { catalogueCode: design.catalogueCode, metal: variant("OVAL").metal, shape: "OVAL" } } });
    expect(codes(await set(b, { centreStone: { gemsApiIdentifier: oval.identifier } }))).toEqual([]);
    const size = await post(b, path("OVAL"), { change: JSON.stringify({ kind: "ringSize", ringSize: "" }), ringSize: "RingSize|P" });
    expect(size.status).toBe(303);
    expect(size.location).toBe(`/engagement-rings/your-ring?from=${encodeURIComponent(path("OVAL"))}`);

    const stone = await post(b, path("OVAL"), { change: JSON.stringify({ kind: "removeStone" }) });
    expect(stone.status).toBe(303);
    expect((await ringOf(b)).centreStone).toBeNull();
    const mount = await post(b, path("OVAL"), { change: JSON.stringify({ kind: "removeMount" }) });
    expect(mount.status).toBe(303);
    expect(mount.location).toBe(`/engagement-rings/all-metals/all-styles/${shapeSlug("OVAL")}`);
    expect((await ringOf(b)).mount).toBeNull();
  });

  it("leads on within the visitor's region", async () => {
    const { design, variant, path } = twoShapeDesign();
    const b = browser("US");
    const answer = await post(b, path("ROUND"), {
      change: JSON.stringify({ kind: "mount", catalogueCode: design.catalogueCode, metal: variant("ROUND").metal, shape: "ROUND" }),
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/us/engagement-rings/stone-recommendations/natural-diamonds");
    const size = await post(b, path("ROUND"), { change: JSON.stringify({ kind: "ringSize", ringSize: "" }), ringSize: "RingSize|M" });
    expect(size.status).toBe(303);
    expect(size.location).toBe(`/us/engagement-rings/your-ring?from=${encodeURIComponent(`/us${path("ROUND")}`)}`);
  });

  it("refuses a form from another site, and one that is not a change", async () => {
    const b = browser();
    const change = JSON.stringify({ kind: "removeStone" });
    expect((await post(b, "/engagement-rings", { change }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(b, "/engagement-rings", { change }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(b, "/engagement-rings", { change: "{" })).status).toBe(400);
    expect((await post(b, "/engagement-rings", { change: JSON.stringify({ kind: "everything" }) })).status).toBe(400);
    expect((await post(b, "/engagement-rings", { change: JSON.stringify({ kind: "stone", identifier: "not a stone" }) })).status).toBe(400);
  });
});

describe("the stone search's form without scripts", () => {
  it("is read by the search's loader: its fields lead to the search's own address", async () => {
    const b = browser();
    // What the form sends: every field, empty ones too, brackets encoded.
    const sent =
      "/diamonds/natural/all-shapes?shape%5B%5D=oval&carat_min=1&carat_max=1.5&price_min=&price_max=&colour%5B%5D=d&colour%5B%5D=e";
    const answer = await page(() => loadStoneSearch({ request: b.request(sent), context: b.context(), params: {} } as never));
    expect(answer.status).toBe(301);
    expect(answer.location).toBe("/diamonds/natural/oval?colour[]=d&colour[]=e&carat_min=1.00&carat_max=1.50");
    const shown = await loadStoneSearch({ request: b.request(answer.location!), context: b.context(), params: {} } as never);
    expect(shown.state.filters.shapes).toEqual(["OVAL"]);
    expect(shown.state.filters.colours).toEqual(["D", "E"]);
    for (const stone of shown.results.items) {
      expect(stone.shape).toBe("OVAL");
      expect(stone.caratWeight).toBeGreaterThanOrEqual(1);
    }
  });
});
