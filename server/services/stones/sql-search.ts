import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ExchangeRates } from "../pricing.ts";
import { rowsOf, toPgTextArray } from "../../db/sql.ts";
import {
  CODE_FIELDS,
  FACET_ORDER,
  FLAG_FIELDS,
  LAB_FIELDS,
  RANGE_FIELDS,
  facetFieldsOf,
  orderFacetValues,
  type Facet,
  type SearchOutcome,
} from "./fields.ts";
import { HISTOGRAM_EDGES, histogramListEdges, listPriceRange, priceFn } from "./prices.ts";
import type { StoneQuery } from "./query.ts";
import { pricePerCaratSql, recommendedScoreSql } from "./recommended.ts";

/**
 * The same search as the in-memory index, in SQL: used while a large index is first built, as the
 * reference the index is tested against, and by the benchmark to show what the index saves. Facets
 * count over the stones matching every other filter (one grouped query for the facets whose field is
 * not filtered, one per filtered field), the histogram uses width_bucket over list-price edges.
 * Stones held by an order are not for sale and left out of everything.
 */

const ENUM_TYPES: Record<string, string> = {
  shape: "stone_shape",
  colour: "diamond_colour",
  clarity: "diamond_clarity",
  cut: "cut_grade",
  polish: "cut_grade",
  symmetry: "cut_grade",
  fluorescence: "fluorescence",
  fancyColour: "fancy_colour",
  intensity: "fancy_intensity",
  gemstoneType: "gemstone_type",
  gemstoneColour: "gemstone_colour",
  colourGrade: "colour_grade",
  gemstoneClarity: "gemstone_clarity",
  origin: "text",
};

interface Condition {
  name: string;
  sql: SQL;
}

interface SqlPlan {
  conditions: Condition[];
  lo: number | null;
  hi: number | null;
}

function sqlPlan(q: StoneQuery, rates: ExchangeRates): SqlPlan {
  const f = priceFn(q.currency, q.region, rates);
  const { lo, hi } = listPriceRange(f, q.priceMin, q.priceMax, q.currency);
  const conditions: Condition[] = [];
  if (q.categories.length)
    conditions.push({ name: "category", sql: sql`category = any(${toPgTextArray(q.categories)}::stone_category[])` });
  for (const c of CODE_FIELDS) {
    const values = q[c.list] as readonly string[];
    if (values.length)
      conditions.push({
        name: c.field,
        sql: sql`${sql.identifier(c.column)} = any(${toPgTextArray(values)}::${sql.raw(ENUM_TYPES[c.field]!)}[])`,
      });
  }
  if (q.labs.length) {
    const ors = LAB_FIELDS.filter((l) => q.labs.includes(l.lab)).map((l) => sql`${sql.identifier(l.column)} is not null`);
    conditions.push({ name: "lab", sql: sql`(${sql.join(ors, sql` or `)})` });
  }
  for (const fl of FLAG_FIELDS) {
    const want = q[fl.field];
    if (want !== null) conditions.push({ name: fl.field, sql: sql`${sql.identifier(fl.column)} = ${want}` });
  }
  if (q.caratMin !== null) conditions.push({ name: "carat", sql: sql`carat_weight >= ${Math.round(q.caratMin * 1e6)}::numeric / 1000000` });
  if (q.caratMax !== null) conditions.push({ name: "carat", sql: sql`carat_weight <= ${Math.round(q.caratMax * 1e6)}::numeric / 1000000` });
  if (lo !== null) conditions.push({ name: "price", sql: sql`list_price_minor >= ${lo}` });
  if (hi !== null) conditions.push({ name: "price", sql: sql`list_price_minor <= ${hi}` });
  for (const r of RANGE_FIELDS) {
    const min = q[r.min];
    const max = q[r.max];
    if (min !== null)
      conditions.push({ name: r.field, sql: sql`${sql.identifier(r.column)} * ${r.scale} >= ${Math.round(min * r.scale)}` });
    if (max !== null)
      conditions.push({ name: r.field, sql: sql`${sql.identifier(r.column)} * ${r.scale} <= ${Math.round(max * r.scale)}` });
  }
  return { conditions, lo, hi };
}

