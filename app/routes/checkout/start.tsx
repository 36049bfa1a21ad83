import type { Route } from "./+types/start";
import { StartView } from "../../components/checkout/CheckoutViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { CHECKOUT_HEADERS, loadStart, startAction } from "./checkout.server.ts";

/** /checkout: a visitor gives an e-mail address, a signed-in customer continues; "Continue" makes the order. */
export function loader(args: Route.LoaderArgs) {
  return loadStart(args);
}

export function action(args: Route.ActionArgs) {
  return startAction(args);
}

export function headers() {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function CheckoutStartPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StartView data={loaderData} sent={actionData} />;
}
