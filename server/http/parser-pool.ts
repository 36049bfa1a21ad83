/**
 * Node keeps the HTTP parser of every connection that closes for the next one, up to 1,000 (the
 * `parsers` free list of its `_http_common` module), for the life of the process. A burst that opens
 * many connections at once leaves all of their parsers behind: the page benchmark's warming pass opens
 * one per page (818), and the store kept 818 parsers, 2.3 MB of memory, after the burst
 * (docs/benchmarks.md, "What the store keeps after a burst"). Past `max`, a closing connection's
 * parser is freed instead (Node's own path for a full list); the next connection makes one, which
 * takes microseconds.
 *
 * Answers how many parsers were dropped, or null when this Node has no such list (nothing is changed).
 */
export function limitHttpParserPool(max: number): number | null {
  const common = process.getBuiltinModule?.("_http_common") as { parsers?: unknown } | undefined;
  const pool = common?.parsers as { max?: unknown; list?: unknown } | undefined;
  if (!pool || typeof pool.max !== "number" || !Array.isArray(pool.list)) return null;
  pool.max = max;
  const dropped = (pool.list as { close?: () => void }[]).splice(max);
  for (const parser of dropped) parser.close?.();
  return dropped.length;
}

/** Parsers kept for later connections at most: a browser opens about six at a time, a proxy a few dozen. */
export const HTTP_PARSERS_KEPT = 64;
