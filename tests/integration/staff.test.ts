import { and, eq } from "drizzle-orm";
import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import { deliverQueuedMail } from "../helpers/mail.ts";
import { insertOrder, makeConsultant, makeCustomer } from "../helpers/orders.ts";
import { testContext } from "./site-context.ts";
import type { Database } from "../../server/db/client.ts";
import type { UserRow } from "../../server/services/accounts/users.ts";
import { customers, impersonations, orders, paymentTransactions, staffAuditLog, stoneHolds, stones } from "../../server/db/schema/index.ts";
import { executeOperation, OperationError } from "../../server/graphql/execute.ts";
import { storeContext } from "../../server/router-context.ts";
import { seedSite } from "../../server/seed/site.ts";
import { seedStones } from "../../server/seed/stones.ts";
import { readSession } from "../../server/services/accounts/index.ts";
import { startSession } from "../../server/services/accounts/sessions.ts";
import { forgetSiteData } from "../../server/services/site.ts";
import { impersonateAction, loadImpersonate, loadMakePayment, loadProfileOrders } from "../../app/routes/orders/orders.server.ts";
import { enGb } from "../../app/i18n/index.ts";
import { createTranslator } from "../../app/lib/intl.tsx";
import {
  loadStaffCustomer,
  loadStaffOrder,
  loadStaffOrders,
  staffOrderAction,
  type StaffActionData,
} from "../../app/routes/staff/staff.server.ts";

/**
 * The staff area through its loaders and forms, as a browser without scripts uses it: who may enter,
 * orders by status, allocating a bank transfer (once per form), dispatching with the tracking mail,
 * cancelling (stones back on sale), every action in the audit log; and a consultant seeing the store
 * as an order's customer.
 */

let database: Database;
let stoneIds: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSite(database.db);
  await seedStones(database, { stones: 4 });
  stoneIds = (await database.db.select({ id: stones.id }).from(stones)).map((s) => s.id);
  forgetSiteData();
});
afterAll(async () => {
  forgetSiteData();
  await database?.close();
});

/** A browser: its cookies kept from one request to the next; `signIn` opens a full session for a user. */
function browser() {
  const cookies = new Map<string, string>();
  async function context(): Promise<RouterContextProvider> {
    const ctx = testContext(database, { cookies });
    ctx.user = await readSession(ctx);
    const provider = new RouterContextProvider();
    provider.set(storeContext, ctx);
    return provider;
  }
  async function settle<T>(run: () => Promise<T>): Promise<{ status: number; location: string | null; value: T | null }> {
    try {
      const value = await run();
      const answer = value as { data?: unknown; init?: { status?: number } | null };
      if (answer && typeof answer === "object" && "init" in answer && "data" in answer)
        return { status: answer.init?.status ?? 200, location: null, value: answer.data as T };
      return { status: 200, location: null, value };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), value: null };
      throw thrown;
    }
  }
  return {
    cookies,
    async signIn(user: UserRow) {
      const ctx = testContext(database, { cookies });
      await startSession(ctx, user, "FULL");
    },
    async load<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, path: string, params: Record<string, string> = {}) {
      const request = new Request(`http://localhost${path}`);
      return settle(async () => loader({ request, params, context: await context() } as unknown as LoaderFunctionArgs));
    },
    async post<T = StaffActionData>(
      action: (args: ActionFunctionArgs) => Promise<unknown>,
      path: string,
      params: Record<string, string>,
      fields: Record<string, string>,
    ) {
      const request = new Request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      return settle(async () => (await action({ request, params, context: await context() } as unknown as ActionFunctionArgs)) as T);
    },
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      const ctx = testContext(database, { cookies });
      ctx.user = await readSession(ctx);
      return executeOperation<T>(ctx, query, variables);
    },
  };
}

async function consultantBrowser() {
  const b = browser();
  const consultant = await makeConsultant(database.db);
  await b.signIn(consultant);
  return { b, consultant };
}

async function transactionsOf(orderId: number) {
  return database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.createdAt);
}

