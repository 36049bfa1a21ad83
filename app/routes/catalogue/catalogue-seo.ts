import { JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { GEMSTONE_TYPES } from "../../../core/vocabulary/stones.ts";
import { productJsonLd as structuredProduct } from "../../lib/structured-data.ts";
import { imageUrl } from "../../lib/site-data.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";
import type { Translate } from "../../lib/intl.tsx";
import { documentTitle, pageMeta, type MetaTag, type PageSeo } from "../../lib/meta.ts";
import { britishEnglish, listingHeading } from "../../components/catalogue/listing-model.ts";

/** A description cut at a word boundary to fit search results (about 155 characters). */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

/** schema.org Product with its Offer and AggregateRating (the store's one builder, app/lib/structured-data.ts). */
export function productJsonLd(data: ProductPageData): Record<string, unknown> {
  const { product, pageUrl, renderedAt } = data;
  const inStock = product.kind !== "READY_TO_GO" || product.stock.some((s) => s.quantity > 0);
  return structuredProduct({
    name: product.productName,
    description: product.description,
    sku: product.sku,
    mpn: product.catalogueCode,
    url: pageUrl,
    images: [product.image, ...product.images].map((i) => imageUrl(i)),
    material: product.primaryMetal.label,
    price: product.salePrice,
    availability: inStock ? "InStock" : "OutOfStock",
    renderedAt,
    reviews: product.reviews,
  });
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
export { oneYearAfter } from "../../lib/structured-data.ts";

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

function productMeta(data: ProductPageData & { seo: PageSeo }): MetaTag[] {
  return pageMeta({
    ...data.seo,
    ogType: "product",
    ogImage: new URL(imageUrl(data.product.image), data.pageUrl).href,
    jsonLd: [productJsonLd(data)],
  });
}

/** schema.org ItemList of the designs on a listing page, in their order. */
export function listingJsonLd(data: ListingPageData): Record<string, unknown> {
  const offset = (data.route.page - 1) * data.listing.pageSize;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: listingHeading(data.route, britishEnglish).title,
    numberOfItems: data.listing.total,
    itemListElement: data.listing.items.map((item, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${data.origin}${item.url}`,
      name: item.productName,
    })),
  };
}

function listingMeta(data: ListingPageData & { seo: PageSeo }): MetaTag[] {
  return pageMeta({ title: data.seo.title, description: data.seo.description, jsonLd: [listingJsonLd(data)] });
}

/** The tags of a catalogue page: a listing's or a product's. */
export function catalogueMeta(data: (ListingPageData | ProductPageData) & { seo: PageSeo }): MetaTag[] {
  return data.page === "listing" ? listingMeta(data) : productMeta(data);
}
