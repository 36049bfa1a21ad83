import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { inject } from "vitest";

/** Debian's Chromium, headless, with the flags this environment needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/** Opens a page of the store; secure cookies need a secure context, which localhost is. */
export async function openPage(browser: Browser, path: string, options: { width?: number; height?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Waits until the page's finite animations and transitions (a drawer sliding in, a fade between routes)
 * have finished, so checks such as colour contrast read the final state and not a frame half-way.
 * Endless animations (a loading indicator) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState !== "running" || end === undefined || !Number.isFinite(Number(end));
      }),
    null,
    { timeout: 10_000 },
  );
}

/** axe violations on the page (or inside `include`), as "rule: target (help)" lines; empty when clean. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${v.help})`));
}

/** A UK visitor who has chosen the region and dismissed the cookie banner (nothing else overlays the page). */
export async function ukVisitor(browser: Browser, width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    locale: "en-GB",
    extraHTTPHeaders: { "accept-language": "en-GB" },
  });
  await context.addCookies([
    { name: "locale", value: "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  return context;
}

/** Opens `path` in a new page of `context` and waits until the app has started in the browser. */
export async function openStarted(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
  return page;
}
