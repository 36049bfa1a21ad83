import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/sql.ts";
import type { ExchangeRates } from "../pricing.ts";
import {
  CATEGORIES,
  CODE_FIELDS,
  FACET_ORDER,
  FLAG_FIELDS,
  LAB_FIELDS,
  RANGE_FIELDS,
  facetFieldsOf,
  orderFacetValues,
  type CodeField,
  type Facet,
  type SearchOutcome,
} from "./fields.ts";
import type { Currency } from "../../../core/regions.ts";
import { HISTOGRAM_EDGES, histogramListEdges, listPriceRange, priceFn, type PriceFn } from "./prices.ts";
import type { StoneQuery } from "./query.ts";
import { pricePerCarat, recommendedScore } from "./recommended.ts";

/**
 * The in-memory search index (docs/decisions/0400): the filterable columns of every available stone
 * as typed arrays (about 40 bytes a stone), grouped by category, with the price and weight orders
 * precomputed. A search is one pass over the rows of its categories, in a function generated for the
 * combination of filters it uses, that counts the total, every facet (each over the stones matching
 * all the other filters), the carat and price ranges and the price histogram; the page is then read
 * off the precomputed sort order. The index is rebuilt from the database when the inventory version
 * (bumped by triggers on stones) moves. Stones held by an order (`stone_holds`) are hidden rows: the
 * held set is read again when the holds version (bumped by triggers on stone_holds) moves, and only
 * the rows whose hold came or went change; the scan skips hidden rows.
 */

const NONE = 255;
const RANGE_NULL = 65535;

export interface StoneIndex {
  version: number;
  size: number;
  builtAt: number;
  /** Rows of category c are [categoryStart[c], categoryStart[c + 1]). */
  categoryStart: Int32Array;
  id: Int32Array;
  category: Uint8Array;
  codes: Record<CodeField, Uint8Array>;
  labs: Uint8Array;
  flags: Uint8Array;
  /** Micro-carats. */
  carat: Uint32Array;
  /** GBP list price in pence. */
  price: Int32Array;
  ranges: Record<(typeof RANGE_FIELDS)[number]["field"], Uint16Array>;
  /** Origin country codes by index. */
  origins: string[];
  /**
   * Row numbers by (price, id), by (carat, price, id) and in the recommended order (score, price per
   * carat, id; recommended.ts); and each row's position in them.
   */
  byPrice: Int32Array;
  byWeight: Int32Array;
  byRecommended: Int32Array;
  priceRank: Int32Array;
  weightRank: Int32Array;
  recommendedRank: Int32Array;
  /** Histogram bucket of each row, per price function (currency, tax treatment, rates). */
  buckets: Map<string, { edges: Int32Array; bucket: Uint8Array }>;
  /** Row numbers by id, to find a stone's row. */
  rowsById: Int32Array;
  /** 1 for a row whose stone an order holds (reserved or sold): no search sees it. */
  hidden: Uint8Array;
  /** The holds version `hidden` reflects (-1: none applied yet) and the held stone ids it was made from. */
  holdsVersion: number;
  held: Set<number>;
}

const CODE_INDEX: Record<string, Map<string, number>> = Object.fromEntries(
  CODE_FIELDS.filter((f) => f.codes).map((f) => [f.field, new Map(f.codes!.map((c, i) => [c as string, i]))]),
);

// ---------------------------------------------------------------------------------------------
// Building

const LOAD_CHUNK = 25_000;

/** Empty arrays for an index of the given category sizes. */
export function allocateIndex(version: number, categoryStart: Int32Array): StoneIndex {
  const size = categoryStart[categoryStart.length - 1]!;
  return {
    version,
    size,
    builtAt: Date.now(),
    categoryStart,
    id: new Int32Array(size),
    category: new Uint8Array(size),
    codes: Object.fromEntries(CODE_FIELDS.map((f) => [f.field, new Uint8Array(size)])) as Record<CodeField, Uint8Array>,
    labs: new Uint8Array(size),
    flags: new Uint8Array(size),
    carat: new Uint32Array(size),
    price: new Int32Array(size),
    ranges: { ratio: new Uint16Array(size), depth: new Uint16Array(size), table: new Uint16Array(size) },
    origins: [],
    byPrice: new Int32Array(size),
    byWeight: new Int32Array(size),
    byRecommended: new Int32Array(size),
    priceRank: new Int32Array(size),
    weightRank: new Int32Array(size),
    recommendedRank: new Int32Array(size),
    buckets: new Map(),
    rowsById: new Int32Array(size),
    hidden: new Uint8Array(size),
    holdsVersion: -1,
    held: new Set(),
  };
}

