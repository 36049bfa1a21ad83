import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import { graphql } from "../../graphql/index.ts";
import type {
  CatalogueListingInput,
  CatalogueListingQuery,
  CatalogueProductInput,
  CatalogueProductQuery,
  ProductCardFragment,
} from "../../graphql/graphql.ts";

/**
 * The GraphQL documents of the catalogue pages. The server renderer runs them in process and the
 * browser sends the listing one again when the hash filters change (ADR 0003, 0010). Their result
 * types are generated from the schema (app/graphql/, `npm run codegen`).
 */

/** What a product card shows (ProductCard's cardOf, and the product page's related designs). */
graphql(`
  fragment ProductCard on CatalogueCard {
    id
    productName
    url
    image { ...SiteImage }
    hoverImage { ...SiteImage }
    salePrice { amount currency }
    metal { systemCode label }
    shape { systemCode label }
    rating { average count }
    expressEligible
  }
`);

export const LISTING_QUERY = graphql(`
  query CatalogueListing($input: CatalogueListingInput!) {
    catalogueListing(input: $input) {
      items { ...ProductCard }
      total
      page
      pageSize
      pageCount
      facets { field values { code slug count selected } }
      priceRange { min { amount currency } max { amount currency } }
      sort
      currency
      taxType
    }
  }
`);

export const PRODUCT_QUERY = graphql(`
  query CatalogueProduct($input: CatalogueProductInput!) {
    catalogueProduct(input: $input) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on CatalogueProduct {
        id
        catalogueCode
        kind
        productName
        slug
        suffixSlug
        description
        sku
        url
        primaryMetal { systemCode slug label karat }
        shape { systemCode slug label }
        image { ...SiteImage }
        images { ...SiteImage }
        spinImages(first: 1) { ...SiteImage }
        spinFrameCount
        salePrice { amount currency }
        taxType
        metals { metal { systemCode label } url selected salePrice { amount currency } }
        shapes { shape { systemCode label } url selected salePrice { amount currency } }
        ringStyles { code label }
        designStyles { code label }
        designFeatures { code label }
        productType { code label }
        gemstones { code label }
        bandWidth
        centreStoneConstraints { shapes { systemCode label } weight { min max } }
        expressEligible
        deliveryDays
        deliveryDate
        expressDeliveryDate
        orderDeadline
        stock { sku stoneShape { label } stoneCarat stoneColour stoneClarity ringSize { label value } quantity readyToShip }
        ringSizes { label value }
        recommendedRingSize { label value }
        financeAvailable
        reviews { average count items { id author rating title body date } }
        related { ...ProductCard }
      }
    }
  }
`);

/**
 * The frames of a product's 360 view, asked for by the browser when the visitor turns to it (the
 * page's data carries the first frame only, the one the thumbnail shows).
 */
export const SPIN_FRAMES_QUERY = graphql(`
  query CatalogueSpinFrames($input: CatalogueProductInput!) {
    catalogueProduct(input: $input) {
      __typename
      ... on CatalogueProduct { spinImages { ...SiteImage } }
    }
  }
`);

export type CatalogueKindCode = CatalogueKind;
export type TaxTypeCode = TaxType;

export type CardData = ProductCardFragment;
export type ListingData = CatalogueListingQuery["catalogueListing"];
export type FacetData = ListingData["facets"][number];
export type FacetFieldCode = FacetData["field"];
export type ListingInput = CatalogueListingInput;

/** What the product lookup answers: the product, or an error result the page turns into a 404. */
export type ProductResult = CatalogueProductQuery["catalogueProduct"];
export type ProductData = Extract<ProductResult, { __typename: "CatalogueProduct" }>;
export type ProductInput = CatalogueProductInput;
