/**
 * Working hours of the experts: UK time, 11:00 to 17:59, not Sundays. Pure: the flag
 * "our experts are available now" is computed from a moment and the schedule, in the schedule's time
 * zone: London's by its summer-time rule (core/london-time.ts), any other zone's by Intl.
 */
import { LONDON_TIME_ZONE, londonClock } from "./london-time.ts";
import { WEEKDAY_NAMES } from "./date-format.ts";
import { formatList } from "./list-format.ts";
import type { Locale } from "./regions.ts";

export interface WorkingHours {
  /** ISO week days the experts work: 1 Monday .. 7 Sunday. */
  weekDays: readonly number[];
  /** Opening time "HH:MM" (inclusive). */
  opening: string;
  /** Closing time "HH:MM" (inclusive: 17:59 means open until 17:59:59). */
  closing: string;
  /** IANA time zone the times are in. */
  timeZone: string;
}

export const DEFAULT_WORKING_HOURS: WorkingHours = {
  weekDays: [1, 2, 3, 4, 5, 6],
  opening: "11:00",
  closing: "17:59",
  timeZone: LONDON_TIME_ZONE,
};

/** The flag is recomputed every minute. */
export const WORKING_HOURS_CHECK_MS = 60_000;

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The last reading of each time zone and the minute it was for: every part of a page asks for the same. */
const lastReadings = new Map<string, { minute: number; reading: { weekDay: number; minutes: number } }>();

/** Week day (1..7) and minutes since midnight of a moment in a time zone. */
export function zonedClock(moment: Date, timeZone: string): { weekDay: number; minutes: number } {
  const minute = Math.floor(moment.getTime() / 60_000);
  const last = lastReadings.get(timeZone);
  if (last?.minute === minute) return last.reading;
  const reading = timeZone === LONDON_TIME_ZONE ? londonReading(moment) : intlReading(moment, timeZone);
  lastReadings.set(timeZone, { minute, reading });
  return reading;
}

function londonReading(moment: Date): { weekDay: number; minutes: number } {
  const clock = londonClock(moment);
  return { weekDay: clock.weekDay, minutes: clock.hour * 60 + clock.minute };
}

function intlReading(moment: Date, timeZone: string): { weekDay: number; minutes: number } {
  const parts = partsFormatter(timeZone).formatToParts(moment);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekDay = WEEKDAY_NUMBER[get("weekday")] ?? 0;
  const minutes = Number(get("hour")) * 60 + Number(get("minute"));
  return { weekDay, minutes };
}

/** "11:00" -> 660; anything malformed is null. */
export function parseClockTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}

/** Whether the experts are available at a moment. */
export function isWithinWorkingHours(moment: Date, hours: WorkingHours = DEFAULT_WORKING_HOURS): boolean {
  const opening = parseClockTime(hours.opening);
  const closing = parseClockTime(hours.closing);
  if (opening === null || closing === null) return false;
  const { weekDay, minutes } = zonedClock(moment, hours.timeZone);
  return hours.weekDays.includes(weekDay) && minutes >= opening && minutes <= closing;
}

/* ------------------------------------------------------------------------------------------------
 * The hours in words: one way for every place that says them (the footer, the consultation block).
 * ---------------------------------------------------------------------------------------------- */

/**
 * How each locale writes a time of day on the 12-hour clock, `{time}` being "11" or "5:30": the
 * house style "11am" in British English and the English of Ireland, New Zealand and South Africa,
 * "11 am" in Australian English (the Australian Government Style Manual), "11 a.m." in American and
 * Canadian English (AP and Canadian Press style), the space unbreakable. Adding a locale needs its row
 * here.
 */
const CLOCK_PATTERNS: Readonly<Record<Locale, { am: string; pm: string }>> = {
  "en-gb": { am: "{time}am", pm: "{time}pm" },
  "en-au": { am: "{time}\u00a0am", pm: "{time}\u00a0pm" },
  "en-ca": { am: "{time}\u00a0a.m.", pm: "{time}\u00a0p.m." },
  "en-ie": { am: "{time}am", pm: "{time}pm" },
  "en-nz": { am: "{time}am", pm: "{time}pm" },
  "en-us": { am: "{time}\u00a0a.m.", pm: "{time}\u00a0p.m." },
  "en-za": { am: "{time}am", pm: "{time}pm" },
};

const MINUTES_PER_DAY = 24 * 60;

/**
 * A time of day, in minutes since midnight (0 to 1440), as the locale writes it on the 12-hour clock:
 * 660 is "11am" in en-gb and "11 a.m." in en-us, 1050 "5:30pm", 720 "12pm"; midnight, at either end
 * of the day, is "midnight".
 */
export function formatClockTime(minutes: number, locale: Locale): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) throw new RangeError(`Not a time of day: ${minutes} minutes`);
  if (minutes % MINUTES_PER_DAY === 0) return "midnight";
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const time = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}`;
  return CLOCK_PATTERNS[locale][hour < 12 ? "am" : "pm"].replace("{time}", time);
}

/**
 * ISO week days in words: a run of three or more is "Monday to Saturday", others a list in the
 * locale's way ("Monday, Wednesday and Friday", "Saturday and Sunday"); "" for none.
 */
export function describeWeekDays(days: readonly number[], locale: Locale): string {
  const sorted = [...new Set(days)].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);
  const name = (day: number) => WEEKDAY_NAMES[day % 7]!;
  const contiguous = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (contiguous && sorted.length > 2) return `${name(sorted[0]!)} to ${name(sorted.at(-1)!)}`;
  return formatList(sorted.map(name), locale, "conjunction");
}

/**
 * The working hours in the locale's words, for the message that says them ("{days}, {opening} to
 * {closing} UK time"): the days, the opening time, and the closing time as the end of the last minute
 * the experts answer (a closing of 17:59 is "6pm"). Null when the times are malformed.
 */
export function workingHoursWords(hours: WorkingHours, locale: Locale): { days: string; opening: string; closing: string } | null {
  const opening = parseClockTime(hours.opening);
  const closing = parseClockTime(hours.closing);
  if (opening === null || closing === null || closing < opening) return null;
  return {
    days: describeWeekDays(hours.weekDays, locale),
    opening: formatClockTime(opening, locale),
    closing: formatClockTime(closing + 1, locale),
  };
}
