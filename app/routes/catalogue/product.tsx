import type { Route } from "./+types/product";
import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { contentMeta } from "../../components/shell/content/page-data.ts";
import { CatalogueView } from "../../components/catalogue/CatalogueView.tsx";
import { notFoundMeta } from "../../lib/meta.ts";
import { loadContentPageAt } from "../shell/content.server.ts";
import { isSectionPath, loadCataloguePage } from "./catalogue.server.ts";
import { catalogueMeta } from "./catalogue-seo.ts";

/**
 * One root-level segment. React Router matches a dynamic segment before the catch-all content route,
 * so this pattern receives both engagement-ring product pages
 * ({slug}-{metal}-engagement-ring-{shape}-diamond{suffix}, and the lab-grown and gemstone forms) and
 * one-segment content pages ("/privacy"): the catalogue grammar tells them apart, and a content page
 * is loaded and drawn exactly as the content route does (routes/shell/content.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (isSectionPath(request, "root")) return loadCataloguePage(request, context, "root");
  return { page: "content" as const, content: (await loadContentPageAt(context, request)).page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  return loaderData.page === "content" ? contentMeta(loaderData.content) : catalogueMeta(loaderData);
}

export default function RootSegment({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "content") return <ContentBlocks key={loaderData.content.slug} blocks={loaderData.content.blocks} title={loaderData.content.title} />;
  return <CatalogueView data={loaderData} />;
}
