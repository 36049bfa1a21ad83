import { sql, type SQL } from "drizzle-orm";
import { pgEnum, type PgEnum } from "drizzle-orm/pg-core";
import { toPgTextArray } from "./sql.ts";

/**
 * Every column that holds vocabulary codes is a PostgreSQL enum of the vocabulary in core/vocabulary
 * (docs/decisions/0403), so the database refuses a value the vocabulary does not have. Adding a code
 * to a vocabulary and running `npm run db:generate` gives the one-line migration
 * (ALTER TYPE ... ADD VALUE).
 */

type Codes<C extends string> = readonly C[] | { readonly codes: readonly C[] };

/**
 * The enum type `name` of one vocabulary's codes, or of the union of several (in order, each code
 * once) when one column holds codes of either (ring styles of engagement and wedding rings).
 */
export function vocabularyEnum<const C extends string>(name: string, ...vocabularies: [Codes<C>, ...Codes<C>[]]): PgEnum<[C, ...C[]]> {
  const codes: C[] = [];
  for (const v of vocabularies) {
    for (const code of "codes" in v ? v.codes : v) if (!codes.includes(code)) codes.push(code);
  }
  return pgEnum(name, codes as [C, ...C[]]);
}

/**
 * An array parameter of an enum type, for `= any(...)`, `@>` and `&&` against enum (array) columns:
 * one text parameter cast to `type[]`, the same on PGlite and node-postgres.
 */
export function enumArray(type: { readonly enumName: string }, values: readonly string[]): SQL {
  return sql`${toPgTextArray(values)}::${sql.identifier(type.enumName)}[]`;
}
