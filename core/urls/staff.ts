/**
 * Addresses of the staff area (docs/product.md#staff-area): one area for consultants at /staff, never
 * under a region prefix. Each domain adds its section here.
 */
import { ORDER_STATUSES, type OrderStatus } from "../vocabulary/orders.ts";

export const STAFF_ROOT = "/staff";

export const STAFF_PATHS = {
  home: STAFF_ROOT,
  orders: `${STAFF_ROOT}/orders`,
} as const;

/** The query parameter of the orders list that picks a status. */
export const STATUS_PARAM = "status";

/** The orders list, of one status when given. */
export function staffOrdersPath(status?: OrderStatus | null): string {
  return status ? `${STAFF_PATHS.orders}?${STATUS_PARAM}=${status}` : STAFF_PATHS.orders;
}

/** A status named in the list's query (its code, any case); null for none or an unknown one. */
export function parseStatusParam(value: string | null | undefined): OrderStatus | null {
  const code = value?.trim().toUpperCase() ?? "";
  return (ORDER_STATUSES as readonly string[]).includes(code) ? (code as OrderStatus) : null;
}

/** An order's page in the staff area. */
export function staffOrderPath(orderId: number): string {
  return `${STAFF_PATHS.orders}/${orderId}`;
}

/** A customer's page in the staff area, by the customer record's id (the profile's `adminProfileUrl`). */
export function staffCustomerPath(customerId: string): string {
  return `${STAFF_ROOT}/customers/${customerId}`;
}

/** Whether a customer id in an address can be one (a UUID). */
export function isCustomerId(value: string | null | undefined): boolean {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
