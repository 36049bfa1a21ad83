import { redirect, type RouterContextProvider } from "react-router";
import { regionPath } from "../../../../core/regions.ts";
import { documentUrl } from "../../../lib/document-url.ts";
import { OperationError } from "../../../../server/graphql/execute.ts";
import { query, requestContext } from "../../../lib/query.server.ts";
import { PAGE_QUERY, type ContentPageData } from "./page-data.ts";

/**
 * Loads a content page for the request's region and currency; a missing page, or a slug that cannot
 * be a page, answers 404. Another spelling of a page's address ("/About-Us/FAQs",
 * "/cookies/") answers 301 to its one address, so every page has a single URL.
 */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  slug: string,
  request: Request,
): Promise<{ page: ContentPageData }> {
  const ctx = requestContext(context);
  let page: ContentPageData | null;
  try {
    ({ page } = await query<{ page: ContentPageData | null }>(context, PAGE_QUERY, { slug, region: ctx.region, currency: ctx.currency }));
  } catch (error) {
    const notAPage = error instanceof OperationError && error.errors.every((e) => e.extensions?.["category"] === "coercion_error");
    if (notAPage) throw new Response("Not found", { status: 404 });
    throw error;
  }
  if (!page) throw new Response("Not found", { status: 404 });
  if (slug !== page.slug) throw redirect(regionPath(ctx.region, page.slug) + documentUrl(request).search, 301);
  return { page };
}
