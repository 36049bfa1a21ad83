import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { Currency } from "../../../core/regions.ts";
import type { SortOrderCode } from "../../../core/vocabulary/sort.ts";
import { rowsOf } from "../../db/sql.ts";
import { enumArray } from "../../db/enums.ts";
import {
  designFeature,
  designStyle,
  jewelleryGemstone,
  jewelleryStyle,
  metal,
  ringStyle,
  weddingCategory,
} from "../../db/schema/catalogue.ts";
import { FACETS_OF_KIND, METAL_ROWS, type FacetField } from "./terms.ts";
import { DEFAULT_WEDDING_CATEGORY } from "../../../core/vocabulary/wedding.ts";
import { priceBoundMinor } from "../pricing.ts";

/** The filters of a listing, already validated against the kind's vocabularies. */
export interface ListingQuery {
  kind: CatalogueKind;
  currency: Currency;
  taxType: TaxType;
  /** Metal codes a variant may have (a jewellery colour selects several karats); null: any. */
  metals: string[] | null;
  /** For the METAL facet of jewellery: the colour picked (counts ignore it, not the karat). */
  jewelleryMetal: string | null;
  karat: number | null;
  ringStyle: string | null;
  shape: string | null;
  designStyle: string | null;
  designFeatures: string[];
  category: string | null;
  productType: string | null;
  productStyle: string | null;
  gemstone: string | null;
  readyToShip: boolean;
  priceMin: number | null;
  priceMax: number | null;
  /** Only the curated recommended designs (ring builder). */
  recommendations: boolean;
  /**
   * Only settings that take a centre stone of this weight (their centre-stone weight range holds it;
   * an open bound takes any): the ring builder's settings for a chosen stone.
   */
  centreStoneCarat: number | null;
  /**
   * Only settings that take a centre stone of this kind: the ring styles whose designs do not
   * (core/ring-builder.ts centreStoneKindsTaken), none for a kind every design takes.
   */
  excludedRingStyles: string[];
  sort: SortOrderCode;
  page: number;
  pageSize: number;
}

/** A design on the page, shown by its best matching variant. */
export interface ListingRow {
  id: number;
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  slug: string;
  suffixSlug: string;
  ringStyles: string[];
  designFeatures: string[];
  gemstones: string[];
  productType: string | null;
  productStyles: string[];
  bandWidth: number | null;
  centreStoneWeightMin: number | null;
  reviewCount: number;
  ratingAverage: number | null;
  expressEligible: boolean;
  deliveryDays: number;
  variantId: number;
  metal: string;
  shape: string;
  /** The sale price in minor units of the listing's currency. */
  amount: number;
}

export interface ListingResult {
  rows: ListingRow[];
  total: number;
  facets: { field: FacetField; value: string; count: number }[];
  priceMin: number | null;
  priceMax: number | null;
}

/** How many designs count as "recommended" for the ring builder. */
const RECOMMENDED_DESIGNS = 24;

type Flag =
  | "metal"
  | "karat"
  | "shape"
  | "price"
  | "rts"
  | "ringStyle"
  | "designStyle"
  | "designFeatures"
  | "category"
  | "productType"
  | "productStyle"
  | "gemstone";

const FLAG_OF_FACET: Record<FacetField, Flag> = {
  METAL: "metal",
  KARAT: "karat",
  SHAPE: "shape",
  RING_STYLE: "ringStyle",
  DESIGN_STYLE: "designStyle",
  DESIGN_FEATURE: "designFeatures",
  CATEGORY: "category",
  PRODUCT_TYPE: "productType",
  PRODUCT_STYLE: "productStyle",
  GEMSTONE: "gemstone",
};

/**
 * One SQL statement: every variant of the kind with its price in the currency and one boolean per
 * filter; the page of designs (each shown by its best matching variant), the total, the price range
 * and every facet's counts (each counted with the other filters applied) are aggregated from it.
 */
