import { describe, expect, it } from "vitest";
import { acceptedRedirect } from "./redirect.ts";
import { isEmail, normaliseEmail } from "./email.ts";

describe("acceptedRedirect", () => {
  it("keeps a path on this store with its query and hash", () => {
    expect(acceptedRedirect("/profile")).toBe("/profile");
    expect(acceptedRedirect("/us/engagement-rings?page=2#top")).toBe("/us/engagement-rings?page=2#top");
  });
  it("refuses other hosts and anything that is not a path", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "\\\\evil.example", "evil.example", "javascript:alert(1)", "/\t/evil.example", "", null, undefined]) {
      expect(acceptedRedirect(bad)).toBeNull();
    }
  });
  it("refuses an address longer than a browser would keep", () => {
    expect(acceptedRedirect(`/${"a".repeat(2100)}`)).toBeNull();
  });
});

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmail("olivia@example.com")).toBe(true);
    expect(isEmail("o.smith+rings@mail.example.co.uk")).toBe(true);
  });
  it("refuses what cannot be an address", () => {
    for (const bad of ["", "olivia", "olivia@", "@example.com", "olivia@example", "oli via@example.com", "olivia@@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
  it("compares addresses whatever their case", () => {
    expect(normaliseEmail("  Olivia@Example.COM ")).toBe("olivia@example.com");
  });
});
