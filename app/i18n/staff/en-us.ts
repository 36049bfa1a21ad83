import type { staffEnGb } from "./en-gb.ts";

/** en-us differences of the staff area (American spelling and usage). */
export const staffEnUs: Partial<Record<keyof typeof staffEnGb, string>> = {
  staff_audit_ORDER_CANCEL: "Canceled",
  staff_cancel_text: "Only an unpaid order can be canceled. Its stones return to sale.",
  staff_cancel_done: "Order canceled. Its stones are back on sale.",
  staff_dispatch_done: "Marked dispatched. The customer has been emailed the tracking number.",
  staff_customer_email: "Email",
  staff_customer_confirmed: "Email confirmed",
};
