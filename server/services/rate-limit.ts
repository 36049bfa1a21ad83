import type { Limits, RateLimitDecision, RateLimitRule, RequestContext } from "../context.ts";

export type { Limits, RateLimitDecision, RateLimitRule } from "../context.ts";

/**
 * Counts hits per key in fixed windows. The in-memory store serves one process; a shared store
 * (Redis, when REDIS_URL is set) implements the same calls so every process sees one count.
 */
export interface RateLimitStore {
  /** Adds `hits` (one by default) to `key` in the window of `windowMs` and answers the window's count and end. */
  hit(key: string, windowMs: number, now: number, hits?: number): Promise<{ count: number; resetAt: number }>;
  /** The count and end of `key`'s window, when one is running; writes nothing. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number } | null>;
  /** Forgets every count (tests, administrators). */
  clear(): Promise<void>;
}

/** Process-local counters; windows that have ended are swept so memory stays bounded. */
export function createMemoryRateLimitStore(options: { maxKeys?: number } = {}): RateLimitStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    // Still full of live windows (an attack from many addresses): drop the oldest.
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  };
  return {
    async hit(key, windowMs, now, hits = 1) {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size >= maxKeys) sweep(now);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += hits;
      return { count: w.count, resetAt: w.resetAt };
    },
    async peek(key, now) {
      const w = windows.get(key);
      return w && w.resetAt > now ? { count: w.count, resetAt: w.resetAt } : null;
    },
    async clear() {
      windows.clear();
    },
  };
}

/** Mutations per client address: generous for people, tight for scripts. */
export const MUTATION_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

export interface RateLimiter {
  /** Counts `hits` (one by default: one request) of `bucket` from the request's client address and decides. */
  consume(ctx: RequestContext, bucket: string, hits?: number): Promise<RateLimitDecision>;
}

/** The decision for a window's count: allowed while it is at most `limit` (with `after` hits still to come). */
function decide(rule: RateLimitRule, window: { count: number; resetAt: number }, now: number, after = 0): RateLimitDecision {
  if (window.count + after > rule.limit)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  return { allowed: true, remaining: rule.limit - window.count - after };
}

export function createRateLimiter(
  rule: RateLimitRule = MUTATION_RATE_LIMIT,
  store: RateLimitStore = createMemoryRateLimitStore(),
  clock: () => number = Date.now,
): RateLimiter {
  return {
    async consume(ctx, bucket, hits = 1) {
      const now = clock();
      return decide(rule, await store.hit(`${bucket}:${ctx.ip || "unknown"}`, rule.windowMs, now, hits), now);
    },
  };
}

export function createLimits(store: RateLimitStore = createMemoryRateLimitStore(), clock: () => number = Date.now): Limits {
  return {
    async consume(bucket, key, rule, hits = 1) {
      const now = clock();
      return decide(rule, await store.hit(`${bucket}:${key}`, rule.windowMs, now, hits), now);
    },
    async peek(bucket, key, rule) {
      const now = clock();
      return decide(rule, (await store.peek(`${bucket}:${key}`, now)) ?? { count: 0, resetAt: now + rule.windowMs }, now, 1);
    },
  };
}
