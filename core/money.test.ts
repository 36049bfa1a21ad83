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

  it("writes a dollar outside its own country so that no other dollar reads the same", () => {
    // An Australian paying in US dollars does not see "$1,545", which reads as Australian dollars.
    expect(formatMoney({ amount: 1545, currency: "USD" }, "en-au")).toBe("US$1,545");
    expect(formatMoney({ amount: 1545, currency: "AUD" }, "en-us")).toBe("A$1,545");
    expect(formatMoney({ amount: 1545, currency: "NZD" }, "en-au")).toBe("NZ$1,545");
    expect(formatMoney({ amount: 1545, currency: "CAD" }, "en-us")).toBe("CA$1,545");
    // The rest of the world (en-gb) pays in US dollars, named as such.
    expect(formatMoney({ amount: 1545, currency: "USD" }, "en-gb")).toBe("US$1,545");
    expect(currencySymbol("USD", "en-us")).toBe("$");
    expect(currencySymbol("AUD", "en-au")).toBe("$");
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

const DOLLARS: Partial<Record<Currency, Locale>> = { USD: "en-us", AUD: "en-au", NZD: "en-nz", CAD: "en-ca" };

/** The symbol the store writes: Intl's narrow symbol, or for a dollar outside its own country the symbol en-GB gives it ("US$"). */
function intlSymbol(currency: Currency, locale: Locale): string {
  const foreignDollar = DOLLARS[currency] !== undefined && DOLLARS[currency] !== locale;
  const options = { style: "currency", currency, currencyDisplay: foreignDollar ? "symbol" : "narrowSymbol" } as const;
  return new Intl.NumberFormat(foreignDollar ? "en-GB" : languageTag(locale), options).formatToParts(0).find((p) => p.type === "currency")!.value;
}

/** What Node's ICU writes for money with that symbol: no decimals for whole amounts, else two. */
function intlMoney(amount: number, currency: Currency, locale: Locale): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  const options = { style: "currency", currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
  const parts = new Intl.NumberFormat(languageTag(locale), options).formatToParts(cents / 100);
  const symbol = intlSymbol(currency, locale);
  // A symbol ending in a letter is parted from the digits by a no-break space (CLDR's currency spacing).
  return parts
    .map((p, i) => (p.type !== "currency" ? p.value : symbol + (/[^\p{S}\p{Z}]$/u.test(symbol) && /^\d/.test(parts[i + 1]?.value ?? "") ? "\u00a0" : "")))
    .join("");
}

const PAIRS = LOCALES.flatMap((locale) => CURRENCIES.map((currency) => [locale, currency] as const));

describe("formatMoney against Node's Intl", () => {
  it("has a symbol for every currency", () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...CURRENCIES].sort());
  });

  it.each(PAIRS)("%s %s: gives the narrow symbol Intl gives, or a dollar's own symbol outside its country", (locale, currency) => {
    expect(currencySymbol(currency, locale)).toBe(intlSymbol(currency, locale));
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
