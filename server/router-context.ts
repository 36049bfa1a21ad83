import { createContext } from "react-router";
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
