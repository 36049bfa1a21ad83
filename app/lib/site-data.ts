import { renditionUrl } from "../../core/urls/media.ts";
import { FALLBACK_IMAGE_FORMAT, type ImageFormat, type ImageSize } from "../../core/vocabulary/media.ts";
import { graphql } from "../graphql/index.ts";
import type { InitQuery, InitQueryVariables, SiteImageFragment, SiteLinkFragment } from "../graphql/graphql.ts";

/**
 * The site data the store starts with (`init`, docs/product.md#site-data). The same
 * document runs in the server renderer (root loader) and in the browser after hydration. Its result
 * types are generated from the schema (app/graphql/, `npm run codegen`).
 */

graphql(`
  fragment SiteImage on Image {
    id
    alt
    urlTemplate
  }
`);

graphql(`
  fragment SiteLink on Link {
    text
    target
    href
    item { __typename ... on EnquiryFormLink { enquiryType } }
  }
`);

// `me`: who is signed in, with the fields every sign-in answers (AccountUser, app/routes/accounts/documents.ts).
export const INIT_QUERY = graphql(`
  query Init($locale: Locale!, $currency: Currency!, $region: Region!, $fetchRegionSuggest: Boolean, $isConsultant: Boolean) {
    init(locale: $locale, currency: $currency, region: $region, fetchRegionSuggest: $fetchRegionSuggest, isConsultant: $isConsultant) {
      ringBuilder { isEnabled recommendationsEnabled }
      me { ...AccountUser }
      googleClientId
      workingHours { weekDays opening closing timeZone }
      regionSuggest { code }
      defaultAlternateRegion { code locales }
      regions { code name locales isActive currency language { locale } }
      language { locale translations { token translation } }
      topBar {
        siteWideMessage { message link { ...SiteLink } }
        consultationPrompt { link { ...SiteLink } }
      }
      preHeader { link { ...SiteLink } }
      mainMenu {
        title
        hideOnMobile
        hideOnDesktop
        link { ...SiteLink }
        subMenu {
          title
          description
          useLargeFormatItems
          sections {
            title
            items { title link { ...SiteLink } media { ...SiteImage } icon style }
          }
          editorialContent { text link { ...SiteLink } image { ...SiteImage } }
        }
      }
      socialNetworks { name icon link }
      paymentIcons { name icon { ...SiteImage } }
      footer {
        columns { title links { ...SiteLink } text separatorLine workingHours }
        copyright
        logos { link { ...SiteLink } image { ...SiteImage } }
      }
      currency
    }
  }
`);

/** An image: id, alt text and the template of its renditions' URLs (imageUrl() in components/ui/Image.tsx). */
export type SiteImage = SiteImageFragment;
/** One rendition of an image (the LARGE WebP one unless told). */
export function imageUrl(
  image: Pick<SiteImage, "urlTemplate">,
  size: ImageSize = "LARGE",
  format: ImageFormat = FALLBACK_IMAGE_FORMAT,
): string {
  return renditionUrl(image.urlTemplate, size, format);
}

/** A link: href is null for links that open an enquiry form. */
export type SiteLink = SiteLinkFragment;
export type InitData = InitQuery["init"];
export type InitVariables = InitQueryVariables;
export type SiteUser = NonNullable<InitData["me"]>;
export type MainMenuEntry = InitData["mainMenu"][number];
export type SubMenu = NonNullable<MainMenuEntry["subMenu"]>;
/** icon: a glyph name: "shape-{shape slug}", "metal-{metal slug}", "sparkle", "calendar", "chat". */
export type MenuItem = SubMenu["sections"][number]["items"][number];
