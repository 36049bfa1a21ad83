import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser } from "./browser.ts";

/**
 * The ring builder with JavaScript off (or before the page's scripts have run): its choices are real
 * forms posted to the ring's page, which makes the change and leads on as a page does; the
 * catalogue's filter menus open and their choices are links.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh UK visitor whose browser runs no script. */
async function open(path: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl(), javaScriptEnabled: false });
  await context.addCookies([
    { name: "locale", value: "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "load" });
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe("ring builder without JavaScript", () => {
  it("adds a stone, then a setting with a ring size, shows the ring, and removes the stone: each a form", async () => {
    const page = await open("/diamonds/natural/round?carat_min=0.90&carat_max=1.20");
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "load" });
    const stoneTitle = (await page.locator(".stone-detail__title").textContent())!;
    const add = page.locator("[data-action=add-to-ring]");
    await expect(add.textContent()).resolves.toBe("Add to a ring");
    await Promise.all([page.waitForURL((url) => url.search === "?recommendations=yes", { timeout: 30_000 }), add.click()]);
    expect(pathOf(page)).toBe("/engagement-rings/all-metals/all-styles/round");
    await expect(page.locator("h1").textContent()).resolves.toBe("Settings for your round stone");

    // Another shape's settings lead to the stone's shape: the stone locks it.
    await page.goto("/engagement-rings/all-metals/all-styles/oval?recommendations=yes", { waitUntil: "load" });
    expect(pathOf(page)).toBe("/engagement-rings/all-metals/all-styles/round");

    await page.goto((await page.locator(".cat-grid a").first().getAttribute("href"))!, { waitUntil: "load" });
    // The setting's price says the stone is not in it; the button says what happens next.
    await expect(page.locator("[data-setting-only]").textContent()).resolves.toContain("Setting only");
    const proceed = page.locator("[data-action=proceed]");
    await expect(proceed.textContent()).resolves.toBe("Add to your ring");
    const size = page.locator("#ring-size-field select");
    await size.selectOption({ index: 4 });
    const chosen = await size.inputValue();
    await Promise.all([page.waitForURL((url) => url.pathname === "/engagement-rings/your-ring", { timeout: 30_000 }), proceed.click()]);
    const ring = page.locator("[data-ring]");
    await expect(ring.locator("[data-item=stone]").textContent()).resolves.toContain(stoneTitle);
    await expect(ring.locator("#rb-ring-size select").inputValue()).resolves.toBe(chosen);
    await expect(ring.locator("[data-total]").count()).resolves.toBe(1);

    // The size is saved with its own button; the stone is removed with its form.
    await ring.locator("#rb-ring-size select").selectOption({ index: 7 });
    const other = await ring.locator("#rb-ring-size select").inputValue();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/engagement-rings/your-ring", { timeout: 30_000 }),
      ring.locator("[data-save-ring-size]").click(),
    ]);
    await expect(page.locator("#rb-ring-size select").inputValue()).resolves.toBe(other);
    const settingPath = new URL(page.url()).searchParams.get("from")!;
    await Promise.all([
      page.waitForURL((url) => url.pathname === settingPath, { timeout: 30_000 }),
      page.locator("[data-remove=stone]").click(),
    ]);
    await expect(page.locator("[data-action=proceed]").textContent()).resolves.toBe("Choose your diamond");
    await page.context().close();
  });

  it("on a setting of another shape, offers another stone and keeps the ring size", async () => {
    const page = await open("/diamonds/natural/round?carat_min=0.90&carat_max=1.20");
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "load" });
    await Promise.all([
      page.waitForURL((url) => url.search === "?recommendations=yes", { timeout: 30_000 }),
      page.locator("[data-action=add-to-ring]").click(),
    ]);

    await page.goto("/engagement-rings/all-metals/all-styles/oval", { waitUntil: "load" });
    await page.goto((await page.locator(".cat-grid a").first().getAttribute("href"))!, { waitUntil: "load" });
    await expect(page.locator("[data-stone-not-for-setting]").textContent()).resolves.toContain("does not fit this setting");
    const proceed = page.locator("[data-action=proceed]");
    await expect(proceed.textContent()).resolves.toBe("Choose another stone");
    await page.locator("#ring-size-field select").selectOption({ index: 3 });
    const chosen = await page.locator("#ring-size-field select").inputValue();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/engagement-rings/stone-recommendations/natural-diamonds", { timeout: 30_000 }),
      proceed.click(),
    ]);
    // Step 2 is to do again; the stones offered are the setting's shape.
    await expect(page.locator("[data-ring-steps] [data-step='2'][data-chosen]").count()).resolves.toBe(0);
    await expect(page.locator("[data-shape-locked]").getAttribute("data-shape-locked")).resolves.toBe("OVAL");
    await page.goto("/engagement-rings/your-ring", { waitUntil: "load" });
    await expect(page.locator("#rb-ring-size select").inputValue()).resolves.toBe(chosen);
    await page.context().close();
  });

  it("filters the stone search with its form", async () => {
    const page = await open("/diamonds/natural/all-shapes");
    const form = page.locator("form[data-noscript-filters]");
    await form.locator("input[name='shape[]'][value=oval]").check();
    await form.locator("input[name=carat_min]").fill("1");
    await form.locator("input[name=carat_max]").fill("1.5");
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/diamonds/natural/oval", { timeout: 30_000 }),
      form.locator("button[type=submit]").click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get("carat_min")).toBe("1.00");
    const titles = await page.locator(".stone-table__link").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain("oval");
    // The form shows the search it made.
    await expect(page.locator("form[data-noscript-filters] input[name='shape[]'][value=oval]").isChecked()).resolves.toBe(true);
    await page.context().close();
  });

  it("opens the catalogue's filter menus and follows their choices", async () => {
    const page = await open("/engagement-rings");
    const metal = page.locator("details.cat-filter").first();
    await metal.locator("summary").click();
    await expect(metal.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    const option = metal.locator(".cat-filter__option").first();
    await expect(option.isVisible()).resolves.toBe(true);
    const href = (await option.getAttribute("href"))!;
    await Promise.all([page.waitForURL((url) => url.pathname === href, { timeout: 30_000 }), option.click()]);
    await expect(page.locator(".cat-filter__option[aria-current=true]").count()).resolves.toBeGreaterThan(0);
    await page.context().close();
  });
});
