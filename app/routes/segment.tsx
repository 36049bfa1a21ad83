import type { Route } from "./+types/segment";
import "../components/ui/ui.css";
import "../components/shell/content/content.css";
import { contentMeta } from "../components/shell/content/page-data.ts";
import { CatalogueView } from "../components/catalogue/CatalogueView.tsx";
import { lazyView } from "../lib/lazy-view.tsx";
import { notFoundMeta } from "../lib/meta.ts";
import { catalogueMeta } from "./catalogue/catalogue-meta.ts";
import { loadContentPageAt } from "./shell/content.server.ts";
import { isSectionPath, loadCataloguePage } from "./catalogue/catalogue.server.ts";

/**
 * A one-segment address ("/:segment"). Two domains share this shape: it is a catalogue product when
 * the catalogue grammar reads it (engagement rings at the root:
 * {slug}-{metal}-engagement-ring-{shape}-diamond{suffix}, and the lab-grown and gemstone forms),
 * otherwise a content page ("/privacy"), loaded and drawn exactly as the content route does
 * (routes/shell/content.tsx). A dynamic segment outranks the catch-all content route, so every
 * one-segment address comes here first; static patterns ("/diamonds") outrank it.
 */
// A content page's blocks load with a content page only (app/lib/lazy-view.tsx); their stylesheet is the route's.
const ContentBlocks = lazyView("app/components/shell/content/ContentBlocks.tsx", () => import("../components/shell/content/ContentBlocks.tsx").then((m) => m.ContentBlocks));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isSectionPath(request, "root")) return loadCataloguePage(request, context, "root");
  return { page: "content" as const, content: (await loadContentPageAt(context, request)).page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  return loaderData.page === "content" ? contentMeta(loaderData.content) : catalogueMeta(loaderData);
}

export default function OneSegmentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "content") return <ContentBlocks key={loaderData.content.slug} blocks={loaderData.content.blocks} title={loaderData.content.title} />;
  return <CatalogueView data={loaderData} />;
}
