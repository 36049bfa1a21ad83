import type { Route } from "./+types/search";
import { StoneSearchPage } from "../../components/stones/StoneSearchPage.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStoneSearch } from "./stones.server.ts";

/**
 * Stone searches: SKU listings (/diamonds/natural/{shape}/{page}, lab-grown, coloured diamonds,
 * gemstones), non-SKU searches (state in the hash) and the search routes without a stone.
 */
export function loader(args: Route.LoaderArgs) {
  return loadStoneSearch(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StoneSearch({ loaderData }: Route.ComponentProps) {
  return <StoneSearchPage data={loaderData} />;
}
