import { z } from "zod";
import { ENQUIRY_TYPES, LINK_TARGETS } from "../../core/vocabulary/site.ts";
import { CATALOGUE_KINDS } from "../../core/vocabulary/catalogue.ts";
import { STONE_CATEGORIES } from "../../core/vocabulary/stones.ts";

/**
 * What a category tile's "from" price is the cheapest of: a catalogue kind (its cheapest variant)
 * or a stone category (its cheapest available stone), priced when the page is read.
 */
const PRICE_FROM_SOURCES = [...CATALOGUE_KINDS, ...STONE_CATEGORIES.codes] as const;
export type PriceFromSource = (typeof PRICE_FROM_SOURCES)[number];

/*
 * The stored shape of content page blocks (the JSONB column content_pages.blocks): the zod schemas
 * the content service validates every write with, and the types the table column is declared with.
 * Kept beside the database so the schema does not depend on the services.
 */

/** A required single-line text of at most `max` characters, trimmed. */
export const shortText = (max: number) => z.string().trim().min(1).max(max);
const target = z.enum(LINK_TARGETS).default("_self");

/** A link inside a block: the same kinds as the links table. */
const linkSpec = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("PAGE"),
    text: shortText(120),
    target,
    id: z.string().min(1).max(100).optional(),
    path: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a path starting with /"),
  }),
  z.object({
    kind: z.literal("POST"),
    text: shortText(120),
    target,
    id: z.string().min(1).max(100),
    slug: z.string().regex(/^[a-z0-9-]+$/),
  }),
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
const imageSpec = z.object({
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

const heroBlock = z.object({
  type: z.literal("hero"),
  id: blockId,
  eyebrow: shortText(80).optional(),
  headline: shortText(140),
  subline: shortText(400).optional(),
  links: z.array(linkSpec).max(3),
  image: imageSpec,
});

const categoryGridBlock = z.object({
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
        /** Shows "from" the cheapest price of this catalogue kind or stone category, computed when read. */
        priceFrom: z.enum(PRICE_FROM_SOURCES).optional(),
      }),
    )
    .min(1)
    .max(12),
});

const consultationBlock = z.object({
  type: z.literal("consultation"),
  id: blockId,
  title: shortText(120),
  text: shortText(800),
  points: z.array(shortText(160)).max(6).default([]),
  /**
   * Lists the experts' working hours after the points: the site data's hours, in the visitor's words
   * and the footer's (not a point of their own, which would say them in one locale and go stale).
   */
  workingHours: z.boolean().default(false),
  links: z.array(linkSpec).max(3),
  /** Shows the consultants' portraits (the site's avatar stack) beside the prompt. */
  showAvatarStack: z.boolean().default(true),
});

const reviewsBlock = z.object({
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

const richTextBlock = z.object({
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
