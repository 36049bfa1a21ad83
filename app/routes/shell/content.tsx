import type { Route } from "./+types/content";
import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { contentMeta } from "../../components/shell/content/page-data.ts";
import { notFoundMeta } from "../../lib/meta.ts";
import { loadContentPage } from "./content.server.ts";

/**
 * The catch-all content page (lowest priority): renders page(slug), the slug being the address the
 * route matched ("/privacy", "/about-us/faqs"); anything else is 404. One-segment addresses come here
 * unless the catalogue grammar reads a product there (docs/decisions/0020-one-segment-addresses.md).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadContentPage(context, params["*"] ?? "", request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? contentMeta(loaderData.page) : notFoundMeta(matches);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks key={loaderData.page.slug} blocks={loaderData.page.blocks} title={loaderData.page.title} />;
}
