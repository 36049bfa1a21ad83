import type { Database, Db } from "../db/client.ts";
import { madeToOrderStonePrices } from "../db/schema/index.ts";
import { madeToOrderListPrice } from "../services/stones/index.ts";
import { forgetMemos } from "../services/memo.ts";
import { CLARITIES, COLOUR_GRADES, COLOURS, GEMSTONE_CLARITIES, GEMSTONE_TYPES } from "../../core/vocabulary/stones.ts";

/**
 * The demo grid of made-to-order centre stone prices (made_to_order_stone_prices): for every carat
 * bracket and grade, the price per carat that the market's price structure
 * (docs/decisions/0405-demo-stone-prices.md) gives a stone at the bracket's lower weight. Lab-grown
 * diamonds are sourced in 10 working days, gemstones in 15.
 */

/** Lower weights of the carat brackets. */
const LAB_BRACKETS = [0.1, 0.3, 0.5, 0.7, 0.9, 1, 1.5, 2, 3, 4, 5];
const GEMSTONE_BRACKETS = [0.1, 0.5, 1, 1.5, 2, 3, 4, 5];
const LAB_DELIVERY_DAYS = 10;
const GEMSTONE_DELIVERY_DAYS = 15;

type GridRow = typeof madeToOrderStonePrices.$inferInsert;

const perCaratPence = (listPrice: number, carat: number) => Math.max(1, Math.round((listPrice / carat) * 100));

/** Every row of the demo grid (pure). */
export function madeToOrderPriceGrid(): GridRow[] {
  const rows: GridRow[] = [];
  for (const caratFrom of LAB_BRACKETS)
    for (const colour of COLOURS.codes)
      for (const clarity of CLARITIES.codes) {
        const price = madeToOrderListPrice({ kind: "LAB_GROWN_DIAMOND", shape: "ROUND", colour, clarity, carat: caratFrom });
        rows.push({
          stone: "LAB_GROWN_DIAMOND",
          caratFrom,
          diamondColour: colour,
          diamondClarity: clarity,
          pricePerCarat: perCaratPence(price, caratFrom),
          deliveryDays: LAB_DELIVERY_DAYS,
        });
      }
  for (const crystal of GEMSTONE_TYPES.codes)
    for (const caratFrom of GEMSTONE_BRACKETS)
      for (const colourGrade of COLOUR_GRADES.codes)
        for (const clarity of GEMSTONE_CLARITIES.codes) {
          const price = madeToOrderListPrice({ kind: "GEMSTONE", crystal, colourGrade, clarity, carat: caratFrom });
          rows.push({
            stone: crystal,
            caratFrom,
            colourGrade,
            gemstoneClarity: clarity,
            pricePerCarat: perCaratPence(price, caratFrom),
            deliveryDays: GEMSTONE_DELIVERY_DAYS,
          });
        }
  return rows;
}

/** Writes the demo grid (replacing what was there). */
export async function seedMadeToOrderPrices(database: Database | Db): Promise<number> {
  const db = "driver" in database && "close" in database ? database.db : database;
  const rows = madeToOrderPriceGrid();
  await db.transaction(async (tx) => {
    await tx.delete(madeToOrderStonePrices);
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(madeToOrderStonePrices).values(rows.slice(i, i + 1000));
  });
  forgetMemos("made-to-order-prices");
  return rows.length;
}
