/**
 * How a price treats tax: INCLUSIVE prices include the tax the store collects (VAT in the UK, EU and
 * IE; GST in AU and NZ); EXCLUSIVE prices leave it out and local taxes are added at checkout or
 * payable on import. Which regions are which: core/regions.ts REGION_TAX_TYPE.
 */
export const TAX_TYPES = ["INCLUSIVE", "EXCLUSIVE"] as const;
export type TaxType = (typeof TAX_TYPES)[number];
