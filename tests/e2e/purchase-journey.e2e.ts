import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser, openStarted, settled, ukVisitor } from "./browser.ts";

/**
 * The whole purchase journey as customers see it, in the built store with its demo accounts:
 * a UK visitor builds an engagement ring (a setting, then a stone, then a size), puts it in the bag,
 * checks out as a guest by bank transfer (the delivery step with the keyboard alone), reads the
 * order number, reference and total on the thank-you page and finds the order in My orders, signed in;
 * a US customer buys a ready-to-go ring with a New York address, the sales tax shown as its own line
 * before payment; a consultant allocates the UK transfer and dispatches the order, and the customer's
 * My orders then shows it dispatched with its tracking number. Bag, checkout and thank-you are axe clean.
 */

const SHOTS = process.env["E2E_SCREENSHOTS"] ?? "/tmp/journey-shots";
const CONSULTANT = { email: "james@example.com", password: "correct horse battery" };
const US_CUSTOMER = { email: "ethan@example.com", password: "correct horse battery" };
const ACKNOWLEDGE = "I understand that my order will not be processed until the transfer is received";

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

/** Presses Tab until `target` has the focus (the keyboard's way to a field or button). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/** Full-page screenshots of `page` at 1440 and 390 px wide. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    // Nothing wider than the window: the page never scrolls sideways.
    const overflow = await page.evaluate((max) => {
      if (document.documentElement.scrollWidth <= max) return "";
      const wide = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > max + 1);
      const outermost = wide.filter((el) => !wide.includes(el.parentElement!));
      return outermost.map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`).join(", ");
    }, width);
    expect(overflow, `${name} at ${width}: wider than the window`).toBe("");
    // A dialog holds the page still under it: the window is what the customer sees.
    const fullPage = (await page.getByRole("dialog").count()) === 0;
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const textOf = async (locator: Locator) => ((await locator.innerText()) ?? "").replace(/\s+/g, " ").trim();

/** The UK order placed in the first journey, for the consultant and the customer afterwards. */
const uk: { context?: BrowserContext; orderId?: string; total?: string } = {};

