import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { seedCatalogue, type SeedProduct } from "../../server/seed/catalogue.ts";
import { seedMadeToOrderPrices } from "../../server/seed/ring-builder.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { DEFAULT_RATES } from "../../server/services/pricing.ts";
import { minorOf, salePriceMoney as salePrice } from "../helpers/money.ts";
import { add, toDecimal } from "../../core/money.ts";
import { markStonesUnavailable } from "../../server/services/stones/index.ts";
import { adoptRingBuilder } from "../../server/services/ring-builder/index.ts";
import { currentBuilder, stateOf, writeState } from "../../server/services/ring-builder/store.ts";
import type { SessionUser } from "../../server/context.ts";
import { COOKIE } from "../../core/cookies.ts";
import type { Region } from "../../core/regions.ts";
import { signatureStoneColours } from "../../core/ring-builder.ts";
import type { GemstoneType } from "../../core/vocabulary/stones.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { createCustomer, hashPassword, readSession } from "../../server/services/accounts/index.ts";
import { testContext } from "./site-context.ts";

/**
 * The ring builder through the API: a setting and a centre stone made into one ring, kept in a row
 * the visitor's signed cookie names; every refused change is a typed failure that leaves the builder
 * as it was (docs/product.md#ring-builder).
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedCatalogue(database, { engagement: 24, wedding: 1, readyToGo: 1, jewellery: 1 });
  await seedMadeToOrderPrices(database);
  await seedStones(database, { stones: 6000, seed: 5 });
});

afterAll(async () => {
  await database?.close();
});

/** A browser: its cookie jar survives between requests. */
function browser(region: Region = "UK", user: SessionUser | null = null) {
  const cookies = new Map<string, string>();
  const ctx = (r: Region = region) => ({ ...testContext(database, { region: r, cookies }), user });
  return { cookies, ctx };
}

const BUILDER = /* GraphQL */ `
  fragment Item on RingBuilderItem {
    __typename
    ... on RingBuilderMount {
      position catalogueCode productId productName metal { systemCode } shape { systemCode } shapeChosen caratRange { min max }
      signatureStone { colour crystal width } uri url image { id } images { id } price { amount currency } deliveryDays deliveryDate
    }
    ... on RingBuilderCentreStone {
      position kind availability gemsApiIdentifier category certificate { lab number } stone { identifier } title shape { systemCode }
      caratWeight colour clarity crystal colourGrade gemstoneClarity uri image { id } price { amount currency } deliveryDays deliveryDate
    }
  }
  fragment Builder on RingBuilder {
    id productId lastAdded ringSizePersisted deliveryDate
    position1 { ...Item } position2 { ...Item }
    image { id alt sizes { LARGE { url } } }
    salePrice { total { amount currency } taxType }
    totalSalePrice { amount currency }
    financeOptions { provider instalments amount { amount currency } }
    ringSize { id label }
    failure { errors { code message item position } }
    unavailableStone { gemsApiIdentifier reason shape { systemCode } caratWeight message }
    similarStones { identifier shape caratWeight category price { amount currency } }
  }`;

const READ = /* GraphQL */ `
  ${BUILDER}
  query Read($region: Region, $currency: Currency) { ringBuilder(region: $region, currency: $currency) { ...Builder } }`;

const SET = /* GraphQL */ `
  ${BUILDER}
  mutation Set($input: RingBuilderSetInput!, $region: Region, $currency: Currency) {
    ringBuilderSet(input: $input, region: $region, currency: $currency) { failure { errors { code message item position } } ringBuilder { ...Builder } }
  }`;

