import { describe, expect, it } from "vitest";
import { money } from "../../core/money.ts";
import { renderMail } from "./templates.tsx";

/** The "order placed" mail: the lines and totals, what to pay and how, the reference, the link to the order. */
describe("order placed mail", () => {
  const data = {
    firstName: "Ada",
    orderId: 100001,
    url: "http://localhost/profile/my-orders?id=100001&authToken=abc",
    lines: [{ name: "1.00ct Round Natural Diamond", quantity: 1, total: money(421_000, "USD") }],
    subtotal: money(421_000, "USD"),
    discount: null,
    shipping: null,
    tax: money(16_840, "USD"),
    taxName: "Sales tax",
    total: money(437_840, "USD"),
    payNow: money(109_460, "USD"),
    later: money(328_380, "USD"),
    deliveryDate: "2026-12-09",
    bank: {
      accountName: "Hatton & Vale Ltd",
      bankName: "Demo Bank N.A., New York",
      fields: [
        { code: "ROUTING_NUMBER", value: "021000021" },
        { code: "ACCOUNT_NUMBER", value: "000123456789" },
      ],
      reference: "HV-100001-19",
    },
  };

  it("says what to pay now and later, by transfer to the store's account quoting the reference", async () => {
    const mail = await renderMail("order-placed", "en-us", data);
    expect(mail.subject).toBe("Your Hatton & Vale order 100001");
    expect(mail.text).toContain("Sales tax: $168.40");
    expect(mail.text).toContain("Total: $4,378.40");
    expect(mail.text).toContain(
      "Please pay the deposit of $1,094.60 by bank transfer now; the balance of $3,283.80 is paid before your order ships.",
    );
    expect(mail.text).toContain("Routing number: 021000021");
    expect(mail.text).toContain("Reference HV-100001-19");
    expect(mail.text).toContain("Estimated delivery: Wednesday, December 9.");
    expect(mail.html).toContain("HV-100001-19");
    expect(mail.html).toContain(data.url.replace(/&/g, "&amp;"));
  });

  it("in full, in pounds, without a tax line", async () => {
    const mail = await renderMail("order-placed", "en-gb", {
      ...data,
      tax: null,
      taxName: null,
      subtotal: money(421_000, "GBP"),
      total: money(421_000, "GBP"),
      payNow: money(421_000, "GBP"),
      later: null,
      lines: [{ name: "1.00ct Round Natural Diamond", quantity: 1, total: money(421_000, "GBP") }],
    });
    expect(mail.text).toContain("Please pay £4,210 by bank transfer.");
    expect(mail.text).not.toContain("Sales tax");
  });
});
