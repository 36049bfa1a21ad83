import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailAfter, outbox } from "./outbox.ts";
import { axeViolations, baseUrl, launchBrowser, openStarted, ukVisitor } from "./browser.ts";

/** Chloé (demo seed) has no password: she signs in by the link the store mails her. */
const EMAIL = "chloe@example.com";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visitor = (width = 1440) => ukVisitor(browser, width);
const open = openStarted;

describe("signing in by e-mailed link", () => {
  it("asks for a link, reads the mail, opens the link, continues, sees her name, signs out", async () => {
    const before = await outbox();
    const context = await visitor();
    const page = await open(context, "/magic-link-request");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page
      .getByRole("button", { name: /send|e-mail me/i })
      .first()
      .click();
    await page
      .getByText(/sent|check your/i)
      .first()
      .waitFor();

    const mail = await mailAfter(before, EMAIL, "magic-link");
    const href = /href="([^"]*\/magic-link\?[^"]*)"/.exec(String(mail.html))![1]!.replaceAll("&amp;", "&");
    const link = new URL(href);
    expect(link.origin).toBe(new URL(baseUrl()).origin);

    // Opening the link does not sign in: it asks to continue (a mail scanner would stop here).
    const linkPage = await open(context, `${link.pathname}${link.search}`);
    await linkPage.getByRole("button", { name: "Continue" }).waitFor();
    expect(await axeViolations(linkPage)).toEqual([]);
    const before2 = await context.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: { query: "{ me { email } }" },
    });
    expect(((await before2.json()) as { data: { me: unknown } }).data.me).toBeNull();

    await linkPage.getByRole("button", { name: "Continue" }).click();
    const account = linkPage.getByRole("button", { name: /Chloé/ });
    await account.waitFor();

    // The link works once: opened again, it is invalid.
    const again = await open(await visitor(), `${link.pathname}${link.search}`);
    await again.getByRole("button", { name: "Continue" }).click();
    await again.getByText("Link seems invalid.").first().waitFor();
    expect(await axeViolations(again)).toEqual([]);

    await account.click();
    await linkPage.getByRole("menuitem", { name: "Sign out" }).click();
    await linkPage.getByRole("button", { name: "Sign in" }).first().waitFor();
    const after = await context.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
      data: { query: "{ me { email } }" },
    });
    expect(((await after.json()) as { data: { me: unknown } }).data.me).toBeNull();
  });

  it("says the link is invalid when its query cannot be a link, with a way to ask for a new one", async () => {
    const page = await open(await visitor(), "/magic-link?user=not-an-email&expires=0&hash=");
    await page.getByText("Link seems invalid.").first().waitFor();
    await page.getByRole("link", { name: /new link/i }).waitFor();
  });
});
