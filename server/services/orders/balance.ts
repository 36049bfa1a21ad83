import { money, multiply, subtract, type Money } from "../../../core/money.ts";
import type { Currency } from "../../../core/regions.ts";
import type { PaymentPlan, TransactionKind, TransactionStatus } from "../../../core/vocabulary/orders.ts";

/**
 * What an order has been paid and what it still owes: the one place this is worked out
 * (docs/product.md#checkout). Only SUCCEEDED transactions count: payments add to what was paid,
 * refunds take it back. Pending ones (a bank transfer asked for) count for nothing until they succeed.
 */

export interface BalanceOrder {
  totalMinor: number;
  currency: Currency;
}

export interface BalanceTransaction {
  kind: TransactionKind;
  status: TransactionStatus;
  amountMinor: number;
}

export interface Balance {
  total: Money;
  /** Payments less refunds, of SUCCEEDED transactions. */
  paid: Money;
  /** total - paid; negative when more came in than the order costs. */
  due: Money;
}

export function balanceOf(order: BalanceOrder, transactions: readonly BalanceTransaction[]): Balance {
  let paid = 0;
  for (const t of transactions) {
    if (t.status !== "SUCCEEDED") continue;
    paid += t.kind === "PAYMENT" ? t.amountMinor : -t.amountMinor;
  }
  const total = money(order.totalMinor, order.currency);
  const paidMoney = money(paid, order.currency);
  return { total, paid: paidMoney, due: subtract(total, paidMoney) };
}

/**
 * The deposit rule (decided, docs/decisions/0701-checkout.md): an order of at least 1,000 in its
 * currency may pay a quarter first (rounded half away from zero to the penny) and the rest later; a
 * smaller order pays in full.
 */
export const DEPOSIT_RULE = { share: 0.25, minimumOrderMinor: 100_000 } as const;

export function depositOffered(total: Money): boolean {
  return total.minor >= DEPOSIT_RULE.minimumOrderMinor;
}

export function depositOf(total: Money): Money {
  return multiply(total, DEPOSIT_RULE.share);
}

/** What the customer is asked to pay when the order is placed: the deposit, or the whole total. */
export function firstPayment(order: BalanceOrder & { paymentPlan: PaymentPlan; depositMinor: number | null }): Money {
  return order.paymentPlan === "DEPOSIT" && order.depositMinor !== null
    ? money(order.depositMinor, order.currency)
    : money(order.totalMinor, order.currency);
}
