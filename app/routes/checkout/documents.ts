/**
 * The checkout's documents (docs/product.md#checkout), sent in process by the checkout pages' loaders
 * and actions. Result types are generated (app/graphql/, `npm run codegen`).
 */
import { graphql } from "../../graphql/index.ts";

export const CHECKOUT_ORDER = graphql(`
  fragment CheckoutOrder on Order {
    id
    number
    status
    email
    phoneNumber { countryCode nationalNumber international }
    express
    deliveryDate
    promoCode
    taxName
    paymentPlan
    paymentMethod
    bankReference
    placedAt
    reservedUntil
    address { name line1 line2 city subdivision postcode country countryName }
    lines {
      id
      name
      description
      quantity
      href
      image { ...SiteImage }
      unitPrice { amount currency }
      unitListPrice { amount currency }
      total { amount currency }
    }
    subtotal { amount currency }
    discount { amount currency }
    shipping { amount currency }
    tax { amount currency }
    total { amount currency }
    deposit { amount currency }
    payNow { amount currency }
    bankAccount { accountName bankName fields { code value } }
  }
`);

export const CHECKOUT_QUERY = graphql(`
  query CheckoutStep($orderId: Int!) {
    checkout(orderId: $orderId) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Checkout {
        order { ...CheckoutOrder }
        express { price { amount currency } date }
        depositOffer { amount currency }
        paymentMethods
        deliveryCountries
        savedAddresses { id name line1 line2 city subdivision postcode country phone }
      }
    }
  }
`);

export const PLACED_ORDER_QUERY = graphql(`
  query CheckoutPlacedOrder($orderId: Int!) {
    placedOrder(orderId: $orderId) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Order { ...CheckoutOrder }
    }
  }
`);

export const START_CHECKOUT = graphql(`
  mutation StartCheckout($email: String) {
    startCheckout(email: $email) {
      __typename
      ... on CheckoutStarted { orderId }
      ... on StonesTaken { stones { identifier name } }
      ... on PromoUnavailable { code }
    }
  }
`);

export const SET_SHIPPING = graphql(`
  mutation CheckoutSetShipping($orderId: Int!, $input: CheckoutShippingInput!) {
    setCheckoutShipping(orderId: $orderId, input: $input) { __typename }
  }
`);

export const SET_PAYMENT = graphql(`
  mutation CheckoutSetPayment($orderId: Int!, $input: CheckoutPaymentInput!) {
    setCheckoutPayment(orderId: $orderId, input: $input) { __typename }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation CheckoutPlaceOrder($orderId: Int!, $placeKey: String!, $acceptPrices: Boolean) {
    placeOrder(orderId: $orderId, placeKey: $placeKey, acceptPrices: $acceptPrices) {
      __typename
      ... on OrderPlaced { orderId }
      ... on PricesChanged { lines { lineId name was { amount currency } now { amount currency } } }
    }
  }
`);
