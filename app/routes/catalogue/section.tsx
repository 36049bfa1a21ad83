import type { Route } from "./+types/section";
import { splitRegionPath } from "../../../core/regions.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { notFound } from "../../lib/loader.server.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { catalogueMeta } from "./catalogue-meta.ts";
import { loadCataloguePage } from "./catalogue.server.ts";
import { CATALOGUE_SECTIONS, type ListingSection } from "./pages.ts";

/**
 * A catalogue section's listings and product pages, one module for every section pattern
 * ("{segment}/*" in pages.ts): /engagement-rings[/{metal}/{ringStyle}/{shape}/{designStyle}][/{page}],
 * /wedding-rings and /jewellery (listings and their products), /ready-to-go (listings and rings) and
 * /rts-list (the ready-to-ship list). The section is the static segment the pattern matched.
 */
function sectionOf(request: Request): ListingSection {
  // React Router matches a pattern's words in any case ("/Wedding-Rings"): the section is read the same
  // way, and the section's loader moves another spelling to its one address.
  const [, matched = ""] = splitRegionPath(documentUrl(request).pathname).path.split("/");
  const segment = matched.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const section = Object.hasOwn(CATALOGUE_SECTIONS, segment) ? CATALOGUE_SECTIONS[segment as keyof typeof CATALOGUE_SECTIONS] : null;
  if (!section) notFound();
  return section;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCataloguePage(request, context, sectionOf(request));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? catalogueMeta(loaderData) : notFoundMeta(matches);
}

export default function CatalogueSection({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
