import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/sql.ts";
import type { Market } from "../../../core/market.ts";
import type { MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { MEMO, memo } from "../memo.ts";
import { CATALOGUE_TTL_MS, productUrl, type Money } from "./cards.ts";
import { storedMoney } from "../pricing.ts";
import { productGallery, productImage, type CentreStoneDrawing, type ImageSubject } from "./images.ts";

/**
 * An engagement ring design as a setting for a centre stone (the ring builder's mount): its centre
 * stone constraints and its variants' prices in one market, by catalogue code.
 */
export interface Setting {
  id: string;
  catalogueCode: string;
  productName: string;
  ringStyles: string[];
  /** Side gemstones the design is set with (its signature stone). */
  gemstones: string[];
  /** Centre shapes the design takes, the default first. */
  shapes: ShapeCode[];
  defaultShape: ShapeCode | null;
  weight: { min: number | null; max: number | null };
  deliveryDays: number;
  /** Every metal and centre shape it is made in, priced in the market. */
  variants: { metal: MetalCode; shape: ShapeCode; sku: string; price: Money }[];
  subject: ImageSubject;
  urlParts: { kind: "ENGAGEMENT_RING"; slug: string; suffixSlug: string; productType: null };
}

interface SettingRow {
  id: number;
  catalogue_code: string;
  product_name: string;
  slug: string;
  suffix_slug: string;
  ring_styles: string[];
  design_features: string[];
  gemstones: string[];
  band_width: number | null;
  centre_stone_shapes: ShapeCode[];
  centre_stone_weight_min: number | null;
  centre_stone_weight_max: number | null;
  delivery_days: number;
  default_shape: ShapeCode | null;
  variants: { metal: MetalCode; shape: ShapeCode; sku: string; amount: number }[] | string;
}

/** PGlite answers arrays of enums as their text form ("{ROUND,OVAL}"). */
function textArray<T extends string>(value: T[] | string | null): T[] {
  if (Array.isArray(value)) return value;
  if (!value || value === "{}") return [];
  return value.slice(1, -1).split(",") as T[];
}

async function loadSetting(db: Db, catalogueCode: string, market: Market): Promise<Setting | null> {
  const [row] = rowsOf<SettingRow>(
    await db.execute(sql`
      select p.id, p.catalogue_code, p.product_name, p.slug, p.suffix_slug, p.ring_styles::text[] as ring_styles,
        p.design_features::text[] as design_features, p.gemstones::text[] as gemstones, p.band_width::float8 as band_width,
        p.centre_stone_shapes::text[] as centre_stone_shapes, p.centre_stone_weight_min::float8 as centre_stone_weight_min,
        p.centre_stone_weight_max::float8 as centre_stone_weight_max, p.delivery_days, p.default_shape,
        (select coalesce(json_agg(json_build_object('metal', v.metal, 'shape', v.shape, 'sku', v.sku, 'amount', pp.amount_minor) order by v.display_rank), '[]'::json)
           from catalogue_variants v join product_prices pp on pp.variant_id = v.id and pp.currency = ${market.currency} and pp.tax_type = ${market.taxType}
           where v.product_id = p.id and v.shape is not null) as variants
      from catalogue_products p
      where p.catalogue_code = ${catalogueCode} and p.kind = 'ENGAGEMENT_RING'`),
  );
  if (!row) return null;
  const variants = typeof row.variants === "string" ? (JSON.parse(row.variants) as Exclude<SettingRow["variants"], string>) : row.variants;
  const ringStyles = textArray(row.ring_styles);
  const gemstones = textArray(row.gemstones);
  return {
    id: String(row.id),
    catalogueCode: row.catalogue_code,
    productName: row.product_name,
    ringStyles,
    gemstones,
    shapes: textArray(row.centre_stone_shapes),
    defaultShape: row.default_shape,
    weight: {
      min: row.centre_stone_weight_min === null ? null : Number(row.centre_stone_weight_min),
      max: row.centre_stone_weight_max === null ? null : Number(row.centre_stone_weight_max),
    },
    deliveryDays: row.delivery_days,
    variants: variants.map((v) => ({ metal: v.metal, shape: v.shape, sku: v.sku, price: storedMoney(v.amount, market.currency) })),
    subject: {
      kind: "ENGAGEMENT_RING",
      productName: row.product_name,
      ringStyles,
      designFeatures: textArray(row.design_features),
      gemstones,
      productType: null,
      productStyles: [],
      bandWidth: row.band_width === null ? null : Number(row.band_width),
      centreStoneWeightMin: row.centre_stone_weight_min === null ? null : Number(row.centre_stone_weight_min),
    },
    urlParts: { kind: "ENGAGEMENT_RING", slug: row.slug, suffixSlug: row.suffix_slug, productType: null },
  };
}

/** An engagement ring design by catalogue code, priced in the market; null when no engagement ring has the code. */
export function engagementSetting(ctx: RequestContext, catalogueCode: string, market: Market): Promise<Setting | null> {
  return memo(ctx.db, MEMO.catalogue, `setting:${catalogueCode}:${market.currency}:${market.taxType}`, CATALOGUE_TTL_MS, () =>
    loadSetting(ctx.db, catalogueCode, market),
  );
}

/** The setting's product page in a metal and centre shape, in the market's region. */
export function settingUrl(setting: Setting, market: Market, metal: MetalCode, shape: ShapeCode): string {
  return productUrl(market.region, setting.urlParts, metal, shape);
}

/** The setting drawn in a metal with a centre shape: with the chosen centre stone when given, else its usual diamond. */
export function settingImage(setting: Setting, metal: MetalCode, shape: ShapeCode, centre?: CentreStoneDrawing): ImageRecord {
  return productImage(setting.subject, metal, shape, "angle", centre);
}

/** The setting's gallery (angle, front, side and top) in a metal and centre shape. */
export function settingGallery(setting: Setting, metal: MetalCode, shape: ShapeCode): ImageRecord[] {
  return productGallery(setting.subject, metal, shape);
}
