import { pageMeta } from "../../../lib/meta.ts";
import { graphql } from "../../../graphql/index.ts";
import type { ContentPageQuery } from "../../../graphql/graphql.ts";

/** A content page with its blocks: the home page (slug "/") or a catch-all content page. */
export const PAGE_QUERY = graphql(`
  query ContentPage($slug: String!, $region: Region!, $currency: Currency) {
    page(slug: $slug, region: $region, currency: $currency) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on ContentPage {
        id
        slug
        title
        seo { title description robots { index follow } }
        blocks {
          __typename
          ... on HeroBlock { id eyebrow headline subline links { ...SiteLink } image { ...SiteImage } }
          ... on CategoryGridBlock {
            id
            title
            intro
            tiles { title description link { ...SiteLink } image { ...SiteImage } priceFrom { amount currency } }
          }
          ... on ConsultationBlock { id title text points workingHours links { ...SiteLink } avatarStack { images { ...SiteImage } } }
          ... on ReviewsBlock { id title rating reviewCount sourceName reviews { quote author location rating } link { ...SiteLink } }
          ... on RichTextBlock { id heading: title html }
        }
      }
    }
  }
`);

/** The page found (the query answers ContentPageNotFound, an `ErrorResult`, when there is none). */
export type ContentPageData = Extract<ContentPageQuery["page"], { __typename: "ContentPage" }>;
export type ContentBlock = ContentPageData["blocks"][number];
type BlockOf<T extends ContentBlock["__typename"]> = Extract<ContentBlock, { __typename: T }>;
export type HeroBlock = BlockOf<"HeroBlock">;
export type CategoryGridBlock = BlockOf<"CategoryGridBlock">;
export type ConsultationBlock = BlockOf<"ConsultationBlock">;
export type ReviewsBlock = BlockOf<"ReviewsBlock">;
/** heading: the block's optional title (aliased: other blocks' titles are non-null). */
export type RichTextBlock = BlockOf<"RichTextBlock">;

/** The meta tags of a content page: title, description, robots (the page's own, from the server). */
export function contentMeta(page: ContentPageData) {
  const { index, follow } = page.seo.robots;
  return pageMeta({
    title: page.seo.title,
    description: page.seo.description ?? "",
    robots: !index || !follow ? `${index ? "index" : "noindex"}, ${follow ? "follow" : "nofollow"}` : undefined,
  });
}
