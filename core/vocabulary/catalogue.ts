/** The kinds of design in the catalogue: each has its own listing pages and product URL grammar. */
export const CATALOGUE_KINDS = ["ENGAGEMENT_RING", "WEDDING_RING", "READY_TO_GO", "JEWELLERY"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
