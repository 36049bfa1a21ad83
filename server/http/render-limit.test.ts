import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderLimit } from "./render-limit.ts";

/** A store whose "render" waits until the test lets it finish; it records how many ran at once. */
function store(concurrency: number, queue: number) {
  const limit = renderLimit({ concurrency, queue });
  const gates: (() => void)[] = [];
  let inside = 0;
  let most = 0;
  const app = express();
  app.use(limit);
  app.get("/{*splat}", (req, res) => {
    inside++;
    most = Math.max(most, inside);
    gates.push(() => {
      inside--;
      res.type("text/plain").send(`rendered ${req.path}`);
    });
  });
  const server = createServer(app);
  return { limit, gates, server, most: () => most };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe("renderLimit", () => {
  it("renders at most `concurrency` pages at once and answers every request in turn", async () => {
    const s = store(2, 10);
    const base = await listen(s.server);
    const answers = Array.from({ length: 5 }, (_, i) => fetch(`${base}/page-${i}`).then(async (r) => [r.status, await r.text()] as const));
    // The other three arrive and wait (the requests reach the server in no fixed order or time).
    await until(() => s.limit.state().waiting === 3);
    expect(s.limit.state()).toEqual({ running: 2, waiting: 3 });
    expect(s.gates).toHaveLength(2);
    // Each finished render lets the next waiting request in.
    for (let released = 0; released < 5; released++) {
      await until(() => s.gates.length > 0);
      s.gates.shift()!();
    }
    const results = await Promise.all(answers);
    expect(results.map(([status]) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map(([, body]) => body).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `rendered /page-${i}`));
    expect(s.most()).toBe(2);
    await until(() => s.limit.state().running === 0);
  });

  it("answers 503 with Retry-After, without rendering, when the queue is full", async () => {
    const s = store(1, 1);
    const base = await listen(s.server);
    const first = fetch(`${base}/a`);
    await until(() => s.gates.length === 1);
    const second = fetch(`${base}/b`);
    await until(() => s.limit.state().waiting === 1);
    const third = await fetch(`${base}/c`);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("1");
    expect(await third.text()).toMatch(/busy/);
    s.gates.shift()!();
    await until(() => s.gates.length === 1);
    s.gates.shift()!();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(s.most()).toBe(1);
  });

  it("lets a request whose client went away leave the queue, and gives back the place of a render whose client went away", async () => {
    const s = store(1, 5);
    const base = await listen(s.server);
    const { port } = new URL(base);
    // A render whose client hangs up before it is answered.
    const gone = request({ host: "127.0.0.1", port, path: "/gone" });
    gone.on("error", () => undefined);
    gone.end();
    await until(() => s.gates.length === 1);
    // A request that waits, then hangs up.
    const quitter = request({ host: "127.0.0.1", port, path: "/quitter" });
    quitter.on("error", () => undefined);
    quitter.end();
    await until(() => s.limit.state().waiting === 1);
    quitter.destroy();
    await until(() => s.limit.state().waiting === 0);
    gone.destroy();
    // The hung-up render's place is free: the next request renders without waiting for its gate.
    await until(() => s.limit.state().running === 0);
    const next = fetch(`${base}/next`);
    await until(() => s.gates.length === 2);
    s.gates.pop()!();
    expect((await next).status).toBe(200);
  });
});
