import type { Route } from "./+types/engagement-rings";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/** Engagement-ring listings: /engagement-rings[/{metal}/{ringStyle}/{shape}/{designStyle}][/{page}]. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "engagementRings");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function EngagementRings({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
