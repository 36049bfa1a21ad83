import { describe, expect, it } from "vitest";
import { checkPhone } from "./phone.ts";
import { phoneField } from "./users.ts";

/** The issues a phone as entered gets from the registration and profile field: path and message. */
function issues(countryCode: string, nationalNumber: string) {
  const result = phoneField.safeParse({ countryCode, nationalNumber });
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("checkPhone: the numbering plan of the country", () => {
  it("accepts a valid number and drops the trunk 0 where the country dials it only at home", () => {
    expect(checkPhone("44", "07400123456")).toEqual({ ok: true, countryCode: "44", nationalNumber: "7400123456", e164: "+447400123456" });
    expect(checkPhone("1", "2125550147")).toMatchObject({ ok: true, e164: "+12125550147" });
    // Italy's leading 0 belongs to the number.
    expect(checkPhone("39", "0612345678")).toMatchObject({ ok: true, nationalNumber: "0612345678", e164: "+390612345678" });
  });

  it("refuses a calling code no country has", () => {
    expect(checkPhone("999", "7911123456")).toEqual({ ok: false, problem: "country" });
  });

  it("says a number is too short or too long for its country", () => {
    expect(checkPhone("44", "12")).toEqual({ ok: false, problem: "short" });
    expect(checkPhone("44", "1234")).toEqual({ ok: false, problem: "short" });
    expect(checkPhone("1", "1234567")).toEqual({ ok: false, problem: "short" });
    expect(checkPhone("44", "79111234567890")).toEqual({ ok: false, problem: "long" });
  });

  it("refuses a number of a possible length that the country's plan does not have", () => {
    // Ofcom keeps 07700 900xxx for drama: no customer can have one.
    expect(checkPhone("44", "7700900123")).toEqual({ ok: false, problem: "invalid" });
    expect(checkPhone("1", "0125550147")).toMatchObject({ ok: false });
  });
});

describe("phoneField", () => {
  it("gives the checked number", () => {
    expect(phoneField.parse({ countryCode: "+44", nationalNumber: "07400 123 456" })).toEqual({
      countryCode: "44",
      nationalNumber: "7400123456",
      e164: "+447400123456",
    });
  });

  it("refuses +999 under the country code", () => {
    expect(issues("999", "7911123456")).toEqual([
      { path: "countryCode", message: "There is no country with the calling code +999. Please choose a country code." },
    ]);
  });

  it("says 'too short', not 'in digits', for a 2-digit number, under the number", () => {
    expect(issues("44", "12")).toEqual([{ path: "nationalNumber", message: "This phone number is too short for +44." }]);
    expect(issues("44", "1234")).toEqual([{ path: "nationalNumber", message: "This phone number is too short for +44." }]);
  });

  it("keeps 'in digits' for letters", () => {
    expect(issues("44", "07700 ABC")).toEqual([{ path: "nationalNumber", message: "Please enter a phone number in digits." }]);
  });
});
