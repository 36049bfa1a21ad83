import type { CataloguePageData } from "../../routes/catalogue/catalogue.server.ts";
import { lazyView } from "../../lib/lazy-view.tsx";
// The stylesheets of both views are the route's, so that the server writes them into the document
// whichever the page is (app/lib/stylesheets.tsx); in the order the views import them.
import "./catalogue.css";
import "../ui/ui.css";
import "../ui/InlineError.css";
import "./EmptyState.css";
import "./MetalSwatch.css";
import "./FilterBar.css";
import "../ui/Pagination.css";
import "./Rating.css";
import "./ProductCard.css";
import "../ring-builder/ring-builder.css";
import "./ListingView.css";
import "./Countdown.css";
import "./DeliveryInfo.css";
import "./Spin360.css";
import "./Gallery.css";
import "./Reviews.css";
import "./RingSizeSelector.css";
import "./Switcher.css";
import "./ProductView.css";

// A page is a listing or a product: each loads only its own view (app/lib/lazy-view.tsx).
const ListingView = lazyView("app/components/catalogue/ListingView.tsx", () => import("./ListingView.tsx").then((m) => m.ListingView));
const ProductView = lazyView("app/components/catalogue/ProductView.tsx", () => import("./ProductView.tsx").then((m) => m.ProductView));

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
