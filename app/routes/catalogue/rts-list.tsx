import type { Route } from "./+types/rts-list";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/** The ready-to-ship list: /rts-list[/{metal}][/{page}]. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "readyToShip");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function ReadyToShip({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
