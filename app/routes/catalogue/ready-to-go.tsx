import type { Route } from "./+types/ready-to-go";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/** Ready-to-go listings (/ready-to-go[/{metal}][/{page}]) and rings (/ready-to-go/{metal}-{slug}). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "readyToGo");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function ReadyToGo({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
