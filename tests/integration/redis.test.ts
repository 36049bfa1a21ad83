import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import { createServer as createNetServer, connect, type AddressInfo, type Server as NetServer, type Socket } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { COMMAND_TIMEOUT_MS, openRedis, redisApqStore, redisConnected, redisHealth, redisRateLimitStore } from "../../server/redis.ts";
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
/** A client once connected, as the store's is from its first request. */
const connected = async () => {
  const redis = client();
  await redisConnected(redis);
  return redis;
};

afterAll(async () => {
  if (url) {
    const redis = await connected();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
});

const request = (ip: string) => ({ ip }) as RequestContext;

describe.skipIf(!url)("shared state in Redis", () => {
  it("counts one client's mutations across processes", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const a = createRateLimiter(rule, redisRateLimitStore(await connected(), `${prefix}rate:`));
    const b = createRateLimiter(rule, redisRateLimitStore(await connected(), `${prefix}rate:`));
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
    const a = createRateLimiter(rule, redisRateLimitStore(await connected(), `${prefix}rate:`));
    const b = createRateLimiter(rule, redisRateLimitStore(await connected(), `${prefix}rate:`));
    expect((await a.consume(request("10.1.3.1"), "mutation", 4)).allowed).toBe(true);
    expect((await b.consume(request("10.1.3.1"), "mutation", 2)).allowed).toBe(false);
    expect((await b.consume(request("10.1.3.2"), "mutation", 6)).allowed).toBe(false);
  });

  it("peeks at a count without writing: no key for a window not started, the other process's count once it has", async () => {
    const a = redisRateLimitStore(await connected(), `${prefix}peek:`);
    const b = redisRateLimitStore(await connected(), `${prefix}peek:`);
    const now = Date.now();
    expect(await a.peek("sign-in:olivia", now)).toBeNull();
    expect(await (await connected()).exists(`${prefix}peek:sign-in:olivia`)).toBe(0);
    const { resetAt } = await b.hit("sign-in:olivia", 60_000, now, 3);
    const seen = await a.peek("sign-in:olivia", now);
    expect(seen?.count).toBe(3);
    expect(Math.abs(seen!.resetAt - resetAt)).toBeLessThan(1_000);
  });

  it("does not keep a persisted query over the query size limit", async () => {
    const a = redisApqStore(await connected(), 60_000, `${prefix}apq:`);
    await a.set("huge", `{ __typename }${" ".repeat(LIMITS.maxQueryLength)}`);
    expect(await a.get("huge")).toBeNull();
  });

  it("knows a persisted query registered with another process", async () => {
    const a = redisApqStore(await connected(), 60_000, `${prefix}apq:`);
    const b = redisApqStore(await connected(), 60_000, `${prefix}apq:`);
    expect(await b.get("abc")).toBeNull();
    await a.set("abc", "{ me { id } }");
    expect(await b.get("abc")).toBe("{ me { id } }");
  });

  it("keeps at most its bound of persisted queries, the least recently used out", async () => {
    const redis = await connected();
    const a = redisApqStore(redis, 60_000, `${prefix}apqbound:`, 5);
    const b = redisApqStore(await connected(), 60_000, `${prefix}apqbound:`, 5);
    for (let i = 0; i < 5; i++) await a.set(`h${i}`, `{ q${i} }`);
    // h0 used again: h1 is now the least recently used.
    expect(await b.get("h0")).toBe("{ q0 }");
    // Three hundred unique queries of 19 KB leave five.
    for (let i = 5; i < 300; i++) await a.set(`h${i}`, `{ q${i} }${" ".repeat(19_000)}`);
    expect(await redis.hlen(`${prefix}apqbound:texts`)).toBe(5);
    expect(await redis.zcard(`${prefix}apqbound:uses`)).toBe(5);
    expect(await b.get("h1")).toBeNull();
    expect(await b.get("h299")).toMatch(/^\{ q299 \}/);
  });

  it("drops persisted queries unused for longer than their time", async () => {
    const a = redisApqStore(await connected(), 50, `${prefix}apqold:`, 100);
    await a.set("old", "{ old }");
    await new Promise((r) => setTimeout(r, 80));
    await a.set("new", "{ new }");
    expect(await a.get("old")).toBeNull();
    expect(await a.get("new")).toBe("{ new }");
  });
});

