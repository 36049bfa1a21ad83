import { RING_SIZE_REQUIRED_MESSAGE } from "../../../core/ring-size.ts";
import { catalogueVocabularyEnGb } from "./vocabulary.ts";

/**
 * The catalogue pages' messages in en-gb (built in); spread into the built-in bundle. Listings and
 * product pages (engagement rings, wedding rings, ready-to-go, jewellery). The values of the
 * vocabularies the filters show (metals, styles, features, types) are in ./vocabulary.ts, generated from
 * core's labels. Counts use ICU plurals; `<b>`-style tags mark
 * the words a component sets in bold or mutes.
 */
export const catalogueEnGb = {
  ...catalogueVocabularyEnGb,

  // Sections: breadcrumbs, eyebrows and the nouns of headings.
  cat_home: "Home",
  cat_engagement_rings: "Engagement Rings",
  cat_wedding_rings: "Wedding Rings",
  cat_ready_to_go: "Ready to Go",
  cat_ready_to_ship: "Ready to Ship",
  cat_jewellery: "Jewellery",
  cat_fine_jewellery: "Fine Jewellery",

  // Listing headings and introductions; `title` is the heading so far, `shape` and `metal` labels.
  cat_title_for_shape: "{title} for {shape} Diamonds",
  cat_title_in_metal: "{title} in {metal}",
  cat_title_recommended: "Recommended Engagement Ring Settings",
  cat_title_ready_to_go: "Ready-to-Go Engagement Rings",
  cat_title_ready_to_ship: "Ready to Ship Rings",
  cat_intro_engagement_rings: "Handmade in our London workshop, every setting is made to order in the metal and centre stone you choose.",
  cat_intro_wedding_rings: "Bands to wear for a lifetime: plain, diamond-set and shaped to sit beside your engagement ring.",
  cat_intro_ready_to_go: "Complete rings with their centre stone already chosen and set, ready within days.",
  cat_intro_ready_to_ship: "Finished rings waiting in our showroom, dispatched the next working day.",
  cat_intro_jewellery: "Necklaces, earrings, bracelets and rings, made by hand with the same care as our engagement rings.",

  // Page titles and descriptions for search engines.
  cat_meta_title_page: "{title} (page {page})",
  cat_meta_listing_description: "{title}: {count, plural, one {# design} other {# designs}}. {intro}",
  cat_product_title: "{name} {metal} {kind}",
  cat_product_title_shape: "{name} {metal} {kind} with {shape} Diamond",
  cat_product_title_lab_grown: "{name} {metal} {kind} with {carat}ct {shape} Lab-Grown Diamond, {colour} {clarity}",
  cat_product_title_gemstone: "{name} {metal} {kind} with {carat}ct {shape} {colour} {gemstone}, {colourGrade}, {clarity}",
  // A ring priced with the made-to-order stone its address names.
  cat_made_to_order_lab_grown: "a {carat}ct {shape} lab-grown diamond, {colour} colour, {clarity} clarity",
  cat_made_to_order_gemstone: "a {carat}ct {shape} {colour} {gemstone}, {colourGrade} tone, {clarity}",
  cat_made_to_order_description: "Set with {stone}, made to order for this ring: the price includes the centre stone. {description}",
  cat_kind_engagement_ring: "Engagement Ring",
  cat_kind_wedding_ring: "Wedding Ring",
  cat_kind_ready_to_go: "Ready-to-Go Ring",

  // The filter bar.
  cat_filters: "Filters",
  cat_filter_shape: "Shape",
  cat_filter_metal: "Metal",
  cat_filter_style: "Style",
  cat_filter_design: "Design",
  cat_filter_category: "For",
  cat_filter_type: "Type",
  cat_filter_gemstone: "Gemstone",
  cat_filter_features: "Features",
  cat_filter_design_features: "Design features",
  cat_filter_karat: "Karat",
  cat_filter_any_karat: "Any karat",
  cat_filter_karat_value: "{karat}k",
  cat_filter_price: "Price",
  cat_price_minimum: "Minimum price",
  cat_price_maximum: "Maximum price",
  cat_price_apply: "Apply",
  cat_price_between: "{from} – {to}",
  cat_price_at_least: "From {price}",
  cat_price_at_most: "Up to {price}",
  cat_sort_by: "Sort by",
  cat_chosen_filters: "Chosen filters",
  cat_remove_filter: "Remove filter {label}",
  cat_clear_all: "Clear all",
  // The filters' form of a browser that runs no script: its button sends the chosen filters.
  cat_show_designs: "Show designs",

  // Results.
  cat_results_title: "Designs",
  cat_results_count: "{count, plural, one {# design} other {# designs}}",
  cat_prices_tax_note: "Prices: {note}",
  // The tax note beside every price (the catalogue's, the stones', the ring's), by the region's rule:
  // written by the root loader into the site data (app/lib/tax-note.server.ts), never by a page's script.
  tax_note_vat_included: "VAT included",
  tax_note_gst_included: "GST included",
  tax_note_sales_tax_at_checkout: "Sales tax added at checkout",
  tax_note_import_taxes_on_delivery: "Import taxes paid on delivery",
  cat_results_failed: "Oops! Something went wrong. Please try again.",
  cat_badge_express: "Express delivery",
  cat_card_price: "<from>from</from> {price}",
  cat_rating: "Rated {rating} out of 5, {count, plural, one {# review} other {# reviews}}",

  // "Nothing here" with a way out.
  cat_empty_title: "Nothing here",
  cat_empty_text: "No designs match these filters. Try fewer filters, or speak to one of our experts: we can make almost anything.",
  cat_empty_reset: "Clear all filters",

  // The product page.
  cat_product_in_metal: "{name} in {metal}",
  cat_summary_centre_stone: "{shape} centre stone",
  cat_stone_note_lab_grown: "Shown with a {carat}ct lab-grown {shape} diamond, {colour} {clarity}",
  cat_stone_note_gemstone: "Shown with a {carat}ct {shape} natural {gemstone}",
  cat_set_with: "Set with a {carat}ct {shape} diamond, {colour} {clarity}.",
  cat_switch_metal: "Metal",
  cat_switch_shape: "Centre stone shape",
  cat_ring_size: "Ring size",
  cat_ring_size_guide: "Size guide",
  cat_ring_size_recommended: "{size} (recommended)",
  cat_ring_size_required: RING_SIZE_REQUIRED_MESSAGE,
  cat_choose_diamond: "Choose your diamond",
  cat_add_to_bag: "Add to bag",
  cat_enquire: "Enquire",
  cat_details_title: "Details",
  cat_detail_metal: "Metal",
  cat_detail_centre_stone: "Centre stone",
  cat_detail_centre_stone_weight: "Centre stone weight",
  cat_detail_weight_range: "{min}ct to {max}ct",
  cat_detail_band_width: "Band width",
  cat_detail_band_width_value: "{width} mm",
  cat_detail_style: "Style",
  cat_detail_design: "Design",
  cat_detail_features: "Features",
  cat_detail_gemstones: "Gemstones",
  cat_second_stone: "The second stone, a {carat}ct {shape} diamond, is part of the setting.",
  cat_detail_reference: "Reference",
  cat_story_title: "The design",
  cat_related_title: "You may also like",
  cat_expert_title: "Talk it through with an expert",
  cat_expert_text:
    "Book a consultation in our London showroom or by video, and see this design, and the stones that suit it, with one of our jewellers.",

  // Delivery and the order countdown; `date` is set in bold by the component.
  cat_delivery: "Delivery",
  cat_delivery_by: "Order now for delivery by {date}",
  cat_delivery_time_left: "Time left to order:",
  cat_delivery_express: "Need it sooner? Express delivery by {date}, eight days earlier.",
  cat_delivery_free: "<b>Free shipping and returns</b> with every order, to over 40 countries.",
  cat_countdown_days: "Days",
  cat_countdown_hours: "Hrs",
  cat_countdown_minutes: "Mins",
  cat_countdown_seconds: "Secs",
  cat_countdown_left:
    "{days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}} left",

  // Gallery and 360 view; `image` is an image's description.
  cat_gallery_label: "Images of {name}",
  cat_gallery_zoom_in: "Zoom in on {image}",
  cat_gallery_zoom_out: "Zoom out of {image}",
  cat_gallery_show: "Show {image}",
  cat_gallery_show_spin: "Show the 360 degree view",
  cat_spin_label: "{name}: 360 degree view",
  cat_spin_angle: "Angle {frame} of {count}",
  cat_spin_hint: "Drag to rotate",

  // Reviews.
  cat_reviews_title: "Reviews",
  cat_reviews_none: "This design has no reviews yet.",
} as const;
