import type { Locale } from "./regions.ts";

/**
 * Dates written by the store's own code, the same on the server and in the browser, without an Intl
 * formatter (docs/decisions/0208-numbers-dates-and-lists-formatted-by-the-store.md). The text is what
 * `Intl.DateTimeFormat` gives for the locale in Node 24; the tests compare the two for every day of
 * several years. Dates are read in UTC.
 */

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * How each locale orders a date's parts: `{day}` is the day of the month, `{dd}` the same in two
 * digits, `{month}` the month's name, `{year}` the year and `{weekday}` the weekday's name.
 * `dayMonthYear` is Intl's `{ day: "numeric", month: "long", year: "numeric" }`, `long` its
 * `{ dateStyle: "long" }` (the same except in en-za, whose long style writes the day in two digits),
 * `weekdayDayMonth` its `{ weekday: "long", day: "numeric", month: "long" }`. Adding a locale needs its
 * row here.
 */
export const DATE_PATTERNS: Readonly<Record<Locale, { dayMonthYear: string; long: string; weekdayDayMonth: string }>> = {
  "en-gb": { dayMonthYear: "{day} {month} {year}", long: "{day} {month} {year}", weekdayDayMonth: "{weekday} {day} {month}" },
  "en-au": { dayMonthYear: "{day} {month} {year}", long: "{day} {month} {year}", weekdayDayMonth: "{weekday} {day} {month}" },
  "en-ca": { dayMonthYear: "{month} {day}, {year}", long: "{month} {day}, {year}", weekdayDayMonth: "{weekday}, {month} {day}" },
  "en-ie": { dayMonthYear: "{day} {month} {year}", long: "{day} {month} {year}", weekdayDayMonth: "{weekday}, {day} {month}" },
  "en-nz": { dayMonthYear: "{day} {month} {year}", long: "{day} {month} {year}", weekdayDayMonth: "{weekday}, {day} {month}" },
  "en-us": { dayMonthYear: "{month} {day}, {year}", long: "{month} {day}, {year}", weekdayDayMonth: "{weekday}, {month} {day}" },
  "en-za": { dayMonthYear: "{day} {month} {year}", long: "{dd} {month} {year}", weekdayDayMonth: "{weekday}, {dd} {month}" },
};

/** The year as Intl writes it without an era: 1 BC (year 0) is 1, 2 BC is 2. */
function yearOfEra(year: number): number {
  return year > 0 ? year : 1 - year;
}

function fill(pattern: string, date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const parts: Record<string, string> = {
    day: String(date.getUTCDate()),
    dd: String(date.getUTCDate()).padStart(2, "0"),
    month: MONTH_NAMES[date.getUTCMonth()]!,
    year: String(yearOfEra(date.getUTCFullYear())),
    weekday: WEEKDAY_NAMES[date.getUTCDay()]!,
  };
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => parts[name]!);
}

/**
 * A date with its year, read in UTC: "4 March 2025" in en-gb, "March 4, 2025" in en-us (Intl's
 * `{ day: "numeric", month: "long", year: "numeric" }`). An invalid date throws a RangeError, as Intl
 * does.
 */
export function formatDayMonthYear(date: Date, locale: Locale): string {
  return fill(DATE_PATTERNS[locale].dayMonthYear, date);
}

/**
 * A date in the locale's long style, read in UTC: "4 March 2025" in en-gb, "04 March 2025" in en-za,
 * "March 4, 2025" in en-us (Intl's `{ dateStyle: "long" }`). An invalid date throws a RangeError, as
 * Intl does.
 */
export function formatLongDate(date: Date, locale: Locale): string {
  return fill(DATE_PATTERNS[locale].long, date);
}

/**
 * A date by its weekday, day and month, read in UTC: "Friday 4 April" in en-gb, "Friday, 4 April"
 * in en-ie, "Friday, 04 April" in en-za, "Friday, April 4" in en-us (Intl's
 * `{ weekday: "long", day: "numeric", month: "long" }`). An invalid date throws a RangeError, as Intl
 * does.
 */
export function formatWeekdayDayMonth(date: Date, locale: Locale): string {
  return fill(DATE_PATTERNS[locale].weekdayDayMonth, date);
}
