import { useLoaderData, type LoaderFunctionArgs, type MetaArgs, type MetaDescriptor } from "react-router";
import { DiamondReport } from "../../components/stones/DiamondReport.tsx";
import { loadDiamondReport, type DiamondReportData } from "./search.server.ts";
import { documentTitle, metaTranslator } from "../../lib/meta.ts";

export function loader(args: LoaderFunctionArgs) {
  return loadDiamondReport(args);
}

export function meta({ loaderData: data, matches }: Pick<MetaArgs, "matches"> & { loaderData: DiamondReportData | undefined }): MetaDescriptor[] {
  const t = metaTranslator(matches);
  if (!data) return [{ title: documentTitle(t, t("not_found_title")) }];
  return [
    { title: documentTitle(t, data.title) },
    { name: "description", content: data.description },
  ];
}

export default function DiamondReportRoute() {
  const data = useLoaderData() as DiamondReportData;
  return <DiamondReport data={data} />;
}
