import type { Route } from "./+types/rts-list";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView, catalogueMeta } from "./view.tsx";

/** The ready-to-ship list: /rts-list[/{metal}][/{page}]. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "readyToShip");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, matches);
}

export default function ReadyToShip({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
