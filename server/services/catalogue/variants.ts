import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { rowsOf, toPgIntArray } from "../../db/sql.ts";
import type { Market } from "../../../core/market.ts";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import { METALS, type MetalCode } from "../../../core/vocabulary/metals.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { storedMoney } from "../pricing.ts";
import { metalInfo, productUrl, type MetalInfo, type Money } from "./cards.ts";
import { productImage, type ImageSubject } from "./images.ts";

/**
 * Catalogue variants and ready-to-go rings by id, as a bag line shows them: the design's name, the
 * variant's metal, picture, page and price in a market (none when the variant is no longer priced:
 * withdrawn), its delivery days and whether express delivery is offered.
 */
export interface VariantForLine {
  variantId: number;
  productId: number;
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  metal: MetalInfo;
  shape: ShapeCode | null;
  sku: string;
  /** Rings and ring-type jewellery are made in a size. */
  sized: boolean;
  image: ImageRecord;
  url: string;
  /** Null when the variant is no longer priced in the market (withdrawn). */
  price: Money | null;
  deliveryDays: number;
  expressEligible: boolean;
}

export interface ReadyToGoForLine {
  id: number;
  sku: string;
  variantId: number;
  ringSize: string;
  stoneShape: ShapeCode;
  stoneCarat: number;
  stoneColour: string;
  stoneClarity: string;
  /** Units in stock now. */
  quantity: number;
  readyToShip: boolean;
}

interface Row {
  variant_id: number;
  product_id: number;
  catalogue_code: string;
  kind: CatalogueKind;
  product_name: string;
  slug: string;
  suffix_slug: string;
  ring_styles: string[] | string;
  design_features: string[] | string;
  gemstones: string[] | string;
  product_type: string | null;
  product_styles: string[] | string;
  band_width: string | number | null;
  centre_stone_weight_min: string | number | null;
  delivery_days: number;
  express_eligible: boolean;
  metal: MetalCode;
  shape: ShapeCode | null;
  sku: string;
  amount: string | number | null;
}

/** PGlite answers arrays of enums as their text form ("{ROUND,OVAL}"). */
function textArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === "{}") return [];
  return value.slice(1, -1).split(",");
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** Variants by id, in a market; a variant that no longer exists is missing from the answer. */
export async function variantsForLines(ctx: RequestContext, ids: readonly number[], market: Market): Promise<Map<number, VariantForLine>> {
  const found = new Map<number, VariantForLine>();
  if (!ids.length) return found;
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
      select v.id as variant_id, p.id as product_id, p.catalogue_code, p.kind, p.product_name, p.slug, p.suffix_slug,
             p.ring_styles, p.design_features, p.gemstones, p.product_type, p.product_styles, p.band_width,
             p.centre_stone_weight_min, p.delivery_days, p.express_eligible, v.metal, v.shape, v.sku, pp.amount_minor as amount
      from catalogue_variants v
      join catalogue_products p on p.id = v.product_id
      left join product_prices pp on pp.variant_id = v.id and pp.currency = ${market.currency} and pp.tax_type = ${market.taxType}
      where v.id = any(${toPgIntArray(ids)}::int[])`),
  );
  for (const r of rows) {
    const subject: ImageSubject = {
      kind: r.kind,
      productName: r.product_name,
      ringStyles: textArray(r.ring_styles),
      designFeatures: textArray(r.design_features),
      gemstones: textArray(r.gemstones),
      productType: r.product_type,
      productStyles: textArray(r.product_styles),
      bandWidth: num(r.band_width),
      centreStoneWeightMin: num(r.centre_stone_weight_min),
    };
    const shape = r.shape ?? "";
    found.set(r.variant_id, {
      variantId: r.variant_id,
      productId: r.product_id,
      catalogueCode: r.catalogue_code,
      kind: r.kind,
      productName: r.product_name,
      metal: metalInfo(METALS.get(r.metal)),
      shape: r.shape,
      sku: r.sku,
      sized: r.kind !== "JEWELLERY" || r.product_type === "RING",
      image: productImage(subject, r.metal, shape, "angle"),
      url: productUrl(
        market.region,
        { kind: r.kind, slug: r.slug, suffixSlug: r.suffix_slug, productType: r.product_type },
        r.metal,
        shape,
      ),
      price: r.amount === null ? null : storedMoney(r.amount, market.currency),
      deliveryDays: r.delivery_days,
      expressEligible: r.express_eligible,
    });
  }
  return found;
}

/**
 * The variant a design's catalogue code names in a metal (and shape: the only one without, or the
 * first by display rank when none is named); null when there is none.
 */
export async function variantIdOf(
  ctx: RequestContext,
  catalogueCode: string,
  metal: MetalCode,
  shape: ShapeCode | null,
): Promise<{ variantId: number; kind: CatalogueKind } | null> {
  const rows = rowsOf<{ id: number; kind: CatalogueKind }>(
    await ctx.db.execute(sql`
      select v.id, p.kind from catalogue_variants v join catalogue_products p on p.id = v.product_id
      where p.catalogue_code = ${catalogueCode.toUpperCase()} and v.metal = ${metal}
        and (${shape}::text is null or v.shape::text = ${shape})
      order by v.display_rank limit 1`),
  );
  return rows[0] ? { variantId: rows[0].id, kind: rows[0].kind } : null;
}

/** The kind of design a variant belongs to; null for an unknown variant. */
export async function variantKind(ctx: RequestContext, variantId: number): Promise<CatalogueKind | null> {
  const rows = rowsOf<{ kind: CatalogueKind }>(
    await ctx.db.execute(
      sql`select p.kind from catalogue_variants v join catalogue_products p on p.id = v.product_id where v.id = ${variantId}`,
    ),
  );
  return rows[0]?.kind ?? null;
}

interface StockRow {
  id: number;
  sku: string;
  variant_id: number;
  ring_size: string;
  stone_shape: ShapeCode;
  stone_carat: string | number;
  stone_colour: string;
  stone_clarity: string;
  quantity: number;
  ready_to_ship: boolean;
}

const stockOf = (r: StockRow): ReadyToGoForLine => ({
  id: r.id,
  sku: r.sku,
  variantId: r.variant_id,
  ringSize: r.ring_size,
  stoneShape: r.stone_shape,
  stoneCarat: Number(r.stone_carat),
  stoneColour: r.stone_colour,
  stoneClarity: r.stone_clarity,
  quantity: Number(r.quantity),
  readyToShip: r.ready_to_ship,
});

/** Ready-to-go rings by id, with their stock now. */
export async function readyToGoForLines(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, ReadyToGoForLine>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<StockRow>(
    await ctx.db.execute(sql`
      select id, sku, variant_id, ring_size, stone_shape, stone_carat, stone_colour, stone_clarity, quantity, ready_to_ship
      from ready_to_go_items where id = any(${toPgIntArray(ids)}::int[])`),
  );
  return new Map(rows.map((r) => [r.id, stockOf(r)]));
}

/** A ready-to-go ring by its SKU (any case); null when none has it. */
export async function readyToGoBySku(ctx: RequestContext, sku: string): Promise<ReadyToGoForLine | null> {
  const rows = rowsOf<StockRow>(
    await ctx.db.execute(sql`
      select id, sku, variant_id, ring_size, stone_shape, stone_carat, stone_colour, stone_clarity, quantity, ready_to_ship
      from ready_to_go_items where upper(sku) = ${sku.toUpperCase()} limit 1`),
  );
  return rows[0] ? stockOf(rows[0]) : null;
}
