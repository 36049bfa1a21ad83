import type { Messages } from "./en-gb.ts";

/** en-ie: differences from en-gb. */
const messages: Partial<Messages> = {
  contact_phone: "+353 1 524 0410",
};
export default messages;
