/**
 * Delivery dates and the order-deadline countdown (docs/product.md#delivery-dates). Pure: every function takes
 * the current instant (`now`) so the browser, the server and tests agree.
 *
 * - A delivery date is N working days after the order day, on the UK calendar (Europe/London): every
 *   day but Sundays and England-and-Wales bank holidays is a working day.
 * - The order day is today in London, or the next day once today's cut-off (18:00 London time, when
 *   the workshop's working hours end) has passed.
 * - Express delivery is eight calendar days earlier than standard, moved off a non-working day to the
 *   next working day, and never earlier than the first working day after the order day.
 * - The deadline is the next instant at which the promised date moves on; the countdown shows the
 *   days, hours, minutes and seconds left until it.
 * Dates are ISO calendar dates ("2025-03-31"); `formatDeliveryDay` writes them for display.
 */
import { formatWeekdayDayMonth } from "./date-format.ts";
import { londonClock, londonOffset } from "./london-time.ts";
import type { Locale } from "./regions.ts";

const EXPRESS_DAYS_EARLIER = 8;

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** Orders placed before 18:00 London time count from that day. */
const DEFAULT_ORDER_CUTOFF: TimeOfDay = { hour: 18, minute: 0 };

export interface DeliveryOptions {
  /** The current instant (defaults to the clock). */
  now?: Date;
  /** The daily order cut-off in London time. */
  cutoff?: TimeOfDay;
  /**
   * Non-working dates besides Sundays: a function of a year (defaults to the England-and-Wales bank
   * holidays) or a fixed list of ISO dates.
   */
  holidays?: ((year: number) => readonly string[]) | readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Calendar dates

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function toIso(utc: Date): string {
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

function fromIso(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The ISO date `days` calendar days after (or before, when negative) `date`. */
function addDays(date: string, days: number): string {
  const d = fromIso(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** 0 = Sunday ... 6 = Saturday. */
function dayOfWeek(date: string): number {
  return fromIso(date).getUTCDay();
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function firstWeekday(year: number, month: number, weekday: number): string {
  const date = `${pad(year, 4)}-${pad(month)}-01`;
  return addDays(date, (weekday - dayOfWeek(date) + 7) % 7);
}

function lastWeekday(year: number, month: number, weekday: number): string {
  const last = addDays(month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`, -1);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/**
 * The regular England-and-Wales bank holidays of a year, with weekend substitutes: New Year's Day,
 * Good Friday, Easter Monday, the early May and spring bank holidays, the summer bank holiday,
 * Christmas Day and Boxing Day.
 */
export function ukBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const newYear = `${pad(year, 4)}-01-01`;
  const newYearDow = dayOfWeek(newYear);
  const christmas = `${pad(year, 4)}-12-25`;
  const christmasDow = dayOfWeek(christmas);
  // Christmas on Saturday: substitutes Monday 27 (Christmas) and Tuesday 28 (Boxing Day); on Sunday:
  // Boxing Day stays Monday 26 and Christmas moves to Tuesday 27; Boxing Day on Saturday: Monday 28.
  let christmasObserved = christmas;
  let boxingObserved = `${pad(year, 4)}-12-26`;
  if (christmasDow === 6) {
    christmasObserved = `${pad(year, 4)}-12-27`;
    boxingObserved = `${pad(year, 4)}-12-28`;
  } else if (christmasDow === 0) {
    christmasObserved = `${pad(year, 4)}-12-27`;
  } else if (christmasDow === 5) {
    boxingObserved = `${pad(year, 4)}-12-28`;
  }
  return [
    newYearDow === 6 ? addDays(newYear, 2) : newYearDow === 0 ? addDays(newYear, 1) : newYear,
    addDays(easter, -2),
    addDays(easter, 1),
    firstWeekday(year, 5, 1),
    lastWeekday(year, 5, 1),
    lastWeekday(year, 8, 1),
    christmasObserved,
    boxingObserved,
  ].sort();
}

function holidaySet(options: DeliveryOptions, years: readonly number[]): Set<string> {
  const source = options.holidays ?? ukBankHolidays;
  if (typeof source !== "function") return new Set(source);
  return new Set(years.flatMap((y) => source(y)));
}

/** The UK bank holidays of each year asked for, kept: every delivery date of every page walks the calendar. */
const ukHolidaySets = new Map<number, Set<string>>();

function ukWorkingDay(date: string): boolean {
  if (dayOfWeek(date) === 0) return false;
  const year = Number(date.slice(0, 4));
  let set = ukHolidaySets.get(year);
  if (!set) {
    set = new Set(ukBankHolidays(year));
    ukHolidaySets.set(year, set);
  }
  return !set.has(date);
}

function makeIsWorkingDay(options: DeliveryOptions): (date: string) => boolean {
  if (options.holidays === undefined) return ukWorkingDay;
  const cache = new Map<number, Set<string>>();
  return (date) => {
    if (dayOfWeek(date) === 0) return false;
    const year = Number(date.slice(0, 4));
    let set = cache.get(year);
    if (!set) {
      set = holidaySet(options, [year]);
      cache.set(year, set);
    }
    return !set.has(date);
  };
}

/** True unless the date is a Sunday or a holiday. */
export function isWorkingDay(date: string, options: DeliveryOptions = {}): boolean {
  return makeIsWorkingDay(options)(date);
}

/** Dates `days` UK working days after a date, by date and days (a few per product a day; cleared past 10,000). */
const ukWorkingDaysAfter = new Map<string, string>();

/** The date `days` working days after `date` (0: the date itself). */
export function addWorkingDays(date: string, days: number, options: DeliveryOptions = {}): string {
  const key = options.holidays === undefined ? `${date}+${days}` : null;
  const known = key === null ? undefined : ukWorkingDaysAfter.get(key);
  if (known !== undefined) return known;
  const working = makeIsWorkingDay(options);
  let current = date;
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    current = addDays(current, 1);
    if (working(current)) left--;
  }
  if (key !== null) {
    if (ukWorkingDaysAfter.size >= 10_000) ukWorkingDaysAfter.clear();
    ukWorkingDaysAfter.set(key, current);
  }
  return current;
}

/** The next working day on or after `date`. */
function nextWorkingDayFrom(date: string, options: DeliveryOptions = {}): string {
  const working = makeIsWorkingDay(options);
  let current = date;
  while (!working(current)) current = addDays(current, 1);
  return current;
}

// ---------------------------------------------------------------------------------------------
// London time

/** The instant at which London's clocks read `time` on `date` (a skipped spring-forward time resolves to after the jump). */
export function londonInstant(date: string, time: TimeOfDay): Date {
  const wall = fromIso(date).getTime() + (time.hour * 60 + time.minute) * 60_000;
  const first = wall - londonOffset(new Date(wall));
  const second = wall - londonOffset(new Date(first));
  return new Date(Math.max(first, second));
}

/** Today's date in London. */
function londonToday(now: Date = new Date()): string {
  return londonClock(now).date;
}

// ---------------------------------------------------------------------------------------------
// Delivery dates

/** The day an order placed now counts from: today in London, or tomorrow once past the cut-off. */
export function orderDay(options: DeliveryOptions = {}): string {
  const now = options.now ?? new Date();
  const cutoff = options.cutoff ?? DEFAULT_ORDER_CUTOFF;
  const clock = londonClock(now);
  const past = clock.hour > cutoff.hour || (clock.hour === cutoff.hour && clock.minute >= cutoff.minute);
  return past ? addDays(clock.date, 1) : clock.date;
}

/** The standard delivery date of an order placed now for a product made in `workingDays` days. */
export function deliveryDate(workingDays: number, options: DeliveryOptions = {}): string {
  return addWorkingDays(orderDay(options), workingDays, options);
}

/**
 * The express delivery date: eight calendar days before the standard date, moved to the next working
 * day when it falls on a Sunday or holiday, and never before the first working day after the order day.
 */
export function expressDeliveryDate(workingDays: number, options: DeliveryOptions = {}): string {
  const standard = deliveryDate(workingDays, options);
  const express = nextWorkingDayFrom(addDays(standard, -EXPRESS_DAYS_EARLIER), options);
  const earliest = addWorkingDays(orderDay(options), 1, options);
  return express < earliest ? earliest : express;
}

// ---------------------------------------------------------------------------------------------
// Countdown

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until `deadline`, split into days, hours, minutes and seconds (all zero once passed). */
export function countdownParts(now: Date, deadline: Date): CountdownParts {
  const total = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * The order deadline: the next cut-off after which an order of a `workingDays` product would be
 * promised a later date than one placed now (cut-offs that do not change the date, such as Saturday's
 * before a Sunday, are skipped).
 */
export function orderDeadline(workingDays: number, options: DeliveryOptions = {}): Date {
  const now = options.now ?? new Date();
  const cutoff = options.cutoff ?? DEFAULT_ORDER_CUTOFF;
  const promised = deliveryDate(workingDays, { ...options, now });
  let day = londonToday(now);
  for (let i = 0; i < 60; i++) {
    const instant = londonInstant(day, cutoff);
    if (instant.getTime() > now.getTime() && deliveryDate(workingDays, { ...options, now: instant }) !== promised) return instant;
    day = addDays(day, 1);
  }
  return londonInstant(day, cutoff);
}

/** The countdown to the order deadline of a `workingDays` product. */
export function orderCountdown(
  workingDays: number,
  options: DeliveryOptions = {},
): CountdownParts & { deadline: Date; deliveryDate: string } {
  const now = options.now ?? new Date();
  const deadline = orderDeadline(workingDays, { ...options, now });
  return { ...countdownParts(now, deadline), deadline, deliveryDate: deliveryDate(workingDays, { ...options, now }) };
}

/**
 * A delivery date as the visitor reads it: "Friday 14 March" in en-gb, "Friday, March 14" in en-us;
 * null for a missing or malformed date.
 */
export function formatDeliveryDay(date: string | null | undefined, locale: Locale): string | null {
  if (!date) return null;
  const day = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  return formatWeekdayDayMonth(day, locale);
}
