import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentBlockData } from "../content-blocks.ts";

/**
 * Content pages served by the catch-all route (docs/product.md#content-pages) and the home page (slug "/"). Blocks are
 * an ordered JSON list, validated by the content service before every write.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** "/" for the home page, otherwise the path without slashes at either end ("about-us/faqs"). */
    slug: text().notNull().unique(),
    title: text().notNull(),
    seoTitle: text(),
    seoDescription: text(),
    robotsIndex: boolean().notNull().default(true),
    robotsFollow: boolean().notNull().default(true),
    blocks: jsonb().$type<ContentBlockData[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("content_pages_slug_format", sql`${t.slug} = '/' or ${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`),
    check("content_pages_blocks_array", sql`jsonb_typeof(${t.blocks}) = 'array'`),
  ],
);
