import type { Route } from "./+types/sign-in";
import { SignInView } from "../../components/accounts/SignInView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadSignIn } from "./accounts.server.ts";

/** /sign-in: e-mail and password, a sign-in link, a passkey, and creating an account. */
export function loader(args: Route.LoaderArgs) {
  return loadSignIn(args);
}

/** Sign-in, a sign-in link, registration and the code of either mail, sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["signIn", "magicLink", "register", "code"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInView data={loaderData} sent={actionData} />;
}
