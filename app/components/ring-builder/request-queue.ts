/**
 * The order of the ring builder's changes in the browser. Every change (`ringBuilderSet`) replaces
 * the ring the server keeps for the visitor, so two changes must reach it one after the other, in the
 * order the visitor made them:
 * - a request identical to the latest one still pending (a double click, two buttons of one intent)
 *   is merged with it: both callers get the one answer, the server sees it once;
 * - a different request waits until every earlier one has settled (answered or failed), then is sent.
 * A failure is its own caller's: the next request is sent all the same.
 */
export interface RequestQueue<I, O> {
  (input: I): Promise<O>;
  /** How many requests are queued or running. */
  readonly pending: number;
}

export function createRequestQueue<I, O>(
  send: (input: I) => Promise<O>,
  keyOf: (input: I) => string = (input) => JSON.stringify(input),
): RequestQueue<I, O> {
  let tail: Promise<unknown> = Promise.resolve();
  let last: { key: string; promise: Promise<O> } | null = null;
  let pending = 0;
  const enqueue = (input: I): Promise<O> => {
    const key = keyOf(input);
    if (last && last.key === key) return last.promise;
    pending += 1;
    const promise = tail.then(
      () => send(input),
      () => send(input),
    );
    const entry = { key, promise };
    last = entry;
    tail = promise.then(
      () => undefined,
      () => undefined,
    );
    void tail.then(() => {
      pending -= 1;
      if (last === entry) last = null;
    });
    return promise;
  };
  return Object.defineProperty(enqueue, "pending", { get: () => pending }) as RequestQueue<I, O>;
}
