import type { Route } from "./+types/home";
import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { pageMeta } from "../../components/shell/content/page-data.ts";
import { loadContentPage } from "../../components/shell/content/page.server.ts";

/** The home page: the content page with slug "/", server-rendered. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(context, "/", request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.page);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentBlocks blocks={loaderData.page.blocks} title={loaderData.page.title} />;
}
