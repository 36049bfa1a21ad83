import { chromium, type Browser, type Page } from "playwright-core";
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

/** axe violations on the page, as "rule: target" lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${v.help})`));
}
