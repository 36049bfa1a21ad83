import { sql } from "drizzle-orm";
import type { Currency, Region } from "../../../core/regions.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import { CATALOGUE_KINDS, type CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/sql.ts";
import { enumArray } from "../../db/enums.ts";
import { catalogueKind } from "../../db/schema/catalogue.ts";
import { stoneCategory } from "../../db/schema/stones.ts";
import type { PriceFromSource } from "../../db/content-blocks.ts";
import { currentRates } from "../pricing.ts";
import { priceFn } from "../stones/prices.ts";
import { MEMO, memo } from "../memo.ts";
import { CATALOGUE_TTL_MS } from "./cards.ts";

const isKind = (s: PriceFromSource): s is CatalogueKind => (CATALOGUE_KINDS as readonly string[]).includes(s);

/**
 * The cheapest price of each source in a market, as a visitor would find it: a catalogue kind's
 * cheapest materialised variant price, a stone category's cheapest available stone. A source with
 * nothing to sell is left out (its tile shows no price).
 */
export function cheapestPrices(
  db: Db,
  sources: readonly PriceFromSource[],
  market: { currency: Currency; region: Region; taxType: TaxType },
): Promise<ReadonlyMap<PriceFromSource, number>> {
  // Kept like the catalogue's other reads: the stones' part reads every available stone of each
  // category (a home page's tiles, at every render of it).
  const key = `cheapest:${[...new Set(sources)].sort().join(",")}:${market.currency}:${market.region}:${market.taxType}`;
  return memo(db, MEMO.catalogue, key, CATALOGUE_TTL_MS, () => readCheapestPrices(db, sources, market));
}

async function readCheapestPrices(
  db: Db,
  sources: readonly PriceFromSource[],
  market: { currency: Currency; region: Region; taxType: TaxType },
): Promise<Map<PriceFromSource, number>> {
  const out = new Map<PriceFromSource, number>();
  const kinds = [...new Set(sources.filter(isKind))];
  const categories = [...new Set(sources.filter((s) => !isKind(s)))] as StoneCategory[];
  if (kinds.length) {
    const rows = rowsOf<{ kind: string; amount: string | number }>(
      await db.execute(sql`
        select p.kind::text as kind, min(pp.amount) as amount
        from catalogue_products p
        join catalogue_variants v on v.product_id = p.id
        join product_prices pp on pp.variant_id = v.id and pp.currency = ${market.currency} and pp.tax_type = ${market.taxType}
        where p.kind = any(${enumArray(catalogueKind, kinds)})
        group by 1`),
    );
    for (const r of rows) out.set(r.kind as CatalogueKind, Number(r.amount));
  }
  if (categories.length) {
    const rows = rowsOf<{ category: string; price: string | number }>(
      await db.execute(sql`
        select category::text as category, min(price_gbp) as price from stones
        where available and category = any(${enumArray(stoneCategory, categories)})
        group by 1`),
    );
    if (rows.length) {
      const f = priceFn(market.currency, market.region, await currentRates(db));
      for (const r of rows) out.set(r.category as StoneCategory, f(Number(r.price)));
    }
  }
  return out;
}
