import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  add,
  allocate,
  compare,
  CURRENCY_SYMBOLS,
  CurrencyMismatchError,
  currencySymbol,
  equals,
  formatMoney,
  fromDecimal,
  fromMajorUnits,
  isCanonicalDecimal,
  isDecimal,
  money,
  MINOR_DIGITS,
  multiply,
  subtract,
  sum,
  toDecimal,
  ZERO_MONEY,
} from "./money.ts";
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
    expect(plain(formatMoney(money(amount * 100, currency), locale))).toBe(whole);
  });

  it.each(cases)("%s %s: other amounts keep two decimals", (locale, currency, amount, _whole, fraction) => {
    expect(plain(formatMoney(money(amount * 100 + 50, currency), locale))).toBe(fraction);
  });

  it("covers every currency through its region", () => {
    const shown = new Set(Object.values(REGION_CURRENCY));
    expect(shown).toEqual(new Set(["GBP", "EUR", "USD", "NZD", "AUD", "CAD", "ZAR"]));
    for (const [region, currency] of Object.entries(REGION_CURRENCY)) {
      const text = formatMoney(money(100_000, currency), REGION_LOCALE[region as keyof typeof REGION_LOCALE]);
      expect(text, region).not.toMatch(/[.,]00$/);
    }
  });

  it("shows a currency in a region that is not its own with its own symbol", () => {
    expect(formatMoney(money(9990, "EUR"), "en-gb")).toBe("€99.90");
    expect(formatMoney(money(120_000, "GBP"), "en-us")).toBe("£1,200");
  });

  it("writes a dollar outside its own country so that no other dollar reads the same", () => {
    // An Australian paying in US dollars does not see "$1,545", which reads as Australian dollars.
    expect(formatMoney(money(154_500, "USD"), "en-au")).toBe("US$1,545");
    expect(formatMoney(money(154_500, "AUD"), "en-us")).toBe("A$1,545");
    expect(formatMoney(money(154_500, "NZD"), "en-au")).toBe("NZ$1,545");
    expect(formatMoney(money(154_500, "CAD"), "en-us")).toBe("CA$1,545");
    // The rest of the world (en-gb) pays in US dollars, named as such.
    expect(formatMoney(money(154_500, "USD"), "en-gb")).toBe("US$1,545");
    expect(currencySymbol("USD", "en-us")).toBe("$");
    expect(currencySymbol("AUD", "en-au")).toBe("$");
  });

  it("defaults to GBP 0", () => {
    expect(formatMoney(ZERO_MONEY, "en-gb")).toBe("£0");
  });

  it("writes pennies and a minus sign", () => {
    expect(formatMoney(money(1000, "GBP"), "en-gb")).toBe("£10");
    expect(formatMoney(money(1001, "GBP"), "en-gb")).toBe("£10.01");
    expect(formatMoney(money(-500, "GBP"), "en-gb")).toBe("-£5");
    expect(formatMoney(money(-5, "GBP"), "en-gb")).toBe("-£0.05");
  });
});

const DOLLARS: Partial<Record<Currency, Locale>> = { USD: "en-us", AUD: "en-au", NZD: "en-nz", CAD: "en-ca" };

/** The symbol the store writes: Intl's narrow symbol, or for a dollar outside its own country the symbol en-GB gives it ("US$"). */
function intlSymbol(currency: Currency, locale: Locale): string {
  const foreignDollar = DOLLARS[currency] !== undefined && DOLLARS[currency] !== locale;
  const options = { style: "currency", currency, currencyDisplay: foreignDollar ? "symbol" : "narrowSymbol" } as const;
  return new Intl.NumberFormat(foreignDollar ? "en-GB" : languageTag(locale), options).formatToParts(0).find((p) => p.type === "currency")!
    .value;
}

