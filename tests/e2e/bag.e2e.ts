import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations, launchBrowser, openStarted, ukVisitor } from "./browser.ts";

/**
 * The bag's journey (docs/product.md#the-bag) in the built store: a ready-to-go ring and a loose stone
 * added, the header's count, the bag's page with a promo code applied and a line removed, axe clean.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page) => page.locator("a.bag-count").getAttribute("data-bag-count");

describe("the bag", () => {
  it("takes a ready-to-go ring and a stone, counts them, applies a promo code and removes a line", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/ready-to-go");
    const href = await page.locator(".cat-grid a").first().getAttribute("href");
    await page.goto(href!);
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    // A ring needs its size first.
    const sizes = page.locator("#ring-size-field select");
    if (await sizes.count()) {
      await page.locator("[data-action=proceed]").click();
      await page.getByRole("alert").filter({ hasText: "Please select a ring size" }).waitFor();
      const values = await sizes.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await sizes.selectOption(values.find((v) => v)!);
    }
    await page.locator("[data-action=proceed]").click();
    await page.waitForURL((url) => url.pathname === "/cart/view", { timeout: 30_000 });
    await expect(page.locator("[data-bag-line]").count()).resolves.toBe(1);
    await expect(page.locator("[data-bag-line]").first().getAttribute("data-bag-line")).resolves.toBe("READY_TO_GO");

    // A loose stone from its page.
    await page.goto("/diamonds/natural/all-shapes");
    const stone = await page.locator(".stone-table tbody th a").first().getAttribute("href");
    await page.goto(stone!);
    await page.locator("[data-action=add-stone-to-bag]").click();
    await page.waitForURL((url) => url.pathname === "/cart/view", { timeout: 30_000 });
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    await expect(page.locator("[data-bag-line]").count()).resolves.toBe(2);
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("2");

    // The count is the browser's: the header of any page says it too.
    const home = await openStarted(context, "/about-us/contacts");
    await expect.poll(() => count(home), { timeout: 15_000 }).toBe("2");
    await home.close();

    // A promo code, with what it saves.
    await page.getByLabel("Promo code").fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect
      .poll(() => page.locator(".bag-promo__applied").textContent(), { timeout: 15_000 })
      .toMatch(/^WELCOME10 applied: you save £[\d,.]+$/);
    await page.locator("[data-bag-discount]").waitFor();
    expect(await axeViolations(page), "the bag").toEqual([]);

    // Remove the stone.
    await page.locator("[data-bag-line=STONE] [data-remove]").click();
    await expect.poll(() => page.locator("[data-bag-line]").count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("1");

    // And the ring: the empty bag's ways into the store.
    await page.locator("[data-bag-line] [data-remove]").click();
    await page.locator("[data-bag-empty]").waitFor({ timeout: 15_000 });
    expect(await axeViolations(page), "the empty bag").toEqual([]);
    await context.close();
  });

  it("is axe clean at 390 px", async () => {
    const context = await ukVisitor(browser, 390);
    const page = await openStarted(context, "/cart/view");
    await page.locator("[data-bag-empty]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
