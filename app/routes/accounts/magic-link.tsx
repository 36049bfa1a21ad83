import type { Route } from "./+types/magic-link";
import { MagicLinkView } from "../../components/accounts/MagicLinkViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadMagicLink } from "./accounts.server.ts";

/** /magic-link?user=&expires=&hash=&redirectUrl=: a sign-in link from an e-mail, used on "Continue". */
export function loader(args: Route.LoaderArgs) {
  return loadMagicLink(args);
}

/** "Continue": the link used, sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["continue"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function MagicLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MagicLinkView data={loaderData} sent={actionData} />;
}
