/** The store's cookie names (docs/product.md#cookies), and the attributes every cookie the store sets carries. */
export const COOKIE = {
  locale: "locale",
  currency: "currency",
  adminActivity: "admin_activity",
  cookiesDismissed: "cookies_dimissed",
  regionDismissed: "region_dismissed",
  hideGeneralWarnings: "hide_general_warnings",
  irclickid: "irclickid",
  cjevent: "cjevent",
  customerId: "customer-id",
  sessionId: "session-id",
  /** A browser the account signed in on before (HttpOnly): wrong passwords from it are counted apart. */
  knownDevice: "known-device",
  userId: "userID",
  ringBuilder: "ring-builder",
  /** The anonymous visitor's bag: a signed reference to its row (never read by a page, so pages stay public). */
  bag: "bag",
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Secure, same-site lax, path /. */
export function cookieString(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; Secure`;
}

export function expiredCookieString(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax; Secure`;
}

/** Reads one cookie from a Cookie header or document.cookie. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
