import type { Money } from "../../../../core/money.ts";
import type { Currency, Region } from "../../../../core/regions.ts";
import type { PaymentMethod } from "../../../../core/vocabulary/orders.ts";
import type { Db } from "../../../db/client.ts";

/**
 * How the store takes money for an order: one provider per payment method (docs/product.md#checkout).
 * Bank transfer is the one live today; card and instalment providers join through this interface and
 * the registry below. Every call that moves or asks for money writes a `payment_transactions` row with
 * its own idempotency key in the caller's transaction, so a retried call or a webhook delivered twice
 * finds the row it made instead of making another.
 */

/** The order a provider is asked about (the columns it needs). */
export interface PaymentOrder {
  id: number;
  region: Region;
  currency: Currency;
  email: string;
  bankReference: string | null;
}

/** What the customer does next once a payment is started. */
export type StartedPayment =
  /** Pay outside the store (a bank transfer): the transaction stays PENDING until the money is seen. */
  | { kind: "INSTRUCTIONS"; transactionId: string }
  /** Continue on the provider's page, which sends the customer back to `handleReturn`. */
  | { kind: "REDIRECT"; transactionId: string; url: string };

/** What a provider's return or webhook says happened to a transaction. */
export interface PaymentUpdate {
  idempotencyKey: string;
  status: "SUCCEEDED" | "FAILED" | "CANCELLED" | "PENDING";
  providerReference: string | null;
}

export interface PaymentProvider {
  method: PaymentMethod;
  /** Whether the provider takes payments in this market. */
  offers(region: Region, currency: Currency): boolean;
  /** Asks for `amount` (a PENDING PAYMENT row, keyed by `idempotencyKey`), in the caller's transaction. */
  start(tx: Db, order: PaymentOrder, amount: Money, idempotencyKey: string): Promise<StartedPayment>;
  /** The customer back from the provider's page with its query parameters; null when the provider has no return. */
  handleReturn(params: URLSearchParams): Promise<PaymentUpdate | null>;
  /** A webhook call: verifies its signature over the raw body; null when it does not verify or the provider has none. */
  handleWebhook(rawBody: string, headers: Headers): Promise<PaymentUpdate | null>;
  /** Gives `amount` back (a PENDING REFUND row), in the caller's transaction. */
  refund(tx: Db, order: PaymentOrder, amount: Money, idempotencyKey: string): Promise<{ transactionId: string }>;
}

const providers = new Map<PaymentMethod, PaymentProvider>();

/** Makes a provider available under its method (done once per provider module). */
export function registerProvider(provider: PaymentProvider): void {
  providers.set(provider.method, provider);
}

export function providerFor(method: PaymentMethod): PaymentProvider | null {
  return providers.get(method) ?? null;
}

/** The methods a customer may choose in a market: those with a provider that offers it, in the registry's order. */
export function methodsOffered(region: Region, currency: Currency): PaymentMethod[] {
  return [...providers.values()].filter((p) => p.offers(region, currency)).map((p) => p.method);
}