async function auditOf(orderId: number) {
  return (await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.orderId, orderId)).orderBy(staffAuditLog.id)).map(
    (a) => a.action,
  );
}

describe("who may enter the staff area", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const answer = await browser().load(loadStaffOrders, "/staff/orders?status=PAID");
    expect(answer).toMatchObject({ status: 302, location: "/sign-in?redirectUrl=/staff/orders%3Fstatus%3DPAID" });
  });

  it("answers a signed-in customer not found", async () => {
    const b = browser();
    const customer = await makeCustomer(database.db);
    await b.signIn(customer);
    const order = await insertOrder(database.db, { userId: customer.id });
    expect((await b.load(loadStaffOrders, "/staff/orders")).status).toBe(404);
    expect((await b.load(loadStaffOrder, `/staff/orders/${order.id}`, { orderId: String(order.id) })).status).toBe(404);
    const form = await b.post(
      staffOrderAction,
      `/staff/orders/${order.id}`,
      { orderId: String(order.id) },
      { intent: "cancel", reason: "x" },
    );
    expect(form.status).toBe(404);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("AWAITING_PAYMENT");
  });

  it("shows a consultant the orders by status with counts, and a customer's page at the profile's staff link", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db, "Dorothy");
    const order = await insertOrder(database.db, { userId: customer.id, status: "PAID" });
    const list = await b.load(loadStaffOrders, "/staff/orders?status=paid");
    expect(list.status).toBe(200);
    expect(list.value!.status).toBe("PAID");
    expect(list.value!.counts.PAID).toBeGreaterThanOrEqual(1);
    expect(list.value!.orders.every((o) => o.status === "PAID")).toBe(true);
    expect(list.value!.orders.map((o) => o.id)).toContain(order.id);

    const [{ customerId } = { customerId: "" }] = await database.db
      .select({ customerId: customers.id })
      .from(customers)
      .where(eq(customers.userId, customer.id));
    const page = await b.load(loadStaffCustomer, `/staff/customers/${customerId}`, { customerId });
    expect(page.value!.customer).toMatchObject({ email: customer.email, firstName: "Dorothy" });
    expect(page.value!.customer.orders.map((o) => o.id)).toEqual([order.id]);
    expect((await b.load(loadStaffCustomer, "/staff/customers/nobody", { customerId: "nobody" })).status).toBe(404);
  });
});

