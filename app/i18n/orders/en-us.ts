import type { ordersEnGb } from "./en-gb.ts";

/** en-us differences of a customer's orders (American spelling and usage). */
export const ordersEnUs: Partial<Record<keyof typeof ordersEnGb, string>> = {
  order_status_CANCELLED: "Canceled",
  order_pay_bank_text:
    "Transfer {due} to the account below, quoting your reference so that we can match it to your order. We will email you as soon as it arrives.",
};
