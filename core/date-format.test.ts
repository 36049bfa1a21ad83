import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATE_PATTERNS, formatDayMonthYear, formatLongDate, formatWeekdayDayMonth } from "./date-format.ts";
import { languageTag, LOCALES, type Locale } from "./regions.ts";

/** What Node's ICU writes, the text the table must give. */
const intl = (date: Date, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(languageTag(locale), { ...options, timeZone: "UTC" }).format(date);

const LONG_PARTS = { day: "numeric", month: "long", year: "numeric" } as const;
const LONG_STYLE = { dateStyle: "long" } as const;
const WEEKDAY_DAY_MONTH = { weekday: "long", day: "numeric", month: "long" } as const;

/** Noon UTC of every day from 2024 to 2026. */
const DAYS = Array.from({ length: 366 + 365 + 365 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));

describe("date formats", () => {
  it("have patterns for every locale", () => {
    expect(Object.keys(DATE_PATTERNS).sort()).toEqual([...LOCALES].sort());
  });

  it("write a date the way each locale does", () => {
    const friday = new Date(Date.UTC(2025, 2, 14, 12));
    expect(formatDayMonthYear(friday, "en-gb")).toBe("14 March 2025");
    expect(formatDayMonthYear(friday, "en-us")).toBe("March 14, 2025");
    expect(formatWeekdayDayMonth(friday, "en-gb")).toBe("Friday 14 March");
    expect(formatWeekdayDayMonth(friday, "en-ie")).toBe("Friday, 14 March");
    expect(formatWeekdayDayMonth(friday, "en-us")).toBe("Friday, March 14");
  });

  it("write the day in two digits in South Africa's long style and weekday dates only", () => {
    const tuesday = new Date(Date.UTC(2025, 2, 4, 12));
    expect(formatDayMonthYear(tuesday, "en-za")).toBe("4 March 2025");
    expect(formatLongDate(tuesday, "en-za")).toBe("04 March 2025");
    expect(formatWeekdayDayMonth(tuesday, "en-za")).toBe("Tuesday, 04 March");
    expect(formatLongDate(tuesday, "en-gb")).toBe("4 March 2025");
  });

  it.each(LOCALES)("%s: the day, month and year of every day of 2024-2026 are Intl's", (locale) => {
    for (const day of DAYS) expect(formatDayMonthYear(day, locale)).toBe(intl(day, locale, LONG_PARTS));
  });

  it.each(LOCALES)("%s: the long style of every day of 2024-2026 is Intl's", (locale) => {
    for (const day of DAYS) expect(formatLongDate(day, locale)).toBe(intl(day, locale, LONG_STYLE));
  });

  it.each(LOCALES)("%s: the weekday, day and month of every day of 2024-2026 are Intl's", (locale) => {
    for (const day of DAYS) expect(formatWeekdayDayMonth(day, locale)).toBe(intl(day, locale, WEEKDAY_DAY_MONTH));
  });

  it.each(LOCALES)("%s: any instant of any year reads as Intl reads it in UTC", (locale) => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("-001000-01-01T00:00:00Z"), max: new Date("+012000-01-01T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          expect(formatDayMonthYear(date, locale)).toBe(intl(date, locale, LONG_PARTS));
          expect(formatLongDate(date, locale)).toBe(intl(date, locale, LONG_STYLE));
          expect(formatWeekdayDayMonth(date, locale)).toBe(intl(date, locale, WEEKDAY_DAY_MONTH));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("refuses an invalid date, as Intl does", () => {
    expect(() => intl(new Date("not a date"), "en-gb", LONG_PARTS)).toThrow(RangeError);
    expect(() => formatDayMonthYear(new Date("not a date"), "en-gb")).toThrow(RangeError);
    expect(() => formatLongDate(new Date("not a date"), "en-za")).toThrow(RangeError);
    expect(() => formatWeekdayDayMonth(new Date("not a date"), "en-us")).toThrow(RangeError);
  });
});
