import type { Route } from "./+types/profile";
import { ProfileView } from "../../components/accounts/ProfileView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { ACCOUNT_HEADERS, loadProfile } from "./accounts.server.ts";

/** /profile, /profile/designstudio, /profile/products, /profile/my-orders: the signed-in user's account. */
export function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

export function headers() {
  return ACCOUNT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return <ProfileView data={loaderData} />;
}
