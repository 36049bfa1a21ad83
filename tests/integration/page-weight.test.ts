import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import type * as AppModule from "../../server/app.ts";
import type * as DbModule from "../../server/db/client.ts";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as ContentSeed from "../../server/seed/content.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import { embeddedLoaderData, embeddedStream, measurePage } from "../../scripts/page-weight.ts";

/**
 * What a page sends the browser to hydrate (docs/benchmarks.md#page-weight): the loader data React
 * Router writes into the HTML of an engagement ring's page, rendered by the real app, stays within
 * its budget; the main menu's panels are in the HTML once, not again in that data.
 */

/** The budget of a product page's loader data (root and route), as written in its HTML. */
const PRODUCT_PAGE_LOADER_DATA_BYTES = 30 * 1024;

let vite: ViteDevServer;
let server: Server;
let base: string;
let cacheDir: string;
let closeDatabase: (() => Promise<void>) | undefined;
let productPath: string;

beforeAll(async () => {
  // The pages come from the React Router build served by Vite; the server modules load through the
  // same module graph, so loaders and the HTTP layer share one instance of each module.
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { createApp } = await load<typeof AppModule>("./server/app.ts");
  const { openDatabase, migrateDatabase } = await load<typeof DbModule>("./server/db/client.ts");
  const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
  const { seedContent } = await load<typeof ContentSeed>("./server/seed/content.ts");
  const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
  const { pino } = await import("pino");
  const database = await openDatabase();
  closeDatabase = () => database.close();
  await migrateDatabase(database);
  await seedSite(database.db);
  const products = await seedCatalogue(database, { engagement: 24, wedding: 8, readyToGo: 4, jewellery: 8 });
  await seedContent(database.db);
  cacheDir = mkdtempSync(join(tmpdir(), "store-page-weight-"));
  const app = createApp({
    database,
    logger: pino({ level: "silent" }),
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    mediaCacheDir: cacheDir,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // An engagement ring with reviews, as the listing links to it.
  const ring = products.find((p) => p.kind === "ENGAGEMENT_RING" && p.reviews.length > 0)!;
  const listing = (await embeddedLoaderData(await page("/engagement-rings")))["default:/engagement-rings/*"] as {
    listing: { items: { url: string; productName: string }[] };
  };
  productPath = (listing.listing.items.find((i) => i.productName === ring.productName) ?? listing.listing.items[0]!).url;
}, 180_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  await closeDatabase?.();
  await vite?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

async function page(path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
}

describe("an engagement ring's page", () => {
  it("embeds at most 30 KB of loader data, with its gallery, 360 view and related designs on the page", async () => {
    const html = await page(productPath);
    const weight = await measurePage(html);
    const data = await embeddedLoaderData(html);
    const route = Object.entries(data).find(([id]) => id !== "root")?.[1] as {
      page: string;
      product: { related: unknown[]; images: unknown[] };
      spin: { count: number };
    };
    // The page is the whole product page: what the budget holds is not an empty one.
    expect(route.page).toBe("product");
    expect(route.product.images.length).toBeGreaterThan(0);
    expect(route.product.related.length).toBeGreaterThan(0);
    expect(route.spin.count).toBeGreaterThan(1);
    expect(html).toContain('aria-label="Show the 360 degree view"');
    expect(weight.loaderDataInHtml).toBeLessThanOrEqual(PRODUCT_PAGE_LOADER_DATA_BYTES);
  });

  it("draws the main menu's panels in the HTML and leaves their contents out of the loader data", async () => {
    const html = await page(productPath);
    const root = (await embeddedLoaderData(html))["root"] as { init: { mainMenu: { subMenu: { sections: unknown[] } | null }[] } };
    const withPanels = root.init.mainMenu.filter((entry) => entry.subMenu);
    expect(withPanels.length).toBeGreaterThan(0);
    for (const entry of withPanels) expect(entry.subMenu!.sections).toEqual([]);
    // A panel's item ("Solitaire", under engagement rings) is in the markup, not in the data.
    expect(html).toMatch(/class="mega-menu__panel"[^>]*>[\s\S]*href="\/engagement-rings\/all-metals\/solitaire"/);
    expect(embeddedStream(html)).not.toContain("/engagement-rings/all-metals/solitaire");
  });
});
