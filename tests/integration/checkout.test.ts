import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bagLines,
  bags,
  mailOutbox,
  orderEvents,
  orderLines,
  orders,
  paymentTransactions,
  productPrices,
  readyToGoItems,
  users,
} from "../../server/db/schema/index.ts";
import type { Db } from "../../server/db/client.ts";
import { useSmallCatalogue } from "../helpers/catalogue.ts";
import { failure, testBrowser, type TestBrowser } from "../helpers/accounts.ts";
import { makeCustomer, TEST_PASSWORD } from "../helpers/orders.ts";

/**
 * Checkout through the API (docs/product.md#checkout): the bag made an order with a snapshot of its
 * lines, the shipping step's address rules and US sales tax, the payment step's acknowledgement,
 * placing once per key, prices moved since the bag shown old beside new, guests becoming customers,
 * an existing account's address, and another visitor's order refused.
 */

const store = useSmallCatalogue();

const ORDER = /* GraphQL */ `
  fragment O on Order {
    id number status email express deliveryDate taxName taxRateBasisPoints promoCode paymentPlan paymentMethod bankReference placedAt
    address { name line1 city subdivision postcode country }
    lines { name quantity kind unitPrice { amount currency } total { amount } tax { amount } discount { amount } deliveryDays }
    subtotal { amount currency } discount { amount } shipping { amount } tax { amount } total { amount currency } payNow { amount }
    bankAccount { accountName fields { code value } }
  }`;

const CHECKOUT = /* GraphQL */ `
  ${ORDER}
  query C($id: Int!) {
    checkout(orderId: $id) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Checkout { order { ...O } express { price { amount } date } depositOffer { amount } paymentMethods deliveryCountries }
    }
  }`;

const START = /* GraphQL */ `
  mutation S($email: String, $region: Region) {
    startCheckout(email: $email, region: $region) {
      __typename
      ... on CheckoutStarted { orderId }
      ... on StonesTaken { stones { identifier name } }
      ... on PromoUnavailable { code }
      ... on ErrorResult { errorCode message }
    }
  }`;

const SHIP = /* GraphQL */ `
  mutation Ship($id: Int!, $input: CheckoutShippingInput!) {
    setCheckoutShipping(orderId: $id, input: $input) { __typename ... on ErrorResult { errorCode message } }
  }`;

const PAY = /* GraphQL */ `
  mutation Pay($id: Int!, $input: CheckoutPaymentInput!) {
    setCheckoutPayment(orderId: $id, input: $input) { __typename ... on ErrorResult { errorCode message } }
  }`;

const PLACE = /* GraphQL */ `
  mutation Place($id: Int!, $key: String!, $accept: Boolean) {
    placeOrder(orderId: $id, placeKey: $key, acceptPrices: $accept) {
      __typename
      ... on OrderPlaced { orderId }
      ... on PricesChanged { lines { name was { amount } now { amount } } }
      ... on ErrorResult { errorCode message }
    }
  }`;

const ADD = /* GraphQL */ `
  mutation Add($input: AddToBagInput!, $region: Region) {
    addToBag(input: $input, region: $region) { __typename ... on BagChanged { bag { checkoutable total { amount } lines { unitPrice { amount } } } } }
  }`;

type Money = { amount: string; currency?: string };
interface OrderShape {
  id: string;
  number: number;
  status: string;
  email: string;
  taxName: string | null;
  bankReference: string | null;
  placedAt: string | null;
  address: { postcode: string; subdivision: string | null } | null;
  lines: { name: string; quantity: number; unitPrice: Money; total: Money; tax: Money }[];
  subtotal: Money;
  tax: Money;
  total: Money;
  payNow: Money;
}

function necklace() {
  const p = store.products.find((x) => x.kind === "JEWELLERY" && x.productType !== "RING")!;
  return { p, variant: p.variants[0]! };
}

async function addNecklace(b: TestBrowser, region: "UK" | "US" = "UK", quantity = 1) {
  const { p, variant } = necklace();
  const r = await b.run<{ addToBag: { __typename: string; bag: { checkoutable: boolean } } }>(ADD, {
    region,
    input: { product: { catalogueCode: p.catalogueCode, metal: variant.metal, quantity } },
  });
  expect(r.addToBag.__typename).toBe("BagChanged");
  return r.addToBag.bag;
}

async function start(b: TestBrowser, email: string | null, region: "UK" | "US" = "UK") {
  return (await b.run<{ startCheckout: { __typename: string; orderId?: number } }>(START, { email, region })).startCheckout;
}

async function read(b: TestBrowser, id: number) {
  return (await b.run<{ checkout: { __typename: string; message?: string; order: OrderShape } }>(CHECKOUT, { id })).checkout;
}

