import { describe, expect, it } from "vitest";
import type { ProductPageData } from "./catalogue.server.ts";
import { listingJsonLd, oneYearAfter, productJsonLd } from "./catalogue-meta.ts";
import { listName, shortDescription } from "./catalogue-seo.ts";
import { emptyCatalogueFilters } from "../../../core/urls/catalogue.ts";

const image = (id: string) => ({
  id,
  alt: id,
  urlTemplate: `/media/ring/${id}/{size}.{format}`,
});

function page(reviews: { average: number | null; count: number }): ProductPageData {
  return {
    page: "product",
    route: { kind: "engagementRing", slug: "iris", metal: "PLATINUM", shape: "ROUND", suffixSlug: "" },
    market: { region: "UK", currency: "GBP", locale: "en-gb" },
    renderedAt: "2025-03-31T10:00:00.000Z",
    pageUrl: "https://shop.example/iris-platinum-engagement-ring-round-diamond",
    sectionPath: "/engagement-rings",
    words: { finance: null, settingOnly: null, secondStone: null },
    spin: {
      count: 0,
      input: { kind: "ENGAGEMENT_RING", slug: "iris", metal: "PLATINUM", shape: "ROUND", region: "UK", currency: "GBP", locale: "en-gb" },
    },
    product: {
      kind: "ENGAGEMENT_RING",
      productName: "Iris",
      description: "Three stones.",
      sku: "ER-1-PLATINUM-ROUND",
      catalogueCode: "ER-1",
      image: image("a"),
      images: [image("b")],
      primaryMetal: { systemCode: "PLATINUM", slug: "platinum", label: "Platinum", karat: null },
      salePrice: { amount: "1840.00", currency: "GBP" },
      stock: [],
      reviews: { ...reviews, items: [] },
    } as unknown as ProductPageData["product"],
  };
}

describe("product structured data", () => {
  it("is a Product with an Offer valid for one year and absolute image URLs", () => {
    const ld = productJsonLd(page({ average: null, count: 0 }));
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Iris",
      sku: "ER-1-PLATINUM-ROUND",
      image: ["https://shop.example/media/ring/a/LARGE.webp", "https://shop.example/media/ring/b/LARGE.webp"],
      offers: {
        "@type": "Offer",
        price: "1840.00",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        priceValidUntil: "2026-03-31",
      },
    });
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("rates from 1 to 5 when there are reviews", () => {
    expect(productJsonLd(page({ average: 4.666, count: 3 }))["aggregateRating"]).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("descriptions", () => {
  it("keeps short text and cuts long text at a word", () => {
    expect(shortDescription("  A  ring. ")).toBe("A ring.");
    const cut = shortDescription("word ".repeat(60));
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("dates an offer one year ahead", () => {
    expect(oneYearAfter("2024-02-29T12:00:00Z")).toBe("2025-03-01");
  });
});

describe("listing structured data", () => {
  it("lists the designs of the page with their positions across pages", () => {
    const ld = listingJsonLd({
      page: "listing",
      route: { kind: "weddingRings", category: "MENS", metal: null, style: null, page: 2 },
      filters: emptyCatalogueFilters,
      market: { region: "UK", currency: "GBP", locale: "en-gb" },
      origin: "https://shop.example",
      listName: listName({ kind: "weddingRings", category: "MENS", metal: null, style: null, page: 2 }),
      listing: { total: 30, pageSize: 24, items: [{ url: "/wedding-rings/a-platinum-wedding-ring", productName: "A" }] } as never,
    });
    expect(ld).toMatchObject({
      "@type": "ItemList",
      name: "Men's Wedding Rings",
      numberOfItems: 30,
      itemListElement: [
        { "@type": "ListItem", position: 25, url: "https://shop.example/wedding-rings/a-platinum-wedding-ring", name: "A" },
      ],
    });
  });
});
