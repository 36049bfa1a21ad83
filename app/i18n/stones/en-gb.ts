import { stoneVocabularyEnGb } from "./vocabulary.ts";

/**
 * The stones pages' messages in en-gb (built in); spread into the built-in bundle. Sentences that
 * name the stones take `kind` ("diamond" or "gemstone") and choose their words with ICU select, and
 * counts use ICU plurals, so a locale or a server translation can reword the whole sentence. Grade
 * values are in ./vocabulary.ts.
 */
export const stonesEnGb = {
  ...stoneVocabularyEnGb,

  // Page copy (headings, introductions, SEO titles and descriptions); `shape` is a shape's name.
  stone_with_shape: "{shape} {heading}",
  stone_title_page: "{title} | Page {page}",
  stone_natural_eyebrow: "Loose diamonds",
  stone_natural_heading: "Natural Diamonds",
  stone_natural_intro:
    "Every diamond is certified, conflict-free and hand-selected by our gemmologists. Filter by the four Cs and set your diamond in a ring made for it in London.",
  stone_natural_description:
    "Search certified natural diamonds by carat, colour, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.",
  stone_natural_description_shape:
    "Search certified {shape} natural diamonds by carat, colour, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.",
  stone_lab_grown_eyebrow: "Lab-grown diamonds",
  stone_lab_grown_heading: "Lab-Grown Diamonds",
  stone_lab_grown_intro:
    "Physically and optically identical to mined diamonds, grown responsibly and graded by IGI and GIA, at a fraction of the price.",
  stone_lab_grown_description:
    "Search certified lab-grown diamonds by carat, colour, clarity, cut and price, with free shipping and returns.",
  stone_lab_grown_description_shape:
    "Search certified {shape} lab-grown diamonds by carat, colour, clarity, cut and price, with free shipping and returns.",
  stone_coloured_eyebrow: "Coloured diamonds",
  stone_coloured_heading: "{origin, select, lab_grown {Lab-Grown} other {Natural}} Coloured Diamonds",
  stone_coloured_heading_colour: "{origin, select, lab_grown {Lab-Grown} other {Natural}} {colour} Diamonds",
  stone_coloured_intro: "Rare fancy-coloured diamonds, from soft champagne to vivid pink and blue, each graded for hue and intensity.",
  stone_coloured_description:
    "Search {origin, select, lab_grown {lab-grown} other {natural}} coloured diamonds by shape, carat, intensity and price.",
  stone_coloured_description_colour:
    "Search {origin, select, lab_grown {lab-grown} other {natural}} {colour} diamonds by shape, carat, intensity and price.",
  stone_gemstones_eyebrow: "Gemstones",
  stone_gemstones_heading: "Natural Gemstones",
  stone_gemstones_intro: "Sapphires, rubies, emeralds and rarer gems, chosen for colour and brilliance and sourced with care.",
  stone_gemstones_description: "Search natural sapphires, rubies, emeralds and more by type, colour, colour grade, carat and price.",
  stone_detail_description: "{title}: every grade, certificate and price. {description}",
  stone_more_heading: "More {heading}",

  // A stone's name: carat weight, shape and its colour or kind ("1.52ct Round Natural Diamond").
  stone_title_natural: "{carat} {shape} Natural Diamond",
  stone_title_lab_grown: "{carat} {shape} Lab-Grown Diamond",
  stone_title_fancy: "{carat} {shape} {intensity} {colour} Diamond",
  stone_title_lab_grown_fancy: "{carat} {shape} {intensity} {colour} Lab-Grown Diamond",
  stone_title_gemstone: "{carat} {shape} {colour} {type}",
  stone_measurements: "{length} × {width} × {depth} mm",
  stone_measurements_flat: "{length} × {width} mm",

  // Navigation between the searches.
  stone_tabs_label: "Stone type",
  stone_tab_natural: "Natural diamonds",
  stone_tab_lab_grown: "Lab-grown diamonds",
  stone_tab_coloured: "Coloured diamonds",
  stone_tab_gemstones: "Gemstones",
  stone_origin_switch_label: "Origin",
  stone_origin_natural: "Natural",
  stone_origin_lab_grown: "Lab-grown",

  // Grades and facts: filter titles, table headers and the stone's specifications.
  stone_field_shape: "Shape",
  stone_field_carat: "Carat",
  stone_field_carat_weight: "Carat weight",
  stone_field_price: "Price",
  stone_field_colour: "Colour",
  stone_field_clarity: "Clarity",
  stone_field_cut: "Cut",
  stone_field_polish: "Polish",
  stone_field_symmetry: "Symmetry",
  stone_field_fluorescence: "Fluorescence",
  stone_field_girdle: "Girdle",
  stone_field_certificate: "Certificate",
  stone_field_report: "Report",
  stone_field_origin: "Origin",
  stone_field_ships_from: "Ships from",
  stone_field_intensity: "Intensity",
  stone_field_gemstone: "Gemstone",
  stone_field_crystal: "Crystal",
  stone_field_colour_grade: "Colour grade",
  stone_field_grade: "Grade",
  stone_field_treatment: "Treatment",
  stone_field_delivery: "Delivery",
  stone_field_stone_id: "Stone ID",
  stone_field_type: "Type",
  stone_field_measurements: "Measurements",
  stone_field_ratio: "Length to width ratio",
  stone_field_depth: "Depth",
  stone_field_table: "Table",
  stone_field_depth_percent: "Depth %",
  stone_field_table_percent: "Table %",
  stone_treated: "Treated",
  stone_untreated: "Untreated",
  stone_treatment_any: "Any",
  stone_known_origin_detail: "Traceable to its mine",

  // Yes-or-no filters, each with its hint; the titles are also the stone's badges and facts.
  stone_flag_express: "Express delivery",
  stone_flag_express_hint: "Ships eight days sooner",
  stone_flag_canada_mark: "CanadaMark",
  stone_flag_canada_mark_hint: "Certified Canadian origin",
  stone_flag_known_origin: "Known origin",
  stone_flag_known_origin_hint: "Traceable mine of origin",
  stone_flag_dtl_report: "Diamond report",
  stone_flag_dtl_report_hint: "With our DTL report",
  stone_flag_in_stock: "In stock",
  stone_flag_in_stock_hint: "Held in our London studio",

  // The filter catalogue.
  stone_filters_label: "Filters",
  stone_skip_to_results: "Skip to results",
  stone_filters_toggle: "{active, plural, =0 {Filters} other {Filters (#)}}",
  stone_filters_reset_all: "Reset all",
  // The filters' button where the page runs no script (the choices apply once it is pressed).
  stone_filters_apply: "Show these stones",
  stone_filters_more: "More filters",
  stone_filters_fewer: "Fewer filters",
  stone_shapes_all: "All {count} shapes",
  stone_shapes_fewer: "Fewer shapes",
  stone_shapes_available: ", {count} available",
  stone_range_minimum: "Minimum {name}",
  stone_range_maximum: "Maximum {name}",

  // Results.
  stone_results_count:
    "{kind, select, gemstone {{count, plural, one {<b>#</b> gemstone} other {<b>#</b> gemstones}}} other {{count, plural, one {<b>#</b> diamond} other {<b>#</b> diamonds}}}}",
  stone_sort_label: "Sort by",
  stone_sort_recommended: "Recommended",
  stone_sort_price_asc: "Price: low to high",
  stone_sort_price_desc: "Price: high to low",
  stone_sort_weight_asc: "Carat: low to high",
  stone_sort_weight_desc: "Carat: high to low",
  stone_results_limit:
    "Pages show the first {count, number} stones. Narrow the search with the filters (shape, carat, price and grades) to see the others.",
  stone_results_help: "Looking for something particular? <link>Our experts will source it for you</link>.",
  stone_table_caption: "Stones matching your filters",
  stone_view_stone: ", view {title}",
  stone_badge_express: "Express",
  stone_delivery_days: "{days, plural, one {# day} other {# days}}",

  // The stone detail.
  stone_video_label: "Video of the {title}",
  stone_delivery_by: "Order today for delivery by <b>{date}</b>. Free shipping and returns.",
  stone_delivery_ready: "Ready to ship in {days, plural, one {# working day} other {# working days}}. Free shipping and returns.",
  stone_certificate_link: "{lab} report {number}",
  stone_enquire: "Enquire about this stone",
  stone_view_report: "View diamond report",
  stone_back_to_results: "Back to all results",

  // Stone not found (choose another) and no stones found (adjust filters or make a request).
  stone_not_found_title: "Stone not found",
  stone_not_found_text:
    "This stone has been sold or is no longer available. Please choose another {kind, select, gemstone {gemstone} other {diamond}} from our selection below.",
  stone_not_found_action: "Choose another {kind, select, gemstone {gemstone} other {diamond}}",
  stone_empty_title: "No stones found",
  stone_empty_text:
    "No {kind, select, gemstone {gemstones} other {diamonds}} match every filter you have chosen. Adjust your filters, or tell us what you are looking for and our experts will source it for you.",
  stone_empty_adjust: "Adjust filters",
  stone_empty_reset: "Reset filters",
  stone_empty_request: "Make a request",

  // The diamond report page (diamonds/{identifier}/dtl).
  stone_report_title: "Diamond Report {identifier}: {title}",
  stone_report_description: "The full grading report of the {title}: carat, colour, clarity, cut, proportions and certificate.",
  stone_report_eyebrow: "Diamond report · {identifier}",
  stone_report_grading: "Grading",
  stone_report_certificates: "Certificates",
  stone_report_in_house: "Graded by our own gemmologists.",
  stone_report_note:
    "Grades are given by the laboratory named on the certificate. Measurements are in millimetres; proportions as a percentage of the average girdle diameter.",
  stone_report_view_stone: "View this diamond",
  stone_report_print: "Print report",
} as const;
