import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, openStarted, ukVisitor } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What has focus: its focus id (data-focus-id), else its tag, so a lost focus reads "BODY". */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLElement ? (el.dataset["focusId"] ?? el.tagName) : "none";
  });
}

/** Presses Enter on the focused control and waits for the address to change and the page to settle. */
async function enterAndWait(page: Page): Promise<void> {
  const before = page.url();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.href !== before, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
}

describe("the keyboard keeps its place", () => {
  it("a metal chosen on a product page keeps focus on that metal in the page it opens", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/engagement-rings");
    const product = await page.locator("a.cat-card__link").first().getAttribute("href");
    await page.goto(product!);
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true");
    const option = page.locator(".cat-switcher[data-kind=metal] a:not([aria-current])").first();
    const id = await option.getAttribute("data-focus-id");
    await option.focus();
    await enterAndWait(page);
    expect(await focused(page)).toBe(id);
    await expect(page.locator(`[data-focus-id="${id}"]`).getAttribute("aria-current")).resolves.toBe("page");
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".site-header, .site-announcements")))).toBe(false);
    await context.close();
  });

  it("a shape chosen in a listing and in the stone search keeps focus on that shape", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/engagement-rings");
    const tile = page.locator(".cat-shaperow a").nth(2);
    const tileId = await tile.getAttribute("data-focus-id");
    await tile.focus();
    await enterAndWait(page);
    expect(await focused(page)).toBe(tileId);

    await page.goto("/diamonds");
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true");
    const shape = page.locator("button.stone-shape").nth(1);
    const shapeId = await shape.getAttribute("data-focus-id");
    await shape.focus();
    await enterAndWait(page);
    expect(await focused(page)).toBe(shapeId);
    await expect(page.locator(`[data-focus-id="${shapeId}"]`).getAttribute("aria-pressed")).resolves.toBe("true");
    await context.close();
  });

  it("a filter of a listing's drop-down gives focus back to its drop-down", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/engagement-rings");
    const summary = page.locator(".cat-filter__summary").first();
    const key = await summary.getAttribute("data-focus-id");
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cat-filter__option"))).toBe(true);
    await enterAndWait(page);
    expect(await focused(page)).toBe(key);
    await context.close();
  });

  it("the stone search's first stone is a few Tab stops away: Skip to results", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/diamonds");
    // From the top of the page: the shell's own skip link, then the page's.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    let stops = 0;
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== "Skip to results" && stops < 12) {
      await page.keyboard.press("Tab");
      stops++;
    }
    expect(stops).toBeLessThan(12);
    await expect(page.getByRole("link", { name: "Skip to results" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    let more = 0;
    while (!(await page.evaluate(() => Boolean(document.activeElement?.closest(".stone-results__list")))) && more < 10) {
      await page.keyboard.press("Tab");
      more++;
    }
    // The sort, then the first stone.
    expect(more).toBeLessThanOrEqual(3);
    await context.close();
  });
});

describe("on a phone", () => {
  it("the stone search shows its first stones on the first screen (390 × 844)", async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      baseURL: baseUrl(),
      locale: "en-GB",
    });
    await phone.addCookies([
      { name: "locale", value: "UK", url: baseUrl() },
      { name: "cookies_dimissed", value: "1", url: baseUrl() },
    ]);
    const page = await openStarted(phone, "/diamonds");
    const card = page.locator(".stone-card").first();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    // Its picture and most of the card are on the first screen.
    expect(box!.y + box!.height * 0.6).toBeLessThan(844);
    await phone.close();
  });
});

describe("the stone drawings", () => {
  it("a Toi et Moi setting's page says what its second stone is", async () => {
    const context = await ukVisitor(browser);
    const page = await openStarted(context, "/engagement-rings/all-metals/toi-et-moi");
    const product = await page.locator("a.cat-card__link").first().getAttribute("href");
    await page.goto(product!);
    await expect(page.locator("[data-second-stone]").textContent()).resolves.toMatch(
      /^The second stone, a 0\.50ct (pear|oval) diamond, is part of the setting\.$/,
    );
    await context.close();
  });
});