type Tx = Pick<Db, "execute">;

/** The embedded database has one connection: a long snapshot transaction would hold up every request. */
function isEmbedded(db: Db): boolean {
  const client = (db as unknown as { $client?: object }).$client;
  return !!client && "waitReady" in client;
}

class Inconsistent extends Error {}

/**
 * Reads every available stone of the database into a new index. On PostgreSQL in one REPEATABLE READ
 * snapshot; on the embedded database in chunks other queries can run between, retried when the
 * inventory changed meanwhile.
 */
async function buildIndex(db: Db): Promise<StoneIndex> {
  if (!isEmbedded(db)) return db.transaction((tx) => readIndex(tx, true), { isolationLevel: "repeatable read", accessMode: "read only" });
  for (let attempt = 1; ; attempt++) {
    try {
      const index = await readIndex(db, false);
      const after = Number(
        rowsOf<{ version: string | number }>(await db.execute(sql`select version from stone_inventory_state where id = 1`))[0]?.version ??
          0,
      );
      if (after === index.version || attempt >= 3) return index;
    } catch (error) {
      if (!(error instanceof Inconsistent) || attempt >= 3) throw error;
    }
  }
}

async function readIndex(tx: Tx, snapshot: boolean): Promise<StoneIndex> {
  const version = Number(
    rowsOf<{ version: string | number }>(await tx.execute(sql`select version from stone_inventory_state where id = 1`))[0]?.version ?? 0,
  );
  const counts = rowsOf<{ category: string; n: string | number }>(
    await tx.execute(sql`select category::text as category, count(*) as n from stones where available group by 1`),
  );
  const perCategory = CATEGORIES.map((c) => Number(counts.find((r) => r.category === c)?.n ?? 0));
  const categoryStart = new Int32Array(CATEGORIES.length + 1);
  for (let c = 0; c < CATEGORIES.length; c++) categoryStart[c + 1] = categoryStart[c]! + perCategory[c]!;

  const index = allocateIndex(version, categoryStart);
  const originIndex = new Map<string, number>();
  const codeColumns = CODE_FIELDS.map((f) => `${f.column}::text as "${f.field}"`).join(", ");
  const flagExpr = FLAG_FIELDS.map((f) => `(case when ${f.column} then ${f.bit} else 0 end)`).join(" + ");
  const labExpr = LAB_FIELDS.map((l) => `(case when ${l.column} is not null then ${l.bit} else 0 end)`).join(" + ");
  const rangeColumns = RANGE_FIELDS.map((r) => `coalesce(round(${r.column} * ${r.scale})::int, ${RANGE_NULL}) as "${r.field}"`).join(", ");
  const columns = sql.raw(
    `id, ${codeColumns}, ${flagExpr} as flags, ${labExpr} as labs, round(carat_weight * 1000000)::bigint as carat, list_price_minor as price, ${rangeColumns}`,
  );

  for (let c = 0; c < CATEGORIES.length; c++) {
    let row = categoryStart[c]!;
    const end = categoryStart[c + 1]!;
    let last = 0;
    while (row < end) {
      const rows = rowsOf<Record<string, string | number | null>>(
        await tx.execute(
          sql`select ${columns} from stones where available and category = ${CATEGORIES[c]} and id > ${last} order by id limit ${LOAD_CHUNK}`,
        ),
      );
      if (!rows.length) break;
      for (const r of rows) {
        if (row >= end) throw new Inconsistent("more stones than counted");
        setRow(index, row++, c, r, originIndex);
      }
      last = Number(rows[rows.length - 1]!["id"]);
    }
    if (row !== end) {
      const message = `stone index: expected ${end - categoryStart[c]!} ${CATEGORIES[c]} rows, read ${row - categoryStart[c]!}`;
      throw snapshot ? new Error(message) : new Inconsistent(message);
    }
  }

  return finishIndex(index);
}

