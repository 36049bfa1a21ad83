import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser } from "./browser.ts";

/**
 * The ring builder's journeys (docs/product.md#ring-builder) in the built store: a setting first, then
 * a stone that fits it; a stone first, then a setting that takes it; the ring's dialog with a ring
 * size; removing either item; one journey by keyboard alone; axe on the step bar and the dialog.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh visitor (own cookies) with the region chosen and the cookie banner dismissed. */
async function open(path: string, options: { width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: 900 }, baseURL: baseUrl() });
  await context.addCookies([
    { name: "locale", value: "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return page;
}

/** Waits until React has hydrated an element (it carries React's fiber keys). */
async function hydrated(locator: Locator): Promise<void> {
  await locator.first().waitFor({ timeout: 45_000 });
  await locator
    .first()
    .page()
    .waitForFunction((el) => el !== null && Object.keys(el).some((k) => k.startsWith("__react")), await locator.first().elementHandle(), {
      timeout: 45_000,
    });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const money = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The step bar's step `n` (1 setting, 2 stone, 3 your ring). */
const step = (page: Page, n: 1 | 2 | 3) => page.locator(`[data-ring-steps] [data-step="${n}"]`);

/** A round-centre setting's page, hydrated, with a ring size chosen. */
async function openSetting(page: Page): Promise<{ name: string; price: number }> {
  await page.goto("/engagement-rings/all-metals/all-styles/round", { waitUntil: "domcontentloaded" });
  const card = page.locator(".cat-grid a").first();
  await page.goto((await card.getAttribute("href"))!, { waitUntil: "domcontentloaded" });
  await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
  return { name: (await page.locator("h1").textContent())!, price: money(await page.locator(".cat-product__amount").textContent()) };
}

/** The ring's dialog, once hydrated (the server renders the same content as a page). */
async function ringDialog(page: Page): Promise<Locator> {
  await page.waitForURL((url) => url.pathname === "/engagement-rings/your-ring", { timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Your ring" });
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

/**
 * Runs a step that needs the step bar's "your ring" link reachable after the ring's dialog has
 * closed; when it fails, the error also says what held focus, what lay over the link and which of
 * its ancestors were inert or hidden, so that a failure in CI can be explained from its log.
 */
async function withRingLink(page: Page, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const link = document.querySelector<HTMLElement>("[data-ring-steps] [data-step='3'] a");
        const lines = [`at ${location.pathname}, focus on ${document.activeElement?.outerHTML.slice(0, 100) ?? "nothing"}`];
        if (!link) return [...lines, "no step bar link"].join("\n");
        const box = link.getBoundingClientRect();
        const over = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        lines.push(
          `link at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}; on top there: ${over?.outerHTML.slice(0, 100) ?? "nothing"}`,
        );
        for (let el: HTMLElement | null = link; el; el = el.parentElement) {
          if (el.inert || el.hasAttribute("aria-hidden") || getComputedStyle(el).pointerEvents === "none") {
            lines.push(
              `  <${el.tagName.toLowerCase()} class="${el.className}"> inert=${el.inert} aria-hidden=${el.getAttribute("aria-hidden")} pointer-events=${getComputedStyle(el).pointerEvents}`,
            );
          }
        }
        lines.push(
          `dialogs open: ${document.querySelectorAll("[role=dialog]").length}; inert elements: ${document.querySelectorAll("[inert]").length}`,
        );
        return lines.join("\n");
      })
      .catch((e: unknown) => `(the page could not be read: ${String(e)})`);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${state}`, { cause: error });
  }
}

describe("ring builder: setting first", () => {
  it("stores the setting, shows the stones that fit it under a step bar, adds one and shows the ring with its size", async () => {
    const page = await open("/");
    const setting = await openSetting(page);
    await page.locator("#ring-size-field select").selectOption({ index: 4 });
    const size = await page.locator("#ring-size-field select").inputValue();
    await page.locator("[data-action=proceed]").click();

    await page.waitForURL((url) => url.pathname === "/engagement-rings/stone-recommendations/natural-diamonds", { timeout: 30_000 });
    // Step 1 names the setting and its price; step 2 is the current one.
    await expect(step(page, 1).textContent()).resolves.toContain(setting.name);
    expect(money(await step(page, 1).locator("[data-price]").textContent())).toBe(setting.price);
    await expect(step(page, 2).locator("a").getAttribute("aria-current")).resolves.toBe("step");
    // The shape is locked to the setting's, with a note; every stone shown is round.
    await expect(page.locator("[data-shape-locked]").getAttribute("data-shape-locked")).resolves.toBe("ROUND");
    await expect(page.locator("[data-shape-locked]").textContent()).resolves.toContain("Your setting takes round stones only");
    const shapes = await page.locator(".stone-table__link > span:not(.visually-hidden)").allTextContents();
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape.toLowerCase()).toContain("round");

    // A stone's page keeps the step bar and adds the stone to the ring.
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await expect(step(page, 1).textContent()).resolves.toContain(setting.name);
    const stonePrice = money(await page.locator(".stone-detail__price").textContent());
    const addButton = page.locator("[data-action=add-to-ring]");
    await hydrated(addButton);
    await expect(addButton.textContent()).resolves.toBe("Add to your ring");
    await addButton.click();

    const dialog = await ringDialog(page);
    await expect(dialog.locator("[data-item=mount]").textContent()).resolves.toContain(setting.name);
    expect(money(await dialog.locator("[data-item=stone] [data-price]").textContent())).toBe(stonePrice);
    expect(money(await dialog.locator("[data-total]").textContent())).toBe(setting.price + stonePrice);
    // The stone was added last; UK visitors see instalments; the ring arrives with the later item.
    await expect(dialog.locator("[data-item=stone]").getAttribute("data-last-added")).resolves.toBe("true");
    await expect(dialog.locator("[data-finance]").count()).resolves.toBe(1);
    await expect(dialog.locator("[data-delivery-date]").count()).resolves.toBe(1);
    // The size chosen on the setting's page travelled with it; another size is kept too.
    const select = dialog.locator("#rb-ring-size select");
    await expect(select.inputValue()).resolves.toBe(size);
    // The change is saved by the API in the background; the page shows it at once.
    const saved = page.waitForResponse(
      (res) => res.url().includes("/graphql") && `${res.url()} ${res.request().postData() ?? ""}`.includes("RingBuilderSet"),
      { timeout: 10_000 },
    );
    await select.selectOption({ index: 6 });
    const chosen = await select.inputValue();
    await expect.poll(() => dialog.locator("#rb-ring-size select").inputValue(), { timeout: 10_000 }).toBe(chosen);
    expect((await saved).ok()).toBe(true);
    await expect(dialog.locator("[data-action=order]").textContent()).resolves.toBe("Add to bag");
    // The ring goes into the bag: a form posted to the bag's page (docs/product.md#the-bag).
    expect(await dialog.locator("form[data-add-to-bag=ring]").getAttribute("action")).toBe("/cart/view");

    // A reload renders the ring on the server with the chosen size.
    const html = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(html).toContain(setting.name);
    expect(html).toMatch(new RegExp(`<option value="${chosen.replace("|", "\\|")}" selected`));

    // Close returns to the stone's page, focus on the step bar's "your ring".
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/diamond-search/"), { timeout: 10_000 });
    await withRingLink(page, () =>
      page.waitForFunction(() => document.activeElement?.closest("[data-step='3']") !== null, null, { timeout: 10_000 }),
    );
    await expect(page.locator("[data-stone-in-ring]").count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe("ring builder: stone first", () => {
  it("stores the stone, lists only the recommended settings that take it, and makes the ring", async () => {
    const page = await open("/diamonds/natural/round?carat_min=0.90&carat_max=1.20");
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    const stoneTitle = (await page.locator(".stone-detail__title").textContent())!;
    const addButton = page.locator("[data-action=add-to-ring]");
    await hydrated(addButton);
    await expect(addButton.textContent()).resolves.toBe("Add to a ring");
    await addButton.click();

    await page.waitForURL(
      (url) => url.pathname === "/engagement-rings/all-metals/all-styles/round" && url.search === "?recommendations=yes",
      { timeout: 30_000 },
    );
    // The address changes before React commits the new page: wait for the listing's heading.
    await page.locator("h1", { hasText: "Settings for your round stone" }).waitFor({ timeout: 30_000 });
    await expect(step(page, 2).textContent()).resolves.toContain(stoneTitle);
    await expect(step(page, 1).locator("a").getAttribute("aria-current")).resolves.toBe("step");
    const cards = page.locator(".cat-grid a");
    expect(await cards.count()).toBeGreaterThan(0);
    // Every setting listed is in the stone's shape.
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")))
      expect(href).toMatch(/round-diamond/);

    await page.goto((await cards.first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    await expect(step(page, 2).textContent()).resolves.toContain(stoneTitle);
    await page.locator("#ring-size-field select").selectOption({ index: 5 });
    await page.locator("[data-action=proceed]").click();

    const dialog = await ringDialog(page);
    await expect(dialog.locator("[data-item=stone]").textContent()).resolves.toContain(stoneTitle);
    await expect(dialog.locator("[data-item=mount]").getAttribute("data-last-added")).resolves.toBe("true");
    expect(await dialog.locator("#rb-ring-size select").inputValue()).not.toBe("");
    expect(money(await dialog.locator("[data-total]").textContent())).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe("ring builder: a setting that does not take the ring's stone", () => {
  it("says so, and offers this setting with another stone, keeping the ring size", async () => {
    const page = await open("/diamonds/natural/round?carat_min=0.90&carat_max=1.20");
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await hydrated(page.locator("[data-action=add-to-ring]"));
    await page.locator("[data-action=add-to-ring]").click();
    await page.waitForURL((url) => url.search === "?recommendations=yes", { timeout: 30_000 });

    // An oval setting's page: the round stone does not fit it, and the page says so before any choice.
    await page.goto("/engagement-rings/all-metals/all-styles/oval", { waitUntil: "domcontentloaded" });
    await page.goto((await page.locator(".cat-grid a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    await expect(page.locator("[data-stone-not-for-setting]").textContent()).resolves.toContain("does not fit this setting");
    const proceed = page.locator("[data-action=proceed]");
    await expect(proceed.textContent()).resolves.toBe("Choose another stone");
    await page.locator("#ring-size-field select").selectOption({ index: 2 });
    const size = await page.locator("#ring-size-field select").inputValue();
    await proceed.click();
    // The setting replaces the stone; the stones offered next are the setting's shape.
    await page.waitForURL((url) => url.pathname === "/engagement-rings/stone-recommendations/natural-diamonds", { timeout: 30_000 });
    await expect(page.locator("[data-shape-locked]").getAttribute("data-shape-locked")).resolves.toBe("OVAL");
    await expect(step(page, 2).getAttribute("data-chosen")).resolves.toBeNull();
    await step(page, 3).locator("a").click();
    const dialog = await ringDialog(page);
    await expect(dialog.locator("#rb-ring-size select").inputValue()).resolves.toBe(size);
    await page.context().close();
  });
});

describe("ring builder: the step bar", () => {
  it("stays right under the sticky header as the page scrolls", async () => {
    const page = await open("/");
    await openSetting(page);
    await page.locator("#ring-size-field select").selectOption({ index: 2 });
    await page.locator("[data-action=proceed]").click();
    await page.waitForURL((url) => url.pathname.startsWith("/engagement-rings/stone-recommendations/"), { timeout: 30_000 });
    await page.locator("[data-ring-steps]").waitFor();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    const gap = () =>
      page.evaluate(() => {
        const header = document.querySelector(".site-header")!.getBoundingClientRect();
        const bar = document.querySelector("[data-ring-steps]")!.getBoundingClientRect();
        return window.scrollY > 500 ? Math.round(bar.top - header.bottom) : null;
      });
    await expect.poll(gap, { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});

describe("ring builder: changing the ring", () => {
  it("removing the stone goes back to the setting's page; removing the setting goes to the settings of its shape", async () => {
    const page = await open("/");
    const setting = await openSetting(page);
    const settingPath = pathOf(page);
    await page.locator("#ring-size-field select").selectOption({ index: 2 });
    await page.locator("[data-action=proceed]").click();
    await page.waitForURL((url) => url.pathname.startsWith("/engagement-rings/stone-recommendations/"), { timeout: 30_000 });
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await hydrated(page.locator("[data-action=add-to-ring]"));
    await page.locator("[data-action=add-to-ring]").click();
    let dialog = await ringDialog(page);

    await dialog.locator("[data-remove=stone]").click();
    await page.waitForURL((url) => url.pathname === settingPath, { timeout: 30_000 });
    await expect(step(page, 2).textContent()).resolves.toContain("Choose a stone");
    await expect(step(page, 1).textContent()).resolves.toContain(setting.name);

    await withRingLink(page, () => step(page, 3).locator("a").click());
    dialog = await ringDialog(page);
    await expect(dialog.locator("[data-item=stone]").textContent()).resolves.toContain("Choose a stone for your setting.");
    await dialog.locator("[data-remove=mount]").click();
    await page.waitForURL((url) => url.pathname === "/engagement-rings/all-metals/all-styles/round", { timeout: 30_000 });

    // Nothing is left: the ring invites the visitor to start again.
    await page.goto("/engagement-rings/your-ring", { waitUntil: "domcontentloaded" });
    await expect(page.locator("[data-ring-empty] h2").textContent()).resolves.toBe("Your ring is empty");
    await expect(page.locator("[data-ring-empty] a").allTextContents()).resolves.toEqual([
      "Start with a setting",
      "Start with a diamond",
      "Start with a gemstone",
    ]);
    await page.context().close();
  });

  it("renders the empty ring on the server for a visitor who has none", async () => {
    const res = await fetch(`${baseUrl()}/engagement-rings/your-ring`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Your ring is empty");
    expect(html).toContain('content="noindex, follow"');
  });
});

describe("ring builder: keyboard only", () => {
  /** Presses Tab until focus is on an element matching `selector` (at most `limit` presses). */
  async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  it("chooses a setting, a size, a stone and opens the ring without a pointer; Escape leaves the dialog", async () => {
    const page = await open("/");
    await openSetting(page);
    await tabTo(page, "#ring-size-field select");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "[data-action=proceed]");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/engagement-rings/stone-recommendations/natural-diamonds", { timeout: 30_000 });
    await hydrated(page.locator(".stone-results a"));

    await tabTo(page, ".stone-results a");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/diamond-search/"), { timeout: 30_000 });
    await hydrated(page.locator("[data-action=add-to-ring]"));
    await tabTo(page, "[data-action=add-to-ring]");
    await page.keyboard.press("Enter");

    const dialog = await ringDialog(page);
    // Focus is inside the dialog and stays there.
    await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]") !== null);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    }
    expect(await dialog.locator("#rb-ring-size select").inputValue()).not.toBe("");
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname.startsWith("/diamond-search/"), { timeout: 10_000 });
    await withRingLink(page, () =>
      page.waitForFunction(() => document.activeElement?.closest("[data-step='3']") !== null, null, { timeout: 10_000 }),
    );
    await page.context().close();
  });
});

describe("ring builder: accessibility", () => {
  it("has no axe violations on the step bar and the ring's dialog, on a phone and a desktop", async () => {
    for (const width of [390, 1440]) {
      const page = await open("/", { width });
      await openSetting(page);
      await page.locator("#ring-size-field select").selectOption({ index: 3 });
      await page.locator("[data-action=proceed]").click();
      await page.waitForURL((url) => url.pathname.startsWith("/engagement-rings/stone-recommendations/"), { timeout: 30_000 });
      await page.locator("[data-ring-steps]").waitFor();
      expect(await axeViolations(page, "[data-ring-steps]"), `step bar at ${width}px`).toEqual([]);
      await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
      await hydrated(page.locator("[data-action=add-to-ring]"));
      await page.locator("[data-action=add-to-ring]").click();
      await ringDialog(page);
      expect(await axeViolations(page, ".rb-ring-overlay"), `ring dialog at ${width}px`).toEqual([]);
      await page.context().close();
    }
  });
});
