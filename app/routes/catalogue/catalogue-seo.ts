import { JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { enGb } from "../../i18n/en-gb.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";
import type { Translate } from "../../lib/intl.tsx";
import { documentTitle, pageMeta, type MetaTag, type PageSeo } from "../../lib/meta.ts";
import { britishEnglish, listingHeading } from "../../components/catalogue/listing-model.ts";

/** Structured data is not translated: the brand by its built-in name. */
const BRAND = enGb.brand_name;

/** A description cut at a word boundary to fit search results (about 155 characters). */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

/** The date one year after an instant (ISO date), for an offer's priceValidUntil. */
export function oneYearAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** schema.org Product with its Offer and AggregateRating (rating best 5, worst 1; offer valid one year). */
export function productJsonLd(data: ProductPageData): Record<string, unknown> {
  const { product, pageUrl, renderedAt } = data;
  const origin = new URL(pageUrl).origin;
  const absolute = (url: string) => (url.startsWith("http") ? url : `${origin}${url}`);
  const inStock = product.kind !== "READY_TO_GO" || product.stock.some((s) => s.quantity > 0);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.productName,
    description: product.description,
    sku: product.sku,
    mpn: product.catalogueCode,
    url: pageUrl,
    image: [product.image, ...product.images].slice(0, 4).map((i) => absolute(i.sizes.LARGE.url)),
    brand: { "@type": "Brand", name: BRAND },
    material: product.primaryMetal.label,
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: product.salePrice.amount.toFixed(2),
      priceCurrency: product.salePrice.currency,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      priceValidUntil: oneYearAfter(renderedAt),
      seller: { "@type": "Organization", name: BRAND },
    },
  };
  if (product.reviews.count > 0 && product.reviews.average !== null) {
    ld["aggregateRating"] = {
      "@type": "AggregateRating",
      ratingValue: Math.round(product.reviews.average * 10) / 10,
      reviewCount: product.reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/** The words of a product's page title ("Aurelia Platinum Engagement Ring with Oval Diamond"). */
export function productTitle(data: ProductPageData, t: Translate): string {
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

export function productMeta(data: ProductPageData & { seo: PageSeo }): MetaTag[] {
  return pageMeta({
    ...data.seo,
    ogType: "product",
    ogImage: new URL(data.product.image.sizes.LARGE.url, data.pageUrl).href,
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

export function listingMeta(data: ListingPageData & { seo: PageSeo }): MetaTag[] {
  return pageMeta({ title: data.seo.title, description: data.seo.description, jsonLd: [listingJsonLd(data)] });
}

/** The tags of a catalogue page: a listing's or a product's. */
export function catalogueMeta(data: (ListingPageData | ProductPageData) & { seo: PageSeo }): MetaTag[] {
  return data.page === "listing" ? listingMeta(data) : productMeta(data);
}
