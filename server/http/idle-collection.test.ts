import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collection.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the collector over intervals whose busy shares are `loads`; answers after which ones it collected. */
function run(loads: number[], held: (interval: number) => number = () => 0): number[] {
  let interval = 0;
  const collected: number[] = [];
  const shares = [...loads];
  const stop = collectWhenIdle({
    intervalMs: 10_000,
    // Each interval's share is read once; the read after a collection (its own time) answers nothing.
    utilization: () => (collected.at(-1) === interval ? 0 : (shares.shift() ?? 0)),
    watch: () => held(interval),
    collect: () => collected.push(interval),
  });
  for (interval = 1; interval <= loads.length; interval++) vi.advanceTimersByTime(10_000);
  stop();
  return collected;
}

describe("collection while idle", () => {
  it("collects once when the store falls idle after work, and not while it works", () => {
    expect(run([0.9, 0.8, 0.5, 0, 0, 0])).toEqual([4]);
  });

  it("never collects in a store that has done nothing", () => {
    expect(run([0, 0.01, 0, 0])).toEqual([]);
  });

  it("collects again when what it watches changes while idle (pages dropped as they expire)", () => {
    const held = (i: number) => (i < 5 ? 100 : i < 7 ? 40 : 0);
    expect(run([0.9, 0, 0, 0, 0, 0, 0, 0, 0], held)).toEqual([2, 5, 7]);
  });

  it("watches several figures at once (the page cache's bytes and the memos' entries)", () => {
    let interval = 0;
    const collected: number[] = [];
    const shares = [0.9, 0, 0, 0, 0, 0];
    const stop = collectWhenIdle({
      intervalMs: 10_000,
      utilization: () => (collected.at(-1) === interval ? 0 : (shares.shift() ?? 0)),
      // The bytes stay while the memos drop their expired entries at the fourth interval.
      watch: () => `100 ${interval < 4 ? 300 : 0}`,
      collect: () => collected.push(interval),
    });
    for (interval = 1; interval <= 6; interval++) vi.advanceTimersByTime(10_000);
    stop();
    expect(collected).toEqual([2, 4]);
  });

  it("waits for the end of a steady load", () => {
    expect(run([0.05, 0.05, 0.05, 0.05, 0.01])).toEqual([5]);
  });
});
