import { regionPath, type Currency, type Locale, type Region } from "../../../core/regions.ts";
import {
  formatCatalogueUrl,
  type CatalogueFilters,
  type CatalogueListingRoute,
  type FiltersIn,
  type EngagementRingsRoute,
  type JewelleryRoute,
  type WeddingRingsRoute,
} from "../../../core/urls/catalogue.ts";
import { DESIGN_STYLES, RING_STYLES, SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import {
  JEWELLERY_DESIGN_STYLES,
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  jewelleryStylesFor,
} from "../../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS } from "../../../core/vocabulary/metals.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../../core/vocabulary/wedding.ts";
import type { PathFilterGroup } from "./FilterBar.tsx";
import { enGb, type MessageId } from "../../i18n/en-gb.ts";
import { catalogueVocabularyMessageId, type CatalogueVocabulary } from "../../i18n/catalogue/vocabulary.ts";
import { vocabularyMessageId } from "../../i18n/vocabulary.ts";
import { createTranslator, type Translate } from "../../lib/intl.tsx";
import type { CatalogueKindCode, FacetData, FacetFieldCode, ListingData, ListingInput } from "../../routes/catalogue/documents.ts";

/**
 * How a listing route becomes an API request, a heading, filter links and page links. Pure, so the
 * server renderer and the browser agree; the words come from a `Translate` of the visitor's messages.
 */

function kindOf(route: CatalogueListingRoute): CatalogueKindCode {
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

/** The catalogueListing input of a route and its filters. */
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

/** en-gb, the default and fallback locale: the words of structured data, which is not translated. */
export const britishEnglish: Translate = createTranslator("en-gb", enGb);

function label(vocabulary: { get(code: never): { label: string } }, code: string | null): string | null {
  return code === null ? null : vocabulary.get(code as never).label;
}

/** "{title} in {metal}" when a metal is chosen. */
function inMetal(title: string, metal: string | null, t: Translate): string {
  return metal ? t("cat_title_in_metal", { title, metal }) : title;
}

/** The heading and introduction of a listing, in the words of `t`. */
export function listingHeading(route: CatalogueListingRoute, t: Translate): ListingHeading {
  const home = { label: t("cat_home"), to: "/" };
  switch (route.kind) {
    case "engagementRings": {
      const section = t("cat_engagement_rings");
      const shape = label(SHAPE_VOCABULARY, route.shape);
      const words = [label(DESIGN_STYLES, route.designStyle), label(RING_STYLES, route.ringStyle), section].filter(Boolean).join(" ");
      const title = inMetal(shape ? t("cat_title_for_shape", { title: words, shape }) : words, label(METALS, route.metal), t);
      return {
        title: route.recommendations ? t("cat_title_recommended") : title,
        eyebrow: section,
        intro: t("cat_intro_engagement_rings"),
        crumbs: [home, { label: section, to: "/engagement-rings" }],
      };
    }
    case "weddingRings": {
      const section = t("cat_wedding_rings");
      const words = [label(WEDDING_CATEGORIES, route.category), label(WEDDING_STYLES, route.style), section].filter(Boolean).join(" ");
      return {
        title: inMetal(words, label(METALS, route.metal), t),
        eyebrow: section,
        intro: t("cat_intro_wedding_rings"),
        crumbs: [home, { label: section, to: "/wedding-rings" }],
      };
    }
    case "readyToGo": {
      const section = route.readyToShip ? t("cat_ready_to_ship") : t("cat_ready_to_go");
      return {
        title: inMetal(route.readyToShip ? t("cat_title_ready_to_ship") : t("cat_title_ready_to_go"), label(METALS, route.metal), t),
        eyebrow: section,
        intro: route.readyToShip ? t("cat_intro_ready_to_ship") : t("cat_intro_ready_to_go"),
        crumbs: [home, { label: section, to: route.readyToShip ? "/rts-list" : "/ready-to-go" }],
      };
    }
    case "jewellery": {
      const section = t("cat_jewellery");
      const words = [
        label(JEWELLERY_DESIGN_STYLES, route.designStyle),
        label(JEWELLERY_GEMSTONES, route.gemstone),
        label(JEWELLERY_STYLES, route.productStyle),
        label(JEWELLERY_TYPES, route.productType) ?? t("cat_fine_jewellery"),
      ]
        .filter(Boolean)
        .join(" ");
      return {
        title: inMetal(words, label(JEWELLERY_METALS, route.metal), t),
        eyebrow: section,
        intro: t("cat_intro_jewellery"),
        crumbs: [home, { label: section, to: "/jewellery" }],
      };
    }
  }
}

/** The message prefix of the values of a facet for a kind of design (null: shapes and karats, below). */
function facetVocabulary(field: FacetFieldCode, kind: CatalogueKindCode): CatalogueVocabulary | null {
  switch (field) {
    case "CATEGORY":
      return "cat_wedding_category";
    case "PRODUCT_TYPE":
      return "cat_jewellery_type";
    case "PRODUCT_STYLE":
      return "cat_jewellery_style";
    case "GEMSTONE":
      return "cat_jewellery_gemstone";
    case "METAL":
      return kind === "JEWELLERY" ? "cat_jewellery_metal" : "cat_metal";
    case "RING_STYLE":
      return kind === "WEDDING_RING" ? "cat_wedding_style" : "cat_ring_style";
    case "DESIGN_STYLE":
      return kind === "JEWELLERY" ? "cat_jewellery_design_style" : "cat_design_style";
    case "DESIGN_FEATURE":
      return "cat_design_feature";
    case "SHAPE":
    case "KARAT":
      return null;
  }
}

/**
 * A facet value's label in the words of `t`: the API answers codes (and slugs), the visitor's messages
 * name them ("Sapphire Colors" in en-us). Shapes are the stones' shape messages; a karat (slug "18")
 * reads "18k".
 */
export function facetValueLabel(
  field: FacetFieldCode,
  kind: CatalogueKindCode,
  value: { code: string; slug: string },
  t: Translate,
): string {
  if (field === "KARAT") return t("cat_filter_karat_value", { karat: value.slug });
  const vocabulary = facetVocabulary(field, kind);
  const id = vocabulary ? catalogueVocabularyMessageId(vocabulary, value.code) : vocabularyMessageId("stone_shape", value.code);
  const label = t(id as MessageId);
  return label === id ? value.code : label;
}

/**
 * The region-prefixed URL of a listing route with its filters: in the hash, or in the query on a page
 * whose filters came in its query (a page asked for without scripts keeps them where its server reads them).
 */
export function listingHref(
  route: CatalogueListingRoute,
  filters: Partial<CatalogueFilters> | null,
  region: Region,
  filtersIn: FiltersIn = "hash",
): string {
  return regionPath(region, formatCatalogueUrl(route, filters, filtersIn));
}

interface GroupSpec {
  field: FacetFieldCode;
  key: string;
  label: MessageId;
  display: PathFilterGroup["display"];
  /** The route with the value chosen (null: cleared). */
  apply: (code: string | null) => CatalogueListingRoute;
}

function groupSpecs(route: CatalogueListingRoute): GroupSpec[] {
  switch (route.kind) {
    case "engagementRings": {
      const r: EngagementRingsRoute = { ...route, page: 1 };
      return [
        { field: "SHAPE", key: "shape", label: "cat_filter_shape", display: "shape", apply: (c) => ({ ...r, shape: c as never }) },
        { field: "METAL", key: "metal", label: "cat_filter_metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
        {
          field: "RING_STYLE",
          key: "ringStyle",
          label: "cat_filter_style",
          display: "text",
          apply: (c) => ({ ...r, ringStyle: c as never }),
        },
        {
          field: "DESIGN_STYLE",
          key: "designStyle",
          label: "cat_filter_design",
          display: "text",
          apply: (c) => ({ ...r, designStyle: c as never }),
        },
      ];
    }
    case "weddingRings": {
      const r: WeddingRingsRoute = { ...route, page: 1 };
      return [
        {
          field: "CATEGORY",
          key: "category",
          label: "cat_filter_category",
          display: "text",
          // Clearing the category clears what it implies too (a metal or style needs one).
          apply: (c) => (c === null ? { ...r, category: null, metal: null, style: null } : { ...r, category: c as never }),
        },
        { field: "METAL", key: "metal", label: "cat_filter_metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
        { field: "RING_STYLE", key: "style", label: "cat_filter_style", display: "text", apply: (c) => ({ ...r, style: c as never }) },
      ];
    }
    case "readyToGo": {
      return [
        {
          field: "METAL",
          key: "metal",
          label: "cat_filter_metal",
          display: "swatch",
          apply: (c) => ({ ...route, page: 1, metal: c as never }),
        },
      ];
    }
    case "jewellery": {
      const r: JewelleryRoute = { ...route, page: 1 };
      return [
        {
          field: "PRODUCT_TYPE",
          key: "productType",
          label: "cat_filter_type",
          display: "text",
          // A style that does not exist for the new type is dropped.
          apply: (c) => {
            const styles = jewelleryStylesFor(c as never);
            const keep = r.productStyle !== null && styles.some((s) => s.code === r.productStyle);
            return { ...r, productType: c as never, productStyle: keep ? r.productStyle : null };
          },
        },
        {
          field: "PRODUCT_STYLE",
          key: "productStyle",
          label: "cat_filter_style",
          display: "text",
          apply: (c) => ({ ...r, productStyle: c as never }),
        },
        {
          field: "GEMSTONE",
          key: "gemstone",
          label: "cat_filter_gemstone",
          display: "text",
          apply: (c) => ({ ...r, gemstone: c as never }),
        },
        {
          field: "DESIGN_STYLE",
          key: "designStyle",
          label: "cat_filter_design",
          display: "text",
          apply: (c) => ({ ...r, designStyle: c as never }),
        },
        { field: "METAL", key: "metal", label: "cat_filter_metal", display: "swatch", apply: (c) => ({ ...r, metal: c as never }) },
      ];
    }
  }
}

/**
 * The path filters of a listing as link groups, from the facets the API returned, titled in the words
 * of `t`; each link keeps the other filters where the page has them (`filtersIn`).
 */
export function filterGroups(
  route: CatalogueListingRoute,
  facets: FacetData[],
  filters: CatalogueFilters,
  region: Region,
  t: Translate,
  filtersIn: FiltersIn = "hash",
): PathFilterGroup[] {
  // Page 1 and the other filters travel with every filter link.
  const keep: Partial<CatalogueFilters> = filters;
  return groupSpecs(route).flatMap((spec) => {
    const facet = facets.find((f) => f.field === spec.field);
    if (!facet) return [];
    const anySelected = facet.values.some((v) => v.selected);
    return [
      {
        key: spec.key,
        label: t(spec.label),
        display: spec.display,
        clearHref: anySelected ? listingHref(spec.apply(null), keep, region, filtersIn) : undefined,
        options: facet.values.map((v) => ({
          code: v.code,
          label: facetValueLabel(spec.field, kindOf(route), v, t),
          count: v.count,
          selected: v.selected,
          href: listingHref(spec.apply(v.code), keep, region, filtersIn),
        })),
      },
    ];
  });
}

/** Hash-filter choices offered by a listing: design features (engagement rings) and karats (jewellery). */
export function hashChoices(route: CatalogueListingRoute, listing: ListingData, t: Translate) {
  const features = route.kind === "engagementRings" ? (listing.facets.find((f) => f.field === "DESIGN_FEATURE")?.values ?? []) : [];
  const karats = route.kind === "jewellery" ? (listing.facets.find((f) => f.field === "KARAT")?.values ?? []) : [];
  return {
    designFeatures: features.map((v) => ({
      code: v.code,
      label: facetValueLabel("DESIGN_FEATURE", "ENGAGEMENT_RING", v, t),
      count: v.count,
    })),
    karats: karats.map((v) => ({ code: v.slug, label: facetValueLabel("KARAT", "JEWELLERY", v, t), count: v.count })),
  };
}
