import { DEFAULT_LOCALE } from "../../core/regions.ts";
import { loadedLocaleMessages, messagesForPage } from "../i18n/index.ts";
import { createTranslator, type Translate } from "./intl.tsx";
import type { RootData } from "./site.tsx";

/** The translators of the pages' meta functions, by the root's data they were made for. */
const translators = new WeakMap<object, { locale: string; bundle: object; translate: Translate }>();
const NO_ROOT = {};

/**
 * The page's messages for a meta function, which runs outside React: the locale's bundle
 * and server translations, merged as the page merges them. Made once for a root's data and locale
 * bundle: the meta functions of every route run at each render of the document's head. In the
 * browser the merged messages gain the ones a later script adds (`messagesForPage`).
 */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const bundle = loadedLocaleMessages(locale);
  const known = translators.get(root ?? NO_ROOT);
  if (known && known.locale === locale && known.bundle === bundle) return known.translate;
  const translate = createTranslator(locale, messagesForPage(bundle, root?.messages, root?.init?.language.translations));
  translators.set(root ?? NO_ROOT, { locale, bundle, translate });
  return translate;
}

/** A page's document title: its own title and the brand ("Natural Diamonds | Hatton & Vale"). */
export function documentTitle(t: Translate, title: string): string {
  return t("document_title", { title, brand: t("brand_name") });
}

/**
 * A page's title and description in the visitor's words, with what search engines and link previews
 * read. Meta functions have no messages, so loaders compose this with the request's translator and
 * the page's data carries it; `pageMeta` turns it into tags the same way for every domain.
 */
export interface PageSeo {
  /** The document title, brand included (`documentTitle`). */
  title: string;
  description: string;
  /** The title without the brand (og:title). */
  headline?: string;
  /** "noindex, follow" and the like; omitted for an indexable page. */
  robots?: string;
  /**
   * The path (region prefix included) of the page this one is a copy or a variant of, when that page is
   * the one search engines should index (a diamond's report is its stone's page); omitted when the page
   * is its own canonical address. The canonical and hreflang links name it (app/root.tsx).
   */
  canonical?: string;
  /**
   * The page answered 404 with its data (a stone that is sold, shown with the search): it has no
   * address of its own, so it names no canonical link and no alternates. Every other page names them,
   * "noindex" or not (app/root.tsx).
   */
  notFound?: boolean;
  ogType?: string;
  /** Absolute URL of the page's image. */
  ogImage?: string;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>[];
}

export type MetaTag = Record<string, unknown>;

export function pageMeta(seo: PageSeo): MetaTag[] {
  const tags: MetaTag[] = [{ title: seo.title }];
  if (seo.description) tags.push({ name: "description", content: seo.description });
  if (seo.robots) tags.push({ name: "robots", content: seo.robots });
  if (seo.ogType) tags.push({ property: "og:type", content: seo.ogType });
  if (seo.headline) tags.push({ property: "og:title", content: seo.headline });
  if (seo.ogImage) tags.push({ property: "og:image", content: seo.ogImage });
  for (const ld of seo.jsonLd ?? []) tags.push({ "script:ld+json": ld });
  return tags;
}

/** The tags of a page that answered 404 (no loader data): one title for every domain, never indexed. */
export function notFoundMeta(matches: Parameters<typeof metaTranslator>[0]): MetaTag[] {
  const t = metaTranslator(matches);
  return [{ title: documentTitle(t, t("not_found_title")) }, { name: "robots", content: "noindex" }];
}
