import type { Currency, Locale, Region } from "../../core/regions.ts";
import type { MenuItemStyle } from "../../core/vocabulary/site.ts";

/**
 * The site data the store starts with (`init`, docs/product.md#site-data). The same
 * document runs in the server renderer (root loader) and in the browser after hydration.
 */

const IMAGE_FIELDS = `
  id
  alt
  sizes {
    LARGE { url sources { url mimeType } }
    LARGE_X2 { url sources { url mimeType } }
  }
`;

const LINK_FIELDS = `
  text
  target
  href
  item { __typename ... on EnquiryFormLink { enquiryType } }
`;

export const LINK_FRAGMENT = LINK_FIELDS;
export const IMAGE_FRAGMENT = IMAGE_FIELDS;

export const INIT_QUERY = /* GraphQL */ `
  query Init($locale: Locale!, $currency: Currency!, $region: Region!, $fetchRegionSuggest: Boolean, $isConsultant: Boolean) {
    init(locale: $locale, currency: $currency, region: $region, fetchRegionSuggest: $fetchRegionSuggest, isConsultant: $isConsultant) {
      ringBuilder { isEnabled recommendationsEnabled }
      me { id email firstName lastName isConsultant }
      workingHours { weekDays opening closing timeZone }
      regionSuggest { code }
      defaultAlternateRegion { code locales }
      regions { code name locales isActive currency language { locale } }
      language { locale translations { token translation } }
      topBar {
        siteWideMessage { message link { ${LINK_FIELDS} } }
        consultationPrompt { link { ${LINK_FIELDS} } }
      }
      preHeader { link { ${LINK_FIELDS} } }
      mainMenu {
        title
        hideOnMobile
        hideOnDesktop
        link { ${LINK_FIELDS} }
        subMenu {
          title
          description
          useLargeFormatItems
          sections {
            title
            items { title link { ${LINK_FIELDS} } media { ${IMAGE_FIELDS} } icon style }
          }
          editorialContent { text link { ${LINK_FIELDS} } image { ${IMAGE_FIELDS} } }
        }
      }
      socialNetworks { name icon iconImage { ${IMAGE_FIELDS} } link }
      paymentIcons { name icon { ${IMAGE_FIELDS} } }
      footer {
        columns { title links { ${LINK_FIELDS} } text separatorLine workingHours }
        copyright
        logos { link { ${LINK_FIELDS} } image { ${IMAGE_FIELDS} } }
      }
      avatarStack { images { ${IMAGE_FIELDS} } }
      currency
    }
  }
`;

export interface ImageSource {
  url: string;
  mimeType: string;
}
export interface ImageRendition {
  url: string;
  sources: ImageSource[];
}
/** An image: id, alt text, LARGE and LARGE_X2 sizes with their sources. */
export interface SiteImage {
  id: string;
  alt: string;
  sizes: { LARGE: ImageRendition; LARGE_X2: ImageRendition };
}

/** A link: href is null for links that open an enquiry form. */
export interface SiteLink {
  text: string | null;
  target: string | null;
  href: string | null;
  item: { __typename: string; enquiryType?: string | null } | null;
}

export interface MenuItem {
  title: string;
  link: SiteLink | null;
  media: SiteImage | null;
  /** A glyph name: "shape-{shape slug}", "metal-{metal slug}", "sparkle", "calendar", "chat". */
  icon: string | null;
  style: MenuItemStyle;
}
export interface SubMenu {
  title: string;
  description: string | null;
  useLargeFormatItems: boolean;
  sections: { title: string | null; items: MenuItem[] }[];
  editorialContent: { text: string; link: SiteLink | null; image: SiteImage | null } | null;
}
export interface MainMenuEntry {
  title: string;
  hideOnMobile: boolean;
  hideOnDesktop: boolean;
  link: SiteLink | null;
  subMenu: SubMenu | null;
}

export interface RegionInfo {
  code: Region;
  name: string;
  locales: Locale[];
  isActive: boolean;
  currency: Currency;
  language: { locale: Locale };
}

export interface WorkingHoursData {
  weekDays: number[];
  opening: string;
  closing: string;
  timeZone: string;
}

export interface SiteUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isConsultant: boolean;
}

export interface FooterColumn {
  title: string;
  links: SiteLink[];
  text: string | null;
  separatorLine: boolean;
  workingHours: boolean;
}

export interface InitData {
  currency: Currency;
  ringBuilder: { isEnabled: boolean; recommendationsEnabled: boolean };
  me: SiteUser | null;
  workingHours: WorkingHoursData;
  regionSuggest: { code: Region } | null;
  defaultAlternateRegion: { code: Region; locales: Locale[] };
  regions: RegionInfo[];
  language: { locale: Locale; translations: { token: string; translation: string }[] };
  topBar: {
    siteWideMessage: { message: string; link: SiteLink | null } | null;
    consultationPrompt: { link: SiteLink } | null;
  };
  preHeader: { link: SiteLink | null };
  mainMenu: MainMenuEntry[];
  /** icon: a glyph name ("instagram", "facebook", "pinterest", "youtube", "tiktok"); link: absolute URL. */
  socialNetworks: { name: string; icon: string; iconImage: SiteImage; link: string }[];
  paymentIcons: { name: string; icon: SiteImage }[];
  footer: { columns: FooterColumn[]; copyright: string; logos: { link: SiteLink | null; image: SiteImage }[] };
  avatarStack: { images: SiteImage[] };
}

export interface InitVariables extends Record<string, unknown> {
  locale: Locale;
  currency: Currency;
  region: Region;
  fetchRegionSuggest?: boolean;
  isConsultant?: boolean;
}
