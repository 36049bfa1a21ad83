import { and, count, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { resolveMarket, type MarketInput } from "../../../core/market.ts";
import { money, subtract, type Money } from "../../../core/money.ts";
import type { RequestContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, promoCodes, promoRedemptions } from "../../db/schema/orders.ts";
import { createCustomer, emailField, findUserByEmail, queueWelcome, startSession } from "../accounts/index.ts";
import { currentBagId, evaluatePromo, priceBag, promoRuleByCode, type BagLineView, type PricedBag } from "../bag/index.ts";
import { currentRates } from "../pricing.ts";
import { fromZod, ok, type Result } from "../result.ts";
import { rememberOrder } from "./access.ts";
import { reservationEnd, reserveForOrder, scheduleReservationExpiry } from "./reservations.ts";
import { moveOrder, recordOrderEvent } from "./status.ts";
import { bankReference } from "./payments/bank-details.ts";

/**
 * "Checkout" (docs/product.md#checkout, docs/decisions/0701-checkout.md): the bag becomes an order
 * awaiting payment in one transaction: a snapshot of every line and its price, the promo's discount
 * (its limits counted with the code's row locked), the delivery date and the exchange basis; every
 * listed stone and ready-to-go unit reserved (of two orders taking one stone, one gets it and the
 * other is told which stone went); the reservation's expiry scheduled. An unplaced order made from the
 * same bag before is cancelled, so a bag holds one order at a time.
 */

export interface CheckoutStarted {
  kind: "started";
  orderId: number;
}

/** Stones or ready-to-go pieces another order took meanwhile: each named, so the bag can say which. */
export interface StonesTaken {
  kind: "stonesTaken";
  stones: { identifier: string | null; name: string }[];
}

/** The bag is empty, or a line cannot be bought now (sold, withdrawn, out of stock): the bag says which. */
export interface BagNotReady {
  kind: "bagNotReady";
}

/** The bag's promo code no longer applies (used up meanwhile, ended): the bag says why. */
export interface PromoUnavailable {
  kind: "promoUnavailable";
  code: string;
}

export type StartCheckoutOutcome = CheckoutStarted | StonesTaken | BagNotReady | PromoUnavailable;

export interface StartCheckoutInput extends MarketInput {
  /** A visitor who is not signed in checks out with an e-mail address; a signed-in customer's own is used. */
  email?: string | null;
}

class Rollback extends Error {
  constructor(readonly outcome: StartCheckoutOutcome) {
    super("checkout rolled back");
  }
}

const guestInput = z.object({ email: emailField });

export async function startCheckout(
  ctx: RequestContext,
  input: StartCheckoutInput,
  options: { now?: Date } = {},
): Promise<Result<StartCheckoutOutcome>> {
  const market = resolveMarket(ctx, input);
  const now = options.now ?? new Date();
  let email: string;
  if (ctx.user) email = ctx.user.email;
  else {
    const parsed = guestInput.safeParse({ email: input.email ?? "" });
    if (!parsed.success) return fromZod(parsed.error);
    email = parsed.data.email;
  }
  const bagId = await currentBagId(ctx);
  if (!bagId) return ok({ kind: "bagNotReady" });
  const rates = await currentRates(ctx.db);
  const existing = ctx.user ? null : await findUserByEmail(ctx.db, email);

  let made: { orderId: number; newCustomer: Awaited<ReturnType<typeof createCustomer>> };
  try {
    made = await ctx.db.transaction(async (tx) => {
      // One checkout of a bag at a time.
      await tx.execute(sql`select id from bags where id = ${bagId} for update`);
      let userId = ctx.user?.id ?? existing?.id ?? null;
      let newCustomer: Awaited<ReturnType<typeof createCustomer>> = null;
      if (!userId) {
        newCustomer = await createCustomer(tx, {
          email,
          firstName: "",
          lastName: null,
          phone: null,
          region: market.region,
          currency: market.currency,
          emailConsent: false,
        });
        userId = newCustomer?.id ?? (await findUserByEmail(tx, email))!.id;
        if (newCustomer) await queueWelcome(ctx, tx, newCustomer);
      }
      await replaceEarlierOrders(ctx, tx, userId, bagId);
      // Priced once the bag's earlier checkout has given back what it held: its own stones and units
      // are then for sale to it again, and a failure below restores that earlier order as it was.
      const bag = await priceBag(ctx, market, { db: tx, bagId, now });
      if (!bag.checkoutable) throw new Rollback({ kind: "bagNotReady" });
      if (bag.promo && !bag.promo.applied) throw new Rollback({ kind: "promoUnavailable", code: bag.promo.code });
      const rule = bag.promo ? await promoRuleByCode(tx, bag.promo.code) : null;

      const discount = await promoDiscount(tx, bag, rule, userId, now);
      if (discount === "refused") throw new Rollback({ kind: "promoUnavailable", code: bag.promo!.code });

      const subtotal = bag.subtotal;
      const discountTotal = discount?.discount ?? money(0, market.currency);
      const reservedUntil = reservationEnd(now);
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          region: market.region,
          currency: market.currency,
          locale: market.locale,
          taxType: market.taxType,
          exchangeRate: rates[market.currency],
          email,
          deliveryDate: bag.deliveryDate,
          subtotalMinor: subtotal.minor,
          discountMinor: discountTotal.minor,
          totalMinor: subtract(subtotal, discountTotal).minor,
          promoCodeId: discount ? rule!.id : null,
          promoCode: discount ? rule!.code : null,
          reservedUntil,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx
        .update(orders)
        .set({ bankReference: bankReference(orderId) })
        .where(eq(orders.id, orderId));
      await tx
        .insert(orderLines)
        .values(bag.lines.map((line, i) => orderLineOf(orderId, i + 1, line, bagId, discount?.lineDiscounts[line.id])));
      await recordOrderEvent(tx, orderId, null, "AWAITING_PAYMENT", { kind: "CUSTOMER", userId });
      if (discount) await tx.insert(promoRedemptions).values({ promoCodeId: rule!.id, orderId, userId });

      const reserved = await reserveForOrder(
        tx,
        orderId,
        bag.lines.map((l) => ({
          stoneId: l.stoneId,
          stoneIdentifier: l.stoneIdentifier,
          readyToGoItemId: l.readyToGoItemId,
          quantity: l.quantity,
          name: l.name,
        })),
      );
      if (!reserved.ok) {
        throw new Rollback({
          kind: "stonesTaken",
          stones: reserved.taken.map((t) => ({ identifier: t.stoneIdentifier ?? null, name: t.name })),
        });
      }
      await scheduleReservationExpiry(tx, orderId, reservedUntil);
      return { orderId, newCustomer };
    });
  } catch (error) {
    if (error instanceof Rollback) return ok(error.outcome);
    throw error;
  }
  rememberOrder(ctx, made.orderId);
  // A visitor new to the store is a customer now, signed in (an address not proven yet: ADR 0600).
  if (made.newCustomer) await startSession(ctx, made.newCustomer, "UNVERIFIED");
  return ok({ kind: "started", orderId: made.orderId });
}

/**
 * The promo's discount with its limits counted exactly: the code's row is locked for the transaction,
 * so concurrent checkouts count its uses one after another. Null without a code; "refused" when it
 * no longer applies.
 */
async function promoDiscount(
  tx: Db,
  bag: PricedBag,
  rule: Awaited<ReturnType<typeof promoRuleByCode>>,
  userId: string,
  now: Date,
): Promise<{ discount: Money; lineDiscounts: Record<string, Money> } | null | "refused"> {
  if (!bag.promo) return null;
  if (!rule) return "refused";
  await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, rule.id)).for("update");
  const [overall] = await tx.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, rule.id));
  const [mine] = await tx
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, rule.id), eq(promoRedemptions.userId, userId)));
  const evaluation = evaluatePromo(
    rule,
    { currency: bag.market.currency, lines: bag.lines.map((l) => ({ id: l.id, kind: l.kind, total: l.total })) },
    { overall: Number(overall?.n ?? 0), byCustomer: Number(mine?.n ?? 0) },
    now,
  );
  return evaluation.applied ? { discount: evaluation.discount, lineDiscounts: evaluation.lineDiscounts } : "refused";
}

