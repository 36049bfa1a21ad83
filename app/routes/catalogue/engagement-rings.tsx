import type { Route } from "./+types/engagement-rings";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView, catalogueMeta } from "./view.tsx";

/** Engagement-ring listings: /engagement-rings[/{metal}/{ringStyle}/{shape}/{designStyle}][/{page}]. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "engagementRings");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, matches);
}

export default function EngagementRings({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
