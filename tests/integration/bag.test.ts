import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/sql.ts";
import { bagLines, bags, promoCodes, readyToGoItems, stoneHolds, stones } from "../../server/db/schema/index.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import type { SeedProduct } from "../../server/seed/catalogue.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { markStonesUnavailable } from "../../server/services/stones/index.ts";
import { createCustomer, hashPassword, readSession } from "../../server/services/accounts/index.ts";
import { priceBag } from "../../server/services/bag/index.ts";
import type { SessionUser } from "../../server/context.ts";
import { COOKIE } from "../../core/cookies.ts";
import { resolveMarket } from "../../core/market.ts";
import type { Region } from "../../core/regions.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { seedSmallCatalogue } from "../helpers/catalogue.ts";
import { createTestDatabase } from "../helpers/db.ts";
import { testContext } from "./site-context.ts";

/**
 * The bag through the API (docs/product.md#the-bag): each kind of line, a stone once, ready-to-go rings
 * within their stock, prices in the visitor's market, sold stones, the anonymous bag given to the
 * customer at sign-in, bad input refused with nothing changed, and promo codes.
 */

let database: Database;
let products: SeedProduct[];

beforeAll(async () => {
  database = await createTestDatabase();
  products = await seedSmallCatalogue(database, { engagement: 24, wedding: 2, readyToGo: 2, jewellery: 3 });
  await seedStones(database, { stones: 1500, seed: 7 });
  const day = 24 * 60 * 60 * 1000;
  await database.db.insert(promoCodes).values([
    { code: "WELCOME10", kind: "PERCENTAGE", percentBasisPoints: 1000, excludedKinds: ["STONE"] },
    { code: "SAVE100", kind: "FIXED_AMOUNT", amountMinor: 10_000, currency: "GBP", minSpendMinor: 100_000 },
    { code: "LATER", kind: "PERCENTAGE", percentBasisPoints: 500, startsAt: new Date(Date.now() + day) },
    { code: "OVER", kind: "PERCENTAGE", percentBasisPoints: 500, endsAt: new Date(Date.now() - day) },
    { code: "BIGSPEND", kind: "PERCENTAGE", percentBasisPoints: 500, currency: "GBP", minSpendMinor: 100_000_000 },
    { code: "ONLYSTONES", kind: "PERCENTAGE", percentBasisPoints: 500, excludedKinds: ["RING", "PRODUCT", "READY_TO_GO"] },
    { code: "NOUSES", kind: "PERCENTAGE", percentBasisPoints: 500, maxUses: 1 },
    { code: "ONCEEACH", kind: "PERCENTAGE", percentBasisPoints: 500, maxUsesPerCustomer: 1 },
  ]);
});

afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

function browser(region: Region = "UK", user: SessionUser | null = null) {
  const cookies = new Map<string, string>();
  const ctx = (r: Region = region) => ({ ...testContext(database, { region: r, cookies }), user });
  return { cookies, ctx, region };
}
type Browser = ReturnType<typeof browser>;

const BAG = /* GraphQL */ `
  fragment BagParts on Bag {
    id count checkoutable deliveryDate expressDeliveryDate
    expressPrice { amount currency }
    subtotal { amount currency } total { amount currency }
    promo { code applied reason discount { amount currency } }
    lines {
      id kind quantity name description href available unavailableReason stoneIdentifier ringSize
      unitPrice { amount currency } total { amount currency } similarStones { identifier }
    }
  }`;

const READ = /* GraphQL */ `
  ${BAG}
  query Read($region: Region) { bag(region: $region) { ...BagParts } }`;

const ADD = /* GraphQL */ `
  ${BAG}
  mutation Add($input: AddToBagInput!, $region: Region) {
    addToBag(input: $input, region: $region) {
      __typename
      ... on BagChanged { lineId bag { ...BagParts } }
      ... on ErrorResult { errorCode message }
      ... on BagRefused { reason available }
    }
  }`;

const REMOVE = /* GraphQL */ `
  ${BAG}
  mutation Remove($lineId: ID!) { removeFromBag(lineId: $lineId) { __typename ... on BagChanged { bag { ...BagParts } } } }`;

