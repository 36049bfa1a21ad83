import { describe, expect, it } from "vitest";
import { createLimits, createMemoryRateLimitStore } from "./rate-limit.ts";

describe("Limits.peek", () => {
  const rule = { limit: 1, windowMs: 60_000 };

  it("starts no window: the count that follows starts its own, at its first hit", async () => {
    let now = 0;
    const store = createMemoryRateLimitStore();
    const limits = createLimits(store, () => now);
    expect(await limits.peek("sign-in", "olivia", rule)).toEqual({ allowed: true, remaining: 0 });
    expect(await store.peek("sign-in:olivia", now)).toBeNull();
    now = 50_000;
    expect((await limits.consume("sign-in", "olivia", rule)).allowed).toBe(true);
    now = 55_000;
    // The window runs from the hit at 50 s, not from the peek at 0 s.
    expect(await limits.peek("sign-in", "olivia", rule)).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(await limits.consume("sign-in", "olivia", rule)).toEqual({ allowed: false, retryAfterSeconds: 55 });
  });

  it("sees a window that has ended as none", async () => {
    const store = createMemoryRateLimitStore();
    await store.hit("k", 1_000, 0, 4);
    expect(await store.peek("k", 999)).toEqual({ count: 4, resetAt: 1_000 });
    expect(await store.peek("k", 1_000)).toBeNull();
  });
});
