import type { Db } from "../db/client.ts";

/**
 * Short-lived per-process memos of database reads. Site data, exchange rates and catalogue answers
 * are read far more often than they change, so a read is kept for `ttlMs` per database and shared by
 * the requests that arrive meanwhile (they await the same promise); a failed read is not kept.
 * Nothing here is state another process needs: each fills its own, and a change made through this
 * process forgets its namespace at once. At most `MAX_ENTRIES` per database, oldest dropped first;
 * an entry that has expired (or whose namespace was forgotten) is dropped within `SWEEP_MS` even when
 * nothing reads the memos any more, so the answers of a burst of pages do not stay in memory after it.
 */
const MAX_ENTRIES = 2_000;
/** How often expired entries are dropped. */
export const SWEEP_MS = 15_000;

/** The namespaces, each forgotten as a whole when its data changes. */
export const MEMO = { site: "site", rates: "rates", catalogue: "catalogue" } as const;

interface Entry {
  /** When the entry stops counting (stored at + `ttlMs`): reads store it again, the sweep drops it. */
  until: number;
  epoch: number;
  value: Promise<unknown>;
}

const memos = new WeakMap<Db, Map<string, Entry>>();
/** Forgetting a namespace moves its epoch on: older entries stop counting. */
const epochs = new Map<string, number>();
/** Every database's memos, for the sweep; held weakly, so a database's memos go with it. */
const swept = new Set<WeakRef<Map<string, Entry>>>();
let sweeper: ReturnType<typeof setInterval> | undefined;

/** Whether an entry still answers at `now`: not expired, and its namespace not forgotten since. */
function current(entry: Entry, namespace: string, now: number): boolean {
  return entry.until > now && entry.epoch === (epochs.get(namespace) ?? 0);
}

/** Drops the entries that have expired by `now` or whose namespace was forgotten (run every `SWEEP_MS`); answers how many. */
export function sweepMemos(now = Date.now()): number {
  let dropped = 0;
  for (const ref of swept) {
    const entries = ref.deref();
    if (!entries) {
      swept.delete(ref);
      continue;
    }
    for (const [id, entry] of entries) {
      if (current(entry, id.slice(0, id.indexOf(":")), now)) continue;
      entries.delete(id);
      dropped++;
    }
  }
  return dropped;
}

/** The entries held, on every database. */
export function memoEntries(): number {
  let n = 0;
  for (const ref of swept) n += ref.deref()?.size ?? 0;
  return n;
}

export function memo<T>(db: Db, namespace: string, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = memos.get(db);
  if (!entries) {
    entries = new Map();
    memos.set(db, entries);
    swept.add(new WeakRef(entries));
    if (!sweeper) (sweeper = setInterval(sweepMemos, SWEEP_MS)).unref();
  }
  const id = `${namespace}:${key}`;
  const hit = entries.get(id);
  if (hit && current(hit, namespace, now)) return hit.value as Promise<T>;
  const value = load();
  entries.delete(id);
  entries.set(id, { until: now + ttlMs, epoch: epochs.get(namespace) ?? 0, value });
  const map = entries;
  value.catch(() => {
    if (map.get(id)?.value === value) map.delete(id);
  });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets every memo of a namespace, on every database (after its data changed). */
export function forgetMemos(namespace: string): void {
  epochs.set(namespace, (epochs.get(namespace) ?? 0) + 1);
}
