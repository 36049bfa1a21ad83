import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../vocabulary/orders.ts";
import { isCustomerId, parseStatusParam, staffCustomerPath, staffOrderPath, staffOrdersPath, STATUS_PARAM } from "./staff.ts";

describe("the staff area's addresses", () => {
  it("reads back every status the orders list writes, in any case; anything else is all orders", () => {
    for (const status of ORDER_STATUSES) {
      const query = new URLSearchParams(staffOrdersPath(status).split("?")[1]);
      expect(parseStatusParam(query.get(STATUS_PARAM))).toBe(status);
      expect(parseStatusParam(status.toLowerCase())).toBe(status);
    }
    expect(staffOrdersPath()).toBe("/staff/orders");
    for (const other of [null, "", "SHIPPED", "paid!", "__proto__"]) expect(parseStatusParam(other)).toBeNull();
  });

  it("writes an order's and a customer's pages under /staff, never under a region", () => {
    expect(staffOrderPath(100001)).toBe("/staff/orders/100001");
    const id = "3f2b8c1e-4d5a-4b6c-9d7e-0a1b2c3d4e5f";
    expect(staffCustomerPath(id)).toBe(`/staff/customers/${id}`);
    expect(isCustomerId(id)).toBe(true);
    expect(isCustomerId("nobody")).toBe(false);
  });
});
