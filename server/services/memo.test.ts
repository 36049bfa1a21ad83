import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";

/** A fresh copy of the module (its memos and sweep timer are per module), with timers under the test's control. */
async function memoModule() {
  vi.resetModules();
  return import("./memo.ts");
}

/** The memos only use a database as a key. */
const database = () => ({}) as unknown as Db;

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("memo", () => {
  it("keeps a read for its time to live and shares it", async () => {
    const { memo } = await memoModule();
    const db = database();
    const load = vi.fn(async () => "rows");
    const first = memo(db, "catalogue", "a", 60_000, load);
    expect(memo(db, "catalogue", "a", 60_000, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(memo(db, "catalogue", "a", 60_000, load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops the entries that have expired, and only those", async () => {
    const { memo, memoEntries, sweepMemos } = await memoModule();
    const db = database();
    const now = Date.now();
    memo(db, "catalogue", "short", 30_000, async () => 1, now);
    memo(db, "catalogue", "long", 60_000, async () => 2, now);
    expect(memoEntries()).toBe(2);
    expect(sweepMemos(now + 29_999)).toBe(0);
    expect(sweepMemos(now + 30_000)).toBe(1);
    expect(memoEntries()).toBe(1);
    expect(sweepMemos(now + 60_000)).toBe(1);
    expect(memoEntries()).toBe(0);
  });

  it("drops the entries of a namespace that was forgotten", async () => {
    const { forgetMemos, memo, memoEntries, sweepMemos } = await memoModule();
    const db = database();
    memo(db, "site", "snapshot", 60_000, async () => 1);
    memo(db, "rates", "all", 60_000, async () => 2);
    forgetMemos("site");
    expect(sweepMemos()).toBe(1);
    expect(memoEntries()).toBe(1);
  });

  it("sweeps on its own when nothing reads the memos any more, on every database", async () => {
    const { SWEEP_MS, memo, memoEntries } = await memoModule();
    const [one, two] = [database(), database()];
    for (let i = 0; i < 500; i++) memo(one, "catalogue", `product:${i}`, 60_000, async () => i);
    memo(two, "catalogue", "listing", 60_000, async () => 0);
    expect(memoEntries()).toBe(501);
    vi.advanceTimersByTime(60_000 - 1);
    expect(memoEntries()).toBe(501);
    // Expired now: gone by the next sweep at the latest.
    vi.advanceTimersByTime(SWEEP_MS + 1);
    expect(memoEntries()).toBe(0);
  });

  it("holds at most 2,000 entries per database, the oldest dropped first", async () => {
    const { memo, memoEntries } = await memoModule();
    const db = database();
    const loads = vi.fn(async () => 0);
    for (let i = 0; i < 2_001; i++) memo(db, "catalogue", `k${i}`, 60_000, loads);
    expect(memoEntries()).toBe(2_000);
    memo(db, "catalogue", "k1", 60_000, loads);
    memo(db, "catalogue", "k0", 60_000, loads);
    // k1 was still held; k0 had been dropped and is read again.
    expect(loads).toHaveBeenCalledTimes(2_002);
  });
});
