/**
 * Bag, order and payment vocabularies (docs/product.md#orders): what a bag line is,
 * an order's statuses and the transitions between them, how an order is paid, a payment's states,
 * promo codes, and who changed an order.
 */

/**
 * What a bag or order line is: a ring made in the ring builder (a setting and its centre stone), a
 * catalogue piece made to order (a wedding ring or jewellery, in a metal and size), a ready-to-go
 * ring in stock, or a loose stone from the stone search.
 */
export const LINE_KINDS = ["RING", "PRODUCT", "READY_TO_GO", "STONE"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * An order's life. AWAITING_PAYMENT from "Checkout" (its unique stones and ready-to-go units
 * reserved) until money arrives: DEPOSIT_PAID when part of it has, PAID when all of it has. Then the
 * workshop (IN_PRODUCTION), the courier (DISPATCHED) and the customer (DELIVERED). An unpaid order is
 * CANCELLED by the customer, a consultant or its reservation's expiry; a paid one can be REFUNDED.
 */
export const ORDER_STATUSES = [
  "AWAITING_PAYMENT",
  "DEPOSIT_PAID",
  "PAID",
  "IN_PRODUCTION",
  "DISPATCHED",
  "DELIVERED",
  "CANCELLED",
  "REFUNDED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses each status may move to; everything else is refused (server/services/orders). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AWAITING_PAYMENT: ["DEPOSIT_PAID", "PAID", "CANCELLED"],
  DEPOSIT_PAID: ["PAID", "IN_PRODUCTION", "REFUNDED"],
  PAID: ["IN_PRODUCTION", "DISPATCHED", "REFUNDED"],
  IN_PRODUCTION: ["DISPATCHED", "REFUNDED"],
  DISPATCHED: ["DELIVERED", "REFUNDED"],
  DELIVERED: ["REFUNDED"],
  CANCELLED: [],
  REFUNDED: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses whose reservations hold: the stones and units stay off sale. */
export const HOLDING_STATUSES: readonly OrderStatus[] = [
  "AWAITING_PAYMENT",
  "DEPOSIT_PAID",
  "PAID",
  "IN_PRODUCTION",
  "DISPATCHED",
  "DELIVERED",
];

/**
 * How an order is paid: two card providers (CHECKOUT_COM with its own return page, STRIPE), two
 * instalment providers (AFFIRM in the US with its own return page, KLARNA in the UK), a bank transfer
 * the customer makes to the store's account, and ALLOCATION: a consultant records money received
 * (a bank transfer arriving, or a payment taken in the showroom) against the order.
 */
export const PAYMENT_METHODS = ["CHECKOUT_COM", "STRIPE", "AFFIRM", "KLARNA", "BANK_TRANSFER", "ALLOCATION"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a customer chooses at checkout (ALLOCATION is a consultant's). */
export const CUSTOMER_PAYMENT_METHODS: readonly PaymentMethod[] = ["CHECKOUT_COM", "STRIPE", "AFFIRM", "KLARNA", "BANK_TRANSFER"];

/** What a transaction is: money in, or money back. */
export const TRANSACTION_KINDS = ["PAYMENT", "REFUND"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * A transaction's state: PENDING (started, or a transfer the customer has been asked to make),
 * SUCCEEDED (money moved: it counts against the balance), FAILED, CANCELLED (abandoned before
 * money moved).
 */
export const TRANSACTION_STATUSES = ["PENDING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How much an order pays now: all of it, or a deposit with the balance later. */
export const PAYMENT_PLANS = ["FULL", "DEPOSIT"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/** A promo code takes a percentage off, or a fixed amount in its currency. */
export const PROMO_KINDS = ["PERCENTAGE", "FIXED_AMOUNT"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Who changed an order: its customer, a consultant (or one acting as the customer), or the store itself. */
export const ACTOR_KINDS = ["CUSTOMER", "CONSULTANT", "SYSTEM"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** A consultant's recorded action in the staff area (the audit log). */
export const STAFF_ACTIONS = [
  "ORDER_ALLOCATE_PAYMENT",
  "ORDER_DISPATCH",
  "ORDER_CANCEL",
  "ORDER_STATUS",
  "IMPERSONATION_START",
  "IMPERSONATION_END",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
