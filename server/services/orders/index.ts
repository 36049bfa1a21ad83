// Orders: made by checkout from a bag, paid, followed through the workshop and the courier (docs/product.md#orders).

// Orders after placing: status changes, the customer's and the staff's reading, staff actions.
export { moveOrder, recordOrderEvent, orderLink, type OrderActor, type MoveDetails, type MoveOutcome, type MoveRefusal } from "./status.ts";
export {
  myOrders,
  myOrder,
  ownedPieces,
  staffOrders,
  staffOrder,
  staffCustomer,
  OWNED_STATUSES,
  type OrderView,
  type OrderLineView,
  type OrderImage,
  type OrderSummary,
  type OrderTransactionView,
  type OwnedPiece,
  type StaffOrderList,
  type StaffOrderView,
  type StaffCustomerView,
  type OrderEventView,
  type AuditEntryView,
} from "./queries.ts";
export {
  allocatePayment,
  dispatchOrder,
  cancelOrder,
  setOrderStatus,
  requireConsultant,
  recordStaffAction,
  suggestedAllocation,
  MANUAL_STATUSES,
  type AllocationInput,
  type ManualStatus,
  type StaffOutcome,
  type StaffRefusal,
} from "./staff.ts";
// End of orders after placing.

// Checkout: the bag made an order, its shipping, payment and placing; tax, balance and payment providers.
export {
  startCheckout,
  type StartCheckoutInput,
  type StartCheckoutOutcome,
  type CheckoutStarted,
  type StonesTaken,
  type BagNotReady,
  type PromoUnavailable,
} from "./checkout.ts";
export { setShipping, type ShippingInput } from "./shipping.ts";
export { setPayment, ACKNOWLEDGEMENT_MESSAGE, type PaymentInput } from "./payment.ts";
export { placeOrder, type PlaceOutcome, type PriceChange } from "./place.ts";
export {
  checkout,
  placedOrder,
  checkoutOrder,
  type CheckoutView,
  type CheckoutOrder,
  type CheckoutLine,
  type CheckoutRefusal,
} from "./view.ts";
export { balanceOf, depositOf, depositOffered, firstPayment, DEPOSIT_RULE, type Balance } from "./balance.ts";
export { salesTax, salesTaxRate, addsSalesTax, type SalesTax, type SalesTaxRate } from "./tax.ts";
export { savedAddresses, type SavedAddress } from "./addresses.ts";
export { BANK_ACCOUNTS, bankReference, isBankReference, type BankAccount, type BankField } from "./payments/bank-details.ts";
export {
  providerFor,
  methodsOffered,
  registerProvider,
  type PaymentProvider,
  type StartedPayment,
  type PaymentUpdate,
} from "./payments/provider.ts";
export { cookieOrderIds, CHECKOUT_COOKIE } from "./access.ts";
// End of checkout.

// Reservations: an unpaid order's stones and ready-to-go units held until it is paid or its reservation ends.
export {
  reserveForOrder,
  releaseForOrder,
  markHoldsSold,
  scheduleReservationExpiry,
  configureReservations,
  reservationEnd,
  reservationJobHandlers,
  type ReservationLine,
  type ReservationOutcome,
  type TakenLine,
} from "./reservations.ts";
// End of reservations.
