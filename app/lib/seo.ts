import { DEFAULT_REGION, languageTag, regionPath, splitRegionPath, type Locale, type Region } from "../../core/regions.ts";

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** Joins an origin ("https://shop.example" or with a trailing slash) and a path. */
function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The canonical link is the current route without query or hash, absolute. */
export function canonicalUrl(origin: string, pathname: string): string {
  return absoluteUrl(origin, pathname.split(/[?#]/)[0] || "/");
}

/**
 * One alternate per active region locale (href: the same route under that region's prefix),
 * plus x-default for the default alternate region. Several regions can share a locale (UK, EU and INT
 * all speak en-gb); a language tag is announced once, by the default region when it has that locale,
 * otherwise by the first region in the list.
 */
export function alternateLinks(input: {
  origin: string;
  pathname: string;
  regions: readonly { code: Region; locales: readonly Locale[]; isActive: boolean }[];
  defaultAlternateRegion: { code: Region } | null;
}): AlternateLink[] {
  const { path } = splitRegionPath(input.pathname.split(/[?#]/)[0] || "/");
  const byTag = new Map<string, Region>();
  const active = input.regions.filter((r) => r.isActive);
  const ordered = [...active.filter((r) => r.code === DEFAULT_REGION), ...active.filter((r) => r.code !== DEFAULT_REGION)];
  for (const region of ordered) {
    for (const locale of region.locales) {
      const tag = languageTag(locale);
      if (!byTag.has(tag)) byTag.set(tag, region.code);
    }
  }
  const links = [...byTag].map(([hrefLang, region]) => ({ hrefLang, href: absoluteUrl(input.origin, regionPath(region, path)) }));
  const fallback = input.defaultAlternateRegion?.code ?? DEFAULT_REGION;
  links.push({ hrefLang: "x-default", href: absoluteUrl(input.origin, regionPath(fallback, path)) });
  return links;
}
