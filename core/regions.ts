import type { TaxNote, TaxType } from "./vocabulary/tax.ts";

export type { TaxNote };

/**
 * Regions, locales and currencies (docs/product.md#regions, docs/product.md#region-choice). Pure: shared by browser and server.
 */

export const REGIONS = ["AU", "CA", "EU", "IE", "INT", "NZ", "UK", "US", "ZA"] as const;
export type Region = (typeof REGIONS)[number];

export const CURRENCIES = ["GBP", "EUR", "USD", "NZD", "AUD", "CAD", "ZAR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LOCALES = ["en-gb", "en-au", "en-ca", "en-ie", "en-nz", "en-us", "en-za"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_REGION: Region = "UK";
const DEFAULT_CURRENCY: Currency = "GBP";
export const DEFAULT_LOCALE: Locale = "en-gb";

/** Region to locale. */
export const REGION_LOCALE: Record<Region, Locale> = {
  INT: "en-gb",
  UK: "en-gb",
  EU: "en-gb",
  US: "en-us",
  IE: "en-ie",
  NZ: "en-nz",
  AU: "en-au",
  CA: "en-ca",
  ZA: "en-za",
};

/** Region to default currency. */
export const REGION_CURRENCY: Record<Region, Currency> = {
  INT: "USD",
  US: "USD",
  UK: "GBP",
  EU: "EUR",
  IE: "EUR",
  NZ: "NZD",
  AU: "AUD",
  CA: "CAD",
  ZA: "ZAR",
};

/**
 * How each region's prices treat tax (docs/decisions/0206-tax-treatment-per-region.md): INCLUSIVE
 * where consumers expect the shelf price to be the price paid and the store collects the tax (VAT in
 * the UK, EU and Ireland; GST in Australia and New Zealand); EXCLUSIVE where a tax the store cannot
 * know is added at checkout (US, Canadian sales taxes) or collected on import (South Africa and the
 * rest of the world).
 */
export const REGION_TAX_TYPE: Record<Region, TaxType> = {
  INT: "EXCLUSIVE",
  UK: "INCLUSIVE",
  EU: "INCLUSIVE",
  US: "EXCLUSIVE",
  IE: "INCLUSIVE",
  NZ: "INCLUSIVE",
  AU: "INCLUSIVE",
  CA: "EXCLUSIVE",
  ZA: "EXCLUSIVE",
};

/**
 * The tax note of each region's prices (core/vocabulary/tax.ts TAX_NOTES): VAT included in the UK,
 * EU and Ireland, GST included in Australia and New Zealand, sales tax added at checkout in the US
 * and Canada, import taxes paid on delivery in South Africa and the rest of the world. It follows
 * `REGION_TAX_TYPE`: a note of an inclusive region says which tax is included.
 */
const REGION_TAX_NOTE: Record<Region, TaxNote> = {
  INT: "IMPORT_TAXES_ON_DELIVERY",
  UK: "VAT_INCLUDED",
  EU: "VAT_INCLUDED",
  US: "SALES_TAX_AT_CHECKOUT",
  IE: "VAT_INCLUDED",
  NZ: "GST_INCLUDED",
  AU: "GST_INCLUDED",
  CA: "SALES_TAX_AT_CHECKOUT",
  ZA: "IMPORT_TAXES_ON_DELIVERY",
};

/** The tax note of a region's prices. */
export function taxNote(region: Region): TaxNote {
  return REGION_TAX_NOTE[region];
}

/** Regions where instalment finance is offered. */
export const FINANCE_REGIONS: readonly Region[] = ["US", "UK"];

/**
 * Instalment-finance providers, by the name of their payment mark, and the regions each lends in:
 * their marks are shown only there (every other payment mark is shown everywhere).
 */
const FINANCE_PROVIDERS: Readonly<Record<string, readonly Region[]>> = { Klarna: ["UK"], Affirm: ["US"] };

/** Whether a payment mark is shown in a region: an instalment provider only where it lends. */
export function showsPaymentMark(name: string, region: Region): boolean {
  const lends = FINANCE_PROVIDERS[name];
  return lends === undefined || lends.includes(region);
}

function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Parses a region code case-insensitively ("us", "US"); anything else is null. */
export function parseRegion(value: string | null | undefined): Region | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  return isRegion(upper) ? upper : null;
}

