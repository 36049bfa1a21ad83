import { describe, expect, it } from "vitest";
import {
  REGIONS,
  REGION_TAX_TYPE,
  taxNote,
  countryToRegion,
  languageTag,
  parseCurrency,
  parseLocaleCookie,
  regionPath,
  resolveCurrency,
  resolveLocale,
  resolveRegion,
  splitRegionPath,
  suggestRegion,
} from "./regions.ts";

describe("region paths", () => {
  it("has no prefix for the default region and a lower-case one for the others", () => {
    expect(regionPath("UK", "/engagement-rings")).toBe("/engagement-rings");
    expect(regionPath("US", "/engagement-rings")).toBe("/us/engagement-rings");
    expect(regionPath("US", "/")).toBe("/us/");
    expect(regionPath("INT", "blog")).toBe("/int/blog");
  });

  it("splits a path into its region and route", () => {
    expect(splitRegionPath("/us/engagement-rings")).toEqual({ region: "US", path: "/engagement-rings" });
    expect(splitRegionPath("/us")).toEqual({ region: "US", path: "/" });
    expect(splitRegionPath("/uk/x")).toEqual({ region: "UK", path: "/x" });
    expect(splitRegionPath("/US/x")).toEqual({ region: null, path: "/US/x" });
    expect(splitRegionPath("/usa/x")).toEqual({ region: null, path: "/usa/x" });
    expect(splitRegionPath("/")).toEqual({ region: null, path: "/" });
  });

  it("round-trips every region", () => {
    for (const region of REGIONS) {
      const path = regionPath(region, "/wedding-rings");
      const split = splitRegionPath(path);
      expect(split.path).toBe("/wedding-rings");
      expect(split.region ?? "UK").toBe(region);
    }
  });
});

describe("region, locale and currency resolution", () => {
  it("takes the chosen region from the locale cookie when active, else the route", () => {
    expect(resolveRegion({ routeRegion: "UK", cookie: "US" })).toBe("US");
    expect(resolveRegion({ routeRegion: "UK", cookie: "us" })).toBe("US");
    expect(resolveRegion({ routeRegion: "AU", cookie: null })).toBe("AU");
    expect(resolveRegion({ routeRegion: "AU", cookie: "XX" })).toBe("AU");
    expect(resolveRegion({ routeRegion: "UK", cookie: "ZA", isActive: (r) => r !== "ZA" })).toBe("UK");
  });

  it("maps regions to locales with en-gb as the fallback", () => {
    expect(resolveLocale("US")).toBe("en-us");
    expect(resolveLocale("EU")).toBe("en-gb");
    expect(resolveLocale("INT")).toBe("en-gb");
    expect(resolveLocale("ZA")).toBe("en-za");
    expect(resolveLocale(null)).toBe("en-gb");
    expect(languageTag("en-gb")).toBe("en-GB");
    expect(languageTag("en-us")).toBe("en-US");
  });

  it("resolves currency: cookie, region's own, default map, GBP", () => {
    expect(resolveCurrency({ cookie: "EUR", region: "US", regionCurrency: "USD" })).toBe("EUR");
    expect(resolveCurrency({ cookie: "eur", region: "US" })).toBe("EUR");
    expect(resolveCurrency({ cookie: "BTC", region: "US", regionCurrency: "CAD" })).toBe("CAD");
    expect(resolveCurrency({ cookie: null, region: "INT" })).toBe("USD");
    expect(resolveCurrency({ region: "IE" })).toBe("EUR");
    expect(resolveCurrency({})).toBe("GBP");
  });
});

describe("cookie validation", () => {
  it("accepts a locale cookie only when it names a known region", () => {
    expect(parseLocaleCookie("US")).toBe("US");
    expect(parseLocaleCookie(" nz ")).toBe("NZ");
    expect(parseLocaleCookie("en-gb")).toBeNull();
    expect(parseLocaleCookie("")).toBeNull();
    expect(parseLocaleCookie(undefined)).toBeNull();
  });

  it("accepts a currency cookie only when it names a known currency", () => {
    expect(parseCurrency("ZAR")).toBe("ZAR");
    expect(parseCurrency("zar")).toBe("ZAR");
    expect(parseCurrency("XAU")).toBeNull();
    expect(parseCurrency("GBP; x")).toBeNull();
  });
});

describe("region suggestion", () => {
  it("prefers the country, then accept-language by quality", () => {
    expect(suggestRegion({ country: "FR" })).toBe("EU");
    expect(suggestRegion({ acceptLanguage: "en-US,en;q=0.9" })).toBe("US");
    expect(suggestRegion({ acceptLanguage: "en;q=1, en-AU;q=0.8, en-US;q=0.5" })).toBe("AU");
    expect(suggestRegion({ acceptLanguage: "en" })).toBeNull();
    expect(countryToRegion("JP")).toBe("INT");
    expect(countryToRegion("GB")).toBe("UK");
    expect(countryToRegion("bad")).toBeNull();
  });
});

describe("tax notes", () => {
  it("say the tax each region's prices include, or how it is paid", () => {
    expect(taxNote("UK")).toBe("VAT_INCLUDED");
    expect(taxNote("EU")).toBe("VAT_INCLUDED");
    expect(taxNote("IE")).toBe("VAT_INCLUDED");
    expect(taxNote("AU")).toBe("GST_INCLUDED");
    expect(taxNote("NZ")).toBe("GST_INCLUDED");
    expect(taxNote("US")).toBe("SALES_TAX_AT_CHECKOUT");
    expect(taxNote("CA")).toBe("SALES_TAX_AT_CHECKOUT");
    expect(taxNote("ZA")).toBe("IMPORT_TAXES_ON_DELIVERY");
    expect(taxNote("INT")).toBe("IMPORT_TAXES_ON_DELIVERY");
  });

  it("follow each region's tax treatment: an inclusive price says which tax it includes", () => {
    for (const region of REGIONS) expect(taxNote(region).endsWith("_INCLUDED"), region).toBe(REGION_TAX_TYPE[region] === "INCLUSIVE");
  });
});
