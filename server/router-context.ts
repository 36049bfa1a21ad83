import { createContext } from "react-router";
import { ROOT_PRODUCT_PATTERN, parseRootProduct, type RootProductRoute } from "../core/urls/root-products.ts";
import type { RequestContext } from "./context.ts";

/** The service context of the request, for loaders and actions. */
export const storeContext = createContext<RequestContext>();
/** The CSP nonce of the request, for the scripts React Router renders. */
export const nonceContext = createContext<string>("");
/**
 * The text of a stylesheet of the client build by its URL, for the page to write into the document
 * (app/lib/stylesheets.tsx); null when the store runs from its sources (the development server).
 */
export const stylesheetContext = createContext<((href: string) => string | undefined) | null>(null);
/**
 * The catalogue product a one-segment address names, read once by the catalogue grammar when the
 * server chose the request's routes (server/http/route-tables.ts, docs/decisions/0020-one-segment-addresses.md);
 * null for any other address.
 */
export const rootProductContext = createContext<RootProductRoute | null>(null);

/**
 * The routes a grammar claims (server/http/route-tables.ts `RouteClaim`): the catalogue's products at
 * the root, a shape content pages share, kept in a request's routes only where the catalogue grammar
 * reads a product.
 */
export const ROUTE_CLAIMS = [{ pattern: ROOT_PRODUCT_PATTERN, read: parseRootProduct, context: rootProductContext }] as const;
