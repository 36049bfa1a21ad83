import { z } from "zod";
import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { ImageRecord } from "../../media/registry.ts";
import { regionPath, type Region } from "../../../core/regions.ts";
import { SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { METALS, type Karat, type Metal, type MetalCode } from "../../../core/vocabulary/metals.ts";
import { formatCataloguePath, type CatalogueProductRoute } from "../../../core/urls/catalogue.ts";
import type { Market } from "../../../core/market.ts";
import { productImage, type ImageSubject } from "./images.ts";
import type { ListingRow } from "./listing.ts";
import { term, type Term } from "./terms.ts";
import type { Money } from "../../../core/money.ts";
import { storedMoney } from "../pricing.ts";

/** Catalogue answers are kept a minute per process (docs/decisions/0352-catalogue-read-cache.md). */
export const CATALOGUE_TTL_MS = 60_000;

/** Product cards, money and metals as every catalogue answer shows them, and design URLs. */

/** A vocabulary code or slug as an input field. */
export const codeInput = z.string().trim().min(1).max(60);

export type { Money };

/** A product's primary metal and the metal of a card or switcher option. */
export interface MetalInfo {
  systemCode: MetalCode;
  slug: string;
  label: string;
  karat: Karat | null;
  colour: string;
  element: string;
  millesimalFineness: number;
}

export function metalInfo(metal: Metal): MetalInfo {
  return {
    systemCode: metal.code,
    slug: metal.slug,
    label: metal.label,
    karat: metal.karat,
    colour: metal.colour,
    element: metal.element,
    millesimalFineness: metal.millesimalFineness,
  };
}

interface Rating {
  average: number | null;
  count: number;
}

/** What a product card shows. */
export interface CatalogueCard {
  id: string;
  catalogueCode: string;
  kind: CatalogueKind;
  productName: string;
  slug: string;
  suffixSlug: string | null;
  url: string;
  image: ImageRecord;
  hoverImage: ImageRecord;
  salePrice: Money;
  taxType: TaxType;
  metal: MetalInfo;
  shape: Term | null;
  rating: Rating;
  expressEligible: boolean;
  deliveryDays: number;
}

function routeOf(
  p: { kind: CatalogueKind; slug: string; suffixSlug: string; productType: string | null },
  metal: MetalCode,
  shape: string,
): CatalogueProductRoute {
  switch (p.kind) {
    case "ENGAGEMENT_RING":
      return { kind: "engagementRing", slug: p.slug, metal, shape: (shape || "ROUND") as never, suffixSlug: p.suffixSlug };
    case "WEDDING_RING":
      return { kind: "weddingRing", slug: p.slug, metal, suffixSlug: p.suffixSlug };
    case "READY_TO_GO":
      return { kind: "readyToGoRing", slug: p.slug, metal };
    case "JEWELLERY":
      return { kind: "jewelleryItem", slug: p.slug, metal, productType: (p.productType ?? "NECKLACE") as never, suffixSlug: p.suffixSlug };
  }
}

/** The region-prefixed URL of a design in a metal (and shape). */
export function productUrl(
  region: Region,
  p: { kind: CatalogueKind; slug: string; suffixSlug: string; productType: string | null },
  metal: string,
  shape: string,
): string {
  return regionPath(region, formatCataloguePath(routeOf(p, metal as MetalCode, shape)));
}

function subjectOf(r: ListingRow): ImageSubject {
  return {
    kind: r.kind,
    productName: r.productName,
    ringStyles: r.ringStyles,
    designFeatures: r.designFeatures,
    gemstones: r.gemstones,
    productType: r.productType,
    productStyles: r.productStyles,
    bandWidth: r.bandWidth,
    centreStoneWeightMin: r.centreStoneWeightMin,
  };
}

export function cardOf(r: ListingRow, market: Market): CatalogueCard {
  const subject = subjectOf(r);
  const metal = METALS.parse(r.metal)!;
  const shape = r.shape ? SHAPE_VOCABULARY.parse(r.shape) : null;
  return {
    id: String(r.id),
    catalogueCode: r.catalogueCode,
    kind: r.kind,
    productName: r.productName,
    slug: r.slug,
    suffixSlug: r.suffixSlug || null,
    url: productUrl(market.region, r, r.metal, r.shape),
    image: productImage(subject, r.metal, r.shape, "angle"),
    hoverImage: productImage(subject, r.metal, r.shape, r.kind === "JEWELLERY" ? "front" : "top"),
    salePrice: storedMoney(r.amount, market.currency),
    taxType: market.taxType,
    metal: metalInfo(metal),
    shape: shape ? term(shape) : null,
    rating: { average: r.ratingAverage, count: r.reviewCount },
    expressEligible: r.expressEligible,
    deliveryDays: r.deliveryDays,
  };
}
