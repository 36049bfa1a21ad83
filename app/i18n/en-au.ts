import type { Messages } from "./en-gb.ts";

/** en-au: differences from en-gb. */
const messages: Partial<Messages> = {
  contact_phone: "+61 2 8880 0410",
};
export default messages;
