import { describe, expect, it } from "vitest";
import { productJsonLd } from "./structured-data.ts";
import { money } from "../../core/money.ts";

const base = {
  name: "1.01ct Round Natural Diamond",
  sku: "AB12CD3",
  url: "https://shop.example/us/diamond-search/rapnet-R1-GIA-2141438172",
  images: ["/media/stone/x/LARGE.webp", "https://shop.example/media/stone/x/LARGE.webp", "/media/stone/y/LARGE.webp"],
  price: money(421_050, "USD"),
  availability: "BackOrder" as const,
  renderedAt: "2026-01-15T08:00:00.000Z",
};

describe("a Product's structured data", () => {
  it("lists each image once, absolute, and an Offer at the page's address", () => {
    const ld = productJsonLd(base);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: base.name,
      sku: "AB12CD3",
      url: base.url,
      image: ["https://shop.example/media/stone/x/LARGE.webp", "https://shop.example/media/stone/y/LARGE.webp"],
      offers: {
        "@type": "Offer",
        url: base.url,
        price: "4210.50",
        priceCurrency: "USD",
        availability: "https://schema.org/BackOrder",
        priceValidUntil: "2027-01-15",
      },
    });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("additionalProperty");
  });

  it("carries facts without a schema.org property as PropertyValues, and the weight", () => {
    const ld = productJsonLd({
      ...base,
      properties: [{ name: "GIA report", value: "2141438172" }],
      weight: { value: 1.01, unitText: "ct" },
    });
    expect(ld["additionalProperty"]).toEqual([{ "@type": "PropertyValue", name: "GIA report", value: "2141438172" }]);
    expect(ld["weight"]).toEqual({ "@type": "QuantitativeValue", value: 1.01, unitText: "ct" });
  });
});
