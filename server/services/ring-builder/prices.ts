import { fromMajorUnits, isPositive, money, multiply, sum, type Money } from "../../../core/money.ts";
import type { Currency } from "../../../core/regions.ts";
import type { Db } from "../../db/client.ts";
import { madeToOrderStonePrices } from "../../db/schema/index.ts";
import { memo } from "../memo.ts";
import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type { MadeToOrderStoneCode } from "../../../core/vocabulary/ring-builder.ts";
import type {
  Clarity,
  Colour,
  ColourGrade,
  CutGrade,
  GemstoneClarity,
  GemstoneColour,
  GemstoneType,
} from "../../../core/vocabulary/stones.ts";

/**
 * Made-to-order centre stones are priced from the grid in made_to_order_stone_prices: the row of the
 * stone (lab-grown diamond or gemstone variety) and its grades whose carat bracket holds the weight
 * (the highest `caratFrom` not above it) gives a GBP price per carat in pence; the stone's list price
 * is that times the weight, in whole pounds, VAT included, and its price in a market follows the
 * store's price rules like every other list price.
 */

/** A made-to-order centre stone, as the ring builder and the lab-grown and gemstone ring URLs name it. */
export type MadeToOrderStone =
  | { kind: "LAB_GROWN_DIAMOND"; shape: ShapeCode; carat: number; colour: Colour; clarity: Clarity }
  | {
      kind: "GEMSTONE";
      shape: ShapeCode;
      carat: number;
      crystal: GemstoneType;
      colour: GemstoneColour | null;
      colourGrade: ColourGrade;
      clarity: GemstoneClarity;
      cut: CutGrade | null;
    };

export interface MadeToOrderQuote {
  /** GBP, whole pounds, VAT included. */
  listPrice: Money;
  deliveryDays: number;
}

type Bracket = { caratFrom: number; pricePerCarat: Money; deliveryDays: number };
type Grid = Map<string, Bracket[]>;

const GRID_TTL_MS = 60_000;
const NAMESPACE = "made-to-order-prices";

function keyOf(stone: MadeToOrderStoneCode, colour: string, clarity: string): string {
  return `${stone}|${colour}|${clarity}`;
}

async function loadGrid(db: Db): Promise<Grid> {
  const rows = await db.select().from(madeToOrderStonePrices);
  const grid: Grid = new Map();
  for (const r of rows) {
    const key = keyOf(r.stone, (r.diamondColour ?? r.colourGrade)!, (r.diamondClarity ?? r.gemstoneClarity)!);
    let brackets = grid.get(key);
    if (!brackets) grid.set(key, (brackets = []));
    brackets.push({ caratFrom: Number(r.caratFrom), pricePerCarat: money(r.pricePerCarat, "GBP"), deliveryDays: r.deliveryDays });
  }
  for (const brackets of grid.values()) brackets.sort((a, b) => a.caratFrom - b.caratFrom);
  return grid;
}

/** The grid, read at most once a minute per process. */
export function madeToOrderGrid(db: Db): Promise<Grid> {
  return memo(db, NAMESPACE, "grid", GRID_TTL_MS, () => loadGrid(db));
}

/** The list price and delivery days of a made-to-order stone; null when the grid has no price for its grades. */
export function quoteMadeToOrder(grid: Grid, stone: MadeToOrderStone): MadeToOrderQuote | null {
  const key =
    stone.kind === "LAB_GROWN_DIAMOND"
      ? keyOf("LAB_GROWN_DIAMOND", stone.colour, stone.clarity)
      : keyOf(stone.crystal, stone.colourGrade, stone.clarity);
  const brackets = grid.get(key);
  if (!brackets || !(stone.carat > 0)) return null;
  let bracket: Bracket | null = null;
  // Brackets are compared at six decimals, as carat weights are.
  for (const b of brackets) if (Math.round(b.caratFrom * 1e6) <= Math.round(stone.carat * 1e6)) bracket = b;
  if (!bracket) return null;
  const listPrice = multiply(bracket.pricePerCarat, stone.carat, { wholeUnits: true });
  return { listPrice: isPositive(listPrice) ? listPrice : MINIMUM_LIST_PRICE, deliveryDays: bracket.deliveryDays };
}

/** A made-to-order stone never costs less than a pound. */
const MINIMUM_LIST_PRICE = fromMajorUnits(1, "GBP");

/**
 * The price of a ring: its setting, its centre stone and, when the design's signature stone is
 * priced, that, in the market's currency; the parts not there (or not priced: a stone sold since it
 * was chosen) add nothing. The one sum of a ring's price: the ring builder's answers and the
 * catalogue's lab-grown and gemstone ring pages use it.
 */
export function ringPrice(
  parts: { setting: Money | null; centreStone: Money | null; signatureStone?: Money | null },
  currency: Currency,
): Money {
  return sum(
    [parts.setting, parts.centreStone, parts.signatureStone ?? null].filter((p): p is Money => p !== null),
    currency,
  );
}
