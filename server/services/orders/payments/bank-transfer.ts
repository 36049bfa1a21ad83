import { paymentTransactions } from "../../../db/schema/orders.ts";
import type { Db } from "../../../db/client.ts";
import { registerProvider, type PaymentProvider } from "./provider.ts";

/**
 * Bank transfer: the customer pays into the store's account for the order's currency
 * (bank-details.ts) quoting the order's reference. Starting it asks for the amount (a PENDING
 * transaction); the money is seen by a consultant, who records it (ALLOCATION), so there is no return
 * page or webhook. A refund is a PENDING REFUND the store pays out by hand.
 */
async function pendingRow(tx: Db, values: typeof paymentTransactions.$inferInsert): Promise<string> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values(values)
    .onConflictDoUpdate({ target: paymentTransactions.idempotencyKey, set: { updatedAt: new Date() } })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

export const bankTransfer: PaymentProvider = {
  method: "BANK_TRANSFER",
  offers: () => true,
  async start(tx, order, amount, idempotencyKey) {
    const transactionId = await pendingRow(tx, {
      orderId: order.id,
      method: "BANK_TRANSFER",
      kind: "PAYMENT",
      status: "PENDING",
      amountMinor: amount.minor,
      currency: amount.currency,
      idempotencyKey,
      note: order.bankReference,
    });
    return { kind: "INSTRUCTIONS", transactionId };
  },
  handleReturn: async () => null,
  handleWebhook: async () => null,
  async refund(tx, order, amount, idempotencyKey) {
    const transactionId = await pendingRow(tx, {
      orderId: order.id,
      method: "BANK_TRANSFER",
      kind: "REFUND",
      status: "PENDING",
      amountMinor: amount.minor,
      currency: amount.currency,
      idempotencyKey,
    });
    return { transactionId };
  },
};

registerProvider(bankTransfer);
