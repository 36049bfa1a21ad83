import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { CSRF_HEADER } from "../../server/graphql/yoga.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedSite } from "../../server/seed/site.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { createTestDatabase } from "../helpers/db.ts";

/** The ring builder cookie over HTTP, as a browser keeps and sends it back. */

let database: Database;
let server: Server;
let base: string;
let cacheDir: string;
let design: SeedProduct;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  const products = await seedCatalogue(database, { engagement: 4, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
  design = products.find(
    (p) => p.kind === "ENGAGEMENT_RING" && p.centreStoneShapes.includes("ROUND") && !p.ringStyles.includes("GEMSTONE_SIDES"),
  )!;
  forgetSiteData();
  cacheDir = mkdtempSync(join(tmpdir(), "store-ring-builder-"));
  const app = createApp({
    database,
    logger: pino({ level: "silent" }),
    build: () => Promise.reject(new Error("no pages in this test")),
    mediaCacheDir: cacheDir,
  });
  server = app.listen(0);
  await new Promise((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((ok) => server?.close(ok));
  rmSync(cacheDir, { recursive: true, force: true });
  forgetSiteData();
  await database?.close();
});

async function graphql(query: string, variables: Record<string, unknown>, cookie?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as { data?: Record<string, { id?: string; ringBuilder?: { id: string } }>; errors?: unknown[] } };
}

describe("the ring-builder cookie over HTTP", () => {
  it("is set by a change (path /, lax, secure on loopback, a year) and names the same builder when sent back", async () => {
    const set = await graphql(
      `mutation($input: RingBuilderSetInput!) { ringBuilderSet(input: $input) { ringBuilder { id } failure { errors { code } } } }`,
      {
        input: {
          mount: { engagementRing: { catalogueCode: design.catalogueCode, metal: design.variants[0]!.metal }, uri: "/engagement-rings" },
          ringSize: "M",
        },
      },
    );
    expect(set.body.errors).toBeUndefined();
    const id = set.body.data!["ringBuilderSet"]!.ringBuilder!.id;
    const header = set.res.headers.getSetCookie().find((c) => c.startsWith("ring-builder="))!;
    expect(header).toMatch(/; Path=\//i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; Max-Age=31536000/i);
    const cookie = header.split(";")[0]!;
    const value = JSON.parse(decodeURIComponent(cookie.slice("ring-builder=".length))) as { ref: string; ringSizePersisted: boolean };
    expect(value.ref.startsWith(`${id}.`)).toBe(true);
    expect(value.ringSizePersisted).toBe(true);

    const again = await graphql(`query { ringBuilder { id ringSize { id } } }`, {}, cookie);
    expect(again.body.data!["ringBuilder"]).toEqual({ id, ringSize: { id: "M" } });
    // Reading sets no cookie.
    expect(again.res.headers.getSetCookie().some((c) => c.startsWith("ring-builder="))).toBe(false);

    const forged = cookie.replace(/\.[A-Za-z0-9_-]+(%22)/, ".AAAA$1");
    expect(forged).not.toBe(cookie);
    expect((await graphql(`query { ringBuilder { id } }`, {}, forged)).body.data!["ringBuilder"]).toEqual({ id: null });
  });
});
