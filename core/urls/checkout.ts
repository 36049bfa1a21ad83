/**
 * Addresses of the checkout (docs/product.md#checkout), without the region prefix: `/checkout` (a
 * visitor who is not signed in gives an e-mail address first; a customer starts at once), then each
 * step of order `{orderId}` and its thank-you page once placed.
 */

export const CHECKOUT_STEPS = ["shipping", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A page of an order's checkout: one of its steps, or the thank-you page once it is placed. */
export type CheckoutPage = CheckoutStep | "thank-you";

export const CHECKOUT_PATH = "/checkout";

/** The route patterns (React Router), each with the page it renders. */
export const CHECKOUT_ROUTE_PATTERNS = {
  start: "checkout",
  order: "checkout/:orderId",
  step: "checkout/:orderId/:step",
} as const;

export function checkoutPath(orderId: number, page: CheckoutPage): string {
  return `${CHECKOUT_PATH}/${orderId}/${page}`;
}

/** An order number in a checkout address: digits only (at most 9), never zero; anything else names no order. */
export function parseCheckoutOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function parseCheckoutPage(value: string | null | undefined): CheckoutPage | null {
  return value === "thank-you" || (CHECKOUT_STEPS as readonly string[]).includes(value ?? "") ? (value as CheckoutPage) : null;
}

/** A path's checkout page: `/checkout/123/payment` → order 123's payment step; null for any other path. */
export function parseCheckoutPath(path: string): { orderId: number; page: CheckoutPage | null } | null {
  const m = /^\/checkout\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!m) return null;
  const orderId = parseCheckoutOrderId(m[1]);
  if (orderId === null) return null;
  if (m[2] === undefined) return { orderId, page: null };
  const page = parseCheckoutPage(m[2]);
  return page ? { orderId, page } : null;
}