interface Item {
  __typename: "RingBuilderMount" | "RingBuilderCentreStone";
  position: number;
  [key: string]: unknown;
}
interface Builder {
  id: string | null;
  productId: string | null;
  lastAdded: string | null;
  ringSizePersisted: boolean;
  deliveryDate: string | null;
  position1: Item | null;
  position2: Item | null;
  image: { id: string; sizes: { LARGE: { url: string } } } | null;
  salePrice: { total: { amount: string; currency: string }; taxType: string };
  totalSalePrice: { amount: string; currency: string };
  financeOptions: { provider: string; instalments: number; amount: { amount: string; currency: string } }[];
  ringSize: { id: string; label: string } | null;
  failure: { errors: { code: string; message: string; item: string; position: number }[] } | null;
  unavailableStone: {
    gemsApiIdentifier: string;
    reason: string;
    shape: { systemCode: string };
    caratWeight: number;
    message: string;
  } | null;
  similarStones: { identifier: string; shape: string; caratWeight: number; category: string; price: { amount: string } }[];
}
type SetAnswer = { ringBuilderSet: { failure: Builder["failure"]; ringBuilder: Builder } };

const read = async (b: ReturnType<typeof browser>, vars: Record<string, unknown> = {}) =>
  (await executeOperation<{ ringBuilder: Builder }>(b.ctx(), READ, vars)).ringBuilder;
const set = async (b: ReturnType<typeof browser>, input: Record<string, unknown>, vars: Record<string, unknown> = {}) =>
  (await executeOperation<SetAnswer>(b.ctx((vars["region"] as Region | undefined) ?? undefined), SET, { input, ...vars })).ringBuilderSet;

const codes = (answer: { failure: Builder["failure"] }) => answer.failure?.errors.map((e) => e.code) ?? [];

/** An engagement design that is not a gemstone-sides one and takes a round stone, and its round variant in its first metal. */
function plainDesign() {
  const p = products.find(
    (x) =>
      x.kind === "ENGAGEMENT_RING" &&
      !x.ringStyles.includes("GEMSTONE_SIDES") &&
      x.centreStoneShapes.includes("ROUND") &&
      x.centreStoneShapes.length > 1,
  )!;
  const variant = p.variants.find((v) => v.shape === "ROUND")!;
  return { p, variant, metal: variant.metal };
}

function gemstoneSidesDesign() {
  return products.find((x) => x.kind === "ENGAGEMENT_RING" && x.ringStyles.includes("GEMSTONE_SIDES"))!;
}

async function availableStone(
  where: { category: string; shape: string; min: number; max: number },
  skip: string[] = [],
): Promise<{ identifier: string; carat: number; priceGbp: number; deliveryDays: number }> {
  const rows = rowsOf<{ identifier: string; carat: number; price_gbp: number; delivery_days: number }>(
    await database.db.execute(sql`
      select identifier, carat_weight::float8 as carat, list_price_minor / 100 as price_gbp, delivery_days from stones
      where available and category = ${where.category} and shape = ${where.shape} and carat_weight between ${where.min} and ${where.max}
      order by id limit 20`),
  );
  const row = rows.find((r) => !skip.includes(r.identifier));
  if (!row) throw new Error(`no ${where.category} ${where.shape} stone between ${where.min} and ${where.max}`);
  return { identifier: row.identifier, carat: Number(row.carat), priceGbp: Number(row.price_gbp), deliveryDays: row.delivery_days };
}

const mountInput = (p: SeedProduct, metal: string, extra: Record<string, unknown> = {}) => ({
  mount: { engagementRing: { catalogueCode: p.catalogueCode, metal, ...extra }, uri: `/${p.slug}-engagement-ring` },
});

describe("a fresh visitor", () => {
  it("has an empty builder with nothing to pay and no cookie set by reading it", async () => {
    const b = browser();
    const builder = await read(b);
    expect(builder).toMatchObject({
      id: null,
      position1: null,
      position2: null,
      lastAdded: null,
      image: null,
      failure: null,
      deliveryDate: null,
      ringSize: null,
    });
    expect(builder.totalSalePrice).toEqual({ amount: "0.00", currency: "GBP" });
    expect(builder.financeOptions).toEqual([]);
    expect(b.cookies.has(COOKIE.ringBuilder)).toBe(false);
  });
});

