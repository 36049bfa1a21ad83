import type { checkoutEnGb } from "./en-gb.ts";

/** en-us differences of the checkout's messages. */
export const checkoutEnUs: Partial<Record<keyof typeof checkoutEnGb, string>> = {
  co_description: "Shipping, payment and review of your order.",
  co_step_shipping: "Shipping",
  co_shipping_title: "Shipping",
  co_delivery: "Shipping",
  co_delivery_legend: "Shipping",
  co_express: "Express shipping",
  co_standard_delivery: "Free insured shipping, estimated {date}",
  co_express_delivery: "Express shipping, estimated {date}: {price}",
  co_address_legend: "Shipping address",
  co_review_address: "Shipping address",
  co_delivery_date: "Estimated delivery: {date}",
  co_email: "Email address",
  co_start_intro: "Enter your email address to check out. We will send your order confirmation there.",
  co_postcode: "ZIP code",
  co_city: "City",
  co_plan_DEPOSIT: "A deposit of {amount} now, the balance before shipping",
};
