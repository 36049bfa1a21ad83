import type { catalogueEnGb } from "./en-gb.ts";

/**
 * en-us differences of the catalogue pages' messages (American spelling: jewelry, color, center,
 * installment, jeweler). Only words change: URLs keep their British spelling (/us/jewellery).
 */
export const catalogueEnUs: Partial<Record<keyof typeof catalogueEnGb, string>> = {
  cat_jewellery: "Jewelry",
  cat_fine_jewellery: "Fine Jewelry",
  cat_intro_engagement_rings: "Handmade in our London workshop, every setting is made to order in the metal and center stone you choose.",
  cat_intro_ready_to_go: "Complete rings with their center stone already chosen and set, ready within days.",
  cat_design_feature_sapphire_colours: "Sapphire Colors",
  cat_summary_centre_stone: "{shape} center stone",
  cat_made_to_order_lab_grown: "a {carat}ct {shape} lab-grown diamond, {colour} color, {clarity} clarity",
  cat_made_to_order_description: "Set with {stone}, made to order for this ring: the price includes the center stone. {description}",
  cat_switch_shape: "Center stone shape",
  cat_detail_centre_stone: "Center stone",
  cat_detail_centre_stone_weight: "Center stone weight",
  cat_expert_text:
    "Book a consultation in our London showroom or by video, and see this design, and the stones that suit it, with one of our jewelers.",
};
