import type { Currency } from "../../../core/regions.ts";

/** An image, as the API returns it. */
export interface ImageData {
  id: string;
  alt: string;
  sizes: {
    LARGE: ImageRendition;
    LARGE_X2: ImageRendition;
  };
}

export interface ImageRendition {
  url: string;
  sources: { url: string; mimeType: string }[];
}

/** Money: an amount and a currency. */
export interface MoneyData {
  amount: number;
  currency: Currency;
}

/** One choice of a filter or a switcher: where it leads and whether it is the current one. */
export interface LinkOption {
  /** System code (e.g. "PLATINUM", "ROUND"). */
  code: string;
  label: string;
  href: string;
  selected: boolean;
  /** How many products the choice would show (facet count); absent when not known. */
  count?: number;
}
