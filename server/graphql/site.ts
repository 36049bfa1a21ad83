import { builder, CurrencyEnum, LocaleScalar, RegionEnum } from "./builder.ts";
import { UserType } from "./accounts.ts";
import { googleClientId } from "../services/accounts/index.ts";
import { unwrap } from "./result.ts";
import type { ImageRecord } from "../media/registry.ts";
import { toDecimal, type Money } from "../../core/money.ts";
import { ENQUIRY_TYPES, MENU_ITEM_STYLES } from "../../core/vocabulary/site.ts";
import { IMAGE_SIZES } from "../../core/vocabulary/media.ts";
import {
  init,
  type InitData,
  type LanguageData,
  type LinkItem,
  type MenuItemData,
  type MenuSectionItemData,
  type RegionData,
  type ResolvedLink,
} from "../services/site.ts";

/* ------------------------------------------------------------------------------------------------
 * Shared types: Image and Link. Other domains import ImageType and LinkType from here.
 * ---------------------------------------------------------------------------------------------- */

type Rendition = ImageRecord["sizes"]["LARGE"];

const ImageSourceType = builder.objectRef<{ url: string; mimeType: string }>("ImageSource").implement({
  description: "One encoding of a rendition (AVIF, WebP).",
  fields: (t) => ({ url: t.exposeString("url"), mimeType: t.exposeString("mimeType") }),
});

const ImageRenditionType = builder.objectRef<Rendition>("ImageRendition").implement({
  description: "An image at one size: the default URL (WebP) and every available encoding.",
  fields: (t) => ({
    url: t.exposeString("url"),
    sources: t.field({ type: [ImageSourceType], resolve: (r) => r.sources }),
  }),
});

const ImageSizesType = builder.objectRef<ImageRecord["sizes"]>("ImageSizes").implement({
  description:
    "An image's renditions by pixel width: a page offers them all in a srcset and the browser picks by the width it shows the image at and the screen's density.",
  fields: (t) => ({
    SMALL: t.field({
      type: ImageRenditionType,
      description: `${IMAGE_SIZES.SMALL} px wide (thumbnails and icons)`,
      resolve: (s) => s.SMALL,
    }),
    MEDIUM: t.field({
      type: ImageRenditionType,
      description: `${IMAGE_SIZES.MEDIUM} px wide (cards and tiles on phones)`,
      resolve: (s) => s.MEDIUM,
    }),
    LARGE: t.field({ type: ImageRenditionType, description: `${IMAGE_SIZES.LARGE} px wide`, resolve: (s) => s.LARGE }),
    LARGE_X2: t.field({
      type: ImageRenditionType,
      description: `${IMAGE_SIZES.LARGE_X2} px wide (high-density screens)`,
      resolve: (s) => s.LARGE_X2,
    }),
  }),
});

export const ImageType = builder.objectRef<ImageRecord>("Image").implement({
  description:
    "An image with alt text in four sizes (SMALL, MEDIUM, LARGE, LARGE_X2), each with AVIF and WebP sources: drawn on first request and served under immutable URLs.",
  fields: (t) => ({
    id: t.exposeID("id"),
    alt: t.exposeString("alt"),
    sizes: t.field({ type: ImageSizesType, resolve: (i) => i.sizes }),
    urlTemplate: t.exposeString("urlTemplate", {
      description:
        "Every rendition's URL in one: `{size}` stands for SMALL, MEDIUM, LARGE or LARGE_X2 and `{format}` for avif or webp (the URLs sizes lists). What a page hands the browser instead of each URL.",
    }),
  }),
});

/** Money: an amount in a currency (core/money.ts: integer minor units inside the store), its amount exact decimal text. */
export const MoneyType = builder.objectRef<Money>("Money").implement({
  fields: (t) => ({
    amount: t.field({
      type: "Decimal",
      description: 'In major units of currency, with its decimals ("1250.00"): written from the integer minor units, exactly.',
      resolve: (m) => toDecimal(m),
    }),
    currency: t.field({ type: CurrencyEnum, resolve: (m) => m.currency }),
  }),
});

/** A range of prices: the lowest and the highest, each money in the same currency. */
export const PriceRangeType = builder.objectRef<{ min: Money; max: Money }>("PriceRange").implement({
  fields: (t) => ({
    min: t.field({ type: MoneyType, resolve: (r) => r.min }),
    max: t.field({ type: MoneyType, resolve: (r) => r.max }),
  }),
});

const EnquiryTypeEnum = builder.enumType("EnquiryType", { values: ENQUIRY_TYPES });

