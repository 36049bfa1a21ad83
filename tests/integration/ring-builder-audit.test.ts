import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { loadStoneRecommendations } from "../../app/routes/ring-builder/ring-builder.server.ts";
import { recommendedRingSize, ringSizeById, ringSizeLabel, ringSizesFor } from "../../core/ring-size.ts";
import { regionPath, type Region } from "../../core/regions.ts";
import { GEMSTONE_TYPES } from "../../core/vocabulary/stones.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { minorOf } from "../helpers/money.ts";
import { testContext } from "./site-context.ts";

/**
 * The ring builder's API says what the pages show and checks what they offer: what centre stones a
 * setting takes (and the stone search while building offers only those), the item added last among
 * those the ring holds, the ring sizes and the signature stones the design is offered in, refusals
 * whose figures and words agree with their verdict, and instalments that add up to the price.
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  products = await seedCatalogue(database, { engagement: 24, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: 3000, seed: 7 });
  forgetSiteData();
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

function browser(region: Region = "UK") {
  const cookies = new Map<string, string>();
  return { region, cookies, ctx: (r: Region = region) => testContext(database, { region: r, cookies }) };
}
type Browser = ReturnType<typeof browser>;

const BUILDER = /* GraphQL */ `
  fragment Builder on RingBuilder {
    id lastAdded ringSizePersisted
    ringSize { id label }
    salePrice { total { amount currency } }
    financeOptions { provider instalments amount { amount currency } firstAmount { amount currency } }
    mount {
      catalogueCode
      signatureStone { colour crystal width }
      engagementRing {
        images { id }
        sizes { id label value }
        centreStoneConstraints { shapes { systemCode } weight { min max } stoneKinds gemstoneTypes }
      }
    }
    centreStone { gemsApiIdentifier caratWeight }
  }`;
const SET = /* GraphQL */ `
  ${BUILDER}
  mutation Set($input: RingBuilderSetInput!) { ringBuilderSet(input: $input) { failure { errors { code message item } } ringBuilder { ...Builder } } }`;
const READ = /* GraphQL */ `
  ${BUILDER}
  query Read { ringBuilder { ...Builder } }`;

interface Builder {
  id: string | null;
  lastAdded: string | null;
  ringSizePersisted: boolean;
  ringSize: { id: string; label: string } | null;
  salePrice: { total: { amount: string; currency: string } };
  financeOptions: { provider: string; instalments: number; amount: { amount: string }; firstAmount: { amount: string } }[];
  mount: {
    catalogueCode: string;
    signatureStone: { colour: string; crystal: string; width: number } | null;
    engagementRing: {
      images: { id: string }[];
      sizes: { id: string; label: string; value: string }[];
      centreStoneConstraints: {
        shapes: { systemCode: string }[];
        weight: { min: number | null; max: number | null };
        stoneKinds: string[];
        gemstoneTypes: string[];
      };
    };
  } | null;
  centreStone: { gemsApiIdentifier: string | null; caratWeight: number } | null;
}
type SetAnswer = {
  ringBuilderSet: { failure: { errors: { code: string; message: string; item: string }[] } | null; ringBuilder: Builder };
};

const set = async (b: Browser, input: Record<string, unknown>, region?: Region) =>
  (await executeOperation<SetAnswer>(b.ctx(region), SET, { input })).ringBuilderSet;
const read = async (b: Browser, region?: Region) => (await executeOperation<{ ringBuilder: Builder }>(b.ctx(region), READ)).ringBuilder;
const codes = (answer: SetAnswer["ringBuilderSet"]) => answer.failure?.errors.map((e) => e.code) ?? [];

const engagement = () => products.filter((p) => p.kind === "ENGAGEMENT_RING");
const diamondsOnly = () => engagement().find((p) => p.ringStyles.includes("GEMSTONE_SIDES"))!;
const anyStone = () => engagement().find((p) => !p.ringStyles.includes("GEMSTONE_SIDES") && p.centreStoneShapes.includes("ROUND"))!;
const mountOf = (p: SeedProduct, extra: Record<string, unknown> = {}, signatureStone?: Record<string, unknown>) => ({
  mount: {
    engagementRing: { catalogueCode: p.catalogueCode, metal: p.variants[0]!.metal, ...extra },
    ...(signatureStone ? { signatureStone } : {}),
  },
});

async function roundDiamondFor(p: SeedProduct): Promise<string> {
  const [row] = rowsOf<{ identifier: string }>(
    await database.db.execute(sql`
      select identifier from stones where available and category = 'DIAMOND' and shape = 'ROUND'
        and carat_weight between ${p.centreStoneWeightMin ?? 0} and ${p.centreStoneWeightMax ?? 100}
      order by id limit 1`),
  );
  return row!.identifier;
}

