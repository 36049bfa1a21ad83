import { productJsonLd } from "../../lib/structured-data.ts";
import { imageUrl } from "../../lib/site-data.ts";
import type { StoneView } from "../../components/stones/types.ts";

/** The grading reports listed in a stone's structured data. */
const REPORT_LABS = new Set(["GIA", "IGI"]);

/**
 * A stone's schema.org Product and Offer: named by its title, its identifier as SKU, its photo, its
 * price, and its GIA or IGI report. A stone held in the London studio is in stock; any other is
 * ordered from its supplier (back order).
 */
export function stoneJsonLd(input: {
  stone: StoneView;
  title: string;
  description: string;
  pageUrl: string;
  renderedAt: string;
}): Record<string, unknown> {
  const { stone, pageUrl } = input;
  return productJsonLd({
    name: input.title,
    description: input.description,
    sku: stone.identifier,
    url: pageUrl,
    images: stone.photo ? [imageUrl(stone.photo)] : [],
    price: stone.price,
    availability: stone.inStock ? "InStock" : "BackOrder",
    renderedAt: input.renderedAt,
    weight: { value: stone.caratWeight, unitText: "ct" },
    properties: stone.certificates
      .filter((c) => REPORT_LABS.has(c.lab))
      .map((c) => ({ name: `${c.lab} report`, value: c.number, ...(c.url ? { url: c.url } : {}) })),
  });
}