const UK_ADDRESS = { name: "Ada Lovelace", line1: "1 Hatton Garden", city: "London", postcode: "ec1n8jy", country: "GB" };
const US_ADDRESS = { name: "Ada Lovelace", line1: "5th Avenue 700", city: "New York", subdivision: "NY", postcode: "10019", country: "US" };
const UK_PHONE = { countryCode: "44", nationalNumber: "7911 123456" };
const US_PHONE = { countryCode: "1", nationalNumber: "212 555 0123" };

async function ship(b: TestBrowser, id: number, input: Record<string, unknown>) {
  return (await b.run<{ setCheckoutShipping: { __typename: string } }>(SHIP, { id, input })).setCheckoutShipping;
}
async function pay(b: TestBrowser, id: number, input: Record<string, unknown>) {
  return (await b.run<{ setCheckoutPayment: { __typename: string } }>(PAY, { id, input })).setCheckoutPayment;
}
async function place(b: TestBrowser, id: number, key: string, accept?: boolean) {
  return (
    await b.run<{ placeOrder: { __typename: string; orderId?: number; lines?: { name: string; was: Money; now: Money }[] } }>(PLACE, {
      id,
      key,
      accept,
    })
  ).placeOrder;
}

const minor = (m: Money) => Math.round(Number(m.amount) * 100);

async function outbox(db: Db, to: string) {
  return db.select({ template: mailOutbox.template, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.to, to));
}

let serial = 0;
const newEmail = () => `guest.${++serial}.${Date.now()}@example.com`;