describe("what centre stones a setting takes", () => {
  it("is answered with the mount: its images, the region's sizes, and its shapes, weights, kinds and gemstone varieties", async () => {
    const b = browser("US");
    const p = anyStone();
    const answer = await set(b, mountOf(p, { shape: "ROUND" }));
    expect(answer.failure).toBeNull();
    const ring = answer.ringBuilder.mount!.engagementRing;
    expect(ring.images.length).toBe(4);
    // The recommended size first, then the US sizes, labelled as the US says them; no "0½" (below the sizes made there).
    const recommended = recommendedRingSize();
    expect(ring.sizes.map((s) => s.id)).toEqual([recommended.id, ...ringSizesFor("US").map((s) => s.id)]);
    expect(ring.sizes.map((s) => s.label)).not.toContain("0½");
    expect(ring.sizes[0]).toMatchObject({
      value: `RecommendedRingSize|${recommended.id}`,
      label: `Not sure? Recommended size (${ringSizeLabel(recommended, "US")})`,
    });
    expect(ring.sizes[1]).toMatchObject({ label: "3", value: `RingSize|${ringSizesFor("US")[0]!.id}` });
    expect(ring.centreStoneConstraints).toEqual({
      shapes: p.centreStoneShapes.map((systemCode) => ({ systemCode })),
      weight: { min: p.centreStoneWeightMin, max: p.centreStoneWeightMax },
      stoneKinds: ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"],
      gemstoneTypes: [...GEMSTONE_TYPES.codes],
    });
  });

  it("a design flanked by coloured gemstones takes diamonds only, natural or lab-grown", async () => {
    const b = browser();
    const answer = await set(b, mountOf(diamondsOnly()));
    expect(answer.ringBuilder.mount!.engagementRing.centreStoneConstraints).toMatchObject({
      stoneKinds: ["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS"],
      gemstoneTypes: [],
    });
  });

  it("the stone search while building offers only the kinds the setting takes: no gemstones tab, and the gemstones' address leads to the diamonds", async () => {
    const b = browser();
    const p = diamondsOnly();
    expect((await set(b, mountOf(p))).failure).toBeNull();
    const context = () => {
      const provider = new RouterContextProvider();
      provider.set(storeContext, testContext(database, { region: "UK", cookies: b.cookies }));
      return provider;
    };
    const header = [...b.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
    const page = (path: string) =>
      loadStoneRecommendations({
        request: new Request(`https://shop.example${path}`, { headers: { cookie: header } }),
        context: context(),
        params: {},
      } as never);

    const natural = await page("/engagement-rings/stone-recommendations/natural-diamonds");
    expect(natural.recommendations?.tabs.map((tab) => tab.stoneKind)).toEqual(["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS"]);

    const thrown = await page("/engagement-rings/stone-recommendations/gemstones").then(
      () => null,
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(regionPath("UK", "/engagement-rings/stone-recommendations/natural-diamonds"));

    // A setting that takes every kind keeps the three tabs.
    expect((await set(b, mountOf(anyStone()))).failure).toBeNull();
    const gems = await page("/engagement-rings/stone-recommendations/gemstones");
    expect(gems.recommendations?.tabs.map((tab) => tab.stoneKind)).toEqual(["NATURAL_DIAMONDS", "LAB_GROWN_DIAMONDS", "GEMSTONES"]);
  });
});

describe("what the ring holds", () => {
  it("the last added item follows what the ring holds: removing the stone makes the setting the last added", async () => {
    const b = browser();
    const p = anyStone();
    await set(b, mountOf(p, { shape: "ROUND" }));
    const withStone = await set(b, { centreStone: { gemsApiIdentifier: await roundDiamondFor(p) } });
    expect(withStone.ringBuilder.lastAdded).toBe("CENTRE_STONE");
    const removed = await set(b, { removeCentreStone: true });
    expect(removed.failure).toBeNull();
    expect(removed.ringBuilder.centreStone).toBeNull();
    expect(removed.ringBuilder.lastAdded).toBe("MOUNT");
    expect((await read(b)).lastAdded).toBe("MOUNT");
    expect((await set(b, { removeMount: true })).ringBuilder.lastAdded).toBeNull();
  });

  it("a ring size the region does not offer is refused, and one chosen in another region that this one does not offer is not answered", async () => {
    const b = browser();
    await set(b, mountOf(anyStone()));
    expect(codes(await set(b, { ringSize: "A" }, "US"))).toEqual(["RING_SIZE_NOT_OFFERED"]);
    // Chosen in the UK, where A is offered; in the US it would be "0½", which is not made there.
    expect(ringSizeLabel(ringSizeById("A")!, "US")).toBe("0½");
    expect((await set(b, { ringSize: "A" })).ringBuilder.ringSize).toEqual({ id: "A", label: "A" });
    const inUs = await read(b, "US");
    expect(inUs.ringSize).toBeNull();
    expect(inUs.ringSizePersisted).toBe(false);
    // A size both offer is answered in each one's words.
    await set(b, { ringSize: "M" });
    expect((await read(b, "US")).ringSize?.id).toBe("M");
  });

  it("the signature stone is checked against what the design offers: its variety, a colour the variety comes in, a width offered", async () => {
    const b = browser();
    const p = diamondsOnly();
    const crystal = p.gemstones[0]!;
    const before = await read(b);
    for (const [signatureStone, why] of [
      [{ crystal: "OPAL", colour: "WHITE", width: 2 }, "another variety"],
      [{ crystal, colour: "BLACK", width: 2 }, "a colour it does not come in"],
      [{ crystal, colour: crystal === "RUBY" ? "RED" : crystal === "EMERALD" ? "GREEN" : "BLUE", width: 6 }, "6 mm"],
    ] as const) {
      const answer = await set(b, mountOf(p, {}, signatureStone));
      expect(codes(answer), why).toEqual(["SIGNATURE_STONE_NOT_OFFERED"]);
      expect(answer.ringBuilder.mount, why).toEqual(before.mount);
    }
    const colour = crystal === "RUBY" ? "RED" : crystal === "EMERALD" ? "GREEN" : "BLUE";
    const made = await set(b, mountOf(p, {}, { crystal, colour, width: 1.5 }));
    expect(made.failure).toBeNull();
    expect(made.ringBuilder.mount?.signatureStone).toEqual({ crystal, colour, width: 1.5 });
  });
});

describe("refusals say what they decided", () => {
  it("a weight just under the setting's least is printed so that it is seen to be under", async () => {
    const b = browser();
    const p = engagement().find(
      (x) => !x.ringStyles.includes("GEMSTONE_SIDES") && x.centreStoneShapes.includes("ROUND") && x.centreStoneWeightMin !== null,
    )!;
    await set(b, mountOf(p, { shape: "ROUND" }));
    const carat = p.centreStoneWeightMin! - 0.0000006;
    const answer = await set(b, {
      centreStone: { nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight: carat, colour: "F", clarity: "VS1" } },
    });
    expect(codes(answer)).toEqual(["CARAT_OUT_OF_RANGE"]);
    const message = answer.failure!.errors[0]!.message;
    const min = p.centreStoneWeightMin!.toFixed(2);
    expect(message).toContain(`holds a centre stone of ${min}ct`);
    expect(message).not.toContain(`the stone is ${min}ct`);
    expect(message).toContain(`the stone is ${(Math.round(carat * 1e6) / 1e6).toFixed(6)}ct`);
  });

  it("a shape is said with its article: an oval", async () => {
    const b = browser();
    const p = engagement().find((x) => !x.centreStoneShapes.includes("OVAL"))!;
    const answer = await set(b, mountOf(p, { shape: "OVAL" }));
    expect(codes(answer)).toEqual(["SHAPE_NOT_OFFERED"]);
    expect(answer.failure!.errors[0]!.message).toContain("for an oval centre stone");
    expect(answer.failure!.errors[0]!.message).not.toMatch(/\ba oval\b/);
  });
});

describe("instalments", () => {
  it("say what the customer pays: the first carries the odd pennies, and together they are exactly the price", async () => {
    const b = browser();
    const p = anyStone();
    await set(b, mountOf(p, { shape: "ROUND" }));
    // Stones until the ring's price does not divide evenly in three.
    const stones = rowsOf<{ identifier: string }>(
      await database.db.execute(sql`
        select identifier from stones where available and category = 'DIAMOND' and shape = 'ROUND'
          and carat_weight between ${p.centreStoneWeightMin ?? 0} and ${p.centreStoneWeightMax ?? 100}
        order by id limit 30`),
    );
    let ring: Builder | null = null;
    for (const { identifier } of stones) {
      const answer = await set(b, { centreStone: { gemsApiIdentifier: identifier } });
      if (minorOf(answer.ringBuilder.salePrice.total.amount) % 3 !== 0) {
        ring = answer.ringBuilder;
        break;
      }
    }
    expect(ring).not.toBeNull();
    const total = minorOf(ring!.salePrice.total.amount);
    const [option] = ring!.financeOptions;
    const first = minorOf(option!.firstAmount.amount);
    const regular = minorOf(option!.amount.amount);
    expect(first + regular * (option!.instalments - 1)).toBe(total);
    expect(first).toBeGreaterThan(regular);
  });
});
