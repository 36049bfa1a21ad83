/** Driver helpers that answer the same on PGlite and node-postgres. */

/** Rows of a db.execute answer on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** Array literals passed as one text parameter: the same on PGlite and node-postgres. */
export function toPgIntArray(values: readonly number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(",")}}`;
}

export function toPgNumArray(values: readonly number[]): string {
  return `{${values.map((v) => String(v)).join(",")}}`;
}

export function toPgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
