import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MADE_TO_ORDER_STONES, RING_BUILDER_ITEMS, RING_BUILDER_STONE_KINDS } from "../../../core/vocabulary/ring-builder.ts";
import { LABS } from "../../../core/vocabulary/stones.ts";
import { vocabularyEnum } from "../enums.ts";
import { users } from "./accounts.ts";
import { metal } from "./catalogue.ts";
import {
  colourGrade,
  cutGrade,
  diamondClarity,
  diamondColour,
  gemstoneClarity,
  gemstoneColour,
  gemstoneType,
  stoneCategory,
  stoneShape,
} from "./stones.ts";

/**
 * The ring builder (docs/product.md#ring-builder): a setting (mount) and a centre stone made into one
 * ring, one row per visitor's builder. The visitor holds it through the signed `ring-builder` cookie;
 * a signed-in customer owns it by user_id (one builder per user). Each item is a group of typed
 * columns, all set or all null; `version` moves on with every change, and a change is written only
 * over the version it was computed from, so two concurrent changes never lose one another
 * (docs/decisions/0650-ring-builder-state.md).
 */

export const ringBuilderItem = vocabularyEnum("ring_builder_item", RING_BUILDER_ITEMS);
export const ringBuilderStoneKind = vocabularyEnum("ring_builder_stone_kind", RING_BUILDER_STONE_KINDS);
export const certificateLab = vocabularyEnum("certificate_lab", LABS);
/** What a made-to-order centre stone is: a lab-grown diamond or a gemstone variety. */
export const madeToOrderStone = vocabularyEnum("made_to_order_stone", MADE_TO_ORDER_STONES);

const carat = () => numeric({ precision: 10, scale: 6, mode: "number" });

/**
 * A ring's setting as typed columns: the ring builder's, a bag line's and an order line's are the same
 * columns, so a ring moves from one to the next by copying them.
 */
export function mountColumns() {
  return {
    /** The mount: an engagement ring design by catalogue code, in a metal (and centre shape). */
    mountCatalogueCode: text(),
    mountMetal: metal(),
    /** The setting's centre shape when the visitor chose one; else it follows the stone. */
    mountShape: stoneShape(),
    signatureStoneColour: gemstoneColour(),
    signatureStoneCrystal: gemstoneType(),
    /** Millimetres. */
    signatureStoneWidth: numeric({ precision: 4, scale: 2, mode: "number" }),
    mountUri: text(),
  };
}

/** A ring's centre stone as typed columns (the ring builder's, a bag line's, an order line's). */
export function stoneColumns() {
  return {
    /** The centre stone: a listed stone, or a made-to-order lab-grown diamond or gemstone. */
    stoneKind: ringBuilderStoneKind(),
    /** A listed stone's public 7-character identifier, its category and certificate when it was chosen. */
    stoneIdentifier: text(),
    stoneCategory: stoneCategory(),
    stoneCertificateLab: certificateLab(),
    stoneCertificateNumber: text(),
    stoneShape: stoneShape(),
    stoneCarat: carat(),
    stoneColour: diamondColour(),
    stoneClarity: diamondClarity(),
    stoneCut: cutGrade(),
    stoneGemstoneType: gemstoneType(),
    stoneGemstoneColour: gemstoneColour(),
    stoneColourGrade: colourGrade(),
    stoneGemstoneClarity: gemstoneClarity(),
    stoneUri: text(),
  };
}

export const ringBuilders = pgTable(
  "ring_builders",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The customer who owns it; null while the builder is an anonymous visitor's. */
    userId: uuid()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Moves on with every change (optimistic concurrency). */
    version: integer().notNull().default(0),
    /** Ring size id (core/ring-size.ts); persisted when the visitor chose it. */
    ringSize: text(),
    ringSizePersisted: boolean().notNull().default(false),
    lastAdded: ringBuilderItem(),

    ...mountColumns(),
    mountAddedAt: timestamp({ withTimezone: true }),

    ...stoneColumns(),
    stoneAddedAt: timestamp({ withTimezone: true }),

    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "ring_builders_mount_whole",
      sql`(${t.mountCatalogueCode} is null) = (${t.mountMetal} is null) and (${t.mountMetal} is null) = (${t.mountAddedAt} is null)`,
    ),
    check(
      "ring_builders_stone_whole",
      sql`(${t.stoneKind} is null) = (${t.stoneShape} is null) and (${t.stoneShape} is null) = (${t.stoneCarat} is null) and (${t.stoneCarat} is null) = (${t.stoneAddedAt} is null)`,
    ),
    check(
      "ring_builders_stone_identifier",
      sql`(${t.stoneKind} = 'CATALOGUE') = (${t.stoneIdentifier} is not null) and ${t.stoneIdentifier} ~ '^[2-9A-HJKMNP-Z]{8}$'`,
    ),
    check("ring_builders_stone_carat", sql`${t.stoneCarat} > 0`),
  ],
);

/**
 * Prices of made-to-order centre stones: per stone (lab-grown diamond or gemstone variety), carat
 * bracket (from `caratFrom` up to the next bracket) and grades (diamond colour and clarity, or
 * gemstone colour grade and clarity), a GBP price per carat in pence, VAT included, and the working
 * days to source, cut and set one. A stone's list price is the price per carat times its weight; its
 * price in a market follows the store's price rules (server/services/pricing.ts).
 */
export const madeToOrderStonePrices = pgTable(
  "made_to_order_stone_prices",
  {
    stone: madeToOrderStone().notNull(),
    caratFrom: numeric({ precision: 6, scale: 2, mode: "number" }).notNull(),
    diamondColour: diamondColour(),
    diamondClarity: diamondClarity(),
    colourGrade: colourGrade(),
    gemstoneClarity: gemstoneClarity(),
    /** GBP minor units (pence) per carat, VAT included. */
    pricePerCarat: integer().notNull(),
    deliveryDays: smallint().notNull(),
  },
  (t) => [
    unique("made_to_order_stone_prices_key")
      .on(t.stone, t.diamondColour, t.diamondClarity, t.colourGrade, t.gemstoneClarity, t.caratFrom)
      .nullsNotDistinct(),
    check(
      "made_to_order_stone_prices_grades",
      sql`case when ${t.stone} = 'LAB_GROWN_DIAMOND'
        then ${t.diamondColour} is not null and ${t.diamondClarity} is not null and ${t.colourGrade} is null and ${t.gemstoneClarity} is null
        else ${t.diamondColour} is null and ${t.diamondClarity} is null and ${t.colourGrade} is not null and ${t.gemstoneClarity} is not null end`,
    ),
    check("made_to_order_stone_prices_positive", sql`${t.pricePerCarat} > 0 and ${t.caratFrom} >= 0 and ${t.deliveryDays} > 0`),
  ],
);
