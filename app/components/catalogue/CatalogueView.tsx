import { ContentBlocks } from "../../components/shell/content/ContentBlocks.tsx";
import { pageMeta } from "../../components/shell/content/page-data.ts";
import { metaTranslator } from "../../lib/meta.ts";
import type { loadCataloguePage } from "./catalogue.server.ts";
import { listingMeta, productMeta } from "./catalogue-seo.ts";
import { ListingView } from "./ListingView.tsx";
import { ProductView } from "./ProductView.tsx";
import "../../components/catalogue/catalogue.css";

export type CatalogueLoaderData = Awaited<ReturnType<typeof loadCataloguePage>>;

/** The page of a catalogue route: a listing, a product, or (root-level paths) a content page. */
export function CatalogueView({ data }: { data: CatalogueLoaderData }) {
  switch (data.page) {
    case "listing":
      return <ListingView data={data} />;
    case "product":
      // A new product (another metal or shape) starts with a fresh ring size and gallery.
      return <ProductView key={data.product.url} data={data} />;
    case "content":
      return <ContentBlocks key={data.content.page.slug} blocks={data.content.page.blocks} title={data.content.page.title} />;
  }
}

export function catalogueMeta(data: CatalogueLoaderData | undefined, matches: Parameters<typeof metaTranslator>[0]) {
  // No loader data: the page is an error ("Not found").
  if (!data) return [{ title: metaTranslator(matches)("not_found_title") }];
  switch (data.page) {
    case "listing":
      return listingMeta(data);
    case "product":
      return productMeta(data);
    case "content":
      return pageMeta(data.content.page);
  }
}
