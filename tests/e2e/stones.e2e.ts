import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens a page as a returning UK visitor (or of another region: region chosen, cookie banner
 * dismissed), so no overlay covers the search.
 */
async function openPage(browser: Browser, path: string, options: { width?: number; height?: number; region?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    baseURL: baseUrl(),
  });
  await context.addCookies([
    { name: "locale", value: options.region ?? "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "true", url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The live result count ("1,234 diamonds") as a number. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator(".stone-results__count").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "visible" });
}

async function attr(locator: Locator, name: string): Promise<string> {
  await locator.first().waitFor();
  return (await locator.first().getAttribute(name)) ?? "";
}

async function text(locator: Locator): Promise<string> {
  await locator.first().waitFor();
  return (await locator.first().textContent()) ?? "";
}

/** Marks the document so a full reload would be noticed. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Waits until React has hydrated the search (its elements carry React's fiber keys). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector(".stone-shape");
    return el !== null && Object.keys(el).some((k) => k.startsWith("__react"));
  });
}

describe("diamond search", () => {
  it("renders the first page on the server", async () => {
    const res = await fetch(`${baseUrl()}/diamonds/natural/all-shapes`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Natural Diamonds");
    expect(html).toMatch(/class="stone-table"/);
    expect(html).toMatch(/<title>[^<]*Natural Diamonds[^<]*<\/title>/);
  });

  it("redirects diamond-search to the filtered view", async () => {
    const res = await fetch(`${baseUrl()}/diamond-search`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/diamonds/natural/all-shapes");
  });

  it("answers a search address with a trailing slash with 301 to its one address", async () => {
    for (const [from, to] of [
      ["/diamonds/natural/all-shapes/", "/diamonds/natural/all-shapes"],
      ["/us/diamonds/lab-grown/", "/us/diamonds/lab-grown"],
      ["/diamonds/natural/oval/?carat_min=1.00", "/diamonds/natural/oval?carat_min=1.00"],
    ]) {
      const res = await fetch(`${baseUrl()}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });

  it("filters by shape and carat without reloading, updating the count and the URL", async () => {
    const page = await openPage(browser, "/diamonds/natural/all-shapes");
    await hydrated(page);
    await markDocument(page);
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);

    await page.getByRole("button", { name: /^Oval/ }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/diamonds\/natural\/oval$/);
    await expect.poll(() => resultCount(page), { timeout: 15_000 }).toBeLessThan(all);
    const ovals = await resultCount(page);
    expect(ovals).toBeGreaterThan(0);
    expect(await attr(page.getByRole("button", { name: /^Oval/ }), "aria-pressed")).toBe("true");

    const thumb = page.getByRole("slider", { name: "Minimum carat" });
    await thumb.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("PageUp");
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/carat_min=\d+\.\d{2}/);
    await expect.poll(() => resultCount(page), { timeout: 15_000 }).toBeLessThan(ovals);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it("opens a stone with its grades, certificate and price", async () => {
    const page = await openPage(browser, "/diamonds/natural/all-shapes");
    await hydrated(page);
    const first = page.locator(".stone-table tbody th a").first();
    await first.click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/diamond-search\/[a-z0-9]+-/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => text(heading), { timeout: 15_000 }).toMatch(/\d\.\d{2}ct .* Natural Diamond/);
    const detail = page.locator(".stone-detail");
    expect(await text(detail.locator(".stone-detail__price"))).toMatch(/£[\d,]+/);
    await visible(detail.getByText("Clarity"));
    await visible(detail.locator("img").first());
    await page.context().close();
  });

  it("shows the no-stones state with its ways out", async () => {
    const page = await openPage(browser, "/diamonds/natural/all-shapes?carat_min=900.00");
    await visible(page.getByRole("heading", { name: "No stones found" }));
    expect(await attr(page.getByRole("link", { name: "Make a request" }), "href")).toMatch(/about-us\/contacts/);
    expect(await attr(page.getByRole("link", { name: "Reset filters" }), "href")).toBe("/diamonds/natural/all-shapes");
    await visible(page.getByRole("button", { name: "Adjust filters" }));
    await page.context().close();
  });

  it("answers a sold or unknown stone's URL with 404 and asks to choose another", async () => {
    const res = await fetch(`${baseUrl()}/lab-grown-diamond-search/ZZZZZZ9`);
    expect(res.status).toBe(404);
    const page = await openPage(browser, "/lab-grown-diamond-search/ZZZZZZ9");
    await visible(page.getByRole("heading", { level: 1, name: "Stone not found" }));
    await visible(page.getByText(/Please choose another/));
    await page.context().close();
  });

  it("keeps the non-SKU search state in the hash", async () => {
    const page = await openPage(browser, "/diamonds/lab-grown");
    await hydrated(page);
    await markDocument(page);
    const all = await resultCount(page);
    await page.getByRole("button", { name: /^Pear/ }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/diamonds\/lab-grown#shape\[\]=pear$/);
    await expect.poll(() => resultCount(page), { timeout: 15_000 }).toBeLessThan(all);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it("shows the stone chosen in the hash, when chosen and when the address is opened", async () => {
    const page = await openPage(browser, "/diamonds/lab-grown");
    await hydrated(page);
    await markDocument(page);
    await page.locator(".stone-table tbody th a").first().click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/diamonds\/lab-grown#stone=[2-9A-HJKMNP-Z]{8}$/);
    const detail = page.locator(".stone-detail");
    await expect.poll(() => text(detail.locator(".stone-detail__title")), { timeout: 15_000 }).toMatch(/\d\.\d{2}ct/);
    expect(await text(detail.locator(".stone-detail__price"))).toMatch(/£[\d,]+/);
    expect(await sameDocument(page)).toBe(true);
    const shared = new URL(page.url());
    await page.context().close();

    // A shared address: the server renders the search, the browser shows the stone.
    const opened = await openPage(browser, `${shared.pathname}${shared.hash}`);
    const title = opened.locator(".stone-detail .stone-detail__title");
    await expect.poll(() => text(title), { timeout: 15_000 }).toMatch(/\d\.\d{2}ct/);
    await opened.context().close();
  });

  it("says so inline and keeps the results when an update in the hash fails", async () => {
    const page = await openPage(browser, "/gemstones/natural");
    await hydrated(page);
    const before = await resultCount(page);
    const firstRow = await text(page.locator(".stone-table tbody th a"));
    await page.route("**/graphql**", (route) => route.abort());
    await page.locator(".stone-shape").first().click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/gemstones\/natural#shape\[\]=/);
    await page
      .getByRole("alert")
      .filter({ hasText: /Something went wrong/ })
      .waitFor({ state: "visible", timeout: 30_000 });
    expect(await resultCount(page)).toBe(before);
    expect(await text(page.locator(".stone-table tbody th a"))).toBe(firstRow);
    await page.context().close();
  });

  it("serves the diamond report, and 404 for a malformed id", async () => {
    expect((await fetch(`${baseUrl()}/diamonds/abc1234/dtl`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/diamonds/ABC12345/dtl`)).status).toBe(404);
    const page = await openPage(browser, "/diamonds/natural/all-shapes");
    const href = await page.locator(".stone-table tbody th a").first().getAttribute("href");
    await page.goto(href!);
    const id = (await text(page.locator(".stone-specs__row", { hasText: "Stone ID" }).locator("dd"))).trim();
    expect(id).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const res = await page.goto(`/diamonds/${id}/dtl`);
    expect(res?.status()).toBe(200);
    expect(await text(page.getByRole("heading", { level: 1 }))).toMatch("Natural Diamond");
    await visible(page.getByRole("heading", { name: "Grading" }));
    await page.context().close();
  });

  it("is axe clean on desktop and mobile", async () => {
    for (const width of [1440, 390]) {
      const page = await openPage(browser, "/diamonds/natural/all-shapes", { width, height: 900 });
      await hydrated(page);
      expect(await axeViolations(page, ".stone-search")).toEqual([]);
      await page.context().close();
    }
  });
});

describe("stone search in the visitor's locale", () => {
  /** The search's own text as the visitor reads it (the shell around it has its own tests). */
  async function searchText(page: Page): Promise<string> {
    await page.locator(".stone-search").waitFor();
    return page.locator(".stone-search").innerText();
  }

  it("reads Color on the United States store where the British one reads Colour", async () => {
    const uk = await openPage(browser, "/diamonds/natural/all-shapes");
    await hydrated(uk);
    await visible(uk.locator(".stone-filter legend", { hasText: /^Colour$/ }));
    expect(await text(uk.locator(".stone-table thead"))).toContain("Colour");
    await uk.context().close();

    // After hydration, so the browser's messages agree with the server's.
    const us = await openPage(browser, "/us/diamonds/natural/all-shapes", { region: "US" });
    await hydrated(us);
    await visible(us.locator(".stone-filter legend", { hasText: /^Color$/ }));
    expect(await text(us.locator(".stone-table thead"))).toContain("Color");
    expect(await text(us.locator(".stone-tabs"))).toContain("Colored diamonds");
    const words = await searchText(us);
    expect(words).not.toMatch(/colour/i);
    expect(words).not.toMatch(/\bstone_[a-z_]+/);
    expect(await text(us.locator(".stone-results__count"))).toMatch(/^[\d,]+ diamonds$/);
    await us.context().close();
  });

  it("titles the United States coloured-diamond page Colored, keeping the British spelling in the path", async () => {
    const us = await openPage(browser, "/us/coloured-diamonds/natural/all-colours/all-shapes", { region: "US" });
    expect(await us.title()).toMatch(/^Natural Colored Diamonds \| /);
    expect(await text(us.getByRole("heading", { level: 1 }))).toBe("Natural Colored Diamonds");
    expect(new URL(us.url()).pathname).toBe("/us/coloured-diamonds/natural/all-colours/all-shapes");
    await us.context().close();
    const uk = await openPage(browser, "/coloured-diamonds/natural/all-colours/all-shapes");
    expect(await uk.title()).toMatch(/^Natural Coloured Diamonds \| /);
    await uk.context().close();
  });

  it("shows a United States stone in American words, with no message left untranslated", async () => {
    const page = await openPage(browser, "/us/diamonds/natural/all-shapes", { region: "US" });
    await hydrated(page);
    await page.locator(".stone-table tbody th a").first().click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/us\/diamond-search\/[a-z0-9]+-/);
    const detail = page.locator(".stone-detail");
    await visible(detail.locator("dt", { hasText: /^Color$/ }));
    expect(await text(detail.getByRole("link", { name: "Inquire about this stone" }))).toBe("Inquire about this stone");
    const words = await searchText(page);
    expect(words).not.toMatch(/colour|enquire/i);
    expect(words).not.toMatch(/\bstone_[a-z_]+/);
    await page.context().close();
  });
});
