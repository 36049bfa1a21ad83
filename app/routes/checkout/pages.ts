import type { PageRoute } from "../regional.ts";

/** The checkout's pages (docs/product.md#checkout, addresses of core/urls/checkout.ts); each exists under every region prefix. */
export const checkoutPages: PageRoute[] = [
  { path: "checkout", file: "routes/checkout/start.tsx" },
  { path: "checkout/:orderId/thank-you", file: "routes/checkout/thank-you.tsx" },
  { path: "checkout/:orderId/:step", file: "routes/checkout/step.tsx" },
  { path: "checkout/:orderId", file: "routes/checkout/step.tsx" },
];