describe("a setting and a centre stone", () => {
  it("puts the first item in position 1, prices the ring in GBP with VAT in the UK, and keeps it in a signed cookie", async () => {
    const b = browser("UK");
    const { p, variant, metal } = plainDesign();
    const first = await set(b, mountInput(p, metal, { shape: "ROUND", ringSize: "M" }));
    expect(first.failure).toBeNull();
    const mountPrice = salePrice(variant.listPrice, "GBP", "INCLUSIVE", DEFAULT_RATES);
    expect(first.ringBuilder.position1).toMatchObject({
      __typename: "RingBuilderMount",
      position: 1,
      catalogueCode: p.catalogueCode,
      shape: { systemCode: "ROUND" },
      price: { amount: toDecimal(mountPrice), currency: "GBP" },
    });
    expect(first.ringBuilder.position2).toBeNull();
    expect(first.ringBuilder.ringSize).toEqual({ id: "M", label: "M" });
    expect(first.ringBuilder.ringSizePersisted).toBe(true);
    const cookie = JSON.parse(b.cookies.get(COOKIE.ringBuilder)!) as Record<string, unknown>;
    expect(cookie).toMatchObject({ ringSizePersisted: true, stoneUri: null, signatureStone: null });
    expect(String(cookie["ref"])).toMatch(new RegExp(`^${first.ringBuilder.id}\\.`));

    const stone = await availableStone({ category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! });
    const second = await set(b, { centreStone: { gemsApiIdentifier: stone.identifier, uri: `/diamonds/${stone.identifier}` } });
    expect(second.failure).toBeNull();
    const builder = await read(b);
    expect(builder.id).toBe(first.ringBuilder.id);
    expect(builder.position1?.__typename).toBe("RingBuilderMount");
    expect(builder.position2).toMatchObject({
      __typename: "RingBuilderCentreStone",
      position: 2,
      kind: "CATALOGUE",
      availability: "AVAILABLE",
      gemsApiIdentifier: stone.identifier,
      category: "DIAMOND",
    });
    expect(builder.lastAdded).toBe("CENTRE_STONE");
    const stonePrice = salePrice(stone.priceGbp, "GBP", "INCLUSIVE", DEFAULT_RATES);
    expect(builder.salePrice).toEqual({ total: { amount: toDecimal(add(mountPrice, stonePrice)), currency: "GBP" }, taxType: "INCLUSIVE" });
    expect(builder.totalSalePrice).toEqual(builder.salePrice.total);
    expect(builder.financeOptions).toEqual([
      { provider: "Klarna", instalments: 3, amount: { amount: expect.any(String), currency: "GBP" } },
    ]);
    expect(minorOf(builder.financeOptions[0]!.amount.amount) * 3).toBeLessThanOrEqual(add(mountPrice, stonePrice).minor);
    expect(builder.deliveryDate).toBe([builder.position1!["deliveryDate"], builder.position2!["deliveryDate"]].sort().at(-1));
    // The drawing is the setting with the chosen stone, not the setting's own picture.
    expect(builder.image?.sizes.LARGE.url).toMatch(/^\/media\/ring\//);
    expect(builder.image?.id).not.toBe(builder.position1!["image"] && (builder.position1!["image"] as { id: string }).id);
    expect(JSON.parse(b.cookies.get(COOKIE.ringBuilder)!)).toMatchObject({ stoneUri: `/diamonds/${stone.identifier}` });
  });

  it("puts a stone added first in position 1, and the setting then follows the stone's shape", async () => {
    const b = browser("UK");
    const { p, metal } = plainDesign();
    const oval = p.centreStoneShapes.find((s) => s !== "ROUND")!;
    await set(b, {
      centreStone: { nonSkuLabGrownDiamond: { shape: oval, caratWeight: p.centreStoneWeightMin!, colour: "F", clarity: "VS1" } },
    });
    const answer = await set(b, mountInput(p, metal));
    expect(answer.failure).toBeNull();
    expect(answer.ringBuilder.position1).toMatchObject({
      __typename: "RingBuilderCentreStone",
      position: 1,
      kind: "LAB_GROWN_DIAMOND",
      availability: "MADE_TO_ORDER",
    });
    expect(answer.ringBuilder.position2).toMatchObject({
      __typename: "RingBuilderMount",
      position: 2,
      shape: { systemCode: oval },
      shapeChosen: false,
    });
    expect(answer.ringBuilder.lastAdded).toBe("MOUNT");
  });

  it("prices the same ring in USD without tax in the US and in EUR with VAT in the EU; finance only in the US and UK", async () => {
    const { p, variant, metal } = plainDesign();
    const stone = await availableStone({ category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! });
    const b = browser("US");
    await set(b, { ...mountInput(p, metal, { shape: "ROUND" }), centreStone: { gemsApiIdentifier: stone.identifier } }, { region: "US" });
    const us = await read(b, { region: "US" });
    const usd = toDecimal(
      add(salePrice(variant.listPrice, "USD", "EXCLUSIVE", DEFAULT_RATES), salePrice(stone.priceGbp, "USD", "EXCLUSIVE", DEFAULT_RATES)),
    );
    expect(us.salePrice).toEqual({ total: { amount: usd, currency: "USD" }, taxType: "EXCLUSIVE" });
    expect(us.financeOptions.map((f) => [f.provider, f.amount.currency])).toEqual([["Affirm", "USD"]]);
    const eu = await read(b, { region: "EU" });
    const eur = toDecimal(
      add(salePrice(variant.listPrice, "EUR", "INCLUSIVE", DEFAULT_RATES), salePrice(stone.priceGbp, "EUR", "INCLUSIVE", DEFAULT_RATES)),
    );
    expect(eu.salePrice).toEqual({ total: { amount: eur, currency: "EUR" }, taxType: "INCLUSIVE" });
    expect(eu.financeOptions).toEqual([]);
    expect((await read(b, { region: "CA" })).financeOptions).toEqual([]);
  });

  it("removes items and sets the ring size alone", async () => {
    const b = browser("US");
    const { p, metal } = plainDesign();
    await set(b, mountInput(p, metal), { region: "US" });
    const sized = await set(b, { ringSize: "RingSize|N" }, { region: "US" });
    expect(sized.failure).toBeNull();
    expect(sized.ringBuilder.ringSize?.id).toBe("N");
    expect(sized.ringBuilder.ringSize?.label).toMatch(/^\d/);
    const removed = await set(b, { removeMount: true }, { region: "US" });
    expect(removed.ringBuilder.position1).toBeNull();
    expect(removed.ringBuilder.totalSalePrice.amount).toBe("0.00");
  });
});

describe("refused changes: a typed failure, the builder as it was", () => {
  async function withMount(region: Region = "UK") {
    const b = browser(region);
    const { p, metal } = plainDesign();
    await set(b, mountInput(p, metal, { shape: "ROUND" }), { region });
    return { b, p, metal, before: await read(b, { region }) };
  }

  async function expectRefused(
    b: ReturnType<typeof browser>,
    input: Record<string, unknown>,
    code: string,
    before: Builder,
    vars: Record<string, unknown> = {},
  ) {
    const answer = await set(b, input, vars);
    expect(codes(answer)).toEqual([code]);
    expect(answer.failure!.errors[0]!.message.length).toBeGreaterThan(10);
    expect(answer.ringBuilder.failure).toEqual(answer.failure);
    const after = await read(b, vars);
    expect({ ...after, failure: null }).toEqual({ ...before, failure: null });
    return answer;
  }

  it("a stone of another shape than the setting's", async () => {
    const { b, p, before } = await withMount();
    const other = p.centreStoneShapes.find((s) => s !== "ROUND")!;
    const answer = await expectRefused(
      b,
      { centreStone: { nonSkuLabGrownDiamond: { shape: other, caratWeight: p.centreStoneWeightMin!, colour: "G", clarity: "VS2" } } },
      "SHAPE_MISMATCH",
      before,
    );
    expect(answer.failure!.errors[0]).toMatchObject({ item: "CENTRE_STONE", position: 2 });
  });

  it("a weight outside the setting's range, compared at six decimals", async () => {
    const { b, p, before } = await withMount();
    const lab = (caratWeight: number) => ({
      centreStone: { nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight, colour: "G", clarity: "VS2" } },
    });
    await expectRefused(b, lab(p.centreStoneWeightMax! + 0.000001), "CARAT_OUT_OF_RANGE", before);
    await expectRefused(b, lab(p.centreStoneWeightMin! - 0.000001), "CARAT_OUT_OF_RANGE", before);
    // Equal at six decimals is within.
    expect((await set(b, lab(p.centreStoneWeightMax! + 0.0000004))).failure).toBeNull();
  });

  it("a sold stone and an unknown one", async () => {
    const { b, p, before } = await withMount();
    const stone = await availableStone(
      { category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! },
      [],
    );
    const sold = await availableStone({ category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! }, [
      stone.identifier,
    ]);
    await markStonesUnavailable(testContext(database), [sold.identifier]);
    await expectRefused(b, { centreStone: { gemsApiIdentifier: sold.identifier } }, "STONE_UNAVAILABLE", before);
    await expectRefused(b, { centreStone: { gemsApiIdentifier: "ZZZZZZZ" } }, "STONE_NOT_FOUND", before);
  });

  it("a stone kind the setting does not take", async () => {
    const b = browser();
    const design = gemstoneSidesDesign();
    const shape = design.centreStoneShapes[0]!;
    await set(b, mountInput(design, design.variants[0]!.metal, { shape }));
    const before = await read(b);
    await expectRefused(
      b,
      {
        centreStone: {
          nonSkuGemstone: {
            shape,
            caratWeight: design.centreStoneWeightMin!,
            crystal: "SAPPHIRE",
            colour: "ROYAL_BLUE",
            colorGrade: "MEDIUM",
            clarity: "EYE_CLEAN",
          },
        },
      },
      "STONE_KIND_NOT_TAKEN",
      before,
    );
  });

  it("an unknown design, a metal it is not made in, a signature stone it does not have", async () => {
    const { b, p, before } = await withMount();
    await expectRefused(b, { mount: { engagementRing: { catalogueCode: "ER-9999", metal: "PLATINUM" } } }, "DESIGN_NOT_FOUND", before);
    await expectRefused(b, mountInput(p, "SILVER"), "METAL_NOT_OFFERED", before);
    await expectRefused(
      b,
      { mount: { ...mountInput(p, p.variants[0]!.metal).mount, signatureStone: { colour: "BLUE", crystal: "SAPPHIRE", width: 2 } } },
      "SIGNATURE_STONE_NOT_OFFERED",
      before,
    );
  });

  it("a signature stone on a design that has one is kept, and travels in the cookie", async () => {
    const b = browser();
    // A choice the design offers: its own variety, in a colour it comes in, at a width offered.
    const design = gemstoneSidesDesign();
    const crystal = design.gemstones[0] as GemstoneType;
    const choice = { colour: signatureStoneColours(crystal).at(-1)!, crystal, width: 2.5 };
    const answer = await set(b, { mount: { ...mountInput(design, design.variants[0]!.metal).mount, signatureStone: choice } });
    expect(answer.failure).toBeNull();
    expect(answer.ringBuilder.position1).toMatchObject({ signatureStone: choice });
    expect(JSON.parse(b.cookies.get(COOKIE.ringBuilder)!)).toMatchObject({ signatureStone: choice });
  });

  it("a ring size the region does not offer", async () => {
    const { b, before } = await withMount("US");
    // UK size A is far below the smallest US size (3).
    await expectRefused(b, { ringSize: "A" }, "RING_SIZE_NOT_OFFERED", before, { region: "US" });
  });
});

