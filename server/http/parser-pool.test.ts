import { afterAll, describe, expect, it } from "vitest";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { limitHttpParserPool } from "./parser-pool.ts";

/** After a burst of connections the process keeps at most the parsers it was told to. */

const pool = () => (process.getBuiltinModule("_http_common") as { parsers: { list: unknown[]; max: number } }).parsers;

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await new Promise((ok) => s.close(ok));
  limitHttpParserPool(1000);
});

/** Opens `n` connections at once, each with one request, and waits until they have closed. */
async function burst(port: number, n: number): Promise<number[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<number>((ok, fail) => {
          const req = request({ port, host: "127.0.0.1", path: "/", agent: false, headers: { connection: "close" } }, (res) => {
            res.resume();
            res.on("end", () => ok(res.statusCode ?? 0));
          });
          req.on("error", fail);
          req.end();
        }),
    ),
  );
}

describe("HTTP parsers kept after connections close", () => {
  it("keeps at most the limit after a burst of connections, and every request is answered", async () => {
    const server = createServer((_req, res) => setTimeout(() => res.end("ok"), 20));
    servers.push(server);
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const port = (server.address() as AddressInfo).port;

    expect(limitHttpParserPool(8)).not.toBeNull();
    const statuses = await burst(port, 60);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Give the sockets' close callbacks their turn.
    await new Promise((ok) => setTimeout(ok, 50));
    expect(pool().list.length).toBeLessThanOrEqual(8);
  });

  it("drops the parsers already kept beyond a lower limit", async () => {
    limitHttpParserPool(1000);
    const server = createServer((_req, res) => setTimeout(() => res.end("ok"), 20));
    servers.push(server);
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    await burst((server.address() as AddressInfo).port, 40);
    await new Promise((ok) => setTimeout(ok, 50));
    const kept = pool().list.length;
    expect(kept).toBeGreaterThan(4);
    expect(limitHttpParserPool(4)).toBe(kept - 4);
    expect(pool().list.length).toBe(4);
  });
});
