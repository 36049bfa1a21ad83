import { describe, expect, it } from "vitest";
import { mergeMessages } from "../../i18n/index.ts";
import { createTranslator } from "../../lib/intl.tsx";
import { phoneError } from "./phone-check.ts";

const t = createTranslator("en-gb", mergeMessages({}));

describe("the browser's phone check", () => {
  it("accepts a number its country's plan has, with or without the trunk 0", () => {
    expect(phoneError("44", "07400123456", t)).toBeNull();
    expect(phoneError("44", "7400123456", t)).toBeNull();
    expect(phoneError("39", "0612345678", t)).toBeNull();
  });

  it("refuses a calling code that does not exist", () => {
    expect(phoneError("999", "7400123456", t)).toBe("There is no country with the calling code +999.");
  });

  it("says a 2-digit number is too short, not that it needs digits", () => {
    expect(phoneError("44", "12", t)).toBe("This phone number is too short for +44.");
    expect(phoneError("44", "740012345678901", t)).toBe("This phone number is too long for +44.");
    expect(phoneError("44", "7700900123", t)).toBe("This is not a valid phone number for +44.");
  });
});
