import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { CURRENCIES, LOCALES, REGIONS } from "../../../core/regions.ts";
import { ENQUIRY_TYPES, LINK_KINDS, LINK_TARGETS, MENU_ITEM_STYLES } from "../../../core/vocabulary/site.ts";
import { vocabularyEnum } from "../enums.ts";

export const regionCode = vocabularyEnum("region_code", REGIONS);
export const currencyCode = vocabularyEnum("currency_code", CURRENCIES);
export const localeCode = vocabularyEnum("locale_code", LOCALES);

/** The nine regions with their locales, currency and active flag. */
export const regions = pgTable("regions", {
  code: regionCode().primaryKey(),
  name: text().notNull(),
  locales: localeCode().array().notNull(),
  currency: currencyCode().notNull(),
  isActive: boolean().notNull().default(true),
});

/**
 * Exchange rates from the GBP list price to every currency: `rate` units of `currency` for
 * one pound. GBP itself is stored with rate 1 so every currency has exactly one row.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: currencyCode().primaryKey(),
    rate: numeric({ precision: 14, scale: 6, mode: "number" }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("exchange_rates_rate_positive", sql`${t.rate} > 0`)],
);

/**
 * When the experts answer (one row; UK time, 11:00 to 17:59, not Sundays by default). Week days are ISO numbers (1 Monday .. 7 Sunday), as
 * in core/working-hours.ts; times are "HH:MM" in `timeZone`, closing inclusive.
 */
export const workingHours = pgTable(
  "working_hours",
  {
    id: smallint().primaryKey().default(1),
    weekDays: smallint().array().notNull(),
    opening: text().notNull(),
    closing: text().notNull(),
    timeZone: text().notNull(),
  },
  (t) => [
    check("working_hours_single_row", sql`${t.id} = 1`),
    check("working_hours_opening_format", sql`${t.opening} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("working_hours_closing_format", sql`${t.closing} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("working_hours_order", sql`${t.opening} < ${t.closing}`),
    check("working_hours_week_days", sql`${t.weekDays} <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]`),
  ],
);

/**
 * Site images (menu media, logos, icons, portraits): drawn by a registered renderer of `kind` from
 * `params` (server/media), described by `alt`.
 */
export const siteImages = pgTable("site_images", {
  id: text().primaryKey(),
  kind: text().notNull(),
  params: jsonb().$type<Record<string, string | number>>().notNull(),
  alt: text().notNull(),
});

export const linkKind = vocabularyEnum("link_kind", LINK_KINDS);

export const enquiryType = vocabularyEnum("enquiry_type", ENQUIRY_TYPES);

/** Where a link opens: this window or a new one. */
export const linkTarget = vocabularyEnum("link_target", LINK_TARGETS);

/**
 * A text's message id (a token of the site's translations, `translations (locale, token)`): where a
 * locale spells the text differently ("Coloured diamonds", "Colored diamonds"), `init` answers the
 * locale's translation of the token, and the text as stored wherever the locale has none.
 */
const messageId = () => text();

/**
 * Every editable link of the site chrome (menus, footer, top bar). The columns used depend on `kind`;
 * check constraints keep each row complete for its kind.
 */
export const links = pgTable(
  "links",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: linkKind().notNull(),
    text: text().notNull(),
    textMessageId: messageId(),
    target: linkTarget().notNull().default("_self"),
    /** PAGE: the page's id; POST: the post's id; QUESTIONNAIRE: the questionnaire's id. */
    refId: text(),
    /** PAGE: the unprefixed route path ("/engagement-rings"). */
    path: text(),
    /** POST: the blog post's slug. */
    slug: text(),
    /** CUSTOM: an absolute URL, or a mailto:/tel: address. */
    url: text(),
    /** ENQUIRY_FORM: the form it opens. */
    enquiryType: enquiryType(),
  },
  (t) => [
    check(
      "links_complete",
      sql`case ${t.kind}
        when 'PAGE' then ${t.path} is not null and ${t.path} like '/%'
        when 'POST' then ${t.refId} is not null and ${t.slug} is not null
        when 'CUSTOM' then ${t.url} is not null
        when 'QUESTIONNAIRE' then ${t.refId} is not null
        when 'ENQUIRY_FORM' then ${t.enquiryType} is not null
      end`,
    ),
  ],
);

const linkRef = () => integer().references(() => links.id, { onDelete: "set null" });
const imageRef = () => text().references(() => siteImages.id, { onDelete: "set null" });

