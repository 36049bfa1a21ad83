import type { Messages } from "./en-gb.ts";

/** en-nz: differences from en-gb. */
const messages: Partial<Messages> = {
  contact_phone: "+64 9 888 0410",
};
export default messages;
