import { regionPath, splitRegionPath, type Region } from "../../core/regions.ts";

const UNTOUCHED_SCHEMES = /^(mailto|tel|sms):/i;

/**
 * A link in content is internal when it points at this store (a relative path, or an
 * absolute URL on our own host); the path (with query and hash) to navigate to client-side is
 * returned. mailto, tel and sms links and links to other hosts are left to the browser (null).
 */
export function internalPath(href: string | null | undefined, currentOrigin: string): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!trimmed || UNTOUCHED_SCHEMES.test(trimmed) || trimmed.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, currentOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== new URL(currentOrigin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An in-store link in the current region: "/engagement-rings" becomes "/us/engagement-rings" in US. */
export function localHref(href: string, region: Region): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const { region: already } = splitRegionPath(href.split(/[?#]/)[0]!);
  return already ? href : regionPath(region, href);
}

/** Whether a link leaves the store (absolute URL to another host, or a mailto/tel/sms link). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}