describe("allocating a bank transfer", () => {
  it("records the money once per form, closes the transfer request and moves the order to PAID", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db);
    const order = await insertOrder(database.db, { userId: customer.id, pendingTransferMinor: 250_000 });
    const page = await b.load(loadStaffOrder, `/staff/orders/${order.id}`, { orderId: String(order.id) });
    expect(page.value!.suggestedAmount).toBe("2500.00");
    const form = {
      intent: "allocate",
      amount: page.value!.suggestedAmount,
      bankReference: "BARC 99812",
      receivedOn: page.value!.today,
      idempotencyKey: page.value!.allocationKey,
    };
    const first = await b.post(staffOrderAction, `/staff/orders/${order.id}`, { orderId: String(order.id) }, form);
    expect(first).toMatchObject({ status: 303, location: `/staff/orders/${order.id}?done=allocate` });
    const again = await b.post(staffOrderAction, `/staff/orders/${order.id}`, { orderId: String(order.id) }, form);
    expect(again).toMatchObject({ status: 303 });

    const rows = await transactionsOf(order.id);
    expect(rows.map((r) => [r.method, r.status, r.amountMinor])).toEqual([
      ["BANK_TRANSFER", "CANCELLED", 250_000],
      ["ALLOCATION", "SUCCEEDED", 250_000],
    ]);
    expect(rows[1]!.note).toContain("BARC 99812");
    const after = await b.load(loadStaffOrder, `/staff/orders/${order.id}?done=allocate`, { orderId: String(order.id) });
    expect(after.value!.order).toMatchObject({ status: "PAID", due: { minor: 0 }, paid: { minor: 250_000 } });
    expect(after.value!.done).toBe("allocate");
    expect(after.value!.order.events.map((e) => e.to)).toEqual(["AWAITING_PAYMENT", "PAID"]);
    expect(after.value!.order.audit.map((a) => a.action)).toEqual(["ORDER_ALLOCATE_PAYMENT"]);
  });

  it("the same form sent twice at once records one transaction", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db);
    const order = await insertOrder(database.db, { userId: customer.id });
    const form = {
      intent: "allocate",
      amount: "1000.00",
      bankReference: "NWB 7",
      receivedOn: "2026-11-25",
      idempotencyKey: `race-${order.id}-key`,
    };
    const params = { orderId: String(order.id) };
    const answers = await Promise.all([0, 1, 2].map(() => b.post(staffOrderAction, `/staff/orders/${order.id}`, params, form)));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect((await transactionsOf(order.id)).map((r) => [r.method, r.amountMinor])).toEqual([["ALLOCATION", 100_000]]);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("DEPOSIT_PAID");
    expect(await auditOf(order.id)).toEqual(["ORDER_ALLOCATE_PAYMENT"]);
  });

  it("a part payment leaves the order DEPOSIT_PAID with the right balance; too much or a bad amount is refused", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db);
    const order = await insertOrder(database.db, { userId: customer.id, plan: "DEPOSIT", depositMinor: 62_500 });
    const path = `/staff/orders/${order.id}`;
    const params = { orderId: String(order.id) };
    const base = { intent: "allocate", bankReference: "HSBC 1", receivedOn: "2026-11-20" };
    const bad = await b.post<StaffActionData>(staffOrderAction, path, params, {
      ...base,
      amount: "12,50",
      idempotencyKey: "key-bad-000001",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.value!.errors)).toEqual(["amount"]);
    const tooMuch = await b.post<StaffActionData>(staffOrderAction, path, params, {
      ...base,
      amount: "2500.01",
      idempotencyKey: "key-much-00001",
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.value!.errors["amount"]).toContain("more than the balance due");
    expect(await transactionsOf(order.id)).toEqual([]);

    const part = await b.post(staffOrderAction, path, params, { ...base, amount: "625.00", idempotencyKey: "key-part-00001" });
    expect(part.status).toBe(303);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("DEPOSIT_PAID");
    const page = await b.load(loadStaffOrder, path, params);
    expect(page.value!.order).toMatchObject({ due: { minor: 187_500 }, paid: { minor: 62_500 } });
    expect(page.value!.suggestedAmount).toBe("1875.00");
    const rest = await b.post(staffOrderAction, path, params, { ...base, amount: "1875.00", idempotencyKey: "key-rest-00001" });
    expect(rest.status).toBe(303);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("PAID");
    expect(await auditOf(order.id)).toEqual(["ORDER_ALLOCATE_PAYMENT", "ORDER_ALLOCATE_PAYMENT"]);
  });
});

