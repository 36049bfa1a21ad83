import type { Messages } from "./en-gb.ts";

/** en-ca: Canadian usage keeps the British "jewellery" and "colour" (as Canadian jewellers write them). */
const messages: Partial<Messages> = {
  contact_phone: "+1 647 360 0410",
};
export default messages;
