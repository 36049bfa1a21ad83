import type { RouterContextProvider } from "react-router";
import { splitRegionPath } from "../../core/regions.ts";
import { parseRootProduct } from "../../core/urls/root-products.ts";
import { rootProductContext } from "../../server/router-context.ts";

/**
 * A page request's router context as the server makes it for an address at the root: with the product
 * the catalogue grammar reads there, or null (server/http/route-tables.ts). `path` may carry its region prefix.
 */
export function withRootProduct<C extends RouterContextProvider>(context: C, path: string): C {
  context.set(rootProductContext, parseRootProduct(splitRegionPath(path.split("?")[0]!).path));
  return context;
}
