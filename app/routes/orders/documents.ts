/**
 * The documents of a customer's order pages (docs/product.md#orders): My orders in the profile with
 * the order `?id=` opens, and the page that pays a balance. Their loaders send them in process.
 * Result types are generated (app/graphql/, `npm run codegen`).
 */
import { graphql } from "../../graphql/index.ts";

graphql(`
  fragment MyOrderSummary on CustomerOrderSummary {
    id
    status
    placedAt
    total { amount currency }
    lineCount
    firstLineName
    firstLineImage { urlTemplate alt }
  }
`);

graphql(`
  fragment MyOrderDetails on CustomerOrder {
    id
    status
    placedAt
    lines {
      id
      kind
      quantity
      name
      description
      image { urlTemplate alt }
      unitPrice { amount currency }
      unitListPrice { amount currency }
      total { amount currency }
    }
    subtotal { amount currency }
    discount { amount currency }
    shipping { amount currency }
    tax { amount currency }
    total { amount currency }
    saved { amount currency }
    promoCode
    promoApplied
    paymentPlan
    paymentMethod
    deposit { amount currency }
    paid { amount currency }
    due { amount currency }
    bankReference
    address { name line1 line2 city subdivision postcode country }
    phoneInternational
    deliveryDate
    dispatchedAt
    shippingCompany
    trackingNumber
    deliveredAt
    transactions {
      id
      method
      kind
      status
      amount { amount currency }
      createdAt
    }
  }
`);

/** The signed-in customer's placed orders, newest first. */
export const MY_ORDERS_QUERY = graphql(`
  query MyOrders {
    myOrders { ...MyOrderSummary }
  }
`);

/** One of the signed-in customer's placed orders, or CustomerOrderNotFound. */
export const MY_ORDER_QUERY = graphql(`
  query MyOrder($orderId: Int!) {
    myOrder(orderId: $orderId) {
      __typename
      ... on CustomerOrder { ...MyOrderDetails }
    }
  }
`);

/** My orders with the order the address opens, in one request. */
export const MY_ORDERS_WITH_ORDER_QUERY = graphql(`
  query MyOrdersWithOrder($orderId: Int!) {
    myOrders { ...MyOrderSummary }
    myOrder(orderId: $orderId) {
      __typename
      ... on CustomerOrder { ...MyOrderDetails }
    }
  }
`);

/** The pieces the signed-in customer owns (or the one line `lineId` names). */
export const MY_OWNED_PIECES_QUERY = graphql(`
  query MyOwnedPieces($lineId: Int) {
    myOwnedPieces(lineId: $lineId) {
      line {
        id
        kind
        quantity
        name
        description
        image { urlTemplate alt }
        unitPrice { amount currency }
        unitListPrice { amount currency }
        total { amount currency }
      }
      orderId
      status
      dispatchedAt
      deliveredAt
      certificate { lab number url }
    }
  }
`);
