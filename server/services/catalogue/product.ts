import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { Currency } from "../../../core/regions.ts";
import { rowsOf } from "../../db/sql.ts";
import type { ListingRow } from "./listing.ts";

export interface ProductRow {
  id: number;
  catalogue_code: string;
  kind: CatalogueKind;
  product_name: string;
  slug: string;
  suffix_slug: string;
  description: string;
  ring_styles: string[];
  categories: string[];
  design_styles: string[];
  design_features: string[];
  product_type: string | null;
  product_styles: string[];
  gemstones: string[];
  band_width: number | null;
  centre_stone_shapes: string[];
  centre_stone_weight_min: number | null;
  centre_stone_weight_max: number | null;
  delivery_days: number;
  express_eligible: boolean;
  sku: string;
  recommended_rank: number;
  default_metal: string;
  default_shape: string | null;
  review_count: number;
  rating_average: number | null;
  created_at: string;
}

interface VariantRow {
  id: number;
  metal: string;
  /** "" for pieces without a centre or set stone (the column holds null). */
  shape: string;
  sku: string;
  amount: number;
  readyToShip: boolean;
}

interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
}

interface StockRow {
  variantId: number;
  sku: string;
  stoneShape: string;
  stoneCarat: number;
  stoneColour: string;
  stoneClarity: string;
  ringSize: string;
  quantity: number;
  readyToShip: boolean;
}

export interface ProductData {
  product: ProductRow;
  variants: VariantRow[];
  reviews: ReviewRow[];
  stock: StockRow[];
  related: ListingRow[];
}

const parse = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

const REVIEWS_SHOWN = 20;
const RELATED_SHOWN = 4;

/**
 * A design with its variants (prices in the currency), latest reviews, stock and related designs:
 * one statement, one round trip.
 */
export async function loadProduct(
  db: Db,
  kind: CatalogueKind,
  slug: string,
  suffixSlug: string,
  currency: Currency,
  taxType: TaxType,
): Promise<ProductData | null> {
  const statement = sql`
    select row_to_json(p) as product,
      (select coalesce(json_agg(json_build_object('id', v.id, 'metal', v.metal, 'shape', coalesce(v.shape::text, ''), 'sku', v.sku, 'amount', pp.amount_minor,
          'readyToShip', exists (select 1 from ready_to_go_items s where s.variant_id = v.id and s.ready_to_ship and s.quantity > 0))
          order by v.display_rank), '[]'::json)
         from catalogue_variants v join product_prices pp on pp.variant_id = v.id and pp.currency = ${currency} and pp.tax_type = ${taxType}
         where v.product_id = p.id) as variants,
      (select coalesce(json_agg(json_build_object('id', r.id, 'author', r.author, 'rating', r.rating, 'title', r.title, 'body', r.body, 'reviewedOn', r.reviewed_on)
          order by r.reviewed_on desc, r.id), '[]'::json)
         from (select * from catalogue_reviews where product_id = p.id order by reviewed_on desc, id limit ${REVIEWS_SHOWN}) r) as reviews,
      (select coalesce(json_agg(json_build_object('variantId', s.variant_id, 'sku', s.sku, 'stoneShape', s.stone_shape, 'stoneCarat', s.stone_carat::float8,
          'stoneColour', s.stone_colour, 'stoneClarity', s.stone_clarity, 'ringSize', s.ring_size, 'quantity', s.quantity, 'readyToShip', s.ready_to_ship)
          order by s.sku), '[]'::json)
         from ready_to_go_items s join catalogue_variants sv on sv.id = s.variant_id
         where sv.product_id = p.id and s.quantity > 0) as stock,
      (select coalesce(json_agg(x order by x.rank), '[]'::json) from (
          select r.id, r.catalogue_code as "catalogueCode", r.kind, r.product_name as "productName", r.slug, r.suffix_slug as "suffixSlug",
                 r.ring_styles as "ringStyles", r.design_features as "designFeatures", r.gemstones, r.product_type as "productType",
                 r.product_styles as "productStyles", r.band_width::float8 as "bandWidth", r.centre_stone_weight_min::float8 as "centreStoneWeightMin",
                 r.review_count as "reviewCount", r.rating_average::float8 as "ratingAverage", r.express_eligible as "expressEligible",
                 r.delivery_days as "deliveryDays", dv.id as "variantId", dv.metal, dv.shape, dv.amount, r.recommended_rank as rank
          from catalogue_products r
          cross join lateral (
            select v.id, v.metal, coalesce(v.shape::text, '') as shape, pp.amount_minor as amount
            from catalogue_variants v join product_prices pp on pp.variant_id = v.id and pp.currency = ${currency} and pp.tax_type = ${taxType}
            where v.product_id = r.id order by v.display_rank limit 1
          ) dv
          where r.kind = p.kind and r.id <> p.id
            and (r.ring_styles && p.ring_styles or r.product_type = p.product_type or r.categories && p.categories)
          order by r.recommended_rank limit ${RELATED_SHOWN}
        ) x) as related
    from catalogue_products p
    where p.kind = ${kind} and p.slug = ${slug} and p.suffix_slug = ${suffixSlug}`;
  const row = rowsOf<{ product: unknown; variants: unknown; reviews: unknown; stock: unknown; related: unknown }>(
    await db.execute(statement),
  )[0];
  if (!row) return null;
  const product = parse<ProductRow>(row.product);
  return {
    product: {
      ...product,
      band_width: product.band_width === null ? null : Number(product.band_width),
      centre_stone_weight_min: product.centre_stone_weight_min === null ? null : Number(product.centre_stone_weight_min),
      centre_stone_weight_max: product.centre_stone_weight_max === null ? null : Number(product.centre_stone_weight_max),
      rating_average: product.rating_average === null ? null : Number(product.rating_average),
    },
    variants: parse<VariantRow[]>(row.variants).map((v) => ({ ...v, amount: Number(v.amount) })),
    reviews: parse<ReviewRow[]>(row.reviews),
    stock: parse<StockRow[]>(row.stock).map((s) => ({ ...s, stoneCarat: Number(s.stoneCarat) })),
    related: parse<ListingRow[]>(row.related).map((r) => ({ ...r, amount: Number(r.amount) })),
  };
}
