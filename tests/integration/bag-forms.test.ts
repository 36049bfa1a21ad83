import { sql } from "drizzle-orm";
import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIE } from "../../core/cookies.ts";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { storeContext } from "../../server/router-context.ts";
import type { SeedProduct } from "../../server/seed/catalogue.ts";
import { seedPromoCodes } from "../../server/seed/promos.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { bagAction, loadBagPage, type BagActionData } from "../../app/routes/bag/bag.server.ts";
import { seedSmallCatalogue } from "../helpers/catalogue.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

/**
 * The bag's page without scripts (docs/product.md#the-bag): every "Add to bag" button and every form
 * of the page posts to its action, which answers 303 to the bag, or the page with the refusal.
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedSmallCatalogue(database, { engagement: 4, wedding: 1, readyToGo: 2, jewellery: 1 });
  await seedStones(database, { stones: 300, seed: 3 });
  await seedPromoCodes(database.db);
});
afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

function browser() {
  const cookies = new Map<string, string>();
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(storeContext, testContext(database, { cookies }));
    return provider;
  };
  return {
    cookies,
    async post(fields: Record<string, string>) {
      const request = new Request("http://localhost/cart/view", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      const answer = (await bagAction({ request, params: {}, context: context() } as unknown as ActionFunctionArgs)) as
        Response | { data: BagActionData; init: { status?: number } | null };
      if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), data: null };
      return { status: answer.init?.status ?? 200, location: null, data: answer.data };
    },
    page() {
      return loadBagPage({
        request: new Request("http://localhost/cart/view"),
        params: {},
        context: context(),
      } as unknown as LoaderFunctionArgs);
    },
  };
}

async function stoneIdentifier(): Promise<string> {
  const [row] = rowsOf<{ identifier: string }>(
    await database.db.execute(sql`select identifier from stones where available order by id limit 1`),
  );
  return row!.identifier;
}

describe("the bag without scripts", () => {
  it("adds a stone and shows it, applies a promo code and removes the line, each answered 303 to the bag", async () => {
    const b = browser();
    const empty = await b.page();
    expect(empty.bag.lines).toEqual([]);
    expect(empty.seo.robots).toBe("noindex, nofollow");
    const identifier = await stoneIdentifier();
    expect(await b.post({ intent: "add", line: "stone", identifier })).toMatchObject({ status: 303, location: "/cart/view" });
    expect(b.cookies.get(COOKIE.bag)).toBeTruthy();
    const { p, variant } = (() => {
      const w = products.find((x) => x.kind === "WEDDING_RING")!;
      return { p: w, variant: w.variants[0]! };
    })();
    expect(
      await b.post({ intent: "add", line: "product", catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "RingSize|M" }),
    ).toMatchObject({ status: 303 });
    expect(await b.post({ intent: "applyPromo", code: "welcome10" })).toMatchObject({ status: 303 });
    const full = await b.page();
    expect(full.bag.lines.map((l) => l.kind).sort()).toEqual(["PRODUCT", "STONE"]);
    expect(full.bag.promo).toMatchObject({ code: "WELCOME10", applied: true });
    const stone = full.bag.lines.find((l) => l.kind === "STONE")!;
    expect(await b.post({ intent: "remove", lineId: stone.id })).toMatchObject({ status: 303 });
    expect((await b.page()).bag.lines.map((l) => l.kind)).toEqual(["PRODUCT"]);
  });

  it("adds the ready-to-go ring of the size chosen, from the sizes the form carries", async () => {
    const b = browser();
    const [item] = rowsOf<{ sku: string; ring_size: string }>(
      await database.db.execute(sql`select sku, ring_size from ready_to_go_items where quantity > 0 order by id limit 1`),
    );
    const size = `RingSize|${item!.ring_size}`;
    expect(await b.post({ intent: "add", line: "readyToGo", ringSize: size, [`sku:${size}`]: item!.sku })).toMatchObject({ status: 303 });
    const page = await b.page();
    expect(page.bag.lines).toHaveLength(1);
    expect(page.bag.lines[0]).toMatchObject({ kind: "READY_TO_GO", available: true });
  });

  it("shows the page with the refusal when an addition cannot be made, and changes nothing", async () => {
    const b = browser();
    const w = products.find((x) => x.kind === "WEDDING_RING")!;
    const noSize = await b.post({ intent: "add", line: "product", catalogueCode: w.catalogueCode, metal: w.variants[0]!.metal });
    expect(noSize).toMatchObject({ status: 400, data: { field: "add", reason: expect.stringContaining("Please select a ring size") } });
    const sold = await b.post({ intent: "add", line: "stone", identifier: "ZZZZZZZZ" });
    expect(sold).toMatchObject({ status: 200, data: { field: "add" } });
    expect((await b.page()).bag.lines).toEqual([]);
    await expect(b.post({ intent: "nope" })).rejects.toBeInstanceOf(Response);
  });
});
