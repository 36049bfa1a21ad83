/**
 * Addresses of a customer's orders and what they own (docs/product.md#orders), without the region
 * prefix: My orders with an order's details open, paying an order's balance, the pieces the customer
 * owns, and a consultant's view of the store as an order's customer.
 */
import { profileTabPath } from "./accounts.ts";

/** The query parameter of My orders that opens an order's details. */
export const ORDER_ID_PARAM = "id";

/** An order's number in an address: digits only, at most 9 of them (no order id is longer). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/** My orders, with order `orderId`'s details open when given. */
export function myOrdersPath(orderId?: number | null): string {
  return orderId ? `${profileTabPath("my-orders")}?${ORDER_ID_PARAM}=${orderId}` : profileTabPath("my-orders");
}

export const MAKE_PAYMENT_PATTERN = "makePayment/:orderId";
/** The page that pays an order's balance. */
export function makePaymentPath(orderId: number): string {
  return `/makePayment/${orderId}`;
}

export const OWNED_PIECE_PATTERN = "profile/product/:lineId";
/** A piece the customer owns (an order line of a delivered order). */
export function ownedPiecePath(lineId: number): string {
  return `/profile/product/${lineId}`;
}

export const IMPERSONATE_PATTERN = "impersonate/:orderId";
/** A consultant's way into the store as order `orderId`'s customer. */
export function impersonatePath(orderId: number): string {
  return `/impersonate/${orderId}`;
}
