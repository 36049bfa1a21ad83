import type { Route } from "./+types/profile";
import { ProfileView } from "../../components/accounts/ProfileView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, accountAction, loadProfile } from "./accounts.server.ts";

/** /profile, /profile/designstudio, /profile/products, /profile/my-orders: the signed-in user's account. */
export function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

/** The details, the password and the welcome mail's code (an address not confirmed yet), sent without scripts. */
export function action(args: Route.ActionArgs) {
  return accountAction(args, ["profile", "password", "code"]);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileView data={loaderData} sent={actionData} />;
}
