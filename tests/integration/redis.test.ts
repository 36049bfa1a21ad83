import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import { openRedis, redisApqStore, redisRateLimitStore } from "../../server/redis.ts";
import { createRateLimiter } from "../../server/services/rate-limit.ts";

// Runs against a real Redis when TEST_REDIS_URL is set (CI sets it); two clients stand for two
// store processes.
const url = process.env["TEST_REDIS_URL"];
const prefix = `store-test:${randomBytes(4).toString("hex")}:`;
const clients: Redis[] = [];
const client = (u = url!) => {
  const redis = openRedis(u);
  clients.push(redis);
  return redis;
};

afterAll(async () => {
  if (url) {
    const redis = client();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
});

const request = (ip: string) => ({ ip }) as RequestContext;

describe.skipIf(!url)("shared state in Redis", () => {
  it("counts one client's mutations across processes", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const a = createRateLimiter(rule, redisRateLimitStore(client(), `${prefix}rate:`));
    const b = createRateLimiter(rule, redisRateLimitStore(client(), `${prefix}rate:`));
    const decisions = [];
    for (const limiter of [a, b, a, b]) decisions.push(await limiter.consume(request("10.1.2.3"), "mutation"));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    const refused = decisions[3]!;
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    // Another address has its own count.
    expect((await b.consume(request("10.1.2.4"), "mutation")).allowed).toBe(true);
  });

  it("knows a persisted query registered with another process", async () => {
    const a = redisApqStore(client(), 60_000, `${prefix}apq:`);
    const b = redisApqStore(client(), 60_000, `${prefix}apq:`);
    expect(await b.get("abc")).toBeNull();
    await a.set("abc", "{ me { id } }");
    expect(await b.get("abc")).toBe("{ me { id } }");
  });

  it("fails open when Redis does not answer", async () => {
    const down = client("redis://127.0.0.1:1");
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, redisRateLimitStore(down, `${prefix}down:`));
    expect((await limiter.consume(request("10.9.9.9"), "mutation")).allowed).toBe(true);
    expect((await limiter.consume(request("10.9.9.9"), "mutation")).allowed).toBe(true);
    expect(await redisApqStore(down).get("abc")).toBeNull();
  });
});
