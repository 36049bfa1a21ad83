/**
 * The shell's messages in en-gb (built in): what every page shows around its content (header, menus,
 * banners, the critical error) and the titles every domain composes; the words of the parts that load
 * on their own (footer, overlays, error pages) are in ../shell-parts/en-gb.ts. Spread into the
 * built-in bundle (../en-gb.ts); the browser has them from its first script, and a domain's messages
 * with the scripts that show them (scripts/vite-messages.ts).
 */
export const shellEnGb = {
  brand_name: "Hatton & Vale",
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
  opens_new_window: "(opens in a new window)",

  speak_to_expert: "Speak to an expert",
  contact_email: "experts@hattonvale.example",
  contact_book: "Book a consultation",
  // Here too: a page that names contact_book names every id it begins (scripts/vite-messages.ts).
  contact_book_text: "In our London showroom, by phone or by video call.",

  region_label: "Country or region",
  currency_label: "Currency",
  region_switcher_title: "Shipping to",
  region_current: "{region} ({currency})",

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
  home_jewellery: "Fine jewellery",
  document_title: "{title} | {brand}",
  meta_default_title: "Hatton & Vale | Engagement rings and fine jewellery",
  meta_default_description:
    "Bespoke engagement rings, wedding rings and fine jewellery, handmade in London. Natural and lab-grown diamonds and gemstones.",

  // The account words of every page: the header's sign-in link.
  acc_sign_in_open: "Sign in",
} as const;
