import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser } from "./browser.ts";
import { METALS } from "../../core/vocabulary/metals.ts";
import { RING_STYLES } from "../../core/vocabulary/engagement.ts";
import { SHAPES } from "../../core/vocabulary/shapes.ts";
import { IMAGE_SIZES, type ImageSize } from "../../core/vocabulary/media.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with the region chosen and the cookie banner dismissed, so no overlay covers the catalogue. */
async function open(path: string, options: { width?: number; region?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1440, height: 900 }, baseURL: baseUrl() });
  await context.addCookies([
    { name: "locale", value: options.region ?? "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await interactive(page);
  return page;
}

/** Waits until the catalogue page is hydrated (images drawn for the first time may still be loading). */
async function interactive(page: Page): Promise<void> {
  await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Card prices as numbers ("£1,840" -> 1840). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".cat-card [data-price]").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, "")));
}

async function chooseFilter(page: Page, filter: string): Promise<string> {
  await page.locator(`summary[data-filter="${filter}"]`).click();
  const option = page.locator(`.cat-filter[open] a.cat-filter__option:not([aria-current])`).first();
  const code = (await option.getAttribute("data-code"))!;
  await option.click();
  return code;
}

describe("catalogue listings", () => {
  it("filters by metal, style and shape from the filter bar and lands on the right URL", async () => {
    const page = await open("/engagement-rings");
    await expect(page.locator("h1").textContent()).resolves.toBe("Engagement Rings");

    const metal = await chooseFilter(page, "metal");
    const metalSlug = METALS.get(metal as never).slug;
    await page.waitForURL((url) => url.pathname === `/engagement-rings/${metalSlug}`);
    // The address changes before React commits the new page: wait for the listing to show the filter.
    await expect.poll(() => page.locator(".cat-chip").count()).toBe(1);

    const style = await chooseFilter(page, "ringStyle");
    const styleSlug = RING_STYLES.get(style as never).slug;
    await page.waitForURL((url) => url.pathname === `/engagement-rings/${metalSlug}/${styleSlug}`);
    await expect.poll(() => page.locator(".cat-chip").count()).toBe(2);

    const shapeLink = page.locator(".cat-shaperow a:not([aria-current])").first();
    const shape = (await shapeLink.getAttribute("data-code"))!;
    await shapeLink.click();
    const shapeSlug = SHAPES.find((s) => s.code === shape)!.slug;
    await page.waitForURL((url) => url.pathname === `/engagement-rings/${metalSlug}/${styleSlug}/${shapeSlug}`);

    const label = SHAPES.find((s) => s.code === shape)!.label;
    await expect.poll(() => page.locator("h1").textContent()).toContain(label);
    const heading = await page.locator("h1").textContent();
    expect(heading).toContain(METALS.get(metal as never).label);
    expect(heading).toContain(RING_STYLES.get(style as never).label);
    // The chosen filters show as chips that lead back.
    await expect.poll(() => page.locator(".cat-chip").count()).toBe(3);
    await page.context().close();
  });

  it("sorts and filters by price in the hash without reloading the page", async () => {
    const page = await open("/engagement-rings");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const before = await cardPrices(page);

    await page.locator(".cat-sort select").selectOption("PRICE_DESCENDING");
    await page.waitForURL((url) => url.hash === "#sort=price_descending");
    await expect.poll(async () => (await cardPrices(page)).join(","), { timeout: 10_000 }).not.toBe(before.join(","));
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // A price ceiling below the dearest design: every card is within it.
    const ceiling = Math.round((descending[0]! + descending[descending.length - 1]!) / 2);
    await page.locator('summary[data-filter="price"]').click();
    await page.getByLabel("Maximum price").fill(String(ceiling));
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.hash.includes(`price_max=${ceiling}`) && url.hash.includes("sort=price_descending"));
    await expect.poll(async () => Math.max(...(await cardPrices(page))), { timeout: 10_000 }).toBeLessThanOrEqual(ceiling);
    expect(pathOf(page)).toBe("/engagement-rings");

    // Still the same document: the hash filters never reloaded the page.
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    await page.context().close();
  });

  it("keeps the last results and says so when a hash update fails", async () => {
    const page = await open("/engagement-rings");
    await page.locator(".cat-sort select").selectOption("PRICE_DESCENDING");
    await page.waitForURL((url) => url.hash === "#sort=price_descending");
    await expect
      .poll(
        async () => {
          const prices = await cardPrices(page);
          return prices.join(",") === [...prices].sort((a, b) => b - a).join(",");
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const shown = (await cardPrices(page)).join(",");

    await page.route("**/graphql**", (route) => route.abort());
    await page.locator(".cat-sort select").selectOption("PRICE_ASCENDING");
    await page.waitForURL((url) => url.hash === "#sort=price_ascending");
    await page
      .getByRole("alert")
      .filter({ hasText: /went wrong|could not|couldn/i })
      .waitFor({ state: "visible", timeout: 30_000 });
    expect((await cardPrices(page)).join(",")).toBe(shown);
    await page.context().close();
  });

  it("reads hash filters from a shared link", async () => {
    const page = await open("/engagement-rings#sort=price_ascending");
    await expect
      .poll(
        async () => {
          const prices = await cardPrices(page);
          return prices.join(",") === [...prices].sort((a, b) => a - b).join(",");
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(page.locator(".cat-sort select").inputValue()).resolves.toBe("PRICE_ASCENDING");
    await page.context().close();
  });

  it("answers 404 for a path that names nothing, and 301 for another spelling of a listing", async () => {
    expect((await fetch(`${baseUrl()}/engagement-rings/a/b/c/d/e/f`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/no-such-design-platinum-engagement-ring-round-diamond`)).status).toBe(404);
    const moved = await fetch(`${baseUrl()}/engagement-rings/1`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/engagement-rings");
  });

  it("has no axe violations on a listing", async () => {
    const page = await open("/wedding-rings");
    expect(await axeViolations(page, ".cat-page")).toEqual([]);
    await page.context().close();
  });
});

async function firstProductPath(region = ""): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${region}/engagement-rings`)).text();
  const match = new RegExp(`href="(${region}/[a-z0-9-]+-engagement-ring-[a-z-]+-diamond[a-z0-9-]*)"`).exec(html);
  if (!match) throw new Error("no engagement ring on the listing");
  return match[1]!;
}

describe("catalogue product page", () => {
  it("switches metal (the URL changes) and asks for a ring size before going on", async () => {
    const path = await firstProductPath();
    const page = await open(path);
    const current = await page.locator('.cat-switcher[data-kind="metal"] [aria-current="page"]').getAttribute("data-code");
    const other = page.locator('.cat-switcher[data-kind="metal"] a:not([aria-current])').first();
    const otherCode = (await other.getAttribute("data-code"))!;
    expect(otherCode).not.toBe(current);
    await other.click();
    const otherSlug = METALS.get(otherCode as never).slug;
    await page.waitForURL((url) => url.pathname !== path && url.pathname.includes(`-${otherSlug}-engagement-ring-`));
    await expect
      .poll(() => page.locator('.cat-switcher[data-kind="metal"] [aria-current="page"]').getAttribute("data-code"))
      .toBe(otherCode);
    await interactive(page);

    const alert = page.getByRole("alert").filter({ hasText: "Please select a ring size" });
    await expect(alert.count()).resolves.toBe(0);
    await page.locator('[data-action="proceed"]').click();
    await alert.waitFor();
    await expect(page.locator("#ring-size-field select").getAttribute("aria-invalid")).resolves.toBe("true");

    const values = await page
      .locator("#ring-size-field option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values[1]).toMatch(/^RecommendedRingSize\|/);
    expect(values.slice(2).every((v) => /^RingSize\|/.test(v))).toBe(true);
    await page.locator("#ring-size-field select").selectOption(values[3]!);
    await alert.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("shows the price in US dollars on the /us/ product page, tax excluded", async () => {
    const path = await firstProductPath("/us");
    const page = await open(path, { region: "US" });
    const price = page.locator(".cat-product__amount");
    await expect(price.getAttribute("data-currency")).resolves.toBe("USD");
    await expect(price.textContent()).resolves.toMatch(/^\$[\d,]+/);
    await expect(page.locator(".cat-product__tax").textContent()).resolves.toBe("Sales tax added at checkout");
    await expect(page.locator("[data-finance]").count()).resolves.toBe(1);
    await page.context().close();
  });

  it("has structured data, a ticking countdown, a keyboard 360 view and links to an expert", async () => {
    const path = await firstProductPath();
    const page = await open(path);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld["@type"]).toBe("Product");
    expect(ld.offers.priceCurrency).toBe("GBP");
    expect(ld.offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const seconds = page.locator('[data-countdown] [data-unit="seconds"] .cat-countdown__value');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 5_000 }).not.toBe(first);

    await page.getByRole("button", { name: "Show the 360 degree view" }).click();
    const spin = page.getByRole("slider");
    await spin.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => spin.getAttribute("aria-valuenow")).toBe("2");
    // Focusing the view scrolls it into place smoothly: hovering waits until it stands still, so the
    // pointer lands on the view and not on whatever passes under that point mid-scroll.
    await spin.hover();
    const box = (await spin.boundingBox())!;
    // Under the 50 px threshold nothing turns; 120 px to the left turns two frames on.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2, { steps: 3 });
    // Let any update from those moves reach the page before reading that nothing turned.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(spin.getAttribute("aria-valuenow")).resolves.toBe("2");
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    // React commits pointer-move updates on a later frame: read the value until it settles.
    await expect.poll(() => spin.getAttribute("aria-valuenow")).toBe("4");

    const expert = page.getByRole("link", { name: "Speak to an expert" }).last();
    await expect(expert.getAttribute("href")).resolves.toBe("/about-us/contacts");
    await page.context().close();
  });

  it("zooms the gallery with the keyboard", async () => {
    const page = await open(await firstProductPath());
    const zoom = page.locator(".cat-gallery__zoom");
    await zoom.focus();
    await page.keyboard.press("Enter");
    await expect(zoom.getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await expect(zoom.getAttribute("aria-pressed")).resolves.toBe("false");
    await page.context().close();
  });

  it("on a phone, takes the small renditions for the gallery's thumbnails and a listing's cards, sharp at the screen's density", async () => {
    /** A first visit on a 2x phone: the images shown in `scope` (rendition width, pixels covered) and the renditions asked for. */
    async function visit(path: string, scope: string) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, baseURL: baseUrl() });
      await context.addCookies([
        { name: "locale", value: "UK", url: baseUrl() },
        { name: "cookies_dimissed", value: "1", url: baseUrl() },
      ]);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/media/")) requested.push(url.pathname.split("/").pop()!);
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const handle = await page.waitForFunction(
        (selector) => {
          const images = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].filter(
            (img) => img.getBoundingClientRect().top < innerHeight,
          );
          if (images.length === 0 || !images.every((img) => img.complete && img.naturalWidth > 0)) return null;
          return images.map((img) => ({ src: img.currentSrc, needed: img.getBoundingClientRect().width * devicePixelRatio }));
        },
        scope,
        { timeout: 45_000 },
      );
      const images = ((await handle.jsonValue()) as { src: string; needed: number }[]).map((i) => ({
        ...i,
        pixels: IMAGE_SIZES[/\/(\w+)\.\w+\?/.exec(i.src)![1] as ImageSize],
      }));
      await context.close();
      return { images, requested };
    }

    const product = await visit(await firstProductPath(), ".cat-gallery");
    for (const image of product.images) expect(image.pixels, image.src).toBeGreaterThanOrEqual(image.needed);
    // The main image is the one large rendition asked for; the thumbnails are 200 pixels wide.
    expect(product.requested.filter((name) => /^LARGE/.test(name))).toHaveLength(1);
    expect(product.requested.filter((name) => name.startsWith("SMALL.")).length).toBeGreaterThanOrEqual(3);

    const listing = await visit("/engagement-rings", ".cat-grid");
    expect(listing.images.length).toBeGreaterThanOrEqual(2);
    for (const image of listing.images) expect(image.pixels, image.src).toBeGreaterThanOrEqual(image.needed);
    expect(listing.requested.length).toBeGreaterThanOrEqual(listing.images.length);
    expect(
      listing.requested.every((name) => name.startsWith("MEDIUM.")),
      listing.requested.join(" "),
    ).toBe(true);
  });

  it("has no axe violations on a product page", async () => {
    const page = await open(await firstProductPath());
    expect(await axeViolations(page, ".cat-page")).toEqual([]);
    await page.context().close();
  });
});

async function firstJewelleryPath(region = ""): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${region}/jewellery`)).text();
  const match = new RegExp(`href="(${region}/jewellery/[a-z0-9-]+-(?:necklace|earrings|bracelet|ring)(?:-[a-z0-9-]+)?)"`).exec(html);
  if (!match) throw new Error("no jewellery on the listing");
  return match[1]!;
}

/** The catalogue page's markup: a message id left untranslated would show here as "cat_...". */
async function rawIds(page: Page): Promise<string[]> {
  const html = await page.locator(".cat-page").evaluate((el) => el.outerHTML);
  return [...html.matchAll(/\bcat_[a-z0-9_]+/g)].map((m) => m[0]);
}

describe("catalogue pages in the visitor's locale", () => {
  it("reads Jewelry on the United States store and Jewellery on the British one, on listings", async () => {
    const us = await open("/us/jewellery", { region: "US" });
    await expect(us.locator("h1").textContent()).resolves.toBe("Fine Jewelry");
    await expect(us.locator(".cat-hero__eyebrow").textContent()).resolves.toBe("Jewelry");
    await expect(us.locator(".cat-breadcrumbs li").allTextContents()).resolves.toEqual(["Home", "Jewelry"]);
    await expect(us.title()).resolves.toBe("Fine Jewelry | Hatton & Vale");
    await expect(rawIds(us)).resolves.toEqual([]);
    // A filter chosen in the browser keeps the visitor's words.
    await chooseFilter(us, "productType");
    await us.waitForURL((url) => url.pathname.startsWith("/us/jewellery/"));
    await expect.poll(() => us.locator(".cat-breadcrumbs li").allTextContents(), { timeout: 10_000 }).toHaveLength(3);
    await expect(us.locator(".cat-breadcrumbs li").nth(1).textContent()).resolves.toBe("Jewelry");
    await us.context().close();

    const uk = await open("/jewellery");
    await expect(uk.locator("h1").textContent()).resolves.toBe("Fine Jewellery");
    await expect(uk.locator(".cat-breadcrumbs li").allTextContents()).resolves.toEqual(["Home", "Jewellery"]);
    await expect(uk.title()).resolves.toBe("Fine Jewellery | Hatton & Vale");
    await uk.context().close();
  });

  it("reads Jewelry on a United States product page and Jewellery on a British one", async () => {
    const us = await open(await firstJewelleryPath("/us"), { region: "US" });
    await expect(us.locator(".cat-product__eyebrow").textContent()).resolves.toBe("Jewelry");
    await expect(us.locator(".cat-breadcrumbs li").nth(1).textContent()).resolves.toBe("Jewelry");
    await expect(rawIds(us)).resolves.toEqual([]);
    await us.context().close();

    const uk = await open(await firstJewelleryPath());
    await expect(uk.locator(".cat-product__eyebrow").textContent()).resolves.toBe("Jewellery");
    await expect(uk.locator(".cat-breadcrumbs li").nth(1).textContent()).resolves.toBe("Jewellery");
    await uk.context().close();
  });

  it("says center stone on a United States engagement ring page", async () => {
    const us = await open(await firstProductPath("/us"), { region: "US" });
    await expect(us.locator('.cat-switcher[data-kind="shape"] .cat-label').textContent()).resolves.toMatch(/^Center stone shape: /);
    await expect(us.locator(".cat-details dt").allTextContents()).resolves.toContain("Center stone");
    await expect(rawIds(us)).resolves.toEqual([]);
    await us.context().close();
  });
});