const QUANTITY = /* GraphQL */ `
  mutation Quantity($lineId: ID!, $quantity: Int!) {
    setBagLineQuantity(lineId: $lineId, quantity: $quantity) { __typename ... on BagRefused { reason available } ... on BagChanged { bag { count } } }
  }`;

const PROMO = /* GraphQL */ `
  ${BAG}
  mutation Promo($code: String!) { applyPromoCode(code: $code) { ...BagParts } }`;

interface Line {
  id: string;
  kind: string;
  quantity: number;
  name: string;
  available: boolean;
  unavailableReason: string | null;
  stoneIdentifier: string | null;
  unitPrice: { amount: string; currency: string };
  total: { amount: string; currency: string };
  similarStones: { identifier: string }[];
}
interface Bag {
  id: string | null;
  count: number;
  checkoutable: boolean;
  subtotal: { amount: string; currency: string };
  total: { amount: string; currency: string };
  promo: { code: string; applied: boolean; reason: string | null; discount: { amount: string } } | null;
  expressDeliveryDate: string | null;
  lines: Line[];
}
type AddAnswer =
  | { __typename: "BagChanged"; lineId: string; bag: Bag }
  | { __typename: "BagRefused"; errorCode: string; reason: string; available: number | null };

const read = async (b: Browser, region?: Region) =>
  (await executeOperation<{ bag: Bag }>(b.ctx(region), READ, region ? { region } : {})).bag;
const add = async (b: Browser, input: Record<string, unknown>) =>
  (await executeOperation<{ addToBag: AddAnswer }>(b.ctx(), ADD, { input })).addToBag;
const added = async (b: Browser, input: Record<string, unknown>) => {
  const answer = await add(b, input);
  if (answer.__typename !== "BagChanged") throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer;
};

async function violations(run: Promise<unknown>): Promise<string[]> {
  try {
    await run;
  } catch (e) {
    if (!(e instanceof OperationError)) throw e;
    return e.errors.flatMap((err) => {
      const v = (err.extensions?.["violations"] as { path: (string | number)[] }[] | undefined) ?? [];
      return v.map((x) => x.path.join("."));
    });
  }
  throw new Error("expected a validation error");
}

function wedding() {
  const p = products.find((x) => x.kind === "WEDDING_RING")!;
  return { p, variant: p.variants[0]! };
}
function necklace() {
  const p = products.find((x) => x.kind === "JEWELLERY" && x.productType !== "RING")!;
  return { p, variant: p.variants[0]! };
}

async function stock(): Promise<{ id: number; sku: string; quantity: number }[]> {
  return database.db.select({ id: readyToGoItems.id, sku: readyToGoItems.sku, quantity: readyToGoItems.quantity }).from(readyToGoItems);
}

async function availableStones(n: number, skip: string[] = []): Promise<string[]> {
  const rows = rowsOf<{ identifier: string }>(
    await database.db.execute(
      sql`select identifier from stones where available and category = 'DIAMOND' and shape = 'ROUND' order by id limit ${n + skip.length + 20}`,
    ),
  );
  return rows
    .map((r) => r.identifier)
    .filter((id) => !skip.includes(id))
    .slice(0, n);
}

const used: string[] = [];
async function freshStone(): Promise<string> {
  const [id] = await availableStones(1, used);
  used.push(id!);
  return id!;
}

