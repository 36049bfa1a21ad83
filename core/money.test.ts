import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_SYMBOLS, currencySymbol, formatMoney, instalments, ZERO_MONEY } from "./money.ts";
import { CURRENCIES, languageTag, LOCALES, REGION_CURRENCY, REGION_LOCALE, type Currency, type Locale } from "./regions.ts";

/** Intl separates with narrow/no-break spaces in some locales; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  const cases: [Locale, Currency, number, string, string][] = [
    ["en-gb", "GBP", 1250, "£1,250", "£1,250.50"],
    ["en-us", "USD", 1650, "$1,650", "$1,650.50"],
    ["en-ie", "EUR", 1450, "€1,450", "€1,450.50"],
    ["en-nz", "NZD", 2700, "$2,700", "$2,700.50"],
    ["en-au", "AUD", 2500, "$2,500", "$2,500.50"],
    ["en-ca", "CAD", 2250, "$2,250", "$2,250.50"],
    ["en-za", "ZAR", 29000, "R 29 000", "R 29 000,50"],
  ];

  it.each(cases)("%s %s: whole amounts lose their zero decimals", (locale, currency, amount, whole) => {
    expect(plain(formatMoney({ amount, currency }, locale))).toBe(whole);
    expect(plain(formatMoney({ amount: amount + 0.001, currency }, locale))).toBe(whole);
  });

  it.each(cases)("%s %s: other amounts keep two decimals", (locale, currency, amount, _whole, fraction) => {
    expect(plain(formatMoney({ amount: amount + 0.5, currency }, locale))).toBe(fraction);
  });

  it("covers every currency through its region", () => {
    const shown = new Set(Object.values(REGION_CURRENCY));
    expect(shown).toEqual(new Set(["GBP", "EUR", "USD", "NZD", "AUD", "CAD", "ZAR"]));
    for (const [region, currency] of Object.entries(REGION_CURRENCY)) {
      const text = formatMoney({ amount: 1000, currency }, REGION_LOCALE[region as keyof typeof REGION_LOCALE]);
      expect(text, region).not.toMatch(/[.,]00$/);
    }
  });

  it("shows a currency in a region that is not its own with its own symbol", () => {
    expect(formatMoney({ amount: 99.9, currency: "EUR" }, "en-gb")).toBe("€99.90");
    expect(formatMoney({ amount: 1200, currency: "GBP" }, "en-us")).toBe("£1,200");
  });

  it("defaults to GBP 0", () => {
    expect(formatMoney(ZERO_MONEY, "en-gb")).toBe("£0");
  });

  it("rounds to the penny before deciding on decimals", () => {
    expect(formatMoney({ amount: 10.004, currency: "GBP" }, "en-gb")).toBe("£10");
    expect(formatMoney({ amount: 10.005, currency: "GBP" }, "en-gb")).toBe("£10.01");
    expect(formatMoney({ amount: -5, currency: "GBP" }, "en-gb")).toBe("-£5");
  });
});

/** What Node's ICU writes for money: the narrow symbol, no decimals for whole amounts, else two. */
function intlMoney(amount: number, currency: Currency, locale: Locale): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  const options = { style: "currency", currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
  return new Intl.NumberFormat(languageTag(locale), options).format(cents / 100);
}

const PAIRS = LOCALES.flatMap((locale) => CURRENCIES.map((currency) => [locale, currency] as const));

describe("formatMoney against Node's Intl", () => {
  it("has a symbol for every currency", () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...CURRENCIES].sort());
  });

  it.each(PAIRS)("%s %s: gives the narrow symbol Intl gives", (locale, currency) => {
    const parts = new Intl.NumberFormat(languageTag(locale), { style: "currency", currency, currencyDisplay: "narrowSymbol" }).formatToParts(0);
    expect(currencySymbol(currency, locale)).toBe(parts.find((p) => p.type === "currency")?.value);
  });

  const edges = [0, -0, 0.001, -0.001, 0.005, -0.005, 1, -1, 1.5, -1.5, 10.005, 99.9, 999.99, 999.995, 1000, -1000, 1250.5, -1234.56, 29000, 1e6 + 0.01, 123456789.12, NaN, Infinity, -Infinity];

  it.each(PAIRS)("%s %s: writes edge amounts as Intl does", (locale, currency) => {
    for (const amount of edges) expect(formatMoney({ amount, currency }, locale), String(amount)).toBe(intlMoney(amount, currency, locale));
  });

  it.each(PAIRS)("%s %s: writes any amount as Intl does", (locale, currency) => {
    const amount = fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 100), fc.integer({ min: 0, max: 1e6 }));
    fc.assert(
      fc.property(amount, (a) => {
        expect(formatMoney({ amount: a, currency }, locale)).toBe(intlMoney(a, currency, locale));
      }),
      { numRuns: 300 },
    );
  });

  it("parts a letter symbol from the digits by a no-break space, and a sign symbol not at all", () => {
    expect(formatMoney({ amount: -1234.5, currency: "ZAR" }, "en-za")).toBe("-R\u00a01\u00a0234,50");
    expect(formatMoney({ amount: -1234.5, currency: "ZAR" }, "en-gb")).toBe("-R\u00a01,234.50");
    expect(formatMoney({ amount: 1234.5, currency: "EUR" }, "en-za")).toBe("€1\u00a0234,50");
  });
});

describe("instalments", () => {
  it("adds up to exactly the price, the first instalment carrying the pennies left over", () => {
    expect(instalments(1495, 3)).toEqual([498.34, 498.33, 498.33]);
    expect(instalments(1500, 3)).toEqual([500, 500, 500]);
    expect(instalments(1249.99, 3)).toEqual([416.67, 416.66, 416.66]);
  });

  it("never shows a regular instalment that times the count exceeds the price", () => {
    for (const price of [1, 99, 1495, 2530, 12_345, 99_999]) {
      const parts = instalments(price, 3);
      expect(Math.round(parts.reduce((s, p) => s + p, 0) * 100)).toBe(Math.round(price * 100));
      expect(Math.round(parts.at(-1)! * 100) * 3).toBeLessThanOrEqual(Math.round(price * 100));
    }
  });

  it("refuses a count that is not a positive integer", () => {
    expect(() => instalments(100, 0)).toThrow(RangeError);
    expect(() => instalments(100, 1.5)).toThrow(RangeError);
  });
});
