import type { Route } from "./+types/product";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView, catalogueMeta } from "./view.tsx";

/** Engagement-ring product pages: one root-level segment, {slug}-{metal}-engagement-ring-{shape}-diamond{suffix} (and the lab-grown and gemstone forms); any other one-segment path is a content page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "root");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, matches);
}

export default function EngagementRingProduct({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
