import type { Route } from "./+types/wedding-rings";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/** Wedding-ring listings and wedding-ring product pages (/wedding-rings/{slug}-{metal}-wedding-ring{suffix}). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "weddingRings");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function WeddingRings({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
