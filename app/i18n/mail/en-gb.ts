/**
 * The store's e-mails in en-gb, rendered on the server only (server/mail), so they are not part of the
 * browser's bundle. The brand name, contact details and tagline come from the built-in messages
 * (`brand_name`, `contact_phone`, `contact_email`, `brand_tagline`). Minutes use ICU plurals.
 */
import { checkoutMailEnGb } from "./checkout-en-gb.ts";

export const mailEnGb = {
  ...checkoutMailEnGb,
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
  mail_welcome_subject_confirm: "Confirm your e-mail address for {brand}",
  mail_welcome_preview: "Confirm your address with one click, or enter the code {code}.",
  mail_welcome_heading: "Welcome, {firstName}",
  mail_welcome_heading_unnamed: "Welcome to {brand}",
  mail_welcome_intro:
    "Thank you for creating a {brand} account. Confirm that this address is yours to finish: use the button below, or enter the code on the page where you registered. The link and the code work once, for the next {days, plural, one {# day} other {# days}}.",
  mail_welcome_button: "Confirm my address",
  mail_welcome_code_label: "Or enter this code:",
  mail_welcome_ignore: "If you did not create an account, you can ignore this e-mail: without it the account cannot be used.",
  mail_welcome_ready_preview: "Your account is ready.",
  mail_welcome_ready_intro: "Your {brand} account is ready. Sign in with Google whenever you like, or ask for a sign-in link by e-mail.",
  mail_welcome_ready_button: "Go to your account",
  mail_welcome_outro: "Our experts are here to help with everything from choosing a diamond to finding your ring size.",

  mail_sign_in_link_subject: "Your link to {brand}",
  mail_sign_in_link_preview: "{consultant} sent you a link to your account.",
  mail_sign_in_link_heading: "A link to your account",
  mail_sign_in_link_intro:
    "{consultant} of {brand} sent you this link: it opens your account without a password, once, within the next {hours, plural, one {# hour} other {# hours}}.",
  mail_sign_in_link_button: "Open my account",
  mail_sign_in_link_ignore:
    "If you were not expecting this e-mail, you can ignore it. To change your password or details you will be asked to sign in.",

  mail_password_reset_subject: "Choose a new password for {brand}",
  mail_password_reset_preview: "Use this link to choose a new password.",
  mail_password_reset_heading: "Choose a new password",
  mail_password_reset_intro:
    "We received a request to reset the password of your account. The link works once, for the next {minutes, plural, one {# minute} other {# minutes}}.",
  mail_password_reset_button: "Choose a new password",
  mail_password_reset_ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",

  mail_order_paid_subject: "Payment received for order #{orderId}: {brand}",
  mail_order_paid_heading: "Thank you: your payment has arrived",
  mail_order_paid_intro: "We have received your payment for order #{orderId}. Paid so far: {paid} of {total}.",
  mail_order_paid_balance: "The balance still due is {due}. You can pay it from your order whenever you are ready.",
  mail_order_paid_in_full: "Your order is paid in full. Our workshop will now prepare it for you.",
  mail_order_view_button: "View your order",
  mail_order_dispatched_subject: "Order #{orderId} is on its way: {brand}",
  mail_order_dispatched_heading: "Your order is on its way",
  mail_order_dispatched_intro: "Good news: order #{orderId} has left our workshop and is on its way to you, fully insured.",
  mail_order_dispatched_tracking: "Courier: {company}. Tracking number: {tracking}.",
};

export type MailMessageId = keyof typeof mailEnGb;
export type MailMessages = Record<MailMessageId, string>;