describe("adding to the bag", () => {
  it("adds a wedding ring in a metal and size, priced like its page; the same again adds to its quantity", async () => {
    const b = browser();
    expect((await read(b)).count).toBe(0);
    const { p, variant } = wedding();
    const first = await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M", quantity: 1 } });
    expect(b.cookies.get(COOKIE.bag)).toMatch(/^[0-9a-f-]{36}\./);
    expect(first.bag.count).toBe(1);
    expect(first.bag.lines[0]).toMatchObject({ kind: "PRODUCT", quantity: 1, available: true, ringSize: "M" });
    expect(first.bag.lines[0]!.name).toContain(p.productName);
    const again = await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } });
    expect(again.bag.lines).toHaveLength(1);
    expect(again.bag.count).toBe(2);
    const unit = Number(again.bag.lines[0]!.unitPrice.amount);
    expect(Number(again.bag.lines[0]!.total.amount)).toBe(unit * 2);
    // Another size is another line.
    const other = await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "N" } });
    expect(other.bag.lines).toHaveLength(2);
  });

  it("adds a jewellery piece without a size, and refuses a size for it", async () => {
    const b = browser();
    const { p, variant } = necklace();
    expect(await violations(add(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } }))).toEqual([
      "input.product.ringSize",
    ]);
    const answer = await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal } });
    expect(answer.bag.lines[0]).toMatchObject({ kind: "PRODUCT", available: true });
  });

  it("adds a ring from the ring builder, priced as the builder prices it, and the builder keeps it", async () => {
    const b = browser();
    const p = products.find(
      (x) => x.kind === "ENGAGEMENT_RING" && !x.ringStyles.includes("GEMSTONE_SIDES") && x.centreStoneShapes.includes("ROUND"),
    )!;
    const metal = p.variants.find((v) => v.shape === "ROUND")!.metal;
    const set = await executeOperation<{ ringBuilderSet: { ringBuilder: { salePrice: { total: { amount: string } } } } }>(
      b.ctx(),
      `mutation($input: RingBuilderSetInput!) { ringBuilderSet(input: $input) { ringBuilder { salePrice { total { amount } } } } }`,
      {
        input: {
          mount: { engagementRing: { catalogueCode: p.catalogueCode, metal, shape: "ROUND" } },
          centreStone: { nonSkuLabGrownDiamond: { shape: "ROUND", caratWeight: p.centreStoneWeightMin!, colour: "F", clarity: "VS1" } },
        },
      },
    );
    // A ring needs a size.
    expect(await violations(add(b, { ring: {} }))).toEqual(["input.ring.ringSize"]);
    expect((await read(b)).count).toBe(0);
    const answer = await added(b, { ring: { ringSize: "L" } });
    expect(answer.bag.lines[0]).toMatchObject({ kind: "RING", quantity: 1, available: true, ringSize: "L" });
    expect(answer.bag.lines[0]!.unitPrice.amount).toBe(set.ringBuilderSet.ringBuilder.salePrice.total.amount);
    const builder = await executeOperation<{ ringBuilder: { id: string | null } }>(b.ctx(), "{ ringBuilder { id } }");
    expect(builder.ringBuilder.id).not.toBeNull();
  });

  it("adds a loose stone once: adding it again leaves one line of one", async () => {
    const b = browser();
    const identifier = await freshStone();
    const first = await added(b, { stone: { identifier } });
    expect(first.bag.lines[0]).toMatchObject({ kind: "STONE", quantity: 1, stoneIdentifier: identifier, available: true });
    const again = await added(b, { stone: { identifier: identifier.toLowerCase() } });
    expect(again.bag.lines).toHaveLength(1);
    expect(again.bag.count).toBe(1);
    expect(await violations(executeOperation(b.ctx(), QUANTITY, { lineId: first.lineId, quantity: 2 }))).toEqual(["quantity"]);
  });

  it("never takes a ready-to-go ring above its stock", async () => {
    const b = browser();
    const [item] = await stock();
    const refused = await add(b, { readyToGo: { sku: item!.sku, quantity: item!.quantity + 1 } });
    expect(refused).toMatchObject({
      __typename: "BagRefused",
      errorCode: "UNAVAILABLE",
      reason: "OUT_OF_STOCK",
      available: item!.quantity,
    });
    expect((await read(b)).count).toBe(0);
    const ok = await added(b, { readyToGo: { sku: item!.sku, quantity: item!.quantity } });
    expect(ok.bag.lines[0]).toMatchObject({ kind: "READY_TO_GO", quantity: item!.quantity, available: true });
    const more = await add(b, { readyToGo: { id: item!.id } });
    expect(more).toMatchObject({ __typename: "BagRefused", reason: "OUT_OF_STOCK" });
    const q = await executeOperation<{ setBagLineQuantity: { __typename: string } }>(b.ctx(), QUANTITY, {
      lineId: ok.lineId,
      quantity: item!.quantity + 1,
    });
    expect(q.setBagLineQuantity.__typename).toBe("BagRefused");
    // Stock sold elsewhere: the line says so and cannot be checked out.
    await database.db.update(readyToGoItems).set({ quantity: 0 }).where(eq(readyToGoItems.id, item!.id));
    const after = await read(b);
    expect(after.lines[0]).toMatchObject({ available: false, unavailableReason: "OUT_OF_STOCK" });
    expect(after.checkoutable).toBe(false);
    await database.db.update(readyToGoItems).set({ quantity: item!.quantity }).where(eq(readyToGoItems.id, item!.id));
  });

  it("refuses a sold or unknown stone", async () => {
    const b = browser();
    const identifier = await freshStone();
    await markStonesUnavailable(b.ctx(), [identifier]);
    expect(await add(b, { stone: { identifier } })).toMatchObject({ __typename: "BagRefused", reason: "SOLD" });
    expect(await add(b, { stone: { identifier: "ZZZZZZZZ" } })).toMatchObject({ __typename: "BagRefused" });
    expect((await read(b)).id).toBeNull();
  });
});

