import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser, openStarted, settled, ukVisitor } from "./browser.ts";

/**
 * The staff area in a browser: a consultant signs in, opens /staff, finds the demo order awaiting its
 * bank transfer (server/seed/orders.ts), allocates the transfer and marks it dispatched, with the
 * keyboard only; the pages are axe clean at 1440 and 390 px. A customer is told the area does not
 * exist; a visitor who is not signed in is sent to sign in.
 */

const CONSULTANT = { email: "james@example.com", password: "correct horse battery" };
const CUSTOMER = { email: "olivia@example.com", password: "correct horse battery" };
const SHOTS = process.env["E2E_SCREENSHOTS"] ?? "/tmp/staff-shots";

/** Olivia's demo order awaiting its bank transfer: the first order the demo store makes. */
const DEMO_ORDER = 100001;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function signInByApi(context: BrowserContext, account: { email: string; password: string }): Promise<void> {
  const res = await context.request.post("/graphql", {
    headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
    data: {
      query: "mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { id } } }",
      variables: account,
    },
  });
  const body = (await res.json()) as { data?: { signIn?: { user?: { id: string } } } };
  expect(body.data?.signIn?.user?.id, JSON.stringify(body)).toBeTruthy();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim() ?? "";
  });

/** Presses Tab until `matches` says the focused element is the one wanted (at most `max` presses). */
async function tabTo(page: Page, matches: (text: string) => boolean, read = focusedText, max = 80): Promise<string> {
  for (let i = 0; i < max; i++) {
    const text = await read(page);
    if (matches(text)) return text;
    await page.keyboard.press("Tab");
  }
  throw new Error(`focus never reached the element wanted (last: ${await read(page)})`);
}

describe("the staff area", () => {
  it("sends a signed-out visitor to sign in, and tells a customer it does not exist", async () => {
    const anonymous = await ukVisitor(browser);
    const page = await anonymous.newPage();
    await page.goto("/staff/orders");
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe("/staff/orders");
    await anonymous.close();

    const customer = await ukVisitor(browser);
    await signInByApi(customer, CUSTOMER);
    const answer = await customer.request.get("/staff/orders");
    expect(answer.status()).toBe(404);
    await customer.close();
  });

  it("a consultant allocates the transfer and dispatches the order with the keyboard only", async () => {
    const context = await ukVisitor(browser);
    await signInByApi(context, CONSULTANT);
    const page = await openStarted(context, "/staff");
    expect(new URL(page.url()).pathname).toBe("/staff/orders");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    expect(await axeViolations(page), "orders").toEqual([]);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/orders-1440.png`, fullPage: true });

    // The filter: orders awaiting payment.
    await page.locator("body").focus();
    await tabTo(page, (text) => text.startsWith("Awaiting payment ("));
    await page.keyboard.press("Enter");
    await page.waitForURL(/status=AWAITING_PAYMENT/);
    // Olivia's demo order (the first the store made), whatever other browser tests have ordered meanwhile.
    await tabTo(page, (text) => text === `Order #${DEMO_ORDER}`);
    const orderText = await focusedText(page);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: orderText }).waitFor();
    expect(await axeViolations(page), "order").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-1440.png`, fullPage: true });

    // Allocate: the amount (the balance due), the order's reference and today are filled in.
    await tabTo(page, (label) => label.startsWith("Amount received"), focusedLabel);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("3450.00");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("HV-DEMO-0001 / BARCLAYS");
    await tabTo(page, (text) => text === "Allocate payment");
    await page.keyboard.press("Enter");
    await page.getByText(/Payment allocated\. The order is now paid; balance due £0\./).waitFor({ timeout: 15_000 });
    await page.getByText("HV-DEMO-0001 / BARCLAYS", { exact: false }).first().waitFor();

    // Dispatch.
    await page.locator("body").focus();
    await tabTo(page, (label) => label === "Courier", focusedLabel);
    await page.keyboard.type("Royal Mail Special Delivery");
    await page.keyboard.press("Tab");
    await page.keyboard.type("RM987654321GB");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Mark dispatched");
    await page.keyboard.press("Enter");
    await page.getByText("Marked dispatched. The customer has been e-mailed the tracking number.").waitFor({ timeout: 15_000 });
    await page.getByText("RM987654321GB").first().waitFor();
    expect(await axeViolations(page), "order after dispatch").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-dispatched-1440.png`, fullPage: true });
    await context.close();
  });

  it("reads well on a phone", async () => {
    const context = await ukVisitor(browser, 390);
    await signInByApi(context, CONSULTANT);
    const page = await openStarted(context, "/staff/orders");
    expect(await axeViolations(page), "orders at 390").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/orders-390.png`, fullPage: true });
    await page
      .getByRole("link", { name: /^Order #\d+$/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: /^Order #\d+$/ }).waitFor();
    expect(await axeViolations(page), "order at 390").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
    await context.close();
  });

  it("the customer's My orders opens an order's details in a dialog that Escape closes", async () => {
    const context = await ukVisitor(browser);
    await signInByApi(context, CUSTOMER);
    const page = await openStarted(context, "/profile/my-orders");
    const first = page.getByRole("link", { name: /^View order #\d+$/ }).first();
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Order #\d+$/ });
    await dialog.waitFor({ state: "visible" });
    expect(await axeViolations(page), "order dialog").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/my-order-1440.png` });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForURL((url) => !url.searchParams.has("id"));
    await page.goto("/profile/my-orders?id=1");
    await page.getByText("Order #1 not found").waitFor();
    await context.close();
  });

  it("a consultant sees the store as an order's customer, with a banner, and ends it back on the staff order page", async () => {
    const context = await ukVisitor(browser);
    await signInByApi(context, CONSULTANT);
    const page = await openStarted(context, "/staff/orders");
    const link = page.getByRole("link", { name: `Order #${DEMO_ORDER}`, exact: true });
    const orderText = (await link.textContent())!.trim();
    await link.click();
    await page.getByRole("heading", { level: 1, name: orderText }).waitFor();
    const orderPath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "See the store as this customer" }).click();
    await page.waitForURL(/\/profile\/my-orders\?id=\d+/);
    const banner = page.getByRole("region", { name: "Acting as a customer" });
    await banner.getByText(/You are seeing the store as Olivia Bennett/).waitFor();
    expect(await axeViolations(page), "store as the customer").toEqual([]);
    // The order opens over the customer's orders; closed, the banner's way out is at hand.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.screenshot({ path: `${SHOTS}/impersonating-1440.png` });
    await banner.getByRole("button", { name: "Stop acting as the customer" }).click();
    await page.waitForURL((url) => url.pathname === orderPath);
    await page.getByRole("heading", { level: 1, name: orderText }).waitFor();
    await context.close();
  });

  it("without scripts, My orders draws the order named in the address open, with a way back", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: "cookies_dimissed", value: "1", url: baseUrl() }]);
    await signInByApi(context, CUSTOMER);
    const page = await context.newPage();
    await page.goto("/profile/my-orders");
    const href = await page
      .getByRole("link", { name: /^View order #\d+$/ })
      .first()
      .getAttribute("href");
    await page.goto(href!);
    const dialog = page.getByRole("dialog", { name: /^Order #\d+$/ });
    await dialog.getByText("Balance due").waitFor();
    await page.screenshot({ path: `${SHOTS}/my-order-no-js-390.png`, fullPage: true });
    await dialog.getByRole("link", { name: "Back to my orders" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/my-orders" && !url.searchParams.has("id"));
    await context.close();
  });
});
