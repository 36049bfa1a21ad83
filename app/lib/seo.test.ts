import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalUrl } from "./seo.ts";
import type { Locale, Region } from "../../core/regions.ts";

const regions: { code: Region; locales: Locale[]; isActive: boolean }[] = [
  { code: "AU", locales: ["en-au"], isActive: true },
  { code: "EU", locales: ["en-gb"], isActive: true },
  { code: "UK", locales: ["en-gb"], isActive: true },
  { code: "US", locales: ["en-us"], isActive: true },
  { code: "ZA", locales: ["en-za"], isActive: false },
];

describe("canonical and alternate links", () => {
  it("canonical is the current route without query, absolute", () => {
    expect(canonicalUrl("https://shop.example/", "/us/engagement-rings?x=1#y")).toBe("https://shop.example/us/engagement-rings");
    expect(canonicalUrl("http://localhost:3000", "/")).toBe("http://localhost:3000/");
  });

  it("lists each active region's locale with the same route under its prefix, plus x-default", () => {
    const links = alternateLinks({
      origin: "https://shop.example",
      pathname: "/us/wedding-rings",
      regions,
      defaultAlternateRegion: { code: "UK" },
    });
    expect(links).toEqual([
      { hrefLang: "en-GB", href: "https://shop.example/wedding-rings" },
      { hrefLang: "en-AU", href: "https://shop.example/au/wedding-rings" },
      { hrefLang: "en-US", href: "https://shop.example/us/wedding-rings" },
      { hrefLang: "x-default", href: "https://shop.example/wedding-rings" },
    ]);
  });

  it("points x-default at the default alternate region", () => {
    const links = alternateLinks({ origin: "https://shop.example", pathname: "/", regions, defaultAlternateRegion: { code: "US" } });
    expect(links.at(-1)).toEqual({ hrefLang: "x-default", href: "https://shop.example/us/" });
  });
});
