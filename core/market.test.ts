import { describe, expect, it } from "vitest";
import { resolveMarket, taxTypeFor } from "./market.ts";

const ukVisitorInEuros = { region: "UK", currency: "EUR", locale: "en-gb" } as const;

describe("resolveMarket", () => {
  it("is the request's market when the caller names nothing", () => {
    expect(resolveMarket(ukVisitorInEuros)).toEqual({ region: "UK", currency: "EUR", locale: "en-gb", taxType: "INCLUSIVE" });
    expect(resolveMarket(ukVisitorInEuros, { region: null, currency: null, locale: null })).toEqual(resolveMarket(ukVisitorInEuros));
  });

  it("keeps the visitor's currency when the caller names the request's own region", () => {
    expect(resolveMarket(ukVisitorInEuros, { region: "UK" }).currency).toBe("EUR");
  });

  it("uses another region's own currency, locale and tax when the caller names that region", () => {
    expect(resolveMarket(ukVisitorInEuros, { region: "US" })).toEqual({
      region: "US",
      currency: "USD",
      locale: "en-us",
      taxType: "EXCLUSIVE",
    });
    expect(resolveMarket(ukVisitorInEuros, { region: "AU" })).toEqual({
      region: "AU",
      currency: "AUD",
      locale: "en-au",
      taxType: "INCLUSIVE",
    });
  });

  it("takes a named currency and locale as given, with the region's tax", () => {
    expect(resolveMarket(ukVisitorInEuros, { region: "IE", currency: "GBP", locale: "en-gb" })).toEqual({
      region: "IE",
      currency: "GBP",
      locale: "en-gb",
      taxType: "INCLUSIVE",
    });
  });

  it("falls back to the default region without a request", () => {
    expect(resolveMarket(null)).toEqual({ region: "UK", currency: "GBP", locale: "en-gb", taxType: "INCLUSIVE" });
    expect(resolveMarket(undefined, { region: "ZA" })).toEqual({ region: "ZA", currency: "ZAR", locale: "en-za", taxType: "EXCLUSIVE" });
  });
});

describe("taxTypeFor", () => {
  it("includes VAT in the UK, EU and Ireland and GST in Australia and New Zealand; excludes tax elsewhere", () => {
    for (const r of ["UK", "EU", "IE", "AU", "NZ"] as const) expect(taxTypeFor(r)).toBe("INCLUSIVE");
    for (const r of ["US", "CA", "ZA", "INT"] as const) expect(taxTypeFor(r)).toBe("EXCLUSIVE");
  });
});
