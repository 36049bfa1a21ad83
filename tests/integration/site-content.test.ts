import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { contentPages } from "../../server/db/schema/index.ts";
import { seedSite } from "../../server/seed/site.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { richTextProblem, writeContentPage } from "../../server/services/content.ts";
import { testContext } from "./site-context.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { decimalOf, salePriceAmount as salePrice } from "../helpers/money.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { insertOrder, makeCustomer } from "../helpers/orders.ts";
import { sql } from "drizzle-orm";

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  products = await seedCatalogue(database, { engagement: 6, wedding: 6, readyToGo: 4, jewellery: 6 });
  await seedStones(database, { stones: 400, seed: 5 });
  forgetSiteData();
});
afterAll(async () => {
  await database?.close();
});

const LINK = `text target href item { __typename ... on PageLink { path } ... on EnquiryFormLink { enquiryType } }`;
const IMAGE = `id alt sizes { LARGE { url sources { url mimeType } } LARGE_X2 { url } }`;
const PAGE = /* GraphQL */ `
  query Page($slug: String!, $region: Region!, $currency: Currency) {
    page(slug: $slug, region: $region, currency: $currency) {
      __typename
      ... on ErrorResult { errorCode }
      ... on ContentPage {
        id slug title
        seo { title description robots { index follow } }
        blocks {
          __typename
          ... on HeroBlock { id eyebrow headline subline links { ${LINK} } image { ${IMAGE} } }
          ... on CategoryGridBlock { id title intro tiles { title description link { ${LINK} } image { ${IMAGE} } priceFrom { amount currency } } }
          ... on ConsultationBlock { id title text points links { ${LINK} } avatarStack { images { ${IMAGE} } } }
          ... on ReviewsBlock { id title rating reviewCount sourceName reviews { quote author location rating } link { ${LINK} } }
          ... on RichTextBlock { id heading html }
        }
      }
    }
  }
`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { page: any };

async function cheapestProduct(kind: SeedProduct["kind"], price: (gbp: number) => number): Promise<number> {
  return Math.min(...products.filter((p) => p.kind === kind).flatMap((p) => p.variants.map((v) => price(v.listPrice))));
}

async function cheapestStone(category: string, price: (gbp: number) => number): Promise<number> {
  const [row] = rowsOf<{ p: number }>(
    await database.db.execute(
      sql`select (min(list_price_minor) / 100)::int as p from stones
          where available and category = ${category} and not exists (select 1 from stone_holds h where h.stone_id = stones.id)`,
    ),
  );
  return price(Number(row!.p));
}

function page(vars: Record<string, unknown>, region: "UK" | "US" = "UK") {
  return executeOperation<Answer>(testContext(database, { region }), PAGE, vars);
}