/** One stone's values as the index reads them (codes as text, numbers scaled as in RANGE_FIELDS). */
export type IndexRow = Record<string, string | number | null>;

/** Fills row `row` (of category number `c`) of an index. */
export function setRow(index: StoneIndex, row: number, c: number, r: IndexRow, originIndex: Map<string, number>): void {
  index.id[row] = Number(r["id"]);
  index.category[row] = c;
  for (const f of CODE_FIELDS) {
    const v = r[f.field] as string | null | undefined;
    let code = NONE;
    if (v != null) {
      if (f.field === "origin") {
        let o = originIndex.get(v);
        if (o === undefined && originIndex.size < NONE) {
          o = originIndex.size;
          originIndex.set(v, o);
          index.origins.push(v);
        }
        code = o ?? NONE;
      } else {
        code = CODE_INDEX[f.field]!.get(v) ?? NONE;
      }
    }
    index.codes[f.field][row] = code;
  }
  index.flags[row] = Number(r["flags"]);
  index.labs[row] = Number(r["labs"]);
  index.carat[row] = Number(r["carat"]);
  index.price[row] = Number(r["price"]);
  for (const rf of RANGE_FIELDS) index.ranges[rf.field][row] = Math.min(RANGE_NULL, Number(r[rf.field] ?? RANGE_NULL));
}

/** Reorders each category's rows by (carat, id), so a carat filter is a contiguous run of rows. */
function orderByCarat(index: StoneIndex): void {
  const { id, carat, size } = index;
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  for (let c = 0; c + 1 < index.categoryStart.length; c++) {
    order.subarray(index.categoryStart[c]!, index.categoryStart[c + 1]!).sort((a, b) => carat[a]! - carat[b]! || id[a]! - id[b]!);
  }
  const permute = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(a: T): T => {
    const out = a.slice() as T;
    for (let k = 0; k < size; k++) out[k] = a[order[k]!]!;
    return out;
  };
  index.id = permute(index.id);
  index.category = permute(index.category);
  for (const f of CODE_FIELDS) index.codes[f.field] = permute(index.codes[f.field]);
  index.labs = permute(index.labs);
  index.flags = permute(index.flags);
  index.carat = permute(index.carat);
  index.price = permute(index.price);
  for (const r of RANGE_FIELDS) index.ranges[r.field] = permute(index.ranges[r.field]);
}

/** Orders the rows and computes the sort orders of a filled index. */
export function finishIndex(index: StoneIndex): StoneIndex {
  orderByCarat(index);
  const { id, price, carat, size } = index;
  const byPrice = index.byPrice;
  for (let i = 0; i < size; i++) byPrice[i] = i;
  byPrice.sort((a, b) => price[a]! - price[b]! || id[a]! - id[b]!);
  for (let k = 0; k < size; k++) index.priceRank[byPrice[k]!] = k;
  const byWeight = index.byWeight;
  for (let i = 0; i < size; i++) byWeight[i] = i;
  const priceRank = index.priceRank;
  byWeight.sort((a, b) => carat[a]! - carat[b]! || priceRank[a]! - priceRank[b]!);
  for (let k = 0; k < size; k++) index.weightRank[byWeight[k]!] = k;
  const score = new Int32Array(size);
  const perCarat = new Float64Array(size);
  const treatedBit = FLAG_FIELDS.find((f) => f.field === "treated")!.bit;
  for (let i = 0; i < size; i++) {
    const code = (field: CodeField): string | null => {
      const spec = CODE_FIELDS.find((f) => f.field === field)!;
      const v = index.codes[field][i]!;
      return v === NONE || !spec.codes ? null : (spec.codes[v] ?? null);
    };
    score[i] = recommendedScore(code, carat[i]!, (index.flags[i]! & treatedBit) !== 0);
    perCarat[i] = pricePerCarat(price[i]!, carat[i]!);
  }
  const byRecommended = index.byRecommended;
  for (let i = 0; i < size; i++) byRecommended[i] = i;
  byRecommended.sort((a, b) => score[b]! - score[a]! || perCarat[a]! - perCarat[b]! || id[a]! - id[b]!);
  for (let k = 0; k < size; k++) index.recommendedRank[byRecommended[k]!] = k;
  const rowsById = index.rowsById;
  for (let i = 0; i < size; i++) rowsById[i] = i;
  rowsById.sort((a, b) => id[a]! - id[b]!);
  return index;
}

