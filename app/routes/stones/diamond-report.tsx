import { useLoaderData, type LoaderFunctionArgs, type MetaDescriptor } from "react-router";
import { DiamondReport } from "../../components/stones/DiamondReport.tsx";
import { loadDiamondReport, type DiamondReportData } from "./search.server.ts";
import { fullTitle } from "./copy.ts";

export function loader(args: LoaderFunctionArgs) {
  return loadDiamondReport(args);
}

export function meta({ loaderData: data }: { loaderData: DiamondReportData | undefined }): MetaDescriptor[] {
  if (!data) return [{ title: fullTitle("Not found") }];
  return [
    { title: fullTitle(data.title) },
    { name: "description", content: data.description },
  ];
}

export default function DiamondReportRoute() {
  const data = useLoaderData() as DiamondReportData;
  return <DiamondReport data={data} />;
}
