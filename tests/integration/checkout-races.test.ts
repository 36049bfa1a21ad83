import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/sql.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { addToBag, bag } from "../../server/services/bag/index.ts";
import { startCheckout, type StartCheckoutOutcome } from "../../server/services/orders/index.ts";
import { useSmallCatalogue } from "../helpers/catalogue.ts";
import { testContext } from "./site-context.ts";

/**
 * Many customers checking out the same diamond at once: 50 bags each holding one stone, 50 checkouts
 * started together. Exactly one order gets it; every other customer is told the stone went (by name
 * when their checkout met the hold, or by their bag when it was already held as they started), and no
 * order, order line, customer, promo use or job of a refused checkout is left behind. On PostgreSQL
 * (20 rounds) the checkouts really overlap; PGlite runs one transaction at a time (1 round).
 */

const store = useSmallCatalogue();
const VISITORS = 50;
const ROUNDS = process.env["TEST_DATABASE_URL"] ? 20 : 1;

beforeAll(async () => {
  await seedStones(store.database, { stones: 300, seed: 21 });
}, 120_000);

async function counts() {
  const [row] = rowsOf<{ orders: number; lines: number; users: number; jobs: number; holds: number; events: number }>(
    await store.database.db.execute(sql`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_lines) as lines,
      (select count(*)::int from users) as users,
      (select count(*)::int from jobs where type = 'orders.reservation-expiry') as jobs,
      (select count(*)::int from stone_holds) as holds,
      (select count(*)::int from order_events) as events`),
  );
  return row!;
}

describe("checkouts racing for one diamond", () => {
  it(`gives the stone to exactly one of ${VISITORS} customers, ${ROUNDS} times over`, async () => {
    const stones = rowsOf<{ identifier: string }>(
      await store.database.db.execute(
        sql`select identifier from stones where available and category = 'DIAMOND' order by id limit ${ROUNDS}`,
      ),
    ).map((r) => r.identifier);
    expect(stones).toHaveLength(ROUNDS);
    let namedRefusals = 0;
    let bagRefusals = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const identifier = stones[round]!;
      const visitors = Array.from({ length: VISITORS }, () => testContext(store.database, { cookies: new Map() }));
      for (const ctx of visitors) {
        const added = await addToBag(ctx, { stone: { identifier } });
        expect(added.ok).toBe(true);
      }
      const before = await counts();

      const outcomes = await Promise.all(
        visitors.map(async (ctx, i) => {
          const result = await startCheckout(ctx, { email: `race.${round}.${i}@example.com` });
          if (!result.ok) throw new Error(`checkout refused its input: ${JSON.stringify(result)}`);
          return result.value;
        }),
      );

      const won = outcomes.filter((o): o is Extract<StartCheckoutOutcome, { kind: "started" }> => o.kind === "started");
      expect(won, `round ${round}`).toHaveLength(1);
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.kind === "started") continue;
        if (outcome.kind === "stonesTaken") {
          namedRefusals++;
          expect(outcome.stones).toEqual([{ identifier, name: expect.stringMatching(/\S/) }]);
        } else {
          // The stone was held before this checkout priced the bag: the bag says it is no longer for sale.
          bagRefusals++;
          expect(outcome.kind).toBe("bagNotReady");
          const shown = await bag(visitors[i]!);
          expect(shown.lines).toMatchObject([{ stoneIdentifier: identifier, available: false }]);
          expect(shown.checkoutable).toBe(false);
        }
      }

      const after = await counts();
      expect(after).toEqual({
        orders: before.orders + 1,
        lines: before.lines + 1,
        users: before.users + 1,
        jobs: before.jobs + 1,
        holds: before.holds + 1,
        events: before.events + 1,
      });
      const [hold] = rowsOf<{ order_id: number; kind: string }>(
        await store.database.db.execute(
          sql`select h.order_id, h.kind::text as kind from stone_holds h join stones s on s.id = h.stone_id where s.identifier = ${identifier}`,
        ),
      );
      expect(hold).toEqual({ order_id: won[0]!.orderId, kind: "RESERVED" });
    }
    // Most refusals name the stone; a checkout that started after the winner committed finds it in its bag.
    expect(namedRefusals + bagRefusals).toBe(ROUNDS * (VISITORS - 1));
    console.info(`checkout races: ${ROUNDS} rounds, ${namedRefusals} refusals naming the stone, ${bagRefusals} through the bag`);
  }, 600_000);
});
