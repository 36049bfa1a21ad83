import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import { openRedis, redisApqStore, redisRateLimitStore } from "../../server/redis.ts";
import { createRateLimiter } from "../../server/services/rate-limit.ts";
import { LIMITS } from "../../server/graphql/limits.ts";

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

  it("counts an operation of several mutations as that many", async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const a = createRateLimiter(rule, redisRateLimitStore(client(), `${prefix}rate:`));
    const b = createRateLimiter(rule, redisRateLimitStore(client(), `${prefix}rate:`));
    expect((await a.consume(request("10.1.3.1"), "mutation", 4)).allowed).toBe(true);
    expect((await b.consume(request("10.1.3.1"), "mutation", 2)).allowed).toBe(false);
    expect((await b.consume(request("10.1.3.2"), "mutation", 6)).allowed).toBe(false);
  });

  it("does not keep a persisted query over the query size limit", async () => {
    const a = redisApqStore(client(), 60_000, `${prefix}apq:`);
    await a.set("huge", `{ __typename }${" ".repeat(LIMITS.maxQueryLength)}`);
    expect(await a.get("huge")).toBeNull();
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
