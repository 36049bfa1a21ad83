import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue.ts";

/** A server whose answers the test releases by hand, recording what it was sent and when. */
function fakeServer() {
  const sent: string[] = [];
  const waiting: { input: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const send = (input: { change: string }) =>
    new Promise<string>((resolve, reject) => {
      sent.push(input.change);
      waiting.push({ input: input.change, resolve, reject });
    });
  const answer = async (fail = false) => {
    for (let i = 0; i < 5 && waiting.length === 0; i++) await Promise.resolve();
    const next = waiting.shift();
    if (!next) throw new Error("nothing was sent");
    if (fail) next.reject(new Error(`${next.input} failed`));
    else next.resolve(`${next.input} done`);
    // Let the queue's continuations run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { sent, send, answer };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("ring builder request queue", () => {
  it("merges identical requests in flight: one request, one answer for both callers", async () => {
    const server = fakeServer();
    const queue = createRequestQueue(server.send);
    const a = queue({ change: "mount" });
    const b = queue({ change: "mount" });
    await flush();
    expect(server.sent).toEqual(["mount"]);
    expect(a).toBe(b);
    await server.answer();
    await expect(a).resolves.toBe("mount done");
    expect(queue.pending).toBe(0);
  });

  it("sends a different request only once the earlier one has answered, in order", async () => {
    const server = fakeServer();
    const queue = createRequestQueue(server.send);
    const first = queue({ change: "mount" });
    const second = queue({ change: "stone" });
    await flush();
    expect(server.sent).toEqual(["mount"]);
    expect(queue.pending).toBe(2);
    await server.answer();
    expect(server.sent).toEqual(["mount", "stone"]);
    await server.answer();
    await expect(first).resolves.toBe("mount done");
    await expect(second).resolves.toBe("stone done");
  });

  it("merges only with the latest pending request, so the last change wins", async () => {
    const server = fakeServer();
    const queue = createRequestQueue(server.send);
    void queue({ change: "mount" });
    void queue({ change: "remove mount" });
    void queue({ change: "mount" });
    await server.answer();
    await server.answer();
    await server.answer();
    expect(server.sent).toEqual(["mount", "remove mount", "mount"]);
  });

  it("sends the next request after a failure, which stays its own caller's", async () => {
    const server = fakeServer();
    const queue = createRequestQueue(server.send);
    const failing = queue({ change: "stone" });
    const next = queue({ change: "size" });
    await server.answer(true);
    await expect(failing).rejects.toThrow("stone failed");
    expect(server.sent).toEqual(["stone", "size"]);
    await server.answer();
    await expect(next).resolves.toBe("size done");
    // Settled requests are not merged with: the same change later is sent again.
    void queue({ change: "size" });
    await flush();
    expect(server.sent).toEqual(["stone", "size", "size"]);
  });
});
