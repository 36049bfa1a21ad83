import { productJsonLd as structuredProduct } from "../../lib/structured-data.ts";
import { imageUrl } from "../../lib/site-data.ts";
import { moneyOf } from "../../lib/money.ts";
import { pageMeta, type MetaTag, type PageSeo } from "../../lib/meta.ts";
import type { ListingPageData, ProductPageData } from "./catalogue.server.ts";

/**
 * The tags of a catalogue page, from its data alone: the title and description the loader wrote in the
 * visitor's words (catalogue-seo.ts), and the structured data made from the page's designs. The meta
 * function runs in the browser too, on a page opened in the page: this module names no words and no
 * URL grammar, so that the catalogue's routes do not load them for it.
 */

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
    price: moneyOf(product.salePrice),
    availability: inStock ? "InStock" : "OutOfStock",
    renderedAt,
    reviews: product.reviews,
  });
}

/** schema.org ItemList of the designs on a listing page, in their order. */
export function listingJsonLd(data: ListingPageData): Record<string, unknown> {
  const offset = (data.route.page - 1) * data.listing.pageSize;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: data.listName,
    numberOfItems: data.listing.total,
    itemListElement: data.listing.items.map((item, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${data.origin}${item.url}`,
      name: item.productName,
    })),
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

function listingMeta(data: ListingPageData & { seo: PageSeo }): MetaTag[] {
  return pageMeta({ title: data.seo.title, description: data.seo.description, robots: data.seo.robots, jsonLd: [listingJsonLd(data)] });
}

/** The tags of a catalogue page: a listing's or a product's. */
export function catalogueMeta(data: (ListingPageData | ProductPageData) & { seo: PageSeo }): MetaTag[] {
  return data.page === "listing" ? listingMeta(data) : productMeta(data);
}

export { oneYearAfter } from "../../lib/structured-data.ts";
