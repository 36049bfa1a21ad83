import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bags, orders, promoCodes, promoRedemptions } from "../../server/db/schema/index.ts";
import { addToBag, priceBag } from "../../server/services/bag/index.ts";
import { resolveMarket } from "../../core/market.ts";
import { startCheckout } from "../../server/services/orders/index.ts";
import { useSmallCatalogue } from "../helpers/catalogue.ts";
import { memoryCookies, testContext } from "./site-context.ts";

/**
 * A promo code's usage limit under concurrent checkouts (docs/product.md#checkout): its row is locked
 * while each checkout counts its uses, so of 20 checkouts started together with a code allowed 5
 * uses, exactly 5 orders get it and the others are told it no longer applies, with nothing made.
 */

const store = useSmallCatalogue();
const VISITORS = Number(process.env["PROMO_VISITORS"] ?? 20);
const LIMIT = 5;

describe("a promo code's usage limit", () => {
  it(`holds under ${VISITORS} checkouts started together`, async () => {
    await store.database.db.insert(promoCodes).values({ code: "FIVEONLY", kind: "PERCENTAGE", percentBasisPoints: 1000, maxUses: LIMIT });
    const necklace = store.products.find((x) => x.kind === "JEWELLERY" && x.productType !== "RING")!;
    const visitors = Array.from({ length: VISITORS }, () => testContext(store.database, { cookies: memoryCookies().store }));
    for (const ctx of visitors) {
      const added = await addToBag(ctx, { product: { catalogueCode: necklace.catalogueCode, metal: necklace.variants[0]!.metal } });
      if (!added.ok || !("bag" in added.value)) throw new Error("not added");
      // The code as the bag keeps it once applied (upper case), checked again by each checkout.
      await store.database.db.update(bags).set({ promoCode: "FIVEONLY" }).where(eq(bags.id, added.value.bag.id!));
      expect((await priceBag(ctx, resolveMarket(ctx), { bagId: added.value.bag.id! })).promo?.applied).toBe(true);
    }
    const outcomes = await Promise.all(
      visitors.map(async (ctx, i) => {
        const r = await startCheckout(ctx, { email: `promo.race.${i}@example.com` });
        if (!r.ok) throw new Error(JSON.stringify(r.errors));
        return r.value;
      }),
    );
    expect(outcomes.filter((o) => o.kind === "started")).toHaveLength(LIMIT);
    expect(outcomes.filter((o) => o.kind === "promoUnavailable")).toHaveLength(VISITORS - LIMIT);
    const [promo] = await store.database.db.select().from(promoCodes).where(eq(promoCodes.code, "FIVEONLY"));
    const [uses] = await store.database.db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo!.id));
    expect(Number(uses!.n)).toBe(LIMIT);
    const [made] = await store.database.db.select({ n: count() }).from(orders).where(eq(orders.promoCodeId, promo!.id));
    expect(Number(made!.n)).toBe(LIMIT);
  });
});
