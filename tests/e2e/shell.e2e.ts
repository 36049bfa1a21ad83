import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser, openPage } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh visitor whose browser speaks `locale` (navigator.languages and Accept-Language). */
async function visitor(locale: string, width = 1440): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    locale,
    extraHTTPHeaders: { "accept-language": locale },
  });
}

/** A page opened by a visitor from the UK (no region modal: the suggestion is the current region). */
async function ukPage(path: string, width = 1440): Promise<Page> {
  const context = await visitor("en-GB", width);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
  return page;
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

describe("the store in every region", () => {
  it("serves the UK home page server-rendered, in pounds, with canonical and hreflang links", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/from £[\d,]+/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/"/>`);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]+\/us\/"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/"\/>/);
    // The cookie banner is part of the first paint (no flash), the region modal is not.
    expect(html).toContain("Dismiss");
  });

  it("serves the US home page in dollars with <html lang> en-US", async () => {
    const res = await fetch(`${baseUrl()}/us/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toMatch(/from \$[\d,]+/);
    expect(html).not.toMatch(/from £/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/us/"/>`);
  });

  it("answers /uk/anything with 301 to /anything", async () => {
    const res = await fetch(`${baseUrl()}/uk/anything?x=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/anything?x=1");
  });

  it("gives every content page one address: other spellings answer 301", async () => {
    for (const [from, to] of [
      ["/About-Us/FAQs", "/about-us/faqs"],
      ["/cookies/", "/cookies"],
      ["/us/Cookies?ref=mail", "/us/cookies?ref=mail"],
    ]) {
      const res = await fetch(`${baseUrl()}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await fetch(`${baseUrl()}/about-us/faqs`, { redirect: "manual" })).status).toBe(200);
  });

  it("shows the not-found texts with status 404 for a page that does not exist", async () => {
    const page = await openPage(browser, "/");
    const res = await page.goto("/no-such-page-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Not found");
    await expect(page.getByText("Please use the main menu to find what you're looking for.").isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe("region choice", () => {
  it("offers the suggested region, remembers 'continue' and does not ask again", async () => {
    const context = await visitor("en-US");
    const page = await context.newPage();
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    const cont = dialog.getByRole("button", { name: "Continue to United Kingdom" });
    await expect(cont.isVisible()).resolves.toBe(true);
    await cont.click();
    await dialog.waitFor({ state: "hidden" });
    expect(await cookie(page, "locale")).toBe("UK");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await context.close();
  });

  it("'Change country' lists the regions and opens the same route in the chosen one", async () => {
    const context = await visitor("en-AU");
    const page = await context.newPage();
    await page.goto("/?authToken=not-a-real-token");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible", timeout: 15_000 });
    await dialog.getByRole("button", { name: "Change country" }).click();
    await dialog.getByRole("button", { name: /Australia/ }).click();
    await page.waitForURL(/\/au\/$/);
    expect(await cookie(page, "locale")).toBe("AU");
    await page.waitForFunction(() => document.documentElement.lang === "en-AU");
    await page
      .getByText(/from \$[\d,]+/)
      .first()
      .waitFor();
    expect(page.url()).not.toContain("authToken");
    await context.close();
  });
});

describe("the shell", () => {
  it("remembers a dismissed cookie banner across reloads", async () => {
    const page = await ukPage("/");
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.getByRole("link", { name: /cookie policy/i }).getAttribute("href")).resolves.toBe("/cookies");
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await cookie(page, "cookies_dimissed")).toBeTruthy();
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookies" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("makes the skip link the first tab stop and moves focus to main", async () => {
    const page = await ukPage("/");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await page.context().close();
  });

  it("opens the mega-menu by keyboard on desktop and the drawer on a phone", async () => {
    const page = await ukPage("/");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const trigger = nav.locator("button[aria-expanded]").first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await expect(trigger.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.context().close();

    const phone = await ukPage("/", 390);
    await expect(phone.getByRole("navigation", { name: "Main menu" }).isVisible()).resolves.toBe(false);
    await phone.getByRole("button", { name: "Menu" }).click();
    const drawer = phone.getByRole("dialog");
    await drawer.waitFor({ state: "visible" });
    await expect(drawer.getByRole("navigation", { name: "Main menu" }).isVisible()).resolves.toBe(true);
    await phone.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await phone.context().close();
  });

  it("opens 'Speak to an expert' with the contact options", async () => {
    const page = await ukPage("/");
    await page.getByRole("button", { name: "Speak to an expert" }).first().click();
    const panel = page.getByRole("dialog", { name: "Speak to an expert" });
    await panel.waitFor({ state: "visible" });
    await expect(panel.locator('a[href^="tel:"]').count()).resolves.toBe(1);
    await expect(panel.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(panel.getByRole("link", { name: /Book a consultation/ }).getAttribute("href")).resolves.toBe("/about-us/contacts");
    await page.context().close();
  });

  it("switches the currency from the footer and shows every price in it", async () => {
    const page = await ukPage("/");
    await page.getByLabel("Currency").selectOption("EUR");
    await page
      .getByText(/from €[\d,]+/)
      .first()
      .waitFor();
    expect(await cookie(page, "currency")).toBe("EUR");
    await expect(page.getByText(/from £/).count()).resolves.toBe(0);
    await page.reload();
    await page
      .getByText(/from €[\d,]+/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it("navigates internal links in content client-side", async () => {
    const page = await ukPage("/about-us/faqs");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(".rich-text a[href='/about-us/resizing-policy']").first().click();
    await page.waitForURL(/\/about-us\/resizing-policy$/);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await page.context().close();
  });

  it("keeps the menu panels the server drew once the browser has its site data, instead of drawing them again", async () => {
    const context = await visitor("en-GB");
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () =>
        Object.assign(window, { drawnLink: document.querySelector(".mega-menu__panel a[href]") }),
      );
    });
    await page.goto("/about-us/faqs");
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { drawnLink: Element | null }).drawnLink !== null)).toBe(true);
    expect(
      await page.evaluate(
        () => document.querySelector(".mega-menu__panel a[href]") === (window as unknown as { drawnLink: Element }).drawnLink,
      ),
    ).toBe(true);
    await context.close();
  });

  it("keeps the working-hours flag the server drew, then follows the browser's clock once its script has loaded", async () => {
    const context = await visitor("en-GB");
    const page = await context.newPage();
    // Sunday noon in London: the experts do not work on Sundays, whatever the server's own clock says.
    await page.clock.install({ time: new Date("2026-11-22T12:00:00Z") });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () =>
        Object.assign(window, { drawnFlag: document.querySelector(".top-bar .hours-flag") }),
      );
    });
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    const flag = page.locator(".top-bar .hours-flag");
    await expect.poll(() => flag.getAttribute("data-open"), { timeout: 10_000 }).toBe("false");
    await expect.poll(() => flag.textContent()).toContain("closed");
    // The element is the server's, hydrated: not drawn again.
    expect(
      await page.evaluate(
        () => document.querySelector(".top-bar .hours-flag") === (window as unknown as { drawnFlag: Element | null }).drawnFlag,
      ),
    ).toBe(true);
    // Monday noon: the flag opens at its next minute's check.
    await page.clock.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    await page.clock.runFor(61_000);
    await expect.poll(() => flag.getAttribute("data-open"), { timeout: 10_000 }).toBe("true");
    await context.close();
  });

  it("paints the first page from styles in the document and links the styles a later page adds", async () => {
    const html = await (await fetch(`${baseUrl()}/about-us/faqs`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // Nothing in the head makes the first paint wait for another request.
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // The shell's stylesheet: its chunk holds the root's modules (scripts/vite-shell-chunk.ts).
    expect(head).toMatch(/<style data-href="\/assets\/shell-[\w-]+\.css#?">/);

    const page = await ukPage("/about-us/faqs");
    // Hydration kept the server's styles: the header is laid out by them.
    const headerPosition = () => page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).position);
    const before = await headerPosition();
    expect(before).toBe("sticky");
    const inlined = (head.match(/<style data-href=/g) ?? []).length;
    expect(await page.locator("head style[data-href]").count()).toBe(inlined);
    // A listing is another kind of page with stylesheets of its own: linked when it opens client-side.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator("footer a[href='/engagement-rings']").first().click();
    await page.waitForURL(/\/engagement-rings$/);
    await page.locator(".cat-grid").waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".cat-grid")!).display)).toBe("grid");
    // The grid's rule came in a stylesheet linked for the listing (its file is named by the build).
    const gridLinked = () =>
      [...document.querySelectorAll<HTMLLinkElement>("head link[rel='stylesheet'][href^='/assets/']")].some((link) =>
        [...(link.sheet?.cssRules ?? [])].some(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText.split(",").some((s) => s.trim() === ".cat-grid"),
        ),
      );
    expect(await page.evaluate(gridLinked)).toBe(true);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    expect(await headerPosition()).toBe(before);
    expect(await page.locator("head style[data-href]").count()).toBe(inlined);
    await page.context().close();
  });

  it("asks for the page's scripts only once the page has been painted, then hydrates it", async () => {
    const html = await (await fetch(`${baseUrl()}/engagement-rings`)).text();
    // No module is fetched beside the document: the preloads are in the inline script that starts them.
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    // The modules the start script preloads (its argument, written by app/lib/scripts.server.ts).
    const listed = JSON.parse(/"preloads":(\[[^\]]+\])/.exec(html)?.[1] ?? "[]") as string[];
    expect(listed.some((href) => /^\/assets\/shell-[\w-]+\.js$/.test(href))).toBe(true);
    // The listing's own view (loaded with its page, not its route) is among them.
    expect(listed.some((href) => /^\/assets\/ListingView-[\w-]+\.js$/.test(href))).toBe(true);

    const page = await ukPage("/engagement-rings");
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true", null, { timeout: 15_000 });
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[\w.-]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.map((s) => s.name)).toEqual(expect.arrayContaining(listed));
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);
    await page.context().close();
  });

  it("opens the store's links in the page, leaves modified clicks to the browser and goes back", async () => {
    const page = await ukPage("/engagement-rings");
    await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true", null, { timeout: 15_000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const card = page.locator(".cat-card__link").first();
    const productPath = new URL((await card.getAttribute("href"))!, baseUrl()).pathname;
    // A click with a modifier key is the browser's (a new tab or window): this page stays.
    const popup = page
      .context()
      .waitForEvent("page", { timeout: 10_000 })
      .catch(() => null);
    await card.click({ modifiers: ["Shift"] });
    await (await popup)?.close();
    expect(new URL(page.url()).pathname).toBe("/engagement-rings");
    // A plain click opens the product in this document, and Back returns to the listing in it.
    await card.click();
    await page.waitForURL((url) => url.pathname === productPath);
    await page.locator("h1").first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/engagement-rings");
    await page.locator(".cat-grid").waitFor();
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await page.context().close();
  });

  it("has no axe violations on the home page, on a phone, and on the not-found page", async () => {
    const page = await ukPage("/");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const phone = await ukPage("/", 390);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.getByRole("button", { name: "Menu" }).click();
    await phone.getByRole("dialog").waitFor({ state: "visible" });
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();

    const missing = await ukPage("/no-such-page-here");
    expect(await axeViolations(missing)).toEqual([]);
    await missing.context().close();
  });
});
