import { z } from "zod";
import type { RequestContext } from "../../context.ts";
import { CATALOGUE_KINDS, type CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import { CURRENCIES, LOCALES, REGIONS, type Currency } from "../../../core/regions.ts";
import { DESIGN_FEATURES, SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import {
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  jewelleryStylesFor,
  type JewelleryTypeCode,
} from "../../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, METALS, metalsOfJewelleryMetal, parseKarat } from "../../../core/vocabulary/metals.ts";
import { DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrderCode } from "../../../core/vocabulary/sort.ts";
import { WEDDING_CATEGORIES } from "../../../core/vocabulary/wedding.ts";
import { fail, fromZod, invalid, type DomainError, type Result } from "../result.ts";
import { resolveMarket } from "../../../core/market.ts";
import { MAX_PRICE_BOUND, normalisePriceRange } from "../../../core/price-range.ts";
import { ringStylesNotTaking } from "../../../core/ring-builder.ts";
import { STONE_CATEGORIES } from "../../../core/vocabulary/stones.ts";
import { runListing, type ListingQuery } from "./listing.ts";
import { MEMO, memo } from "../memo.ts";
import { CATALOGUE_TTL_MS, cardOf, codeInput as code, type CatalogueCard, type Money } from "./cards.ts";
import { storedMoney } from "../pricing.ts";
import { FACETS_OF_KIND, designStylesOf, facetVocabulary, ringStylesOf, term, type FacetField, type Term } from "./terms.ts";

/** Listings: filters, facets, sorting, pages and the price range of a kind of design. */

export interface FacetValue {
  code: string;
  slug: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  field: FacetField;
  values: FacetValue[];
}

export interface CatalogueListing {
  items: CatalogueCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: Facet[];
  priceRange: { min: Money; max: Money } | null;
  sort: SortOrderCode;
  currency: Currency;
  taxType: TaxType;
}

// ---------------------------------------------------------------------------------------------
// Input

const catalogueListingInput = z.object({
  kind: z.enum(CATALOGUE_KINDS),
  region: z.enum(REGIONS).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  locale: z.enum(LOCALES).nullish(),
  metal: code.nullish(),
  ringStyle: code.nullish(),
  shape: code.nullish(),
  designStyle: code.nullish(),
  designFeatures: z.array(code).max(20).nullish(),
  category: code.nullish(),
  productType: code.nullish(),
  productStyle: code.nullish(),
  gemstone: code.nullish(),
  karat: z.number().int().nullish(),
  readyToShip: z.boolean().nullish(),
  priceMin: z.number().min(0).max(MAX_PRICE_BOUND).nullish(),
  priceMax: z.number().min(0).max(MAX_PRICE_BOUND).nullish(),
  sort: z.enum(SORT_ORDERS.codes).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(96).nullish(),
  recommendations: z.boolean().nullish(),
  centreStoneCarat: z.number().positive().max(100).nullish(),
  centreStoneCategory: z.enum(STONE_CATEGORIES.codes).nullish(),
});
export type CatalogueListingInput = z.input<typeof catalogueListingInput>;

const DEFAULT_PAGE_SIZE = 24;

/** Applies to which kinds each filter; a filter given for another kind is a violation. */
const FILTER_KINDS: Record<string, readonly CatalogueKind[]> = {
  ringStyle: ["ENGAGEMENT_RING", "WEDDING_RING", "READY_TO_GO"],
  shape: ["ENGAGEMENT_RING", "READY_TO_GO"],
  designStyle: ["ENGAGEMENT_RING", "JEWELLERY"],
  designFeatures: ["ENGAGEMENT_RING", "WEDDING_RING"],
  category: ["WEDDING_RING"],
  productType: ["JEWELLERY"],
  productStyle: ["JEWELLERY"],
  gemstone: ["JEWELLERY"],
  readyToShip: ["READY_TO_GO"],
  recommendations: ["ENGAGEMENT_RING"],
  centreStoneCarat: ["ENGAGEMENT_RING"],
  centreStoneCategory: ["ENGAGEMENT_RING"],
};

/** Lists designs of a kind with the filters, the facets and the price range. */
export async function catalogueListing(ctx: RequestContext, raw: CatalogueListingInput): Promise<Result<CatalogueListing>> {
  const parsed = catalogueListingInput.safeParse(raw);
  if (!parsed.success) return fromZod(parsed.error);
  const input = parsed.data;
  const kind = input.kind;
  const errors: DomainError[] = [];
  const bad = (field: string, message: string) => errors.push(invalid([field], message));
  for (const [field, kinds] of Object.entries(FILTER_KINDS)) {
    const value = input[field as keyof typeof input];
    const given = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false;
    if (given && !kinds.includes(kind)) bad(field, `does not apply to ${kind}`);
  }
  const pick = (
    field: string,
    value: string | null | undefined,
    vocabulary: { parse(v: string): { code: string } | null },
  ): string | null => {
    if (!value) return null;
    const entry = vocabulary.parse(value);
    if (!entry) bad(field, `unknown value "${value}"`);
    return entry?.code ?? null;
  };
  let metals: string[] | null = null;
  let jewelleryMetal: string | null = null;
  const karat = input.karat === null || input.karat === undefined ? null : parseKarat(input.karat);
  if (input.karat !== null && input.karat !== undefined && karat === null) bad("karat", "must be 9, 14 or 18");
  if (input.metal) {
    if (kind === "JEWELLERY") {
      const jm = JEWELLERY_METALS.parse(input.metal);
      const full = jm ? null : METALS.parse(input.metal);
      if (jm) {
        jewelleryMetal = jm.code;
        metals = metalsOfJewelleryMetal(jm.code, karat);
      } else if (full) {
        jewelleryMetal = full.jewelleryMetal;
        metals = [full.code];
      } else bad("metal", `unknown value "${input.metal}"`);
    } else {
      const m = METALS.parse(input.metal);
      if (m) metals = [m.code];
      else bad("metal", `unknown value "${input.metal}"`);
    }
  }
  const ringStyle = pick("ringStyle", input.ringStyle, ringStylesOf(kind));
  const shape = pick("shape", input.shape, SHAPE_VOCABULARY);
  const designStyle = pick("designStyle", input.designStyle, designStylesOf(kind));
  const category = pick("category", input.category, WEDDING_CATEGORIES);
  const productType = pick("productType", input.productType, JEWELLERY_TYPES);
  const productStyle = pick("productStyle", input.productStyle, JEWELLERY_STYLES);
  const gemstone = pick("gemstone", input.gemstone, JEWELLERY_GEMSTONES);
  // A style belongs to some types of jewellery: studs are earrings, never necklaces.
  if (productType && productStyle && !jewelleryStylesFor(productType as JewelleryTypeCode).some((s) => s.code === productStyle)) {
    bad("productStyle", `${productStyle} does not apply to ${productType}`);
  }
  const designFeatures: string[] = [];
  for (const f of input.designFeatures ?? []) {
    const entry = DESIGN_FEATURES.parse(f);
    if (!entry) bad("designFeatures", `unknown value "${f}"`);
    else if (!designFeatures.includes(entry.code)) designFeatures.push(entry.code);
  }
  if (errors.length) return fail(...errors);

  const market = resolveMarket(ctx, input);
  const { min: priceMin, max: priceMax } = normalisePriceRange({ min: input.priceMin, max: input.priceMax });
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  const sort = input.sort ?? DEFAULT_SORT_ORDER;
  const query: ListingQuery = {
    kind,
    currency: market.currency,
    taxType: market.taxType,
    metals,
    jewelleryMetal,
    karat: kind === "JEWELLERY" || karat !== null ? karat : null,
    ringStyle,
    shape,
    designStyle,
    designFeatures,
    category,
    productType,
    productStyle,
    gemstone,
    readyToShip: input.readyToShip ?? false,
    priceMin,
    priceMax,
    recommendations: input.recommendations ?? false,
    centreStoneCarat: input.centreStoneCarat ?? null,
    excludedRingStyles: input.centreStoneCategory ? ringStylesNotTaking(input.centreStoneCategory) : [],
    sort,
    page,
    pageSize,
  };
  const result = await memo(ctx.db, MEMO.catalogue, `listing:${JSON.stringify(query)}`, CATALOGUE_TTL_MS, () => runListing(ctx.db, query));
  const selected: Record<FacetField, string[]> = {
    METAL: kind === "JEWELLERY" ? (jewelleryMetal ? [jewelleryMetal] : []) : (metals ?? []),
    KARAT: karat ? [`K${karat}`] : [],
    SHAPE: shape ? [shape] : [],
    RING_STYLE: ringStyle ? [ringStyle] : [],
    DESIGN_STYLE: designStyle ? [designStyle] : [],
    DESIGN_FEATURE: designFeatures,
    CATEGORY: category ? [category] : [],
    PRODUCT_TYPE: productType ? [productType] : [],
    PRODUCT_STYLE: productStyle ? [productStyle] : [],
    GEMSTONE: gemstone ? [gemstone] : [],
  };
  const facets: Facet[] = FACETS_OF_KIND[kind].map((field) => {
    const counts = new Map(result.facets.filter((f) => f.field === field).map((f) => [f.value, f.count]));
    const vocabulary = facetVocabulary(field, kind);
    const entries: Term[] = Array.isArray(vocabulary) ? vocabulary : vocabulary.entries.map(term);
    return {
      field,
      values: entries
        .filter((e) => counts.has(e.code) || selected[field].includes(e.code))
        .map((e) => ({ ...e, count: counts.get(e.code) ?? 0, selected: selected[field].includes(e.code) })),
    };
  });
  return {
    ok: true,
    value: {
      items: result.rows.map((r) => cardOf(r, market)),
      total: result.total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(result.total / pageSize)),
      facets,
      priceRange:
        result.priceMin === null || result.priceMax === null
          ? null
          : { min: storedMoney(result.priceMin, market.currency), max: storedMoney(result.priceMax, market.currency) },
      sort,
      currency: market.currency,
      taxType: market.taxType,
    },
  };
}
