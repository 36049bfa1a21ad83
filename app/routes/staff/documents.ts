/**
 * The staff area's documents (docs/product.md#staff-area), sent in process by its loaders. Result
 * types are generated (app/graphql/, `npm run codegen`).
 */
import { graphql } from "../../graphql/index.ts";

/** Placed orders of a status (or all), with every status's count. */
export const STAFF_ORDERS_QUERY = graphql(`
  query StaffOrders($status: OrderStatus) {
    staffOrders(status: $status) {
      status
      counts { status count }
      orders {
        id
        status
        placedAt
        total { amount currency }
        lineCount
        firstLineName
        firstLineImage { urlTemplate alt }
        customer { email firstName lastName }
      }
    }
  }
`);

/** A customer's details and every order they made. */
export const STAFF_CUSTOMER_QUERY = graphql(`
  query StaffCustomer($customerId: String!) {
    staffCustomer(customerId: $customerId) {
      customerId
      email
      firstName
      lastName
      phone
      region
      currency
      createdAt
      emailVerified
      orders {
        id
        status
        placedAt
        total { amount currency }
      }
    }
  }
`);

/** Any order with its customer, history and the staff's recorded actions. */
export const STAFF_ORDER_QUERY = graphql(`
  query StaffOrder($orderId: Int!) {
    staffOrder(orderId: $orderId) {
      order { ...MyOrderDetails }
      region
      currency
      customer { customerId email firstName lastName }
      events { id from to actorKind actor impersonator note at }
      audit { id action actor details { key value } at }
    }
  }
`);