describe("dispatching and cancelling", () => {
  it("dispatch with a courier and tracking number mails the customer; without them it is refused", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db, "Hedy");
    const order = await insertOrder(database.db, { userId: customer.id, status: "PAID" });
    const path = `/staff/orders/${order.id}`;
    const params = { orderId: String(order.id) };
    const empty = await b.post<StaffActionData>(staffOrderAction, path, params, {
      intent: "dispatch",
      shippingCompany: "",
      trackingNumber: "",
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.value!.errors).sort()).toEqual(["shippingCompany", "trackingNumber"]);
    const sent = await b.post(staffOrderAction, path, params, {
      intent: "dispatch",
      shippingCompany: "DHL Express",
      trackingNumber: "JD014600006281",
    });
    expect(sent).toMatchObject({ status: 303, location: `${path}?done=dispatch` });
    const mail = (await deliverQueuedMail(database.db)).find((m) => m.to === customer.email);
    expect(mail?.text).toContain("Courier: DHL Express. Tracking number: JD014600006281.");
    const twice = await b.post<StaffActionData>(staffOrderAction, path, params, {
      intent: "dispatch",
      shippingCompany: "DHL",
      trackingNumber: "2",
    });
    expect(twice.status).toBe(409);
    expect(twice.value!.refused).toBe("That is not possible while the order is dispatched.");
    expect(await auditOf(order.id)).toEqual(["ORDER_DISPATCH"]);
  });

  it("cancelling an unpaid order puts its stone back on sale; a paid order cannot be cancelled", async () => {
    const { b } = await consultantBrowser();
    const customer = await makeCustomer(database.db);
    const order = await insertOrder(database.db, {
      userId: customer.id,
      lines: [{ name: "Emerald-cut diamond", unitPriceMinor: 800_000, stoneId: stoneIds[0]! }],
    });
    expect(await database.db.select().from(stoneHolds).where(eq(stoneHolds.stoneId, stoneIds[0]!))).toHaveLength(1);
    const params = { orderId: String(order.id) };
    const cancelled = await b.post(staffOrderAction, `/staff/orders/${order.id}`, params, {
      intent: "cancel",
      reason: "Customer asked by phone",
    });
    expect(cancelled.status).toBe(303);
    expect(await database.db.select().from(stoneHolds).where(eq(stoneHolds.stoneId, stoneIds[0]!))).toEqual([]);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Customer asked by phone",
    });
    expect(await auditOf(order.id)).toEqual(["ORDER_CANCEL"]);

    const paid = await insertOrder(database.db, { userId: customer.id, status: "PAID" });
    const refused = await b.post<StaffActionData>(
      staffOrderAction,
      `/staff/orders/${paid.id}`,
      { orderId: String(paid.id) },
      { intent: "cancel", reason: "no" },
    );
    expect(refused.status).toBe(409);
  });
});

describe("a customer's orders", () => {
  it('lists only their placed orders; another customer\'s order, or none, is "Order #n not found"', async () => {
    const b = browser();
    const ada = await makeCustomer(database.db, "Ada");
    const eve = await makeCustomer(database.db, "Eve");
    await b.signIn(ada);
    const own = await insertOrder(database.db, { userId: ada.id });
    const theirs = await insertOrder(database.db, { userId: eve.id });
    const mine = await b.load((args) => loadProfileOrders(args, "my-orders", String(own.id)), `/profile/my-orders?id=${own.id}`);
    expect(mine.value!.orders!.orders.map((o) => o.id)).toEqual([own.id]);
    expect(mine.value!.orders!.selected).toMatchObject({ id: String(own.id), order: { id: own.id } });
    const other = await b.load((args) => loadProfileOrders(args, "my-orders", String(theirs.id)), `/profile/my-orders?id=${theirs.id}`);
    expect(other.value!.orders!.selected).toEqual({ id: String(theirs.id), order: null });
    const t = createTranslator("en-gb", enGb);
    expect(t("order_not_found", { orderId: theirs.id })).toBe(`Order #${theirs.id} not found`);
    const pay = await b.load(loadMakePayment, `/makePayment/${theirs.id}`, { orderId: String(theirs.id) });
    expect(pay.status).toBe(404);
    const payOwn = await b.load(loadMakePayment, `/makePayment/${own.id}`, { orderId: String(own.id) });
    expect(payOwn.value!.order.due).toEqual({ minor: 250_000, currency: "GBP" });
    expect(payOwn.value!.bank.reference).toBe(own.bankReference);
    expect(payOwn.value!.bank.fields.map((f) => f.code)).toEqual(["SORT_CODE", "ACCOUNT_NUMBER"]);
  });
});