describe("bad input is a validation error", () => {
  it.each([
    ["a malformed stone identifier", { centreStone: { gemsApiIdentifier: "abc" } }],
    ["a negative carat", { centreStone: { nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight: -1, colour: "G", clarity: "VS2" } } }],
    [
      "two stones at once",
      {
        centreStone: {
          gemsApiIdentifier: "ABCDEFG",
          nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight: 1, colour: "G", clarity: "VS2" },
        },
      },
    ],
    ["a ring size that is none", { ringSize: "ZZ" }],
    ["nothing to change", {}],
  ])("%s", async (_name, input) => {
    const error = await set(browser(), input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OperationError);
    expect((error as OperationError).errors[0]!.extensions["category"]).toBe("validation");
  });
});

describe("the cookie", () => {
  async function built() {
    const b = browser();
    const { p, metal } = plainDesign();
    await set(b, mountInput(p, metal));
    return b;
  }

  it("a tampered, malformed or unknown cookie is ignored: a fresh builder, no error", async () => {
    const b = await built();
    const good = JSON.parse(b.cookies.get(COOKIE.ringBuilder)!) as { ref: string };
    const [id, signature] = good.ref.split(".") as [string, string];
    const tampered = [
      JSON.stringify({ ...good, ref: `${id}.${signature.slice(0, -2)}AA` }),
      JSON.stringify({ ...good, ref: `00000000-0000-4000-8000-000000000000.${signature}` }),
      JSON.stringify({ ...good, ref: id }),
      "not json",
      '{"ref":1}',
    ];
    for (const value of tampered) {
      const other = browser();
      other.cookies.set(COOKIE.ringBuilder, value);
      const builder = await read(other);
      expect(builder, value).toMatchObject({ id: null, position1: null, position2: null });
    }
  });

  it("a signed cookie for a builder that no longer exists is a fresh builder", async () => {
    const b = await built();
    const { ref } = JSON.parse(b.cookies.get(COOKIE.ringBuilder)!) as { ref: string };
    await database.db.execute(sql`delete from ring_builders where id = ${ref.split(".")[0]!}`);
    expect((await read(b)).id).toBeNull();
  });
});

