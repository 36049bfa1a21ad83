/**
 * How a price treats tax: INCLUSIVE prices include VAT (UK, EU, IE); EXCLUSIVE prices leave it out
 * and local taxes are added at checkout or payable on import.
 */
export const TAX_TYPES = ["INCLUSIVE", "EXCLUSIVE"] as const;
export type TaxType = (typeof TAX_TYPES)[number];
