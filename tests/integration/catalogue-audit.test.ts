import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import type * as AppModule from "../../server/app.ts";
import type * as SiteSeed from "../../server/seed/site.ts";
import type * as CatalogueSeed from "../../server/seed/catalogue.ts";
import type * as StonesSeed from "../../server/seed/stones.ts";
import type * as RingBuilderSeed from "../../server/seed/ring-builder.ts";
import type { Database } from "../../server/db/client.ts";
import { createTestDatabase } from "../helpers/db.ts";

/**
 * The catalogue's and the stones' pages as a search engine and a visitor get them through the whole
 * store: addresses in other spellings, listings that name nothing, pages that are copies of another,
 * and the words beside prices.
 */

let vite: ViteDevServer;
let server: Server;
let base: string;
let cacheDir: string;
let database: Database;
let products: Awaited<ReturnType<typeof CatalogueSeed.seedCatalogue>>;

beforeAll(async () => {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { createApp } = await load<typeof AppModule>("./server/app.ts");
  const { seedSite } = await load<typeof SiteSeed>("./server/seed/site.ts");
  const { seedCatalogue } = await load<typeof CatalogueSeed>("./server/seed/catalogue.ts");
  const { seedStones } = await load<typeof StonesSeed>("./server/seed/stones.ts");
  const { seedMadeToOrderPrices } = await load<typeof RingBuilderSeed>("./server/seed/ring-builder.ts");
  const { pino } = await import("pino");
  database = await createTestDatabase();
  await seedSite(database.db);
  products = await seedCatalogue(database, { engagement: 6, wedding: 2, readyToGo: 2, jewellery: 4 });
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: 400, seed: 11 });
  cacheDir = mkdtempSync(join(tmpdir(), "store-catalogue-audit-"));
  const app = createApp({
    database,
    logger: pino({ level: "silent" }),
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    mediaCacheDir: cacheDir,
    pageCacheSeconds: 0,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  await database?.close();
  await vite?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | null;
  html: string;
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The content of the first tag matching a pattern's capture, or null. */
function capture(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

const robotsOf = (html: string) => capture(html, /<meta name="robots" content="([^"]*)"/);
const canonicalOf = (html: string) => capture(html, /<link rel="canonical" href="([^"]*)"/);
const titleOf = (html: string) => capture(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => capture(html, /<meta name="description" content="([^"]*)"/);
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

describe("catalogue section roots in capitals", () => {
  it.each([
    ["/ENGAGEMENT-RINGS", "/engagement-rings"],
    ["/Wedding-Rings", "/wedding-rings"],
    ["/JEWELLERY/necklaces", "/jewellery/necklaces"],
    ["/Ready-To-Go", "/ready-to-go"],
    ["/Rts-List", "/rts-list"],
    ["/us/Wedding-Rings", "/us/wedding-rings"],
    ["/Engagement-Rings/Platinum?utm_source=mail", "/engagement-rings/platinum?utm_source=mail"],
  ])("%s answers 301 to %s, which answers 200", async (path, target) => {
    const moved = await get(path);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(target);
    expect((await get(target)).status).toBe(200);
  });
});
