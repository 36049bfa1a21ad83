import type { Route } from "./+types/content";
import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { pageMeta } from "../../components/shell/content/page-data.ts";
import { loadContentPage } from "../../components/shell/content/page.server.ts";

/** The catch-all content page (lowest priority): renders page(slug); anything else is 404. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadContentPage(context, params["*"] ?? "", request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.page);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks key={loaderData.page.slug} blocks={loaderData.page.blocks} title={loaderData.page.title} />;
}
