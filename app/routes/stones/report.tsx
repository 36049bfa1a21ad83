import type { Route } from "./+types/report";
import { DiamondReport } from "../../components/stones/DiamondReport.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadDiamondReport } from "./stones.server.ts";

/** /diamonds/{identifier}/dtl: the report of a diamond's grades. */
export function loader(args: Route.LoaderArgs) {
  return loadDiamondReport(args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function DiamondReportPage({ loaderData }: Route.ComponentProps) {
  return <DiamondReport data={loaderData} />;
}
