import { createContext, useContext } from "react";

/** The CSP nonce of the document (set by entry.server from the request). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce for React Router's inline scripts. On the server it comes from the request; in the
 * browser from the scripts the server rendered (the `nonce` property keeps it), so hydration matches.
 */
export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined) return fromServer || undefined;
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
