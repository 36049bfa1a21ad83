import { JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { formatCaratUrl } from "../../../core/carat.ts";
import { formatCatalogueFilters } from "../../../core/urls/catalogue.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";
import type { Translate } from "../../lib/intl.tsx";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { britishEnglish, listingHeading } from "../../components/catalogue/listing-model.ts";
import { gemstoneGrades } from "./ring-stone.server.ts";

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
  // A ring URL naming its centre stone says which stone it is set with: its weight and grades too.
  const { route } = data;
  if (route.kind === "gemstoneEngagementRing" && product.shape) {
    return t("cat_product_title_gemstone", {
      ...values,
      shape: product.shape.label,
      carat: formatCaratUrl(route.caratWeight),
      ...gemstoneGrades(route, t),
    });
  }
  if (route.kind === "labGrownEngagementRing" && product.shape) {
    return t("cat_product_title_lab_grown", {
      ...values,
      shape: product.shape.label,
      carat: formatCaratUrl(route.caratWeight),
      colour: route.colour,
      clarity: route.clarity,
    });
  }
  return product.kind === "ENGAGEMENT_RING" && product.shape
    ? t("cat_product_title_shape", { ...values, shape: product.shape.label })
    : t("cat_product_title", values);
}

export type { PageSeo };

/**
 * A product page's title and description. A ring with the made-to-order stone its address names is
 * one of many addresses of its setting (every weight and grade): the setting's page is the canonical
 * one (`canonical`, the setting's own address, given by the loader).
 */
export function productSeo(data: ProductPageData, t: Translate, canonical?: string): PageSeo {
  const headline = productTitle(data, t);
  return {
    title: documentTitle(t, headline),
    description: shortDescription(data.product.description),
    headline,
    ...(canonical ? { canonical } : {}),
  };
}

export function listingSeo(data: ListingPageData, t: Translate): PageSeo {
  const heading = listingHeading(data.route, t);
  const page = data.route.page > 1 ? t("cat_meta_title_page", { title: heading.title, page: data.route.page }) : heading.title;
  return {
    title: documentTitle(t, page),
    description: shortDescription(
      t("cat_meta_listing_description", { title: heading.title, count: data.listing.total, intro: heading.intro }),
    ),
    headline: heading.title,
    // A combination of filters that no design has yet is a page a visitor may reach, not one to index;
    // so is a page of filters in its query, whose canonical address is its path (docs/product.md#hash-filters).
    ...(data.listing.total === 0 || formatCatalogueFilters(data.filters) ? { robots: "noindex, follow" } : {}),
  };
}

/** The name of a listing's list of designs in its structured data: its heading in British English. */
export function listName(route: ListingPageData["route"]): string {
  return listingHeading(route, britishEnglish).title;
}