/**
 * Earlier unplaced orders of this customer made from the same bag are cancelled (their stones
 * released and promo use given back by `moveOrder`): clicking "Checkout" twice never holds two orders.
 */
async function replaceEarlierOrders(ctx: RequestContext, tx: Db, userId: string, bagId: string): Promise<void> {
  const earlier = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "AWAITING_PAYMENT"),
        isNull(orders.placedAt),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.details} ->> 'bagId' = ${bagId})`,
      ),
    )
    .for("update");
  for (const { id } of earlier) {
    await moveOrder(tx, id, "CANCELLED", {
      kind: "CUSTOMER",
      userId: ctx.user?.id ?? null,
      note: "Replaced by a new checkout of the same bag",
    });
  }
}

/** An order line copied from a bag line: its typed columns, its snapshot, its price now. */
function orderLineOf(orderId: number, position: number, line: BagLineView, bagId: string, discount: Money | undefined) {
  return {
    orderId,
    position,
    kind: line.kind,
    quantity: line.quantity,
    catalogueCode: line.catalogueCode,
    metal: line.metal,
    variantId: line.variantId,
    readyToGoItemId: line.readyToGoItemId,
    stoneId: line.stoneId,
    ringSize: line.ringSize,
    ...(line.ring ?? {}),
    stoneIdentifier: line.stoneIdentifier ?? line.ring?.stoneIdentifier ?? null,
    details: {
      ...line.details,
      name: line.name,
      description: line.description,
      href: line.href,
      image: line.image,
      bagId,
      bagLineId: line.id,
    },
    unitPriceMinor: line.unitPrice.minor,
    unitListPriceMinor: line.unitListPrice?.minor ?? null,
    discountMinor: discount?.minor ?? 0,
    taxMinor: 0,
    deliveryDays: line.deliveryDays,
    expressAvailable: line.expressAvailable,
  };
}
