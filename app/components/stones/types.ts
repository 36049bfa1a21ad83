import type { StoneLinkTarget } from "../../../core/urls/stones.ts";
import type { Money } from "../../../core/money.ts";
import type { StoneRowFragment } from "../../graphql/graphql.ts";

/**
 * The grades and facts of a stone (docs/product.md#stone-inventory), as the API answers them (the
 * StoneRow fragment of the stone documents) and the pages show them.
 */
export type StoneFacts = Omit<StoneRowFragment, "deliveryDate" | "expressDeliveryDate" | "certificates" | "dtlUrl" | "price">;

/** One stone as search results and the stone detail show it. */
export interface StoneView extends StoneFacts {
  /** Its price in the search's currency. */
  price: Money;
  /** When it arrives: the express date for an express stone. */
  deliveryDate: string | null;
  certificates: { lab: string; number: string; url: string }[];
  /** The stone has our diamond report page (diamonds/{id}/dtl). */
  hasDtl: boolean;
}

export interface FacetCount {
  value: string;
  count: number;
  /** The value's name where it is not one of a vocabulary's codes: an origin's country ("Botswana"). */
  name?: string;
}

export interface HistogramBucket {
  from: number;
  to: number;
  count: number;
}

/** One page of a stone search, with what the filter catalogue needs. */
export interface StoneResultsView {
  items: StoneView[];
  total: number;
  page: number;
  pageSize: number;
  /** Pages the search reaches: never more than the search can show, even when more stones match. */
  pageCount: number;
  /** Counts per value of each list filter (keyed by the filter field, e.g. "colours"). */
  facets: Record<string, FacetCount[]>;
  /** Counts per flag filter (keyed by field, e.g. "express"). */
  flagCounts: Record<string, number>;
  priceHistogram: HistogramBucket[];
  caratRange: { min: number; max: number };
  priceRange: { min: number; max: number };
  currency: string;
}

/** What a detail link needs of a stone (supplier reference and GIA number for natural diamonds). */
export function linkTarget(stone: StoneView): StoneLinkTarget {
  return {
    identifier: stone.identifier,
    category: stone.category,
    feedIdentifier: stone.feedIdentifier,
    externalId: stone.externalId,
    giaNumber: stone.certificates.find((c) => c.lab === "GIA")?.number ?? null,
  };
}
