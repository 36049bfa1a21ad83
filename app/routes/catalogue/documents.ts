import type { Currency, Locale, Region } from "../../../core/regions.ts";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { ImageData, MoneyData } from "../../components/catalogue/types.ts";

/**
 * The GraphQL documents of the catalogue pages. The server renderer runs them in process and the
 * browser sends the listing one again when the hash filters change (ADR 0003, 0010).
 */

const IMAGE = `id alt sizes { LARGE { url sources { url mimeType } } LARGE_X2 { url sources { url mimeType } } }`;

const CARD = `
  id
  productName
  url
  image { ${IMAGE} }
  hoverImage { ${IMAGE} }
  salePrice { amount currency }
  metal { systemCode label }
  shape { systemCode label }
  rating { average count }
  expressEligible
`;

export const LISTING_QUERY = /* GraphQL */ `
  query CatalogueListing($input: CatalogueListingInput!) {
    catalogueListing(input: $input) {
      items { ${CARD} }
      total
      page
      pageSize
      pageCount
      facets { field values { code slug label count selected } }
      priceRange { min { amount currency } max { amount currency } }
      sort
      currency
      taxType
    }
  }
`;

export const PRODUCT_QUERY = /* GraphQL */ `
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
      image { ${IMAGE} }
      images { ${IMAGE} }
      spinImages { ${IMAGE} }
      salePrice { amount currency }
      taxType
      metals { metal { systemCode label } url selected salePrice { amount currency } }
      shapes { shape { systemCode label } url selected salePrice { amount currency } }
      ringStyles { code label }
      categories { code label }
      designStyles { code label }
      designFeatures { code label }
      productType { code label }
      productStyles { code label }
      gemstones { code label }
      bandWidth
      centreStoneConstraints { shapes { systemCode label } weight { min max } }
      deliveryDays
      expressEligible
      deliveryDate
      expressDeliveryDate
      orderDeadline
      readyToShip
      stock { sku stoneShape { label } stoneCarat stoneColour stoneClarity ringSize { label } quantity readyToShip }
      ringSizes { id label value type }
      recommendedRingSize { id label value type }
      financeAvailable
      reviews { average count items { id author rating title body date } }
      related { ${CARD} }
      }
    }
  }
`;

export type CatalogueKindCode = CatalogueKind;
export type TaxTypeCode = TaxType;

export interface CardData {
  id: string;
  productName: string;
  url: string;
  image: ImageData;
  hoverImage: ImageData;
  salePrice: MoneyData;
  metal: { systemCode: string; label: string };
  shape: { systemCode: string; label: string } | null;
  rating: { average: number | null; count: number };
  expressEligible: boolean;
}

export type FacetFieldCode =
  | "CATEGORY"
  | "PRODUCT_TYPE"
  | "PRODUCT_STYLE"
  | "GEMSTONE"
  | "METAL"
  | "KARAT"
  | "RING_STYLE"
  | "SHAPE"
  | "DESIGN_STYLE"
  | "DESIGN_FEATURE";

export interface FacetData {
  field: FacetFieldCode;
  values: { code: string; slug: string; label: string; count: number; selected: boolean }[];
}

export interface ListingData {
  items: CardData[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: FacetData[];
  priceRange: { min: MoneyData; max: MoneyData } | null;
  sort: string;
  currency: Currency;
  taxType: TaxTypeCode;
}

export interface ListingInput extends Record<string, unknown> {
  kind: CatalogueKindCode;
  region: Region;
  currency: Currency;
  locale: Locale;
  metal?: string | null;
  ringStyle?: string | null;
  shape?: string | null;
  designStyle?: string | null;
  designFeatures?: string[] | null;
  category?: string | null;
  productType?: string | null;
  productStyle?: string | null;
  gemstone?: string | null;
  karat?: number | null;
  readyToShip?: boolean | null;
  priceMin?: number | null;
  priceMax?: number | null;
  sort?: string | null;
  page?: number | null;
  recommendations?: boolean | null;
}

export interface RingSizeData {
  id: string;
  label: string;
  value: string;
  type: string;
}

export interface TermData {
  code: string;
  label: string;
}

/** What the product lookup answers: the product, or an error result the page turns into a 404. */
export type ProductResult = ({ __typename: "CatalogueProduct" } & ProductData) | { __typename: "CatalogueProductNotFound"; errorCode: "NOT_FOUND"; message: string };

export interface ProductData {
  id: string;
  catalogueCode: string;
  kind: CatalogueKindCode;
  productName: string;
  slug: string;
  suffixSlug: string | null;
  description: string;
  sku: string;
  url: string;
  primaryMetal: { systemCode: string; slug: string; label: string; karat: number | null };
  shape: { systemCode: string; slug: string; label: string } | null;
  image: ImageData;
  images: ImageData[];
  spinImages: ImageData[];
  salePrice: MoneyData;
  taxType: TaxTypeCode;
  metals: { metal: { systemCode: string; label: string }; url: string; selected: boolean; salePrice: MoneyData }[];
  shapes: { shape: { systemCode: string; label: string }; url: string; selected: boolean; salePrice: MoneyData }[];
  ringStyles: TermData[];
  categories: TermData[];
  designStyles: TermData[];
  designFeatures: TermData[];
  productType: TermData | null;
  productStyles: TermData[];
  gemstones: TermData[];
  bandWidth: number | null;
  centreStoneConstraints: { shapes: { systemCode: string; label: string }[]; weight: { min: number | null; max: number | null } } | null;
  deliveryDays: number;
  expressEligible: boolean;
  deliveryDate: string;
  expressDeliveryDate: string | null;
  orderDeadline: string;
  readyToShip: boolean;
  stock: {
    sku: string;
    stoneShape: { label: string } | null;
    stoneCarat: number;
    stoneColour: string;
    stoneClarity: string;
    ringSize: { label: string } | null;
    quantity: number;
    readyToShip: boolean;
  }[];
  ringSizes: RingSizeData[];
  recommendedRingSize: RingSizeData | null;
  financeAvailable: boolean;
  reviews: { average: number | null; count: number; items: { id: string; author: string; rating: number; title: string; body: string; date: string }[] };
  related: CardData[];
}

export interface ProductInput extends Record<string, unknown> {
  kind: CatalogueKindCode;
  slug: string;
  metal: string;
  shape?: string | null;
  suffix?: string | null;
  region: Region;
  currency: Currency;
  locale: Locale;
}
