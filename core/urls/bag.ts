/**
 * The bag's address (docs/product.md#the-bag), without the region prefix (app/routes/bag/pages.ts
 * registers it under every one): `cart/view`, and what its forms post there. The only place it is written.
 */

export const BAG_PATH = "/cart/view";

/** The route pattern of the bag's page. */
export const BAG_ROUTE_PATTERN = "cart/view";

/** What a form of the bag's page asks for (the `intent` field of a post to the page). */
export const BAG_INTENTS = ["add", "remove", "quantity", "applyPromo", "removePromo", "checkout"] as const;
export type BagIntent = (typeof BAG_INTENTS)[number];

/** The intent a form posted; null for anything else. */
export function parseBagIntent(value: unknown): BagIntent | null {
  return typeof value === "string" && (BAG_INTENTS as readonly string[]).includes(value) ? (value as BagIntent) : null;
}

/** Whether a path (without region prefix, query or hash) is the bag's page, in its one spelling. */
export function isBagPath(path: string): boolean {
  return path === BAG_PATH;
}
