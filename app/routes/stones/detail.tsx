import type { Route } from "./+types/detail";
import { StoneSearchPage } from "../../components/stones/StoneSearchPage.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadStoneDetail } from "./stones.server.ts";

/**
 * A stone's page, above the search of its kind: natural diamonds by supplier reference or GIA number,
 * the others by stone id (/lab-grown-diamond-search/{id}, /fancy-diamond-search/{id}, /gemstone-search/{id}).
 */
export function loader(args: Route.LoaderArgs) {
  return loadStoneDetail(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function StoneDetailPage({ loaderData }: Route.ComponentProps) {
  return <StoneSearchPage data={loaderData} />;
}
