import type { PageRoute } from "../regional.ts";
import { BAG_ROUTE_PATTERN } from "../../../core/urls/bag.ts";

/** The bag's page (docs/product.md#the-bag; its address in core/urls/bag.ts), under every region prefix. */
export const bagPages: PageRoute[] = [{ path: BAG_ROUTE_PATTERN, file: "routes/bag/cart.tsx" }];