/** A stone is for sale when it is available and no order holds it (reserved or sold). */
export const FOR_SALE = sql`available and not exists (select 1 from stone_holds h where h.stone_id = stones.id)`;

function whereOf(plan: SqlPlan, except?: string): SQL {
  const parts = [FOR_SALE, ...plan.conditions.filter((c) => c.name !== except).map((c) => c.sql)];
  return sql.join(parts, sql` and `);
}

function orderOf(q: StoneQuery): SQL {
  const d = sql.raw(q.sort.direction === "DESC" ? " desc" : "");
  if (q.sort.field === "RECOMMENDED") {
    const up = sql.raw(q.sort.direction === "DESC" ? "" : " desc");
    return sql`${recommendedScoreSql()}${up}, ${pricePerCaratSql()}${d}, id${d}`;
  }
  return q.sort.field === "PRICE" ? sql`list_price_minor${d}, id${d}` : sql`carat_weight${d}, list_price_minor${d}, id${d}`;
}

/** The page's ids. */
function pageQuery(q: StoneQuery, plan: SqlPlan): SQL {
  return sql`select id from stones where ${whereOf(plan)} order by ${orderOf(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
}

/** Runs a search with SQL. */
export async function searchSql(db: Db, q: StoneQuery, rates: ExchangeRates): Promise<SearchOutcome> {
  const plan = sqlPlan(q, rates);
  const f = priceFn(q.currency, q.region, rates);
  const filtered = new Set(plan.conditions.map((c) => c.name));
  const wanted = facetFieldsOf(q);
  const where = whereOf(plan);

  const ids = rowsOf<{ id: number }>(await db.execute(pageQuery(q, plan))).map((r) => Number(r.id));

  // Facets of unfiltered fields and the total: one grouped query over the filtered set.
  const plainCodes = CODE_FIELDS.filter((c) => wanted.has(c.field) && !filtered.has(c.field));
  const sets = [...plainCodes.map((c) => sql`(${sql.identifier(c.column)})`), sql`()`];
  const aggregates = [
    sql`count(*)::int as n`,
    ...LAB_FIELDS.map(
      (l) => sql`(count(*) filter (where ${sql.identifier(l.column)} is not null))::int as ${sql.identifier(`lab_${l.lab}`)}`,
    ),
    ...FLAG_FIELDS.map((fl) => sql`(count(*) filter (where ${sql.identifier(fl.column)}))::int as ${sql.identifier(`flag_${fl.field}`)}`),
  ];
  const grouping = plainCodes.length
    ? sql`grouping(${sql.join(
        plainCodes.map((c) => sql.identifier(c.column)),
        sql`, `,
      )})::int as g,`
    : sql`0 as g,`;
  const selectCodes = plainCodes.map((c) => sql`${sql.identifier(c.column)}::text as ${sql.identifier(`v_${c.field}`)}`);
  const grouped = rowsOf<Record<string, string | number | null>>(
    await db.execute(
      sql`select ${grouping} ${selectCodes.length ? sql`${sql.join(selectCodes, sql`, `)},` : sql``} ${sql.join(aggregates, sql`, `)}
          from stones where ${where} group by grouping sets (${sql.join(sets, sql`, `)})`,
    ),
  );
  const allBits = (1 << plainCodes.length) - 1;
  const totalRow = grouped.find((r) => Number(r["g"]) === allBits) ?? grouped.find((r) => plainCodes.length === 0 && r);
  const total = Number(totalRow?.["n"] ?? 0);
  const counts = new Map<string, Map<string, number>>();
  plainCodes.forEach((c, k) => {
    const m = new Map<string, number>();
    const bit = 1 << (plainCodes.length - 1 - k);
    for (const r of grouped) {
      const g = Number(r["g"]);
      if (g === allBits - bit && r[`v_${c.field}`] !== null) m.set(String(r[`v_${c.field}`]), Number(r["n"]));
    }
    counts.set(c.field, m);
  });
  // Filtered coded fields: counted over the stones matching every other filter.
  for (const c of CODE_FIELDS) {
    if (!wanted.has(c.field) || !filtered.has(c.field)) continue;
    const rows = rowsOf<{ v: string | null; n: number }>(
      await db.execute(
        sql`select ${sql.identifier(c.column)}::text as v, count(*)::int as n from stones where ${whereOf(plan, c.field)} group by 1`,
      ),
    );
    counts.set(c.field, new Map(rows.filter((r) => r.v !== null).map((r) => [String(r.v), Number(r.n)])));
  }
  if (wanted.has("lab")) {
    let source = totalRow;
    if (filtered.has("lab")) {
      source = rowsOf<Record<string, number>>(
        await db.execute(sql`select ${sql.join(aggregates, sql`, `)} from stones where ${whereOf(plan, "lab")}`),
      )[0];
    }
    counts.set("lab", new Map(LAB_FIELDS.map((l) => [l.lab as string, Number(source?.[`lab_${l.lab}`] ?? 0)])));
  }
  for (const fl of FLAG_FIELDS) {
    if (!wanted.has(fl.field)) continue;
    let source = totalRow;
    if (filtered.has(fl.field)) {
      source = rowsOf<Record<string, number>>(
        await db.execute(sql`select ${sql.join(aggregates, sql`, `)} from stones where ${whereOf(plan, fl.field)}`),
      )[0];
    }
    const yes = Number(source?.[`flag_${fl.field}`] ?? 0);
    counts.set(
      fl.field,
      new Map([
        ["TRUE", yes],
        ["FALSE", Number(source?.["n"] ?? 0) - yes],
      ]),
    );
  }
  const facets: Facet[] = FACET_ORDER.filter((field) => wanted.has(field)).map((field) => ({
    field,
    values: orderFacetValues(field, counts.get(field) ?? new Map()),
  }));

  const carat = rowsOf<{ lo: string | null; hi: string | null }>(
    await db.execute(sql`select min(carat_weight)::text as lo, max(carat_weight)::text as hi from stones where ${whereOf(plan, "carat")}`),
  )[0];
  const edges = histogramListEdges(f, q.currency);
  const thresholds = `{${Array.from(edges.subarray(1, edges.length - 1)).join(",")}}`;
  const buckets = rowsOf<{ b: number; n: number; lo: number; hi: number }>(
    await db.execute(
      sql`select width_bucket(list_price_minor, ${thresholds}::int[]) as b, count(*)::int as n, min(list_price_minor) as lo, max(list_price_minor) as hi
          from stones where ${whereOf(plan, "price")} group by 1 order by 1`,
    ),
  );
  const histogram = [];
  if (buckets.length) {
    const first = Number(buckets[0]!.b);
    const last = Number(buckets[buckets.length - 1]!.b);
    const byBucket = new Map(buckets.map((b) => [Number(b.b), Number(b.n)]));
    for (let k = first; k <= last; k++)
      histogram.push({ min: HISTOGRAM_EDGES[k]!, max: HISTOGRAM_EDGES[k + 1]!, count: byBucket.get(k) ?? 0 });
  }
  const pLo = buckets.length ? Math.min(...buckets.map((b) => Number(b.lo))) : null;
  const pHi = buckets.length ? Math.max(...buckets.map((b) => Number(b.hi))) : null;
  return {
    ids,
    total,
    facets,
    histogram,
    caratRange: carat?.lo != null && carat.hi != null ? { min: Number(carat.lo), max: Number(carat.hi) } : null,
    priceRange: pLo !== null && pHi !== null ? { min: f(pLo), max: f(pHi) } : null,
  };
}
