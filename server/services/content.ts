import { eq } from "drizzle-orm";
import { z } from "zod";
import { regionPath, type Currency, type Region } from "../../core/regions.ts";
import type { RequestContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema/index.ts";
import { imageRecord, type ImageRecord } from "../media/registry.ts";
import { currentRates, salePrice } from "./pricing.ts";
import { fail, fromZod, malformed, ok, type Result } from "./result.ts";
import { resolveMarket } from "../../core/market.ts";
import { avatarStack, resolveLink, type ResolvedLink } from "./site.ts";
import { ENQUIRY_TYPES, LINK_TARGETS } from "../db/schema/site.ts";

/* ------------------------------------------------------------------------------------------------
 * Stored shape of page blocks (JSONB), validated before every write.
 * ---------------------------------------------------------------------------------------------- */

const shortText = (max: number) => z.string().trim().min(1).max(max);
const target = z.enum(LINK_TARGETS).default("_self");

/** A link inside a block: the same kinds as the links table. */
export const linkSpec = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("PAGE"),
    text: shortText(120),
    target,
    id: z.string().min(1).max(100).optional(),
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a path starting with /"),
  }),
  z.object({ kind: z.literal("POST"), text: shortText(120), target, id: z.string().min(1).max(100), slug: z.string().regex(/^[a-z0-9-]+$/) }),
  z.object({
    kind: z.literal("CUSTOM"),
    text: shortText(120),
    target,
    url: z.string().regex(/^(https:\/\/|mailto:|tel:|sms:)\S+$/, "must be an https, mailto, tel or sms address"),
  }),
  z.object({ kind: z.literal("QUESTIONNAIRE"), text: shortText(120), target, id: z.string().min(1).max(100) }),
  z.object({ kind: z.literal("ENQUIRY_FORM"), text: shortText(120), target, enquiryType: z.enum(ENQUIRY_TYPES) }),
]);
export type LinkSpec = z.input<typeof linkSpec>;
export type LinkData = z.output<typeof linkSpec>;

/** An image inside a block: drawn by the renderer `kind` from `params`. */
export const imageSpec = z.object({
  kind: z.string().regex(/^[a-z-]+$/),
  params: z.record(z.string(), z.union([z.string().max(100), z.number()])),
  alt: z.string().trim().max(300),
});
export type ImageSpec = z.infer<typeof imageSpec>;

