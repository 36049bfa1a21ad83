import { describe, expect, it } from "vitest";
import { crawl, storeSeeds } from "../../scripts/crawl.ts";
import { baseUrl } from "./browser.ts";

/**
 * A crawl of every internal link from the home page, each listing, one product of each kind and each
 * stone route: no link is broken and no page answers 200 under an address other than its canonical one.
 */
describe("link crawl", () => {
  it("finds no broken link and no page with two addresses", { timeout: 600_000 }, async () => {
    const base = baseUrl();
    const report = await crawl({
      base,
      seeds: await storeSeeds(base),
      maxPages: Number(process.env["CRAWL_MAX_PAGES"] ?? 1500),
      concurrency: 4,
      headers: { cookie: "cookies_dimissed=1" },
    });
    expect(report.visited).toBeGreaterThan(200);
    expect(report.broken).toEqual([]);
    expect(report.twoAddresses).toEqual([]);
  });
});