describe("the same through the API", () => {
  it('answers a customer\'s own orders, "Order #n not found" for any other, and staff operations to consultants only', async () => {
    const ada = await makeCustomer(database.db, "Ada");
    const eve = await makeCustomer(database.db, "Eve");
    const own = await insertOrder(database.db, { userId: ada.id, discountMinor: 10_000, promoCode: "SPRING10" });
    const theirs = await insertOrder(database.db, { userId: eve.id });
    const customer = browser();
    await customer.signIn(ada);
    const ORDER = `query($id: Int!) { myOrder(orderId: $id) { __typename
      ... on ErrorResult { errorCode message }
      ... on CustomerOrder { id status total { amount currency } due { amount } saved { amount } promoCode promoApplied lines { name } } } }`;
    const mine = await customer.graphql<{ myOrder: Record<string, unknown> }>(ORDER, { id: own.id });
    expect(mine.myOrder).toMatchObject({
      __typename: "CustomerOrder",
      id: own.id,
      status: "AWAITING_PAYMENT",
      total: { amount: "2400.00", currency: "GBP" },
      due: { amount: "2400.00" },
      saved: { amount: "100.00" },
      promoCode: "SPRING10",
      promoApplied: true,
    });
    const other = await customer.graphql<{ myOrder: Record<string, unknown> }>(ORDER, { id: theirs.id });
    expect(other.myOrder).toEqual({
      __typename: "CustomerOrderNotFound",
      errorCode: "NOT_FOUND",
      message: `Order #${theirs.id} not found`,
    });
    const list = await customer.graphql<{ myOrders: { id: number }[] }>("{ myOrders { id } }");
    expect(list.myOrders.map((o) => o.id)).toContain(own.id);
    expect(list.myOrders.map((o) => o.id)).not.toContain(theirs.id);
    const anonymous = await browser()
      .graphql("{ myOrders { id } }")
      .then(
        () => null,
        (e: OperationError) => e.errors[0]!.extensions["category"],
      );
    expect(anonymous).toBe("authorization");

    const ALLOCATE = `mutation($input: OrderAllocationInput!) { allocateOrderPayment(input: $input) { __typename
      ... on StaffOrderOutcome { status due { amount } }
      ... on ErrorResult { errorCode message } } }`;
    const input = {
      orderId: own.id,
      amount: "2400.00",
      bankReference: "LLOY 4",
      receivedOn: "2026-11-26",
      idempotencyKey: `api-${own.id}-key`,
    };
    const refused = await customer.graphql(ALLOCATE, { input }).then(
      () => null,
      (e: OperationError) => e.errors[0]!.extensions["category"],
    );
    expect(refused).toBe("authorization");
    const { b: staff } = await consultantBrowser();
    const first = await staff.graphql<{ allocateOrderPayment: unknown }>(ALLOCATE, { input });
    expect(first.allocateOrderPayment).toEqual({ __typename: "StaffOrderOutcome", status: "PAID", due: { amount: "0.00" } });
    const again = await staff.graphql<{ allocateOrderPayment: unknown }>(ALLOCATE, { input });
    expect(again.allocateOrderPayment).toEqual(first.allocateOrderPayment);
    expect((await transactionsOf(own.id)).filter((r) => r.method === "ALLOCATION")).toHaveLength(1);
    const cancel = await staff.graphql<{ cancelOrder: unknown }>(
      `mutation($id: Int!) { cancelOrder(orderId: $id, reason: "test") { __typename ... on ErrorResult { errorCode } } }`,
      { id: own.id },
    );
    expect(cancel.cancelOrder).toEqual({ __typename: "StaffOrderRefused", errorCode: "UNAVAILABLE" });
  });
});

