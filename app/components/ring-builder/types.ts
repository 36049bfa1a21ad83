import type { Money } from "../../../core/money.ts";
import type { Currency, Locale, Region } from "../../../core/regions.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { StoneRecommendationKindCode } from "../../../core/vocabulary/engagement.ts";
import type { StoneCategory } from "../../../core/vocabulary/stones.ts";
import type { SiteImage } from "../../lib/site-data.ts";
import type { StoneView } from "../stones/types.ts";

/**
 * The ring the visitor is building (docs/product.md#ring-builder) as the pages show it: the setting
 * (mount) and the centre stone, each with what the step bar and the ring's dialog say of it, and what
 * the two make together. Built from the API's `ringBuilder` answer by app/routes/ring-builder/documents.ts.
 */
export interface RingBuilderView {
  mount: RingMount | null;
  stone: RingStone | null;
  /** Which item the visitor added last (the step bar and the dialog mark it). */
  lastAdded: "mount" | "stone" | null;
  /** The drawing of the setting in its metal with the stone, when both are chosen. */
  image: SiteImage | null;
  /** Setting and stone together; null until both are chosen. */
  total: Money | null;
  taxType: "INCLUSIVE" | "EXCLUSIVE" | null;
  /** Interest-free instalments, where finance is offered (US and UK). */
  /** `first` today, then `amount` each time after (`count` in all): together exactly the total. */
  finance: { count: number; amount: Money; first: Money } | null;
  /** The chosen ring size ("RingSize|M"), or null. */
  ringSize: string | null;
  /** The region's ring sizes for the setting ("type|id" values, the region's label; the recommended size first). */
  ringSizes: { value: string; label: string; recommended: boolean }[];
  /** The later of the two items' delivery dates (ISO day), and the express one when both allow it. */
  deliveryDate: string | null;
  expressDeliveryDate: string | null;
  /** A stone that was in the ring and has been sold since: named, and replaced by nothing. */
  unavailableStone: { identifier: string; title: string | null } | null;
  /** Stones like the sold one that fit the setting. */
  similarStones: SimilarStone[];
  /** Where the ring builder's steps lead, made by the server (ring-links.ts). */
  links: RingLinks;
}

/** Where the ring builder's steps lead for a ring (region-prefixed): ring-links.ts. */
export interface RingLinks {
  /** Step 1: the chosen setting's page, else the settings that take the chosen stone, else every engagement ring. */
  setting: string;
  /** Step 2: the chosen stone's page, else the stones that fit the chosen setting, else the natural diamonds. */
  stone: string;
  /** The natural diamonds that fit the setting (step 2's first tab): a sold stone's notice leads there. */
  stoneRecommendations: string;
  /** Changing the setting: the settings that take the chosen stone, else every engagement ring. */
  otherSettings: string;
  /** Changing the stone: the stones of the chosen stone's kind that fit the setting. */
  otherStones: string;
  /** Every engagement ring: where a ring is started with a setting. */
  settings: string;
}

/** A stone like a sold one, as its notice offers it: named in the visitor's words and linked to its page by the server. */
export interface SimilarStone {
  identifier: string;
  name: string;
  /** The stone's page (region-prefixed). */
  href: string;
  photo: SiteImage | null;
  price: Money;
}

export interface RingMount {
  catalogueCode: string;
  name: string;
  /** The setting's product page (region-prefixed, as the API answers it). */
  href: string;
  metal: { code: string; label: string };
  shape: { code: ShapeCode; label: string } | null;
  /** Null when the setting is no longer offered in its metal and shape. */
  price: Money | null;
  image: SiteImage | null;
  /** The centre stones it takes: the stone search is filtered to these. */
  constraints: { shapes: ShapeCode[]; weight: { min: number | null; max: number | null }; kinds: StoneRecommendationKindCode[] };
  deliveryDate: string | null;
}

export interface RingStone {
  /** A listed stone's identifier; null for a stone made to order. */
  identifier: string | null;
  /**
   * The stone's name in the visitor's words ("1.02ct Oval Natural Diamond"), made by the server: a
   * listed stone's from its facts, a stone made to order the API's.
   */
  name: string;
  category: StoneCategory;
  shape: ShapeCode;
  caratWeight: number;
  price: Money;
  image: SiteImage | null;
  /** A listed stone's full facts, for its title, grades and page; null for a stone made to order. */
  facts: StoneView | null;
  /** The page the stone was chosen on (a made-to-order stone's ring page). */
  uri: string | null;
  deliveryDate: string | null;
}

/** The market a page of the ring builder is priced in. */
export interface RingBuilderMarket {
  region: Region;
  currency: Currency;
  locale: Locale;
}

/** What the ring builder's changes send (the API's `ringBuilderSet` input, in the page's words). */
export type RingBuilderChange =
  | {
      kind: "mount";
      catalogueCode: string;
      metal: string;
      shape: string | null;
      ringSize: string | null;
      /** The design's signature stone, for designs that have one. */
      signatureStone: { crystal: string; colour: string; width: number } | null;
      /** A stone made to order, stored with the setting (a lab-grown or gemstone ring's page). */
      madeToOrder?: MadeToOrderStoneChoice | null;
      /** The ring's stone, which this setting does not take, leaves the ring with this change (another is chosen next). */
      replaceStone?: boolean;
      uri: string;
    }
  | {
      kind: "stone";
      identifier: string;
      uri: string;
      /** The ring's setting, which does not take this stone, leaves the ring with this change (another is chosen next). */
      replaceMount?: boolean;
    }
  | { kind: "madeToOrderStone"; stone: MadeToOrderStoneChoice; uri: string }
  | { kind: "removeMount" }
  | { kind: "removeStone" }
  | { kind: "ringSize"; ringSize: string };

/** What a change answers of the ring: enough to know where to go next. */
export interface RingBuilderSummary {
  hasMount: boolean;
  /** The centre stone's shape, when one is in the ring. */
  stoneShape: ShapeCode | null;
}

/** A centre stone made to order, in the grades a lab-grown or gemstone ring's address names. */
export type MadeToOrderStoneChoice =
  | { kind: "LAB_GROWN_DIAMOND"; shape: ShapeCode; caratWeight: number; colour: string; clarity: string }
  | { kind: "GEMSTONE"; shape: ShapeCode; caratWeight: number; crystal: string; colour: string; colourGrade: string; clarity: string };
