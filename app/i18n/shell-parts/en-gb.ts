/**
 * The messages in en-gb (built in) of the shell's parts that load on their own, not with every page:
 * the footer, the working-hours flag, the cookie banner, the overlays (speak to an expert, the region suggestion), the
 * content page's blocks and the error pages (not found, the server's error, the store that could not
 * start: fixed wording, docs/product.md#error-pages). In the browser each comes with the script that
 * shows it (scripts/vite-messages.ts); what every page shows is in ../shell/en-gb.ts.
 */
export const shellPartsEnGb = {
  brand_tagline: "Bespoke engagement rings and fine jewellery, handmade in London",
  social_follow: "Follow us on {name}",
  payment_methods: "Payment methods we accept",
  working_hours_open: "Our experts are available now",
  working_hours_closed: "We're closed: book a consultation",
  working_hours_schedule: "{days}, {opening} to {closing} UK time",
  working_hours_days: "Monday to Saturday",
  speak_to_expert_intro: "Our diamond and design experts are here to help, with no obligation.",
  contact_phone_label: "Call us",
  contact_phone: "+44 20 3868 0410",
  contact_email_label: "E-mail us",
  cookie_banner_text: "We use cookies to give you the best experience, to remember your choices and to understand how our site is used.",
  cookie_banner_policy: "Read our cookie policy",
  cookie_banner_dismiss: "Dismiss",
  cookie_banner_label: "Cookies",
  region_modal_title: "Welcome to {brand}",
  region_modal_text: "You are viewing our {current} store, with prices in {currency}. Our {suggested} store may suit you better.",
  region_continue: "Continue to {region}",
  region_change: "Change country",
  region_choose: "Choose your country or region",
  reviews_count: "from {count, plural, one {# review} other {# reviews}}",
  reviews_on: "on {source}",
  avatar_stack_label: "Our experts",

  not_found_message: "Please use the main menu to find what you're looking for.",
  not_found_home: "Back to the home page",
  server_error_title: "Oops! Something went wrong.",
  server_error_message: "This error has been logged and we have been notified.",
  server_error_contact: "If the problem persists, please contact us.",
  server_error_request_id: "Request ID: {requestId}",
  call_us: "Call {phone}",
  init_error_title: "The store could not start.",
  init_error_message: "We could not load the store. Trying again clears the data this site keeps in your browser and reloads the page.",
  init_error_try_again: "Try Again",
} as const;