/** A TCP relay to the test Redis that can be cut and restored: Redis going away and coming back. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: NetServer | null = null;
  let port = 0;
  const open = async () => {
    server = createNetServer((inbound) => {
      const outbound = connect(Number(target.port || 6379), target.hostname);
      for (const s of [inbound, outbound]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((ok) => server!.listen(port, "127.0.0.1", ok));
    port = (server!.address() as AddressInfo).port;
  };
  /** Connections stay open but nothing passes any more: a Redis that hangs. */
  const freeze = () => {
    for (const s of sockets) {
      s.unpipe();
      s.pause();
    }
  };
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise((ok) => server?.close(ok));
  };
  await open();
  return { url: () => `redis://127.0.0.1:${port}`, cut, freeze, restore: open };
}

function memoryLog() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    }),
  );
  return { logger, lines };
}

describe.skipIf(!url)("Redis down", () => {
  it("answers at once from the process's own counters, which still limit, and keeps no persisted query", async () => {
    const down = client("redis://127.0.0.1:1");
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, redisRateLimitStore(down, `${prefix}down:`));
    const started = performance.now();
    expect((await limiter.consume(request("10.9.9.9"), "mutation")).allowed).toBe(true);
    expect((await limiter.consume(request("10.9.9.9"), "mutation")).allowed).toBe(false);
    expect((await limiter.consume(request("10.9.9.8"), "mutation")).allowed).toBe(true);
    // A peek reads the same counters.
    const store = redisRateLimitStore(down, `${prefix}down-peek:`);
    await store.hit("k", 60_000, Date.now(), 2);
    expect((await store.peek("k", Date.now()))?.count).toBe(2);
    const apq = redisApqStore(down);
    await apq.set("abc", "{ me { id } }");
    expect(await apq.get("abc")).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
    expect(redisHealth(down)).toBe("degraded");
  });

  it("waits at most the command timeout for a Redis that stops answering on an open connection", async () => {
    const relay = await relayTo(new URL(url!));
    const redis = client(relay.url());
    expect(await redisConnected(redis)).toBe(true);
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, redisRateLimitStore(redis, `${prefix}hang:`));
    relay.freeze();
    const started = performance.now();
    expect((await limiter.consume(request("10.9.9.7"), "mutation")).allowed).toBe(true);
    expect(performance.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 200);
    // Left alone for a while after that: the next requests do not wait at all.
    const next = performance.now();
    expect((await limiter.consume(request("10.9.9.7"), "mutation")).allowed).toBe(false);
    expect(performance.now() - next).toBeLessThan(50);
    expect(redisHealth(redis)).toBe("degraded");
    await relay.cut();
  });

  it("says once that Redis is gone and once that it is back, and counts in Redis again", async () => {
    const relay = await relayTo(new URL(url!));
    const { logger, lines } = memoryLog();
    const redis = openRedis(relay.url(), logger);
    clients.push(redis);
    await waitFor(() => redisHealth(redis) === "ok");
    const store = redisRateLimitStore(redis, `${prefix}flap:`);
    expect((await store.hit("k", 60_000, Date.now())).count).toBe(1);

    await relay.cut();
    await waitFor(() => redisHealth(redis) === "degraded");
    // Down for a while: many reconnection attempts, one line.
    await new Promise((r) => setTimeout(r, 600));
    expect((await store.hit("k", 60_000, Date.now())).count).toBe(1);
    expect(lines.filter((l) => /redis/.test(l.msg)).map((l) => l.level)).toEqual([40]);

    await relay.restore();
    await waitFor(() => redisHealth(redis) === "ok", 5_000);
    expect(lines.filter((l) => /redis/.test(l.msg)).map((l) => l.msg)).toEqual([
      expect.stringMatching(/unavailable|lost/),
      expect.stringMatching(/available again/),
    ]);
    // Shared again: the count Redis kept.
    expect((await store.hit("k", 60_000, Date.now())).count).toBe(2);
    // Closed at shutdown: nothing to say.
    await redis.quit();
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.filter((l) => /redis/.test(l.msg))).toHaveLength(2);
    await relay.cut();
  });
});

async function waitFor(check: () => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
