import { describe, expect, it } from "vitest";
import { renderMail } from "./templates.tsx";

const LINK = "https://shop.example/account/sign-in/link?token=abc&next=%2Fbag";

describe("the sign-in link mail", () => {
  it("greets by name, gives the link, the code and how long they last, in text and HTML", async () => {
    const mail = await renderMail("magic-link", "en-gb", { firstName: "Anna", url: LINK, code: "K7P2QX", expiresMinutes: 15 });
    expect(mail.subject).toBe("Your sign-in link and code for Hatton & Vale");
    expect(mail.text).toBe(
      [
        "HATTON & VALE",
        "",
        "Sign in to your account",
        "",
        "Dear Anna,",
        "",
        "Use the button below to sign in. The link and the code work once, for the next 15 minutes.",
        "",
        `Sign in: ${LINK}`,
        "",
        "Or enter this code on the sign-in page: K7P2QX",
        "",
        "If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.",
        "",
        "With best wishes,",
        "The Hatton & Vale team",
        "",
        "--",
        "Hatton & Vale: Bespoke engagement rings and fine jewellery, handmade in London",
        "Questions? Call us on +44 20 3868 0410 or e-mail experts@hattonvale.example.",
        "You are receiving this e-mail because it was requested on Hatton & Vale with this address.",
        "",
      ].join("\n"),
    );
    expect(mail.html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true);
    expect(mail.html).toContain("<title>Your sign-in link and code for Hatton &amp; Vale</title>");
    // The button and the written-out address both carry the link, escaped once.
    expect(mail.html.split(`href="${LINK.replace(/&/g, "&amp;")}"`)).toHaveLength(3);
    expect(mail.html).toMatch(/font-size:36px[^>]*>K7P2QX<\/p>/);
    expect(mail.html).toContain("Cormorant Garamond");
    expect(mail.html).toContain("Questions? Call us on +44 20 3868 0410 or e-mail experts@hattonvale.example.");
  });

  it("says hello to someone without a name and counts one minute in the singular", async () => {
    const mail = await renderMail("magic-link", "en-gb", { firstName: null, url: LINK, code: "ABC123", expiresMinutes: 1 });
    expect(mail.text).toContain("\nHello,\n");
    expect(mail.text).toContain("for the next 1 minute.");
    expect(mail.html).toContain("for the next 1 minute.");
  });

  it("speaks the customer's locale: American wording and the region's phone number", async () => {
    const mail = await renderMail("magic-link", "en-us", { firstName: "Anna", url: LINK, code: "K7P2QX", expiresMinutes: 15 });
    expect(mail.text).toContain("Hi Anna,");
    expect(mail.text).toContain("you can ignore this email");
    expect(mail.text).toContain("Questions? Call us at +1 646 907 0410 or email");
    expect(mail.text).toContain("fine jewelry");
    expect(mail.html).toContain('<html lang="en-US">');
  });

  it("escapes what the customer typed", async () => {
    const mail = await renderMail("welcome", "en-gb", { firstName: "<b>Ann</b>", url: LINK, code: "ABC234", expiresDays: 7 });
    expect(mail.html).not.toContain("<b>Ann</b>");
    expect(mail.html).toContain("Welcome, &lt;b&gt;Ann&lt;/b&gt;");
  });
});

describe("the welcome mail", () => {
  it("asks a new customer to confirm the address with the link or the code, never to set a password they just chose", async () => {
    const url = "https://shop.example/au/magic-link?user=ben%40example.com&expires=1&hash=h&redirectUrl=%2Fprofile";
    const mail = await renderMail("welcome", "en-au", { firstName: "Ben", url, code: "K7MQ2P", expiresDays: 7 });
    expect(mail.subject).toBe("Confirm your e-mail address for Hatton & Vale");
    expect(mail.text).toContain("Welcome, Ben\n\nDear Ben,");
    expect(mail.text).toContain(`Confirm my address: ${url}`);
    expect(mail.text).toContain("Or enter this code: K7MQ2P");
    expect(mail.text).toContain("for the next 7 days");
    expect(mail.text).toContain("+61 2 8880 0410");
    expect(mail.html).toContain(">Confirm my address</a>");
    expect(mail.text).not.toMatch(/set (a|your) password/i);
  });

  it("welcomes a customer whose address is proven already (Google) with a link to the account and no code", async () => {
    const mail = await renderMail("welcome", "en-us", {
      firstName: "Ben",
      url: "https://shop.example/us/profile",
      code: null,
      expiresDays: null,
    });
    expect(mail.subject).toBe("Welcome to Hatton & Vale");
    expect(mail.text).toContain("Go to your account: https://shop.example/us/profile");
    expect(mail.text).not.toContain("code");
  });

  it("welcomes someone whose first name is not known without an empty name", async () => {
    const mail = await renderMail("welcome", "en-gb", {
      firstName: " ",
      url: "https://shop.example/magic-link?hash=t",
      code: "ABC234",
      expiresDays: 7,
    });
    expect(mail.text).toContain("\nWelcome to Hatton & Vale\n\nHello,\n");
  });
});

describe("the sign-in link a consultant sends", () => {
  it("names the consultant, the link and how long it lasts", async () => {
    const mail = await renderMail("sign-in-link", "en-gb", {
      firstName: "Olivia",
      consultantName: "Sophie",
      url: "https://shop.example/profile?authToken=t",
      expiresHours: 72,
    });
    expect(mail.subject).toBe("Your link to Hatton & Vale");
    expect(mail.text).toContain("Sophie of Hatton & Vale sent you this link");
    expect(mail.text).toContain("within the next 72 hours");
    expect(mail.text).toContain("Open my account: https://shop.example/profile?authToken=t");
  });
});

describe("the password reset mail", () => {
  it("links to choosing a new password and says how long the link lasts", async () => {
    const mail = await renderMail("password-reset", "en-gb", {
      firstName: null,
      url: "https://shop.example/account/reset?token=r",
      expiresMinutes: 60,
    });
    expect(mail.subject).toBe("Choose a new password for Hatton & Vale");
    expect(mail.text).toContain("The link works once, for the next 60 minutes.");
    expect(mail.text).toContain("Choose a new password: https://shop.example/account/reset?token=r");
    expect(mail.text).toContain("your password stays as it is.");
    expect(mail.html).toContain('href="https://shop.example/account/reset?token=r"');
  });
});
