import type { RouteConfig } from "@react-router/dev/routes";
import { regional } from "./routes/regional.ts";
import { cataloguePages } from "./routes/catalogue/pages.ts";
import { stonePages } from "./routes/stones/pages.ts";
import { ringBuilderPages } from "./routes/ring-builder/pages.ts";
import { accountPages } from "./routes/accounts/pages.ts";
import { checkoutPages } from "./routes/checkout/pages.ts";
import { shellPages, contentPage } from "./routes/shell/pages.ts";
import { orderPages } from "./routes/orders/pages.ts";
import { staffRoutes } from "./routes/staff/pages.ts";
import { bagPages } from "./routes/bag/pages.ts";

// Every domain lists its pages; the generic content page is the catch-all, lowest priority. The
// catalogue's products at the root share the one-segment shape with content pages: the server keeps
// their route only for the addresses the catalogue grammar reads (docs/decisions/0020-one-segment-addresses.md).
// The staff area is one area at /staff, not under the region prefixes.
export default [
  ...staffRoutes,
  ...regional([
    ...shellPages,
    ...cataloguePages,
    ...stonePages,
    ...ringBuilderPages,
    ...accountPages,
    ...orderPages,
    ...bagPages,
    ...checkoutPages,
    contentPage,
  ]),
] satisfies RouteConfig;