const PageLinkType = builder.objectRef<Extract<LinkItem, { kind: "PAGE" }>>("PageLink").implement({
  fields: (t) => ({ id: t.exposeID("id"), path: t.exposeString("path") }),
});
const PostLinkType = builder.objectRef<Extract<LinkItem, { kind: "POST" }>>("PostLink").implement({
  fields: (t) => ({ id: t.exposeID("id"), slug: t.exposeString("slug") }),
});
const CustomLinkType = builder.objectRef<Extract<LinkItem, { kind: "CUSTOM" }>>("CustomLink").implement({
  fields: (t) => ({ url: t.exposeString("url") }),
});
const QuestionnaireLinkType = builder.objectRef<Extract<LinkItem, { kind: "QUESTIONNAIRE" }>>("QuestionnaireLink").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});
const EnquiryFormLinkType = builder.objectRef<Extract<LinkItem, { kind: "ENQUIRY_FORM" }>>("EnquiryFormLink").implement({
  fields: (t) => ({ enquiryType: t.field({ type: EnquiryTypeEnum, resolve: (l) => l.enquiryType }) }),
});

const LinkItemUnion = builder.unionType("LinkItem", {
  types: [PageLinkType, PostLinkType, CustomLinkType, QuestionnaireLinkType, EnquiryFormLinkType],
  resolveType: (item: LinkItem) => {
    switch (item.kind) {
      case "PAGE":
        return PageLinkType;
      case "POST":
        return PostLinkType;
      case "CUSTOM":
        return CustomLinkType;
      case "QUESTIONNAIRE":
        return QuestionnaireLinkType;
      case "ENQUIRY_FORM":
        return EnquiryFormLinkType;
    }
  },
});

export const LinkType = builder.objectRef<ResolvedLink>("Link").implement({
  description:
    "A link to a page, post, custom URL or questionnaire, or one that opens an enquiry form. href is the region-prefixed path or absolute URL; null for links that open an enquiry form.",
  fields: (t) => ({
    text: t.exposeString("text"),
    target: t.exposeString("target", { description: `"_self" or "_blank"` }),
    href: t.exposeString("href", { nullable: true }),
    item: t.field({ type: LinkItemUnion, resolve: (l) => l.item }),
  }),
});

/* ------------------------------------------------------------------------------------------------
 * init: the site data the storefront starts with (docs/product.md#site-data).
 * ---------------------------------------------------------------------------------------------- */

const RingBuilderConfigType = builder.objectRef<InitData["ringBuilder"]>("RingBuilderConfig").implement({
  fields: (t) => ({
    isEnabled: t.exposeBoolean("isEnabled"),
    recommendationsEnabled: t.exposeBoolean("recommendationsEnabled"),
  }),
});

const WorkingHoursType = builder.objectRef<InitData["workingHours"]>("WorkingHours").implement({
  description: "When the experts answer: ISO week days (1 Monday .. 7 Sunday), opening and closing (inclusive) as HH:MM in timeZone.",
  fields: (t) => ({
    weekDays: t.exposeIntList("weekDays"),
    opening: t.exposeString("opening"),
    closing: t.exposeString("closing"),
    timeZone: t.exposeString("timeZone"),
  }),
});

const RegionCodeType = builder.objectRef<{ code: InitData["regions"][number]["code"] }>("RegionCode").implement({
  fields: (t) => ({ code: t.field({ type: RegionEnum, resolve: (r) => r.code }) }),
});

const TranslationType = builder.objectRef<{ token: string; translation: string }>("Translation").implement({
  fields: (t) => ({ token: t.exposeString("token"), translation: t.exposeString("translation") }),
});

const LanguageType = builder.objectRef<LanguageData>("Language").implement({
  fields: (t) => ({
    locale: t.field({ type: LocaleScalar, resolve: (l) => l.locale }),
    translations: t.field({
      type: [TranslationType],
      description: "Server translations that override the built-in messages of this locale by token.",
      resolve: (l) => l.translations,
    }),
  }),
});

const SiteRegionType = builder.objectRef<RegionData>("SiteRegion").implement({
  fields: (t) => ({
    code: t.field({ type: RegionEnum, resolve: (r) => r.code }),
    name: t.exposeString("name"),
    locales: t.field({ type: [LocaleScalar], resolve: (r) => r.locales }),
    isActive: t.exposeBoolean("isActive"),
    currency: t.field({ type: CurrencyEnum, resolve: (r) => r.currency }),
    language: t.field({ type: LanguageType, resolve: (r) => r.language }),
  }),
});

