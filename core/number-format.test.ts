import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, NUMBER_SYMBOLS, type NumberFormatOptions } from "./number-format.ts";
import { languageTag, LOCALES } from "./regions.ts";

/** What Node's ICU writes, the text the table must give. */
const intl = (value: number, locale: (typeof LOCALES)[number], options?: NumberFormatOptions) =>
  new Intl.NumberFormat(languageTag(locale), options).format(value);

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  2.5,
  -2.5,
  0.0005,
  -0.0004,
  -0.0005,
  0.001,
  0.0015,
  0.9995,
  0.99951,
  9.9995,
  999.9995,
  999,
  1000,
  -1000,
  9999.9999,
  12345.678,
  123456.7891,
  1234567.891,
  -1234567.891,
  1.005,
  1.015,
  1.025,
  1.045,
  2.675,
  8.345,
  1.0049999999999999,
  0.1 + 0.2,
  1e-7,
  1.5e-7,
  5e-324,
  123e-20,
  1e15,
  1e16,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1.5e21,
  1.2345678901234566e25,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

const OPTIONS: (NumberFormatOptions | undefined)[] = [
  undefined,
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 5 },
  { minimumFractionDigits: 0, maximumFractionDigits: 6 },
  { maximumFractionDigits: 20 },
  { minimumFractionDigits: 2.9, maximumFractionDigits: 4.2 },
];

describe("formatNumber", () => {
  it("has separators for every locale", () => {
    expect(Object.keys(NUMBER_SYMBOLS).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)("%s: writes edge values as Node's Intl does", (locale) => {
    for (const options of OPTIONS) {
      for (const value of EDGES) {
        expect(formatNumber(value, locale, options), `${value} ${JSON.stringify(options)}`).toBe(intl(value, locale, options));
      }
    }
  });

  it("writes South African numbers with a no-break space between groups and a decimal comma", () => {
    expect(formatNumber(-1234567.891, "en-za")).toBe("-1\u00a0234\u00a0567,891");
    expect(formatNumber(1234.5, "en-gb", { minimumFractionDigits: 2 })).toBe("1,234.50");
  });

  it("rounds the decimal value as written, half away from zero", () => {
    expect(formatNumber(1.005, "en-gb", { maximumFractionDigits: 2 })).toBe("1.01");
    expect(formatNumber(-2.5, "en-us", { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatNumber(999.9995, "en-gb")).toBe("1,000");
    expect(formatNumber(-0.0004, "en-gb")).toBe("-0");
  });

  it.each(LOCALES)("%s: writes any number as Node's Intl does", (locale) => {
    const value = fc.oneof(
      fc.double({ noNaN: true }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100 + 0.005),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 8),
    );
    const options = fc.oneof(
      fc.constant(undefined),
      fc.record({ maximumFractionDigits: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ minimumFractionDigits: fc.integer({ min: 0, max: 20 }) }),
      fc
        .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
        .map(([a, b]) => ({ minimumFractionDigits: Math.min(a, b), maximumFractionDigits: Math.max(a, b) })),
    );
    fc.assert(
      fc.property(value, options, (v, o) => {
        expect(formatNumber(v, locale, o)).toBe(intl(v, locale, o));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses fraction digits Intl refuses", () => {
    for (const options of [
      { maximumFractionDigits: 101 },
      { minimumFractionDigits: -1 },
      { minimumFractionDigits: 3, maximumFractionDigits: 2 },
    ]) {
      expect(() => intl(1, "en-gb", options)).toThrow(RangeError);
      expect(() => formatNumber(1, "en-gb", options)).toThrow(RangeError);
    }
  });
});
