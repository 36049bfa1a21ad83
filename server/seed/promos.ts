import type { Db } from "../db/client.ts";
import { promoCodes } from "../db/schema/index.ts";

/**
 * The demo store's promo codes (docs/product.md#promo-codes): WELCOME10, 10% off everything but loose
 * stones; LOVE250, £250 off a bag of £2,500 or more in pounds sterling, once per customer. Added once:
 * codes already there are left as they are.
 */
export async function seedPromoCodes(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values([
      { code: "WELCOME10", kind: "PERCENTAGE", percentBasisPoints: 1000, excludedKinds: ["STONE"] },
      {
        code: "LOVE250",
        kind: "FIXED_AMOUNT",
        amountMinor: 25_000,
        currency: "GBP",
        minSpendMinor: 250_000,
        maxUsesPerCustomer: 1,
      },
    ])
    .onConflictDoNothing();
}
