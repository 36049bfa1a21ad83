import type { Route } from "./+types/step";
import { StepView } from "../../components/checkout/CheckoutViews.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { CHECKOUT_HEADERS, loadStep, stepAction } from "./checkout.server.ts";

/** /checkout/{orderId}/{shipping|payment|review}: a step of an order's checkout (/checkout/{orderId} opens shipping). */
export function loader(args: Route.LoaderArgs) {
  return loadStep(args);
}

export function action(args: Route.ActionArgs) {
  return stepAction(args);
}

export function headers() {
  return CHECKOUT_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function CheckoutStepPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StepView data={loaderData} sent={actionData} />;
}
