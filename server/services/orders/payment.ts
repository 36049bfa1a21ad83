import { eq } from "drizzle-orm";
import { money } from "../../../core/money.ts";
import { PAYMENT_PLANS, type PaymentMethod, type PaymentPlan } from "../../../core/vocabulary/orders.ts";
import type { RequestContext } from "../../context.ts";
import { orders } from "../../db/schema/orders.ts";
import { fail, invalid, ok, type Result } from "../result.ts";
import { reachableOrder } from "./access.ts";
import { depositOf, depositOffered } from "./balance.ts";
import { methodsOffered } from "./payments/provider.ts";
import "./payments/bank-transfer.ts";
import type { CheckoutRefusal } from "./view.ts";

/**
 * The payment step (docs/product.md#checkout): a method the region offers (bank transfer today) and
 * whether to pay in full or a deposit first. A bank transfer is chosen only with the customer's
 * acknowledgement that the order is not processed until the transfer arrives.
 */
export interface PaymentInput {
  method: PaymentMethod;
  plan: PaymentPlan;
  /** Bank transfer: "I understand that my order will not be processed until the transfer is received." */
  acknowledged?: boolean | null;
}

export const ACKNOWLEDGEMENT_MESSAGE =
  "Please confirm that you understand your order will not be processed until the transfer is received.";

export async function setPayment(
  ctx: RequestContext,
  orderId: number,
  input: PaymentInput,
): Promise<Result<{ orderId: number } | CheckoutRefusal>> {
  // A consultant seeing the store as the customer may look at the checkout, never pay for them.
  if (ctx.user?.impersonator) return ok({ refusal: "IMPERSONATING" });
  const order = await reachableOrder(ctx, orderId);
  if (!order) return ok({ refusal: "NOT_FOUND" });
  if (order.status !== "AWAITING_PAYMENT" || order.placedAt) return ok({ refusal: "CLOSED" });
  if (!order.shipCountry) return fail(invalid([], "Please give the delivery address first."));
  const errors = [];
  if (!methodsOffered(order.region, order.currency).includes(input.method)) errors.push(invalid(["method"], "Please choose a way to pay."));
  if (!PAYMENT_PLANS.includes(input.plan)) errors.push(invalid(["plan"], "Please choose how much to pay now."));
  const total = money(order.totalMinor, order.currency);
  if (input.plan === "DEPOSIT" && !depositOffered(total)) errors.push(invalid(["plan"], "A deposit is not offered for this order."));
  if (input.method === "BANK_TRANSFER" && input.acknowledged !== true) errors.push(invalid(["acknowledged"], ACKNOWLEDGEMENT_MESSAGE));
  if (errors.length) return fail(...errors);
  await ctx.db.transaction(async (tx) => {
    const locked = await reachableOrder(ctx, orderId, tx, true);
    if (!locked || locked.status !== "AWAITING_PAYMENT" || locked.placedAt) return;
    const lockedTotal = money(locked.totalMinor, locked.currency);
    const deposit = input.plan === "DEPOSIT" && depositOffered(lockedTotal) ? depositOf(lockedTotal) : null;
    await tx
      .update(orders)
      .set({
        paymentMethod: input.method,
        paymentPlan: deposit ? "DEPOSIT" : "FULL",
        depositMinor: deposit?.minor ?? null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
  });
  return ok({ orderId });
}
