import type { Money } from "../../../core/money.ts";
import type { SiteImage } from "../../lib/site-data.ts";

/** An image, as the API returns it (the SiteImage fragment). */
export type ImageData = SiteImage;

/** Money: integer minor units and a currency (core/money.ts). */
export type MoneyData = Money;

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
