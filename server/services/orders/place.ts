import { eq } from "drizzle-orm";
import { z } from "zod";
import { money, subtract, type Money } from "../../../core/money.ts";
import { resolveMarket } from "../../../core/market.ts";
import { myOrdersPath } from "../../../core/urls/my-orders.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { autologinUrl } from "../accounts/index.ts";
import { emptyBag, evaluatePromo, priceBag, promoRuleByCode } from "../bag/index.ts";
import { queueMail } from "../mail/index.ts";
import { fail, fromZod, invalid, ok, type Result } from "../result.ts";
import { reachableOrder, type OrderRow } from "./access.ts";
import { firstPayment } from "./balance.ts";
import { bankReference, BANK_ACCOUNTS } from "./payments/bank-details.ts";
import { providerFor } from "./payments/provider.ts";
import "./payments/bank-transfer.ts";
import { linesOfOrder, writeTotals, type OrderLineRow } from "./totals.ts";
import { checkoutOrder, type CheckoutRefusal } from "./view.ts";

/**
 * "Place order" (docs/product.md#checkout, docs/decisions/0701-checkout.md). The request carries a key
 * made for the review page it was sent from: the same key again (a double click, a retry after a lost
 * answer) finds the order it placed and places nothing more. The lines are priced again in the order's
 * market; a price that moved since the bag is shown old beside new and must be accepted before the
 * order is placed at the new prices. Placing writes, in one transaction: the key and the time, the
 * payment asked for (a PENDING bank transfer of the deposit or the total), the bag emptied, and the
 * "order placed" mail into the outbox. A crash before the commit leaves the order unplaced as it was.
 */

export interface PriceChange {
  lineId: number;
  name: string;
  was: Money;
  now: Money;
}

export type PlaceOutcome = { kind: "placed"; orderId: number } | { kind: "pricesChanged"; lines: PriceChange[] } | CheckoutRefusal;

const placeInput = z.object({
  placeKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "This page has expired. Please review your order again."),
  acceptPrices: z.boolean().nullish(),
});

export async function placeOrder(
  ctx: RequestContext,
  orderId: number,
  input: { placeKey: string; acceptPrices?: boolean | null },
): Promise<Result<PlaceOutcome>> {
  const parsed = placeInput.safeParse(input);
  if (!parsed.success) return fromZod(parsed.error);
  const { placeKey } = parsed.data;
  // A consultant seeing the store as the customer may look at the checkout, never place it for them.
  if (ctx.user?.impersonator) return ok({ refusal: "IMPERSONATING" });
  const order = await reachableOrder(ctx, orderId);
  if (!order) return ok({ refusal: "NOT_FOUND" });
  if (order.placeKey === placeKey) return ok({ kind: "placed", orderId });
  if (order.status !== "AWAITING_PAYMENT" || order.placedAt) return ok({ refusal: "CLOSED" });
  if (!order.shipCountry) return fail(invalid([], "Please give the delivery address first."));
  if (!order.paymentMethod) return fail(invalid([], "Please choose how to pay first."));

  const lines = await linesOfOrder(ctx.db, orderId);
  const changes = await priceChanges(ctx, order, lines);
  if (changes.length && !parsed.data.acceptPrices) return ok({ kind: "pricesChanged", lines: changes });
  const rule = order.promoCode ? await promoRuleByCode(ctx.db, order.promoCode) : null;
  const bagIds = [...new Set(lines.map((l) => (l.details as { bagId?: string }).bagId).filter((id): id is string => !!id))];

  const placed = await ctx.db.transaction(async (tx) => {
    const locked = await reachableOrder(ctx, orderId, tx, true);
    if (!locked) return { refusal: "NOT_FOUND" } as const;
    if (locked.placeKey === placeKey) return { kind: "placed", orderId } as const;
    if (locked.status !== "AWAITING_PAYMENT" || locked.placedAt) return { refusal: "CLOSED" } as const;
    let current = locked;
    if (changes.length) current = await reprice(tx, locked, await linesOfOrder(tx, orderId), changes, rule);
    const now = new Date();
    const reference = current.bankReference ?? bankReference(orderId);
    const [row] = await tx
      .update(orders)
      .set({ placeKey, placedAt: now, bankReference: reference, updatedAt: now, version: current.version + 1 })
      .where(eq(orders.id, orderId))
      .returning();
    const provider = providerFor(row!.paymentMethod!);
    if (!provider) throw new Error(`no payment provider for ${row!.paymentMethod}`);
    await provider.start(tx, row!, firstPayment(row!), `place:${placeKey}`);
    for (const bagId of bagIds) await emptyBag(tx, bagId);
    await queuePlacedMail(ctx, tx, row!);
    return { kind: "placed", orderId } as const;
  });
  return ok(placed);
}

