import { DEFAULT_REGION, REGION_CURRENCY, REGION_LOCALE, REGION_TAX_TYPE, type Currency, type Locale, type Region } from "./regions.ts";
import type { TaxType } from "./vocabulary/tax.ts";

/**
 * The market a price or a page is for: the region, the currency prices are shown in, the locale
 * words and numbers are formatted in, and the region's tax treatment. Every domain that shows a price
 * takes its market from `resolveMarket`, so one request is priced the same way everywhere.
 */
export interface Market {
  region: Region;
  currency: Currency;
  locale: Locale;
  taxType: TaxType;
}

/** What a caller may name explicitly (a GraphQL input, a loader); anything left out comes from the request. */
export interface MarketInput {
  region?: Region | null;
  currency?: Currency | null;
  locale?: Locale | null;
}

/** The region, currency and locale resolved for the request (the `RequestContext` has these). */
export interface RequestMarket {
  region: Region;
  currency: Currency;
  locale?: Locale;
}

/** The region's tax treatment, as the region data states it (`REGION_TAX_TYPE`). */
export function taxTypeFor(region: Region): TaxType {
  return REGION_TAX_TYPE[region];
}

/**
 * The market of a request and the caller's explicit choices:
 * - the region is the one named, else the request's (else the default region);
 * - the currency is the one named; else, for the request's own region, the request's currency (which
 *   follows the visitor's currency choice); for any other region, that region's own currency;
 * - the locale likewise: named, else the request's for its own region, else the region's locale;
 * - the tax treatment always follows the region.
 */
export function resolveMarket(request: RequestMarket | null | undefined, input: MarketInput = {}): Market {
  const region = input.region ?? request?.region ?? DEFAULT_REGION;
  const own = request !== null && request !== undefined && request.region === region;
  return {
    region,
    currency: input.currency ?? (own ? request.currency : REGION_CURRENCY[region]),
    locale: input.locale ?? (own && request.locale ? request.locale : REGION_LOCALE[region]),
    taxType: taxTypeFor(region),
  };
}
