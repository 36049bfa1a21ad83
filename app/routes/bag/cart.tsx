import type { Route } from "./+types/cart";
import { BagView } from "../../components/bag/BagView.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { BAG_HEADERS, bagAction, loadBagPage } from "./bag.server.ts";

/**
 * /cart/view: the visitor's bag, its lines re-priced in their market, the promo code, the delivery
 * and the way to checkout. The bag's forms and every "Add to bag" button post here.
 */
export function loader(args: Route.LoaderArgs) {
  return loadBagPage(args);
}

export function action(args: Route.ActionArgs) {
  return bagAction(args);
}

export function headers() {
  return BAG_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BagView data={loaderData} refused={actionData ?? null} />;
}