/** The row of stone `stoneId`, or -1 when the index has no such stone. */
export function rowOfStone(index: StoneIndex, stoneId: number): number {
  const { rowsById, id } = index;
  let lo = 0;
  let hi = index.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = id[rowsById[mid]!]!;
    if (v === stoneId) return rowsById[mid]!;
    if (v < stoneId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Makes the index hide exactly the stones of `heldIds` (the holds at `version`): rows whose hold is
 * new are hidden, rows whose hold went are shown again; nothing else is touched. An older version than
 * the one applied is ignored (two searches refreshing at once). Answers how many rows changed.
 */
export function applyHolds(index: StoneIndex, version: number, heldIds: Iterable<number>): number {
  if (version <= index.holdsVersion) return 0;
  const next = new Set<number>();
  for (const stoneId of heldIds) next.add(Number(stoneId));
  let changed = 0;
  for (const stoneId of index.held) {
    if (next.has(stoneId)) continue;
    const row = rowOfStone(index, stoneId);
    if (row >= 0 && index.hidden[row] === 1) {
      index.hidden[row] = 0;
      changed++;
    }
  }
  for (const stoneId of next) {
    if (index.held.has(stoneId)) continue;
    const row = rowOfStone(index, stoneId);
    if (row >= 0 && index.hidden[row] === 0) {
      index.hidden[row] = 1;
      changed++;
    }
  }
  index.held = next;
  index.holdsVersion = version;
  return changed;
}

function bucketsFor(index: StoneIndex, key: string, f: PriceFn, currency: Currency): { edges: Int32Array; bucket: Uint8Array } {
  let b = index.buckets.get(key);
  if (!b) {
    const edges = histogramListEdges(f, currency);
    const bucket = new Uint8Array(index.size);
    const last = edges.length - 2;
    for (let i = 0; i < index.size; i++) {
      const p = index.price[i]!;
      let lo = 0;
      let hi = last;
      // The last k with edges[k] <= p, clamped to [0, last].
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (edges[mid]! <= p) lo = mid;
        else hi = mid - 1;
      }
      bucket[i] = lo;
    }
    b = { edges, bucket };
    index.buckets.set(key, b);
  }
  return b;
}

// ---------------------------------------------------------------------------------------------
// Searching

/**
 * A search's filters as data for the one scanning function (one function for every combination keeps
 * it hot in the JIT: generating a function per combination made every new combination slow).
 */
interface ScanPlan {
  /** Code fields filtered, as indexes into CODE_FIELDS, and their allow-tables (256 entries). */
  active: Int32Array;
  tables: Uint8Array[];
  /** Code fields counted as facets, as indexes into CODE_FIELDS. */
  facets: Int32Array;
  labMask: number;
  flagMask: number;
  flagWant: number;
  caratOn: boolean;
  caratLo: number;
  caratHi: number;
  priceOn: boolean;
  priceLo: number;
  priceHi: number;
  /** ratio, depth, table: on flag and bounds. */
  rangeOn: boolean[];
  rangeLo: number[];
  rangeHi: number[];
  categories: Uint8Array;
}

interface ScanTotals {
  total: number;
  cMin: number;
  cMax: number;
  pMin: number;
  pMax: number;
  collected: number;
}

interface ScanCounts {
  /** Per code field (CODE_FIELDS order): counts by value, over the stones matching every other filter. */
  codes: Uint32Array[];
  /** Counts by combination of lab bits / flag bits (stones matching every filter but labs). */
  labs: Uint32Array;
  flags: Uint32Array;
  /** Per flag bit: stones failing only that flag, by flag combination. */
  flagOnly: Uint32Array[];
  hist: Uint32Array;
  matched: Int32Array;
}

const CAP = 4096;
const FAIL_LABS = 100;
const FAIL_CARAT = 101;
const FAIL_PRICE = 102;
const FAIL_RANGE = 103;
const FAIL_FLAG = 200;
/** The bit number of a one-bit value below 64. */
const BIT_INDEX = new Int8Array(65).fill(-1);
for (let b = 0; b < 6; b++) BIT_INDEX[1 << b] = b;

function planOf(q: StoneQuery, index: StoneIndex, lo: number | null, hi: number | null): ScanPlan {
  const active: number[] = [];
  const tables: Uint8Array[] = [];
  CODE_FIELDS.forEach((f, k) => {
    const table = new Uint8Array(256);
    tables.push(table);
    const selected = q[f.list] as readonly string[];
    if (!selected.length) return;
    active.push(k);
    for (const v of selected) {
      const code = f.field === "origin" ? index.origins.indexOf(v) : (CODE_INDEX[f.field]!.get(v) ?? -1);
      if (code >= 0) table[code] = 1;
    }
  });
  const facetSet = facetFieldsOf(q);
  const facets = CODE_FIELDS.map((f, k) => (facetSet.has(f.field) ? k : -1)).filter((k) => k >= 0);
  let flagMask = 0;
  let flagWant = 0;
  for (const f of FLAG_FIELDS) {
    const want = q[f.field];
    if (want === null) continue;
    flagMask |= f.bit;
    if (want) flagWant |= f.bit;
  }
  const categories = new Uint8Array(256);
  for (const c of q.categories.length ? q.categories : CATEGORIES) categories[CATEGORIES.indexOf(c)] = 1;
  return {
    active: Int32Array.from(active),
    tables,
    facets: Int32Array.from(facets),
    labMask: LAB_FIELDS.filter((l) => q.labs.includes(l.lab)).reduce((m, l) => m | l.bit, 0),
    flagMask,
    flagWant,
    caratOn: q.caratMin !== null || q.caratMax !== null,
    caratLo: q.caratMin === null ? 0 : Math.round(q.caratMin * 1e6),
    caratHi: q.caratMax === null ? 4294967295 : Math.round(q.caratMax * 1e6),
    priceOn: lo !== null || hi !== null,
    priceLo: lo ?? 0,
    priceHi: hi ?? 2147483647,
    rangeOn: RANGE_FIELDS.map((r) => q[r.min] !== null || q[r.max] !== null),
    rangeLo: RANGE_FIELDS.map((r) => (q[r.min] === null ? 0 : Math.round(q[r.min]! * r.scale))),
    rangeHi: RANGE_FIELDS.map((r) => (q[r.max] === null ? RANGE_NULL - 1 : Math.min(RANGE_NULL - 1, Math.round(q[r.max]! * r.scale)))),
    categories,
  };
}

/**
 * The first filter a row fails: -1 when it passes them all, -2 when it fails two or more; else the
 * failing filter (a CODE_FIELDS index, or FAIL_*).
 */
function failures(S: StoneIndex, plan: ScanPlan, cols: Uint8Array[], i: number): number {
  // A held stone fails everything: it counts in no total, facet, range or histogram.
  if (S.hidden[i] !== 0) return -2;
  let failed = -1;
  const active = plan.active;
  for (let k = 0; k < active.length; k++) {
    const f = active[k]!;
    if (plan.tables[f]![cols[f]![i]!] === 0) {
      if (failed !== -1) return -2;
      failed = f;
    }
  }
  if (plan.labMask !== 0 && (S.labs[i]! & plan.labMask) === 0) {
    if (failed !== -1) return -2;
    failed = FAIL_LABS;
  }
  if (plan.flagMask !== 0) {
    const x = (S.flags[i]! ^ plan.flagWant) & plan.flagMask;
    if (x !== 0) {
      if (failed !== -1 || (x & (x - 1)) !== 0) return -2;
      failed = FAIL_FLAG + BIT_INDEX[x]!;
    }
  }
  if (plan.caratOn) {
    const v = S.carat[i]!;
    if (v < plan.caratLo || v > plan.caratHi) {
      if (failed !== -1) return -2;
      failed = FAIL_CARAT;
    }
  }
  if (plan.priceOn) {
    const v = S.price[i]!;
    if (v < plan.priceLo || v > plan.priceHi) {
      if (failed !== -1) return -2;
      failed = FAIL_PRICE;
    }
  }
  for (let r = 0; r < 3; r++) {
    if (!plan.rangeOn[r]) continue;
    const v = (r === 0 ? S.ranges.ratio : r === 1 ? S.ranges.depth : S.ranges.table)[i]!;
    if (v < plan.rangeLo[r]! || v > plan.rangeHi[r]!) {
      if (failed !== -1) return -2;
      failed = FAIL_RANGE;
    }
  }
  return failed;
}

/** One pass over the rows of the search's categories. */
function scan(S: StoneIndex, plan: ScanPlan, counts: ScanCounts, spans: number[], bucket: Uint8Array): ScanTotals {
  const cols = CODE_FIELDS.map((f) => S.codes[f.field]);
  const facets = plan.facets;
  const codeCounts = counts.codes;
  const { labs, flags, carat, price } = S;
  const { hist, matched } = counts;
  const cap = matched.length;
  let total = 0;
  let collected = 0;
  let cMin = 4294967295;
  let cMax = 0;
  let pMin = 2147483647;
  let pMax = -1;
  for (let s = 0; s < spans.length; s += 2) {
    const end = spans[s + 1]!;
    for (let i = spans[s]!; i < end; i++) {
      const failed = failures(S, plan, cols, i);
      if (failed === -1) {
        total++;
        for (let k = 0; k < facets.length; k++) {
          const f = facets[k]!;
          codeCounts[f]![cols[f]![i]!]!++;
        }
        counts.labs[labs[i]!]!++;
        counts.flags[flags[i]!]!++;
        const c = carat[i]!;
        if (c < cMin) cMin = c;
        if (c > cMax) cMax = c;
        const p = price[i]!;
        if (p < pMin) pMin = p;
        if (p > pMax) pMax = p;
        hist[bucket[i]!]!++;
        if (collected < cap) matched[collected++] = i;
      } else if (failed >= 0) {
        if (failed < FAIL_LABS) codeCounts[failed]![cols[failed]![i]!]!++;
        else if (failed === FAIL_LABS) counts.labs[labs[i]!]!++;
        else if (failed === FAIL_CARAT) {
          const c = carat[i]!;
          if (c < cMin) cMin = c;
          if (c > cMax) cMax = c;
        } else if (failed === FAIL_PRICE) {
          const p = price[i]!;
          if (p < pMin) pMin = p;
          if (p > pMax) pMax = p;
          hist[bucket[i]!]!++;
        } else if (failed >= FAIL_FLAG) counts.flagOnly[failed - FAIL_FLAG]![flags[i]!]!++;
      }
    }
  }
  return { total, cMin, cMax, pMin, pMax, collected };
}

/** The first position in [from, to) whose carat is at least `value` (carats ascending there). */
function lowerBound(carat: Uint32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (carat[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Walks a sort order and returns the rows of one page. */
function walk(S: StoneIndex, plan: ScanPlan, order: Int32Array, desc: boolean, offset: number, limit: number): number[] {
  const cols = CODE_FIELDS.map((f) => S.codes[f.field]);
  const out: number[] = [];
  const n = order.length;
  const need = offset + limit;
  let found = 0;
  for (let k = 0; k < n; k++) {
    const i = order[desc ? n - 1 - k : k]!;
    if (plan.categories[S.category[i]!] === 1 && failures(S, plan, cols, i) === -1) {
      if (found >= offset) out.push(i);
      if (++found >= need) break;
    }
  }
  return out;
}

function comboCount(combos: Uint32Array, bit: number, set: boolean): number {
  let n = 0;
  for (let c = 0; c < combos.length; c++) if (((c & bit) !== 0) === set) n += combos[c]!;
  return n;
}

/** Runs a search on an index. */
export function searchIndex(index: StoneIndex, q: StoneQuery, rates: ExchangeRates, ratesKey: string): SearchOutcome {
  const f = priceFn(q.currency, q.region, rates);
  const { lo, hi } = listPriceRange(f, q.priceMin, q.priceMax, q.currency);
  const { edges, bucket } = bucketsFor(index, `${q.currency}|${q.region}|${ratesKey}`, f, q.currency);

  const plan = planOf(q, index, lo, hi);
  // Rows are in carat order within a category: a carat filter narrows the scan to a run of rows.
  const spans: number[] = [];
  const outside: number[] = [];
  for (const c of q.categories.length ? q.categories : CATEGORIES) {
    const k = CATEGORIES.indexOf(c);
    const start = index.categoryStart[k]!;
    const end = index.categoryStart[k + 1]!;
    if (!plan.caratOn) {
      spans.push(start, end);
      continue;
    }
    const from = lowerBound(index.carat, start, end, plan.caratLo);
    const to = lowerBound(index.carat, from, end, plan.caratHi + 1);
    spans.push(from, to);
    outside.push(start, from, to, end);
  }
  const caratOn = plan.caratOn;
  plan.caratOn = false;
  const counts: ScanCounts = {
    codes: CODE_FIELDS.map(() => new Uint32Array(256)),
    labs: new Uint32Array(8),
    flags: new Uint32Array(64),
    flagOnly: FLAG_FIELDS.map(() => new Uint32Array(64)),
    hist: new Uint32Array(256),
    matched: new Int32Array(CAP),
  };
  const totals = scan(index, plan, counts, spans, bucket);
  if (caratOn) {
    // The carat range counts the stones matching every filter but carat: the lightest and heaviest
    // such stones below and above the run, found by walking in from each end.
    const cols = CODE_FIELDS.map((f) => index.codes[f.field]);
    for (let o = 0; o < outside.length; o += 4) {
      const [start, from, to, end] = [outside[o]!, outside[o + 1]!, outside[o + 2]!, outside[o + 3]!];
      for (let i = start; i < from; i++) {
        if (failures(index, plan, cols, i) === -1) {
          totals.cMin = Math.min(totals.cMin, index.carat[i]!);
          totals.cMax = Math.max(totals.cMax, index.carat[i]!);
          break;
        }
      }
      for (let i = end - 1; i >= to; i--) {
        if (failures(index, plan, cols, i) === -1) {
          totals.cMin = Math.min(totals.cMin, index.carat[i]!);
          totals.cMax = Math.max(totals.cMax, index.carat[i]!);
          break;
        }
      }
    }
    plan.caratOn = true;
  }

  // The page.
  const offset = (q.page - 1) * q.pageSize;
  const desc = q.sort.direction === "DESC";
  let rows: number[];
  if (totals.total <= CAP) {
    const rank = q.sort.field === "PRICE" ? index.priceRank : q.sort.field === "RECOMMENDED" ? index.recommendedRank : index.weightRank;
    const matched = Array.from(counts.matched.subarray(0, totals.collected));
    matched.sort((a, b) => (desc ? rank[b]! - rank[a]! : rank[a]! - rank[b]!));
    rows = matched.slice(offset, offset + q.pageSize);
  } else if (offset >= totals.total) {
    rows = [];
  } else {
    const order = q.sort.field === "PRICE" ? index.byPrice : q.sort.field === "RECOMMENDED" ? index.byRecommended : index.byWeight;
    rows = walk(index, plan, order, desc, offset, q.pageSize);
  }

  // Facets.
  const wanted = facetFieldsOf(q);
  const facets: Facet[] = [];
  for (const field of FACET_ORDER) {
    if (!wanted.has(field)) continue;
    const values = new Map<string, number>();
    const spec = CODE_FIELDS.find((c) => c.field === field);
    if (spec) {
      const F = counts.codes[CODE_FIELDS.indexOf(spec)]!;
      for (let v = 0; v < NONE; v++) {
        if (!F[v]) continue;
        const code = spec.codes ? spec.codes[v] : index.origins[v];
        if (code !== undefined) values.set(code, F[v]!);
      }
    } else if (field === "lab") {
      for (const l of LAB_FIELDS) values.set(l.lab, comboCount(counts.labs, l.bit, true));
    } else {
      const flag = FLAG_FIELDS.find((x) => x.field === field)!;
      const only = counts.flagOnly[BIT_INDEX[flag.bit]!]!;
      values.set("TRUE", comboCount(counts.flags, flag.bit, true) + comboCount(only, flag.bit, true));
      values.set("FALSE", comboCount(counts.flags, flag.bit, false) + comboCount(only, flag.bit, false));
    }
    facets.push({ field, values: orderFacetValues(field, values) });
  }

  // Histogram and ranges.
  const hist = counts.hist;
  const histogram = [];
  let first = -1;
  let last = -1;
  for (let k = 0; k < edges.length - 1; k++) {
    if (hist[k]) {
      if (first < 0) first = k;
      last = k;
    }
  }
  if (first >= 0)
    for (let k = first; k <= last; k++) histogram.push({ min: HISTOGRAM_EDGES[k]!, max: HISTOGRAM_EDGES[k + 1]!, count: hist[k]! });

  return {
    ids: rows.map((i) => index.id[i]!),
    total: totals.total,
    facets,
    histogram,
    caratRange: totals.cMax >= totals.cMin ? { min: totals.cMin / 1e6, max: totals.cMax / 1e6 } : null,
    priceRange: totals.pMax >= totals.pMin ? { min: f(totals.pMin), max: f(totals.pMax) } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Keeping it current

interface Holder {
  index: StoneIndex | null;
  building: Promise<StoneIndex> | null;
}

const holders = new WeakMap<object, Holder>();

/** Below this many stones a stale index is rebuilt before answering; above, in the background. */
const SYNC_REBUILD_MAX = 50_000;

/** The stone inventory's version: every statement that changes stones moves it on (a trigger). */
export async function inventoryVersion(db: Db): Promise<number> {
  const row = rowsOf<{ version: string | number }>(await db.execute(sql`select version from stone_inventory_state where id = 1`))[0];
  return Number(row?.version ?? 0);
}

/**
 * The inventory's version and the holds' version (bumped by triggers on stone_holds), in one read:
 * what is derived from the stones for sale (the index, the cheapest stone of a category) is current
 * while both stand.
 */
export async function versions(db: Db): Promise<{ inventory: number; holds: number }> {
  const row = rowsOf<{ inventory: string | number | null; holds: string | number | null }>(
    await db.execute(
      sql`select (select version from stone_inventory_state where id = 1) as inventory, (select version from stone_holds_state where id = 1) as holds`,
    ),
  )[0];
  return { inventory: Number(row?.inventory ?? 0), holds: Number(row?.holds ?? 0) };
}

/** Reads the held stones and their version in one statement (one snapshot). */
export async function readHolds(db: Db): Promise<{ version: number; ids: number[] }> {
  const row = rowsOf<{ version: string | number | null; ids: (string | number)[] | string | null }>(
    await db.execute(
      sql`select (select version from stone_holds_state where id = 1) as version, (select coalesce(array_agg(stone_id), '{}') from stone_holds) as ids`,
    ),
  )[0];
  const raw = row?.ids ?? [];
  const ids = typeof raw === "string" ? raw.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number) : raw.map(Number);
  return { version: Number(row?.version ?? 0), ids };
}

/** Brings the index's hidden rows up to the holds of the database when their version moved. */
async function withHolds(db: Db, index: StoneIndex, holdsVersion: number): Promise<StoneIndex> {
  if (index.holdsVersion === holdsVersion) return index;
  const holds = await readHolds(db);
  applyHolds(index, holds.version, holds.ids);
  return index;
}

function rebuild(db: Db, holder: Holder): Promise<StoneIndex> {
  holder.building ??= buildIndex(db)
    .then((index) => {
      if (!holder.index || index.version >= holder.index.version) holder.index = index;
      return index;
    })
    .finally(() => {
      holder.building = null;
    });
  return holder.building;
}

/**
 * The current index of a database, or null while a large one is first being built (the caller then
 * searches with SQL). A stale small index is rebuilt before answering; a stale large one answers while
 * its successor builds.
 */
export async function currentIndex(db: Db, options: { wait?: boolean } = {}): Promise<StoneIndex | null> {
  let holder = holders.get(db);
  if (!holder) {
    holder = { index: null, building: null };
    holders.set(db, holder);
  }
  // One read per search tells both whether the stones changed and whether the holds did.
  const { inventory, holds } = await versions(db);
  const index = holder.index;
  if (index && index.version === inventory) return withHolds(db, index, holds);
  const pending = rebuild(db, holder);
  // A background build that fails is retried by the next search; whoever waits sees the error.
  pending.catch(() => undefined);
  if (options.wait || (index && index.size <= SYNC_REBUILD_MAX)) return withHolds(db, await pending, holds);
  if (!index) {
    const n = Number(rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from stones where available`))[0]?.n ?? 0);
    return n <= SYNC_REBUILD_MAX ? withHolds(db, await pending, holds) : null;
  }
  return withHolds(db, index, holds);
}
