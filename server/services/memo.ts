import type { Db } from "../db/client.ts";

/**
 * Short-lived per-process memos of database reads. Site data, exchange rates and catalogue answers
 * are read far more often than they change, so a read is kept for `ttlMs` per database and shared by
 * the requests that arrive meanwhile (they await the same promise); a failed read is not kept.
 * Nothing here is state another process needs: each fills its own, and a change made through this
 * process forgets its namespace at once. At most `MAX_ENTRIES` per database, oldest dropped first.
 */
const MAX_ENTRIES = 2_000;

/** The namespaces, each forgotten as a whole when its data changes. */
export const MEMO = { site: "site", rates: "rates", catalogue: "catalogue" } as const;

interface Entry {
  at: number;
  epoch: number;
  value: Promise<unknown>;
}

const memos = new WeakMap<Db, Map<string, Entry>>();
/** Forgetting a namespace moves its epoch on: older entries stop counting. */
const epochs = new Map<string, number>();

export function memo<T>(db: Db, namespace: string, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = memos.get(db);
  if (!entries) {
    entries = new Map();
    memos.set(db, entries);
  }
  const id = `${namespace}:${key}`;
  const epoch = epochs.get(namespace) ?? 0;
  const hit = entries.get(id);
  if (hit && hit.epoch === epoch && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  entries.delete(id);
  entries.set(id, { at: now, epoch, value });
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