/** The order's lines priced now in its market (through its bag, while the bag still holds them): those whose unit price moved. */
async function priceChanges(ctx: RequestContext, order: OrderRow, lines: OrderLineRow[]): Promise<PriceChange[]> {
  const bagId = (lines[0]?.details as { bagId?: string } | undefined)?.bagId;
  if (!bagId) return [];
  const market = resolveMarket(null, { region: order.region, currency: order.currency, locale: order.locale });
  const bag = await priceBag(ctx, market, { bagId });
  const byBagLine = new Map(bag.lines.map((l) => [l.id, l]));
  const changes: PriceChange[] = [];
  for (const line of lines) {
    const now = byBagLine.get((line.details as { bagLineId?: string }).bagLineId ?? "");
    if (!now || !now.available || now.unitPrice.minor === line.unitPriceMinor) continue;
    changes.push({
      lineId: line.id,
      name: (line.details as { name?: string }).name ?? "",
      was: money(line.unitPriceMinor, order.currency),
      now: now.unitPrice,
    });
  }
  return changes;
}

/** The order at its lines' new prices: the promo's discount worked out again over them, then every amount. */
async function reprice(
  tx: Db,
  order: OrderRow,
  lines: OrderLineRow[],
  changes: PriceChange[],
  rule: Awaited<ReturnType<typeof promoRuleByCode>>,
): Promise<OrderRow> {
  const price = new Map(changes.map((c) => [c.lineId, c.now.minor]));
  for (const line of lines) line.unitPriceMinor = price.get(line.id) ?? line.unitPriceMinor;
  const discounts: Record<string, Money> = {};
  if (rule && order.promoCodeId) {
    // The order holds its use of the code already: its limits are not counted again.
    const evaluation = evaluatePromo(
      { ...rule, maxUses: null, maxUsesPerCustomer: null },
      {
        currency: order.currency,
        lines: lines.map((l) => ({ id: String(l.id), kind: l.kind, total: money(l.unitPriceMinor * l.quantity, order.currency) })),
      },
      { overall: 0, byCustomer: 0 },
      order.createdAt,
    );
    Object.assign(discounts, evaluation.lineDiscounts);
  }
  for (const line of lines) {
    line.discountMinor = discounts[String(line.id)]?.minor ?? 0;
    await tx
      .update(orderLines)
      .set({ unitPriceMinor: line.unitPriceMinor, discountMinor: line.discountMinor })
      .where(eq(orderLines.id, line.id));
  }
  return writeTotals(tx, order, lines, { express: order.express, country: order.shipCountry, subdivision: order.shipSubdivision });
}

/** The "order placed" mail: what was ordered, what to pay and how, and a link that follows the order in the account. */
async function queuePlacedMail(ctx: RequestContext, tx: Db, row: OrderRow): Promise<void> {
  const view = await checkoutOrder(tx, row);
  const url = await autologinUrl(tx, row.userId, { region: row.region, origin: ctx.origin }, myOrdersPath(row.id));
  await queueMail(tx, {
    to: row.email,
    template: "order-placed",
    locale: row.locale,
    data: {
      firstName: row.shipName?.split(" ")[0] ?? null,
      orderId: row.id,
      url,
      lines: view.lines.map((l) => ({ name: l.name, quantity: l.quantity, total: l.total })),
      subtotal: view.subtotal,
      discount: view.discount.minor ? view.discount : null,
      shipping: view.shipping.minor ? view.shipping : null,
      tax: view.taxName ? view.tax : null,
      taxName: view.taxName,
      total: view.total,
      payNow: view.payNow,
      later: view.payNow.minor < view.total.minor ? subtract(view.total, view.payNow) : null,
      deliveryDate: row.deliveryDate,
      bank: row.paymentMethod === "BANK_TRANSFER" ? { ...BANK_ACCOUNTS[row.currency], reference: row.bankReference! } : null,
    },
  });
}
