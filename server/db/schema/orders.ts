import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACTOR_KINDS,
  LINE_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PLANS,
  PROMO_KINDS,
  STAFF_ACTIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
} from "../../../core/vocabulary/orders.ts";
import { vocabularyEnum } from "../enums.ts";
import { sessions, users } from "./accounts.ts";
import { catalogueVariants, metal, readyToGoItems, taxType } from "./catalogue.ts";
import { mountColumns, stoneColumns } from "./ring-builder.ts";
import { currencyCode, localeCode, regionCode } from "./site.ts";
import { stones } from "./stones.ts";

/**
 * The bag, orders and their payments (docs/product.md#orders). Money is integer minor
 * units of the row's currency (core/money.ts).
 */

export const lineKind = vocabularyEnum("line_kind", LINE_KINDS);
export const orderStatus = vocabularyEnum("order_status", ORDER_STATUSES);
export const paymentMethod = vocabularyEnum("payment_method", PAYMENT_METHODS);
export const paymentPlan = vocabularyEnum("payment_plan", PAYMENT_PLANS);
export const transactionKind = vocabularyEnum("transaction_kind", TRANSACTION_KINDS);
export const transactionStatus = vocabularyEnum("transaction_status", TRANSACTION_STATUSES);
export const promoKind = vocabularyEnum("promo_kind", PROMO_KINDS);
export const actorKind = vocabularyEnum("actor_kind", ACTOR_KINDS);
export const staffAction = vocabularyEnum("staff_action", STAFF_ACTIONS);

const minor = () => bigint({ mode: "number" });
const at = () => timestamp({ withTimezone: true });

/**
 * A visitor's bag: one per customer (user_id), or an anonymous visitor's held through the signed
 * `bag` cookie and given to the customer at sign-in. Lines are kept as what was chosen, never as
 * prices: a bag is priced when it is shown, in the visitor's market.
 */
