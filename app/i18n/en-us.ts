import type { Messages } from "./en-gb.ts";
import { catalogueEnUs } from "./catalogue/en-us.ts";
import { stonesEnUs } from "./stones/en-us.ts";
import { ringBuilderEnUs } from "./ring-builder/en-us.ts";
import { accountsEnUs } from "./accounts/en-us.ts";
import { ordersEnUs } from "./orders/en-us.ts";
import { staffEnUs } from "./staff/en-us.ts";
import { checkoutEnUs } from "./checkout/en-us.ts";
import { bagEnUs } from "./bag/en-us.ts";

/** en-us: American spelling and the New York number. */
const messages: Partial<Messages> = {
  brand_tagline: "Bespoke engagement rings and fine jewelry, handmade in London",
  home_jewellery: "Fine jewelry",
  meta_default_title: "Hatton & Vale | Engagement rings and fine jewelry",
  meta_default_description:
    "Bespoke engagement rings, wedding rings and fine jewelry, handmade in London. Natural and lab-grown diamonds and gemstones.",
  contact_phone: "+1 646 907 0410",
  ...catalogueEnUs,
  ...stonesEnUs,
  ...ringBuilderEnUs,
  ...accountsEnUs,
  ...ordersEnUs,
  ...staffEnUs,
  ...bagEnUs,
  ...checkoutEnUs,
};
export default messages;
