import { regionPath, type Currency, type Locale, type Region } from "../../../core/regions.ts";
import {
  formatCatalogueUrl,
  type CatalogueFilters,
  type CatalogueListingRoute,
  type EngagementRingsRoute,
  type JewelleryRoute,
  type WeddingRingsRoute,
} from "../../../core/urls/catalogue.ts";
import { DESIGN_STYLES, RING_STYLES, SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { JEWELLERY_DESIGN_STYLES, JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES, jewelleryStylesFor } from "../../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS } from "../../../core/vocabulary/metals.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../../core/vocabulary/wedding.ts";
import type { PathFilterGroup } from "../../components/catalogue/FilterBar.tsx";
import type { CatalogueKindCode, FacetData, FacetFieldCode, ListingData, ListingInput } from "./documents.ts";

/**
 * How a listing route becomes an API request, a heading, filter links and page links. Pure, so the
 * server renderer and the browser agree.
 */

export function kindOf(route: CatalogueListingRoute): CatalogueKindCode {
  switch (route.kind) {
    case "engagementRings":
      return "ENGAGEMENT_RING";
    case "weddingRings":
      return "WEDDING_RING";
    case "readyToGo":
      return "READY_TO_GO";
    case "jewellery":
      return "JEWELLERY";
  }
}

export interface Market {
  region: Region;
  currency: Currency;
  locale: Locale;
}

/** The catalogueListing input of a route and its hash filters. */
export function listingInput(route: CatalogueListingRoute, filters: CatalogueFilters, market: Market): ListingInput {
  const input: ListingInput = {
    kind: kindOf(route),
    region: market.region,
    currency: market.currency,
    locale: market.locale,
    page: route.page,
    sort: filters.sort,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
  };
  switch (route.kind) {
    case "engagementRings":
      return {
        ...input,
        metal: route.metal,
        ringStyle: route.ringStyle,
        shape: route.shape,
        designStyle: route.designStyle,
        designFeatures: filters.designFeatures.length ? filters.designFeatures : null,
        recommendations: route.recommendations || null,
      };
    case "weddingRings":
      return { ...input, category: route.category, metal: route.metal, ringStyle: route.style };
    case "readyToGo":
      return { ...input, metal: route.metal, readyToShip: route.readyToShip || null };
    case "jewellery":
      return {
        ...input,
        productType: route.productType,
        productStyle: route.productStyle,
        gemstone: route.gemstone,
        designStyle: route.designStyle,
        metal: route.metal,
        karat: filters.karat,
      };
  }
}

export interface ListingHeading {
  title: string;
  eyebrow: string;
  intro: string;
  /** Breadcrumbs: unprefixed paths. */
  crumbs: { label: string; to?: string }[];
}

function label(vocabulary: { get(code: never): { label: string } }, code: string | null): string | null {
  return code === null ? null : vocabulary.get(code as never).label;
}

/** The heading and introduction of a listing. */
export function listingHeading(route: CatalogueListingRoute): ListingHeading {
  switch (route.kind) {
    case "engagementRings": {
      const metal = label(METALS, route.metal);
      const shape = label(SHAPE_VOCABULARY, route.shape);
      const words = [label(DESIGN_STYLES, route.designStyle), label(RING_STYLES, route.ringStyle), "Engagement Rings"].filter(Boolean).join(" ");
      const title = `${words}${shape ? ` for ${shape} Diamonds` : ""}${metal ? ` in ${metal}` : ""}`;
      return {
        title: route.recommendations ? "Recommended Engagement Ring Settings" : title,
        eyebrow: "Engagement Rings",
        intro: "Handmade in our London workshop, every setting is made to order in the metal and centre stone you choose.",
        crumbs: [{ label: "Home", to: "/" }, { label: "Engagement Rings", to: "/engagement-rings" }],
      };
    }
    case "weddingRings": {
      const metal = label(METALS, route.metal);
      const words = [label(WEDDING_CATEGORIES, route.category), label(WEDDING_STYLES, route.style), "Wedding Rings"].filter(Boolean).join(" ");
      return {
        title: `${words}${metal ? ` in ${metal}` : ""}`,
        eyebrow: "Wedding Rings",
        intro: "Bands to wear for a lifetime: plain, diamond-set and shaped to sit beside your engagement ring.",
        crumbs: [{ label: "Home", to: "/" }, { label: "Wedding Rings", to: "/wedding-rings" }],
      };
    }
    case "readyToGo": {
      const metal = label(METALS, route.metal);
      const words = route.readyToShip ? "Ready to Ship Rings" : "Ready-to-Go Engagement Rings";
      return {
        title: `${words}${metal ? ` in ${metal}` : ""}`,
        eyebrow: route.readyToShip ? "Ready to Ship" : "Ready to Go",
        intro: route.readyToShip
          ? "Finished rings waiting in our showroom, dispatched the next working day."
          : "Complete rings with their centre stone already chosen and set, ready within days.",
        crumbs: [
          { label: "Home", to: "/" },
          route.readyToShip ? { label: "Ready to Ship", to: "/rts-list" } : { label: "Ready to Go", to: "/ready-to-go" },
        ],
      };
    }
    case "jewellery": {
      const metal = label(JEWELLERY_METALS, route.metal);
      const type = label(JEWELLERY_TYPES, route.productType);
      const words = [
        label(JEWELLERY_DESIGN_STYLES, route.designStyle),
        label(JEWELLERY_GEMSTONES, route.gemstone),
        label(JEWELLERY_STYLES, route.productStyle),
        type ?? "Fine Jewellery",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        title: `${words}${metal ? ` in ${metal}` : ""}`,
        eyebrow: "Jewellery",
        intro: "Necklaces, earrings, bracelets and rings, made by hand with the same care as our engagement rings.",
        crumbs: [{ label: "Home", to: "/" }, { label: "Jewellery", to: "/jewellery" }],
      };
    }
  }
}

/** The region-prefixed URL of a listing route with its hash filters. */
export function listingHref(route: CatalogueListingRoute, filters: Partial<CatalogueFilters> | null, region: Region): string {
  return regionPath(region, formatCatalogueUrl(route, filters));
}

interface GroupSpec {
  field: FacetFieldCode;
  key: string;
  label: string;
  display: PathFilterGroup["display"];
  /** The route with the value chosen (null: cleared). */
  apply: (code: string | null) => CatalogueListingRoute;
}

function groupSpecs(route: CatalogueListingRoute): GroupSpec[] {
  switch (route.kind) {
    case "engagementRings": {
      const r: EngagementRingsRoute = { ...route, page: 1 };
      return [
        { field: "SHAPE", key: "shape", label: "Shape", display: "shape", apply: (c) => ({ ...r, shape: c as never }) },
        { field: "METAL", key: "metal", label: "Metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
        { field: "RING_STYLE", key: "ringStyle", label: "Style", display: "text", apply: (c) => ({ ...r, ringStyle: c as never }) },
        { field: "DESIGN_STYLE", key: "designStyle", label: "Design", display: "text", apply: (c) => ({ ...r, designStyle: c as never }) },
      ];
    }
    case "weddingRings": {
      const r: WeddingRingsRoute = { ...route, page: 1 };
      return [
        {
          field: "CATEGORY",
          key: "category",
          label: "For",
          display: "text",
          // Clearing the category clears what it implies too (a metal or style needs one).
          apply: (c) => (c === null ? { ...r, category: null, metal: null, style: null } : { ...r, category: c as never }),
        },
        { field: "METAL", key: "metal", label: "Metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
        { field: "RING_STYLE", key: "style", label: "Style", display: "text", apply: (c) => ({ ...r, style: c as never }) },
      ];
    }
    case "readyToGo": {
      return [{ field: "METAL", key: "metal", label: "Metal", display: "swatch", apply: (c) => ({ ...route, page: 1, metal: c as never }) }];
    }
    case "jewellery": {
      const r: JewelleryRoute = { ...route, page: 1 };
      return [
        {
          field: "PRODUCT_TYPE",
          key: "productType",
          label: "Type",
          display: "text",
          // A style that does not exist for the new type is dropped.
          apply: (c) => {
            const styles = jewelleryStylesFor(c as never);
            const keep = r.productStyle !== null && styles.some((s) => s.code === r.productStyle);
            return { ...r, productType: c as never, productStyle: keep ? r.productStyle : null };
          },
        },
        { field: "PRODUCT_STYLE", key: "productStyle", label: "Style", display: "text", apply: (c) => ({ ...r, productStyle: c as never }) },
        { field: "GEMSTONE", key: "gemstone", label: "Gemstone", display: "text", apply: (c) => ({ ...r, gemstone: c as never }) },
        { field: "DESIGN_STYLE", key: "designStyle", label: "Design", display: "text", apply: (c) => ({ ...r, designStyle: c as never }) },
        { field: "METAL", key: "metal", label: "Metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
      ];
    }
  }
}

/** The path filters of a listing as link groups, from the facets the API returned. */
export function filterGroups(route: CatalogueListingRoute, facets: FacetData[], filters: CatalogueFilters, region: Region): PathFilterGroup[] {
  // Page 1 and the hash filters (except the page) travel with every filter link.
  const keep: Partial<CatalogueFilters> = filters;
  return groupSpecs(route).flatMap((spec) => {
    const facet = facets.find((f) => f.field === spec.field);
    if (!facet) return [];
    const anySelected = facet.values.some((v) => v.selected);
    return [
      {
        key: spec.key,
        label: spec.label,
        display: spec.display,
        clearHref: anySelected ? listingHref(spec.apply(null), keep, region) : undefined,
        options: facet.values.map((v) => ({
          code: v.code,
          label: v.label,
          count: v.count,
          selected: v.selected,
          href: listingHref(spec.apply(v.code), keep, region),
        })),
      },
    ];
  });
}

/** Hash-filter choices offered by a listing: design features (engagement rings) and karats (jewellery). */
export function hashChoices(route: CatalogueListingRoute, listing: ListingData) {
  const features = route.kind === "engagementRings" ? listing.facets.find((f) => f.field === "DESIGN_FEATURE")?.values ?? [] : [];
  const karats = route.kind === "jewellery" ? listing.facets.find((f) => f.field === "KARAT")?.values ?? [] : [];
  return {
    designFeatures: features.map((v) => ({ code: v.code, label: v.label, count: v.count })),
    karats: karats.map((v) => ({ code: v.slug, label: v.label, count: v.count })),
  };
}