export const bags = pgTable("bags", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The promo code the visitor entered (upper case); checked again every time the bag is priced. */
  promoCode: text(),
  /** Moves on with every change. */
  version: integer().notNull().default(0),
  createdAt: at().notNull().defaultNow(),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * A line of a bag. RING: a setting and centre stone copied from the ring builder's columns, with its
 * ring size. PRODUCT: a catalogue variant (wedding ring or jewellery) with its size where it has one.
 * READY_TO_GO: a ring in stock. STONE: a listed stone by identifier. A listed stone (loose or in a
 * ring) is in one line of a bag at most, with quantity one.
 */
export const bagLines = pgTable(
  "bag_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    bagId: uuid()
      .notNull()
      .references(() => bags.id, { onDelete: "cascade" }),
    kind: lineKind().notNull(),
    quantity: smallint().notNull().default(1),
    variantId: integer().references(() => catalogueVariants.id, { onDelete: "cascade" }),
    readyToGoItemId: integer().references(() => readyToGoItems.id, { onDelete: "cascade" }),
    /** Ring size id (core/ring-size.ts): a ring's, or a sized piece's. */
    ringSize: text(),
    ...mountColumns(),
    ...stoneColumns(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("bag_lines_bag_idx").on(t.bagId, t.createdAt),
    uniqueIndex("bag_lines_one_stone")
      .on(t.bagId, t.stoneIdentifier)
      .where(sql`${t.stoneIdentifier} is not null`),
    check("bag_lines_quantity", sql`${t.quantity} between 1 and 10`),
    check(
      "bag_lines_kind_columns",
      sql`case ${t.kind}
        when 'RING' then ${t.mountCatalogueCode} is not null and ${t.stoneKind} is not null and ${t.ringSize} is not null and ${t.quantity} = 1
        when 'PRODUCT' then ${t.variantId} is not null
        when 'READY_TO_GO' then ${t.readyToGoItemId} is not null
        when 'STONE' then ${t.stoneIdentifier} is not null and ${t.quantity} = 1 end`,
    ),
  ],
);

/**
 * An order: made by "Checkout" from a bag (AWAITING_PAYMENT, its stones and ready-to-go units
 * reserved until `reserved_until`), completed through the checkout's steps (address, payment method,
 * review) and placed (`placed_at`). Every amount is a snapshot taken when the order was made or last
 * re-priced before it was placed; after placing it never changes. The number is the order's id.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: orderStatus().notNull().default("AWAITING_PAYMENT"),
    /** The market the order was priced in. */
    region: regionCode().notNull(),
    currency: currencyCode().notNull(),
    locale: localeCode().notNull(),
    taxType: taxType().notNull(),
    /** Units of `currency` per GBP when the order was priced (the exchange basis). */
    exchangeRate: numeric({ precision: 14, scale: 6, mode: "number" }).notNull(),
    email: text().notNull(),
    /** E.164. */
    phone: text(),
    shipName: text(),
    shipLine1: text(),
    shipLine2: text(),
    shipCity: text(),
    /** State, province or county code where the country has them (US states, Canadian provinces). */
    shipSubdivision: text(),
    shipPostcode: text(),
    /** ISO 3166-1 alpha-2. */
    shipCountry: text(),
    express: boolean().notNull().default(false),
    /** The day the order is promised for (London calendar), from its slowest line. */
    deliveryDate: date({ mode: "string" }),
    /** The lines' sale prices, before promo and tax. */
    subtotalMinor: minor().notNull(),
    /** What the promo code takes off. */
    discountMinor: minor().notNull().default(0),
    /** Express delivery's price (shipping is otherwise free). */
    shippingMinor: minor().notNull().default(0),
    /** Sales tax added on top (US, Canada); 0 where prices include tax. */
    taxMinor: minor().notNull().default(0),
    /** The rate `tax_minor` was worked out at, in basis points (725 = 7.25%). */
    taxRateBasisPoints: integer().notNull().default(0),
    /** subtotal - discount + shipping + tax. */
    totalMinor: minor().notNull(),
    paymentPlan: paymentPlan().notNull().default("FULL"),
    /** What a DEPOSIT plan pays first. */
    depositMinor: minor(),
    paymentMethod: paymentMethod(),
    /** The reference a bank transfer quotes; unique. */
    bankReference: text().unique(),
    promoCodeId: integer().references(() => promoCodes.id),
    promoCode: text(),
    /** The key of the "place order" request that placed it: the same key again finds this order. */
    placeKey: text().unique(),
    placedAt: at(),
    /** Until when its stones and units are held while unpaid. */
    reservedUntil: at(),
    /** When its reservation was given back (stones back on sale, ready-to-go units back in stock); once only. */
    releasedAt: at(),
    dispatchedAt: at(),
    shippingCompany: text(),
    trackingNumber: text(),
    deliveredAt: at(),
    cancelledAt: at(),
    cancelReason: text(),
    /** Moves on with every change (optimistic concurrency). */
    version: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_reserved_idx")
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    check(
      "orders_amounts",
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor} + ${t.taxMinor}`,
    ),
    check(
      "orders_deposit",
      sql`(${t.paymentPlan} = 'DEPOSIT') = (${t.depositMinor} is not null) and (${t.depositMinor} is null or (${t.depositMinor} > 0 and ${t.depositMinor} < ${t.totalMinor}))`,
    ),
    check("orders_dispatch", sql`(${t.dispatchedAt} is null) = (${t.trackingNumber} is null)`),
  ],
);

/**
 * A line of an order: what was bought, copied from the bag line, with its price as the order was
 * priced. `details` keeps the words and image parameters the order shows (names, metal, stone) as
 * they were, so an order reads the same after the catalogue changes.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    kind: lineKind().notNull(),
    quantity: smallint().notNull(),
    catalogueCode: text(),
    metal: metal(),
    variantId: integer().references(() => catalogueVariants.id),
    readyToGoItemId: integer().references(() => readyToGoItems.id),
    /** The listed stone of a STONE line or of a RING line with a listed centre stone. */
    stoneId: integer().references(() => stones.id),
    ringSize: text(),
    ...mountColumns(),
    ...stoneColumns(),
    details: jsonb().notNull().$type<Record<string, unknown>>(),
    /** The unit's sale price in the order's currency. */
    unitPriceMinor: minor().notNull(),
    /** The unit's price before a sale, when it was on sale. */
    unitListPriceMinor: minor(),
    /** This line's share of the promo discount and of the added sales tax. */
    discountMinor: minor().notNull().default(0),
    taxMinor: minor().notNull().default(0),
    deliveryDays: smallint().notNull(),
    expressAvailable: boolean().notNull(),
  },
  (t) => [
    uniqueIndex("order_lines_position").on(t.orderId, t.position),
    check("order_lines_amounts", sql`${t.quantity} > 0 and ${t.unitPriceMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0`),
  ],
);

export const stoneHoldKind = pgEnum("stone_hold_kind", ["RESERVED", "SOLD"]);

/**
 * A listed stone held by an order: RESERVED while the order is unpaid (until the order's
 * `reserved_until`), SOLD once paid. One row per stone at most, so of two orders taking the same
 * stone at once exactly one succeeds. A held stone is off sale: searches and the ring builder skip it.
 */
export const stoneHolds = pgTable(
  "stone_holds",
  {
    stoneId: integer()
      .primaryKey()
      .references(() => stones.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: stoneHoldKind().notNull().default("RESERVED"),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("stone_holds_order_idx").on(t.orderId)],
);

/**
 * The version of the stone holds: statement triggers on `stone_holds` move it on in the same
 * transaction as any change of holds, so the in-memory stone search knows when to hide or show stones
 * again without rebuilding its index (docs/decisions/0400).
 */
export const stoneHoldsState = pgTable(
  "stone_holds_state",
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(0),
    changedAt: at().notNull().defaultNow(),
  },
  (t) => [check("stone_holds_state_single_row", sql`${t.id} = 1`)],
);

/**
 * A promo code: a percentage (basis points) or a fixed amount in its currency off the lines it
 * applies to (all but `excluded_kinds`), from a minimum spend (in `currency`), between its dates,
 * used at most `max_uses` times overall and `max_uses_per_customer` times by one customer.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case. */
    code: text().notNull().unique(),
    kind: promoKind().notNull(),
    percentBasisPoints: integer(),
    amountMinor: minor(),
    /** The currency of `amount_minor` and `min_spend_minor`; a percentage without a minimum spend has none. */
    currency: currencyCode(),
    minSpendMinor: minor(),
    startsAt: at(),
    endsAt: at(),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    excludedKinds: lineKind()
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check("promo_codes_code", sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`),
    check(
      "promo_codes_kind",
      sql`case ${t.kind}
        when 'PERCENTAGE' then ${t.percentBasisPoints} between 1 and 10000 and ${t.amountMinor} is null
        when 'FIXED_AMOUNT' then ${t.amountMinor} > 0 and ${t.currency} is not null and ${t.percentBasisPoints} is null end`,
    ),
    check("promo_codes_min_spend", sql`${t.minSpendMinor} is null or ${t.currency} is not null`),
    check("promo_codes_limits", sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.maxUsesPerCustomer}, 1) > 0`),
  ],
);

/** A promo code used by an order; removed when the order is cancelled, so the use is given back. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("promo_redemptions_promo_user_idx").on(t.promoCodeId, t.userId)],
);

/**
 * Sales tax added to US and Canadian orders, by state or province of the delivery address, in basis
 * points (725 = 7.25%): the base rate of the state (US) or GST plus the provincial rate (Canada).
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    country: text().notNull(),
    subdivision: text().notNull(),
    rateBasisPoints: integer().notNull(),
    /** What the tax is called on the order ("Sales tax", "HST", "GST + PST"). */
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.subdivision] }), check("tax_rates_rate", sql`${t.rateBasisPoints} between 0 and 3000`)],
);

/** A customer's saved delivery addresses. */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    subdivision: text(),
    postcode: text().notNull(),
    country: text().notNull(),
    /** E.164. */
    phone: text(),
    lastUsedAt: at().notNull().defaultNow(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.lastUsedAt)],
);

/**
 * Money moved for an order, or asked for: a provider's payment or refund, a bank transfer the
 * customer was asked to make, or a consultant's allocation of money received. Only SUCCEEDED rows
 * count against the balance. Every attempt has its own idempotency key, so a retried call or a
 * webhook arriving twice finds the row it made.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    method: paymentMethod().notNull(),
    kind: transactionKind().notNull().default("PAYMENT"),
    status: transactionStatus().notNull(),
    amountMinor: minor().notNull(),
    currency: currencyCode().notNull(),
    idempotencyKey: text().notNull().unique(),
    /** The provider's id of the payment (or the bank's reference of a received transfer). */
    providerReference: text(),
    /** The consultant who recorded it (allocations, refunds). */
    recordedBy: uuid().references(() => users.id),
    note: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("payment_transactions_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payment_transactions_provider_ref")
      .on(t.method, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    check("payment_transactions_amount", sql`${t.amountMinor} > 0`),
  ],
);

/** Every change of an order's status: from, to, who and when (an order's history). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    actorKind: actorKind().notNull(),
    actorUserId: uuid().references(() => users.id),
    /** The consultant acting as the customer, when one was. */
    impersonatorUserId: uuid().references(() => users.id),
    note: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** What consultants did in the staff area, and when. Kept; never changed. */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: uuid()
      .notNull()
      .references(() => users.id),
    action: staffAction().notNull(),
    orderId: integer().references(() => orders.id),
    subjectUserId: uuid().references(() => users.id),
    details: jsonb().notNull().$type<Record<string, unknown>>().default({}),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("staff_audit_log_created_idx").on(t.createdAt), index("staff_audit_log_order_idx").on(t.orderId)],
);

/**
 * A consultant seeing the store as a customer: tied to the consultant's own session, so signing out
 * or the session ending ends it too. While it lasts the consultant's requests act as the customer,
 * but cannot pay, change the password or add a passkey.
 */
export const impersonations = pgTable("impersonations", {
  id: uuid().primaryKey().defaultRandom(),
  sessionId: uuid()
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: "cascade" }),
  consultantUserId: uuid()
    .notNull()
    .references(() => users.id),
  customerUserId: uuid()
    .notNull()
    .references(() => users.id),
  orderId: integer().references(() => orders.id),
  startedAt: at().notNull().defaultNow(),
});
