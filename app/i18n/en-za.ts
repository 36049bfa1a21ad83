import type { Messages } from "./en-gb.ts";

/** en-za: differences from en-gb. */
const messages: Partial<Messages> = {
  contact_phone: "+27 21 300 0410",
};
export default messages;
