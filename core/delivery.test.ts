import { describe, expect, it } from "vitest";
import {
  formatDeliveryDay,
  addWorkingDays,
  countdownParts,
  deliveryDate,
  easterSunday,
  expressDeliveryDate,
  isWorkingDay,
  londonInstant,
  orderCountdown,
  orderDay,
  orderDeadline,
  ukBankHolidays,
} from "./delivery.ts";

const at = (iso: string) => new Date(iso);

describe("UK calendar", () => {
  it("computes Easter and the England-and-Wales bank holidays with substitutes", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(ukBankHolidays(2025)).toEqual([
      "2025-01-01",
      "2025-04-18",
      "2025-04-21",
      "2025-05-05",
      "2025-05-26",
      "2025-08-25",
      "2025-12-25",
      "2025-12-26",
    ]);
    // Christmas on a Sunday (2022), on a Saturday (2021), Boxing Day on a Saturday (2020), New Year on a Saturday (2022).
    expect(ukBankHolidays(2022)).toEqual(expect.arrayContaining(["2022-01-03", "2022-12-26", "2022-12-27"]));
    expect(ukBankHolidays(2021)).toEqual(expect.arrayContaining(["2021-12-27", "2021-12-28"]));
    expect(ukBankHolidays(2020)).toEqual(expect.arrayContaining(["2020-12-25", "2020-12-28"]));
  });

  it("works every day but Sundays and holidays", () => {
    expect(isWorkingDay("2025-03-08")).toBe(true); // Saturday
    expect(isWorkingDay("2025-03-09")).toBe(false); // Sunday
    expect(isWorkingDay("2025-12-25")).toBe(false);
    expect(isWorkingDay("2025-12-25", { holidays: [] })).toBe(true);
  });

  it("adds working days skipping Sundays", () => {
    expect(addWorkingDays("2025-03-07", 2)).toBe("2025-03-10"); // Fri + 2: Sat, (Sun), Mon
    expect(addWorkingDays("2025-03-09", 1)).toBe("2025-03-10"); // from a Sunday
    expect(addWorkingDays("2025-03-07", 0)).toBe("2025-03-07");
  });

  it("counts the same working days every time it is asked, each with its own holidays", () => {
    for (let i = 0; i < 2; i++) {
      expect(addWorkingDays("2025-12-23", 3)).toBe("2025-12-29"); // Wed 24, (Christmas, Boxing Day, Sun), Sat 27, Mon 29
      expect(addWorkingDays("2025-12-23", 3, { holidays: [] })).toBe("2025-12-26");
      expect(addWorkingDays("2025-12-23", 3, { holidays: () => ["2025-12-24"] })).toBe("2025-12-27");
    }
  });
});

describe("London time", () => {
  it("converts London wall time across daylight saving changes", () => {
    expect(londonInstant("2025-03-29", { hour: 18, minute: 0 }).toISOString()).toBe("2025-03-29T18:00:00.000Z");
    expect(londonInstant("2025-03-31", { hour: 18, minute: 0 }).toISOString()).toBe("2025-03-31T17:00:00.000Z");
    expect(londonInstant("2025-10-26", { hour: 18, minute: 0 }).toISOString()).toBe("2025-10-26T18:00:00.000Z");
    expect(londonInstant("2025-10-25", { hour: 0, minute: 0 }).toISOString()).toBe("2025-10-24T23:00:00.000Z");
    // 01:30 does not exist on the spring-forward night: it resolves after the jump.
    expect(londonInstant("2025-03-30", { hour: 1, minute: 30 }).toISOString()).toBe("2025-03-30T01:30:00.000Z");
  });

  it("takes the order day in London and moves it on after the 18:00 cut-off", () => {
    expect(orderDay({ now: at("2025-03-03T17:59:00Z") })).toBe("2025-03-03");
    expect(orderDay({ now: at("2025-03-03T18:00:00Z") })).toBe("2025-03-04");
    // Summer time: 17:30 UTC is 18:30 in London.
    expect(orderDay({ now: at("2025-06-02T17:30:00Z") })).toBe("2025-06-03");
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(orderDay({ now: at("2025-06-30T23:30:00Z"), cutoff: { hour: 23, minute: 59 } })).toBe("2025-07-01");
    expect(orderDay({ now: at("2025-03-03T12:00:00Z"), cutoff: { hour: 12, minute: 0 } })).toBe("2025-03-04");
  });
});

