/**
 * The store's e-mails in en-gb, rendered on the server only (server/mail), so they are not part of the
 * browser's bundle. The brand name, contact details and tagline come from the built-in messages
 * (`brand_name`, `contact_phone`, `contact_email`, `brand_tagline`). Minutes use ICU plurals.
 */
export const mailEnGb = {
  mail_greeting: "Hello,",
  mail_greeting_named: "Dear {firstName},",
  mail_button_fallback: "If the button does not work, copy this address into your browser:",
  mail_sign_off: "With best wishes,",
  mail_sign_off_team: "The {brand} team",
  mail_footer_help: "Questions? Call us on {phone} or e-mail {email}.",
  mail_footer_reason: "You are receiving this e-mail because it was requested on {brand} with this address.",

  mail_magic_link_subject: "Your sign-in link and code for {brand}",
  mail_magic_link_preview: "Sign in with one click, or enter the code {code}.",
  mail_magic_link_heading: "Sign in to your account",
  mail_magic_link_intro:
    "Use the button below to sign in. The link and the code work once, for the next {minutes, plural, one {# minute} other {# minutes}}.",
  mail_magic_link_button: "Sign in",
  mail_magic_link_code_label: "Or enter this code on the sign-in page:",
  mail_magic_link_ignore: "If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.",

  mail_welcome_subject: "Welcome to {brand}",
  mail_welcome_preview: "Your account is ready: set a password to sign in whenever you like.",
  mail_welcome_heading: "Welcome, {firstName}",
  mail_welcome_heading_unnamed: "Welcome to {brand}",
  mail_welcome_intro:
    "Your {brand} account is ready. Set a password to sign in whenever you like, or ask for a sign-in link each time.",
  mail_welcome_button: "Set your password",
  mail_welcome_outro: "Our experts are here to help with everything from choosing a diamond to finding your ring size.",

  mail_password_reset_subject: "Choose a new password for {brand}",
  mail_password_reset_preview: "Use this link to choose a new password.",
  mail_password_reset_heading: "Choose a new password",
  mail_password_reset_intro:
    "We received a request to reset the password of your account. The link works once, for the next {minutes, plural, one {# minute} other {# minutes}}.",
  mail_password_reset_button: "Choose a new password",
  mail_password_reset_ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
};

export type MailMessageId = keyof typeof mailEnGb;
export type MailMessages = Record<MailMessageId, string>;
