import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PATHS,
  PROFILE_TABS,
  isAccountPath,
  localRedirect,
  magicLinkQuery,
  parseMagicLinkQuery,
  profileTabOfPath,
  profileTabPath,
  signInPath,
  withRedirect,
} from "./accounts.ts";

describe("parseMagicLinkQuery", () => {
  const valid = "user=olivia%40example.com&expires=1790000000&hash=ab12cd";

  it("reads a link with an address, an expiry and a hash", () => {
    expect(parseMagicLinkQuery(valid)).toEqual({ user: "olivia@example.com", expires: 1790000000, hash: "ab12cd", redirectUrl: null });
    expect(parseMagicLinkQuery(`${valid}&redirectUrl=%2Fus%2Fprofile`)?.redirectUrl).toBe("/us/profile");
  });

  it("refuses a link whose user is not an e-mail address", () => {
    expect(parseMagicLinkQuery("user=olivia&expires=1790000000&hash=ab")).toBeNull();
    expect(parseMagicLinkQuery("expires=1790000000&hash=ab")).toBeNull();
  });

  it("refuses an expiry that is zero, missing or not a number", () => {
    for (const expires of ["0", "", "soon", "NaN", "Infinity", "0.0"]) {
      expect(parseMagicLinkQuery(`user=a%40b.com&expires=${expires}&hash=ab`), expires).toBeNull();
    }
    expect(parseMagicLinkQuery("user=a%40b.com&hash=ab")).toBeNull();
  });

  it("refuses an empty hash", () => {
    expect(parseMagicLinkQuery("user=a%40b.com&expires=17&hash=")).toBeNull();
    expect(parseMagicLinkQuery("user=a%40b.com&expires=17&hash=%20")).toBeNull();
  });

  it("drops a redirect that would leave the store, keeping the link", () => {
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(parseMagicLinkQuery(`${valid}&redirectUrl=${encodeURIComponent(target)}`)?.redirectUrl, target).toBeNull();
    }
  });
});

describe("magicLinkQuery", () => {
  it("builds the query parseMagicLinkQuery reads back, with and without a page to return to", () => {
    for (const link of [
      { user: "olivia+rings@example.com", expires: 1790000000123, hash: "ab12-cd_EF", redirectUrl: "/us/profile?tab=1&x=a b" },
      { user: "olivia@example.com", expires: 1790000000, hash: "ab12cd", redirectUrl: null },
    ]) {
      const query = magicLinkQuery(link);
      expect(parseMagicLinkQuery(new URLSearchParams(query))).toEqual(link);
    }
    expect(magicLinkQuery({ user: "a@b.com", expires: 17, hash: "h", redirectUrl: null })).toEqual({
      user: "a@b.com",
      expires: "17",
      hash: "h",
    });
  });
});

describe("localRedirect", () => {
  it("follows only paths of this store", () => {
    expect(localRedirect("/profile")).toBe("/profile");
    expect(localRedirect("/us/engagement-rings?page=2#x")).toBe("/us/engagement-rings?page=2#x");
    for (const bad of [null, undefined, "", "profile", "https://evil.example/x", "//evil.example", "/\\evil.example", "/\t/evil.example"]) {
      expect(localRedirect(bad), String(bad)).toBeNull();
    }
  });

  it("refuses a path longer than a browser would keep", () => {
    expect(localRedirect(`/${"a".repeat(2100)}`)).toBeNull();
  });

  it("adds the page to return to, unless it is home or not local", () => {
    expect(withRedirect("/sign-in", "/profile")).toBe("/sign-in?redirectUrl=/profile");
    expect(withRedirect("/us/sign-in", "/us/rings?a=1&b=2")).toBe("/us/sign-in?redirectUrl=/us/rings%3Fa%3D1%26b%3D2");
    expect(new URL(withRedirect("/sign-in", "/rings?a=1&b=2"), "https://x.example").searchParams.get("redirectUrl")).toBe("/rings?a=1&b=2");
    expect(withRedirect("/sign-in", "/")).toBe("/sign-in");
    expect(withRedirect("/sign-in", "https://evil.example")).toBe("/sign-in");
  });
});

describe("profile tabs", () => {
  it("reads each tab from its path and writes it back", () => {
    for (const tab of PROFILE_TABS) expect(profileTabOfPath(profileTabPath(tab))).toBe(tab);
    expect(profileTabOfPath("/profile")).toBe("details");
    expect(profileTabOfPath("/profile/my-orders")).toBe("my-orders");
  });

  it("knows no other profile path", () => {
    for (const path of ["/profile/details", "/profile/orders", "/profiles", "/profile/my-orders/2"])
      expect(profileTabOfPath(path), path).toBeNull();
  });
});

describe("account paths", () => {
  it("knows every account page, with or without a trailing slash", () => {
    for (const path of [...Object.values(ACCOUNT_PATHS), ...PROFILE_TABS.map(profileTabPath)]) {
      expect(isAccountPath(path), path).toBe(true);
      expect(isAccountPath(`${path}/`), path).toBe(true);
    }
  });

  it("knows no other page", () => {
    for (const path of ["/", "/rings", "/sign-in/x", "/profiles", "/profile/orders", "/magic-link-requests", "/about-us/sign-in"])
      expect(isAccountPath(path), path).toBe(false);
  });

  it("writes the sign-in page in each of its modes", () => {
    expect(signInPath()).toBe("/sign-in");
    expect(signInPath("register")).toBe("/sign-in?mode=register");
    expect(withRedirect(signInPath("register"), "/us/profile")).toBe("/sign-in?mode=register&redirectUrl=/us/profile");
  });
});
