import type { Route } from "./+types/make-payment";
import { MakePaymentView } from "../../components/orders/MakePaymentView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadMakePayment, ORDER_HEADERS } from "./orders.server.ts";

/** /makePayment/{id}: the customer's order, its balance due and how to pay it. */
export function loader(args: Route.LoaderArgs) {
  return loadMakePayment(args);
}

export function headers() {
  return ORDER_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function MakePaymentPage({ loaderData }: Route.ComponentProps) {
  return <MakePaymentView data={loaderData} />;
}