describe("seeing the store as an order's customer", () => {
  it("acts as the customer (who may not change the password nor pay), says so, and ends back on the staff order page; both ends audited", async () => {
    const { b, consultant } = await consultantBrowser();
    const customer = await makeCustomer(database.db, "Katherine");
    const order = await insertOrder(database.db, { userId: customer.id });
    const start = await b.load(loadImpersonate, `/impersonate/${order.id}`, { orderId: String(order.id) });
    expect(start).toMatchObject({ status: 302, location: `/profile/my-orders?id=${order.id}` });

    const me = await b.graphql<{ me: { email: string; isConsultant: boolean } }>("{ me { email isConsultant } }");
    expect(me.me).toEqual({ email: customer.email, isConsultant: false });
    const layout = await b.load(
      async (args) => loadProfileOrders(args, "my-orders", String(order.id)),
      `/profile/my-orders?id=${order.id}`,
    );
    expect(layout.value!.orders!.selected!.order!.id).toBe(order.id);

    const change = await b
      .graphql(`mutation { changePassword(currentPassword: "order tests password", newPassword: "a brand new password") { success } }`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(change).toBeInstanceOf(OperationError);
    expect((change as OperationError).errors[0]!.extensions["category"]).toBe("authorization");

    // Every page says so: the signed-in user names the consultant acting and the order (the banner's way out).
    const acting = await b.graphql<{ me: { impersonatedBy: { consultantName: string; orderId: number } | null } }>(
      "{ me { impersonatedBy { consultantName orderId } } }",
    );
    expect(acting.me.impersonatedBy).toEqual({ consultantName: consultant.firstName, orderId: order.id });
    // The payment page shows the balance but offers no way to pay while a consultant acts.
    const pay = await b.load(loadMakePayment, `/makePayment/${order.id}`, { orderId: String(order.id) });
    expect(pay.value!.acting).toBe(true);
    // Nor can they choose how to pay, or place an order, through the checkout.
    const paying = await b.graphql<{ setCheckoutPayment: { __typename: string } }>(
      `mutation { setCheckoutPayment(orderId: ${order.id}, input: { method: BANK_TRANSFER, plan: FULL, acknowledged: true }) { __typename } }`,
    );
    expect(paying.setCheckoutPayment.__typename).toBe("PaymentNotAllowed");
    const placing = await b.graphql<{ placeOrder: { __typename: string } }>(
      `mutation { placeOrder(orderId: ${order.id}, placeKey: "impersonated-place-key") { __typename } }`,
    );
    expect(placing.placeOrder.__typename).toBe("PaymentNotAllowed");
    // The customer's staff page, which the profile links to while a consultant looks.
    const staffLink = await b.graphql<{ me: { customer: { adminProfileUrl: string | null } } }>("{ me { customer { adminProfileUrl } } }");
    const url = new URL(staffLink.me.customer.adminProfileUrl!);
    const customerId = url.pathname.split("/").pop()!;
    expect(url.pathname).toBe(`/staff/customers/${customerId}`);
    const customerPage = await b.load(loadStaffCustomer, url.pathname, { customerId });
    expect(customerPage.value!.customer.email).toBe(customer.email);
    // The consultant can still reach the staff area while acting.
    expect((await b.load(loadStaffOrder, `/staff/orders/${order.id}`, { orderId: String(order.id) })).status).toBe(200);

    const end = await b.post(impersonateAction, `/impersonate/${order.id}`, { orderId: String(order.id) }, {});
    expect(end).toMatchObject({ status: 303, location: `/staff/orders/${order.id}` });
    expect(await database.db.select().from(impersonations).where(eq(impersonations.consultantUserId, consultant.id))).toEqual([]);
    const back = await b.graphql<{ me: { email: string } }>("{ me { email } }");
    expect(back.me.email).toBe(consultant.email);
    const audit = await database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.orderId, order.id), eq(staffAuditLog.actorUserId, consultant.id)))
      .orderBy(staffAuditLog.id);
    expect(audit.map((a) => [a.action, a.subjectUserId])).toEqual([
      ["IMPERSONATION_START", customer.id],
      ["IMPERSONATION_END", customer.id],
    ]);
  });

  it("is not found for a customer, and for an order that does not exist", async () => {
    const b = browser();
    const customer = await makeCustomer(database.db);
    await b.signIn(customer);
    const order = await insertOrder(database.db, { userId: customer.id });
    expect((await b.load(loadImpersonate, `/impersonate/${order.id}`, { orderId: String(order.id) })).status).toBe(404);
    const { b: staff } = await consultantBrowser();
    expect((await staff.load(loadImpersonate, "/impersonate/99999999", { orderId: "99999999" })).status).toBe(404);
  });
});
