import { Redis } from "ioredis";
import type { APQStore } from "@graphql-yoga/plugin-apq";
import type { Logger } from "pino";
import type { RateLimitStore } from "./services/rate-limit.ts";
import { LIMITS } from "./graphql/limits.ts";

/**
 * Redis, when REDIS_URL is set, shares what several store processes must agree on: rate-limit
 * counts and the persisted-query hashes clients registered. Both fail open: when Redis does not
 * answer, a request is not refused for it (a persisted query is simply sent again in full).
 */
export function openRedis(url: string, logger?: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true, connectTimeout: 2000 });
  redis.on("error", (err: Error) => logger?.warn({ err: err.message }, "redis unavailable"));
  return redis;
}

export function redisRateLimitStore(redis: Redis, prefix = "store:rate:"): RateLimitStore {
  return {
    async hit(key, windowMs, now, hits = 1) {
      try {
        const k = `${prefix}${key}`;
        const [[, count], , [, ttl]] = (await redis.multi().incrby(k, hits).pexpire(k, windowMs, "NX").pttl(k).exec()) as [
          [Error | null, number],
          [Error | null, number],
          [Error | null, number],
        ];
        return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
      } catch {
        return { count: 0, resetAt: now + windowMs };
      }
    },
    async clear() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    },
  };
}

/** Persisted queries shared by hash; texts over the query size limit are never stored. */
export function redisApqStore(redis: Redis, ttlMs = 24 * 60 * 60 * 1000, prefix = "store:apq:"): APQStore {
  return {
    async get(hash) {
      try {
        return await redis.get(`${prefix}${hash}`);
      } catch {
        return null;
      }
    },
    async set(hash, query) {
      if (query.length > LIMITS.maxQueryLength) return;
      try {
        await redis.set(`${prefix}${hash}`, query, "PX", ttlMs);
      } catch {
        // Not shared this time: the client sends the full query again when another process asks.
      }
    },
  };
}
