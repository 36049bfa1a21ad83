/**
 * London's clock, computed from the United Kingdom's summer-time rule instead of the platform's time
 * zone database. Pure and cheap: a browser pays 40-50 ms for the first `Intl.DateTimeFormat` with a
 * `timeZone` on each page it opens (the zone data is loaded then), and every page shows a delivery date
 * or the experts' hours, both read on London's clock.
 *
 * The rule (the Summer Time Order 2002, the same as the European Union's since 1996): clocks go forward
 * one hour at 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last Sunday of
 * October; the rest of the year London keeps UTC. Instants before 1996 follow other rules and are
 * outside what the store computes.
 */

export const LONDON_TIME_ZONE = "Europe/London";

const HOUR_MS = 3_600_000;

export interface LondonClock {
  /** The calendar date, "2026-11-23". */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** ISO week day: 1 Monday .. 7 Sunday. */
  weekDay: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, as milliseconds since the epoch. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Summer time's start and end by year: a page asks for the same year many times (cleared past 200). */
const summers = new Map<number, readonly [number, number]>();

function summerOf(year: number): readonly [number, number] {
  let summer = summers.get(year);
  if (!summer) {
    summer = [lastSundayOneAm(year, 2), lastSundayOneAm(year, 9)];
    if (summers.size >= 200) summers.clear();
    summers.set(year, summer);
  }
  return summer;
}

/** London's offset from UTC at an instant, in milliseconds: 0 in winter, 3 600 000 in summer. */
export function londonOffset(instant: Date | number): number {
  const t = typeof instant === "number" ? instant : instant.getTime();
  const [start, end] = summerOf(new Date(t).getUTCFullYear());
  return t >= start && t < end ? HOUR_MS : 0;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The reading of London's clocks at an instant (seconds truncated toward the past). */
export function londonClock(instant: Date | number): LondonClock {
  const t = typeof instant === "number" ? instant : instant.getTime();
  const wall = new Date(Math.floor(t / 1000) * 1000 + londonOffset(t));
  return {
    date: `${String(wall.getUTCFullYear()).padStart(4, "0")}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekDay: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
  };
}
