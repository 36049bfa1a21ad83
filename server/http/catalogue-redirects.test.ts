import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueRedirects } from "./catalogue-redirects.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(catalogueRedirects());
  app.use((req, res) => {
    res.status(200).send(`page ${req.path}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(path: string, method = "GET") {
  const res = await fetch(`${base}${path}`, { redirect: "manual", method });
  return { status: res.status, location: res.headers.get("location") };
}

describe("legacy catalogue redirects", () => {
  it.each([
    ["/wedding-rings/pave_wr", "/wedding-rings/ladies/all-metals/pave"],
    ["/wedding-rings/channel_set_wr", "/wedding-rings/ladies/all-metals/channel-set"],
    ["/wedding-rings/ladies-wedding-rings", "/wedding-rings/ladies"],
    ["/wedding-rings/mens-wedding-rings", "/wedding-rings/mens"],
    ["/wedding-rings/mens-wedding-rings/platinum/2", "/wedding-rings/mens/platinum/2"],
    ["/jewellery/all-product-types", "/jewellery"],
    ["/jewellery/all-product-types/tennis", "/jewellery/all-jewellery/tennis"],
    ["/jewellery/necklaces/pendant/diamond/art-deco/18k-white-gold", "/jewellery/necklaces/pendant/diamond/art-deco/white-gold#k=18"],
    ["/jewellery/bracelets/9k-yellow-gold", "/jewellery/bracelets/all-styles/all-gemstones/all-design-styles/yellow-gold#k=9"],
    ["/jewellery/earrings/design-features/butterfly", "/jewellery/earrings/all-styles/all-gemstones/butterfly"],
    ["/jewellery/rings/design-features/milgrain", "/jewellery/rings#design_features[]=milgrain"],
    ["/ring-guidance/the-crafting-process", "/ring-guidance"],
    ["/ring-guidance/the-crafting-process/how-our-rings-are-created", "/ring-guidance"],
    ["/ring-guidance/engagement-ring-cost/transparency", "/ring-guidance"],
    ["/engagement-rings/hidden-halo", "/engagement-rings#design_features[]=hidden_halo"],
    ["/engagement-rings/twisted", "/engagement-rings#design_features[]=twisted_band"],
    ["/engagement-rings/east-west", "/engagement-rings#design_features[]=east_west"],
    ["/engagement-rings/bezel-setting", "/engagement-rings#design_features[]=bezel_setting"],
    ["/engagement-rings/split-shank", "/engagement-rings#design_features[]=split_shank"],
    ["/cathedral-setting-engagement-rings", "/engagement-rings#design_features[]=cathedral_setting"],
  ])("%s answers 301 to %s", async (from, to) => {
    expect(await get(from)).toEqual({ status: 301, location: to });
  });

  it("keeps the region prefix and the query string", async () => {
    expect(await get("/us/wedding-rings/pave_wr?utm_source=x")).toEqual({
      status: 301,
      location: "/us/wedding-rings/ladies/all-metals/pave?utm_source=x",
    });
    expect(await get("/au/jewellery/necklaces/18k-rose-gold?a=1")).toEqual({
      status: 301,
      location: "/au/jewellery/necklaces/all-styles/all-gemstones/all-design-styles/rose-gold?a=1#k=18",
    });
    expect(await get("/ie/ring-guidance/engagement-ring-cost/transparency")).toEqual({ status: 301, location: "/ie/ring-guidance" });
  });

  it("matches legacy paths case-insensitively", async () => {
    expect(await get("/Wedding-Rings/PAVE_WR")).toEqual({ status: 301, location: "/wedding-rings/ladies/all-metals/pave" });
  });

  it("answers HEAD too, and leaves other methods and current paths alone", async () => {
    expect((await get("/wedding-rings/pave_wr", "HEAD")).status).toBe(301);
    expect((await get("/wedding-rings/pave_wr", "POST")).status).toBe(200);
    for (const path of [
      "/engagement-rings",
      "/engagement-rings/platinum/halo",
      "/wedding-rings/ladies/platinum",
      "/jewellery/necklaces/pendant",
      "/jewellery/tennis-18k-white-gold-bracelet",
      "/ring-guidance",
      "/ring-guidance/engagement-ring-cost",
      "/us/engagement-rings",
      "/elsa-platinum-engagement-ring-round-diamond",
    ]) {
      expect(await get(path), path).toEqual({ status: 200, location: null });
    }
  });
});

describe("names of inherited properties", () => {
  it.each([
    "/engagement-rings/__proto__",
    "/engagement-rings/constructor",
    "/constructor-engagement-rings",
    "/uk/engagement-rings/toString",
    "/__proto__-engagement-rings",
  ])("%s is not a legacy page: it goes on to the page routes", async (path) => {
    expect(await get(path)).toEqual({ status: 200, location: null });
  });
});
