import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A visitor from the US: the store suggests a region from the browser's languages (Accept-Language and
 * navigator.languages, server/services/site.ts regionSuggestFor), so en-US is suggested the US store.
 */
async function usVisitor(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl(),
    locale: "en-US",
    extraHTTPHeaders: { "accept-language": "en-US" },
  });
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name);
}

async function started(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
}

/** Opens the UK home page as a US visitor and closes the region modal the way `close` does. */
async function closeModalOnUkPage(close: (page: Page) => Promise<void>): Promise<Page> {
  const context = await usVisitor();
  const page = await context.newPage();
  await page.goto("/");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor({ state: "visible", timeout: 15_000 });
  await expect(dialog.getByRole("button", { name: "Continue to United Kingdom" }).isVisible()).resolves.toBe(true);
  await close(page);
  await dialog.waitFor({ state: "hidden" });
  // Nothing moved: closing is not choosing.
  expect(new URL(page.url()).pathname).toBe("/");
  return page;
}

/** After closing: no region stored, a /us/ page stays in the US store in dollars, and the modal is not offered again. */
async function expectNothingChosen(page: Page): Promise<void> {
  const names = await cookieNames(page);
  expect(names).not.toContain("locale");
  expect(names).not.toContain("currency");
  expect(names).toContain("region_dismissed");

  const res = await page.goto("/us/engagement-rings");
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/us/engagement-rings");
  await started(page);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en-US");
  // Priced in dollars: every design's price.
  const prices = await page.locator(".cat-card__price").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/\$[\d,]+/);
  await expect(page.getByText(/£[\d,]+/).count()).resolves.toBe(0);
  await expect(page.getByRole("dialog").count()).resolves.toBe(0);

  // Following a link within the US store keeps the visitor there.
  const html = await (await page.context().request.get("/us/wedding-rings", { maxRedirects: 0 })).text();
  expect(html).toContain('<html lang="en-US"');

  // Back on a UK page, the modal is not offered again.
  await page.goto("/");
  await started(page);
  await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  await page.context().close();
}

describe("closing the region modal chooses nothing", () => {
  it("Escape: a US visitor stays free to shop in the US store, in dollars", async () => {
    const page = await closeModalOnUkPage((p) => p.keyboard.press("Escape"));
    await expectNothingChosen(page);
  });

  it("the close button: the same", async () => {
    const page = await closeModalOnUkPage((p) => p.getByRole("dialog").getByRole("button", { name: "Close" }).click());
    await expectNothingChosen(page);
  });

  it("'Continue to United Kingdom' is a choice: it is stored", async () => {
    const context = await usVisitor();
    const page = await context.newPage();
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    await dialog.getByRole("button", { name: "Continue to United Kingdom" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("UK");
    await context.close();
  });
});
