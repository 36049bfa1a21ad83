import { builder, CurrencyEnum, RegionEnum } from "./builder.ts";
import { orNotFound } from "./error-result.ts";
import { unwrap } from "./result.ts";
import { AvatarStackType, ImageType, LinkType, MoneyType } from "./site.ts";
import { contentPage, type ResolvedBlock, type ResolvedPage } from "../services/content.ts";

type Block<T extends ResolvedBlock["type"]> = Extract<ResolvedBlock, { type: T }>;

const HeroBlockType = builder.objectRef<Block<"hero">>("HeroBlock").implement({
  description: "A full-width opening: headline, subline, calls to action and an image.",
  fields: (t) => ({
    id: t.exposeID("id"),
    eyebrow: t.exposeString("eyebrow", { nullable: true }),
    headline: t.exposeString("headline"),
    subline: t.exposeString("subline", { nullable: true }),
    links: t.field({ type: [LinkType], resolve: (b) => b.links }),
    image: t.field({ type: ImageType, resolve: (b) => b.image }),
  }),
});

const CategoryTileType = builder.objectRef<Block<"categoryGrid">["tiles"][number]>("CategoryTile").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    link: t.field({ type: LinkType, resolve: (c) => c.link }),
    image: t.field({ type: ImageType, resolve: (c) => c.image }),
    priceFrom: t.field({
      type: MoneyType,
      nullable: true,
      description: 'The lowest price in the category, in the requested currency (shown as "from ...").',
      resolve: (c) => c.priceFrom,
    }),
  }),
});

const CategoryGridBlockType = builder.objectRef<Block<"categoryGrid">>("CategoryGridBlock").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    intro: t.exposeString("intro", { nullable: true }),
    tiles: t.field({ type: [CategoryTileType], resolve: (b) => b.tiles }),
  }),
});

const ConsultationBlockType = builder.objectRef<Block<"consultation">>("ConsultationBlock").implement({
  description: "An invitation to talk to an expert, with the consultants' portraits.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    text: t.exposeString("text"),
    points: t.exposeStringList("points"),
    workingHours: t.exposeBoolean("workingHours", {
      description: "Lists the site's working hours (init.workingHours) after the points, in the visitor's words, as the footer does.",
    }),
    links: t.field({ type: [LinkType], resolve: (b) => b.links }),
    avatarStack: t.field({ type: AvatarStackType, resolve: (b) => ({ images: b.avatars }) }),
  }),
});

const ReviewType = builder.objectRef<Block<"reviews">["reviews"][number]>("Review").implement({
  fields: (t) => ({
    quote: t.exposeString("quote"),
    author: t.exposeString("author"),
    location: t.exposeString("location", { nullable: true }),
    rating: t.exposeInt("rating"),
  }),
});

const ReviewsBlockType = builder.objectRef<Block<"reviews">>("ReviewsBlock").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    rating: t.exposeFloat("rating", { description: "Average rating, 1 (worst) to 5 (best)." }),
    reviewCount: t.exposeInt("reviewCount"),
    sourceName: t.exposeString("sourceName", { nullable: true }),
    reviews: t.field({ type: [ReviewType], resolve: (b) => b.reviews }),
    link: t.field({ type: LinkType, nullable: true, resolve: (b) => b.link }),
  }),
});

const RichTextBlockType = builder.objectRef<Block<"richText">>("RichTextBlock").implement({
  description: "Safe HTML (p, h2-h4, ul, ol, li, a[href], strong, em, br, blockquote); site links carry the region prefix.",
  fields: (t) => ({
    id: t.exposeID("id"),
    heading: t.exposeString("heading", { nullable: true }),
    title: t.exposeString("heading", {
      nullable: true,
      deprecationReason: "Use heading: a nullable title conflicts with the title of other blocks in one selection.",
    }),
    html: t.exposeString("html"),
  }),
});

const ContentBlockUnion = builder.unionType("ContentBlock", {
  types: [HeroBlockType, CategoryGridBlockType, ConsultationBlockType, ReviewsBlockType, RichTextBlockType],
  resolveType: (block: ResolvedBlock) => {
    switch (block.type) {
      case "hero":
        return HeroBlockType;
      case "categoryGrid":
        return CategoryGridBlockType;
      case "consultation":
        return ConsultationBlockType;
      case "reviews":
        return ReviewsBlockType;
      case "richText":
        return RichTextBlockType;
    }
  },
});

const RobotsType = builder.objectRef<ResolvedPage["seo"]["robots"]>("Robots").implement({
  fields: (t) => ({ index: t.exposeBoolean("index"), follow: t.exposeBoolean("follow") }),
});

const SeoType = builder.objectRef<ResolvedPage["seo"]>("Seo").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    robots: t.field({ type: RobotsType, resolve: (s) => s.robots }),
  }),
});

const ContentPageType = builder.objectRef<ResolvedPage>("ContentPage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    seo: t.field({ type: SeoType, resolve: (p) => p.seo }),
    blocks: t.field({ type: [ContentBlockUnion], resolve: (p) => p.blocks }),
  }),
});

const { type: ContentPageResultType, answer: PAGE_NOT_FOUND } = orNotFound(ContentPageType, "ContentPageResult", {
  name: "ContentPageNotFound",
  description: "No content page has this slug: the page answers 404.",
  message: "No page has this address.",
});

builder.queryField("page", (t) =>
  t.field({
    type: ContentPageResultType,
    description: `A content page by slug ("/" is the home page, "about-us/faqs" a nested one), or ContentPageNotFound when there is none.`,
    args: {
      slug: t.arg.string({ required: true }),
      region: t.arg({ type: RegionEnum, required: true }),
      currency: t.arg({ type: CurrencyEnum, required: false, description: "Prices in this currency; the region's by default." }),
    },
    resolve: async (_root, args, ctx) => {
      return unwrap(await contentPage(ctx, args)) ?? PAGE_NOT_FOUND;
    },
  }),
);