/** What Node's ICU writes for money with that symbol: no decimals for whole amounts, else two. */
function intlMoney(cents: number, currency: Currency, locale: Locale): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  const options = {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } as const;
  const parts = new Intl.NumberFormat(languageTag(locale), options).formatToParts(cents / 100);
  const symbol = intlSymbol(currency, locale);
  // A symbol ending in a letter is parted from the digits by a no-break space (CLDR's currency spacing).
  return parts
    .map((p, i) =>
      p.type !== "currency" ? p.value : symbol + (/[^\p{S}\p{Z}]$/u.test(symbol) && /^\d/.test(parts[i + 1]?.value ?? "") ? "\u00a0" : ""),
    )
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

  const edges = [
    0, 1, -1, 5, -5, 50, 100, -100, 150, -150, 1001, 9990, 99_999, 100_000, -100_000, 125_050, -123_456, 2_900_000, 100_000_001,
    12_345_678_912,
  ];

  it.each(PAIRS)("%s %s: writes edge amounts as Intl does", (locale, currency) => {
    for (const cents of edges) expect(formatMoney(money(cents, currency), locale), String(cents)).toBe(intlMoney(cents, currency, locale));
  });

  it.each(PAIRS)("%s %s: writes any amount as Intl does", (locale, currency) => {
    const cents = fc.oneof(
      fc.integer({ min: -1e11, max: 1e11 }),
      fc.integer({ min: 0, max: 1e8 }).map((c) => c * 100),
    );
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatMoney(money(c, currency), locale)).toBe(intlMoney(c, currency, locale));
      }),
      { numRuns: 300 },
    );
  });

  it("parts a letter symbol from the digits by a no-break space, and a sign symbol not at all", () => {
    expect(formatMoney(money(-123_450, "ZAR"), "en-za")).toBe("-R\u00a01\u00a0234,50");
    expect(formatMoney(money(-123_450, "ZAR"), "en-gb")).toBe("-R\u00a01,234.50");
    expect(formatMoney(money(123_450, "EUR"), "en-za")).toBe("€1\u00a0234,50");
  });
});

const gbp = (minor: number) => money(minor, "GBP");
const CURRENCY = fc.constantFrom(...CURRENCIES);
const MINOR = fc.integer({ min: -1e15, max: 1e15 });

describe("amounts in minor units", () => {
  it("holds every currency the store sells at two decimals", () => {
    expect(Object.keys(MINOR_DIGITS).sort()).toEqual([...CURRENCIES].sort());
    for (const currency of CURRENCIES) expect(MINOR_DIGITS[currency]).toBe(2);
  });

  it("refuses an amount that is not a safe whole number of minor units", () => {
    for (const bad of [0.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) expect(() => money(bad, "GBP"), String(bad)).toThrow(RangeError);
    expect(() => add(gbp(Number.MAX_SAFE_INTEGER), gbp(1))).toThrow(RangeError);
    expect(money(-0, "GBP").minor).toBe(0);
    expect(Object.is(money(-0, "GBP").minor, -0)).toBe(false);
  });

  it("adds, subtracts and sums exactly", () => {
    expect(add(gbp(10), gbp(20))).toEqual(gbp(30));
    expect(subtract(gbp(10), gbp(25))).toEqual(gbp(-15));
    // 0.1 + 0.2 in floats is 0.30000000000000004; in pence it is 30.
    expect(sum([gbp(10), gbp(20)], "GBP")).toEqual(gbp(30));
    expect(sum([], "EUR")).toEqual(money(0, "EUR"));
  });

  it("refuses to add, compare or test equal amounts of two currencies", () => {
    const pound = gbp(100);
    const dollar = money(100, "USD");
    expect(() => add(pound, dollar)).toThrow(CurrencyMismatchError);
    expect(() => subtract(pound, dollar)).toThrow(CurrencyMismatchError);
    expect(() => compare(pound, dollar)).toThrow(/GBP and USD/);
    expect(() => equals(pound, dollar)).toThrow(CurrencyMismatchError);
    expect(() => sum([pound, dollar], "GBP")).toThrow(CurrencyMismatchError);
  });

  it("compares in one currency", () => {
    expect(compare(gbp(1), gbp(2))).toBe(-1);
    expect(compare(gbp(2), gbp(2))).toBe(0);
    expect(compare(gbp(3), gbp(2))).toBe(1);
    expect(equals(gbp(5), gbp(5))).toBe(true);
    expect(equals(gbp(5), gbp(6))).toBe(false);
  });
});

describe("multiply", () => {
  it("rounds the exact product half away from zero to the penny", () => {
    expect(multiply(gbp(3), 0.5)).toEqual(gbp(2));
    expect(multiply(gbp(-3), 0.5)).toEqual(gbp(-2));
    expect(multiply(gbp(1235), 0.3)).toEqual(gbp(371)); // 370.5, which floats write 370.49999999999994
    expect(multiply(gbp(1234), 0.3)).toEqual(gbp(370)); // 370.2
    expect(multiply(gbp(100), 3)).toEqual(gbp(300));
    expect(multiply(gbp(7), 1e-7)).toEqual(gbp(0));
  });

  it("rounds to whole pounds when asked, once, from the exact product", () => {
    // 1,234,960 pence a carat × 0.01 ct is 12,349.6p, £123.496: £123, where rounding twice (12,350p, £123.50) gives £124.
    expect(multiply(gbp(1_234_960), 0.01, { wholeUnits: true })).toEqual(gbp(12_300));
    expect(multiply(gbp(1_235_000), 0.01, { wholeUnits: true })).toEqual(gbp(12_400));
  });

  it("is the exact decimal product for any amount and weight with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 100_000 }), (pence, hundredths) => {
        const exact = pence * hundredths; // the product in hundredths of a penny: exact below 2^53
        expect(multiply(gbp(pence), hundredths / 100).minor).toBe(Math.floor((exact + 50) / 100));
      }),
    );
  });
});

