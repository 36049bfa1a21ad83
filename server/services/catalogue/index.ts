/**
 * The catalogue (docs/product.md#the-catalogue): listings with filters, facets, sorting and pages, and product pages
 * with everything a visitor chooses from. Prices are in the requested currency with the region's
 * tax treatment (server/services/pricing.ts).
 */

export type { FacetField, Term } from "./terms.ts";
export { KARAT_TERMS } from "./terms.ts";
export { metalInfo, productUrl, type CatalogueCard, type MetalInfo, type Money, type Rating } from "./cards.ts";
export { DEFAULT_PAGE_SIZE, catalogueListing, catalogueListingInput, type CatalogueListing, type CatalogueListingInput, type Facet, type FacetValue } from "./listing-page.ts";
export {
  catalogueProduct,
  catalogueProductInput,
  type CatalogueProduct,
  type CatalogueProductInput,
  type CatalogueReview,
  type ReadyToGoItem,
  type RingSizeChoice,
  type SwitchOption,
} from "./product-page.ts";