describe("bad input", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["nothing named", {}, [""]],
    ["two things at once", { stone: { identifier: "23456789" }, readyToGo: { sku: "X" } }, ["input.stone"]],
    ["a malformed stone identifier", { stone: { identifier: "not-one" } }, ["input.stone.identifier"]],
    ["a quantity of zero", { product: { variantId: 1, quantity: 0 } }, ["input.product.quantity"]],
    ["a quantity above ten", { readyToGo: { sku: "X", quantity: 11 } }, ["input.readyToGo.quantity"]],
    ["a ring size that is none", { product: { variantId: 1, ringSize: "ZZ" } }, ["input.product.ringSize"]],
    ["a catalogue code without a metal", { product: { catalogueCode: "ABC" } }, ["input.product.metal"]],
  ])("%s is refused under its path and changes nothing", async (_name, input, paths) => {
    const b = browser();
    const found = await violations(add(b, input));
    expect(found.map((p) => (p === "input" ? "" : p))).toEqual(paths);
    expect(b.cookies.has(COOKIE.bag)).toBe(false);
  });

  it("refuses removing a line of another bag", async () => {
    const mine = browser();
    const theirs = browser();
    const answer = await added(theirs, { stone: { identifier: await freshStone() } });
    await added(mine, { product: { catalogueCode: wedding().p.catalogueCode, metal: wedding().variant.metal, ringSize: "K" } });
    expect(await violations(executeOperation(mine.ctx(), REMOVE, { lineId: answer.lineId }))).toEqual(["lineId"]);
    expect((await read(theirs)).count).toBe(1);
  });
});