describe("allocate", () => {
  it("splits by a count, the pennies left over one each to the first parts", () => {
    expect(allocate(gbp(1000), 3)).toEqual([gbp(334), gbp(333), gbp(333)]);
    expect(allocate(gbp(1001), 3)).toEqual([gbp(334), gbp(334), gbp(333)]);
    expect(allocate(gbp(-1000), 3)).toEqual([gbp(-334), gbp(-333), gbp(-333)]);
  });

  it("splits by ratios", () => {
    expect(allocate(gbp(1000), [1, 1, 2])).toEqual([gbp(250), gbp(250), gbp(500)]);
    expect(allocate(gbp(5), [0.3, 0.7])).toEqual([gbp(2), gbp(3)]);
    expect(allocate(gbp(100), [1, 0, 1])).toEqual([gbp(50), gbp(0), gbp(50)]);
    expect(allocate(gbp(101), [0, 1, 1])).toEqual([gbp(0), gbp(51), gbp(50)]);
  });

  it("gives the first part every penny left over when asked (instalments)", () => {
    expect(allocate(gbp(575_000), 3, { remainder: "first-part" })).toEqual([gbp(191_668), gbp(191_666), gbp(191_666)]);
    expect(allocate(gbp(149_500), 3, { remainder: "first-part" })).toEqual([gbp(49_834), gbp(49_833), gbp(49_833)]);
  });

  it("refuses no parts, a part count that is not a positive integer, negative or all-zero ratios", () => {
    expect(() => allocate(gbp(100), 0)).toThrow(RangeError);
    expect(() => allocate(gbp(100), 1.5)).toThrow(RangeError);
    expect(() => allocate(gbp(100), [])).toThrow(RangeError);
    expect(() => allocate(gbp(100), [1, -1])).toThrow(RangeError);
    expect(() => allocate(gbp(100), [0, 0])).toThrow(RangeError);
  });

  it("never loses or makes a penny, by any count or ratios, with either remainder rule", () => {
    const ratios = fc
      .array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })), { minLength: 1, maxLength: 12 })
      .filter((r) => r.some((x) => x > 0));
    fc.assert(
      fc.property(
        MINOR,
        CURRENCY,
        fc.oneof(fc.integer({ min: 1, max: 60 }), ratios),
        fc.constantFrom("first-parts" as const, "first-part" as const),
        (minor, currency, by, remainder) => {
          const whole = money(minor, currency);
          const parts = allocate(whole, by, { remainder });
          expect(parts).toHaveLength(typeof by === "number" ? by : by.length);
          expect(sum(parts, currency)).toEqual(whole);
          for (const p of parts) expect(p.currency).toBe(currency);
          if (typeof by === "number") {
            const sizes = parts.map((p) => Math.abs(p.minor));
            // Equal parts differ by at most the count's pennies, the larger ones first.
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(remainder === "first-part" ? by : 2);
            expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
          }
        },
      ),
    );
  });
});

