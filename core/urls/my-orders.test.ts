import { describe, expect, it } from "vitest";
import { impersonatePath, makePaymentPath, myOrdersPath, ownedPiecePath, parseOrderId } from "./my-orders.ts";

describe("a customer's order addresses", () => {
  it("reads an order number written by the paths, and nothing else", () => {
    for (const id of [1, 100001, 999_999_999]) {
      expect(parseOrderId(makePaymentPath(id).split("/").pop())).toBe(id);
      expect(parseOrderId(impersonatePath(id).split("/").pop())).toBe(id);
      expect(parseOrderId(ownedPiecePath(id).split("/").pop())).toBe(id);
      expect(parseOrderId(new URLSearchParams(myOrdersPath(id).split("?")[1]).get("id"))).toBe(id);
    }
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "1e3", "abc", "1234567890", " 12x"]) expect(parseOrderId(bad)).toBeNull();
  });

  it("writes My orders with and without an order open", () => {
    expect(myOrdersPath()).toBe("/profile/my-orders");
    expect(myOrdersPath(100001)).toBe("/profile/my-orders?id=100001");
  });
});
