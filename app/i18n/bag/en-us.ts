import type { bagEnGb } from "./en-gb.ts";

/** en-us differences of the bag's words (the store keeps "bag"; American spelling of jewelry and recognize). */
export const bagEnUs: Partial<Record<keyof typeof bagEnGb, string>> = {
  bag_empty_jewellery: "Jewelry",
  bag_promo_NOT_FOUND: "We do not recognize the code {code}.",
  bag_checkout_email: "Your email address",
};