/** Site-wide settings (one row): top bar, pre-header, copyright, ring builder switches. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint().primaryKey().default(1),
    siteWideMessage: text(),
    siteWideMessageLinkId: linkRef(),
    consultationPromptLinkId: linkRef(),
    preHeaderLinkId: linkRef(),
    copyright: text().notNull(),
    /** The region of the x-default alternate link. */
    defaultAlternateRegion: regionCode().notNull().default("UK"),
    ringBuilderEnabled: boolean().notNull().default(true),
    ringBuilderRecommendationsEnabled: boolean().notNull().default(true),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

/** The top level of the main menu, in `position` order. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    title: text().notNull(),
    titleMessageId: messageId(),
    hideOnMobile: boolean().notNull().default(false),
    hideOnDesktop: boolean().notNull().default(false),
    linkId: linkRef(),
  },
  (t) => [unique("menu_items_position").on(t.position)],
);

/** The sub-menu (mega-menu panel) of a menu item, with its optional editorial card. */
export const subMenus = pgTable("sub_menus", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  menuItemId: integer()
    .notNull()
    .unique()
    .references(() => menuItems.id, { onDelete: "cascade" }),
  title: text().notNull(),
  titleMessageId: messageId(),
  description: text(),
  descriptionMessageId: messageId(),
  useLargeFormatItems: boolean().notNull().default(false),
  editorialText: text(),
  editorialTextMessageId: messageId(),
  editorialLinkId: linkRef(),
  editorialImageId: imageRef(),
});

export const menuSections = pgTable(
  "menu_sections",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subMenuId: integer()
      .notNull()
      .references(() => subMenus.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    title: text(),
    titleMessageId: messageId(),
  },
  (t) => [unique("menu_sections_position").on(t.subMenuId, t.position)],
);

export const menuItemStyle = vocabularyEnum("menu_item_style", MENU_ITEM_STYLES);

export const menuSectionItems = pgTable(
  "menu_section_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer()
      .notNull()
      .references(() => menuSections.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    title: text().notNull(),
    titleMessageId: messageId(),
    linkId: linkRef(),
    mediaImageId: imageRef(),
    /** Name of a small glyph drawn beside the title ("shape-oval", "metal-platinum", "sparkle"). */
    icon: text(),
    style: menuItemStyle().notNull().default("DEFAULT"),
  },
  (t) => [unique("menu_section_items_position").on(t.sectionId, t.position)],
);

export const footerColumns = pgTable(
  "footer_columns",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    title: text().notNull(),
    titleMessageId: messageId(),
    text: text(),
    separatorLine: boolean().notNull().default(false),
    /** Shows the working hours (and whether the experts are available now) in this column. */
    workingHours: boolean().notNull().default(false),
  },
  (t) => [unique("footer_columns_position").on(t.position)],
);

export const footerColumnLinks = pgTable(
  "footer_column_links",
  {
    columnId: integer()
      .notNull()
      .references(() => footerColumns.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    linkId: integer()
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.position] })],
);

export const footerLogos = pgTable(
  "footer_logos",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    linkId: linkRef(),
    imageId: text()
      .notNull()
      .references(() => siteImages.id),
  },
  (t) => [unique("footer_logos_position").on(t.position)],
);

export const socialNetworks = pgTable(
  "social_networks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    name: text().notNull(),
    /** The network's glyph name ("instagram"); `iconImageId` is the drawn badge of it. */
    icon: text().notNull(),
    iconImageId: text()
      .notNull()
      .references(() => siteImages.id),
    linkId: integer()
      .notNull()
      .references(() => links.id),
  },
  (t) => [unique("social_networks_position").on(t.position)],
);

export const paymentIcons = pgTable(
  "payment_icons",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    name: text().notNull(),
    iconImageId: text()
      .notNull()
      .references(() => siteImages.id),
  },
  (t) => [unique("payment_icons_position").on(t.position)],
);

/** Portraits of the consultants shown together beside consultation prompts. */
export const avatarStackImages = pgTable("avatar_stack_images", {
  position: integer().primaryKey(),
  imageId: text()
    .notNull()
    .references(() => siteImages.id),
});

/** Server translations that override the built-in messages by token. */
export const translations = pgTable(
  "translations",
  {
    locale: localeCode().notNull(),
    token: text().notNull(),
    translation: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.token] })],
);
