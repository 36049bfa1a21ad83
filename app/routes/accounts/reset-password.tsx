import type { Route } from "./+types/reset-password";
import { ResetPasswordView } from "../../components/accounts/PasswordViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadResetPassword } from "./accounts.server.ts";

/** /reset-password?token=: a new password, which signs the visitor in. */
export function loader(args: Route.LoaderArgs) {
  return loadResetPassword(args);
}

/** The new password, sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["reset"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordView data={loaderData} sent={actionData} />;
}