describe("the purchase journey", () => {
  afterAll(async () => {
    await uk.context?.close();
  });

  it("a UK guest builds a ring, checks out by bank transfer and finds the order in My orders", { timeout: 180_000 }, async () => {
    const context = await ukVisitor(browser);
    uk.context = context;
    const page = await openStarted(context, "/engagement-rings/all-metals/all-styles/round");

    // The setting, with a ring size.
    await page.goto((await page.locator(".cat-grid a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    const settingName = (await page.locator("h1").textContent())!.trim();
    await page.locator("#ring-size-field select").selectOption({ index: 4 });
    await page.locator("[data-action=proceed]").click();
    await page.waitForURL((url) => url.pathname === "/engagement-rings/stone-recommendations/natural-diamonds", { timeout: 30_000 });

    // A centre stone that fits it.
    await page.goto((await page.locator(".stone-results a").first().getAttribute("href"))!, { waitUntil: "domcontentloaded" });
    const addToRing = page.locator("[data-action=add-to-ring]");
    await addToRing.waitFor({ timeout: 45_000 });
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 45_000 });
    await addToRing.click();

    // Your ring: the size travelled with the setting; another is chosen here, then "Add to bag".
    await page.waitForURL((url) => url.pathname === "/engagement-rings/your-ring", { timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: "Your ring" });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.locator("#rb-ring-size select").selectOption({ index: 6 });
    const ringTotal = await textOf(dialog.locator("[data-total]"));
    const order = dialog.locator("[data-action=order]");
    expect(await order.textContent()).toBe("Add to bag");
    await order.click();

    // The bag: the ring, in pounds, VAT included.
    await page.waitForURL((url) => url.pathname === "/cart/view", { timeout: 30_000 });
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    const lines = page.locator("[data-bag-line]");
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(1);
    expect(await textOf(lines.first())).toContain(settingName);
    const bagTotal = await textOf(page.locator(".bag-totals__row--total dd"));
    expect(bagTotal).toMatch(/^£[\d,]+(\.\d{2})?$/);
    expect(bagTotal).toBe(ringTotal);
    expect(await textOf(page.locator(".bag-note").first())).toMatch(/VAT/);
    expect(await axeViolations(page), "the bag").toEqual([]);

    // Checkout with an e-mail address beside the button.
    await page.getByLabel("Your e-mail address").fill(`journey.uk.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await page.waitForURL(/\/checkout\/\d+\/shipping$/, { timeout: 30_000 });
    const orderId = /\/checkout\/(\d+)\//.exec(page.url())![1]!;
    uk.orderId = orderId;

    // Delivery, with the keyboard alone.
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
    await page.locator("body").focus();
    await tabTo(page, page.getByLabel("Full name"));
    await page.keyboard.type("Ada Lovelace");
    await tabTo(page, page.getByLabel("Address", { exact: true }));
    await page.keyboard.type("1 Hatton Garden");
    await tabTo(page, page.getByLabel("Town or city"));
    await page.keyboard.type("London");
    await tabTo(page, page.getByLabel("Postcode"));
    await page.keyboard.type("EC1N 8JY");
    await tabTo(page, page.getByLabel("Phone number"));
    await page.keyboard.type("7911 123456");
    expect(await axeViolations(page, "main"), "delivery").toEqual([]);
    await tabTo(page, page.getByRole("button", { name: "Continue to payment" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/payment$/, { timeout: 30_000 });

    // Bank transfer: no tax line, VAT included.
    expect(await textOf(page.locator(".co-totals"))).not.toMatch(/Sales tax/);
    expect(await textOf(page.locator(".co-summary"))).toMatch(/VAT included/);
    expect(await axeViolations(page, "main"), "payment").toEqual([]);
    await page.getByLabel(ACKNOWLEDGE).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await page.waitForURL(/\/review$/, { timeout: 30_000 });
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/thank-you$/, { timeout: 30_000 });

    // Thank you: the number, the transfer's reference and the total.
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(await textOf(page.locator(".co-intro"))).toContain(`Your order number is ${orderId}.`);
    expect(await textOf(page.locator(".co-bank"))).toMatch(new RegExp(`Sort code.*HV-${orderId}-\\d{2}`));
    expect(await textOf(page.locator("main"))).toContain(`Please pay ${bagTotal} by bank transfer`);
    expect(await textOf(page.locator(".co-totals"))).toContain(bagTotal);
    uk.total = bagTotal;
    expect(await axeViolations(page, "main"), "thank you").toEqual([]);
    await shoot(page, "uk-thank-you");

    // My orders: the guest is now a signed-in customer, and the order's details open by its address.
    const orders = await openStarted(context, "/profile/my-orders");
    await orders.getByRole("link", { name: `View order #${orderId}` }).waitFor();
    await shoot(orders, "uk-my-orders");
    await orders.goto(`/profile/my-orders?id=${orderId}`);
    const details = orders.getByRole("dialog", { name: `Order #${orderId}` });
    await details.waitFor({ state: "visible" });
    expect(await textOf(details)).toContain(bagTotal);
    expect(await textOf(details)).toContain("Not dispatched yet");
    await shoot(orders, "uk-my-order-details");
    await orders.close();
    await page.close();
  });

  it("a US customer buys a ready-to-go ring for New York: the sales tax is its own line before payment", { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl(), locale: "en-US" });
    await context.addCookies([
      { name: "locale", value: "US", url: baseUrl() },
      { name: "cookies_dimissed", value: "1", url: baseUrl() },
    ]);
    await signInByApi(context, US_CUSTOMER);
    const page = await openStarted(context, "/us/ready-to-go");
    await page.goto((await page.locator(".cat-grid a").first().getAttribute("href"))!);
    await page.locator(".cat-page[data-hydrated]").waitFor({ timeout: 45_000 });
    const sizes = page.locator("#ring-size-field select");
    if (await sizes.count()) {
      const values = await sizes.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await sizes.selectOption(values.find((v) => v)!);
    }
    await page.locator("[data-action=proceed]").click();
    await page.waitForURL((url) => url.pathname === "/us/cart/view", { timeout: 30_000 });
    await expect.poll(() => page.locator("[data-bag-line]").count(), { timeout: 15_000 }).toBe(1);
    const bagTotal = await textOf(page.locator(".bag-totals__row--total dd"));
    expect(bagTotal).toMatch(/^\$[\d,]+(\.\d{2})?$/);

    // Signed in: no e-mail to give.
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await page.waitForURL(/\/us\/checkout\/\d+\/shipping$/, { timeout: 30_000 });
    const orderId = /\/checkout\/(\d+)\//.exec(page.url())![1]!;
    await page.getByLabel("Full name").fill("Ethan Brooks");
    await page.getByLabel("Address", { exact: true }).fill("700 Fifth Avenue");
    await page.getByLabel("City").fill("New York");
    await page.getByLabel("State").selectOption("NY");
    await page.getByLabel("ZIP code").fill("10019");
    await page.getByLabel("Phone number").fill("212 555 0147");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/payment$/, { timeout: 30_000 });
    expect(await textOf(page.locator(".co-totals"))).toMatch(/Sales tax/);
    await page.getByLabel(ACKNOWLEDGE).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await page.waitForURL(/\/review$/, { timeout: 30_000 });
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/thank-you$/, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
    expect(await textOf(page.locator(".co-intro"))).toContain(`Your order number is ${orderId}.`);
    expect(await textOf(page.locator(".co-totals"))).toMatch(/Sales tax/);
    expect(await textOf(page.locator(".co-bank"))).toMatch(/Routing number/);
    await shoot(page, "us-thank-you");

    const orders = await openStarted(context, "/us/profile/my-orders");
    await orders.getByRole("link", { name: `View order #${orderId}` }).waitFor();
    await shoot(orders, "us-my-orders");
    // On a phone the order's status and total stay inside its card.
    await orders.setViewportSize({ width: 390, height: 900 });
    const card = (await orders.locator(".order-card").first().boundingBox())!;
    const total = (await orders.locator(".order-card__total").first().boundingBox())!;
    expect(total.x + total.width).toBeLessThanOrEqual(card.x + card.width);
    await context.close();
  });

  it("a consultant allocates the UK transfer and dispatches it; the customer sees the tracking number", { timeout: 120_000 }, async () => {
    expect(uk.orderId, "the UK order of the first journey").toBeTruthy();
    const staff = await ukVisitor(browser);
    await signInByApi(staff, CONSULTANT);
    const page = await openStarted(staff, `/staff/orders/${uk.orderId}`);
    await page.getByRole("heading", { level: 1, name: `Order #${uk.orderId}` }).waitFor();

    // The whole amount, as filled in.
    const amount = page.getByLabel(/^Amount received/);
    expect(`£${Number(await amount.inputValue()).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`.replace(/\.00$/, "")).toBe(
      uk.total!.replace(/\.00$/, ""),
    );
    await page.getByRole("button", { name: "Allocate payment" }).click();
    await page.getByText(/Payment allocated\. The order is now paid; balance due £0/).waitFor({ timeout: 15_000 });

    await page.getByLabel("Courier").fill("Royal Mail Special Delivery");
    await page.getByLabel("Tracking number").fill("RM123456789GB");
    await page.getByRole("button", { name: "Mark dispatched" }).click();
    await page.getByText("Marked dispatched. The customer has been e-mailed the tracking number.").waitFor({ timeout: 15_000 });
    await staff.close();

    // The customer's order, dispatched, with its tracking number.
    const orders = await openStarted(uk.context!, `/profile/my-orders?id=${uk.orderId}`);
    const details = orders.getByRole("dialog", { name: `Order #${uk.orderId}` });
    await details.waitFor({ state: "visible" });
    const text = await textOf(details);
    await details.getByText("Dispatched", { exact: true }).first().waitFor();
    expect(text).not.toContain("Not dispatched yet");
    expect(text).toMatch(/Courier:? ?Royal Mail Special Delivery/);
    expect(text).toMatch(/Tracking number:? ?RM123456789GB/);
    await shoot(orders, "uk-my-order-dispatched");
    await orders.close();
  });
});
