import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, baseUrl, launchBrowser, openStarted, ukVisitor } from "./browser.ts";
import { mailAfter, outbox } from "./outbox.ts";

/** Seeded demo accounts (server/seed/accounts.ts). */
const CUSTOMER = { email: "olivia@example.com", password: "correct horse battery", firstName: "Olivia" };
const CONSULTANT = { email: "james@example.com", password: "correct horse battery", firstName: "James" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visitor = (width = 1440) => ukVisitor(browser, width);
const open = openStarted;

/** Signs the context in through the API, as the sign-in form would (the session cookie lands in the context). */
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

describe("signing in and out", () => {
  it("signs in through the login modal with the keyboard only, shows the first name, then signs out", async () => {
    const context = await visitor();
    const page = await open(context, "/");
    // Tab to the header's account button.
    for (let i = 0; i < 40 && (await focusedText(page)) !== "Sign in"; i++) await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Sign in");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor({ state: "visible" });
    // Focus starts in the form: e-mail, then password, then Enter submits.
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe("email");
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe("password");
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });

    const header = page.locator("header.site-header");
    const account = header.getByRole("button", { name: CUSTOMER.firstName });
    await account.waitFor({ state: "visible" });
    // Focus is on the account button that replaced the one that opened the modal.
    await expect(focusedText(page)).resolves.toBe(CUSTOMER.firstName);
    // The session is a cookie the server reads: a reload is still signed in.
    await page.reload();
    await header.getByRole("button", { name: CUSTOMER.firstName }).waitFor({ state: "visible" });

    // Sign out from the menu, by keyboard, once the menu (loaded after the page) is working.
    await header.locator(".acc-menu-button[data-ready]").waitFor();
    await header.getByRole("button", { name: CUSTOMER.firstName }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor({ state: "visible" });
    await expect(menu.getByRole("menuitem").allTextContents()).resolves.toEqual(["Profile", "Sign out"]);
    await menu.getByRole("menuitem", { name: "Sign out" }).focus();
    await page.keyboard.press("Enter");
    await header.getByRole("button", { name: "Sign in" }).waitFor({ state: "visible" });
    await page.reload();
    await header.getByRole("button", { name: "Sign in" }).waitFor({ state: "visible" });
    await expect(header.getByRole("button", { name: CUSTOMER.firstName }).count()).resolves.toBe(0);
    await context.close();
  });

  it("closes the login modal with Escape and gives focus back to the account button", async () => {
    const context = await visitor(390);
    const page = await open(context, "/");
    const trigger = page.locator("header.site-header").getByRole("button", { name: "Sign in" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor({ state: "visible" });
    // Tabbing never leaves the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog, [role=dialog]")))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus comes back as the dialog closes; the poll leaves the browser a frame to do it in.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { timeout: 5_000 }).toBe("Sign in");
    await context.close();
  });

  it("opens the login modal at the sign-in form again after a link was asked for in it, under the form's title", async () => {
    const context = await visitor();
    const page = await open(context, "/");
    const trigger = page.locator("header.site-header").getByRole("button", { name: "Sign in" });
    await trigger.click();
    const form = page.getByRole("dialog", { name: "Sign in" });
    await form.getByLabel("E-mail", { exact: true }).fill("reopened@example.com");
    await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    const code = page.getByRole("dialog", { name: "Sign in with a link" });
    await code.getByText("reopened@example.com").first().waitFor();
    await page.keyboard.press("Escape");
    await code.waitFor({ state: "hidden" });
    await trigger.click();
    await form.getByLabel("E-mail", { exact: true }).waitFor();
    await expect(page.getByRole("dialog", { name: "Sign in with a link" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("shows a wrong password under the form and keeps the visitor signed out", async () => {
    const context = await visitor();
    const page = await open(context, "/sign-in");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail").fill("nobody@example.com");
    await form.getByLabel("Password").fill("not the password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await form.locator(".acc-notice--error, .acc-field__error").first().waitFor({ state: "visible", timeout: 15_000 });
    await expect(page.locator("header.site-header").getByRole("button", { name: "Sign in" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("sends an anonymous visitor from the profile to sign in, and back to the profile after", async () => {
    const res = await fetch(`${baseUrl()}/profile/my-orders`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in?redirectUrl=/profile/my-orders");

    const context = await visitor();
    const page = await open(context, "/profile");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/sign-in?redirectUrl=/profile");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail").fill(CUSTOMER.email);
    await form.getByLabel("Password").fill(CUSTOMER.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/profile$/, { timeout: 15_000 });
    await page.getByRole("heading", { level: 1, name: `Hello, ${CUSTOMER.firstName}` }).waitFor();
    await expect(page.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByLabel("First name").inputValue()).resolves.toBe(CUSTOMER.firstName);
    // Another tab has its own address.
    await page.getByRole("tab", { name: "My orders" }).click();
    await page.waitForURL(/\/profile\/my-orders$/);
    // Olivia's demo orders, each a link to its details.
    await page.getByRole("list", { name: "Your orders" }).getByRole("link").first().waitFor();
    // Signing out on the profile leaves it for the home page.
    await page.locator("header.site-header").getByRole("button", { name: CUSTOMER.firstName }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("header.site-header").getByRole("button", { name: "Sign in" }).waitFor({ state: "visible" });
    await context.close();
  });

  it("clears the signed-in user when the API answers that the session has ended", async () => {
    const here = await visitor();
    await signInByApi(here, CUSTOMER);
    const page = await open(here, "/profile");
    const header = page.locator("header.site-header");
    await header.getByRole("button", { name: CUSTOMER.firstName }).waitFor({ state: "visible" });
    // Elsewhere, the customer signs out of every device: this browser's session ends too.
    const elsewhere = await visitor();
    await signInByApi(elsewhere, CUSTOMER);
    const res = await elsewhere.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: { query: "mutation { logoutEverywhere { success } }" },
    });
    expect(((await res.json()) as { data?: { logoutEverywhere?: { success: boolean } } }).data?.logoutEverywhere?.success).toBe(true);
    await elsewhere.close();
    // The next call needing the session is refused with an authorization error, which signs the page
    // out and asks to sign in again, coming back here after.
    await page.getByRole("form", { name: "Your details" }).getByRole("button", { name: "Save" }).click();
    await header.getByRole("button", { name: "Sign in" }).waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectUrl") === "/profile");
    await here.close();
  });
});

describe("sign-in links and passwords", () => {
  it("checks the e-mail and answers the same whether or not the address has an account", async () => {
    const context = await visitor();
    const page = await open(context, "/magic-link-request");
    const form = page.getByRole("form", { name: "Sign in with a link" });
    await form.getByRole("button", { name: "Send the link" }).click();
    await form.getByText("Please enter your email.", { exact: true }).waitFor();
    await form.getByLabel("E-mail").fill("olivia@");
    await form.getByRole("button", { name: "Send the link" }).click();
    await form.getByText("Please enter valid email", { exact: true }).waitFor();
    await form.getByLabel("E-mail").fill("no-account-here@example.com");
    await form.getByRole("button", { name: "Send the link" }).click();
    await page
      .getByText("If no-account-here@example.com has an account with us, we've sent a link to it.", { exact: false })
      .waitFor({ timeout: 15_000 });
    await expect(page.getByLabel("Code from the e-mail").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("opens a sign-in link without using it, and says when it is invalid", async () => {
    const context = await visitor();
    const page = await open(context, "/magic-link?user=olivia%40example.com&expires=4102444800&hash=not-the-hash&redirectUrl=%2Fprofile");
    await expect(page.getByRole("button", { name: "Continue" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Link seems invalid.").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Link seems invalid." }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Request a new link" }).getAttribute("href")).resolves.toBe("/magic-link-request");
    await expect(page.locator("header.site-header").getByRole("button", { name: "Sign in" }).isVisible()).resolves.toBe(true);

    const malformed = await open(context, "/magic-link?user=olivia&expires=0&hash=");
    await malformed.getByRole("heading", { level: 1, name: "Link seems invalid." }).waitFor();
    await expect(malformed.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).resolves.toBe("/");
    await context.close();
  });

  it("asks for a new password of at least 10 characters, twice", async () => {
    // A link that can still be used: the reset page says at once when one cannot.
    const before = await outbox();
    const context = await visitor();
    await context.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: { query: "mutation($e: String!) { requestPasswordReset(email: $e) { email } }", variables: { e: "ethan@example.com" } },
    });
    const mail = await mailAfter(before, "ethan@example.com", "password-reset");
    const link = new URL(/https?:\/\/\S*\/reset-password\?token=[\w-]+/.exec(String(mail.text))![0]);
    const page = await open(context, `${link.pathname}${link.search}`);
    const form = page.getByRole("form", { name: "Choose a new password" });
    await expect(form.getByText("At least 10 characters.").isVisible()).resolves.toBe(true);
    await form.getByLabel("New password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Save and sign in" }).click();
    await form.getByText("Use at least 10 characters.").waitFor();
    await form.getByLabel("New password", { exact: true }).fill("long enough now");
    await form.getByLabel("New password again").fill("something else");
    await form.getByRole("button", { name: "Save and sign in" }).click();
    await form.getByText("The two passwords are not the same.").waitFor();

    // The link is used elsewhere meanwhile: saving says so above the button, with a way to a new link.
    await context.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: {
        query: "mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { __typename } }",
        variables: { t: link.searchParams.get("token"), p: "correct horse battery" },
      },
    });
    await context.clearCookies();
    await form.getByLabel("New password", { exact: true }).fill("long enough now");
    await form.getByLabel("New password again").fill("long enough now");
    await form.getByRole("button", { name: "Save and sign in" }).click();
    await form.getByRole("alert").getByText("This link has expired or was already used. Please ask for a new one.").waitFor();
    await expect(form.getByRole("alert").getByRole("link", { name: "Request a new link" }).isVisible()).resolves.toBe(true);
    await expect(page.locator("header.site-header").getByRole("button", { name: "Sign in" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("registration", () => {
  it("says under the e-mail field that an address has an account, and keeps the visitor signed out", async () => {
    const context = await visitor();
    const page = await open(context, "/sign-in?mode=register");
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByLabel("Full name").fill("Olivia Again");
    await form.getByLabel("E-mail", { exact: true }).fill(CUSTOMER.email);
    await form.getByLabel(/I have read and accept/).check();
    await form.getByRole("button", { name: "Create an account" }).click();
    const error = form.getByText("An account with this e-mail address already exists. Please sign in, or ask for a sign-in link.");
    await error.waitFor({ timeout: 15_000 });
    await expect(form.getByLabel("E-mail", { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");
    expect((await context.cookies()).some((c) => c.name === "session-id")).toBe(false);
    await context.close();
  });
});

describe("passkeys", () => {
  it("adds a passkey on the profile, signs in with it, and removes it (a virtual authenticator)", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signInByApi(context, { email: "ethan@example.com", password: CUSTOMER.password });
    await page.goto("/profile");
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true");
    await page.getByText("You have no passkeys yet.").waitFor();
    await page.getByLabel("Name this passkey").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("Passkey added.").waitFor({ timeout: 15_000 });
    await expect(page.locator(".acc-passkeys__name").allTextContents()).resolves.toEqual(["Work laptop"]);

    const header = page.locator("header.site-header");
    await header.getByRole("button", { name: "Ethan" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await header.getByRole("button", { name: "Sign in" }).waitFor({ state: "visible" });
    await page.goto("/sign-in?redirectUrl=/profile");
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/profile$/, { timeout: 15_000 });
    await header.getByRole("button", { name: "Ethan" }).waitFor({ state: "visible" });
    await page.getByText(/Last used/).waitFor();

    await page.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
    await page.getByText("You have no passkeys yet.").waitFor();
    await page.reload();
    await page.getByText("You have no passkeys yet.").waitFor();
    await context.close();
  });

  it("offers no passkey button where the browser has no WebAuthn", async () => {
    const context = await visitor();
    await context.addInitScript(() => {
      Object.defineProperty(window, "PublicKeyCredential", { value: undefined, configurable: true });
    });
    const page = await open(context, "/sign-in");
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).waitFor();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("consultants", () => {
  it("warns a consultant with the admin flag until they hide it for 15 minutes", async () => {
    const context = await visitor();
    await signInByApi(context, CONSULTANT);
    const page = await open(context, "/");
    const banner = page.getByRole("region", { name: "Consultant notice" });
    await banner.getByText("You are signed in as a consultant", { exact: false }).waitFor();
    await banner.getByRole("button", { name: "Hide for 15 minutes" }).click();
    await banner.waitFor({ state: "detached" });
    const cookie = (await context.cookies()).find((c) => c.name === "hide_general_warnings");
    expect(cookie).toBeTruthy();
    const minutesLeft = (cookie!.expires * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true");
    await expect(page.getByRole("region", { name: "Consultant notice" }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("accessibility of the account pages", () => {
  const pages = [
    "/sign-in",
    "/sign-in?mode=register",
    "/magic-link-request",
    "/magic-link?user=olivia%40example.com&expires=4102444800&hash=abc",
    "/magic-link?user=nope",
    "/forgotten-password",
    "/reset-password?token=abc",
    "/reset-password",
  ];

  it.each(pages)("has no axe violations on %s, at 1440 and 390 px", async (path) => {
    for (const width of [1440, 390]) {
      const context = await visitor(width);
      const page = await open(context, path);
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
      await context.close();
    }
  });

  it("has no axe violations in the login modal, its registration form, and the profile's tabs", async () => {
    const context = await visitor();
    const page = await open(context, "/");
    await page.locator("header.site-header").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.waitFor({ state: "visible" });
    expect(await axeViolations(page), "login modal").toEqual([]);
    // A link to /sign-in?mode=register (what works without scripts) that swaps the form in place.
    await dialog.getByRole("link", { name: "Create an account" }).click();
    await page.getByRole("dialog", { name: "Create an account" }).getByLabel("Full name").waitFor();
    expect(await axeViolations(page), "registration in the modal").toEqual([]);
    await page.keyboard.press("Escape");

    await signInByApi(context, CUSTOMER);
    for (const path of ["/profile", "/profile/designstudio", "/profile/products", "/profile/my-orders?id=1"]) {
      const profile = await open(context, path);
      await profile.getByRole("tabpanel").waitFor();
      expect(await axeViolations(profile), path).toEqual([]);
      await profile.close();
    }
    await context.close();
  }, 120_000);
});
