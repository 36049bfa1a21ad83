import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { SHAPE_CODES } from "../../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_GRADES,
  GEMSTONE_TYPES,
  INTENSITIES,
  STONE_CATEGORIES,
} from "../../../core/vocabulary/stones.ts";
import { vocabularyEnum } from "../enums.ts";

/**
 * The stone inventory (docs/product.md#stone-inventory), filled from supplier feeds: loose natural, lab-grown and coloured
 * diamonds and gemstones, each from one supplier feed, identified publicly by a 7-character
 * identifier derived from the row id (SQL function stone_identifier, see migrations). The derivation
 * is a bijection: lookups by identifier turn it back into the id (services/stones/identifier.ts), so
 * the identifier needs no index to be found or to be unique.
 *
 * Prices: one integer GBP list price in pence (VAT included); the price in any currency is derived from it by
 * server/services/pricing.ts (exchange rate, tax treatment, retail rounding), which is monotonic, so
 * a price filter in any currency translates exactly into a GBP range and sorting by GBP sorts by every
 * currency (docs/decisions/0401).
 */

export const stoneCategory = vocabularyEnum("stone_category", STONE_CATEGORIES);
export const stoneShape = vocabularyEnum("stone_shape", SHAPE_CODES);
export const diamondColour = vocabularyEnum("diamond_colour", COLOURS);
export const diamondClarity = vocabularyEnum("diamond_clarity", CLARITIES);
export const cutGrade = vocabularyEnum("cut_grade", CUT_GRADES);
export const fluorescence = vocabularyEnum("fluorescence", FLUORESCENCES);
export const fancyColour = vocabularyEnum("fancy_colour", FANCY_COLOURS);
export const fancyIntensity = vocabularyEnum("fancy_intensity", INTENSITIES);
export const gemstoneType = vocabularyEnum("gemstone_type", GEMSTONE_TYPES);
export const gemstoneColour = vocabularyEnum("gemstone_colour", GEMSTONE_COLOURS);
export const colourGrade = vocabularyEnum("colour_grade", COLOUR_GRADES);
export const gemstoneClarity = vocabularyEnum("gemstone_clarity", GEMSTONE_CLARITIES);
export const gemstoneGrade = vocabularyEnum("gemstone_grade", GEMSTONE_GRADES);

const decimal = (precision: number, scale: number) => numeric({ precision, scale, mode: "number" });

export const stones = pgTable(
  "stones",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Eight characters without look-alikes (core/carat.ts STONE_ID_ALPHABET), a bijection of the id. */
    identifier: text()
      .notNull()
      .generatedAlwaysAs(sql`stone_identifier(id)`),
    /** The supplier feed ([a-z0-9]+) and the supplier's own stock number. */
    feed: text().notNull(),
    externalId: text().notNull(),
    category: stoneCategory().notNull(),
    shape: stoneShape().notNull(),
    caratWeight: decimal(10, 6).notNull(),
    /** Diamond colour D-M (colourless diamonds). */
    colour: diamondColour(),
    clarity: diamondClarity(),
    cut: cutGrade(),
    polish: cutGrade(),
    symmetry: cutGrade(),
    fluorescence: fluorescence(),
    girdle: text(),
    /** Coloured diamonds: hue and intensity. */
    fancyColour: fancyColour(),
    intensity: fancyIntensity(),
    /** Gemstones: variety, colour, colour grade, clarity, quality grade; crystal is the mineral species. */
    gemstoneType: gemstoneType(),
    gemstoneColour: gemstoneColour(),
    colourGrade: colourGrade(),
    gemstoneClarity: gemstoneClarity(),
    grade: gemstoneGrade(),
    crystal: text(),
    depthPercent: decimal(5, 2),
    tablePercent: decimal(5, 2),
    /** Millimetres. */
    length: decimal(6, 2),
    width: decimal(6, 2),
    depth: decimal(6, 2),
    /** length / width. */
    ratio: decimal(6, 3),
    /** ISO 3166 alpha-2 country codes. */
    originCountry: text(),
    shippingFromCountry: text(),
    deliveryDays: smallint().notNull(),
    /** GBP list price in pence (integer minor units, core/money.ts), VAT included. */
    listPriceMinor: integer().notNull(),
    /** The supplier's cost (feeds) in minor units of its currency, and that currency. */
    costMinor: bigint({ mode: "number" }),
    costCurrency: text(),
    /** Supplier media: a photo and a 360 video URL (the store also draws every stone), a report document. */
    photoUrl: text(),
    videoUrl: text(),
    reportUrl: text(),
    express: boolean().notNull().default(false),
    isB2B: boolean("is_b2b").notNull().default(false),
    isTreated: boolean().notNull().default(false),
    /** Certificate numbers at each lab. */
    certGcal: text(),
    certGia: text(),
    certIgi: text(),
    canadaMark: boolean().notNull().default(false),
    knownOrigin: boolean().notNull().default(false),
    dtlReport: boolean().notNull().default(false),
    /** Held by the store (not on supplier memo). */
    inStock: boolean().notNull().default(false),
    /** Listed for sale; false once sold or missing from its feed. Stones are never deleted by imports. */
    available: boolean().notNull().default(true),
    unavailableSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stones_feed_external_id_idx").on(t.feed, t.externalId),
    index("stones_cert_gia_idx")
      .on(t.certGia)
      .where(sql`${t.certGia} is not null`),
    check("stones_identifier_format", sql`${t.identifier} ~ '^[2-9A-HJKMNP-Z]{8}$'`),
    check("stones_feed_format", sql`${t.feed} ~ '^[a-z0-9]+$'`),
    check("stones_carat_positive", sql`${t.caratWeight} > 0`),
    check("stones_price_positive", sql`${t.listPriceMinor} > 0`),
    check("stones_delivery_days", sql`${t.deliveryDays} >= 0`),
  ],
);

/**
 * The inventory's version, bumped (by statement triggers, see migrations) whenever a statement changes
 * stones; search indexes held in memory compare it to know they are stale. One row.
 */
export const stoneInventoryState = pgTable(
  "stone_inventory_state",
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(0),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("stone_inventory_state_single_row", sql`${t.id} = 1`)],
);

/** One run of a supplier feed import and its summary. */
export const feedImports = pgTable("feed_imports", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  feed: text().notNull(),
  file: text().notNull(),
  /** A full feed lists every stone the supplier has: the feed's stones missing from it become unavailable. */
  full: boolean().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
  rowsRead: integer().notNull().default(0),
  inserted: integer().notNull().default(0),
  updated: integer().notNull().default(0),
  rejected: integer().notNull().default(0),
  madeUnavailable: integer().notNull().default(0),
});
