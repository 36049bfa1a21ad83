import type { PageRoute } from "../regional.ts";
import { IMPERSONATE_PATTERN, MAKE_PAYMENT_PATTERN, OWNED_PIECE_PATTERN } from "../../../core/urls/my-orders.ts";

/** A customer's orders after placing (docs/product.md#orders); each exists under every region prefix. */
export const orderPages: PageRoute[] = [
  { path: MAKE_PAYMENT_PATTERN, file: "routes/orders/make-payment.tsx" },
  { path: OWNED_PIECE_PATTERN, file: "routes/orders/owned-piece.tsx" },
  { path: IMPERSONATE_PATTERN, file: "routes/orders/impersonate.tsx" },
];