const ALLOWED_TAGS = new Set(["p", "h2", "h3", "h4", "ul", "ol", "li", "a", "strong", "em", "br", "blockquote"]);
const VOID_TAGS = new Set(["br"]);
const SAFE_HREF = /^(https:\/\/|mailto:|tel:|sms:|\/|#)[^"<>\s]*$/;

/**
 * Rich text is a small, safe subset of HTML: paragraphs, headings, lists, emphasis, quotes and links
 * (href only, https/mailto/tel/sms or site-relative). Anything else is refused, so stored content can
 * be rendered as HTML without a sanitiser in the page. Returns the problem, or null when it is fine.
 */
export function richTextProblem(html: string): string | null {
  const tag = /<(\/?)([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  for (const match of html.matchAll(tag)) {
    const between = html.slice(last, match.index);
    if (/[<>]/.test(between)) return "contains markup that is not allowed";
    last = match.index + match[0].length;
    const [, closing, rawName, attrs] = match;
    const name = rawName!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return `the <${name}> element is not allowed`;
    const attributes = [...attrs!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)];
    for (const [, attr, value] of attributes) {
      if (name !== "a" || attr !== "href") return `the ${attr} attribute is not allowed on <${name}>`;
      if (!SAFE_HREF.test(value!)) return `the link "${value}" is not allowed`;
    }
    if (VOID_TAGS.has(name)) continue;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> does not close an open element`;
    } else {
      stack.push(name);
    }
  }
  if (/[<>]/.test(html.slice(last))) return "contains markup that is not allowed";
  if (stack.length) return `<${stack[stack.length - 1]}> is not closed`;
  return null;
}

const blockId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be lower-case letters, digits and dashes");

export const heroBlock = z.object({
  type: z.literal("hero"),
  id: blockId,
  eyebrow: shortText(80).optional(),
  headline: shortText(140),
  subline: shortText(400).optional(),
  links: z.array(linkSpec).max(3),
  image: imageSpec,
});

export const categoryGridBlock = z.object({
  type: z.literal("categoryGrid"),
  id: blockId,
  title: shortText(120),
  intro: shortText(400).optional(),
  tiles: z
    .array(
      z.object({
        title: shortText(80),
        description: shortText(200).optional(),
        link: linkSpec,
        image: imageSpec,
        /** The lowest GBP list price of the category, shown converted as "from ...". */
        priceFromGbp: z.number().positive().max(10_000_000).optional(),
      }),
    )
    .min(1)
    .max(12),
});

export const consultationBlock = z.object({
  type: z.literal("consultation"),
  id: blockId,
  title: shortText(120),
  text: shortText(800),
  points: z.array(shortText(160)).max(6).default([]),
  links: z.array(linkSpec).max(3),
  /** Shows the consultants' portraits (the site's avatar stack) beside the prompt. */
  showAvatarStack: z.boolean().default(true),
});

export const reviewsBlock = z.object({
  type: z.literal("reviews"),
  id: blockId,
  title: shortText(120),
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().min(0),
  sourceName: shortText(80).optional(),
  reviews: z
    .array(
      z.object({
        quote: shortText(600),
        author: shortText(80),
        location: shortText(80).optional(),
        rating: z.number().int().min(1).max(5),
      }),
    )
    .max(6),
  link: linkSpec.optional(),
});

export const richTextBlock = z.object({
  type: z.literal("richText"),
  id: blockId,
  heading: shortText(160).optional(),
  html: z
    .string()
    .min(1)
    .max(50_000)
    .superRefine((html, ctx) => {
      const problem = richTextProblem(html);
      if (problem) ctx.addIssue({ code: "custom", message: `Rich text ${problem}` });
    }),
});

export const contentBlock = z.discriminatedUnion("type", [heroBlock, categoryGridBlock, consultationBlock, reviewsBlock, richTextBlock]);
export type ContentBlockData = z.output<typeof contentBlock>;
export type ContentBlockInput = z.input<typeof contentBlock>;

/** A content page as an administrator (or the seed) writes it. */
export const contentPageInput = z.object({
  slug: z.union([z.literal("/"), z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, "must be lower-case path segments")]),
  title: shortText(160),
  seoTitle: shortText(160).optional(),
  seoDescription: shortText(320).optional(),
  robotsIndex: z.boolean().default(true),
  robotsFollow: z.boolean().default(true),
  blocks: z
    .array(contentBlock)
    .max(40)
    .superRefine((blocks, ctx) => {
      const seen = new Set<string>();
      blocks.forEach((b, i) => {
        if (seen.has(b.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `Block id "${b.id}" is used twice` });
        seen.add(b.id);
      });
    }),
});
export type ContentPageInput = z.input<typeof contentPageInput>;

/**
 * Creates or replaces a content page after validating it; bad input changes nothing. Takes the
 * database rather than a request context so the seed can use it too.
 */
export async function writeContentPage(db: Db, input: ContentPageInput): Promise<Result<{ id: number }>> {
  const parsed = contentPageInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const page = parsed.data;
  const values = {
    slug: page.slug,
    title: page.title,
    seoTitle: page.seoTitle ?? null,
    seoDescription: page.seoDescription ?? null,
    robotsIndex: page.robotsIndex,
    robotsFollow: page.robotsFollow,
    blocks: page.blocks,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({ target: contentPages.slug, set: values })
    .returning({ id: contentPages.id });
  return ok({ id: row!.id });
}

/* ------------------------------------------------------------------------------------------------
 * Reading a page for a region.
 * ---------------------------------------------------------------------------------------------- */

export interface MoneyValue {
  amount: number;
  currency: Currency;
}

export type ResolvedBlock =
  | { type: "hero"; id: string; eyebrow: string | null; headline: string; subline: string | null; links: ResolvedLink[]; image: ImageRecord }
  | {
      type: "categoryGrid";
      id: string;
      title: string;
      intro: string | null;
      tiles: { title: string; description: string | null; link: ResolvedLink; image: ImageRecord; priceFrom: MoneyValue | null }[];
    }
  | { type: "consultation"; id: string; title: string; text: string; points: string[]; links: ResolvedLink[]; avatars: ImageRecord[] }
  | {
      type: "reviews";
      id: string;
      title: string;
      rating: number;
      reviewCount: number;
      sourceName: string | null;
      reviews: { quote: string; author: string; location: string | null; rating: number }[];
      link: ResolvedLink | null;
    }
  | { type: "richText"; id: string; heading: string | null; html: string };

export interface ResolvedPage {
  id: number;
  slug: string;
  title: string;
  seo: { title: string; description: string | null; robots: { index: boolean; follow: boolean } };
  blocks: ResolvedBlock[];
}

/** Accepts "/", "cookies", "/about-us/faqs/" and the like; null when it cannot be a page slug. */
export function normaliseSlug(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === "/" || trimmed === "") return "/";
  if (trimmed.length > 200) return null;
  const slug = trimmed.replace(/^\/+|\/+$/g, "").toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(slug) ? slug : null;
}

/** Makes site-relative hrefs in rich text point into the region ("/cookies" -> "/us/cookies"). */
export function regionaliseHtml(html: string, region: Region): string {
  return html.replace(/href="(\/[^"]*)"/g, (_m, href: string) => `href="${regionPath(region, href)}"`);
}

function image(spec: ImageSpec): ImageRecord {
  return imageRecord(spec.kind, spec.params, spec.alt);
}

/**
 * The content page with a slug, its links resolved for the region and its prices in the currency
 * (the request's currency when it is for the request's region, else the region's own). An unknown
 * slug is `page: null`; a slug that cannot exist is a typed failure.
 */
export async function contentPage(
  ctx: RequestContext,
  input: { slug: string; region: Region; currency?: Currency | null },
): Promise<Result<ResolvedPage | null>> {
  const slug = normaliseSlug(input.slug);
  if (!slug) return fail(malformed(["slug"], "Not a page address"));
  const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  if (!row) return ok(null);
  const { region, currency, taxType } = resolveMarket(ctx, input);
  const needsRates = row.blocks.some((b) => b.type === "categoryGrid" && b.tiles.some((t) => t.priceFromGbp));
  const rates = needsRates ? await currentRates(ctx.db) : undefined;
  const needsAvatars = row.blocks.some((b) => b.type === "consultation" && b.showAvatarStack);
  const avatars = needsAvatars ? await avatarStack(ctx) : [];
  const link = (spec: LinkData) => resolveLink(spec, region);

  const blocks = row.blocks.map((block): ResolvedBlock => {
    switch (block.type) {
      case "hero":
        return {
          type: "hero",
          id: block.id,
          eyebrow: block.eyebrow ?? null,
          headline: block.headline,
          subline: block.subline ?? null,
          links: block.links.map(link),
          image: image(block.image),
        };
      case "categoryGrid":
        return {
          type: "categoryGrid",
          id: block.id,
          title: block.title,
          intro: block.intro ?? null,
          tiles: block.tiles.map((t) => ({
            title: t.title,
            description: t.description ?? null,
            link: link(t.link),
            image: image(t.image),
            priceFrom: t.priceFromGbp ? { amount: salePrice(t.priceFromGbp, currency, taxType, rates), currency } : null,
          })),
        };
      case "consultation":
        return {
          type: "consultation",
          id: block.id,
          title: block.title,
          text: block.text,
          points: block.points,
          links: block.links.map(link),
          avatars: block.showAvatarStack ? avatars : [],
        };
      case "reviews":
        return {
          type: "reviews",
          id: block.id,
          title: block.title,
          rating: block.rating,
          reviewCount: block.reviewCount,
          sourceName: block.sourceName ?? null,
          reviews: block.reviews.map((r) => ({ quote: r.quote, author: r.author, location: r.location ?? null, rating: r.rating })),
          link: block.link ? link(block.link) : null,
        };
      case "richText":
        return { type: "richText", id: block.id, heading: block.heading ?? null, html: regionaliseHtml(block.html, region) };
    }
  });

  return ok({
    id: row.id,
    slug: row.slug,
    title: row.title,
    seo: {
      title: row.seoTitle ?? row.title,
      description: row.seoDescription,
      robots: { index: row.robotsIndex, follow: row.robotsFollow },
    },
    blocks,
  });
}
