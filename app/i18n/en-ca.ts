import type { Messages } from "./en-gb.ts";

/** en-ca: Canadian usage follows American spelling for jewelry. */
const messages: Partial<Messages> = {
  brand_tagline: "Bespoke engagement rings and fine jewelry, handmade in London",
  home_jewellery: "Fine jewelry",
  contact_phone: "+1 647 360 0410",
};
export default messages;
