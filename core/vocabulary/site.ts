/**
 * Site vocabularies: what a menu or content link points at, which enquiry form a link opens, where a
 * link opens, and how a menu item is styled.
 */

/** Link kinds: page (id, path), post (id, slug), custom (url), questionnaire (id), enquiry form. */
export const LINK_KINDS = ["PAGE", "POST", "CUSTOM", "QUESTIONNAIRE", "ENQUIRY_FORM"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The enquiry forms a link can open (each enquiry type opens an enquiry form). */
export const ENQUIRY_TYPES = [
  "GENERAL",
  "SPEAK_TO_EXPERT",
  "BESPOKE_DESIGN",
  "ENGAGEMENT_RING",
  "WEDDING_RING",
  "JEWELLERY",
  "DIAMOND",
  "GEMSTONE",
  /** The "add to bag" of a piece sold by enquiry: the panel opens with the piece named. */
  "ADD_TO_CART",
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const LINK_TARGETS = ["_self", "_blank"] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const MENU_ITEM_STYLES = ["DEFAULT", "HIGHLIGHT", "CALL_TO_ACTION"] as const;
export type MenuItemStyle = (typeof MENU_ITEM_STYLES)[number];