export async function runListing(db: Db, q: ListingQuery): Promise<ListingResult> {
  const metalValues = sql.join(
    METAL_ROWS.map((m) => sql`(${m.code}::metal, ${m.colour}, ${m.karat}::int)`),
    sql`, `,
  );
  // Flags: true when the filter is unset or the row passes it.
  const flags: Record<Flag, SQL> = {
    metal: q.metals
      ? q.kind === "JEWELLERY" && q.jewelleryMetal
        ? sql`m.colour = ${q.jewelleryMetal}`
        : sql`v.metal = any(${enumArray(metal, q.metals)})`
      : sql`true`,
    karat: q.karat !== null ? sql`(m.karat = ${q.karat}::int or m.karat is null)` : sql`true`,
    shape: q.shape ? sql`v.shape = ${q.shape}` : sql`true`,
    price:
      q.priceMin !== null || q.priceMax !== null
        ? sql`pp.amount_minor between ${q.priceMin === null ? 0 : priceBoundMinor(q.priceMin, q.currency, "min")} and ${q.priceMax === null ? Number.MAX_SAFE_INTEGER : priceBoundMinor(q.priceMax, q.currency, "max")}`
        : sql`true`,
    rts: q.readyToShip
      ? sql`exists (select 1 from ready_to_go_items s where s.variant_id = v.id and s.ready_to_ship and s.quantity > 0)`
      : sql`true`,
    ringStyle: q.ringStyle ? sql`p.ring_styles @> ${enumArray(ringStyle, [q.ringStyle])}` : sql`true`,
    designStyle: q.designStyle ? sql`p.design_styles @> ${enumArray(designStyle, [q.designStyle])}` : sql`true`,
    designFeatures: q.designFeatures.length ? sql`p.design_features && ${enumArray(designFeature, q.designFeatures)}` : sql`true`,
    category: q.category ? sql`p.categories @> ${enumArray(weddingCategory, [q.category])}` : sql`true`,
    productType: q.productType ? sql`p.product_type = ${q.productType}` : sql`true`,
    productStyle: q.productStyle ? sql`p.product_styles @> ${enumArray(jewelleryStyle, [q.productStyle])}` : sql`true`,
    gemstone: q.gemstone ? sql`p.gemstones @> ${enumArray(jewelleryGemstone, [q.gemstone])}` : sql`true`,
  };
  const flagNames = Object.keys(flags) as Flag[];
  const allBut = (except: Flag | null) => {
    const parts = flagNames.filter((f) => f !== except).map((f) => sql.raw(`f_${f}`));
    return sql.join(parts, sql` and `);
  };
  const facetValue: Record<FacetField, SQL> = {
    METAL: q.kind === "JEWELLERY" ? sql`colour` : sql`metal`,
    KARAT: sql`'K' || karat::text`,
    SHAPE: sql`nullif(shape, '')`,
    RING_STYLE: sql`unnest(ring_styles)`,
    DESIGN_STYLE: sql`unnest(design_styles)`,
    DESIGN_FEATURE: sql`unnest(design_features)`,
    CATEGORY: sql`unnest(categories)`,
    PRODUCT_TYPE: sql`product_type`,
    PRODUCT_STYLE: sql`unnest(product_styles)`,
    GEMSTONE: sql`unnest(gemstones)`,
  };
  // A facet value counts the designs its link lists. A wedding metal or style link names the ladies'
  // category when none is chosen (the URL grammar implies it), so those counts are of ladies' designs.
  const implied = (field: FacetField): SQL =>
    q.kind === "WEDDING_RING" && q.category === null && (field === "METAL" || field === "RING_STYLE")
      ? sql` and categories @> ${enumArray(weddingCategory, [DEFAULT_WEDDING_CATEGORY])}`
      : sql``;
  // For the jewellery metal facet the colour flag is dropped but a chosen karat still applies.
  const facetQueries = FACETS_OF_KIND[q.kind].map(
    (field) =>
      sql`select ${field}::text as field, value, count(distinct product_id)::int as n
          from (select product_id, (${facetValue[field]})::text collate "C" as value from v where ${allBut(FLAG_OF_FACET[field])}${implied(field)}) x
          where value is not null group by value`,
  );
  const order: Record<SortOrderCode, SQL> = {
    RECOMMENDED: sql`recommended_rank, product_id`,
    PRICE_ASCENDING: sql`amount, recommended_rank, product_id`,
    PRICE_DESCENDING: sql`amount desc, recommended_rank, product_id`,
    EXPRESS_DELIVERY: sql`express_eligible desc, delivery_days, recommended_rank, product_id`,
  };
  const offset = (q.page - 1) * q.pageSize;
  const statement = sql`
    with m(code, colour, karat) as (values ${metalValues}),
    v as materialized (
      select v.id as variant_id, v.product_id, v.metal, coalesce(v.shape::text, '') as shape, v.display_rank, pp.amount_minor as amount,
             p.recommended_rank, p.express_eligible, p.delivery_days,
             p.ring_styles, p.design_styles, p.design_features, p.categories, p.product_type, p.product_styles, p.gemstones,
             m.colour, m.karat,
             ${sql.join(
               flagNames.map((f) => sql`(${flags[f]}) as ${sql.raw(`f_${f}`)}`),
               sql`, `,
             )}
      from catalogue_products p
      join catalogue_variants v on v.product_id = p.id
      join product_prices pp on pp.variant_id = v.id and pp.currency = ${q.currency} and pp.tax_type = ${q.taxType}
      join m on m.code = v.metal
      where p.kind = ${q.kind}
        ${q.recommendations ? sql`and p.recommended_rank <= ${RECOMMENDED_DESIGNS}` : sql``}
        ${
          q.centreStoneCarat !== null
            ? sql`and coalesce(p.centre_stone_weight_min <= ${q.centreStoneCarat}::numeric, true)
                  and coalesce(p.centre_stone_weight_max >= ${q.centreStoneCarat}::numeric, true)`
            : sql``
        }
        ${q.excludedRingStyles.length ? sql`and not (p.ring_styles && ${enumArray(ringStyle, q.excludedRingStyles)})` : sql``}
    ),
    best as (
      select distinct on (product_id) product_id, variant_id, metal, shape, amount, recommended_rank, express_eligible, delivery_days
      from v where ${allBut(null)}
      order by product_id, display_rank
    )
    select
      (select count(*)::int from best) as total,
      (select min(amount) from v where ${allBut("price")}) as price_min,
      (select max(amount) from v where ${allBut("price")}) as price_max,
      (select coalesce(json_agg(json_build_object(
           'variantId', page.variant_id, 'metal', page.metal, 'shape', page.shape, 'amount', page.amount,
           'id', p.id, 'catalogueCode', p.catalogue_code, 'kind', p.kind, 'productName', p.product_name, 'slug', p.slug,
           'suffixSlug', p.suffix_slug, 'ringStyles', p.ring_styles, 'designFeatures', p.design_features, 'gemstones', p.gemstones,
           'productType', p.product_type, 'productStyles', p.product_styles, 'bandWidth', p.band_width::float8,
           'centreStoneWeightMin', p.centre_stone_weight_min::float8, 'reviewCount', p.review_count,
           'ratingAverage', p.rating_average::float8, 'expressEligible', p.express_eligible, 'deliveryDays', p.delivery_days
         ) order by page.rn), '[]'::json)
         from (select best.*, row_number() over (order by ${order[q.sort]}) as rn from best order by ${order[q.sort]} limit ${q.pageSize} offset ${offset}) page
         join catalogue_products p on p.id = page.product_id) as items,
      (select coalesce(json_agg(json_build_array(field, value, n)), '[]'::json)
         from (${sql.join(facetQueries, sql` union all `)}) f) as facets
  `;
  const row = rowsOf<{ total: number; price_min: number | null; price_max: number | null; items: unknown; facets: unknown }>(
    await db.execute(statement),
  )[0]!;
  const items = (typeof row.items === "string" ? JSON.parse(row.items) : row.items) as ListingRow[];
  const facets = (typeof row.facets === "string" ? JSON.parse(row.facets) : row.facets) as [FacetField, string, number][];
  return {
    rows: items.map((r) => ({ ...r, amount: Number(r.amount) })),
    total: Number(row.total),
    facets: facets.map(([field, value, count]) => ({ field, value, count: Number(count) })),
    priceMin: row.price_min === null ? null : Number(row.price_min),
    priceMax: row.price_max === null ? null : Number(row.price_max),
  };
}