describe("checkout", () => {
  it("a guest gives an e-mail, becomes a customer signed in, and the order snapshots the bag", async () => {
    const b = testBrowser(store.database);
    const bag = await addNecklace(b, "UK", 2);
    expect(bag.checkoutable).toBe(true);
    const missing = await failure(start(b, null));
    expect(missing.violations.map((v) => v.path.join("."))).toEqual(["email"]);
    const email = newEmail();
    const started = await start(b, email);
    expect(started.__typename).toBe("CheckoutStarted");
    expect((await b.me())?.email).toBe(email);
    const c = await read(b, started.orderId!);
    expect(c.__typename).toBe("Checkout");
    expect(c.order).toMatchObject({ status: "AWAITING_PAYMENT", email, placedAt: null, taxName: null });
    expect(c.order.lines).toHaveLength(1);
    expect(c.order.lines[0]!.quantity).toBe(2);
    expect(c.order.lines[0]!.name).toContain(necklace().p.productName);
    expect(minor(c.order.subtotal)).toBe(2 * minor(c.order.lines[0]!.unitPrice));
    expect(c.order.bankReference).toMatch(new RegExp(`^HV-${c.order.number}-\\d{2}$`));
    expect((await outbox(store.database.db, email)).map((m) => m.template)).toEqual(["welcome"]);
  });

  it("UK: the address's postcode is checked, VAT is included (no line added), bank transfer needs its acknowledgement, one placement per key", async () => {
    const b = testBrowser(store.database);
    await addNecklace(b);
    const email = newEmail();
    const id = (await start(b, email)).orderId!;
    const bad = await failure(ship(b, id, { address: { ...UK_ADDRESS, postcode: "12345" }, phone: UK_PHONE, express: false }));
    expect(bad.violations.map((v) => v.path.join("."))).toEqual(["input.address.postcode"]);
    expect((await ship(b, id, { address: UK_ADDRESS, phone: UK_PHONE, express: false, saveAddress: true })).__typename).toBe("Checkout");
    const shipped = (await read(b, id)).order;
    expect(shipped.address).toMatchObject({ postcode: "EC1N 8JY", subdivision: null });
    expect(shipped.taxName).toBeNull();
    expect(minor(shipped.tax)).toBe(0);
    expect(minor(shipped.total)).toBe(minor(shipped.subtotal));

    const unacknowledged = await failure(pay(b, id, { method: "BANK_TRANSFER", plan: "FULL" }));
    expect(unacknowledged.violations).toEqual([
      {
        path: ["input", "acknowledged"],
        message: "Please confirm that you understand your order will not be processed until the transfer is received.",
      },
    ]);
    expect((await pay(b, id, { method: "BANK_TRANSFER", plan: "FULL", acknowledged: true })).__typename).toBe("Checkout");

    const key = "review-key-0123456789abcdef";
    const [first, second] = await Promise.all([place(b, id, key), place(b, id, key)]);
    expect(first).toEqual({ __typename: "OrderPlaced", orderId: id });
    expect(second).toEqual({ __typename: "OrderPlaced", orderId: id });
    const tx = await store.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id));
    expect(tx).toHaveLength(1);
    expect(tx[0]).toMatchObject({
      method: "BANK_TRANSFER",
      status: "PENDING",
      kind: "PAYMENT",
      amountMinor: minor(shipped.total),
      currency: "GBP",
    });
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.placedAt).not.toBeNull();
    expect(row!.placeKey).toBe(key);
    // The bag is empty and the mail is queued with the transfer's details.
    const mails = await outbox(store.database.db, email);
    const placed = mails.find((m) => m.template === "order-placed")!;
    expect((placed.data as { bank: { reference: string } }).bank.reference).toBe(row!.bankReference);
    expect((await read(b, id)).__typename).toBe("CheckoutClosed");
  });

  it("US: the state's sales tax is added as its own amount, split over the lines", async () => {
    const b = testBrowser(store.database, { region: "US" });
    await addNecklace(b, "US");
    const id = (await start(b, newEmail(), "US")).orderId!;
    const refused = await failure(ship(b, id, { address: { ...US_ADDRESS, subdivision: "ZZ" }, phone: US_PHONE, express: false }));
    expect(refused.violations.map((v) => v.path.join("."))).toEqual(["input.address.subdivision"]);
    await ship(b, id, { address: US_ADDRESS, phone: US_PHONE, express: false });
    const o = (await read(b, id)).order;
    expect(o.taxName).toBe("Sales tax");
    expect(o.subtotal.currency).toBe("USD");
    // New York's state rate, 4%, rounded half away from zero.
    expect(minor(o.tax)).toBe(Math.round(minor(o.subtotal) * 0.04));
    expect(minor(o.total)).toBe(minor(o.subtotal) + minor(o.tax));
    expect(o.lines.reduce((n, l) => n + minor(l.tax), 0)).toBe(minor(o.tax));
    // Oregon adds none.
    await ship(b, id, { address: { ...US_ADDRESS, subdivision: "OR", postcode: "97201" }, phone: US_PHONE, express: false });
    expect(minor((await read(b, id)).order.tax)).toBe(0);
  });

  it("an e-mail that has an account: the order is that customer's, nobody is signed in, the placed mail goes to them", async () => {
    const owner = await makeCustomer(store.database.db, "Olivia");
    const b = testBrowser(store.database);
    await addNecklace(b);
    const id = (await start(b, owner.email.toUpperCase())).orderId!;
    expect(await b.me()).toBeNull();
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBe(owner.id);
    await ship(b, id, { address: UK_ADDRESS, phone: UK_PHONE, express: false });
    await pay(b, id, { method: "BANK_TRANSFER", plan: "FULL", acknowledged: true });
    expect((await place(b, id, "existing-account-key-0001")).__typename).toBe("OrderPlaced");
    const mails = await store.database.db
      .select({ template: mailOutbox.template, to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "order-placed")));
    expect(mails.some((m) => m.to.toLowerCase() === owner.email.toLowerCase())).toBe(true);
    const [user] = await store.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user!.email).toBe(owner.email);
  });

  it("another visitor's order, and a number no order has, are both not found", async () => {
    const a = testBrowser(store.database);
    await addNecklace(a);
    const id = (await start(a, newEmail())).orderId!;
    const stranger = testBrowser(store.database);
    expect(await read(stranger, id)).toEqual({ __typename: "OrderNotFound", errorCode: "NOT_FOUND", message: `Order #${id} not found` });
    expect((await read(stranger, 999_999)).__typename).toBe("OrderNotFound");
    expect((await place(stranger, id, "stranger-key-000000000")).__typename).toBe("OrderNotFound");
  });

  it("checking out the same bag again cancels the earlier unplaced order, whose reservation goes to the new one", async () => {
    const db = store.database.db;
    // The last ready-to-go ring in stock: the first checkout reserves it, the second takes it over.
    const [item] = await db.select().from(readyToGoItems).limit(1);
    await db.update(readyToGoItems).set({ quantity: 1 }).where(eq(readyToGoItems.id, item!.id));
    const b = testBrowser(store.database);
    await addNecklace(b);
    const added = await b.run<{ addToBag: { __typename: string } }>(ADD, { input: { readyToGo: { id: item!.id } } });
    expect(added.addToBag.__typename).toBe("BagChanged");
    const first = (await start(b, newEmail())).orderId!;
    const again = await start(b, null);
    expect(again.__typename).toBe("CheckoutStarted");
    const second = again.orderId!;
    expect(second).not.toBe(first);
    const [row] = await db.select().from(orders).where(eq(orders.id, first));
    expect(row!.status).toBe("CANCELLED");
    expect((await read(b, second)).order.lines).toHaveLength(2);
    const [stock] = await db.select({ quantity: readyToGoItems.quantity }).from(readyToGoItems).where(eq(readyToGoItems.id, item!.id));
    expect(stock!.quantity).toBe(0);
  });

  it("a price moved since the bag is shown old beside new, and placed at the new price once accepted", async () => {
    const b = testBrowser(store.database);
    await addNecklace(b);
    const id = (await start(b, newEmail())).orderId!;
    await ship(b, id, { address: UK_ADDRESS, phone: UK_PHONE, express: false });
    await pay(b, id, { method: "BANK_TRANSFER", plan: "FULL", acknowledged: true });
    const before = (await read(b, id)).order;
    const [line] = await store.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const variantId = line!.variantId!;
    const price = and(eq(productPrices.variantId, variantId), eq(productPrices.currency, "GBP"), eq(productPrices.taxType, "INCLUSIVE"));
    const [old] = await store.database.db.select().from(productPrices).where(price);
    await store.database.db
      .update(productPrices)
      .set({ amountMinor: old!.amountMinor + 5_000 })
      .where(price);
    try {
      const changed = await place(b, id, "price-change-key-00000001");
      expect(changed.__typename).toBe("PricesChanged");
      expect(changed.lines).toEqual([
        { name: before.lines[0]!.name, was: { amount: before.lines[0]!.unitPrice.amount }, now: { amount: expect.any(String) } },
      ]);
      expect(minor(changed.lines![0]!.now) - minor(changed.lines![0]!.was)).toBe(5_000);
      expect((await read(b, id)).order.placedAt).toBeNull();
      expect((await place(b, id, "price-change-key-00000001", true)).__typename).toBe("OrderPlaced");
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.totalMinor).toBe(minor(before.total) + 5_000);
      // The bag it was made from is empty.
      const bagId = (line!.details as { bagId: string }).bagId;
      expect(await store.database.db.select().from(bagLines).where(eq(bagLines.bagId, bagId))).toHaveLength(0);
      expect((await store.database.db.select().from(bags).where(eq(bags.id, bagId)))[0]!.promoCode).toBeNull();
    } finally {
      await store.database.db.update(productPrices).set({ amountMinor: old!.amountMinor }).where(price);
    }
  });

  it("a signed-in customer checks out at once, keeps the address, and chooses it next time", async () => {
    const customer = await makeCustomer(store.database.db, "Grace");
    const b = testBrowser(store.database);
    await b.run("mutation In($e: String!, $p: String!) { signIn(email: $e, password: $p) { jwt } }", {
      e: customer.email,
      p: TEST_PASSWORD,
    });
    await addNecklace(b);
    const first = (await start(b, null)).orderId!;
    const [event] = await store.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, first));
    expect(event).toMatchObject({ fromStatus: null, toStatus: "AWAITING_PAYMENT", actorKind: "CUSTOMER", actorUserId: customer.id });
    const offer = (await b.run<{ checkout: { express: { price: Money } | null } }>(CHECKOUT, { id: first })).checkout.express;
    if (offer) {
      await ship(b, first, { address: UK_ADDRESS, phone: UK_PHONE, express: true, saveAddress: true });
      const shipped = (await read(b, first)).order;
      expect(minor(shipped.total)).toBe(minor(shipped.subtotal) + minor(offer.price));
    } else {
      const noExpress = await failure(ship(b, first, { address: UK_ADDRESS, phone: UK_PHONE, express: true, saveAddress: true }));
      expect(noExpress.violations.map((v) => v.path.join("."))).toEqual(["input.express"]);
      await ship(b, first, { address: UK_ADDRESS, phone: UK_PHONE, express: false, saveAddress: true });
    }
    await pay(b, first, { method: "BANK_TRANSFER", plan: "FULL", acknowledged: true });
    expect((await place(b, first, "signed-in-key-0000000001")).__typename).toBe("OrderPlaced");

    await addNecklace(b);
    const second = (await start(b, null)).orderId!;
    const saved = (
      await b.run<{ checkout: { savedAddresses: { id: string; postcode: string }[] } }>(
        "query C($id: Int!) { checkout(orderId: $id) { ... on Checkout { savedAddresses { id postcode } } } }",
        { id: second },
      )
    ).checkout.savedAddresses;
    expect(saved.map((a) => a.postcode)).toEqual(["EC1N 8JY"]);
    await ship(b, second, { savedAddressId: saved[0]!.id, phone: UK_PHONE, express: false });
    expect((await read(b, second)).order.address).toMatchObject({ postcode: "EC1N 8JY" });
    // Another visitor cannot use it.
    const stranger = testBrowser(store.database);
    await addNecklace(stranger);
    const theirs = (await start(stranger, newEmail())).orderId!;
    const refused = await failure(ship(stranger, theirs, { savedAddressId: saved[0]!.id, phone: UK_PHONE, express: false }));
    expect(refused.violations.map((v) => v.path.join("."))).toEqual(["input.savedAddressId"]);
  });
});
