import type { checkoutMailEnGb } from "./checkout-en-gb.ts";

/** en-us differences of the "order placed" mail. */
export const checkoutMailEnUs: Partial<Record<keyof typeof checkoutMailEnGb, string>> = {
  mail_order_placed_pay_deposit:
    "Please pay the deposit of {amount} by bank transfer now; the balance of {later} is paid before your order ships.",
};
