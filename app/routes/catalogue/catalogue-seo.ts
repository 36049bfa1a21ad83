import { JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { GEMSTONE_TYPES } from "../../../core/vocabulary/stones.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";
import type { Translate } from "../../lib/intl.tsx";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { britishEnglish, listingHeading } from "../../components/catalogue/listing-model.ts";

/** A description cut at a word boundary to fit search results (about 155 characters). */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

/** The words of a product's page title ("Aurelia Platinum Engagement Ring with Oval Diamond"). */
function productTitle(data: ProductPageData, t: Translate): string {
  const { product } = data;
  const kind =
    product.kind === "ENGAGEMENT_RING"
      ? t("cat_kind_engagement_ring")
      : product.kind === "WEDDING_RING"
        ? t("cat_kind_wedding_ring")
        : product.kind === "READY_TO_GO"
          ? t("cat_kind_ready_to_go")
          : (JEWELLERY_TYPES.parse(product.productType?.code)?.singular ?? t("cat_jewellery"));
  const values = { name: product.productName, metal: product.primaryMetal.label, kind };
  // A ring URL naming its centre stone says which stone it is set with.
  if (data.route.kind === "gemstoneEngagementRing" && product.shape) {
    return t("cat_product_title_gemstone", { ...values, shape: product.shape.label, gemstone: GEMSTONE_TYPES.get(data.route.crystal).label });
  }
  if (data.route.kind === "labGrownEngagementRing" && product.shape) return t("cat_product_title_lab_grown", { ...values, shape: product.shape.label });
  return product.kind === "ENGAGEMENT_RING" && product.shape
    ? t("cat_product_title_shape", { ...values, shape: product.shape.label })
    : t("cat_product_title", values);
}

export type { PageSeo };

export function productSeo(data: ProductPageData, t: Translate): PageSeo {
  const headline = productTitle(data, t);
  return {
    title: documentTitle(t, headline),
    description: shortDescription(data.product.description),
    headline,
  };
}

export function listingSeo(data: ListingPageData, t: Translate): PageSeo {
  const heading = listingHeading(data.route, t);
  const page = data.route.page > 1 ? t("cat_meta_title_page", { title: heading.title, page: data.route.page }) : heading.title;
  return {
    title: documentTitle(t, page),
    description: shortDescription(t("cat_meta_listing_description", { title: heading.title, count: data.listing.total, intro: heading.intro })),
    headline: heading.title,
  };
}

/** The name of a listing's list of designs in its structured data: its heading in British English. */
export function listName(route: ListingPageData["route"]): string {
  return listingHeading(route, britishEnglish).title;
}
