import { Redis } from "ioredis";
import type { APQStore } from "@graphql-yoga/plugin-apq";
import type { Logger } from "pino";
import { createMemoryRateLimitStore, type RateLimitStore } from "./services/rate-limit.ts";
import { LIMITS } from "./graphql/limits.ts";

/**
 * Redis, when REDIS_URL is set, shares what several store processes must agree on: rate-limit
 * counts and the persisted-query texts clients registered. Neither may hold a request up: a command
 * is not queued while Redis is unreachable and waits at most `COMMAND_TIMEOUT_MS` otherwise, so a
 * request asks Redis and carries on in about a millisecond when it is down; after a command that
 * failed on an open connection (a Redis that hangs) Redis is left alone for `PAUSE_AFTER_FAILURE_MS`.
 * Meanwhile each process counts with its own counters (the limits hold, per process) and persisted
 * queries are sent again in full. The log says once that Redis is unreachable and once that it is
 * back; /healthz says `redis: "degraded"` in between.
 */
export const CONNECT_TIMEOUT_MS = 1_000;
export const COMMAND_TIMEOUT_MS = 500;
/** After a command failed on an open connection (Redis hangs), Redis is left alone for this long. */
export const PAUSE_AFTER_FAILURE_MS = 5_000;

/** What the process knows of each client: whether it said Redis is down, and until when it leaves it alone. */
interface ClientState {
  down: boolean;
  pausedUntil: number;
  logger: Logger | undefined;
}
const states = new WeakMap<Redis, ClientState>();

function stateOf(redis: Redis): ClientState {
  let state = states.get(redis);
  if (!state) {
    state = { down: false, pausedUntil: 0, logger: undefined };
    states.set(redis, state);
  }
  return state;
}

function goneDown(redis: Redis, fields: object, message: string): void {
  const state = stateOf(redis);
  if (state.down) return;
  state.down = true;
  state.logger?.warn(fields, `${message}: rate limits are counted by each process, persisted queries are not shared`);
}

/** Whether a command is worth sending now: connected, and not within a pause after a failure. */
function usable(redis: Redis): boolean {
  return redis.status === "ready" && stateOf(redis).pausedUntil <= Date.now();
}

/** A command failed or timed out: said once, and Redis left alone for a while. */
function commandFailed(redis: Redis, err: unknown): void {
  stateOf(redis).pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
  goneDown(redis, { err: err instanceof Error ? err.message : String(err) }, "redis not answering");
}

/** A command answered: if Redis had been said to be down, it is said to be back. */
function commandAnswered(redis: Redis): void {
  const state = stateOf(redis);
  if (!state.down || redis.status !== "ready") return;
  state.down = false;
  state.logger?.info("redis available again: rate limits and persisted queries are shared");
}

/** Whether the shared state answers: "ok", or "degraded" (each process on its own counters). */
export type SharedStateHealth = "ok" | "degraded";

export function openRedis(url: string, logger?: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command while disconnected fails at once instead of waiting for the connection to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    enableAutoPipelining: true,
    // Reconnects in the background: at once, then at most every two seconds.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  stateOf(redis).logger = logger;
  redis.on("error", (err: Error) => goneDown(redis, { err: err.message }, "redis unavailable"));
  // A connection lost (not one closed by quit at shutdown): the client is about to reconnect.
  redis.on("reconnecting", () => goneDown(redis, {}, "redis connection lost"));
  redis.on("ready", () => {
    stateOf(redis).pausedUntil = 0;
    commandAnswered(redis);
  });
  return redis;
}

/** Resolves once the client is connected, or after `ms` (the store starts either way, on its own counters meanwhile). */
export async function redisConnected(redis: Redis, ms = CONNECT_TIMEOUT_MS): Promise<boolean> {
  if (redis.status === "ready") return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on("ready", onReady);
  });
}

/** What /healthz says of Redis: "ok" while connected, "degraded" otherwise. */
export function redisHealth(redis: Redis): SharedStateHealth {
  return usable(redis) ? "ok" : "degraded";
}

/**
 * Rate-limit counts in Redis, shared by every process; while Redis does not answer, the process's
 * own counters (`fallback`) count instead, so a limit still holds.
 */
export function redisRateLimitStore(
  redis: Redis,
  prefix = "store:rate:",
  fallback: RateLimitStore = createMemoryRateLimitStore(),
): RateLimitStore {
  return {
    async hit(key, windowMs, now, hits = 1) {
      if (!usable(redis)) return fallback.hit(key, windowMs, now, hits);
      try {
        const k = `${prefix}${key}`;
        const [[, count], , [, ttl]] = (await redis.multi().incrby(k, hits).pexpire(k, windowMs, "NX").pttl(k).exec()) as [
          [Error | null, number],
          [Error | null, number],
          [Error | null, number],
        ];
        commandAnswered(redis);
        return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
      } catch (err) {
        commandFailed(redis, err);
        return fallback.hit(key, windowMs, now, hits);
      }
    },
    async peek(key, now) {
      if (!usable(redis)) return fallback.peek(key, now);
      try {
        const k = `${prefix}${key}`;
        const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[Error | null, string | null], [Error | null, number]];
        commandAnswered(redis);
        return count === null ? null : { count: Number(count), resetAt: now + Math.max(ttl, 0) };
      } catch (err) {
        commandFailed(redis, err);
        return fallback.peek(key, now);
      }
    },
    async clear() {
      await fallback.clear();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    },
  };
}

/** How many persisted queries Redis keeps at most: with the query size limit, about 4 M characters. */
export const APQ_MAX_ENTRIES = 200;

/**
 * Keeps a text and drops what is over the bounds, atomically: the texts are in one hash, their last
 * use in a sorted set; entries unused for `ttl` go, then the least recently used beyond `max`.
 * KEYS: texts, uses. ARGV: hash, query, now, ttl, max.
 */
const APQ_SET = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
local old = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[4]))
local over = redis.call('ZCARD', KEYS[2]) - #old - tonumber(ARGV[5])
if over > 0 then
  for _, h in ipairs(redis.call('ZRANGE', KEYS[2], #old, #old + over - 1)) do table.insert(old, h) end
end
for _, h in ipairs(old) do
  redis.call('HDEL', KEYS[1], h)
  redis.call('ZREM', KEYS[2], h)
end
return #old
`;

/**
 * Persisted queries shared by hash, bounded: at most `maxEntries` texts (least recently used out), none
 * unused for longer than `ttlMs`, and no text over the query size limit. A text is immutable for its
 * hash, so one dropped is only sent again in full by the next client that needs it.
 */
export function redisApqStore(redis: Redis, ttlMs = 24 * 60 * 60 * 1000, prefix = "store:apq:", maxEntries = APQ_MAX_ENTRIES): APQStore {
  const texts = `${prefix}texts`;
  const uses = `${prefix}uses`;
  return {
    async get(hash) {
      if (!usable(redis)) return null;
      try {
        const [[, text]] = (await redis.multi().hget(texts, hash).zadd(uses, "XX", Date.now(), hash).exec()) as [
          [Error | null, string | null],
        ];
        commandAnswered(redis);
        return text ?? null;
      } catch (err) {
        commandFailed(redis, err);
        return null;
      }
    },
    async set(hash, query) {
      if (query.length > LIMITS.maxQueryLength || !usable(redis)) return;
      try {
        await redis.eval(APQ_SET, 2, texts, uses, hash, query, Date.now(), ttlMs, maxEntries);
        commandAnswered(redis);
      } catch (err) {
        commandFailed(redis, err);
        // Not shared this time: the client sends the full query again when another process asks.
      }
    },
  };
}
