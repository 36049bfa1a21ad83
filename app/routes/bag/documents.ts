import { graphql } from "../../graphql/index.ts";

/**
 * The bag's GraphQL documents (docs/product.md#the-bag): the server renders the bag's page with
 * BAG_QUERY in process (the visitor's cookie travelling with it), the page's forms post to its action,
 * which sends the mutations in process too, and once the page's scripts run they send the same
 * mutations through the browser's client. Result types are generated (app/graphql/, `npm run codegen`).
 */

graphql(`
  fragment BagFields on Bag {
    id
    count
    checkoutable
    deliveryDate
    expressDeliveryDate
    expressPrice { amount currency }
    subtotal { amount currency }
    total { amount currency }
    promo { code applied reason discount { amount currency } }
    lines {
      id
      kind
      quantity
      unique
      name
      description
      href
      image { ...SiteImage }
      unitPrice { amount currency }
      unitListPrice { amount currency }
      total { amount currency }
      available
      unavailableReason
      similarStonesShape
      similarStones { identifier title url price { amount currency } photo { ...SiteImage } }
    }
  }
`);

export const BAG_QUERY = graphql(`
  query Bag($region: Region, $currency: Currency, $locale: Locale) {
    bag(region: $region, currency: $currency, locale: $locale) { ...BagFields }
  }
`);

export const ADD_TO_BAG = graphql(`
  mutation AddToBag($input: AddToBagInput!, $region: Region, $currency: Currency) {
    addToBag(input: $input, region: $region, currency: $currency) {
      __typename
      ... on BagChanged { lineId bag { count } }
      ... on BagRefused { errorCode message reason available }
    }
  }
`);

export const REMOVE_FROM_BAG = graphql(`
  mutation RemoveFromBag($lineId: ID!, $region: Region, $currency: Currency) {
    removeFromBag(lineId: $lineId, region: $region, currency: $currency) {
      __typename
      ... on BagChanged { bag { ...BagFields } }
      ... on BagRefused { errorCode message reason available }
    }
  }
`);

export const SET_BAG_LINE_QUANTITY = graphql(`
  mutation SetBagLineQuantity($lineId: ID!, $quantity: Int!, $region: Region, $currency: Currency) {
    setBagLineQuantity(lineId: $lineId, quantity: $quantity, region: $region, currency: $currency) {
      __typename
      ... on BagChanged { bag { ...BagFields } }
      ... on BagRefused { errorCode message reason available }
    }
  }
`);

export const APPLY_PROMO_CODE = graphql(`
  mutation ApplyPromoCode($code: String!, $region: Region, $currency: Currency) {
    applyPromoCode(code: $code, region: $region, currency: $currency) { ...BagFields }
  }
`);

export const REMOVE_PROMO_CODE = graphql(`
  mutation RemovePromoCode($region: Region, $currency: Currency) {
    removePromoCode(region: $region, currency: $currency) { ...BagFields }
  }
`);
