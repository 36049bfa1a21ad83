import type { Route } from "./+types/magic-link-request";
import { MagicLinkRequestView } from "../../components/accounts/MagicLinkViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadMagicLinkRequest } from "./accounts.server.ts";

/** /magic-link-request: a sign-in link and code by e-mail. */
export function loader(args: Route.LoaderArgs) {
  return loadMagicLinkRequest(args);
}

/** The link and code asked for, and the code typed, sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["magicLink", "code"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function MagicLinkRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MagicLinkRequestView data={loaderData} sent={actionData} />;
}
