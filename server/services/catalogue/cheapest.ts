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
import { currentRates, storedMoney } from "../pricing.ts";
import { STONE_FOR_SALE, stoneSalePrice, stoneVersions } from "../stones/index.ts";
import type { Money } from "../../../core/money.ts";
import { MEMO, memo } from "../memo.ts";
import { CATALOGUE_TTL_MS } from "./cards.ts";

const isKind = (s: PriceFromSource): s is CatalogueKind => (CATALOGUE_KINDS as readonly string[]).includes(s);

/**
 * The cheapest price of each source in a market, as a visitor would find it: a catalogue kind's
 * cheapest materialised variant price, a stone category's cheapest available stone. A source with
 * nothing to sell is left out (its tile shows no price); a stone an order holds is not for sale
 * (docs/decisions/0400, "Held stones"). Read at every render of a page with price tiles (the home
 * page), so both parts are kept: the catalogue's like its other reads (forgotten when prices change),
 * the stones' for the inventory's version and the holds' version together (a stone sold or imported,
 * or one reserved or released by an order, moves one of them on), as reading them means reading every
 * stone for sale of each category.
 */
export async function cheapestPrices(
  db: Db,
  sources: readonly PriceFromSource[],
  market: { currency: Currency; region: Region; taxType: TaxType },
): Promise<Map<PriceFromSource, Money>> {
  const kinds = [...new Set(sources.filter(isKind))].sort();
  const categories = ([...new Set(sources.filter((s) => !isKind(s)))] as StoneCategory[]).sort();
  const [products, stonePrices] = await Promise.all([
    kinds.length
      ? memo(db, MEMO.catalogue, `cheapest:${kinds.join(",")}:${market.currency}:${market.taxType}`, CATALOGUE_TTL_MS, () =>
          cheapestProducts(db, kinds, market),
        )
      : [],
    categories.length
      ? stoneVersions(db).then((v) =>
          memo(db, MEMO.catalogue, `cheapest-stones:${v.inventory}:${v.holds}:${categories.join(",")}`, CATALOGUE_TTL_MS, () =>
            cheapestStones(db, categories),
          ),
        )
      : [],
  ]);
  const out = new Map<PriceFromSource, Money>(products.map(([kind, amount]) => [kind, storedMoney(amount, market.currency)]));
  if (stonePrices.length) {
    const rates = await currentRates(db);
    for (const [category, price] of stonePrices) out.set(category, stoneSalePrice(price, market.currency, market.region, rates));
  }
  return out;
}

/** The cheapest variant price of each catalogue kind in a currency and tax treatment. */
async function cheapestProducts(
  db: Db,
  kinds: readonly CatalogueKind[],
  market: { currency: Currency; taxType: TaxType },
): Promise<[CatalogueKind, number][]> {
  const rows = rowsOf<{ kind: string; amount: string | number }>(
    await db.execute(sql`
      select p.kind::text as kind, min(pp.amount_minor) as amount
      from catalogue_products p
      join catalogue_variants v on v.product_id = p.id
      join product_prices pp on pp.variant_id = v.id and pp.currency = ${market.currency} and pp.tax_type = ${market.taxType}
      where p.kind = any(${enumArray(catalogueKind, [...kinds])})
      group by 1`),
  );
  return rows.map((r) => [r.kind as CatalogueKind, Number(r.amount)]);
}

/** The cheapest stone for sale of each category, its list price in pence before the market's pricing. */
async function cheapestStones(db: Db, categories: readonly StoneCategory[]): Promise<[StoneCategory, number][]> {
  const rows = rowsOf<{ category: string; price: string | number }>(
    await db.execute(sql`
      select category::text as category, min(list_price_minor) as price from stones
      where ${STONE_FOR_SALE} and category = any(${enumArray(stoneCategory, [...categories])})
      group by 1`),
  );
  return rows.map((r) => [r.category as StoneCategory, Number(r.price)]);
}
