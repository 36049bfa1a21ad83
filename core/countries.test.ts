import { describe, expect, it } from "vitest";
import { COUNTRY_NAMES, countryName } from "./countries.ts";

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

  it("holds two-letter codes, each with a name", () => {
    const entries = Object.entries(COUNTRY_NAMES);
    expect(entries.length).toBeGreaterThan(240);
    for (const [code, name] of entries) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(2);
    }
  });
});
