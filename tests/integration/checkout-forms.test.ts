import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { readSession } from "../../server/services/accounts/index.ts";
import { addToBag } from "../../server/services/bag/index.ts";
import { storeContext } from "../../server/router-context.ts";
import { loadStart, loadStep, loadThankYou, startAction, stepAction, type FormAnswer } from "../../app/routes/checkout/checkout.server.ts";
import { useSmallCatalogue } from "../helpers/catalogue.ts";
import { testContext } from "./site-context.ts";

/**
 * The checkout's pages as a browser without scripts uses them (forms posted to their own page): the
 * e-mail first, each step's form answering 303 to the next or the page again with each error under
 * its field, the review's key placing the order, the thank-you page with the transfer's details; an
 * order number that is not a number is 404, another visitor's order "Order #n not found".
 */

const store = useSmallCatalogue();

function browser(region: "UK" | "US" = "UK") {
  const cookies = new Map<string, string>();
  async function context() {
    const ctx = testContext(store.database, { cookies, region });
    ctx.user = await readSession(ctx);
    const provider = new RouterContextProvider();
    provider.set(storeContext, ctx);
    return { provider, ctx };
  }
  const base = region === "UK" ? "http://localhost" : "http://localhost/us";
  return {
    context,
    async get<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, path: string, params: Record<string, string> = {}) {
      const { provider } = await context();
      return loader({ request: new Request(`${base}${path}`), params, context: provider } as unknown as LoaderFunctionArgs);
    },
    async post(
      action: (args: ActionFunctionArgs) => Promise<unknown>,
      path: string,
      params: Record<string, string>,
      fields: Record<string, string>,
    ) {
      const { provider } = await context();
      const body = new URLSearchParams(fields);
      const request = new Request(`${base}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      return (await action({ request, params, context: provider } as unknown as ActionFunctionArgs)) as
        Response | { data: FormAnswer; init: { status: number } };
    },
  };
}

function location(answer: unknown): string {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.get("location")!;
}

function refused(answer: unknown): { status: number; data: FormAnswer } {
  const a = answer as { data: FormAnswer; init: { status: number } | number };
  return { status: typeof a.init === "number" ? a.init : a.init.status, data: a.data };
}

async function stepData(b: ReturnType<typeof browser>, orderId: number, step: string) {
  const answer = (await b.get(loadStep, `/checkout/${orderId}/${step}`, { orderId: String(orderId), step })) as unknown as {
    data: { kind: string; placeKey: string | null; checkout: { order: { total: { amount: string } } } };
    init: { status: number } | number;
  };
  return answer;
}

describe("the checkout's forms without scripts", () => {
  it("e-mail, delivery, payment, review and thank-you, each form answering the next page", async () => {
    const b = browser();
    const necklace = store.products.find((x) => x.kind === "JEWELLERY" && x.productType !== "RING")!;
    expect(
      (await addToBag((await b.context()).ctx, { product: { catalogueCode: necklace.catalogueCode, metal: necklace.variants[0]!.metal } }))
        .ok,
    ).toBe(true);

    expect((await b.get(loadStart, "/checkout")).signedInEmail).toBeNull();
    const noEmail = refused(await b.post(startAction, "/checkout", {}, { email: "" }));
    expect(noEmail.status).toBe(400);
    expect(noEmail.data.errors).toEqual({ email: "Please enter your email." });

    const shipping = location(await b.post(startAction, "/checkout", {}, { email: `forms.${Date.now()}@example.com` }));
    const orderId = Number(/^\/checkout\/(\d+)\/shipping$/.exec(shipping)![1]);
    expect((await stepData(b, orderId, "shipping")).data.kind).toBe("step");
    // Payment before the address goes back to the address.
    expect(location(await b.get(loadStep, `/checkout/${orderId}/payment`, { orderId: String(orderId), step: "payment" }))).toBe(
      `/checkout/${orderId}/shipping`,
    );

    const address = {
      intent: "shipping",
      "address.name": "Ada Lovelace",
      "address.line1": "1 Hatton Garden",
      "address.city": "London",
      "address.postcode": "nope",
      "address.country": "GB",
      "phone.countryCode": "44",
      "phone.nationalNumber": "7911 123456",
      express: "0",
    };
    const badPostcode = refused(await b.post(stepAction, shipping, { orderId: String(orderId) }, address));
    expect(badPostcode.status).toBe(400);
    expect(Object.keys(badPostcode.data.errors)).toEqual(["address.postcode"]);
    expect(badPostcode.data.values["address.name"]).toBe("Ada Lovelace");
    expect(location(await b.post(stepAction, shipping, { orderId: String(orderId) }, { ...address, "address.postcode": "EC1N 8JY" }))).toBe(
      `/checkout/${orderId}/payment`,
    );

    const noAck = refused(
      await b.post(
        stepAction,
        `/checkout/${orderId}/payment`,
        { orderId: String(orderId) },
        { intent: "payment", method: "BANK_TRANSFER", plan: "FULL" },
      ),
    );
    expect(noAck.data.errors).toEqual({
      acknowledged: "Please confirm that you understand your order will not be processed until the transfer is received.",
    });
    expect(
      location(
        await b.post(
          stepAction,
          `/checkout/${orderId}/payment`,
          { orderId: String(orderId) },
          { intent: "payment", method: "BANK_TRANSFER", plan: "FULL", acknowledged: "1" },
        ),
      ),
    ).toBe(`/checkout/${orderId}/review`);

    const review = await stepData(b, orderId, "review");
    expect(review.data.placeKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const placed = location(
      await b.post(
        stepAction,
        `/checkout/${orderId}/review`,
        { orderId: String(orderId) },
        { intent: "place", placeKey: review.data.placeKey! },
      ),
    );
    expect(placed).toBe(`/checkout/${orderId}/thank-you`);
    // The same form sent again finds the same placement.
    expect(
      location(
        await b.post(
          stepAction,
          `/checkout/${orderId}/review`,
          { orderId: String(orderId) },
          { intent: "place", placeKey: review.data.placeKey! },
        ),
      ),
    ).toBe(placed);

    const thanks = await b.get(loadThankYou, placed, { orderId: String(orderId) });
    expect(thanks.order.bankReference).toMatch(/^HV-\d+-\d{2}$/);
    expect(thanks.order.bankAccount?.fields.map((f) => f.code)).toEqual(["SORT_CODE", "ACCOUNT_NUMBER"]);
    expect(thanks.seo.robots).toBe("noindex, nofollow");

    // A placed order's steps lead to its thank-you page.
    expect(location(await b.get(loadStep, `/checkout/${orderId}/review`, { orderId: String(orderId), step: "review" }))).toBe(placed);

    // Another browser: not found, by number.
    const other = browser();
    const missing = await stepData(other, orderId, "shipping");
    expect(missing.init === 404 || (missing.init as { status: number }).status === 404).toBe(true);
    expect(missing.data).toMatchObject({ kind: "missing", number: orderId, closed: false });
    expect((missing.data as unknown as { seo: { title: string } }).seo.title).toContain(`Order #${orderId} not found`);
  });

  it("an order number that is not a number, or a step that is none, is not found", async () => {
    const b = browser();
    await expect(b.get(loadStep, "/checkout/abc/shipping", { orderId: "abc", step: "shipping" })).rejects.toMatchObject({ status: 404 });
    await expect(b.get(loadStep, "/checkout/100001/pay", { orderId: "100001", step: "pay" })).rejects.toMatchObject({ status: 404 });
    // The order's own address opens its first step.
    const first = (await b.get(loadStep, "/checkout/100001", { orderId: "100001" })) as unknown as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/checkout/100001/shipping");
  });
});
