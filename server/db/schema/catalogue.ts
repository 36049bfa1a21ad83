import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CATALOGUE_KINDS } from "../../../core/vocabulary/catalogue.ts";
import { DESIGN_FEATURES, DESIGN_STYLES, RING_STYLES } from "../../../core/vocabulary/engagement.ts";
import { JEWELLERY_DESIGN_STYLES, JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { METALS } from "../../../core/vocabulary/metals.ts";
import { TAX_TYPES } from "../../../core/vocabulary/tax.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../../core/vocabulary/wedding.ts";
import { vocabularyEnum } from "../enums.ts";
import { currencyCode } from "./site.ts";
import { diamondClarity, diamondColour, stoneShape } from "./stones.ts";

/**
 * The catalogue (docs/product.md#products): engagement rings, wedding rings, ready-to-go rings and jewellery.
 * Vocabulary values (metals, styles, shapes, ...) are stored as their system codes in enum columns of
 * the vocabularies in core/vocabulary (docs/decisions/0403): a value the vocabulary lacks is refused.
 */

export const catalogueKind = vocabularyEnum("catalogue_kind", CATALOGUE_KINDS);

/** Tax included (VAT in the UK, EU and IE; GST in AU and NZ) or taxes added on top / payable on import. */
export const taxType = vocabularyEnum("tax_type", TAX_TYPES);

export const metal = vocabularyEnum("metal", METALS);
/** Engagement ring styles and wedding ring styles: the column holds the styles of the design's kind. */
export const ringStyle = vocabularyEnum("ring_style", RING_STYLES, WEDDING_STYLES);
export const weddingCategory = vocabularyEnum("wedding_category", WEDDING_CATEGORIES);
/** Engagement ring and jewellery design styles. */
export const designStyle = vocabularyEnum("design_style", DESIGN_STYLES, JEWELLERY_DESIGN_STYLES);
export const designFeature = vocabularyEnum("design_feature", DESIGN_FEATURES);
export const jewelleryType = vocabularyEnum("jewellery_type", JEWELLERY_TYPES);
export const jewelleryStyle = vocabularyEnum("jewellery_style", JEWELLERY_STYLES);
export const jewelleryGemstone = vocabularyEnum("jewellery_gemstone", JEWELLERY_GEMSTONES);

/** One design: its names, URL parts, classification and centre stone rules. */
export const catalogueProducts = pgTable(
  "catalogue_products",
  {
    id: serial().primaryKey(),
    catalogueCode: text().notNull().unique(),
    kind: catalogueKind().notNull(),
    productName: text().notNull(),
    /** URL slug of the design ("the-aurelia"); unique per kind together with suffixSlug. */
    slug: text().notNull(),
    /** Optional URL suffix telling apart designs that share a slug ("petite"); "" when none. */
    suffixSlug: text().notNull().default(""),
    description: text().notNull(),
    /** Engagement ring styles, or wedding ring styles for wedding rings. */
    ringStyles: ringStyle().array().notNull().default([]),
    /** Wedding ring categories LADIES / MENS. */
    categories: weddingCategory().array().notNull().default([]),
    designStyles: designStyle().array().notNull().default([]),
    designFeatures: designFeature().array().notNull().default([]),
    /** Jewellery product type (NECKLACE, EARRINGS, BRACELET, RING). */
    productType: jewelleryType(),
    productStyles: jewelleryStyle().array().notNull().default([]),
    gemstones: jewelleryGemstone().array().notNull().default([]),
    /** Band width in millimetres. */
    bandWidth: numeric({ precision: 4, scale: 2, mode: "number" }),
    /** Centre stone shapes the setting takes (engagement rings). */
    centreStoneShapes: stoneShape().array().notNull().default([]),
    centreStoneWeightMin: numeric({ precision: 6, scale: 2, mode: "number" }),
    centreStoneWeightMax: numeric({ precision: 6, scale: 2, mode: "number" }),
    /** Working days to make and ship a standard order. */
    deliveryDays: smallint().notNull(),
    /** Can be made on the express service (eight days sooner). */
    expressEligible: boolean().notNull().default(false),
    sku: text().notNull(),
    /** Merchandising order: 1 first. */
    recommendedRank: integer().notNull(),
    /** Metal and shape shown when a listing does not ask for one. */
    defaultMetal: metal().notNull(),
    defaultShape: stoneShape(),
    /** Kept current from catalogue_reviews when a review is added. */
    reviewCount: integer().notNull().default(0),
    ratingAverage: numeric({ precision: 3, scale: 2, mode: "number" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("catalogue_products_kind_slug_suffix_idx").on(t.kind, t.slug, t.suffixSlug),
    index("catalogue_products_kind_rank_idx").on(t.kind, t.recommendedRank),
    index("catalogue_products_kind_express_idx").on(t.kind, t.expressEligible, t.deliveryDays),
    index("catalogue_products_kind_type_idx").on(t.kind, t.productType),
    index("catalogue_products_ring_styles_idx").using("gin", t.ringStyles),
    index("catalogue_products_categories_idx").using("gin", t.categories),
    index("catalogue_products_design_styles_idx").using("gin", t.designStyles),
    index("catalogue_products_design_features_idx").using("gin", t.designFeatures),
    index("catalogue_products_product_styles_idx").using("gin", t.productStyles),
    index("catalogue_products_gemstones_idx").using("gin", t.gemstones),
    check("catalogue_products_delivery_days_check", sql`${t.deliveryDays} > 0`),
    check("catalogue_products_rank_check", sql`${t.recommendedRank} > 0`),
  ],
);

/**
 * A sellable version of a design: one per metal, and per centre shape for engagement rings (the
 * setting, priced without its centre stone). Ready-to-go variants include their set stone.
 */
export const catalogueVariants = pgTable(
  "catalogue_variants",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "cascade" }),
    /** Metal code ("WHITE_GOLD_18K", "PLATINUM"). */
    metal: metal().notNull(),
    /** Centre (or set) stone shape; null for pieces without one (at most one such variant per metal). */
    shape: stoneShape(),
    sku: text().notNull().unique(),
    /** GBP list price in pence (integer minor units, core/money.ts), VAT included. */
    listPriceMinor: bigint({ mode: "number" }).notNull(),
    /** Order of preference when a listing picks one variant to show for a design (0 first). */
    displayRank: smallint().notNull(),
  },
  (t) => [
    unique("catalogue_variants_product_metal_shape_key").on(t.productId, t.metal, t.shape).nullsNotDistinct(),
    index("catalogue_variants_metal_shape_idx").on(t.metal, t.shape),
    check("catalogue_variants_list_price_check", sql`${t.listPriceMinor} > 0`),
  ],
);

