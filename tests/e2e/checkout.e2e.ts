import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, launchBrowser } from "./browser.ts";

/**
 * Checkout in the browser (docs/product.md#checkout): a stone in the bag, then delivery, payment by
 * bank transfer, review, "Place order" and the thank-you page; in the UK with the keyboard alone (VAT
 * included, no tax line), in the US with the state's sales tax as its own line. Every page is axe clean.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env["CHECKOUT_SHOTS"];

async function visitor(region: "UK" | "US", width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    locale: region === "UK" ? "en-GB" : "en-US",
  });
  await context.addCookies([
    { name: "locale", value: region, url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  return context;
}

async function api<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await context.request.post("/graphql", {
    headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

let stoneIndex = 0;
/** Puts a listed diamond in the context's bag (a different one each time). */
async function stoneInBag(context: BrowserContext, region: "UK" | "US") {
  const { stoneSearch } = await api<{ stoneSearch: { items: { identifier: string }[] } }>(
    context,
    "{ stoneSearch(input: { categories: [DIAMOND] }) { items { identifier } } }",
  );
  const identifier = stoneSearch.items[stoneIndex++ % stoneSearch.items.length]!.identifier;
  const added = await api<{ addToBag: { __typename: string } }>(
    context,
    "mutation A($id: String!, $region: Region) { addToBag(input: { stone: { identifier: $id } }, region: $region) { __typename } }",
    { id: identifier, region },
  );
  expect(added.addToBag.__typename).toBe("BagChanged");
}

/** Presses Tab until `target` has the focus (the keyboard's way to a field or button). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function clean(page: Page) {
  expect(await axeViolations(page, "main")).toEqual([]);
}

describe("checkout", () => {
  it("UK, keyboard only: e-mail, delivery, bank transfer, review, place, thank you (VAT included)", async () => {
    const context = await visitor("UK", 1440);
    await stoneInBag(context, "UK");
    const page = await context.newPage();
    await page.goto("/checkout");
    await clean(page);
    await shoot(page, "uk-start-1440");
    await tabTo(page, page.getByLabel("E-mail address"));
    await page.keyboard.type(`e2e.uk.${Date.now()}@example.com`);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/checkout\/\d+\/shipping$/);
    await clean(page);

    await tabTo(page, page.getByLabel("Full name"));
    await page.keyboard.type("Ada Lovelace");
    await tabTo(page, page.getByLabel("Address", { exact: true }));
    await page.keyboard.type("1 Hatton Garden");
    await tabTo(page, page.getByLabel("Town or city"));
    await page.keyboard.type("London");
    await tabTo(page, page.getByLabel("Postcode"));
    await page.keyboard.type("12345");
    await tabTo(page, page.getByLabel("Phone number"));
    await page.keyboard.type("7911 123456");
    await page.keyboard.press("Enter");
    // The postcode is refused under its field, which has the focus.
    await page.getByText("Please enter a valid postcode, such as SW1A 1AA.").waitFor();
    expect(await page.getByLabel("Postcode").evaluate((el) => el === document.activeElement)).toBe(true);
    await shoot(page, "uk-shipping-error-1440");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("EC1N 8JY");
    await tabTo(page, page.getByRole("button", { name: "Continue to payment" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/payment$/);
    await clean(page);
    // No tax line in the UK: VAT is included.
    expect(await page.locator(".co-totals").innerText()).not.toMatch(/Sales tax/);
    expect(await page.locator(".co-summary").innerText()).toMatch(/VAT included/);

    await tabTo(page, page.getByRole("button", { name: "Continue to review" }));
    await page.keyboard.press("Enter");
    await page.getByText("Please confirm that you understand your order will not be processed until the transfer is received.").waitFor();
    await shoot(page, "uk-payment-error-1440");
    const box = page.getByLabel("I understand that my order will not be processed until the transfer is received");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Continue to review" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/review$/);
    await clean(page);
    await shoot(page, "uk-review-1440");

    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/thank-you$/);
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(await page.locator(".co-bank").innerText()).toMatch(/Sort code[\s\S]*HV-\d+-\d{2}/);
    await clean(page);
    await shoot(page, "uk-thank-you-1440");
    await context.close();
  });

  it("US: the state's sales tax is added as its own line, then placed (390 wide)", async () => {
    const context = await visitor("US", 390);
    await stoneInBag(context, "US");
    const page = await context.newPage();
    await page.goto("/us/checkout");
    await page.getByLabel("Email address").fill(`e2e.us.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await page.waitForURL(/\/us\/checkout\/\d+\/shipping$/);
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Address", { exact: true }).fill("700 Fifth Avenue");
    await page.getByLabel("City").fill("New York");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("ZIP code").fill("10019");
    await page.getByLabel("Phone number").fill("212 555 0123");
    await clean(page);
    await shoot(page, "us-shipping-390");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/payment$/);
    expect(await page.locator(".co-totals").innerText()).toMatch(/Sales tax/);
    await page.getByLabel("I understand that my order will not be processed until the transfer is received").check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await page.waitForURL(/\/review$/);
    await shoot(page, "us-review-390");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/thank-you$/);
    expect(await page.locator(".co-totals").innerText()).toMatch(/Sales tax/);
    expect(await page.locator(".co-bank").innerText()).toMatch(/Routing number/);
    await clean(page);
    await shoot(page, "us-thank-you-390");
    await context.close();
  });
});
