import { useLoaderData, type MetaDescriptor } from "react-router";
import { StoneSearchPage, type StoneSearchData } from "../../components/stones/StoneSearchPage.tsx";
import { fullTitle } from "./copy.ts";

export type StoneSearchLoaderData = StoneSearchData & { title: string; description: string };

/** SEO title and description of a stone search page (the selected stone's own when one is shown). */
export function stoneSearchMeta({ loaderData: data }: { loaderData: StoneSearchLoaderData | undefined }): MetaDescriptor[] {
  if (!data) return [{ title: fullTitle("Stone not found") }];
  return [
    { title: fullTitle(data.title) },
    { name: "description", content: data.description },
    ...(data.stoneNotFound ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

export function StoneSearchRoute() {
  const data = useLoaderData() as StoneSearchLoaderData;
  return <StoneSearchPage data={data} />;
}