const ExchangeRateType = builder.objectRef<InitData["exchangeRates"][number]>("ExchangeRate").implement({
  description: "Units of the currency for one pound sterling.",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (r) => r.currency }),
    rate: t.exposeFloat("rate"),
  }),
});

type TopBar = InitData["topBar"];
const SiteWideMessageType = builder.objectRef<NonNullable<TopBar["siteWideMessage"]>>("SiteWideMessage").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    link: t.field({ type: LinkType, nullable: true, resolve: (m) => m.link }),
  }),
});
const ConsultationPromptType = builder.objectRef<NonNullable<TopBar["consultationPrompt"]>>("ConsultationPrompt").implement({
  fields: (t) => ({ link: t.field({ type: LinkType, resolve: (p) => p.link }) }),
});
const TopBarType = builder.objectRef<TopBar>("TopBar").implement({
  fields: (t) => ({
    siteWideMessage: t.field({ type: SiteWideMessageType, nullable: true, resolve: (b) => b.siteWideMessage }),
    consultationPrompt: t.field({ type: ConsultationPromptType, nullable: true, resolve: (b) => b.consultationPrompt }),
  }),
});
const PreHeaderType = builder.objectRef<InitData["preHeader"]>("PreHeader").implement({
  fields: (t) => ({ link: t.field({ type: LinkType, nullable: true, resolve: (p) => p.link }) }),
});

const MenuItemStyleEnum = builder.enumType("MenuItemStyle", { values: MENU_ITEM_STYLES });

const MenuSectionItemType = builder.objectRef<MenuSectionItemData>("MenuSectionItem").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    link: t.field({ type: LinkType, nullable: true, resolve: (i) => i.link }),
    media: t.field({ type: ImageType, nullable: true, resolve: (i) => i.media }),
    icon: t.exposeString("icon", {
      nullable: true,
      description: `Name of a small glyph shown beside the title: "shape-{shape slug}", "metal-{metal slug}", "sparkle", "calendar", "chat".`,
    }),
    style: t.field({ type: MenuItemStyleEnum, resolve: (i) => i.style }),
  }),
});

type SubMenuData = NonNullable<MenuItemData["subMenu"]>;
const MenuSectionType = builder.objectRef<SubMenuData["sections"][number]>("MenuSection").implement({
  fields: (t) => ({
    title: t.exposeString("title", { nullable: true }),
    items: t.field({ type: [MenuSectionItemType], resolve: (s) => s.items }),
  }),
});
const EditorialContentType = builder.objectRef<NonNullable<SubMenuData["editorialContent"]>>("EditorialContent").implement({
  fields: (t) => ({
    text: t.exposeString("text"),
    link: t.field({ type: LinkType, nullable: true, resolve: (e) => e.link }),
    image: t.field({ type: ImageType, nullable: true, resolve: (e) => e.image }),
  }),
});
const SubMenuType = builder.objectRef<SubMenuData>("SubMenu").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    useLargeFormatItems: t.exposeBoolean("useLargeFormatItems"),
    sections: t.field({ type: [MenuSectionType], resolve: (s) => s.sections }),
    editorialContent: t.field({ type: EditorialContentType, nullable: true, resolve: (s) => s.editorialContent }),
  }),
});
const MenuItemType = builder.objectRef<MenuItemData>("MenuItem").implement({
  description: `An entry of the main menu. Its texts, its panel's and its links' are in the requested locale where the site data names a message id the locale's translations spell ("Colored diamonds" in en-us), else as stored.`,
  fields: (t) => ({
    title: t.exposeString("title"),
    hideOnMobile: t.exposeBoolean("hideOnMobile"),
    hideOnDesktop: t.exposeBoolean("hideOnDesktop"),
    link: t.field({ type: LinkType, nullable: true, resolve: (i) => i.link }),
    subMenu: t.field({ type: SubMenuType, nullable: true, resolve: (i) => i.subMenu }),
  }),
});

const SocialNetworkType = builder.objectRef<InitData["socialNetworks"][number]>("SocialNetwork").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    icon: t.exposeString("icon", { description: `The network's glyph name ("instagram", "facebook", "pinterest", "youtube", "tiktok").` }),
    iconImage: t.field({ type: ImageType, description: "The network's badge, drawn.", resolve: (s) => s.iconImage }),
    link: t.exposeString("link", { description: "The absolute URL of the store's profile." }),
  }),
});

