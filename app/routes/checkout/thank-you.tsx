import type { Route } from "./+types/thank-you";
import { ThankYouView } from "../../components/checkout/CheckoutViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { CHECKOUT_HEADERS, loadThankYou } from "./checkout.server.ts";

/** /checkout/{orderId}/thank-you: the order just placed and what to do next. */
export function loader(args: Route.LoaderArgs) {
  return loadThankYou(args);
}

export function headers() {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function CheckoutThankYouPage({ loaderData }: Route.ComponentProps) {
  return <ThankYouView data={loaderData} />;
}