describe("adoption at sign-in", () => {
  async function newUser(): Promise<SessionUser> {
    const email = `ring-${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = rowsOf<{ id: string }>(await database.db.execute(sql`insert into users (email) values (${email}) returning id`));
    return { id: row!.id, email, firstName: null, lastName: null, isConsultant: false, isAdmin: false } as unknown as SessionUser;
  }

  it("attaches the cookie's builder to the customer, who then reads it; the signed-out browser no longer does", async () => {
    const b = browser();
    const { p, metal } = plainDesign();
    const made = await set(b, mountInput(p, metal));
    const user = await newUser();
    expect(await adoptRingBuilder(b.ctx(), user.id)).toEqual({ ringBuilderId: made.ringBuilder.id });
    const signedIn = { ...b, ctx: (r: Region = "UK") => ({ ...b.ctx(r), user }) };
    expect((await read(signedIn)).id).toBe(made.ringBuilder.id);
    // Another device of the customer, without the cookie, reads it too.
    const phone = browser("UK", user);
    expect((await read(phone)).position1).toMatchObject({ catalogueCode: p.catalogueCode });
    // The same browser signed out holds a cookie for a customer's builder: ignored.
    expect((await read(b)).id).toBeNull();
  });

  it("happens when the visitor signs in: the ring built before is the customer's after", async () => {
    const b = browser();
    const { p, metal } = plainDesign();
    const made = await set(b, mountInput(p, metal));
    const password = "a ring for Ethan";
    await createCustomer(database.db, {
      email: "ethan.rings@example.com",
      firstName: "Ethan",
      lastName: null,
      phone: null,
      region: "UK",
      currency: "GBP",
      emailConsent: false,
      emailVerified: true,
      passwordHash: await hashPassword(password),
    });
    await executeOperation(b.ctx(), "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }", {
      e: "ethan.rings@example.com",
      p: password,
    });
    const signedIn = b.ctx();
    signedIn.user = await readSession(signedIn);
    expect(signedIn.user?.email).toBe("ethan.rings@example.com");
    const { ringBuilder } = await executeOperation<{ ringBuilder: { id: string | null } }>(signedIn, READ, {});
    expect(ringBuilder.id).toBe(made.ringBuilder.id);
    // Another device signed in as Ethan, without the cookie, reads the same ring.
    expect((await read(browser("UK", signedIn.user))).id).toBe(made.ringBuilder.id);
  });

  it("points the browser's cookie at the customer's builder when the browser has none", async () => {
    const user = await newUser();
    const laptop = browser();
    const { p, metal } = plainDesign();
    const made = await set(laptop, mountInput(p, metal));
    await adoptRingBuilder(laptop.ctx(), user.id);
    const phone = browser();
    expect(await adoptRingBuilder(phone.ctx(), user.id)).toEqual({ ringBuilderId: made.ringBuilder.id });
    const { ref } = JSON.parse(phone.cookies.get(COOKIE.ringBuilder)!) as { ref: string };
    expect(ref.split(".")[0]).toBe(made.ringBuilder.id);
    const signedIn = { ...phone, ctx: (r: Region = "UK") => ({ ...phone.ctx(r), user }) };
    expect((await read(signedIn)).id).toBe(made.ringBuilder.id);
  });
});

describe("a chosen stone that has been sold since", () => {
  it("says which stone is gone and offers available stones like it that the setting holds", async () => {
    const b = browser();
    const { p, metal } = plainDesign();
    const stone = await availableStone({ category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! });
    await set(b, { ...mountInput(p, metal, { shape: "ROUND" }), centreStone: { gemsApiIdentifier: stone.identifier } });
    await markStonesUnavailable(testContext(database), [stone.identifier]);
    const builder = await read(b);
    expect(builder.failure).toBeNull();
    expect(builder.unavailableStone).toMatchObject({
      gemsApiIdentifier: stone.identifier,
      reason: "UNAVAILABLE",
      shape: { systemCode: "ROUND" },
      caratWeight: stone.carat,
    });
    expect(builder.position2).toMatchObject({ availability: "UNAVAILABLE", price: null });
    expect(builder.similarStones.length).toBeGreaterThan(0);
    for (const s of builder.similarStones) {
      expect(s.shape).toBe("ROUND");
      expect(s.category).toBe("DIAMOND");
      expect(s.identifier).not.toBe(stone.identifier);
      expect(s.caratWeight).toBeGreaterThanOrEqual(p.centreStoneWeightMin!);
      expect(s.caratWeight).toBeLessThanOrEqual(p.centreStoneWeightMax!);
    }
    const distances = builder.similarStones.map((s) => Math.abs(s.caratWeight - stone.carat));
    expect(distances).toEqual([...distances].sort((a, c) => a - c));
    // The ring costs the setting alone until another stone is chosen.
    expect(builder.totalSalePrice.amount).toBe((builder.position1!["price"] as { amount: string }).amount);
  });
});

describe("concurrent changes", () => {
  it("two changes to the same builder at once both land", async () => {
    const b = browser();
    const { p, metal } = plainDesign();
    await set(b, { ringSize: "L" });
    const stone = await availableStone({ category: "DIAMOND", shape: "ROUND", min: p.centreStoneWeightMin!, max: p.centreStoneWeightMax! });
    await Promise.all([set(b, mountInput(p, metal, { shape: "ROUND" })), set(b, { centreStone: { gemsApiIdentifier: stone.identifier } })]);
    const builder = await read(b);
    expect([builder.position1?.__typename, builder.position2?.__typename].sort()).toEqual(["RingBuilderCentreStone", "RingBuilderMount"]);
    const [{ version }] = rowsOf<{ version: number }>(
      await database.db.execute(sql`select version from ring_builders where id = ${builder.id}`),
    ) as [{ version: number }];
    expect(version).toBe(2);
  });

  it("a change computed from a version another change has moved on from is not written", async () => {
    const b = browser();
    await set(b, { ringSize: "L" });
    const stale = (await currentBuilder(b.ctx()))!;
    await set(b, { ringSize: "M" });
    expect(await writeState(b.ctx(), stale, { ...stateOf(stale), ringSize: "P" })).toBeNull();
    expect((await read(b)).ringSize?.id).toBe("M");
  });
});
