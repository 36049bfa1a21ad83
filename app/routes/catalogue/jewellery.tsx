import type { Route } from "./+types/jewellery";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView, catalogueMeta } from "./view.tsx";

/** Jewellery listings and jewellery product pages (/jewellery/{slug}-{metal}-{productType}{suffix}). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "jewellery");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, matches);
}

export default function Jewellery({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
