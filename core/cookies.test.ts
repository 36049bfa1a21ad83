import { describe, expect, it } from "vitest";
import { COOKIE, cookieString, expiredCookieString, readCookie } from "./cookies.ts";

describe("cookies", () => {
  it("are secure, same-site lax and set on path /", () => {
    const text = cookieString(COOKIE.locale, "US");
    expect(text).toMatch(/^locale=US;/);
    expect(text).toContain("Path=/");
    expect(text).toContain("SameSite=Lax");
    expect(text).toContain("Secure");
    expect(text).toMatch(/Max-Age=\d+/);
  });

  it("encode values and can be expired", () => {
    expect(cookieString("x", "a b;c", 60)).toBe("x=a%20b%3Bc; Path=/; Max-Age=60; SameSite=Lax; Secure");
    expect(expiredCookieString(COOKIE.cookiesDismissed)).toBe("cookies_dimissed=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });

  it("are read by name from a Cookie header", () => {
    const header = "currency=EUR; locale=ie; cookies_dimissed=1; odd=%E0%A4%A";
    expect(readCookie(header, "locale")).toBe("ie");
    expect(readCookie(header, "currency")).toBe("EUR");
    expect(readCookie(header, COOKIE.cookiesDismissed)).toBe("1");
    expect(readCookie(header, "missing")).toBeNull();
    expect(readCookie(header, "odd")).toBeNull();
    expect(readCookie(null, "locale")).toBeNull();
    expect(readCookie("localeX=US", "locale")).toBeNull();
  });

  it("keep the store's cookie names, including the historic spelling of the banner flag", () => {
    expect(COOKIE.cookiesDismissed).toBe("cookies_dimissed");
    expect(COOKIE.locale).toBe("locale");
    expect(COOKIE.currency).toBe("currency");
  });
});
