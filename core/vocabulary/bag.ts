/**
 * The bag's vocabularies (docs/product.md#the-bag): why a promo code does not apply, why a line
 * cannot be bought now, and why an addition is refused.
 */

/**
 * Why a promo code takes nothing off: no such code (or withdrawn), not started or ended, every use
 * taken (overall or by this customer), the bag is in another currency than the code's amounts, the
 * lines it applies to come to less than its minimum spend, or it applies to none of the lines.
 */
export const PROMO_REFUSALS = [
  "NOT_FOUND",
  "NOT_STARTED",
  "ENDED",
  "MIN_SPEND",
  "CURRENCY",
  "USED_UP",
  "USED_BY_CUSTOMER",
  "NO_ELIGIBLE_LINES",
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** Why a line cannot be checked out: its stone was sold (or is held by an order), its product withdrawn, its stock too low. */
export const LINE_UNAVAILABLE_REASONS = ["SOLD", "WITHDRAWN", "OUT_OF_STOCK"] as const;
export type LineUnavailableReason = (typeof LINE_UNAVAILABLE_REASONS)[number];

/** Why something cannot be added to the bag: it does not exist, it was sold, or there are not that many in stock. */
export const BAG_REFUSALS = ["NOT_FOUND", "SOLD", "OUT_OF_STOCK"] as const;
export type BagRefusalReason = (typeof BAG_REFUSALS)[number];

/** The most of one piece a line holds. */
export const MAX_LINE_QUANTITY = 10;
