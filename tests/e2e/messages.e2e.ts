import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser } from "./browser.ts";

/**
 * Every page in the visitor's words. The browser gets the shell's messages with its first script and
 * a domain's messages with the scripts of the pages and overlays that show them (scripts/vite-messages.ts): no
 * page, whether opened or reached by a client navigation, shows a message id instead of its words, and
 * none hydrates differently from what the server drew.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A message id of a domain ("cat_title_for_shape", "stone_shape_round") shown as it is. */
const MESSAGE_ID = /\b(?:cat|stone|rb|acc)_[a-z0-9]+(?:_[a-z0-9]+)*\b/g;

/** A visitor of `region` (chosen, cookie banner dismissed) whose page records what React reports. */
async function visitor(region: "UK" | "US"): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const tag = region === "US" ? "en-US" : "en-GB";
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl(),
    locale: tag,
    extraHTTPHeaders: { "accept-language": tag },
  });
  await context.addCookies([
    { name: "locale", value: region, url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // A page whose words differ from the server's fails to hydrate (React's recoverable error, #418 in
    // its production build); attribute warnings of the development build are not about words.
    if (message.type() === "error" && /Hydration failed|Minified React error #4(1[89]|2[0-5])/.test(message.text()))
      errors.push(message.text().slice(0, 2000));
  });
  return { context, page, errors };
}

async function started(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 30_000 });
}

/** The ids the page shows instead of words (text and accessible names). */
async function idsShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].map(
      (e) =>
        `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""} ${e.getAttribute("placeholder") ?? ""} ${e.getAttribute("alt") ?? ""}`,
    );
    return `${document.title}\n${document.body.innerText}\n${labels.join("\n")}`;
  });
  return [...new Set(text.match(MESSAGE_ID) ?? [])];
}

/** A client navigation, as a link's: the router's own navigate. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (to) =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
    path,
  );
  await page.waitForFunction((to) => location.pathname === to, path, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/** A page of each route module (first result or product where a route needs one), unprefixed. */
async function pagesOfEveryRoute(page: Page, prefix: string): Promise<string[]> {
  const first = async (path: string, selector: string) => {
    await page.goto(`${prefix}${path}`);
    const href = await page.locator(selector).first().getAttribute("href");
    return new URL(href!, baseUrl()).pathname;
  };
  const product = await first("/engagement-rings/all-metals/all-styles/round", ".cat-grid a");
  const stone = await first("/diamonds/natural/all-shapes", ".stone-table tbody th a");
  await page.goto(stone);
  const id = (
    await page
      .locator(".stone-specs__row", { hasText: /Stone ID/ })
      .locator("dd")
      .innerText()
  ).trim();
  return [
    `${prefix}/`,
    `${prefix}/customer-love-stories`,
    `${prefix}/about-us/contacts`,
    `${prefix}/engagement-rings`,
    `${prefix}/engagement-rings/all-metals/all-styles/round`,
    product,
    `${prefix}/diamonds/natural/all-shapes`,
    stone,
    `${prefix}/diamonds/${id}/dtl`,
    `${prefix}/engagement-rings/stone-recommendations/natural-diamonds`,
    `${prefix}/engagement-rings/your-ring`,
    `${prefix}/sign-in`,
    `${prefix}/magic-link-request`,
    `${prefix}/forgotten-password`,
  ];
}

describe("the visitor's words", () => {
  for (const region of ["UK", "US"] as const) {
    it(`are on every page opened in the ${region} store, which hydrates as the server drew it`, { timeout: 240_000 }, async () => {
      const { context, page, errors } = await visitor(region);
      const paths = await pagesOfEveryRoute(page, region === "US" ? "/us" : "");
      for (const path of paths) {
        await page.goto(path);
        await started(page);
        expect(await idsShown(page), path).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("are on a signed-in customer's profile, which hydrates as the server drew it (country names included)", async () => {
    const { context, page, errors } = await visitor("UK");
    const res = await context.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: { query: 'mutation { signIn(email: "olivia@example.com", password: "correct horse battery") { user { id } } }' },
    });
    const body = (await res.json()) as { data?: { signIn?: { user?: { id: string } | null } | null } };
    expect(body.data?.signIn?.user?.id, JSON.stringify(body)).toBeTruthy();
    await page.goto("/profile");
    await started(page);
    // Signed in, the profile itself opens (not the sign-in page, which has a phone field too).
    expect(new URL(page.url()).pathname).toBe("/profile");
    // The phone field's countries are named the same by the server and the browser.
    await expect(page.locator("select option", { hasText: "Hong Kong +852" }).count()).resolves.toBe(1);
    expect(await idsShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("are on each domain's page reached by a client navigation, and in the overlays the shell loads", { timeout: 240_000 }, async () => {
    const { context, page, errors } = await visitor("US");
    const paths = await pagesOfEveryRoute(page, "/us");
    await page.goto("/us/about-us/contacts");
    await started(page);
    for (const path of paths.filter((p) => p !== "/us/about-us/contacts")) {
      await navigate(page, path);
      expect(await idsShown(page), path).toEqual([]);
    }
    // The sign-in modal brings the account words with its script.
    await navigate(page, "/us/about-us/contacts");
    await page.getByRole("button", { name: "Sign in" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible", timeout: 30_000 });
    expect(await idsShown(page)).toEqual([]);
    expect(await dialog.innerText()).toMatch(/password/i);
    expect(errors).toEqual([]);
    await context.close();
  });
});
