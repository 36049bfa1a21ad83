import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser } from "./browser.ts";

/**
 * A listing's sort, price, design features and karat with the browser's scripts turned off (and so,
 * before they arrive): a GET form of the listing's path whose query the server applies
 * (docs/product.md#hash-filters); and a page that arrives with that query in a browser that runs its
 * scripts shows the same designs, with its menus showing the filters chosen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A UK visitor, whose browser runs scripts or not. */
async function visitor(options: { scripts: boolean; width?: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    baseURL: baseUrl(),
    javaScriptEnabled: options.scripts,
    locale: "en-GB",
  });
  await context.addCookies([
    { name: "locale", value: "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  return context;
}

/** Card prices as numbers ("£1,840" -> 1840). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".cat-grid [data-price]").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, "")));
}

const ascending = (prices: number[]) => prices.join(",") === [...prices].sort((a, b) => a - b).join(",");
const descending = (prices: number[]) => prices.join(",") === [...prices].sort((a, b) => b - a).join(",");

describe("a listing's filters without scripts", () => {
  it("chooses a sort and a maximum price in the form, sends it, and shows the sorted designs within the price", async () => {
    const context = await visitor({ scripts: false });
    const page = await context.newPage();
    await page.goto("/engagement-rings", { waitUntil: "load" });
    const total = Number(await page.locator("#results-count").getAttribute("data-total"));
    const before = await cardPrices(page);
    const ceiling = Math.round((Math.min(...before) + Math.max(...before)) / 2);

    // The scripted sort and menus give way to the form's: one sort, one price.
    const form = page.locator("form[data-noscript-filters]");
    await expect(page.locator(".cat-sort[data-needs-script]").isVisible()).resolves.toBe(false);
    await expect(page.locator("details[data-needs-script]").first().isVisible()).resolves.toBe(false);
    await expect(form.locator("summary[data-filter=price]").isVisible()).resolves.toBe(true);
    await form.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await form.locator("summary[data-filter=price]").click();
    await form.getByLabel("Maximum price").fill(String(ceiling));
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/engagement-rings" && url.searchParams.get("sort") === "price_ascending", {
        timeout: 30_000,
      }),
      form.getByRole("button", { name: "Show designs" }).first().click(),
    ]);
    expect(new URL(page.url()).searchParams.get("price_max")).toBe(String(ceiling));

    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(ascending(prices)).toBe(true);
    expect(Math.max(...prices)).toBeLessThanOrEqual(ceiling);
    expect(Number(await page.locator("#results-count").getAttribute("data-total"))).toBeLessThan(total);
    // The form shows what was chosen, and the chip takes the price away again.
    await expect(form.getByLabel("Sort by").inputValue()).resolves.toBe("price_ascending");
    await expect(form.getByLabel("Maximum price").inputValue()).resolves.toBe(String(ceiling));
    await Promise.all([
      page.waitForURL((url) => url.search === "?sort=price_ascending", { timeout: 30_000 }),
      page.getByRole("link", { name: /^Remove filter Up to/ }).click(),
    ]);
    expect(Number(await page.locator("#results-count").getAttribute("data-total"))).toBe(total);
    expect(ascending(await cardPrices(page))).toBe(true);
    await context.close();
  });

  it("on a phone, chooses a design feature with the keyboard alone", async () => {
    const context = await visitor({ scripts: false, width: 390 });
    const page = await context.newPage();
    await page.goto("/engagement-rings", { waitUntil: "load" });
    const form = page.locator("form[data-noscript-filters]");
    const summary = form.locator("summary[data-filter=design_features]");
    await summary.focus();
    await page.keyboard.press("Enter");
    const first = form.locator("input[name='design_features[]']").first();
    const feature = (await first.getAttribute("value"))!;
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first.isChecked()).resolves.toBe(true);
    // The panel's own button sends the form (the open panel covers the one beside the sort on a phone).
    await form.locator("details[open] button[type=submit]").focus();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.getAll("design_features[]").includes(feature), { timeout: 30_000 }),
      page.keyboard.press("Enter"),
    ]);
    await expect(page.locator(".cat-chip").count()).resolves.toBe(1);
    await expect(form.locator(`input[name='design_features[]'][value='${feature}']`).isChecked()).resolves.toBe(true);
    await context.close();
  });
});

describe("a listing that arrives with filters in its query, in a browser that runs scripts", () => {
  it("shows the same designs without asking for them again, its menus show the filters, and a change goes on in the hash", async () => {
    const plain = await (await visitor({ scripts: false })).newPage();
    await plain.goto("/engagement-rings", { waitUntil: "load" });
    const all = await cardPrices(plain);
    const ceiling = Math.round((Math.min(...all) + Math.max(...all)) / 2);
    const path = `/engagement-rings?sort=price_ascending&price_max=${ceiling}`;
    await plain.goto(path, { waitUntil: "load" });
    const served = await cardPrices(plain);
    await plain.context().close();

    const context = await visitor({ scripts: true });
    const page = await context.newPage();
    const listings: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/graphql") && /CatalogueListing/.test(`${request.url()} ${request.postData() ?? ""}`))
        listings.push(request.url());
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    await page.waitForLoadState("networkidle");
    expect(await cardPrices(page)).toEqual(served);
    expect(listings).toEqual([]);
    // The form for a browser without scripts is not there: its markup is never shown as text either.
    await expect(page.locator("form[data-noscript-filters]").count()).resolves.toBe(0);
    await expect(page.locator(".cat-filterbar__row").innerText()).resolves.not.toMatch(/<|noscript|Show designs/);
    await expect(page.locator(".cat-sort select").inputValue()).resolves.toBe("PRICE_ASCENDING");
    await expect(page.locator("summary[data-filter=price]").locator("..").getAttribute("data-active")).resolves.toBe("true");
    await expect(page.getByRole("link", { name: /^Remove filter Up to/ }).count()).resolves.toBe(1);

    await page.locator(".cat-sort select").selectOption("PRICE_DESCENDING");
    await page.waitForURL((url) => url.search === "" && url.hash === `#price_max=${ceiling}&sort=price_descending`);
    await expect
      .poll(
        async () => {
          const prices = await cardPrices(page);
          return prices.length > 0 && descending(prices) && Math.max(...prices) <= ceiling && prices.join(",") !== served.join(",");
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.locator(".cat-sort select").inputValue()).resolves.toBe("PRICE_DESCENDING");
    await context.close();
  });
});