describe("delivery dates", () => {
  it("counts working days from today", () => {
    expect(deliveryDate(5, { now: at("2025-03-03T10:00:00Z") })).toBe("2025-03-08"); // Mon + 5 = Sat
    expect(deliveryDate(6, { now: at("2025-03-03T10:00:00Z") })).toBe("2025-03-10"); // Sunday skipped
    expect(deliveryDate(1, { now: at("2025-03-07T18:30:00Z") })).toBe("2025-03-10"); // Fri after cut-off
    expect(deliveryDate(1, { now: at("2025-03-09T10:00:00Z") })).toBe("2025-03-10"); // ordered on a Sunday
  });

  it("skips Christmas and New Year at the year end", () => {
    expect(deliveryDate(3, { now: at("2025-12-24T10:00:00Z") })).toBe("2025-12-30");
    expect(deliveryDate(2, { now: at("2025-12-30T10:00:00Z") })).toBe("2026-01-02");
    expect(deliveryDate(2, { now: at("2025-12-30T10:00:00Z"), holidays: [] })).toBe("2026-01-01");
  });

  it("makes express eight days earlier, on a working day, never before tomorrow", () => {
    const now = at("2025-03-03T10:00:00Z"); // Monday
    expect(deliveryDate(20, { now })).toBe("2025-03-26");
    expect(expressDeliveryDate(20, { now })).toBe("2025-03-18");
    // 8 days before Monday 2025-03-24 is Sunday 16: moved to Monday 17.
    expect(deliveryDate(18, { now })).toBe("2025-03-24");
    expect(expressDeliveryDate(18, { now })).toBe("2025-03-17");
    expect(expressDeliveryDate(3, { now })).toBe("2025-03-04");
    expect(expressDeliveryDate(0, { now: at("2025-03-08T10:00:00Z") })).toBe("2025-03-10");
  });
});

describe("order deadline countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(at("2025-03-03T00:00:00Z"), at("2025-03-04T01:02:03Z"))).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
    expect(countdownParts(at("2025-03-05T00:00:00Z"), at("2025-03-04T00:00:00Z"))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("counts down to today's cut-off", () => {
    const c = orderCountdown(10, { now: at("2025-03-03T17:59:30Z") });
    expect(c).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 30 });
    expect(c.deadline.toISOString()).toBe("2025-03-03T18:00:00.000Z");
  });

  it("skips a cut-off that does not change the date (Saturday before a Sunday)", () => {
    expect(orderDeadline(1, { now: at("2025-03-08T12:00:00Z") }).toISOString()).toBe("2025-03-09T18:00:00.000Z");
    expect(orderCountdown(1, { now: at("2025-03-08T12:00:00Z") })).toMatchObject({ days: 1, hours: 6, minutes: 0, seconds: 0 });
  });

  it("counts real elapsed time across the spring daylight saving change", () => {
    // Saturday 29 March 2025 12:00 GMT; the next date-changing cut-off is Sunday 30 March 18:00 BST (17:00 UTC).
    const c = orderCountdown(1, { now: at("2025-03-29T12:00:00Z") });
    expect(c.deadline.toISOString()).toBe("2025-03-30T17:00:00.000Z");
    expect(c).toMatchObject({ days: 1, hours: 5, minutes: 0, seconds: 0 });
  });

  it("moves past holidays: Christmas Eve evening counts down to the next date change", () => {
    const now = at("2025-12-24T19:00:00Z");
    const c = orderCountdown(1, { now });
    expect(c.deliveryDate).toBe("2025-12-27");
    expect(c.deadline.getTime()).toBeGreaterThan(now.getTime());
    expect(deliveryDate(1, { now: c.deadline })).not.toBe(c.deliveryDate);
    expect(deliveryDate(1, { now: new Date(c.deadline.getTime() - 1000) })).toBe(c.deliveryDate);
  });
});

describe("formatDeliveryDay", () => {
  it("writes a delivery date the way the visitor's locale does", () => {
    expect(formatDeliveryDay("2026-03-13", "en-gb")).toBe("Friday 13 March");
    expect(formatDeliveryDay("2026-03-13", "en-us")).toBe("Friday, March 13");
    expect(formatDeliveryDay("2026-03-13T00:00:00Z", "en-gb")).toBe("Friday 13 March");
  });

  it("answers null for a missing or malformed date", () => {
    expect(formatDeliveryDay(null, "en-gb")).toBeNull();
    expect(formatDeliveryDay("", "en-gb")).toBeNull();
    expect(formatDeliveryDay("not-a-date", "en-gb")).toBeNull();
  });
});
