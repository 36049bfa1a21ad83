import type { Money } from "../../core/money.ts";
import { toDecimal } from "../../core/money-decimal.ts";
import { enGb } from "../i18n/en-gb.ts";

/**
 * schema.org structured data (JSON-LD) of the pages that sell something: one Product with one Offer,
 * built the same way for a catalogue design and for a stone. Structured data is not translated: the
 * brand by its built-in name, prices with two decimals and a currency code.
 */

const BRAND = enGb.brand_name;

/** At most this many images are listed. */
const MAX_IMAGES = 4;

type Availability = "InStock" | "OutOfStock" | "BackOrder";

export interface ProductLdInput {
  name: string;
  description?: string | null;
  sku: string;
  mpn?: string | null;
  /** The page's canonical absolute URL (the product's and the offer's url). */
  url: string;
  /** Image URLs, absolute or on the page's origin; each image once, in order. */
  images: readonly string[];
  material?: string | null;
  price: Money;
  availability: Availability;
  /** When the page was rendered (ISO): the offer holds for one year from then. */
  renderedAt: string;
  reviews?: { average: number | null; count: number } | null;
  /** Facts schema.org has no property for (a grading report), as PropertyValues. */
  properties?: readonly { name: string; value: string | number; unitText?: string; url?: string }[];
  weight?: { value: number; unitText: string } | null;
}

/** The date one year after an instant (ISO date), for an offer's priceValidUntil. */
export function oneYearAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** schema.org Product with its Offer, and its AggregateRating when it has reviews (best 5, worst 1). */
export function productJsonLd(input: ProductLdInput): Record<string, unknown> {
  const origin = new URL(input.url).origin;
  const images = [...new Set(input.images.map((url) => new URL(url, origin).href))].slice(0, MAX_IMAGES);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    sku: input.sku,
    ...(input.mpn ? { mpn: input.mpn } : {}),
    url: input.url,
    ...(images.length ? { image: images } : {}),
    brand: { "@type": "Brand", name: BRAND },
    ...(input.material ? { material: input.material } : {}),
    ...(input.weight ? { weight: { "@type": "QuantitativeValue", value: input.weight.value, unitText: input.weight.unitText } } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: toDecimal(input.price),
      priceCurrency: input.price.currency,
      availability: `https://schema.org/${input.availability}`,
      itemCondition: "https://schema.org/NewCondition",
      priceValidUntil: oneYearAfter(input.renderedAt),
      seller: { "@type": "Organization", name: BRAND },
    },
  };
  if (input.properties?.length) {
    ld["additionalProperty"] = input.properties.map((p) => ({ "@type": "PropertyValue", ...p }));
  }
  if (input.reviews && input.reviews.count > 0 && input.reviews.average !== null) {
    ld["aggregateRating"] = {
      "@type": "AggregateRating",
      ratingValue: Math.round(input.reviews.average * 10) / 10,
      reviewCount: input.reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}
