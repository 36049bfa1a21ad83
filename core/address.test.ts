import { describe, expect, it } from "vitest";
import { REGIONS } from "./regions.ts";
import { DELIVERY_COUNTRIES, deliversTo, isSubdivisionOf, normalisePostcode, postcodeExample, subdivisionsOf } from "./address.ts";

describe("postcodes", () => {
  it.each([
    ["GB", "sw1a1aa", "SW1A 1AA"],
    ["GB", "EC1V 9LT", "EC1V 9LT"],
    ["GB", "m1 1ae", "M1 1AE"],
    ["US", "10001", "10001"],
    ["US", "10001-1234", "10001-1234"],
    ["US", "100011234", "10001-1234"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["CA", "M5V 3L9", "M5V 3L9"],
    ["IE", "d02x285", "D02 X285"],
    ["IE", "D6W 1234", "D6W 1234"],
    ["AU", "2000", "2000"],
    ["NZ", "6011", "6011"],
    ["ZA", "8001", "8001"],
    ["NL", "1012js", "1012 JS"],
    ["PL", "00950", "00-950"],
    ["PT", "1100-148", "1100-148"],
    ["LU", "1009", "L-1009"],
    ["SE", "11152", "111 52"],
    ["AE", "", ""],
  ])("%s %j is written %j", (country, typed, written) => {
    expect(normalisePostcode(country, typed)).toBe(written);
  });

  it.each([
    ["GB", "SW1A"],
    ["GB", "12345"],
    ["US", "1234"],
    ["US", "10001-12"],
    ["CA", "D1A 0B1"],
    ["CA", "K1A0B"],
    ["IE", "B02 X285"],
    ["AU", "20000"],
    ["NZ", "601"],
    ["ZA", "ABCD"],
    ["DE", "1011"],
    ["NL", "0123 AB"],
    ["AE", "12345"],
    ["XX", "12345"],
  ])("%s refuses %j", (country, typed) => {
    expect(normalisePostcode(country, typed)).toBeNull();
  });

  it("every delivery country has a rule with an example that passes it", () => {
    for (const region of REGIONS)
      for (const country of DELIVERY_COUNTRIES[region]) {
        const example = postcodeExample(country) ?? "";
        expect(normalisePostcode(country, example), `${country} ${example}`).toBe(example);
      }
  });
});

describe("delivery countries and subdivisions", () => {
  it("each region delivers to its own country", () => {
    expect(deliversTo("UK", "GB")).toBe(true);
    expect(deliversTo("UK", "US")).toBe(false);
    expect(deliversTo("EU", "FR")).toBe(true);
    expect(deliversTo("US", "US")).toBe(true);
  });
  it("the US has 50 states and DC, Canada 13 provinces and territories", () => {
    expect(subdivisionsOf("US")).toHaveLength(51);
    expect(subdivisionsOf("CA")).toHaveLength(13);
    expect(subdivisionsOf("GB")).toHaveLength(0);
    expect(isSubdivisionOf("US", "NY")).toBe(true);
    expect(isSubdivisionOf("CA", "NY")).toBe(false);
  });
});
