import { and, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { Currency, Region } from "../../../core/regions.ts";
import type { Lab } from "../../../core/vocabulary/stones.ts";
import { resolveMarket } from "../../../core/market.ts";
import { reachablePageCount } from "../../../core/urls/stones.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { stoneHolds, stones } from "../../db/schema/index.ts";
import type { ExchangeRates } from "../pricing.ts";
import { currentIndex, searchIndex } from "./engine.ts";
import type { SearchOutcome } from "./fields.ts";
import { stoneIdOf } from "./identifier.ts";
import { currentRates } from "../pricing.ts";
import { parseStoneQuery, type StoneQuery, type StoneQueryInput } from "./query.ts";
import { money, type Money } from "../../../core/money.ts";
import type { Result } from "../result.ts";
import { searchSql } from "./sql-search.ts";
import { stoneView, type StoneRow, type StoneView } from "./view.ts";

export type { StoneQuery, StoneQueryInput } from "./query.ts";
export type { Certificate, StoneView } from "./view.ts";
export { stonePhoto } from "./view.ts";
export { priceFn, stoneSalePrice, type PriceFn } from "./prices.ts";
export { inventoryVersion, versions as stoneVersions } from "./engine.ts";
/** The condition (on `stones`) of a stone for sale: available and held by no order. */
export { FOR_SALE as STONE_FOR_SALE } from "./sql-search.ts";
/** Writing the inventory: what supplier feeds and the demo seed need to turn a source row into a stored stone. */
export { STONE_COPY_COLUMNS, STONE_RECORD_COLUMNS, stoneCsvLine, type StoneRecord } from "./record.ts";
/** The price structure of stones: a feed's cost to a list price, made-to-order stones, and the demo stock's prices by grade. */
export {
  fancyShapeFactor,
  gemstoneListPrice,
  labGrownPrice,
  listPriceFromCost,
  madeToOrderListPrice,
  naturalDiamondPrice,
  wholeListPrice,
} from "./prices.ts";

/**
 * Builds the stone search index of a database in the background (called at startup), so that the
 * first searches answer from it instead of from SQL while it builds. Answers when it is built.
 */
export async function prepareStoneSearch(db: Db): Promise<void> {
  await currentIndex(db, { wait: true });
}
export type { Facet, HistogramBucket, NumberRange } from "./fields.ts";

export interface StoneSearchResult extends Omit<SearchOutcome, "ids" | "priceRange"> {
  items: StoneView[];
  /** Prices of the stones matching every filter but price, as money in the search's currency. */
  priceRange: PriceRange | null;
  page: number;
  pageSize: number;
  /** Pages the visitor can reach (numbered pages stop at MAX_SEARCH_OFFSET stones). */
  pageCount: number;
  currency: Currency;
  /** Which engine answered: the in-memory index, or SQL while the index is first built. */
  engine: "index" | "sql";
}

export type SearchResult = Result<StoneSearchResult>;

/** A range of prices, each bound money in one currency. */
export interface PriceRange {
  min: Money;
  max: Money;
}

function ratesKey(rates: ExchangeRates): string {
  return Object.values(rates).join(",");
}

/** Runs a validated query on the best engine available. */
export async function runSearch(
  ctx: RequestContext,
  query: StoneQuery,
  options: { engine?: "index" | "sql" } = {},
): Promise<{ outcome: SearchOutcome; engine: "index" | "sql"; rates: ExchangeRates }> {
  const rates = await currentRates(ctx.db);
  if (options.engine !== "sql") {
    const index = await currentIndex(ctx.db, { wait: options.engine === "index" });
    if (index) return { outcome: searchIndex(index, query, rates, ratesKey(rates)), engine: "index", rates };
  }
  return { outcome: await searchSql(ctx.db, query, rates), engine: "sql", rates };
}

/** No order holds the stone (reserved or sold): with `available`, what makes a stone for sale. */
const notHeld = notExists(sql`(select 1 from ${stoneHolds} where ${stoneHolds.stoneId} = ${stones.id})`);

/** Whether an order holds the stone, read with the stone's row. */
const held = sql<boolean>`exists (select 1 from ${stoneHolds} where ${stoneHolds.stoneId} = ${stones.id})`;

async function rowsByIds(ctx: RequestContext, ids: number[]): Promise<StoneRow[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select()
    .from(stones)
    .where(and(inArray(stones.id, ids), eq(stones.available, true), notHeld));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is StoneRow => r !== undefined);
}

