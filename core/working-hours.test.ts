import { describe, expect, it } from "vitest";
import { LOCALES } from "./regions.ts";
import {
  DEFAULT_WORKING_HOURS,
  describeWeekDays,
  formatClockTime,
  isWithinWorkingHours,
  parseClockTime,
  workingHoursWords,
  zonedClock,
} from "./working-hours.ts";

const at = (iso: string) => isWithinWorkingHours(new Date(iso));

describe("working hours (UK time, 11:00-17:59, not Sundays)", () => {
  it("is open from 11:00 to 17:59 London time in winter (GMT = UTC)", () => {
    // Wednesday 15 January 2025
    expect(at("2025-01-15T10:59:59Z")).toBe(false);
    expect(at("2025-01-15T11:00:00Z")).toBe(true);
    expect(at("2025-01-15T17:59:59Z")).toBe(true);
    expect(at("2025-01-15T18:00:00Z")).toBe(false);
  });

  it("follows British Summer Time (BST = UTC+1)", () => {
    // Wednesday 16 July 2025: 11:00 BST is 10:00 UTC
    expect(at("2025-07-16T09:59:00Z")).toBe(false);
    expect(at("2025-07-16T10:00:00Z")).toBe(true);
    expect(at("2025-07-16T16:59:00Z")).toBe(true);
    expect(at("2025-07-16T17:00:00Z")).toBe(false);
  });

  it("switches on the DST change days", () => {
    // Clocks go forward on Sunday 30 March 2025; Monday 31 March is BST.
    expect(at("2025-03-31T10:00:00Z")).toBe(true);
    expect(at("2025-03-31T09:30:00Z")).toBe(false);
    // Clocks go back on Sunday 26 October 2025; Monday 27 October is GMT.
    expect(at("2025-10-27T10:30:00Z")).toBe(false);
    expect(at("2025-10-27T11:00:00Z")).toBe(true);
  });

  it("is closed all Sunday and open on Saturday", () => {
    expect(at("2025-01-19T12:00:00Z")).toBe(false); // Sunday
    expect(at("2025-01-18T12:00:00Z")).toBe(true); // Saturday
  });

  it("uses the London day, not the UTC day, near midnight", () => {
    // 23:30 UTC Saturday 12 July = 00:30 BST Sunday 13 July
    expect(zonedClock(new Date("2025-07-12T23:30:00Z"), "Europe/London")).toEqual({ weekDay: 7, minutes: 30 });
  });

  it("honours a schedule from the server and refuses malformed times", () => {
    const weekdaysOnly = { ...DEFAULT_WORKING_HOURS, weekDays: [1, 2, 3, 4, 5] };
    expect(isWithinWorkingHours(new Date("2025-01-18T12:00:00Z"), weekdaysOnly)).toBe(false);
    expect(isWithinWorkingHours(new Date("2025-01-15T12:00:00Z"), { ...DEFAULT_WORKING_HOURS, opening: "noon" })).toBe(false);
    expect(parseClockTime("17:59")).toBe(1079);
    expect(parseClockTime("24:00")).toBeNull();
  });
});

describe("working hours in words", () => {
  it("says the default hours as each locale writes them, closing at the end of the last minute (17:59 is 6pm)", () => {
    expect(workingHoursWords(DEFAULT_WORKING_HOURS, "en-gb")).toEqual({ days: "Monday to Saturday", opening: "11am", closing: "6pm" });
    expect(workingHoursWords(DEFAULT_WORKING_HOURS, "en-us")).toEqual({
      days: "Monday to Saturday",
      opening: "11\u00a0a.m.",
      closing: "6\u00a0p.m.",
    });
    expect(workingHoursWords(DEFAULT_WORKING_HOURS, "en-ca")?.closing).toBe("6\u00a0p.m.");
    expect(workingHoursWords(DEFAULT_WORKING_HOURS, "en-au")?.closing).toBe("6\u00a0pm");
    for (const locale of LOCALES) expect(workingHoursWords(DEFAULT_WORKING_HOURS, locale)?.closing).toMatch(/^6\s?p\.?m\.?$/);
  });

  it("writes minutes, noon and midnight", () => {
    expect(formatClockTime(parseClockTime("09:30")!, "en-gb")).toBe("9:30am");
    expect(formatClockTime(parseClockTime("17:05")!, "en-us")).toBe("5:05\u00a0p.m.");
    expect(formatClockTime(12 * 60, "en-gb")).toBe("12pm");
    expect(formatClockTime(0, "en-gb")).toBe("midnight");
    expect(workingHoursWords({ ...DEFAULT_WORKING_HOURS, opening: "00:00", closing: "23:59" }, "en-gb")).toMatchObject({
      opening: "midnight",
      closing: "midnight",
    });
    expect(workingHoursWords({ ...DEFAULT_WORKING_HOURS, closing: "17:29" }, "en-gb")?.closing).toBe("5:30pm");
    expect(() => formatClockTime(1441, "en-gb")).toThrow(RangeError);
  });

  it("describes the working days: a run, or a list in the locale's way", () => {
    expect(describeWeekDays([1, 2, 3, 4, 5, 6], "en-gb")).toBe("Monday to Saturday");
    expect(describeWeekDays([6, 1, 2, 3, 4, 5], "en-gb")).toBe("Monday to Saturday");
    expect(describeWeekDays([1, 3, 5], "en-gb")).toBe("Monday, Wednesday and Friday");
    expect(describeWeekDays([1, 3, 5], "en-us")).toBe("Monday, Wednesday, and Friday");
    expect(describeWeekDays([6, 7], "en-gb")).toBe("Saturday and Sunday");
    expect(describeWeekDays([], "en-gb")).toBe("");
  });

  it("has no words for malformed times", () => {
    expect(workingHoursWords({ ...DEFAULT_WORKING_HOURS, opening: "noon" }, "en-gb")).toBeNull();
  });
});
