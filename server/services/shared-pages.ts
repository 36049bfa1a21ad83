import type { RequestContext } from "../context.ts";
import { hasRingBuilder, hasRingBuilderCookie } from "./ring-builder/index.ts";

/**
 * Whether a signed-in visitor is shown the pages every visitor is shown, so that the page cache may
 * serve them the page it keeps (docs/decisions/0005-page-cache.md). Staff are not: pages carry their
 * consultant tools. A customer with a ring in the builder is not: the catalogue and stone pages show
 * it. Any other customer is: what is theirs on a public page (their name in the header) the browser
 * asks for once the page has arrived, with the site data every page starts with. A page that is
 * personal by nature (the profile) says `private` and is never kept, whoever asks for it.
 */
async function seesSharedPages(ctx: RequestContext): Promise<boolean> {
  if (!ctx.user || ctx.user.isConsultant || ctx.user.isAdmin) return false;
  return !(await hasRingBuilder(ctx));
}

/**
 * Who a visitor with a session or ring builder cookie is for the page cache: `personal` when the
 * cookie names a ring builder the store signed (the pages show their ring) or the signed-in visitor's
 * pages are their own (`seesSharedPages`); `shared` for a signed-in visitor who sees what everyone
 * sees; `anyone` when neither cookie names anything the store knows (a session that has ended, a
 * cookie it did not sign), whose pages are everyone's. For a page the cache has never stored
 * (`stored` false) a signed-in visitor is rendered with their session whoever they are: `personal`,
 * without asking `seesSharedPages` (its query).
 */
export async function pageVisitor(ctx: RequestContext, stored: boolean): Promise<"anyone" | "shared" | "personal"> {
  if (hasRingBuilderCookie(ctx)) return "personal";
  if (!ctx.user) return "anyone";
  if (!stored) return "personal";
  return (await seesSharedPages(ctx)) ? "shared" : "personal";
}
