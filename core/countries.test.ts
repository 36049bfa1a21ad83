import { describe, expect, it } from "vitest";
import { COUNTRY_NAMES, countryName } from "./countries.ts";
import { PHONE_COUNTRIES } from "./phone.ts";

describe("country names", () => {
  it("names a country by its code in any case, and says the code of one it does not know", () => {
    expect(countryName("BW")).toBe("Botswana");
    expect(countryName("gb")).toBe("United Kingdom");
    expect(countryName("HK")).toBe("Hong Kong");
    expect(countryName("QQ")).toBe("QQ");
    expect(countryName(null)).toBeNull();
    expect(countryName("")).toBeNull();
  });

  it("answers no inherited property for a hostile code", () => {
    expect(countryName("__proto__")).toBe("__PROTO__");
    expect(countryName("constructor")).toBe("CONSTRUCTOR");
    expect(countryName("toString")).toBe("TOSTRING");
  });

  it("holds two-letter codes, each with a name, among them every phone country and every stone origin of the demo inventory", () => {
    const entries = Object.entries(COUNTRY_NAMES);
    expect(entries.length).toBeGreaterThan(90);
    for (const [code, name] of entries) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(2);
    }
    for (const { country } of PHONE_COUNTRIES) expect(COUNTRY_NAMES[country], country).toBeTruthy();
    for (const code of [
      "AF",
      "AO",
      "AU",
      "BE",
      "BR",
      "BW",
      "CA",
      "CD",
      "CN",
      "CO",
      "ET",
      "GB",
      "HK",
      "IL",
      "IN",
      "KE",
      "LK",
      "MG",
      "MM",
      "MZ",
      "NA",
      "NG",
      "PK",
      "RU",
      "SG",
      "SL",
      "TH",
      "TZ",
      "US",
      "UY",
      "VN",
      "ZA",
      "ZM",
    ]) {
      expect(COUNTRY_NAMES[code], code).toBeTruthy();
    }
  });
});
