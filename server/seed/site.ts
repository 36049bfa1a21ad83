import { REGION_CURRENCY, REGION_LOCALE, REGIONS, type Currency, type Locale, type Region } from "../../core/regions.ts";
import type { Db } from "../db/client.ts";
import {
  avatarStackImages,
  exchangeRates,
  footerColumnLinks,
  footerColumns,
  footerLogos,
  links,
  menuItems,
  menuSectionItems,
  menuSections,
  paymentIcons,
  regions,
  siteImages,
  siteSettings,
  socialNetworks,
  subMenus,
  translations,
  workingHours,
} from "../db/schema/index.ts";
import type { MenuItemStyle } from "../../core/vocabulary/site.ts";
import { DEFAULT_RATES } from "../services/pricing.ts";
import { custom, enquiry, linkRow, page, seedContent, type SeedLink } from "./content.ts";
import { emptyEngagementRings, formatCataloguePath } from "../../core/urls/catalogue.ts";
import { RING_STYLES, type RingStyleCode } from "../../core/vocabulary/engagement.ts";
import { METALS, type MetalCode } from "../../core/vocabulary/metals.ts";
import { shapeByCode, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import { DEFAULT_WORKING_HOURS } from "../../core/working-hours.ts";

const REGION_NAMES: Record<Region, string> = {
  AU: "Australia",
  CA: "Canada",
  EU: "Europe",
  IE: "Ireland",
  INT: "International",
  NZ: "New Zealand",
  UK: "United Kingdom",
  US: "United States",
  ZA: "South Africa",
};

/* ------------------------------------------------------------------------------------------------
 * Images of the site chrome, drawn by server/media/site.ts.
 * ---------------------------------------------------------------------------------------------- */

interface SeedImage {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  alt: string;
}

const art = (id: string, params: Record<string, string>, alt: string): SeedImage => ({ id, kind: "site-art", params, alt });

const CONSULTANTS = [
  { name: "Eleanor", role: "diamond consultant" },
  { name: "Samuel", role: "bespoke designer" },
  { name: "Priya", role: "gemstone specialist" },
  { name: "Oliver", role: "master goldsmith" },
  { name: "Grace", role: "client advisor" },
];

const PAYMENT_BRANDS: { brand: string; name: string }[] = [
  { brand: "visa", name: "Visa" },
  { brand: "mastercard", name: "Mastercard" },
  { brand: "amex", name: "American Express" },
  { brand: "apple-pay", name: "Apple Pay" },
  { brand: "google-pay", name: "Google Pay" },
  { brand: "paypal", name: "PayPal" },
  { brand: "klarna", name: "Klarna" },
  { brand: "affirm", name: "Affirm" },
  { brand: "bank-transfer", name: "Bank transfer" },
];

const SOCIAL: { network: string; name: string; url: string }[] = [
  { network: "instagram", name: "Instagram", url: "https://www.instagram.com/hattonandvale" },
  { network: "pinterest", name: "Pinterest", url: "https://www.pinterest.co.uk/hattonandvale" },
  { network: "facebook", name: "Facebook", url: "https://www.facebook.com/hattonandvale" },
  { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@hattonandvale" },
  { network: "tiktok", name: "TikTok", url: "https://www.tiktok.com/@hattonandvale" },
];

const LOGOS: { mark: string; alt: string; link: SeedLink | null }[] = [
  { mark: "gia", alt: "Diamonds graded by the Gemological Institute of America", link: custom("GIA", "https://www.gia.edu", "_blank") },
  {
    mark: "rjc",
    alt: "Member of the Responsible Jewellery Council",
    link: custom("Responsible Jewellery Council", "https://www.responsiblejewellery.com", "_blank"),
  },
  {
    mark: "assay",
    alt: "Hallmarked at the London Assay Office",
    link: custom("London Assay Office", "https://www.assayofficelondon.co.uk", "_blank"),
  },
  { mark: "reviews", alt: "Rated 4.9 out of 5 by our customers", link: page("Customer reviews", "/customer-love-stories") },
];

/* ------------------------------------------------------------------------------------------------
 * The main menu.
 * ---------------------------------------------------------------------------------------------- */

/**
 * A text that a locale spells differently names a message id, a token of the site translations
 * (TRANSLATIONS below); `init` answers it in the visitor's locale and the stored text elsewhere.
 */
type SiteSeedLink = SeedLink & { textMessageId?: string };

/** A link whose text is said in the visitor's locale by the message id. */
const said = (messageId: string, l: SeedLink): SiteSeedLink => ({ ...l, textMessageId: messageId });

interface SeedMenuItem {
  title: string;
  titleMessageId?: string;
  link?: SiteSeedLink;
  media?: SeedImage;
  icon?: string;
  style?: MenuItemStyle;
}

interface SeedMenu {
  title: string;
  titleMessageId?: string;
  link?: SiteSeedLink;
  hideOnMobile?: boolean;
  hideOnDesktop?: boolean;
  subMenu?: {
    title: string;
    titleMessageId?: string;
    description?: string;
    descriptionMessageId?: string;
    useLargeFormatItems?: boolean;
    sections: { title?: string; titleMessageId?: string; items: SeedMenuItem[] }[];
    editorial?: { text: string; textMessageId?: string; link?: SiteSeedLink; image?: SeedImage };
  };
}

/** Listing paths of engagement rings filtered by one facet (the grammar of core/urls/catalogue.ts). */
function engagementPath(filter: { ringStyle?: RingStyleCode; shape?: ShapeCode; metal?: MetalCode }): string {
  return formatCataloguePath({ ...emptyEngagementRings, ...filter });
}

const RING_STYLE_ITEMS = RING_STYLES.entries.map((s) => ({
  title: s.label,
  code: s.code,
  art: s.code.toLowerCase().replace("_", "-").replace("toi-moi", "toi-et-moi"),
}));

const SHAPE_ITEMS = (["ROUND", "OVAL", "EMERALD", "CUSHION", "PEAR", "RADIANT", "MARQUISE", "PRINCESS"] as const).map((code) =>
  shapeByCode(code),
);

const METAL_ITEMS = (["PLATINUM", "WHITE_GOLD_18K", "YELLOW_GOLD_18K", "ROSE_GOLD_18K"] as const).map((code) => METALS.get(code));

function mainMenu(): SeedMenu[] {
  return [
    {
      title: "Engagement Rings",
      link: page("Engagement Rings", "/engagement-rings"),
      subMenu: {
        title: "Engagement Rings",
        description: "Handmade to order in our Hatton Garden workshop, set with a diamond or gemstone you choose.",
        sections: [
          {
            title: "Shop by style",
            items: [
              ...RING_STYLE_ITEMS.map((s) => ({
                title: s.title,
                link: page(s.title, engagementPath({ ringStyle: s.code })),
                media: art(
                  `menu-ring-${s.art}`,
                  { subject: "ring", style: s.art, metal: "platinum", bg: "ivory" },
                  `${s.title} engagement ring in platinum`,
                ),
              })),
            ],
          },
          {
            title: "Shop by shape",
            items: SHAPE_ITEMS.map((s) => ({
              title: s.label,
              link: page(`${s.label} engagement rings`, engagementPath({ shape: s.code })),
              icon: `shape-${s.slug}`,
            })),
          },
          {
            title: "Shop by metal",
            items: METAL_ITEMS.map((m) => ({
              title: m.label,
              link: page(`${m.label} engagement rings`, engagementPath({ metal: m.code })),
              icon: `metal-${m.slug}`,
            })),
          },
          {
            title: "Need a hand?",
            items: [
              {
                title: "Speak to an expert",
                link: enquiry("Speak to an expert", "SPEAK_TO_EXPERT"),
                icon: "chat",
                style: "HIGHLIGHT" as const,
              },
              { title: "Ring guidance", link: page("Ring guidance", "/ring-guidance"), icon: "sparkle" },
              { title: "Book a consultation", link: page("Book a consultation", "/about-us/contacts"), icon: "calendar" },
            ],
          },
        ],
        editorial: {
          text: "Design your own ring: pair any setting with a centre stone of your choice, or create something entirely new with our bespoke designers.",
          textMessageId: "site_menu_design_your_own_text",
          link: page("Design your own ring", "/custom-engagement-ring-design"),
          image: art(
            "menu-editorial-bespoke",
            { subject: "ring", style: "bespoke", metal: "yellow", bg: "blush" },
            "A bespoke engagement ring sketch beside the finished ring",
          ),
        },
      },
    },
    {
      title: "Wedding Rings",
      link: page("Wedding Rings", "/wedding-rings"),
      subMenu: {
        title: "Wedding Rings",
        description: "Plain, diamond-set and shaped bands, made to sit beautifully beside your engagement ring.",
        useLargeFormatItems: true,
        sections: [
          {
            items: [
              {
                title: "Ladies' wedding rings",
                link: page("Ladies' wedding rings", "/wedding-rings/ladies"),
                media: art(
                  "menu-wedding-ladies",
                  { subject: "ring", style: "eternity", metal: "rose", bg: "blush" },
                  "A diamond eternity wedding ring in rose gold",
                ),
              },
              {
                title: "Men's wedding rings",
                link: page("Men's wedding rings", "/wedding-rings/mens"),
                media: art(
                  "menu-wedding-mens",
                  { subject: "ring", style: "band", metal: "platinum", bg: "mist" },
                  "A brushed platinum court wedding band",
                ),
              },
            ],
          },
        ],
      },
    },
    {
      title: "Diamonds",
      link: page("Diamonds", "/diamonds/natural/all-shapes"),
      subMenu: {
        title: "Diamonds & Gemstones",
        description: "Search thousands of certified stones, each one checked by our gemmologists.",
        descriptionMessageId: "site_menu_stones_description",
        useLargeFormatItems: true,
        sections: [
          {
            title: "Search stones",
            items: [
              {
                title: "Natural diamonds",
                link: page("Natural diamonds", "/diamonds/natural/all-shapes"),
                media: art(
                  "menu-stone-natural",
                  { subject: "stone", shape: "round", colour: "white", bg: "ivory" },
                  "A round brilliant natural diamond",
                ),
              },
              {
                title: "Lab-grown diamonds",
                link: page("Lab-grown diamonds", "/diamonds/lab-grown"),
                media: art("menu-stone-lab", { subject: "stone", shape: "oval", colour: "white", bg: "mist" }, "An oval lab-grown diamond"),
              },
              {
                title: "Coloured diamonds",
                titleMessageId: "site_menu_coloured_diamonds",
                link: said("site_menu_coloured_diamonds", page("Coloured diamonds", "/coloured-diamonds/natural/all-colours/all-shapes")),
                media: art(
                  "menu-stone-coloured",
                  { subject: "stone", shape: "cushion", colour: "pink", bg: "blush" },
                  "A cushion-cut pink diamond",
                ),
              },
              {
                title: "Gemstones",
                link: page("Gemstones", "/gemstones/natural-sku"),
                media: art(
                  "menu-stone-gemstone",
                  { subject: "stone", shape: "emerald", colour: "blue", bg: "sage" },
                  "An emerald-cut blue sapphire",
                ),
              },
            ],
          },
          {
            title: "Learn",
            items: [
              { title: "Diamond guidance", link: page("Diamond guidance", "/diamond-guidance"), icon: "sparkle" },
              {
                title: "Speak to a gemmologist",
                titleMessageId: "site_menu_speak_to_gemmologist",
                link: said("site_menu_speak_to_gemmologist", enquiry("Speak to a gemmologist", "DIAMOND")),
                icon: "chat",
                style: "HIGHLIGHT",
              },
            ],
          },
        ],
      },
    },
    {
      title: "Jewellery",
      titleMessageId: "site_menu_jewellery",
      link: said("site_menu_jewellery", page("Jewellery", "/jewellery")),
      subMenu: {
        title: "Fine Jewellery",
        titleMessageId: "site_menu_fine_jewellery",
        description: "Necklaces, earrings, bracelets and rings in recycled gold and platinum.",
        useLargeFormatItems: true,
        sections: [
          {
            items: [
              {
                title: "Necklaces",
                link: page("Necklaces", "/jewellery/necklaces"),
                media: art(
                  "menu-jewellery-necklace",
                  { subject: "necklace", metal: "yellow", bg: "ivory" },
                  "A diamond pendant necklace in yellow gold",
                ),
              },
              {
                title: "Earrings",
                link: page("Earrings", "/jewellery/earrings"),
                media: art("menu-jewellery-earrings", { subject: "earrings", metal: "platinum", bg: "mist" }, "Diamond stud earrings"),
              },
              {
                title: "Bracelets",
                link: page("Bracelets", "/jewellery/bracelets"),
                media: art("menu-jewellery-bracelet", { subject: "bracelet", metal: "white", bg: "sage" }, "A diamond tennis bracelet"),
              },
              {
                title: "Rings",
                link: page("Rings", "/jewellery/rings"),
                media: art(
                  "menu-jewellery-ring",
                  { subject: "ring", style: "cocktail", metal: "yellow", stone: "emerald", bg: "blush" },
                  "An emerald cocktail ring",
                ),
              },
            ],
          },
        ],
        editorial: {
          text: "Birthstone jewellery: a gemstone for every month, set in recycled gold.",
          textMessageId: "site_menu_birthstones_text",
          link: page("Shop birthstones", "/jewellery"),
          image: art("menu-editorial-birthstones", { subject: "stone", shape: "pear", colour: "red", bg: "ivory" }, "A pear-shaped garnet"),
        },
      },
    },
    { title: "Ready to Go", link: page("Ready to Go", "/ready-to-go") },
    {
      title: "About",
      link: page("About us", "/about-us/our-story"),
      subMenu: {
        title: "About Hatton & Vale",
        sections: [
          {
            items: [
              { title: "Our story", link: page("Our story", "/about-us/our-story") },
              { title: "Visit our showroom", link: page("Visit our showroom", "/about-us/contacts") },
              { title: "Customer reviews", link: page("Customer reviews", "/customer-love-stories") },
              { title: "Meet the makers", link: page("Meet the makers", "/meet-the-makers") },
              { title: "FAQs", link: page("FAQs", "/about-us/faqs") },
            ],
          },
        ],
      },
    },
    { title: "Speak to an expert", link: enquiry("Speak to an expert", "SPEAK_TO_EXPERT"), hideOnDesktop: true },
    { title: "Our guide to buying a ring", link: page("Ring guidance", "/ring-guidance"), hideOnMobile: true },
  ];
}

/* ------------------------------------------------------------------------------------------------
 * Footer.
 * ---------------------------------------------------------------------------------------------- */

function footer(): {
  title: string;
  titleMessageId?: string;
  text?: string;
  separatorLine?: boolean;
  workingHours?: boolean;
  links: SiteSeedLink[];
}[] {
  return [
    {
      title: "Customer care",
      links: [
        enquiry("Contact us", "GENERAL"),
        page("FAQs", "/about-us/faqs"),
        page("Free worldwide shipping", "/about-us/free-worldwide-shipping"),
        page("Returns policy", "/returns-policy"),
        page("Resizing policy", "/about-us/resizing-policy"),
        page("Lifetime warranty", "/about-us/lifetime-manufacturer-warranty"),
        page("Payment options", "/about-us/payment-options"),
        page("Privacy policy", "/privacy"),
        page("Terms and conditions", "/terms"),
      ],
    },
    {
      title: "About us",
      links: [
        page("Our story", "/about-us/our-story"),
        page("Meet the makers", "/meet-the-makers"),
        page("Customer reviews", "/customer-love-stories"),
        page("Packaging", "/about-us/packaging"),
        page("Careers", "/about-us/careers"),
      ],
    },
    {
      title: "Shop",
      separatorLine: true,
      links: [
        page("Engagement rings", "/engagement-rings"),
        page("Wedding rings", "/wedding-rings"),
        page("Natural diamonds", "/diamonds/natural/all-shapes"),
        page("Lab-grown diamonds", "/diamonds/lab-grown"),
        page("Gemstones", "/gemstones/natural-sku"),
        said("site_footer_fine_jewellery", page("Fine jewellery", "/jewellery")),
        page("Ready to go", "/ready-to-go"),
      ],
    },
    {
      title: "Visit us",
      text: "Hatton & Vale\n28 Hatton Garden\nLondon EC1N 8DB\nUnited Kingdom",
      workingHours: true,
      links: [
        page("Book a consultation", "/about-us/contacts"),
        custom("+44 20 3868 0410", "tel:+442038680410"),
        custom("experts@hattonvale.example", "mailto:experts@hattonvale.example"),
      ],
    },
  ];
}

const TRANSLATIONS: { locale: Locale; token: string; translation: string }[] = [
  { locale: "en-gb", token: "topbar_consultation", translation: "Book a complimentary consultation" },
  { locale: "en-gb", token: "contact_book_text", translation: "In our Hatton Garden showroom, by phone or by video call." },
  {
    locale: "en-gb",
    token: "speak_to_expert_intro",
    translation: "Our diamond and design experts are here to help, with no obligation to buy.",
  },
  { locale: "en-gb", token: "filter_colour", translation: "Colour" },
  { locale: "en-us", token: "topbar_consultation", translation: "Book a complimentary virtual consultation" },
  { locale: "en-us", token: "filter_colour", translation: "Color" },
  { locale: "en-us", token: "filter_colour_grade", translation: "Color grade" },
  { locale: "en-us", token: "contact_book_text", translation: "By video call with our London experts, or in our Hatton Garden showroom." },
  { locale: "en-au", token: "topbar_consultation", translation: "Book a complimentary video consultation" },
  // The menu's and footer's texts that American English spells differently (their message ids above).
  { locale: "en-us", token: "site_menu_coloured_diamonds", translation: "Colored diamonds" },
  { locale: "en-us", token: "site_menu_speak_to_gemmologist", translation: "Speak to a gemologist" },
  {
    locale: "en-us",
    token: "site_menu_stones_description",
    translation: "Search thousands of certified stones, each one checked by our gemologists.",
  },
  { locale: "en-us", token: "site_menu_jewellery", translation: "Jewelry" },
  { locale: "en-us", token: "site_menu_fine_jewellery", translation: "Fine Jewelry" },
  {
    locale: "en-us",
    token: "site_menu_birthstones_text",
    translation: "Birthstone jewelry: a gemstone for every month, set in recycled gold.",
  },
  {
    locale: "en-us",
    token: "site_menu_design_your_own_text",
    translation:
      "Design your own ring: pair any setting with a center stone of your choice, or create something entirely new with our bespoke designers.",
  },
  { locale: "en-us", token: "site_footer_fine_jewellery", translation: "Fine jewelry" },
];

/* ------------------------------------------------------------------------------------------------
 * Writing it all.
 * ---------------------------------------------------------------------------------------------- */

/** The demo site data of a London jeweller, Hatton & Vale. Deterministic. */
export async function seedSite(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(regions).values(
      REGIONS.map((code) => ({
        code,
        name: REGION_NAMES[code],
        locales: [REGION_LOCALE[code]],
        currency: REGION_CURRENCY[code],
        isActive: true,
      })),
    );
    await tx
      .insert(exchangeRates)
      .values(Object.entries(DEFAULT_RATES).map(([currency, rate]) => ({ currency: currency as Currency, rate })));
    await tx.insert(workingHours).values({ ...DEFAULT_WORKING_HOURS, weekDays: [...DEFAULT_WORKING_HOURS.weekDays] });

    const images = new Map<string, SeedImage>();
    const image = async (img: SeedImage | undefined): Promise<string | null> => {
      if (!img) return null;
      if (!images.has(img.id)) {
        images.set(img.id, img);
        await tx.insert(siteImages).values(img);
      }
      return img.id;
    };
    const link = async (l: SiteSeedLink | undefined | null): Promise<number | null> => {
      if (!l) return null;
      const [row] = await tx
        .insert(links)
        .values({ ...linkRow(l), textMessageId: l.textMessageId ?? null })
        .returning({ id: links.id });
      return row!.id;
    };

    await tx.insert(siteSettings).values({
      siteWideMessage: "Free insured delivery and returns on every order. Need it within 7 days? Shop Ready to Go.",
      siteWideMessageLinkId: await link(page("Shop Ready to Go", "/ready-to-go")),
      consultationPromptLinkId: await link(page("Book a complimentary consultation", "/about-us/contacts")),
      preHeaderLinkId: await link(page("Visit our Hatton Garden showroom", "/about-us/contacts")),
      copyright: "© 2026 Hatton & Vale Ltd. Registered in England and Wales, company no. 09876543. 28 Hatton Garden, London EC1N 8DB.",
      defaultAlternateRegion: "UK",
      ringBuilderEnabled: true,
      ringBuilderRecommendationsEnabled: true,
    });

    let position = 0;
    for (const item of mainMenu()) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          position: position++,
          title: item.title,
          titleMessageId: item.titleMessageId ?? null,
          hideOnMobile: item.hideOnMobile ?? false,
          hideOnDesktop: item.hideOnDesktop ?? false,
          linkId: await link(item.link),
        })
        .returning({ id: menuItems.id });
      const sub = item.subMenu;
      if (!sub) continue;
      const [subRow] = await tx
        .insert(subMenus)
        .values({
          menuItemId: row!.id,
          title: sub.title,
          titleMessageId: sub.titleMessageId ?? null,
          description: sub.description ?? null,
          descriptionMessageId: sub.descriptionMessageId ?? null,
          useLargeFormatItems: sub.useLargeFormatItems ?? false,
          editorialText: sub.editorial?.text ?? null,
          editorialTextMessageId: sub.editorial?.textMessageId ?? null,
          editorialLinkId: await link(sub.editorial?.link),
          editorialImageId: await image(sub.editorial?.image),
        })
        .returning({ id: subMenus.id });
      let sectionPosition = 0;
      for (const section of sub.sections) {
        const [sectionRow] = await tx
          .insert(menuSections)
          .values({
            subMenuId: subRow!.id,
            position: sectionPosition++,
            title: section.title ?? null,
            titleMessageId: section.titleMessageId ?? null,
          })
          .returning({ id: menuSections.id });
        let itemPosition = 0;
        for (const entry of section.items) {
          await tx.insert(menuSectionItems).values({
            sectionId: sectionRow!.id,
            position: itemPosition++,
            title: entry.title,
            titleMessageId: entry.titleMessageId ?? null,
            linkId: await link(entry.link),
            mediaImageId: await image(entry.media),
            icon: entry.icon ?? null,
            style: entry.style ?? "DEFAULT",
          });
        }
      }
    }

    let columnPosition = 0;
    for (const column of footer()) {
      const [row] = await tx
        .insert(footerColumns)
        .values({
          position: columnPosition++,
          title: column.title,
          titleMessageId: column.titleMessageId ?? null,
          text: column.text ?? null,
          separatorLine: column.separatorLine ?? false,
          workingHours: column.workingHours ?? false,
        })
        .returning({ id: footerColumns.id });
      let linkPosition = 0;
      for (const l of column.links) {
        await tx.insert(footerColumnLinks).values({ columnId: row!.id, position: linkPosition++, linkId: (await link(l))! });
      }
    }

    for (const [i, logo] of LOGOS.entries()) {
      const imageId = (await image({ id: `logo-${logo.mark}`, kind: "site-logo", params: { mark: logo.mark }, alt: logo.alt }))!;
      await tx.insert(footerLogos).values({ position: i, linkId: await link(logo.link), imageId });
    }
    for (const [i, s] of SOCIAL.entries()) {
      const iconImageId = (await image({ id: `social-${s.network}`, kind: "site-social", params: { network: s.network }, alt: s.name }))!;
      await tx
        .insert(socialNetworks)
        .values({ position: i, name: s.name, icon: s.network, iconImageId, linkId: (await link(custom(s.name, s.url, "_blank")))! });
    }
    for (const [i, p] of PAYMENT_BRANDS.entries()) {
      const iconImageId = (await image({ id: `payment-${p.brand}`, kind: "site-payment", params: { brand: p.brand }, alt: p.name }))!;
      await tx.insert(paymentIcons).values({ position: i, name: p.name, iconImageId });
    }
    for (const [i, c] of CONSULTANTS.entries()) {
      const imageId = (await image({ id: `avatar-${i + 1}`, kind: "site-avatar", params: { seed: i + 1 }, alt: `${c.name}, ${c.role}` }))!;
      await tx.insert(avatarStackImages).values({ position: i, imageId });
    }

    await tx.insert(translations).values(TRANSLATIONS);
  });
  await seedContent(db);
}
