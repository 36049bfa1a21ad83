import type { MailMessages } from "./en-gb.ts";
import { checkoutMailEnUs } from "./checkout-en-us.ts";

/** en-us differences of the e-mails: American usage ("email", a less formal greeting). */
export const mailEnUs: Partial<MailMessages> = {
  ...checkoutMailEnUs,
  mail_greeting_named: "Hi {firstName},",
  mail_sign_off: "Best wishes,",
  mail_footer_help: "Questions? Call us at {phone} or email {email}.",
  mail_footer_reason: "You are receiving this email because it was requested on {brand} with this address.",
  mail_magic_link_ignore: "If you did not ask to sign in, you can ignore this email: nobody can sign in without it.",
  mail_welcome_subject_confirm: "Confirm your email address for {brand}",
  mail_welcome_ignore: "If you did not create an account, you can ignore this email: without it the account cannot be used.",
  mail_welcome_ready_intro: "Your {brand} account is ready. Sign in with Google whenever you like, or ask for a sign-in link by email.",
  mail_sign_in_link_ignore:
    "If you were not expecting this email, you can ignore it. To change your password or details you will be asked to sign in.",
  mail_password_reset_ignore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
};
