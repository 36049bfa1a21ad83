import type { Route } from "./+types/product";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-meta.ts";
import { loadRootProductPage } from "./catalogue.server.ts";

/**
 * A catalogue product at the root of the store: an engagement ring
 * (/{slug}-{metal}-engagement-ring-{shape}-diamond{suffix}), or one with the lab-grown or natural
 * gemstone centre stone its address names. The server keeps this route for the one-segment addresses
 * the catalogue grammar reads, and hands the product it read to the loader (core/urls/root-products.ts,
 * docs/decisions/0020-one-segment-addresses.md); other one-segment addresses are content pages.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadRootProductPage(request, context);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function RootProduct({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
