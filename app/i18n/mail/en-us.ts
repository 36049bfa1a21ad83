import type { MailMessages } from "./en-gb.ts";

/** en-us differences of the e-mails: American usage ("email", a less formal greeting). */
export const mailEnUs: Partial<MailMessages> = {
  mail_greeting_named: "Hi {firstName},",
  mail_sign_off: "Best wishes,",
  mail_footer_help: "Questions? Call us at {phone} or email {email}.",
  mail_footer_reason: "You are receiving this email because it was requested on {brand} with this address.",
  mail_magic_link_ignore: "If you did not ask to sign in, you can ignore this email: nobody can sign in without it.",
  mail_password_reset_ignore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
};
