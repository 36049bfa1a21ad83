import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailAfter, outbox } from "./outbox.ts";
import { baseUrl, launchBrowser, openStarted } from "./browser.ts";

/**
 * Signing in with the browser's scripts turned off (and so, before they arrive): the account pages'
 * forms are HTML forms their pages' actions answer, and their buttons are never disabled.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A UK visitor whose browser runs no script. */
async function withoutScripts(width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    locale: "en-GB",
  });
  await context.addCookies([
    { name: "locale", value: "UK", url: baseUrl() },
    { name: "cookies_dimissed", value: "1", url: baseUrl() },
  ]);
  return context;
}

/** Who the context's cookies sign in, as the API says. */
async function me(context: BrowserContext): Promise<{ email: string; fullSession: boolean } | null> {
  const answer = await context.request.post("/graphql", {
    headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
    data: { query: "{ me { email fullSession } }" },
  });
  return ((await answer.json()) as { data: { me: { email: string; fullSession: boolean } | null } }).data.me;
}

describe("signing in without scripts", () => {
  it("signs in with a password: the button is enabled, the form posts, the session cookie arrives", async () => {
    const context = await withoutScripts();
    const page = await context.newPage();
    await page.goto("/sign-in?redirectUrl=/engagement-rings");
    const form = page.getByRole("form", { name: "Sign in" });
    expect(await form.getByRole("button", { name: "Sign in", exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "E-mail me a sign-in link" }).isEnabled()).toBe(true);

    // A wrong password draws the page again with the error and the address typed.
    await form.getByLabel("E-mail", { exact: true }).fill("olivia@example.com");
    await form.getByLabel("Password", { exact: true }).fill("not her password");
    await form.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForLoadState();
    await page.locator(".acc-field__error").first().waitFor();
    expect(await form.getByLabel("E-mail", { exact: true }).inputValue()).toBe("olivia@example.com");
    expect(await me(context)).toBeNull();

    await form.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await form.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/engagement-rings$/);
    const cookie = (await context.cookies()).find((c) => c.name === "session-id");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await me(context)).toEqual({ email: "olivia@example.com", fullSession: true });
    await context.close();
  });

  it("e-mails a sign-in link from /sign-in at once, and both its code and its link sign in", async () => {
    const email = "chloe@example.com";
    const before = await outbox();
    const context = await withoutScripts(390);
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    // The code step, for the address typed: the mail has gone with the first press.
    await page.getByLabel("Code from the e-mail").waitFor();
    await page.getByText(`If ${email} has an account with us`).waitFor();
    const mail = await mailAfter(before, email, "magic-link");
    const code = /enter this code[^:]*:\s*([A-Z0-9]{6})\b/.exec(String(mail.text))![1]!;
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Sign in with the code" }).click();
    await page.waitForURL(/\/profile$/);
    expect(await me(context)).toEqual({ email, fullSession: true });
    await context.close();

    // The link of a second mail, opened in another browser without scripts: Continue signs in.
    const before2 = await outbox();
    const other = await withoutScripts();
    const request = await other.newPage();
    await request.goto("/magic-link-request");
    await request.getByLabel("E-mail", { exact: true }).fill(email);
    await request.getByRole("button", { name: "Send the link" }).click();
    await request.getByLabel("Code from the e-mail").waitFor();
    const linkMail = await mailAfter(before2, email, "magic-link");
    const href = /href="([^"]*\/magic-link\?[^"]*)"/.exec(String(linkMail.html))![1]!.replaceAll("&amp;", "&");
    const link = new URL(href);
    const linkPage = await other.newPage();
    await linkPage.goto(`${link.pathname}${link.search}`);
    const proceed = linkPage.getByRole("button", { name: "Continue" });
    expect(await proceed.isEnabled()).toBe(true);
    expect(await me(other)).toBeNull();
    await proceed.click();
    await linkPage.waitForURL((url) => url.pathname !== "/magic-link");
    expect(await me(other)).toEqual({ email, fullSession: true });
    await other.close();
  });

  it("registers, then asks for the welcome mail's code, which confirms the address", async () => {
    const email = "harriet.no-js@example.com";
    const before = await outbox();
    const context = await withoutScripts();
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Full name").fill("Harriet Moss");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await page.getByText(`Enter the code we sent to ${email}`).waitFor();
    expect(await me(context)).toEqual({ email, fullSession: false });

    const mail = await mailAfter(before, email, "welcome");
    const code = /enter this code[^:]*:\s*([A-Z0-9]{6})\b/.exec(String(mail.text))![1]!;
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Sign in with the code" }).click();
    await page.waitForURL(/\/profile$/);
    expect(await me(context)).toEqual({ email, fullSession: true });
    await context.close();
  });
});

describe("a registrant who opens the profile before confirming the address", () => {
  it("is told to confirm it there and can type the welcome mail's code on the profile", async () => {
    const email = "imogen.no-js@example.com";
    const before = await outbox();
    const context = await withoutScripts();
    const page = await context.newPage();
    await page.goto("/sign-in?mode=register");
    await page.getByLabel("Full name").fill("Imogen Reyes");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();

    await page.goto("/profile");
    const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
    await notice.waitFor();
    const mail = await mailAfter(before, email, "welcome");
    const code = /enter this code[^:]*:\s*([A-Z0-9]{6})\b/.exec(String(mail.text))![1]!;
    await notice.getByLabel("Code from the e-mail").fill(code);
    await notice.getByRole("button", { name: "Sign in with the code" }).click();
    await page.waitForURL(/\/profile$/);
    expect(await me(context)).toEqual({ email, fullSession: true });
    expect(await page.getByRole("region", { name: "Confirm your e-mail address" }).count()).toBe(0);
    await context.close();
  });
});

describe("with scripts", () => {
  it("sends the sign-in link from /sign-in at the first press and shows the code step", async () => {
    const email = "chloe@example.com";
    const before = await outbox();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl(), locale: "en-GB" });
    await context.addCookies([
      { name: "locale", value: "UK", url: baseUrl() },
      { name: "cookies_dimissed", value: "1", url: baseUrl() },
    ]);
    const page = await openStarted(context, "/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await page.getByLabel("Code from the e-mail").waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    await mailAfter(before, email, "magic-link");
    await context.close();
  });
});
