import { and, eq } from "drizzle-orm";
import { allocate, money, multiply, sum, type Money } from "../../../core/money.ts";
import type { Currency } from "../../../core/regions.ts";
import type { TaxType } from "../../../core/vocabulary/tax.ts";
import type { Db } from "../../db/client.ts";
import { taxRates } from "../../db/schema/orders.ts";

/**
 * Sales tax (docs/product.md#checkout): UK, EU, Irish, Australian and New Zealand prices include
 * their VAT or GST as the catalogue shows them, so nothing is added; US and Canadian orders add the
 * rate of the delivery address's state or province (`tax_rates`, seeded by migration 0012) to what
 * the goods cost after the promo discount. Express delivery is not taxed.
 */

/** A rate of the `tax_rates` table: basis points (725 = 7.25%) and what the tax is called. */
export interface SalesTaxRate {
  rateBasisPoints: number;
  name: string;
}

/** The added tax of an order and each line's share of it (the shares add up to the total exactly). */
export interface SalesTax {
  rateBasisPoints: number;
  name: string | null;
  total: Money;
  lines: Money[];
}

/** Whether a market's prices leave tax out, to be added from the delivery address (US, Canada). */
export function addsSalesTax(taxType: TaxType, country: string | null): boolean {
  return taxType === "EXCLUSIVE" && (country === "US" || country === "CA");
}

/** The rate for a delivery address, or null when the country adds none or the state is unknown. */
export async function salesTaxRate(db: Db, country: string, subdivision: string | null): Promise<SalesTaxRate | null> {
  if (!subdivision) return null;
  const [row] = await db
    .select({ rateBasisPoints: taxRates.rateBasisPoints, name: taxRates.name })
    .from(taxRates)
    .where(and(eq(taxRates.country, country), eq(taxRates.subdivision, subdivision)))
    .limit(1);
  return row ?? null;
}

/**
 * The tax on lines whose taxable amounts (price times quantity, less the line's discount) are
 * `taxable`: the rate applied once to their sum, rounded half away from zero, then split over the
 * lines in proportion to their amounts (`allocate`), so the lines' tax adds up to the order's. No
 * rate (an inclusive market, an address without one) is no tax.
 */
export function salesTax(taxable: readonly Money[], currency: Currency, rate: SalesTaxRate | null): SalesTax {
  const none = { rateBasisPoints: 0, name: null, total: money(0, currency), lines: taxable.map(() => money(0, currency)) };
  if (!rate || rate.rateBasisPoints === 0 || taxable.length === 0) return rate ? { ...none, name: rate.name } : none;
  const base = sum(taxable, currency);
  if (base.minor <= 0) return { ...none, rateBasisPoints: rate.rateBasisPoints, name: rate.name };
  const total = multiply(base, rate.rateBasisPoints / 10_000);
  return {
    rateBasisPoints: rate.rateBasisPoints,
    name: rate.name,
    total,
    lines: allocate(
      total,
      taxable.map((m) => Math.max(m.minor, 0)),
    ),
  };
}
