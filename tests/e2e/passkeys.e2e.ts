import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { baseUrl, launchBrowser } from "./browser.ts";

/**
 * A customer adds a passkey on the profile page and signs in with it, in Chromium with a virtual
 * authenticator (Chrome DevTools Protocol, WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, as a phone or laptop with a fingerprint reader does.
 * The store's demo customer Olivia signs in with her password first.
 */
const EMAIL = "olivia@example.com";
const PASSWORD = "correct horse battery";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl(),
    locale: "en-GB",
    extraHTTPHeaders: { "accept-language": "en-GB" },
  });
  return { context, page: await context.newPage() };
}

/** A virtual platform authenticator on `page` (it lives as long as the tab). */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset["initialized"] === "true", null, { timeout: 15_000 });
}

describe("passkeys in the browser", () => {
  it("adds a passkey on the profile, signs out, and signs in again with the passkey", async () => {
    const { context, page } = await visitor();
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);

    // Sign in with the password.
    await open(page, "/sign-in");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail").fill(EMAIL);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/profile(\/|$|\?)/, { timeout: 15_000 });
    const header = page.locator("header");
    await expect.poll(() => header.getByRole("button", { name: /Olivia/ }).count(), { timeout: 10_000 }).toBe(1);

    // Add a passkey with a name of our own.
    await page.getByLabel("Name this passkey").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect.poll(() => page.getByText("Passkey added.").count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator(".acc-passkeys__name").allTextContents()).toEqual(["Test laptop"]);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe(new URL(baseUrl()).hostname);

    // The passkey survives a reload: it is the account's.
    await open(page, "/profile");
    await expect.poll(() => page.locator(".acc-passkeys__name").allTextContents(), { timeout: 10_000 }).toEqual(["Test laptop"]);

    // Sign out from the header's account menu.
    await header.getByRole("button", { name: /Olivia/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect.poll(() => header.getByRole("button", { name: /Olivia/ }).count(), { timeout: 10_000 }).toBe(0);
    expect((await context.cookies()).find((c) => c.name === "session-id")).toBeUndefined();

    // Sign in with the passkey: no e-mail, no password; the authenticator offers Olivia's passkey.
    await open(page, "/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(/\/profile(\/|$|\?)/, { timeout: 15_000 });
    await expect.poll(() => header.getByRole("button", { name: /Olivia/ }).count(), { timeout: 10_000 }).toBe(1);
    expect((await context.cookies()).find((c) => c.name === "session-id")?.httpOnly).toBe(true);
    // The authenticator signed once more, and the profile says the passkey was used.
    const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
    await open(page, "/profile");
    await expect.poll(() => page.locator(".acc-passkeys__item").first().textContent(), { timeout: 10_000 }).toMatch(/Last used/);

    await context.close();
  });
});
