import { asc, eq } from "drizzle-orm";
import { money, multiply, subtract, sum, type Money } from "../../../core/money.ts";
import type { Currency } from "../../../core/regions.ts";
import { deliveryDate, expressDeliveryDate } from "../../../core/delivery.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { EXPRESS_LIST_PRICE } from "../bag/index.ts";
import { currentRates, salePrice } from "../pricing.ts";
import type { OrderRow } from "./access.ts";
import { depositOf, depositOffered } from "./balance.ts";
import { addsSalesTax, salesTax, salesTaxRate, type SalesTax } from "./tax.ts";

/**
 * An unplaced order's amounts, worked out again from its lines whenever what they depend on changes
 * (the delivery address's state, express delivery, a re-priced line): subtotal, discount, express
 * delivery's price, the sales tax (each line's share), the total and the deposit. One function, so
 * the order, its pages, its mail and its payment read the same figures.
 */

export type OrderLineRow = typeof orderLines.$inferSelect;

export async function linesOfOrder(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** Express delivery's price in the order's market, when every line may go express; null otherwise. */
export async function expressOffer(
  db: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<{ price: Money; date: string } | null> {
  if (!lines.length || !lines.every((l) => l.expressAvailable)) return null;
  const rates = await currentRates(db);
  return {
    price: salePrice(EXPRESS_LIST_PRICE, order.currency, order.taxType, rates),
    date: expressDeliveryDate(Math.max(1, ...lines.map((l) => l.deliveryDays))),
  };
}

export interface TotalsChange {
  express: boolean;
  country: string | null;
  subdivision: string | null;
}

/** Writes the order's amounts for `change`, in the caller's transaction; answers the order as written. */
export async function writeTotals(tx: Db, order: OrderRow, lines: OrderLineRow[], change: TotalsChange): Promise<OrderRow> {
  const currency = order.currency;
  const taxables = lines.map((l) => taxableOf(l, currency));
  const express = change.express ? await expressOffer(tx, order, lines) : null;
  const rate =
    change.country && addsSalesTax(order.taxType, change.country) ? await salesTaxRate(tx, change.country, change.subdivision) : null;
  const tax: SalesTax = salesTax(taxables, currency, rate);
  for (const [i, line] of lines.entries()) {
    const lineTax = tax.lines[i]!.minor;
    if (line.taxMinor !== lineTax) await tx.update(orderLines).set({ taxMinor: lineTax }).where(eq(orderLines.id, line.id));
    line.taxMinor = lineTax;
  }
  const subtotal = sum(
    lines.map((l) => money(l.unitPriceMinor * l.quantity, currency)),
    currency,
  );
  const discount = money(
    lines.reduce((n, l) => n + l.discountMinor, 0),
    currency,
  );
  const shipping = express?.price ?? money(0, currency);
  const total = sum([subtract(subtotal, discount), shipping, tax.total], currency);
  const deposit = order.paymentPlan === "DEPOSIT" && depositOffered(total) ? depositOf(total) : null;
  const days = Math.max(1, ...lines.map((l) => l.deliveryDays));
  const [row] = await tx
    .update(orders)
    .set({
      express: express !== null,
      deliveryDate: express ? express.date : deliveryDate(days),
      subtotalMinor: subtotal.minor,
      discountMinor: discount.minor,
      shippingMinor: shipping.minor,
      taxMinor: tax.total.minor,
      taxRateBasisPoints: tax.rateBasisPoints,
      totalMinor: total.minor,
      paymentPlan: deposit ? "DEPOSIT" : "FULL",
      depositMinor: deposit?.minor ?? null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
}

/** A line's amount before tax: its unit price times its quantity, less its share of the discount. */
export function taxableOf(line: { unitPriceMinor: number; quantity: number; discountMinor: number }, currency: Currency): Money {
  return subtract(multiply(money(line.unitPriceMinor, currency), line.quantity), money(line.discountMinor, currency));
}
