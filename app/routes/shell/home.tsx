import type { Route } from "./+types/home";
import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { contentMeta } from "../../components/shell/content/page-data.ts";
import { notFoundMeta } from "../../lib/meta.ts";
import { loadContentPage } from "./content.server.ts";

/** The home page: the content page with slug "/", server-rendered. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(context, "/", request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? contentMeta(loaderData.page) : notFoundMeta(matches);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.page.blocks} title={loaderData.page.title} />;
}
