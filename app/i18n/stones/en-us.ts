import type { stonesEnGb } from "./en-gb.ts";

/**
 * en-us differences of the stones pages' messages (American spelling and usage). Only words change:
 * the URLs keep their British spelling (coloured-diamonds) and the grade codes stay as they are.
 */
export const stonesEnUs: Partial<Record<keyof typeof stonesEnGb, string>> = {
  stone_category_fancy_diamond: "Natural Colored Diamond",
  stone_category_lab_grown_fancy_diamond: "Lab-Grown Colored Diamond",
  stone_fancy_colour_grey: "Gray",
  stone_gemstone_colour_grey: "Gray",
  stone_gemstone_colour_colour_change: "Color Change",
  stone_gemstone_colour_multicolour: "Multicolor",

  stone_natural_intro:
    "Every diamond is certified, conflict-free and hand-selected by our gemologists. Filter by the four Cs and set your diamond in a ring made for it in London.",
  stone_natural_description:
    "Search certified natural diamonds by carat, color, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.",
  stone_natural_description_shape:
    "Search certified {shape} natural diamonds by carat, color, clarity, cut and price. Free shipping and returns, and express delivery on selected stones.",
  stone_lab_grown_description:
    "Search certified lab-grown diamonds by carat, color, clarity, cut and price, with free shipping and returns.",
  stone_lab_grown_description_shape:
    "Search certified {shape} lab-grown diamonds by carat, color, clarity, cut and price, with free shipping and returns.",
  stone_coloured_eyebrow: "Colored diamonds",
  stone_coloured_heading: "{origin, select, lab_grown {Lab-Grown} other {Natural}} Colored Diamonds",
  stone_coloured_intro: "Rare fancy-colored diamonds, from soft champagne to vivid pink and blue, each graded for hue and intensity.",
  stone_coloured_description:
    "Search {origin, select, lab_grown {lab-grown} other {natural}} colored diamonds by shape, carat, intensity and price.",
  stone_gemstones_intro: "Sapphires, rubies, emeralds and rarer gems, chosen for color and brilliance and sourced with care.",
  stone_gemstones_description: "Search natural sapphires, rubies, emeralds and more by type, color, color grade, carat and price.",

  stone_tab_coloured: "Colored diamonds",
  stone_field_colour: "Color",
  stone_field_colour_grade: "Color grade",
  stone_enquire: "Inquire about this stone",

  stone_report_description: "The full grading report of the {title}: carat, color, clarity, cut, proportions and certificate.",
  stone_report_in_house: "Graded by our own gemologists.",
  stone_report_note:
    "Grades are given by the laboratory named on the certificate. Measurements are in millimeters; proportions as a percentage of the average girdle diameter.",
};
