import { JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { enGb } from "../../i18n/en-gb.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";
import { listingHeading } from "./listing-model.ts";

const BRAND = enGb.brand_name;

/** A description cut at a word boundary to fit search results (about 155 characters). */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

/** The date one year after an instant (ISO date), for an offer's priceValidUntil (SPEC 9). */
export function oneYearAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** schema.org Product with its Offer and AggregateRating (SPEC 9: best 5, worst 1; offer valid one year). */
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

export function productTitle(data: ProductPageData): string {
  const { product } = data;
  const kind =
    product.kind === "ENGAGEMENT_RING"
      ? "Engagement Ring"
      : product.kind === "WEDDING_RING"
        ? "Wedding Ring"
        : product.kind === "READY_TO_GO"
          ? "Ready-to-Go Ring"
          : (JEWELLERY_TYPES.parse(product.productType?.code)?.singular ?? "Jewellery");
  const shape = product.kind === "ENGAGEMENT_RING" && product.shape ? ` with ${product.shape.label} Diamond` : "";
  return `${product.productName} ${product.primaryMetal.label} ${kind}${shape}`;
}

type MetaTag = Record<string, unknown>;

export function productMeta(data: ProductPageData): MetaTag[] {
  return [
    { title: `${productTitle(data)} | ${BRAND}` },
    { name: "description", content: shortDescription(data.product.description) },
    { property: "og:type", content: "product" },
    { property: "og:title", content: productTitle(data) },
    { property: "og:image", content: new URL(data.product.image.sizes.LARGE.url, data.pageUrl).href },
    { "script:ld+json": productJsonLd(data) },
  ];
}

/** schema.org ItemList of the designs on a listing page, in their order. */
export function listingJsonLd(data: ListingPageData): Record<string, unknown> {
  const offset = (data.route.page - 1) * data.listing.pageSize;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: listingHeading(data.route).title,
    numberOfItems: data.listing.total,
    itemListElement: data.listing.items.map((item, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${data.origin}${item.url}`,
      name: item.productName,
    })),
  };
}

export function listingMeta(data: ListingPageData): MetaTag[] {
  const heading = listingHeading(data.route);
  const page = data.route.page > 1 ? ` (page ${data.route.page})` : "";
  return [
    { title: `${heading.title}${page} | ${BRAND}` },
    { name: "description", content: shortDescription(`${heading.title}: ${data.listing.total} designs. ${heading.intro}`) },
    { "script:ld+json": listingJsonLd(data) },
  ];
}
