import { eq } from "drizzle-orm";
import { z } from "zod";
import { regionPath, type Currency, type Region } from "../../core/regions.ts";
import type { RequestContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema/index.ts";
import { imageRecord, type ImageRecord } from "../media/registry.ts";
import { fail, fromZod, malformed, ok, type Result } from "./result.ts";
import { resolveMarket } from "../../core/market.ts";
import type { Money } from "../../core/money.ts";
import { SITE_TTL_MS, avatarStack, forgetSiteData, resolveLink, type ResolvedLink } from "./site.ts";
import { MEMO, memo } from "./memo.ts";
import { contentBlock, shortText, type ImageSpec, type LinkData, type PriceFromSource } from "../db/content-blocks.ts";
import { cheapestPrices } from "./catalogue/index.ts";

export { richTextProblem } from "../db/content-blocks.ts";
export type { ContentBlockInput, LinkSpec } from "../db/content-blocks.ts";

/** A content page as an administrator (or the seed) writes it. */
const contentPageInput = z.object({
  slug: z.union([
    z.literal("/"),
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, "must be lower-case path segments"),
  ]),
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
  forgetSiteData();
  return ok({ id: row!.id });
}

/* ------------------------------------------------------------------------------------------------
 * Reading a page for a region.
 * ---------------------------------------------------------------------------------------------- */

export type ResolvedBlock =
  | {
      type: "hero";
      id: string;
      eyebrow: string | null;
      headline: string;
      subline: string | null;
      links: ResolvedLink[];
      image: ImageRecord;
    }
  | {
      type: "categoryGrid";
      id: string;
      title: string;
      intro: string | null;
      tiles: { title: string; description: string | null; link: ResolvedLink; image: ImageRecord; priceFrom: Money | null }[];
    }
  | {
      type: "consultation";
      id: string;
      title: string;
      text: string;
      points: string[];
      workingHours: boolean;
      links: ResolvedLink[];
      avatars: ImageRecord[];
    }
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
function normaliseSlug(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === "/" || trimmed === "") return "/";
  if (trimmed.length > 200) return null;
  const slug = trimmed.replace(/^\/+|\/+$/g, "").toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(slug) ? slug : null;
}

/** Makes site-relative hrefs in rich text point into the region ("/cookies" -> "/us/cookies"). */
function regionaliseHtml(html: string, region: Region): string {
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
  // Kept with the site data (a page is read at every render of it; writeContentPage forgets it).
  const row = await memo(
    ctx.db,
    MEMO.site,
    `content:${slug}`,
    SITE_TTL_MS,
    async () => (await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1))[0] ?? null,
  );
  if (!row) return ok(null);
  const { region, currency, taxType } = resolveMarket(ctx, input);
  const sources = row.blocks.flatMap((b) => (b.type === "categoryGrid" ? b.tiles.flatMap((t) => (t.priceFrom ? [t.priceFrom] : [])) : []));
  const fromPrices = sources.length
    ? await cheapestPrices(ctx.db, sources, { currency, region, taxType })
    : new Map<PriceFromSource, Money>();
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
            priceFrom: (t.priceFrom && fromPrices.get(t.priceFrom)) || null,
          })),
        };
      case "consultation":
        return {
          type: "consultation",
          id: block.id,
          title: block.title,
          text: block.text,
          points: block.points,
          // Blocks stored before the field existed have none: they do not list the hours.
          workingHours: block.workingHours === true,
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
