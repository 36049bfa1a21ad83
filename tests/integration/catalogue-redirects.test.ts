import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { regions } from "../../server/db/schema/index.ts";
import { catalogueRedirects } from "../../server/http/catalogue-redirects.ts";
import { regionRedirects } from "../../server/http/regions.ts";
import { forgetSiteData } from "../../server/services/site.ts";

/** The legacy catalogue redirects behind the region redirects, as server/app.ts mounts them. */
let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(regions).values([
    { code: "UK", name: "United Kingdom", locales: ["en-gb"], currency: "GBP", isActive: true },
    { code: "US", name: "United States", locales: ["en-us"], currency: "USD", isActive: true },
    { code: "NZ", name: "New Zealand", locales: ["en-nz"], currency: "NZD", isActive: false },
  ]);
  forgetSiteData();
  const app = express();
  app.use(regionRedirects(database.db));
  app.use(catalogueRedirects());
  app.use((req, res) => {
    res.status(200).send(req.path);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  forgetSiteData();
  await database?.close();
});

async function follow(path: string): Promise<Array<[number, string]>> {
  const hops: Array<[number, string]> = [];
  let url = path;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${base}${url}`, { redirect: "manual" });
    if (res.status !== 301) {
      hops.push([res.status, url]);
      return hops;
    }
    const location = res.headers.get("location")!;
    hops.push([301, location]);
    url = location.split("#")[0]!;
  }
  return hops;
}

describe("catalogue redirects with region redirects", () => {
  it("redirects a legacy path in an active region within that region", async () => {
    expect(await follow("/us/wedding-rings/pave_wr")).toEqual([
      [301, "/us/wedding-rings/ladies/all-metals/pave"],
      [200, "/us/wedding-rings/ladies/all-metals/pave"],
    ]);
  });

  it("drops the UK prefix first, then redirects the legacy path", async () => {
    expect(await follow("/uk/ring-guidance/the-crafting-process")).toEqual([
      [301, "/ring-guidance/the-crafting-process"],
      [301, "/ring-guidance"],
      [200, "/ring-guidance"],
    ]);
  });

  it("moves an inactive region to the default region first", async () => {
    expect(await follow("/nz/jewellery/necklaces/18k-white-gold")).toEqual([
      [301, "/jewellery/necklaces/18k-white-gold"],
      [301, "/jewellery/necklaces/all-styles/all-gemstones/all-design-styles/white-gold#k=18"],
      [200, "/jewellery/necklaces/all-styles/all-gemstones/all-design-styles/white-gold"],
    ]);
  });
});
