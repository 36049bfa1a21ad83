import type { Messages } from "./en-gb.ts";

/** en-nz: differences from en-gb. */
const messages: Partial<Messages> = {
  cat_tax_included: "GST included",
  cat_prices_include_vat: "Prices include GST",
  contact_phone: "+64 9 888 0410",
};
export default messages;
