import type { CataloguePageData } from "../../routes/catalogue/catalogue.server.ts";
import { ListingView } from "./ListingView.tsx";
import { ProductView } from "./ProductView.tsx";
import "./catalogue.css";

/** The page of a catalogue route: a listing or a product. */
export function CatalogueView({ data }: { data: CataloguePageData }) {
  switch (data.page) {
    case "listing":
      return <ListingView data={data} />;
    case "product":
      // A new product (another metal or shape) starts with a fresh ring size and gallery.
      return <ProductView key={data.product.url} data={data} />;
  }
}
