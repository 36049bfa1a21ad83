import { describe, expect, it } from "vitest";
import { CHECKOUT_STEPS, checkoutPath, parseCheckoutPath } from "./checkout.ts";

describe("checkout addresses", () => {
  it("round-trip every step and the thank-you page", () => {
    for (const page of [...CHECKOUT_STEPS, "thank-you" as const]) {
      expect(parseCheckoutPath(checkoutPath(100001, page))).toEqual({ orderId: 100001, page });
    }
  });
  it("an order without a step names the order", () => {
    expect(parseCheckoutPath("/checkout/100001")).toEqual({ orderId: 100001, page: null });
  });
  it.each([
    "/checkout/abc/shipping",
    "/checkout/0/shipping",
    "/checkout/1e5",
    "/checkout/100001/pay",
    "/checkout/-1/review",
    "/checkout/1234567890",
  ])("%s names no checkout page", (path) => expect(parseCheckoutPath(path)).toBeNull());
});
