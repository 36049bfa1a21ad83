import type { RouterContextProvider } from "react-router";
import { OperationError } from "../../../../server/graphql/execute.ts";
import { query, requestContext } from "../../../lib/query.server.ts";
import { PAGE_QUERY, type ContentPageData } from "./page-data.ts";

/**
 * Loads a content page for the request's region and currency; a missing page, or a slug that cannot
 * be a page, answers 404 (SPEC 8).
 */
export async function loadContentPage(context: Readonly<RouterContextProvider>, slug: string): Promise<{ page: ContentPageData }> {
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
  return { page };
}
