import type { Route } from "./+types/jewellery";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/** Jewellery listings and jewellery product pages (/jewellery/{slug}-{metal}-{productType}{suffix}). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, "jewellery");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function Jewellery({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
