import type { Route } from "./+types/ready-to-go";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView, catalogueMeta } from "./view.tsx";

/** Ready-to-go listings (/ready-to-go[/{metal}][/{page}]) and rings (/ready-to-go/{metal}-{slug}). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "readyToGo");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, matches);
}

export default function ReadyToGo({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
