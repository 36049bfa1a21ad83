import type { Route } from "./+types/recommendations";
import { StoneSearchPage } from "../../components/stones/StoneSearchPage.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStoneRecommendations } from "./ring-builder.server.ts";

/**
 * Step 2 of a ring started with a setting: /engagement-rings/stone-recommendations/{kind}, the stone
 * search of natural diamonds, lab-grown diamonds or gemstones narrowed to the setting's shape and
 * carat range, with the visitor's own filters in the query.
 */
export function loader(args: Route.LoaderArgs) {
  return loadStoneRecommendations(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StoneRecommendations({ loaderData }: Route.ComponentProps) {
  return <StoneSearchPage data={loaderData} />;
}
