import { describe, expect, it } from "vitest";
import { londonClock, londonOffset } from "./london-time.ts";

const intl = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const WEEK_DAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** London's clock by the platform's time zone database. */
function byDatabase(t: number) {
  const p: Record<string, string> = {};
  for (const part of intl.formatToParts(new Date(t))) p[part.type] = part.value;
  return {
    date: `${p["year"]}-${p["month"]}-${p["day"]}`,
    hour: Number(p["hour"]),
    minute: Number(p["minute"]),
    second: Number(p["second"]),
    weekDay: WEEK_DAY[p["weekday"]!],
  };
}

describe("London's clock", () => {
  it("goes forward at 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last Sunday of October", () => {
    expect(londonOffset(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(0);
    expect(londonOffset(Date.UTC(2026, 2, 29, 1, 0, 0))).toBe(3_600_000);
    expect(londonClock(Date.UTC(2026, 2, 29, 1, 0, 0))).toEqual({ date: "2026-03-29", hour: 2, minute: 0, second: 0, weekDay: 7 });
    expect(londonOffset(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(3_600_000);
    expect(londonOffset(Date.UTC(2026, 9, 25, 1, 0, 0))).toBe(0);
    // The last hour of a summer day crosses midnight in London.
    expect(londonClock(new Date("2026-07-31T23:30:15Z"))).toEqual({ date: "2026-08-01", hour: 0, minute: 30, second: 15, weekDay: 6 });
    expect(londonClock(new Date("2026-12-31T23:59:59.999Z"))).toEqual({ date: "2026-12-31", hour: 23, minute: 59, second: 59, weekDay: 4 });
  });

  it("agrees with the time zone database on every change of the clocks from 1996 to 2099, a second either side", () => {
    for (let year = 1996; year <= 2099; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const t of [change - 1000, change, change + 1000, change - 3_600_000, change + 3_600_000]) {
          expect(londonClock(t), new Date(t).toISOString()).toEqual(byDatabase(t));
        }
      }
    }
  });

  it("agrees with the time zone database at 20,000 instants spread over 1996-2099", () => {
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    let seed = 12345;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const t = from + Math.floor((seed / 2 ** 31) * (to - from));
      expect(londonClock(t), new Date(t).toISOString()).toEqual(byDatabase(t));
    }
  });
});