/** Parses a currency code case-insensitively; anything else is null. */
export function parseCurrency(value: string | null | undefined): Currency | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  return isCurrency(upper) ? upper : null;
}

/**
 * The locale cookie stores the region the visitor chose: it is accepted only when it
 * is a known region code (any case); anything else is ignored.
 */
export function parseLocaleCookie(value: string | null | undefined): Region | null {
  return parseRegion(value?.trim());
}

/** The URL prefix of a region: "" for the default region, "/us" for US. */
function regionPrefix(region: Region): string {
  return region === DEFAULT_REGION ? "" : `/${region.toLowerCase()}`;
}

/** Prefixes an unprefixed path ("/engagement-rings") with a region. */
export function regionPath(region: Region, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  const prefix = regionPrefix(region);
  if (!prefix) return clean;
  return clean === "/" ? `${prefix}/` : `${prefix}${clean}`;
}

export interface RegionPathMatch {
  /** The region named by the first path segment, or null when the path carries no region. */
  region: Region | null;
  /** The path without the region segment, always starting with "/". */
  path: string;
}

/** Splits "/us/engagement-rings" into US and "/engagement-rings". Unknown first segments are not regions. */
export function splitRegionPath(pathname: string): RegionPathMatch {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match) {
    const segment = match[1]!;
    // Only the lower-case form is a region prefix; "/US/..." is an ordinary path.
    if (segment === segment.toLowerCase()) {
      const region = parseRegion(segment);
      if (region) return { region, path: match[2] ?? "/" };
    }
  }
  return { region: null, path: pathname || "/" };
}

/**
 * The currency is the user's currency cookie, else the region's own currency, else the
 * per-region default map, else GBP.
 */
export function resolveCurrency(input: { cookie?: string | null; regionCurrency?: Currency | null; region?: Region | null }): Currency {
  return parseCurrency(input.cookie) ?? input.regionCurrency ?? (input.region ? REGION_CURRENCY[input.region] : null) ?? DEFAULT_CURRENCY;
}

/** The locale is the region's; en-gb when there is no region. */
export function resolveLocale(region: Region | null | undefined): Locale {
  return region ? REGION_LOCALE[region] : DEFAULT_LOCALE;
}

/**
 * Once chosen, the region comes from the locale cookie (when that region is active); until
 * then from the route.
 */
export function resolveRegion(input: { routeRegion: Region; cookie?: string | null; isActive?: (region: Region) => boolean }): Region {
  const chosen = parseLocaleCookie(input.cookie);
  if (chosen && (input.isActive ? input.isActive(chosen) : true)) return chosen;
  return input.routeRegion;
}

/**
 * Suggests a region from a country code (geo header) or an Accept-Language header; null when there is
 * nothing to go on.
 */
export function suggestRegion(input: { country?: string | null; acceptLanguage?: string | null }): Region | null {
  const fromCountry = input.country ? countryToRegion(input.country) : null;
  if (fromCountry) return fromCountry;
  if (!input.acceptLanguage) return null;
  const tags = input.acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: (tag ?? "").trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const country = tag.split("-")[1];
    if (country) {
      const region = countryToRegion(country);
      if (region) return region;
    }
  }
  return null;
}

/** The member states of the European Union (ISO 3166-1 alpha-2). Ireland has a region of its own; the others are the EU region's. */
export const EU_MEMBER_STATES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

const EU_COUNTRIES = new Set<string>(EU_MEMBER_STATES);

/** Maps an ISO 3166 country code to the region that serves it; any other country is INT. */
export function countryToRegion(country: string): Region | null {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  switch (code) {
    case "GB":
    case "UK":
    case "IM":
    case "JE":
    case "GG":
      return "UK";
    case "US":
      return "US";
    case "CA":
      return "CA";
    case "AU":
      return "AU";
    case "NZ":
      return "NZ";
    case "ZA":
      return "ZA";
    case "IE":
      return "IE";
    default:
      return EU_COUNTRIES.has(code) ? "EU" : "INT";
  }
}

/** The BCP 47 language tag of a locale ("en-gb" -> "en-GB"), for hreflang and Intl. */
export function languageTag(locale: Locale): string {
  const [lang, country] = locale.split("-");
  return `${lang}-${(country ?? "").toUpperCase()}`;
}
