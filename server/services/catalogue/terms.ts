import type { CatalogueKind } from "../../../core/vocabulary/catalogue.ts";
import type { Vocabulary, VocabularyEntry } from "../../../core/vocabulary/define.ts";
import { DESIGN_FEATURES, DESIGN_STYLES, RING_STYLES, SHAPE_VOCABULARY } from "../../../core/vocabulary/engagement.ts";
import { JEWELLERY_DESIGN_STYLES, JEWELLERY_GEMSTONES, JEWELLERY_STYLES, JEWELLERY_TYPES } from "../../../core/vocabulary/jewellery.ts";
import { JEWELLERY_METALS, KARATS, METALS, type MetalCode } from "../../../core/vocabulary/metals.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "../../../core/vocabulary/wedding.ts";

/** A vocabulary value as the API returns it: system code, URL slug and label. */
export interface Term {
  code: string;
  slug: string;
  label: string;
}

export const term = (e: VocabularyEntry): Term => ({ code: e.code, slug: e.slug, label: e.label });

/** The ring style vocabulary of a kind: engagement styles, or wedding styles for wedding rings. */
export function ringStylesOf(kind: CatalogueKind): Vocabulary<VocabularyEntry> {
  return kind === "WEDDING_RING" ? WEDDING_STYLES : RING_STYLES;
}

export function designStylesOf(kind: CatalogueKind): Vocabulary<VocabularyEntry> {
  return kind === "JEWELLERY" ? JEWELLERY_DESIGN_STYLES : DESIGN_STYLES;
}

/** Terms of a list of codes, in vocabulary order, unknown codes dropped. */
export function termsOf(vocabulary: Vocabulary<VocabularyEntry>, codes: readonly string[]): Term[] {
  return vocabulary.entries.filter((e) => codes.includes(e.code)).map(term);
}

const KARAT_TERMS: Term[] = KARATS.map((k) => ({ code: `K${k}`, slug: String(k), label: `${k}k` }));

/** The facets a listing of each kind offers, in display order. */
export const FACET_FIELDS = [
  "CATEGORY",
  "PRODUCT_TYPE",
  "PRODUCT_STYLE",
  "GEMSTONE",
  "METAL",
  "KARAT",
  "RING_STYLE",
  "SHAPE",
  "DESIGN_STYLE",
  "DESIGN_FEATURE",
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const FACETS_OF_KIND: Record<CatalogueKind, FacetField[]> = {
  ENGAGEMENT_RING: ["METAL", "RING_STYLE", "SHAPE", "DESIGN_STYLE", "DESIGN_FEATURE"],
  WEDDING_RING: ["CATEGORY", "METAL", "RING_STYLE"],
  READY_TO_GO: ["METAL", "SHAPE", "RING_STYLE"],
  JEWELLERY: ["PRODUCT_TYPE", "PRODUCT_STYLE", "GEMSTONE", "DESIGN_STYLE", "METAL", "KARAT"],
};

/** The vocabulary a facet's values come from for a kind. */
export function facetVocabulary(field: FacetField, kind: CatalogueKind): Vocabulary<VocabularyEntry> | Term[] {
  switch (field) {
    case "CATEGORY":
      return WEDDING_CATEGORIES;
    case "PRODUCT_TYPE":
      return JEWELLERY_TYPES;
    case "PRODUCT_STYLE":
      return JEWELLERY_STYLES;
    case "GEMSTONE":
      return JEWELLERY_GEMSTONES;
    case "METAL":
      return kind === "JEWELLERY" ? JEWELLERY_METALS : METALS;
    case "KARAT":
      return KARAT_TERMS;
    case "RING_STYLE":
      return ringStylesOf(kind);
    case "SHAPE":
      return SHAPE_VOCABULARY;
    case "DESIGN_STYLE":
      return designStylesOf(kind);
    case "DESIGN_FEATURE":
      return DESIGN_FEATURES;
  }
}

/** The metals table as SQL VALUES rows: code, jewellery metal (colour) and karat. */
export const METAL_ROWS: { code: MetalCode; colour: string; karat: number | null }[] = METALS.entries.map((m) => ({
  code: m.code,
  colour: m.jewelleryMetal,
  karat: m.karat,
}));