const PaymentIconType = builder.objectRef<InitData["paymentIcons"][number]>("PaymentIcon").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    icon: t.field({ type: ImageType, resolve: (p) => p.icon }),
  }),
});

type FooterData = InitData["footer"];
const FooterColumnType = builder.objectRef<FooterData["columns"][number]>("FooterColumn").implement({
  description:
    "A column of the footer: its title and its links' texts are in the requested locale where the site data names a message id the locale's translations spell, else as stored.",
  fields: (t) => ({
    title: t.exposeString("title"),
    links: t.field({ type: [LinkType], resolve: (c) => c.links }),
    text: t.exposeString("text", { nullable: true }),
    separatorLine: t.exposeBoolean("separatorLine"),
    workingHours: t.exposeBoolean("workingHours", { description: "Shows the working hours in this column." }),
  }),
});
const FooterLogoType = builder.objectRef<FooterData["logos"][number]>("FooterLogo").implement({
  fields: (t) => ({
    link: t.field({ type: LinkType, nullable: true, resolve: (l) => l.link }),
    image: t.field({ type: ImageType, resolve: (l) => l.image }),
  }),
});
const FooterType = builder.objectRef<FooterData>("Footer").implement({
  fields: (t) => ({
    columns: t.field({ type: [FooterColumnType], resolve: (f) => f.columns }),
    copyright: t.exposeString("copyright"),
    logos: t.field({ type: [FooterLogoType], resolve: (f) => f.logos }),
  }),
});

export const AvatarStackType = builder.objectRef<InitData["avatarStack"]>("AvatarStack").implement({
  description: "Portraits of the consultants, shown together beside consultation prompts.",
  fields: (t) => ({ images: t.field({ type: [ImageType], resolve: (a) => a.images }) }),
});

const InitType = builder.objectRef<InitData>("Init").implement({
  description:
    "The site data the storefront starts with: regions, working hours, menus, footer, social networks, payment icons, translations and the signed-in user.",
  fields: (t) => ({
    ringBuilder: t.field({ type: RingBuilderConfigType, resolve: (i) => i.ringBuilder }),
    me: t.field({ type: UserType, nullable: true, resolve: (i) => i.me }),
    googleClientId: t.string({
      nullable: true,
      description: "The Google client id to offer Google sign-in with; null when Google sign-in is not configured.",
      resolve: (_i, _a, ctx) => googleClientId(ctx),
    }),
    workingHours: t.field({ type: WorkingHoursType, resolve: (i) => i.workingHours }),
    regionSuggest: t.field({
      type: RegionCodeType,
      nullable: true,
      description: "Only when fetchRegionSuggest is true: the region of the visitor's country (geo header) or language.",
      resolve: (i) => i.regionSuggest,
    }),
    defaultAlternateRegion: t.field({ type: SiteRegionType, resolve: (i) => i.defaultAlternateRegion }),
    regions: t.field({ type: [SiteRegionType], resolve: (i) => i.regions }),
    language: t.field({ type: LanguageType, resolve: (i) => i.language }),
    currency: t.field({ type: CurrencyEnum, resolve: (i) => i.currency }),
    exchangeRates: t.field({ type: [ExchangeRateType], resolve: (i) => i.exchangeRates }),
    topBar: t.field({ type: TopBarType, resolve: (i) => i.topBar }),
    preHeader: t.field({ type: PreHeaderType, resolve: (i) => i.preHeader }),
    mainMenu: t.field({ type: [MenuItemType], resolve: (i) => i.mainMenu }),
    socialNetworks: t.field({ type: [SocialNetworkType], resolve: (i) => i.socialNetworks }),
    paymentIcons: t.field({ type: [PaymentIconType], resolve: (i) => i.paymentIcons }),
    footer: t.field({ type: FooterType, resolve: (i) => i.footer }),
    avatarStack: t.field({ type: AvatarStackType, resolve: (i) => i.avatarStack }),
  }),
});

builder.queryField("init", (t) =>
  t.field({
    type: InitType,
    description:
      "Startup data for a region, locale and currency. The region must be active and the locale one of its locales, else a validation error; regionSuggest is computed only when fetchRegionSuggest is true.",
    args: {
      locale: t.arg({ type: LocaleScalar, required: true }),
      currency: t.arg({ type: CurrencyEnum, required: true }),
      region: t.arg({ type: RegionEnum, required: true }),
      fetchRegionSuggest: t.arg.boolean({ required: false }),
      isConsultant: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      return unwrap(await init(ctx, args));
    },
  }),
);
