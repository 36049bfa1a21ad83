import type { Route } from "./+types/forgotten-password";
import { ForgottenPasswordView } from "../../components/accounts/PasswordViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadForgottenPassword } from "./accounts.server.ts";

/** /forgotten-password: a link to choose a new password, by e-mail. */
export function loader(args: Route.LoaderArgs) {
  return loadForgottenPassword(args);
}

/** The reset link asked for, sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["forgotten"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function ForgottenPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgottenPasswordView data={loaderData} sent={actionData} />;
}
