import { defineVocabulary } from "./define.ts";

/**
 * Catalogue sort orders. The slug is the lower-cased enum value, the form the listing
 * hash uses (sort=price_ascending). RECOMMENDED is the default.
 */
export const SORT_ORDERS = defineVocabulary([
  { code: "RECOMMENDED", slug: "recommended", label: "Recommended" },
  { code: "PRICE_ASCENDING", slug: "price_ascending", label: "Price: Low to High" },
  { code: "PRICE_DESCENDING", slug: "price_descending", label: "Price: High to Low" },
  { code: "EXPRESS_DELIVERY", slug: "express_delivery", label: "Express Delivery" },
] as const);
export type SortOrderCode = (typeof SORT_ORDERS.codes)[number];
export const DEFAULT_SORT_ORDER: SortOrderCode = "RECOMMENDED";