/**
 * Stone search (issue "Stone inventory and search"): filtered, sorted, numbered pages with the total,
 * facet counts, price histogram and the carat and price ranges.
 */
export async function searchStones(
  ctx: RequestContext,
  input: StoneQueryInput,
  options: { engine?: "index" | "sql" } = {},
): Promise<SearchResult> {
  const parsed = parseStoneQuery(input, ctx);
  if (!parsed.ok) return parsed;
  const q = parsed.value;
  const { outcome, engine, rates } = await runSearch(ctx, q, options);
  const rows = await rowsByIds(ctx, outcome.ids);
  const { ids: _ids, priceRange, ...rest } = outcome;
  const dates = new Map<number, { standard: string; express: string }>();
  return {
    ok: true,
    value: {
      ...rest,
      priceRange: priceRange && { min: money(priceRange.min, q.currency), max: money(priceRange.max, q.currency) },
      items: rows.map((r) => stoneView(r, { currency: q.currency, region: q.region, rates, dates })),
      page: q.page,
      pageSize: q.pageSize,
      pageCount: reachablePageCount(outcome.total, q.pageSize),
      currency: q.currency,
      engine,
    },
  };
}

export type StoneLookup =
  { kind: "stone"; stone: StoneView } | { kind: "notAvailable"; reason: "NOT_FOUND" | "UNAVAILABLE"; identifier: string | null };

interface LookupOptions {
  currency?: Currency | null;
  region?: Region | null;
}

async function lookup(ctx: RequestContext, where: SQL | undefined, options: LookupOptions): Promise<StoneLookup> {
  const [found] = await ctx.db.select({ row: stones, held }).from(stones).where(where).limit(1);
  if (!found) return { kind: "notAvailable", reason: "NOT_FOUND", identifier: null };
  const row = found.row;
  // A stone an order holds (reserved while unpaid, or sold) is not for sale.
  if (!row.available || found.held) return { kind: "notAvailable", reason: "UNAVAILABLE", identifier: row.identifier };
  const rates = await currentRates(ctx.db);
  const { currency, region } = resolveMarket(ctx, options);
  return { kind: "stone", stone: stoneView(row, { currency, region, rates }) };
}

/** A stone by its 7-character identifier; a sold, delisted or held stone is "not available". */
export async function stoneByIdentifier(ctx: RequestContext, identifier: string, options: LookupOptions = {}): Promise<StoneLookup> {
  const id = stoneIdOf(identifier);
  if (id === null) return { kind: "notAvailable", reason: "NOT_FOUND", identifier: null };
  return lookup(ctx, eq(stones.id, id), options);
}

/** A stone by its supplier reference (diamond-search/{feed}-{externalId}). */
export async function stoneByFeedReference(
  ctx: RequestContext,
  feed: string,
  externalId: string,
  options: LookupOptions = {},
): Promise<StoneLookup> {
  return lookup(ctx, and(eq(stones.feed, feed.toLowerCase()), eq(stones.externalId, externalId)), options);
}

/** A stone by its certificate number at a lab (diamond-search/lab/GIA-{number}). */
export async function stoneByCertificate(ctx: RequestContext, lab: Lab, number: string, options: LookupOptions = {}): Promise<StoneLookup> {
  const column = lab === "GIA" ? stones.certGia : lab === "IGI" ? stones.certIgi : stones.certGcal;
  // A stone for sale wins over a sold or held one with the same certificate (a stone can be re-listed).
  const [row] = await ctx.db
    .select({ id: stones.id })
    .from(stones)
    .where(and(eq(column, number), eq(stones.available, true), notHeld))
    .limit(1);
  return row ? lookup(ctx, eq(stones.id, row.id), options) : lookup(ctx, eq(column, number), options);
}

/**
 * Takes stones off sale (sold, reserved by an order). They stay in the database for the orders and
 * ring builders that refer to them; searches stop showing them.
 */
export async function markStonesUnavailable(ctx: RequestContext, identifiers: readonly string[]): Promise<number> {
  const ids = identifiers.map(stoneIdOf).filter((id): id is number => id !== null);
  if (!ids.length) return 0;
  const changed = await ctx.db
    .update(stones)
    .set({ available: false, unavailableSince: new Date(), updatedAt: new Date() })
    .where(and(inArray(stones.id, ids), eq(stones.available, true)))
    .returning({ id: stones.id });
  return changed.length;
}