describe("prices", () => {
  it("re-prices every line in the visitor's market: GBP in the UK, USD in the US", async () => {
    const b = browser();
    const { p, variant } = wedding();
    await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } });
    await added(b, { stone: { identifier: await freshStone() } });
    const uk = await read(b, "UK");
    const us = await read(b, "US");
    expect(uk.lines.every((l) => l.unitPrice.currency === "GBP")).toBe(true);
    expect(uk.subtotal.currency).toBe("GBP");
    expect(us.lines.every((l) => l.unitPrice.currency === "USD")).toBe(true);
    expect(us.total.currency).toBe("USD");
    expect(us.lines[0]!.unitPrice.amount).not.toBe(uk.lines[0]!.unitPrice.amount);
  });

  it("shows a sold stone unavailable, with similar stones, left out of the subtotal and not checkoutable", async () => {
    const b = browser();
    const identifier = await freshStone();
    const other = await freshStone();
    await added(b, { stone: { identifier } });
    const answer = await added(b, { stone: { identifier: other } });
    expect(answer.bag.checkoutable).toBe(true);
    await markStonesUnavailable(b.ctx(), [identifier]);
    const after = await read(b);
    const line = after.lines.find((l) => l.stoneIdentifier === identifier)!;
    expect(line).toMatchObject({ available: false, unavailableReason: "SOLD" });
    expect(line.similarStones.length).toBeGreaterThan(0);
    expect(line.similarStones.map((s) => s.identifier)).not.toContain(identifier);
    expect(after.subtotal).toEqual(after.lines.find((l) => l.stoneIdentifier === other)!.total);
    expect(after.checkoutable).toBe(false);
  });

  it("shows a stone held by an order unavailable", async () => {
    const b = browser();
    const identifier = await freshStone();
    await added(b, { stone: { identifier } });
    const [row] = await database.db.select({ id: stones.id }).from(stones).where(eq(stones.identifier, identifier));
    const holds = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into orders (user_id, region, currency, locale, tax_type, exchange_rate, email, subtotal_minor, total_minor)
            values (${(await customer("holder@example.com")).id}, 'UK', 'GBP', 'en-gb', 'INCLUSIVE', 1, 'holder@example.com', 0, 0) returning id`,
      ),
    );
    await database.db.insert(stoneHolds).values({ stoneId: row!.id, orderId: holds[0]!.id });
    const after = await read(b);
    expect(after.lines[0]).toMatchObject({ available: false, unavailableReason: "SOLD" });
    expect(after.checkoutable).toBe(false);
  });
});

async function customer(email: string, password = "a long enough password") {
  const made = await createCustomer(database.db, {
    email,
    firstName: "Ada",
    lastName: null,
    phone: null,
    region: "UK",
    currency: "GBP",
    emailConsent: false,
    emailVerified: true,
    passwordHash: await hashPassword(password),
  });
  return made!;
}

async function signIn(b: Browser, email: string, password = "a long enough password"): Promise<SessionUser> {
  await executeOperation(b.ctx(), "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }", {
    e: email,
    p: password,
  });
  const user = await readSession(b.ctx());
  return user!;
}

describe("at sign-in", () => {
  it("gives the anonymous bag to a customer who has none", async () => {
    await customer("first.bag@example.com");
    const b = browser();
    const answer = await added(b, { stone: { identifier: await freshStone() } });
    const user = await signIn(b, "first.bag@example.com");
    const phone = browser("UK", user);
    const bag = await read(phone);
    expect(bag.id).toBe(answer.bag.id);
    expect(bag.count).toBe(1);
  });

  it("merges the anonymous bag into the customer's: lines added, a stone already there not doubled", async () => {
    await customer("merge.bag@example.com");
    const laptop = browser();
    const shared = await freshStone();
    const { p, variant } = wedding();
    await added(laptop, { stone: { identifier: shared } });
    await added(laptop, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } });
    const user = await signIn(laptop, "merge.bag@example.com");
    // Later, signed out on another browser, the visitor adds the same stone and another piece.
    const phone = browser();
    const own = (await read(browser("UK", user))).id;
    await added(phone, { stone: { identifier: shared } });
    await added(phone, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } });
    const other = await freshStone();
    await added(phone, { stone: { identifier: other } });
    await signIn(phone, "merge.bag@example.com");
    const bag = await read(browser("UK", user));
    expect(bag.id).toBe(own);
    expect(bag.lines.filter((l) => l.stoneIdentifier === shared)).toHaveLength(1);
    expect(bag.lines.some((l) => l.stoneIdentifier === other)).toBe(true);
    expect(bag.lines.find((l) => l.kind === "PRODUCT")!.quantity).toBe(2);
    expect(bag.count).toBe(4);
    const anonymous = await database.db
      .select({ id: bags.id })
      .from(bags)
      .where(sql`${bags.userId} is null and ${bags.id} <> ${own}`);
    expect(anonymous.every((row) => row.id !== own)).toBe(true);
  });
});

describe("promo codes", () => {
  async function bagWith(): Promise<Browser> {
    const b = browser();
    const { p, variant } = wedding();
    await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M", quantity: 3 } });
    await added(b, { stone: { identifier: await freshStone() } });
    return b;
  }
  const promo = async (b: Browser, code: string) =>
    (await executeOperation<{ applyPromoCode: Bag }>(b.ctx(), PROMO, { code })).applyPromoCode;

  it("takes 10% off every line but loose stones, with the amount saved", async () => {
    const b = await bagWith();
    const bag = await promo(b, " welcome10 ");
    expect(bag.promo).toMatchObject({ code: "WELCOME10", applied: true, reason: null });
    const product = bag.lines.find((l) => l.kind === "PRODUCT")!;
    expect(Number(bag.promo!.discount.amount)).toBeCloseTo(Number(product.total.amount) / 10, 2);
    expect(Number(bag.total.amount)).toBeCloseTo(Number(bag.subtotal.amount) - Number(bag.promo!.discount.amount), 2);
  });

  it.each([
    ["NOPE", "NOT_FOUND"],
    ["LATER", "NOT_STARTED"],
    ["OVER", "ENDED"],
    ["BIGSPEND", "MIN_SPEND"],
    ["ONLYSTONES", "ONLYSTONES"],
  ])("%s does not apply: %s", async (code, reason) => {
    const b = browser();
    const { p, variant } = wedding();
    await added(b, { product: { catalogueCode: p.catalogueCode, metal: variant.metal, ringSize: "M" } });
    const bag = await promo(b, code);
    expect(bag.promo).toMatchObject({ applied: false, reason: reason === "ONLYSTONES" ? "NO_ELIGIBLE_LINES" : reason });
    expect(bag.total).toEqual(bag.subtotal);
  });

  it("a code in another currency: CURRENCY", async () => {
    const b = await bagWith();
    await promo(b, "SAVE100");
    expect((await read(b, "UK")).promo).toMatchObject({ applied: true });
    expect((await read(b, "US")).promo).toMatchObject({ applied: false, reason: "CURRENCY" });
  });

  it("every use taken, or this customer's: USED_UP and USED_BY_CUSTOMER", async () => {
    const user = await customer("promo.user@example.com");
    const [order] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into orders (user_id, region, currency, locale, tax_type, exchange_rate, email, subtotal_minor, total_minor)
            values (${user.id}, 'UK', 'GBP', 'en-gb', 'INCLUSIVE', 1, 'promo.user@example.com', 0, 0) returning id`,
      ),
    );
    const [nouses] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, "NOUSES"));
    await database.db.execute(
      sql`insert into promo_redemptions (promo_code_id, order_id, user_id) values (${nouses!.id}, ${order!.id}, ${user.id})`,
    );
    const b = await bagWith();
    expect((await promo(b, "NOUSES")).promo).toMatchObject({ applied: false, reason: "USED_UP" });
    const [second] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into orders (user_id, region, currency, locale, tax_type, exchange_rate, email, subtotal_minor, total_minor)
            values (${user.id}, 'UK', 'GBP', 'en-gb', 'INCLUSIVE', 1, 'promo.user@example.com', 0, 0) returning id`,
      ),
    );
    const [once] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, "ONCEEACH"));
    await database.db.execute(
      sql`insert into promo_redemptions (promo_code_id, order_id, user_id) values (${once!.id}, ${second!.id}, ${user.id})`,
    );
    const signedIn = browser("UK", { ...(await signIn(browser(), "promo.user@example.com", "a long enough password")) });
    await added(signedIn, { stone: { identifier: await freshStone() } });
    expect((await promo(signedIn, "ONCEEACH")).promo).toMatchObject({ applied: false, reason: "USED_BY_CUSTOMER" });
    // Anyone else may still use it.
    expect((await promo(b, "ONCEEACH")).promo).toMatchObject({ applied: true });
  });

  it("refuses a malformed code as bad input, and priceBag gives checkout the same answer", async () => {
    const b = await bagWith();
    expect(await violations(promo(b, "x"))).toEqual(["code"]);
    await promo(b, "WELCOME10");
    const priced = await priceBag(b.ctx(), resolveMarket(b.ctx()));
    expect(priced.promo).toMatchObject({ code: "WELCOME10", applied: true });
    expect(Object.keys(priced.promo!.lineDiscounts)).toHaveLength(1);
    await database.db.select().from(bagLines).limit(1);
  });
});
