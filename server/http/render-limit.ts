import type { NextFunction, Request, Response } from "express";

export interface RenderLimitOptions {
  /** Pages rendered at once at most; the others wait their turn, first come first served. */
  concurrency: number;
  /** Requests waiting at most; past it a request is answered 503 with Retry-After at once. */
  queue: number;
}

/**
 * Bounds how many pages the process renders at once. A page's render holds its data, its React tree
 * and its output until it is sent; a burst of hundreds of requests at once (a crawler, a cache gone
 * cold, the page benchmark's warming pass) rendered them all together and took the store's memory
 * over 500 MB for no gain in speed, since rendering is the main thread's work either way. Waiting
 * requests hold only their sockets. A request whose client goes away while it waits leaves the queue;
 * a render's place is given back when its response has been sent or its connection has closed.
 */
export function renderLimit(options: RenderLimitOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const start = () => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        release();
      };
      res.once("finish", finish);
      res.once("close", finish);
      next();
    };
    if (running < options.concurrency) {
      running++;
      start();
      return;
    }
    if (waiting.length >= options.queue) {
      res.status(503).setHeader("Retry-After", "1").type("text/plain").send("The store is busy. Please try again in a moment.");
      return;
    }
    waiting.push(start);
    res.once("close", () => {
      const at = waiting.indexOf(start);
      if (at !== -1) waiting.splice(at, 1);
    });
  };
  return Object.assign(middleware, {
    /** Renders under way and requests waiting, for tests and diagnostics. */
    state: () => ({ running, waiting: waiting.length }),
  });
}

/**
 * Pages one store process renders at once: enough to keep both cores busy while renders wait for the
 * database, few enough that a burst does not hold hundreds of pages in memory at the same time.
 */
export const RENDER_CONCURRENCY = 16;
/** Requests that may wait for a render before the store answers 503. */
export const RENDER_QUEUE = 2_000;