describe("page", () => {
  it("answers the home page with hero, six category tiles, consultation prompt and reviews band", async () => {
    const { page: home } = await page({ slug: "/", region: "UK" });
    expect(home.slug).toBe("/");
    expect(home.seo).toMatchObject({ title: expect.stringMatching(/Hatton & Vale/), robots: { index: true, follow: true } });
    expect(home.blocks.map((b: { __typename: string }) => b.__typename)).toEqual([
      "HeroBlock",
      "CategoryGridBlock",
      "ConsultationBlock",
      "ReviewsBlock",
    ]);
    const [hero, grid, consultation, reviews] = home.blocks;
    expect(hero.headline).toBeTruthy();
    expect(hero.links.map((l: { href: string }) => l.href)).toEqual(["/engagement-rings", "/about-us/contacts"]);
    expect(hero.image.sizes.LARGE.url).toMatch(/^\/media\/site-art\//);
    expect(grid.tiles).toHaveLength(6);
    expect(grid.tiles[0]).toMatchObject({ title: "Engagement rings", priceFrom: { currency: "GBP" } });
    for (const tile of grid.tiles) expect(tile.image.alt).toBeTruthy();
    expect(consultation.avatarStack.images).toHaveLength(5);
    expect(consultation.links[1].item).toEqual({ __typename: "EnquiryFormLink", enquiryType: "SPEAK_TO_EXPERT" });
    expect(reviews).toMatchObject({ rating: 4.9, reviewCount: expect.any(Number) });
    expect(reviews.reviews).toHaveLength(3);
  });

  it("resolves links and prices for the requested region and currency", async () => {
    const { page: us } = await page({ slug: "/", region: "US" }, "US");
    const grid = us.blocks[1];
    expect(grid.tiles[0].link.href).toBe("/us/engagement-rings");
    // US prices are shown without VAT, converted to dollars and rounded to a retail ending.
    expect(grid.tiles[0].priceFrom.currency).toBe("USD");
    expect(grid.tiles[0].priceFrom.amount).toBe(
      decimalOf(await cheapestProduct("ENGAGEMENT_RING", (gbp) => salePrice(gbp, "USD", "EXCLUSIVE")), "USD"),
    );
    const { page: inEuros } = await page({ slug: "/", region: "UK", currency: "EUR" });
    expect(inEuros.blocks[1].tiles[0].priceFrom.currency).toBe("EUR");
  });

  it("computes each tile's \"from\" price from the cheapest product or stone of its kind, in the visitor's currency", async () => {
    const { page: home } = await page({ slug: "/", region: "UK" });
    const from = Object.fromEntries(
      home.blocks[1].tiles.map((t: { title: string; priceFrom: { amount: string } | null }) => [t.title, t.priceFrom?.amount ?? null]),
    );
    const gbp = (n: number) => salePrice(n, "GBP", "INCLUSIVE");
    expect(from).toEqual({
      "Engagement rings": decimalOf(await cheapestProduct("ENGAGEMENT_RING", gbp)),
      "Wedding rings": decimalOf(await cheapestProduct("WEDDING_RING", gbp)),
      "Natural diamonds": decimalOf(await cheapestStone("DIAMOND", gbp)),
      "Lab-grown diamonds": decimalOf(await cheapestStone("LAB_GROWN_DIAMOND", gbp)),
      "Fine jewellery": decimalOf(await cheapestProduct("JEWELLERY", gbp)),
      "Ready to go": decimalOf(await cheapestProduct("READY_TO_GO", gbp)),
    });
    // A sold stone no longer sets the price.
    const cheapest = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from stones where available and category = 'DIAMOND' order by list_price_minor limit 1`),
    )[0]!;
    await database.db.execute(sql`update stones set available = false where id = ${cheapest.id}`);
    const { page: after } = await page({ slug: "/", region: "UK" });
    expect(after.blocks[1].tiles[2].priceFrom.amount).toBe(decimalOf(await cheapestStone("DIAMOND", gbp)));
    await database.db.execute(sql`update stones set available = true where id = ${cheapest.id}`);
  });

  it('leaves a stone an order holds out of the "from" price, and counts it again once the hold ends', async () => {
    const gbp = (n: number) => salePrice(n, "GBP", "INCLUSIVE");
    const diamonds = async () => (await page({ slug: "/", region: "UK" })).page.blocks[1].tiles[2].priceFrom.amount as string;
    const before = await diamonds();
    expect(before).toBe(decimalOf(await cheapestStone("DIAMOND", gbp)));
    const cheapest = rowsOf<{ id: number; price: number }>(
      await database.db.execute(
        sql`select id, list_price_minor as price from stones where available and category = 'DIAMOND' order by list_price_minor, id limit 2`,
      ),
    );
    // Only a stone cheaper than every other moves the price when it is held.
    expect(Number(cheapest[0]!.price)).toBeLessThan(Number(cheapest[1]!.price));
    const customer = await makeCustomer(database.db);
    const order = await insertOrder(database.db, {
      userId: customer.id,
      placed: false,
      lines: [{ name: "The cheapest diamond", unitPriceMinor: Number(cheapest[0]!.price), stoneId: Number(cheapest[0]!.id) }],
    });
    // Reserved by an order (the stone inventory itself unchanged): the next cheapest diamond sets the price at once.
    const held = await diamonds();
    expect(held).toBe(decimalOf(await cheapestStone("DIAMOND", gbp)));
    expect(Number(held)).toBeGreaterThan(Number(before));
    await database.db.execute(sql`delete from stone_holds where order_id = ${order.id}`);
    expect(await diamonds()).toBe(before);
  });

  it("answers nested content pages and prefixes site links inside rich text", async () => {
    const { page: faqs } = await page({ slug: "about-us/faqs", region: "US" }, "US");
    expect(faqs.title).toBe("Frequently asked questions");
    const html: string = faqs.blocks[0].html;
    expect(html).toContain('href="/us/about-us/contacts"');
    expect(html).not.toContain("<script");
    const { page: same } = await page({ slug: "/about-us/faqs/", region: "UK" });
    expect(same.id).toBe(faqs.id);
  });

  it("answers every released content page of the seed", async () => {
    for (const slug of [
      "cookies",
      "privacy",
      "terms",
      "returns-policy",
      "about-us/our-story",
      "about-us/careers",
      "about-us/payment-options",
      "customer-love-stories",
    ]) {
      const { page: found } = await page({ slug, region: "UK" });
      expect(found?.blocks.length, slug).toBeGreaterThan(0);
    }
    const { page: cookies } = await page({ slug: "cookies", region: "UK" });
    expect(cookies.seo.robots).toEqual({ index: false, follow: true });
  });

  it("answers ContentPageNotFound, an ErrorResult, for a slug without a page", async () => {
    const notFound = { __typename: "ContentPageNotFound", errorCode: "NOT_FOUND" };
    expect((await page({ slug: "no-such-page", region: "UK" })).page).toEqual(notFound);
    expect((await page({ slug: "about-us/nothing-here", region: "UK" })).page).toEqual(notFound);
  });

  it("refuses a slug that cannot be a page address", async () => {
    await expect(page({ slug: "../secret", region: "UK" })).rejects.toThrow(/Not a page address/);
    await expect(page({ slug: "a".repeat(300), region: "UK" })).rejects.toThrow(/Not a page address/);
  });
});

describe("writing content pages", () => {
  it("refuses invalid blocks with their paths and changes nothing", async () => {
    const before = await database.db.select().from(contentPages).where(eq(contentPages.slug, "cookies"));
    const result = await writeContentPage(database.db, {
      slug: "cookies",
      title: "Cookie policy",
      blocks: [
        { type: "richText", id: "a", html: "<p>Fine</p><script>alert(1)</script>" },
        {
          type: "hero",
          id: "a",
          headline: "",
          links: [{ kind: "CUSTOM", text: "x", url: "javascript:alert(1)" }],
          image: { kind: "site-art", params: {}, alt: "" },
        },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["blocks.0.html", "blocks.1.headline", "blocks.1.links.0.url", "blocks.1.id"]));
    const after = await database.db.select().from(contentPages).where(eq(contentPages.slug, "cookies"));
    expect(after).toEqual(before);
  });

  it("allows only a small, safe subset of HTML in rich text", () => {
    expect(richTextProblem('<p>Read <a href="/cookies">our policy</a> or <a href="mailto:a@b.example">write</a>.</p>')).toBeNull();
    expect(richTextProblem("<ul><li>One</li><li>Two<br></li></ul>")).toBeNull();
    expect(richTextProblem('<p onclick="x()">Hi</p>')).toMatch(/onclick/);
    expect(richTextProblem('<a href="javascript:alert(1)">x</a>')).toMatch(/not allowed/);
    expect(richTextProblem("<img src=x onerror=alert(1)>")).toMatch(/not allowed/);
    expect(richTextProblem("<p>Open")).toMatch(/not closed/);
    expect(richTextProblem("<p>a</em></p>")).toMatch(/does not close/);
  });
});
