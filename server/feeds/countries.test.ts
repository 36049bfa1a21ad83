import { describe, expect, it } from "vitest";
import { parseCountry } from "./countries.ts";

describe("feed countries", () => {
  it("read codes and English names, any case, and the trade's names for gem sources", () => {
    const cases: Record<string, string> = {
      BE: "BE",
      us: "US",
      NA: "NA",
      UK: "GB",
      "Sri Lanka": "LK",
      Ceylon: "LK",
      Burma: "MM",
      myanmar: "MM",
      Kashmir: "IN",
      USA: "US",
      "United States": "US",
      "Hong Kong": "HK",
      "Côte d’Ivoire": "CI",
      "Cote d'Ivoire": "CI",
      Russia: "RU",
      BOTSWANA: "BW",
    };
    for (const [value, code] of Object.entries(cases)) expect(parseCountry(value), value).toBe(code);
  });

  it("tell an unknown country from an unknown value", () => {
    for (const value of ["", "Unknown", "N/A", "-"]) expect(parseCountry(value), value).toBeNull();
    // Withdrawn codes and non-countries are not read as their successors.
    for (const value of ["Atlantis", "XX", "SU", "EU", "ZZ"]) expect(parseCountry(value), value).toBeUndefined();
  });
});
