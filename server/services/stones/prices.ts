import { fromMajorUnits, money, toMajorUnits, type Money } from "../../../core/money.ts";
import type { Currency, Region } from "../../../core/regions.ts";
import { VAT_RATE, priceBoundMinor, salePrice, type ExchangeRates } from "../pricing.ts";
import { taxTypeFor } from "../../../core/market.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type {
  Clarity,
  Colour,
  ColourGrade,
  CutGrade,
  Fluorescence,
  GemstoneClarity,
  GemstoneGrade,
  GemstoneType,
} from "../../../core/vocabulary/stones.ts";

/**
 * Stone prices. A stone stores one GBP list price (pence, VAT included; whole pounds in practice);
 * its price in a currency for a region is salePrice() of it (rate, tax treatment, retail rounding), a
 * non-decreasing function of the list price. Hence:
 * - sorting by list price sorts by the price in every currency;
 * - "price in EUR between a and b" is exactly "list price between g(a) and g(b)" for integer bounds
 *   found by binary search, so counts, pages and histograms computed on list prices are exact.
 * The search engines work on the integers (list price in pence to sale price in minor units); money
 * leaves them as Money.
 */

/** A stone's list price in pence to its sale price in the market currency's minor units. */
export type PriceFn = (listPriceMinor: number) => number;

export function priceFn(currency: Currency, region: Region, rates: ExchangeRates): PriceFn {
  const tax = taxTypeFor(region);
  return (pence) => salePrice(money(pence, "GBP"), currency, tax, rates).minor;
}

/** The sale price of a stone's list price (pence) as money in the market's currency. */
export function stoneSalePrice(listPriceMinor: number, currency: Currency, region: Region, rates: ExchangeRates): Money {
  return salePrice(money(listPriceMinor, "GBP"), currency, taxTypeFor(region), rates);
}

/** The highest list price a stone may have: the column is a 32-bit integer of pence (£21,474,836.47). */
const MAX_LIST_MINOR = 2_147_483_647;

/** The smallest list price (pence) whose price is at least `amount` minor units (MAX_LIST_MINOR + 1 when none). */
function listPriceAtLeast(f: PriceFn, amount: number): number {
  let lo = 0;
  let hi = MAX_LIST_MINOR + 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid <= MAX_LIST_MINOR && f(mid) >= amount) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The inclusive list-price range (pence) of a price filter in a currency's major units, as the URL
 * and the API take it; null bounds stay open. A price p is in the filter when min ≤ p ≤ max.
 */
export function listPriceRange(
  f: PriceFn,
  min: number | null,
  max: number | null,
  currency: Currency,
): { lo: number | null; hi: number | null } {
  return {
    lo: min === null ? null : listPriceAtLeast(f, priceBoundMinor(min, currency, "min")),
    hi: max === null ? null : listPriceAtLeast(f, priceBoundMinor(max, currency, "max") + 1) - 1,
  };
}

/**
 * Price histogram edges in display currency: ten "nice" values per decade (1, 1.25, 1.5, 2, 2.5, 3, 4,
 * 5, 6, 8 x 10^k) from 10 to 10^9. A histogram shows the run of buckets that holds stones.
 */
export const HISTOGRAM_EDGES: readonly number[] = (() => {
  const out: number[] = [];
  for (let k = 1; k < 9; k++) for (const m of [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8]) out.push(Math.round(m * 10 ** k));
  out.push(10 ** 9);
  return out;
})();

/** The list-price edges (pence) of the histogram for a price function: bucket k is [list[k], list[k+1]). */
export function histogramListEdges(f: PriceFn, currency: Currency): Int32Array {
  return Int32Array.from(HISTOGRAM_EDGES, (c) => Math.min(listPriceAtLeast(f, fromMajorUnits(c, currency).minor), MAX_LIST_MINOR));
}

/**
 * The GBP list price (VAT included, whole pounds, at least £1) of a supplier cost with the feed's
 * markup: the cost converted at the rate (a number of major units: rates are not money), marked up,
 * VAT added and rounded once to a whole pound.
 */
export function listPriceFromCost(cost: Money, markup: number, rates: ExchangeRates): Money {
  const pounds = fromMajorUnits((toMajorUnits(cost) / rates[cost.currency]) * markup * (1 + VAT_RATE), "GBP", { wholeUnits: true });
  return pounds.minor >= 100 ? pounds : fromMajorUnits(1, "GBP");
}

