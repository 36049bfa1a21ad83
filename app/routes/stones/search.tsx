import { useLoaderData, type MetaArgs, type MetaDescriptor } from "react-router";
import { StoneSearchPage, type StoneSearchData } from "../../components/stones/StoneSearchPage.tsx";
import { documentTitle, metaTranslator } from "../../lib/meta.ts";

export type StoneSearchLoaderData = StoneSearchData & { title: string; description: string };

/** SEO title and description of a stone search page (the selected stone's own when one is shown). */
export function stoneSearchMeta({ loaderData: data, matches }: Pick<MetaArgs, "matches"> & { loaderData: StoneSearchLoaderData | undefined }): MetaDescriptor[] {
  const t = metaTranslator(matches);
  if (!data) return [{ title: documentTitle(t, t("stone_not_found_title")) }];
  return [
    { title: documentTitle(t, data.title) },
    { name: "description", content: data.description },
    ...(data.stoneNotFound ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

export function StoneSearchRoute() {
  const data = useLoaderData() as StoneSearchLoaderData;
  return <StoneSearchPage data={data} />;
}
