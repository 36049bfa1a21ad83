/**
 * The catalogue (docs/product.md#the-catalogue): listings with filters, facets, sorting and pages, and product pages
 * with everything a visitor chooses from. Prices are in the requested currency with the region's
 * tax treatment (server/services/pricing.ts).
 */

export type { Term } from "./terms.ts";
export type { CatalogueCard, MetalInfo } from "./cards.ts";
export { catalogueListing, type CatalogueListing, type Facet, type FacetValue } from "./listing-page.ts";
export {
  catalogueProduct,
  type CatalogueProduct,
  type CatalogueReview,
  type ReadyToGoItem,
  type RingSizeChoice,
  type SwitchOption,
} from "./product-page.ts";
export { engagementSetting, settingGallery, settingImage, settingUrl, type Setting } from "./setting.ts";
export { centreStoneGem, type CentreStoneDrawing } from "./images.ts";
export { metalInfo } from "./cards.ts";
export { FACET_FIELDS } from "./terms.ts";
export { cheapestPrices } from "./cheapest.ts";
export {
  readyToGoBySku,
  readyToGoForLines,
  variantIdOf,
  variantKind,
  variantsForLines,
  type ReadyToGoForLine,
  type VariantForLine,
} from "./variants.ts";