/**
 * Sale prices per currency and tax treatment, materialised from the GBP list price and the exchange
 * rates (server/services/pricing.ts), so listings filter and sort on an index.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    variantId: integer()
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: "cascade" }),
    currency: currencyCode().notNull(),
    taxType: taxType().notNull(),
    /** The sale price in minor units (cents, pence) of `currency`. */
    amountMinor: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency, t.taxType] }),
    index("product_prices_currency_amount_idx").on(t.currency, t.taxType, t.amountMinor),
    check("product_prices_amount_check", sql`${t.amountMinor} > 0`),
  ],
);

/** Customer reviews of a design. */
export const catalogueReviews = pgTable(
  "catalogue_reviews",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: "cascade" }),
    author: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    reviewedOn: date({ mode: "string" }).notNull(),
  },
  (t) => [
    index("catalogue_reviews_product_idx").on(t.productId, t.reviewedOn),
    check("catalogue_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A concrete ready-to-go ring in stock: a variant with its set centre stone and finger size. */
export const readyToGoItems = pgTable(
  "ready_to_go_items",
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: "cascade" }),
    sku: text().notNull().unique(),
    stoneShape: stoneShape().notNull(),
    stoneCarat: numeric({ precision: 6, scale: 2, mode: "number" }).notNull(),
    stoneColour: diamondColour().notNull(),
    stoneClarity: diamondClarity().notNull(),
    /** Ring size id (core/ring-size.ts). */
    ringSize: text().notNull(),
    quantity: integer().notNull(),
    /** Already made and waiting in the showroom: ships next working day. */
    readyToShip: boolean().notNull().default(false),
  },
  (t) => [
    index("ready_to_go_items_variant_idx").on(t.variantId, t.readyToShip),
    check("ready_to_go_items_quantity_check", sql`${t.quantity} >= 0`),
  ],
);
