import { pageMeta } from "../../../lib/meta.ts";
import type { Money } from "../../../../core/money.ts";
import { IMAGE_FRAGMENT, LINK_FRAGMENT, type SiteImage, type SiteLink } from "../../../lib/site-data.ts";

/** A content page with its blocks: the home page (slug "/") or a catch-all content page. */
export const PAGE_QUERY = /* GraphQL */ `
  query ContentPage($slug: String!, $region: Region!, $currency: Currency) {
    page(slug: $slug, region: $region, currency: $currency) {
      id
      slug
      title
      seo { title description robots { index follow } }
      blocks {
        __typename
        ... on HeroBlock { id eyebrow headline subline links { ${LINK_FRAGMENT} } image { ${IMAGE_FRAGMENT} } }
        ... on CategoryGridBlock {
          id
          title
          intro
          tiles { title description link { ${LINK_FRAGMENT} } image { ${IMAGE_FRAGMENT} } priceFrom { amount currency } }
        }
        ... on ConsultationBlock { id title text points links { ${LINK_FRAGMENT} } avatarStack { images { ${IMAGE_FRAGMENT} } } }
        ... on ReviewsBlock { id title rating reviewCount sourceName reviews { quote author location rating } link { ${LINK_FRAGMENT} } }
        ... on RichTextBlock { id heading: title html }
      }
    }
  }
`;

export interface HeroBlock {
  __typename: "HeroBlock";
  id: string;
  eyebrow: string | null;
  headline: string;
  subline: string | null;
  links: SiteLink[];
  image: SiteImage;
}
export interface CategoryGridBlock {
  __typename: "CategoryGridBlock";
  id: string;
  title: string;
  intro: string | null;
  tiles: { title: string; description: string | null; link: SiteLink; image: SiteImage; priceFrom: Money | null }[];
}
export interface ConsultationBlock {
  __typename: "ConsultationBlock";
  id: string;
  title: string;
  text: string;
  points: string[];
  links: SiteLink[];
  avatarStack: { images: SiteImage[] };
}
export interface ReviewsBlock {
  __typename: "ReviewsBlock";
  id: string;
  title: string;
  rating: number;
  reviewCount: number;
  sourceName: string | null;
  reviews: { quote: string; author: string; location: string | null; rating: number }[];
  link: SiteLink | null;
}
export interface RichTextBlock {
  __typename: "RichTextBlock";
  id: string;
  /** The block's optional title (aliased: other blocks' titles are non-null). */
  heading: string | null;
  html: string;
}
export type ContentBlock = HeroBlock | CategoryGridBlock | ConsultationBlock | ReviewsBlock | RichTextBlock;

export interface ContentPageData {
  id: string;
  slug: string;
  title: string;
  seo: { title: string; description: string | null; robots: { index: boolean; follow: boolean } };
  blocks: ContentBlock[];
}

/** The meta tags of a content page: title, description, robots (the page's own, from the server). */
export function contentMeta(page: ContentPageData) {
  const { index, follow } = page.seo.robots;
  return pageMeta({
    title: page.seo.title,
    description: page.seo.description ?? "",
    robots: !index || !follow ? `${index ? "index" : "noindex"}, ${follow ? "follow" : "nofollow"}` : undefined,
  });
}
