import type { RequestContext } from "../context.ts";
import { hasRingBuilder } from "./ring-builder/index.ts";

/**
 * Whether a signed-in visitor is shown the pages every visitor is shown, so that the page cache may
 * serve them the page it keeps (docs/decisions/0005-page-cache.md). Staff are not: pages carry their
 * consultant tools. A customer with a ring in the builder is not: the catalogue and stone pages show
 * it. Any other customer is: what is theirs on a public page (their name in the header) the browser
 * asks for once the page has arrived, with the site data every page starts with. A page that is
 * personal by nature (the profile) says `private` and is never kept, whoever asks for it.
 */
export async function seesSharedPages(ctx: RequestContext): Promise<boolean> {
  if (!ctx.user || ctx.user.isConsultant || ctx.user.isAdmin) return false;
  return !(await hasRingBuilder(ctx));
}
