/**
 * Working hours of the experts: UK time, 11:00 to 17:59, not Sundays. Pure: the flag
 * "our experts are available now" is computed from a moment and the schedule, in the schedule's time
 * zone: London's by its summer-time rule (core/london-time.ts), any other zone's by Intl.
 */
import { LONDON_TIME_ZONE, londonClock } from "./london-time.ts";

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
