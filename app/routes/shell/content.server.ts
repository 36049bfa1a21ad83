import type { RouterContextProvider } from "react-router";
import { documentUrl } from "../../lib/document-url.ts";
import { load, moved, notFound } from "../../lib/loader.server.ts";
import { requestContext } from "../../lib/query.server.ts";
import { PAGE_QUERY, type ContentPageData } from "../../components/shell/content/page-data.ts";

/**
 * Loads a content page for the request's region and currency: `slug` is the address the catch-all
 * route matched, without the region prefix ("privacy", "about-us/faqs"). A missing page, or a slug
 * that cannot be a page, answers 404. Another spelling of a page's address ("/About-Us/FAQs",
 * "/cookies/") answers 301 to its one address, so every page has a single URL.
 */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  slug: string,
  request: Request,
): Promise<{ page: ContentPageData }> {
  const ctx = requestContext(context);
  const { page } = await load(context, PAGE_QUERY, { slug, region: ctx.region, currency: ctx.currency });
  if (page.__typename !== "ContentPage") notFound();
  if (slug !== page.slug) moved(ctx.region, page.slug, documentUrl(request).search);
  return { page };
}
