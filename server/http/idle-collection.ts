import { performance } from "node:perf_hooks";

export interface IdleCollectionOptions {
  /** Collects garbage at once (V8's `gc`, which the launcher exposes with `--expose-gc`). */
  collect: () => void;
  /** A figure that changes when the store lets memory go between requests (the page cache's bytes and the memos' entries held). */
  watch?: () => number | string;
  /** How often the store is looked at (10 s). */
  intervalMs?: number;
  /** The share of the last interval the event loop was busy (from `performance.eventLoopUtilization`). */
  utilization?: () => number;
}

/** Below this share of busy time over an interval, the store is idle (200 ms in 10 s). */
const IDLE_UTILIZATION = 0.02;

function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return busy;
  };
}

/**
 * Collects garbage once the store falls idle after work, and again when the watched figure changes
 * while it is idle. V8 collects when JavaScript allocates: after a burst of pages nothing allocates, so
 * the pages, buffers and compressed copies of the burst (and the pages the page cache drops as they
 * expire) stayed in memory, unreferenced, until the next visitor: hundreds of megabytes. A store that
 * is never idle collects as usual. Answers the function that stops it.
 */
export function collectWhenIdle(options: IdleCollectionOptions): () => void {
  const utilization = options.utilization ?? loopUtilization();
  let watched = options.watch?.();
  let worked = false;
  const timer = setInterval(() => {
    const busy = utilization();
    const seen = options.watch?.();
    if (seen !== watched) {
      watched = seen;
      worked = true;
    }
    if (busy >= IDLE_UTILIZATION) {
      worked = true;
      return;
    }
    if (!worked) return;
    worked = false;
    options.collect();
    // The collection's own time is not work.
    utilization();
  }, options.intervalMs ?? 10_000);
  timer.unref();
  return () => clearInterval(timer);
}
