/**
 * The shell's messages in en-gb (built in): what every page shows around its content (header, menus,
 * footer, banners, overlays, error screens) and the titles every domain composes. Spread into the
 * built-in bundle (../en-gb.ts); the browser has them from its first script, and a domain's messages
 * with the scripts that show them (scripts/vite-messages.ts).
 */
export const shellEnGb = {
  brand_name: "Hatton & Vale",
  brand_tagline: "Bespoke engagement rings and fine jewellery, handmade in London",
  brand_home: "Hatton & Vale home",

  skip_to_main: "Skip to main content",
  loading: "Loading",
  close: "Close",
  menu_open: "Menu",
  menu_close: "Close menu",
  menu_main: "Main menu",
  menu_back: "Back",
  menu_view_all: "View all {title}",
  breadcrumbs: "Breadcrumb",
  announcements_label: "Announcements",
  social_follow: "Follow us on {name}",
  payment_methods: "Payment methods we accept",
  opens_new_window: "(opens in a new window)",

  working_hours_open: "Our experts are available now",
  working_hours_closed: "We're closed: book a consultation",
  working_hours_schedule: "{days}, {opening} to {closing} UK time",
  working_hours_days: "Monday to Saturday",

  speak_to_expert: "Speak to an expert",
  speak_to_expert_intro: "Our diamond and design experts are here to help, with no obligation.",
  contact_phone_label: "Call us",
  contact_phone: "+44 20 3868 0410",
  contact_email_label: "E-mail us",
  contact_email: "experts@hattonvale.example",
  contact_book: "Book a consultation",
  contact_book_text: "In our London showroom, by phone or by video call.",

  region_modal_title: "Welcome to {brand}",
  region_modal_text: "You are viewing our {current} store, with prices in {currency}. Our {suggested} store may suit you better.",
  region_continue: "Continue to {region}",
  region_change: "Change country",
  region_choose: "Choose your country or region",
  region_label: "Country or region",
  currency_label: "Currency",
  region_switcher_title: "Shipping to",
  region_current: "{region} ({currency})",

  cookie_banner_text: "We use cookies to give you the best experience, to remember your choices and to understand how our site is used.",
  cookie_banner_policy: "Read our cookie policy",
  cookie_banner_dismiss: "Dismiss",
  cookie_banner_label: "Cookies",

  pagination_label: "Pages",
  pagination_previous: "Previous",
  pagination_next: "Next",
  pagination_page: "Page {page}",

  not_found_title: "Not found",
  error_staff_details: "What went wrong (shown to consultants only):",
  try_again: "Try again",
  critical_error_title: "We're sorry, this page could not be shown.",
  critical_error_message: "Something unexpected happened. Please reload the page.",
  contact_on_error: "If this keeps happening, please contact us and quote the reference {traceId}.",
  contact_on_error_no_trace: "If this keeps happening, please contact us.",

  price_from: "from {price}",
  reviews_rating: "Rated {rating} out of 5",
  reviews_count: "from {count, plural, one {# review} other {# reviews}}",
  reviews_on: "on {source}",
  avatar_stack_label: "Our experts",
  home_jewellery: "Fine jewellery",
  document_title: "{title} | {brand}",
  meta_default_title: "Hatton & Vale | Engagement rings and fine jewellery",
  meta_default_description: "Bespoke engagement rings, wedding rings and fine jewellery, handmade in London. Natural and lab-grown diamonds and gemstones.",

  // The account words of every page: the header's sign-in link and the consultant notice.
  acc_sign_in_open: "Sign in",
  acc_consultant_warning: "You are signed in as a consultant: what you do here acts for the store.",
  acc_consultant_dismiss: "Hide for 15 minutes",
  acc_consultant_label: "Consultant notice",
} as const;
