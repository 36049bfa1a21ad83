/**
 * How a price treats tax: INCLUSIVE prices include the tax the store collects (VAT in the UK, EU and
 * IE; GST in AU and NZ); EXCLUSIVE prices leave it out and local taxes are added at checkout or
 * payable on import. Which regions are which: core/regions.ts REGION_TAX_TYPE.
 */
export const TAX_TYPES = ["INCLUSIVE", "EXCLUSIVE"] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/**
 * What a price says about tax, the note every price of the store is shown with
 * (docs/decisions/0206-tax-treatment-per-region.md); each region's: core/regions.ts taxNote.
 */
export const TAX_NOTES = ["VAT_INCLUDED", "GST_INCLUDED", "SALES_TAX_AT_CHECKOUT", "IMPORT_TAXES_ON_DELIVERY"] as const;
export type TaxNote = (typeof TAX_NOTES)[number];
