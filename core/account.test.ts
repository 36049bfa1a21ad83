import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isEmailAddress, joinFullName, splitFullName } from "./account.ts";

describe("splitFullName", () => {
  it("takes the last word as the last name and the words before it as the first name", () => {
    expect(splitFullName("Olivia Hart")).toEqual({ firstName: "Olivia", lastName: "Hart" });
    expect(splitFullName("Mary Jane van Buren")).toEqual({ firstName: "Mary Jane van", lastName: "Buren" });
  });

  it("makes one word a first name only", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: null });
    expect(splitFullName("  Cher  ")).toEqual({ firstName: "Cher", lastName: null });
  });

  it("ignores runs of spaces and an empty field", () => {
    expect(splitFullName("  Anna   Maria\tLopez ")).toEqual({ firstName: "Anna Maria", lastName: "Lopez" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: null });
  });

  it("gives back the same words, in order, when joined again", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z'-]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        const { firstName, lastName } = splitFullName(words.join("  "));
        expect(joinFullName(firstName, lastName)).toBe(words.join(" "));
      }),
    );
  });
});

describe("isEmailAddress", () => {
  it("accepts ordinary addresses", () => {
    for (const ok of ["olivia@example.com", "o.hart+rings@mail.example.co.uk", "x@b-c.io", "zoë@exämple.de"])
      expect(isEmailAddress(ok), ok).toBe(true);
  });

  it("refuses what cannot be an address", () => {
    for (const bad of [
      "",
      "olivia",
      "olivia@",
      "@example.com",
      "olivia@example",
      "oli via@example.com",
      "a@@b.com",
      "a@b..com",
      ".a@b.com",
      "a@-b.com",
      "a@b.c",
      `${"a".repeat(65)}@b.com`,
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
  });
});
