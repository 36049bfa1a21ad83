import { createContext } from "react-router";
import type { RequestContext } from "./context.ts";

/** The service context of the request, for loaders and actions. */
export const storeContext = createContext<RequestContext>();
/** The CSP nonce of the request, for the scripts React Router renders. */
export const nonceContext = createContext<string>("");