// ---------------------------------------------------------------------------------------------
// The market's price structure (docs/decisions/0405-demo-stone-prices.md): what the demo inventory
// is generated from, and the demo grid of made-to-order centre stone prices (server/seed/ring-builder.ts;
// the store prices a made-to-order stone from the grid in the database, server/services/ring-builder).

/**
 * GBP per carat (retail, VAT included) of a G VS2 excellent round natural diamond, by weight bracket
 * (lower bound), as UK retail price lists put it: a 1 ct G VS2 round is about £5,800, a 0.5 ct
 * £1,650, a 2 ct £23,000.
 */
const NATURAL_PER_CARAT_BRACKETS: readonly (readonly [fromCarat: number, gbpPerCarat: number])[] = [
  [0, 1800],
  [0.23, 2000],
  [0.3, 2300],
  [0.4, 2700],
  [0.5, 3300],
  [0.7, 3900],
  [0.9, 4600],
  [1, 5800],
  [1.5, 8200],
  [2, 11500],
  [3, 17500],
  [4, 21000],
  [5, 25000],
];

export function pricePerCaratBracket(carat: number): number {
  let p = NATURAL_PER_CARAT_BRACKETS[0]![1];
  for (const [from, price] of NATURAL_PER_CARAT_BRACKETS) if (carat >= from - 1e-9) p = price;
  return p;
}

export const COLOUR_FACTOR: Record<Colour, number> = {
  D: 1.48,
  E: 1.33,
  F: 1.22,
  G: 1,
  H: 0.87,
  I: 0.74,
  J: 0.62,
  K: 0.51,
  L: 0.44,
  M: 0.39,
};
export const CLARITY_FACTOR: Record<Clarity, number> = {
  FL: 1.62,
  IF: 1.45,
  VVS1: 1.3,
  VVS2: 1.18,
  VS1: 1.08,
  VS2: 1,
  SI1: 0.85,
  SI2: 0.71,
};
export const CUT_FACTOR: Record<CutGrade, number> = { IDEAL: 1.06, EXCELLENT: 1, VERY_GOOD: 0.9, GOOD: 0.8, FAIR: 0.66 };
export const FLUORESCENCE_FACTOR: Record<Fluorescence, number> = {
  NONE: 1,
  FAINT: 0.98,
  VERY_SLIGHT: 0.97,
  SLIGHT: 0.95,
  MEDIUM: 0.9,
  STRONG: 0.84,
  VERY_STRONG: 0.79,
};
/** A fancy shape costs 72-84% of a round of the same grades (a round loses the most rough). */
export const FANCY_SHAPE_FACTOR: readonly [number, number] = [0.72, 0.84];

/**
 * The lowest grades do not compound to a give-away: a natural diamond's price per carat is at least
 * this share of its bracket's G VS2 price (a 0.25 ct M SI2 is still a few hundred pounds).
 */
export const NATURAL_FLOOR_SHARE = 0.3;
/** Lab-grown diamonds cost 10-20% of a natural stone of the same grades... */
export const LAB_SHARE: readonly [number, number] = [0.1, 0.2];
/** ...but never less than growing, cutting and grading cost: £150 plus £250 a carat. */
export const labFloor = (carat: number) => 150 + 250 * carat;

/** GBP per carat of a 1 ct medium-toned, eye-clean, AA, untreated gemstone (rising with weight as carat^0.45). */
export const GEMSTONE_PER_CARAT: Record<GemstoneType, number> = {
  SAPPHIRE: 1400,
  RUBY: 2600,
  EMERALD: 1900,
  AQUAMARINE: 320,
  MORGANITE: 240,
  SPINEL: 950,
  TANZANITE: 480,
  TOURMALINE: 420,
  GARNET: 160,
  ALEXANDRITE: 4200,
  AMETHYST: 60,
  TOPAZ: 55,
  PERIDOT: 110,
  OPAL: 220,
};
export const COLOUR_GRADE_FACTOR: Record<ColourGrade, number> = {
  VERY_LIGHT: 0.35,
  LIGHT: 0.55,
  MEDIUM_LIGHT: 0.8,
  MEDIUM: 1,
  MEDIUM_DARK: 1.15,
  DARK: 0.8,
  VERY_DARK: 0.5,
  HOT: 1.6,
};
export const GEM_CLARITY_FACTOR: Record<GemstoneClarity, number> = {
  EYE_CLEAN: 1,
  LOUPE_CLEAN: 1.35,
  SLIGHTLY_INCLUDED: 0.7,
  INCLUDED: 0.45,
};
export const GEM_GRADE_FACTOR: Record<GemstoneGrade, number> = { AAAA: 1.8, AAA: 1.3, AA: 1, A: 0.7 };
export const TREATED_GEM_FACTOR = 0.55;
/** No stone is listed under £50. */
export const MIN_STONE_PRICE = 50;

