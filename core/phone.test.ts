import { describe, expect, it } from "vitest";
import { PHONE_COUNTRIES, countryOfCallingCode, defaultPhoneCountry, nationalDigits, phoneCountryOr } from "./phone.ts";
import { REGIONS } from "./regions.ts";

describe("phone numbers", () => {
  it("starts every region's phone field with a country it offers", () => {
    for (const region of REGIONS) expect(PHONE_COUNTRIES.map((c) => c.country)).toContain(defaultPhoneCountry(region));
  });

  it("shows a shared calling code as the region's own country", () => {
    expect(countryOfCallingCode("1", "CA")).toBe("CA");
    expect(countryOfCallingCode("1", "UK")).toBe("US");
    expect(countryOfCallingCode("44", "US")).toBe("GB");
    expect(countryOfCallingCode("999", "UK")).toBeNull();
  });

  it("takes a country sent with a form when it is one offered, else the region's own", () => {
    expect(phoneCountryOr("IE", "UK")).toBe("IE");
    expect(phoneCountryOr("XX", "US")).toBe("US");
    expect(phoneCountryOr("", "CA")).toBe("CA");
    expect(phoneCountryOr(undefined, "EU")).toBe("FR");
    expect(phoneCountryOr("constructor", "UK")).toBe("GB");
  });

  it("reads a typed number as its national digits", () => {
    expect(nationalDigits("07700 900123")).toBe("07700900123");
    expect(nationalDigits("(212) 555-0100")).toBe("2125550100");
    expect(nationalDigits("")).toBe("");
    expect(nationalDigits("+44 7700")).toBeNull();
    expect(nationalDigits("call me")).toBeNull();
    // Too short or not a number of the country: the numbering plan says so, with its own message.
    expect(nationalDigits("012")).toBe("012");
  });
});