describe("decimal text", () => {
  it("reads and writes amounts in major units with two decimals", () => {
    expect(fromDecimal("1250.50", "GBP")).toEqual(gbp(125_050));
    expect(fromDecimal("1250.5", "GBP")).toEqual(gbp(125_050));
    expect(fromDecimal("1250", "GBP")).toEqual(gbp(125_000));
    expect(fromDecimal("-0.05", "EUR")).toEqual(money(-5, "EUR"));
    expect(fromDecimal("0.00", "GBP")).toEqual(gbp(0));
    expect(Object.is(fromDecimal("-0.00", "GBP").minor, 0)).toBe(true); // no -0, as money() gives
    expect(toDecimal(gbp(125_050))).toBe("1250.50");
    expect(toDecimal(gbp(125_000))).toBe("1250.00");
    expect(toDecimal(gbp(-5))).toBe("-0.05");
    expect(toDecimal(gbp(0))).toBe("0.00");
  });

  it("refuses what is not an amount, saying what it read", () => {
    for (const bad of [
      "",
      " 1",
      "1 ",
      "1,250.00",
      "1.234",
      "1e3",
      "+1",
      "--1",
      ".5",
      "1.",
      "0x10",
      "NaN",
      "Infinity",
      "£1",
      "99999999999999999",
    ]) {
      expect(() => fromDecimal(bad, "GBP"), bad).toThrow(RangeError);
    }
    expect(() => fromDecimal("1.234", "GBP")).toThrow(/"1\.234" is not an amount of GBP/);
  });

  it("knows the canonical text the API writes", () => {
    expect(isCanonicalDecimal("1250.00", "GBP")).toBe(true);
    expect(isCanonicalDecimal("-0.05", "GBP")).toBe(true);
    for (const other of ["1250", "1250.5", "1250.000", "1,250.00"]) expect(isCanonicalDecimal(other, "GBP"), other).toBe(false);
  });

  it("tells a decimal text of any currency the store sells, and the exact one toDecimal writes", () => {
    for (const good of ["1250.00", "1250.5", "1250", "-3.50", "0", "90071992547409.91"]) expect(isDecimal(good), good).toBe(true);
    for (const bad of ["", " 1", "1,250.00", "1.234", "1e3", "+1", ".5", "1.", "NaN", "£1", "90071992547409.92", "99999999999999999"])
      expect(isDecimal(bad), bad).toBe(false);
    for (const exact of ["1250.00", "-3.50", "0.00"]) expect(isDecimal(exact, { exact: true }), exact).toBe(true);
    for (const inexact of ["1250", "1250.5", "-3.5", "1.234"]) expect(isDecimal(inexact, { exact: true }), inexact).toBe(false);
  });

  it("round-trips every amount: toDecimal then fromDecimal is the same money", () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), CURRENCY, (minor, currency) => {
        const m = money(minor, currency);
        const text = toDecimal(m);
        expect(isCanonicalDecimal(text, currency)).toBe(true);
        expect(isDecimal(text, { exact: true })).toBe(true);
        expect(fromDecimal(text, currency)).toEqual(m);
      }),
    );
  });

  it("round-trips every decimal text with up to two decimals to its canonical form", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 99 }),
        (negative, whole, places, cents) => {
          const fractionText = places === 0 ? "" : "." + String(places === 1 ? cents % 10 : cents).padStart(places, "0");
          const text = `${negative ? "-" : ""}${whole}${fractionText}`;
          const m = fromDecimal(text, "GBP");
          expect(fromDecimal(toDecimal(m), "GBP")).toEqual(m);
          // "-0" and "-0.00" are read as zero, never negative zero ("+ 0" makes -0 the 0 it means).
          expect(Number(toDecimal(m))).toBe(Number(text) + 0);
        },
      ),
    );
  });
});

describe("fromMajorUnits", () => {
  it("converts whole amounts exactly and rounds others half away from zero", () => {
    expect(fromMajorUnits(1250, "GBP")).toEqual(gbp(125_000));
    expect(fromMajorUnits(12.345, "GBP")).toEqual(gbp(1235));
    expect(fromMajorUnits(-12.345, "GBP")).toEqual(gbp(-1235));
    expect(fromMajorUnits(1234.5, "GBP", { wholeUnits: true })).toEqual(gbp(123_500));
    expect(() => fromMajorUnits(NaN, "GBP")).toThrow(RangeError);
    expect(fromMajorUnits(0.005, "GBP")).toEqual(gbp(1));
    expect(fromMajorUnits(-0.004, "GBP")).toEqual(gbp(0));
    expect(fromMajorUnits(5e-7, "GBP")).toEqual(gbp(0));
    expect(fromMajorUnits(1234.49, "GBP", { wholeUnits: true })).toEqual(gbp(123_400));
    expect(() => fromMajorUnits(1e21, "GBP")).toThrow(RangeError);
  });

  it("rounds every number as multiply does: once, half away from zero, from its decimal text", () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e13, max: 1e13, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 8),
    );
    fc.assert(
      fc.property(amounts, fc.boolean(), (amount, wholeUnits) => {
        expect(fromMajorUnits(amount, "GBP", { wholeUnits })).toEqual(multiply(money(100, "GBP"), amount, { wholeUnits }));
      }),
      { numRuns: 2000 },
    );
  });
});