/** A listed price: whole pounds, and no stone under MIN_STONE_PRICE. */
export function wholeListPrice(price: number): number {
  return Math.max(MIN_STONE_PRICE, Math.round(price));
}

/** The factor of a fancy shape at `position` (0 to 1) of FANCY_SHAPE_FACTOR's range. */
export function fancyShapeFactor(position: number): number {
  return FANCY_SHAPE_FACTOR[0] + position * (FANCY_SHAPE_FACTOR[1] - FANCY_SHAPE_FACTOR[0]);
}

/**
 * The GBP list price of a natural diamond of these grades (before the ±5% a listed stone varies by):
 * `colour` is a colourless grade, or the factor of a fancy colour's hue and intensity.
 */
export function naturalDiamondPrice(s: {
  carat: number;
  round: boolean;
  shapeFactor?: number;
  colour: Colour | number;
  clarity: Clarity;
  cut: CutGrade | null;
  fluorescence: Fluorescence;
}): number {
  const bracket = pricePerCaratBracket(s.carat);
  const shape = s.round ? 1 : (s.shapeFactor ?? (FANCY_SHAPE_FACTOR[0] + FANCY_SHAPE_FACTOR[1]) / 2);
  const perCarat =
    bracket *
    CLARITY_FACTOR[s.clarity] *
    CUT_FACTOR[s.cut ?? "VERY_GOOD"] *
    FLUORESCENCE_FACTOR[s.fluorescence] *
    shape *
    (typeof s.colour === "number" ? s.colour : COLOUR_FACTOR[s.colour]);
  return Math.max(perCarat, bracket * NATURAL_FLOOR_SHARE) * s.carat;
}

/** A lab-grown diamond's price from a natural one's of the same grades: at `position` (0 to 1) of LAB_SHARE, never under labFloor. */
export function labGrownPrice(naturalPrice: number, carat: number, position: number): number {
  return Math.max(naturalPrice * (LAB_SHARE[0] + position * (LAB_SHARE[1] - LAB_SHARE[0])), labFloor(carat));
}

/** The GBP list price of a gemstone of these grades (before the ±5% a listed stone varies by). */
export function gemstoneListPrice(s: {
  carat: number;
  type: GemstoneType;
  colourGrade: ColourGrade;
  clarity: GemstoneClarity;
  grade: GemstoneGrade;
  treated: boolean;
}): number {
  return (
    s.carat *
    GEMSTONE_PER_CARAT[s.type] *
    Math.pow(s.carat, 0.45) *
    COLOUR_GRADE_FACTOR[s.colourGrade] *
    GEM_CLARITY_FACTOR[s.clarity] *
    GEM_GRADE_FACTOR[s.grade] *
    (s.treated ? TREATED_GEM_FACTOR : 1)
  );
}

/** A made-to-order centre stone's grades, as the demo price structure prices them. */
export type MadeToOrderStone =
  | { kind: "LAB_GROWN_DIAMOND"; shape: ShapeCode; colour: Colour; clarity: Clarity; carat: number }
  | { kind: "GEMSTONE"; crystal: GemstoneType; colourGrade: ColourGrade; clarity: GemstoneClarity; carat: number };

/**
 * The demo GBP list price (whole pounds, VAT included) of a made-to-order centre stone: a lab-grown
 * diamond cut excellent with no fluorescence at the middle of the lab-grown share; an untreated AA
 * gemstone of the tone and clarity named.
 */
export function madeToOrderListPrice(stone: MadeToOrderStone): number {
  if (stone.kind === "LAB_GROWN_DIAMOND") {
    const natural = naturalDiamondPrice({
      carat: stone.carat,
      round: stone.shape === "ROUND",
      colour: stone.colour,
      clarity: stone.clarity,
      cut: "EXCELLENT",
      fluorescence: "NONE",
    });
    return wholeListPrice(Math.max(natural * ((LAB_SHARE[0] + LAB_SHARE[1]) / 2), labFloor(stone.carat)));
  }
  return wholeListPrice(
    gemstoneListPrice({
      carat: stone.carat,
      type: stone.crystal,
      colourGrade: stone.colourGrade,
      clarity: stone.clarity,
      grade: "AA",
      treated: false,
    }),
  );
}
