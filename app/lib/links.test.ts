import { describe, expect, it } from "vitest";
import { internalPath, localHref } from "./links.ts";

const origin = "https://shop.example";

describe("links in content", () => {
  it("navigates internal links client-side", () => {
    expect(internalPath("/engagement-rings", origin)).toBe("/engagement-rings");
    expect(internalPath("https://shop.example/blog?page=2#top", origin)).toBe("/blog?page=2#top");
    expect(internalPath("about-us/contacts", `${origin}/`)).toBe("/about-us/contacts");
  });

  it("leaves mailto, tel, sms and other hosts untouched", () => {
    expect(internalPath("mailto:hello@shop.example", origin)).toBeNull();
    expect(internalPath("tel:+442071234567", origin)).toBeNull();
    expect(internalPath("SMS:+442071234567", origin)).toBeNull();
    expect(internalPath("https://elsewhere.example/x", origin)).toBeNull();
    expect(internalPath("http://shop.example/x", origin)).toBeNull();
    expect(internalPath("javascript:alert(1)", origin)).toBeNull();
    expect(internalPath("#section", origin)).toBeNull();
    expect(internalPath("", origin)).toBeNull();
  });

  it("puts in-store links in the current region once", () => {
    expect(localHref("/engagement-rings", "US")).toBe("/us/engagement-rings");
    expect(localHref("/us/engagement-rings", "US")).toBe("/us/engagement-rings");
    expect(localHref("/engagement-rings", "UK")).toBe("/engagement-rings");
    expect(localHref("/", "AU")).toBe("/au/");
    expect(localHref("https://elsewhere.example/", "AU")).toBe("https://elsewhere.example/");
  });
});
