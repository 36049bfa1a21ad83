import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legacyStoneIdentifierOf, stoneIdOf, stoneIdentifierOf } from "./identifier.ts";

describe("stone identifiers", () => {
  it("turn back into the row id they were made from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        const identifier = stoneIdentifierOf(id);
        expect(identifier).toMatch(/^[A-Z0-9]{8}$/);
        expect(stoneIdOf(identifier)).toBe(id);
      }),
    );
  });

  it("have no characters that look alike: no 0 or O, no 1, I or L", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(stoneIdentifierOf(id)).not.toMatch(/[0O1IL]/);
      }),
    );
  });

  it("still read the identifiers made before, as the same stone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (id) => {
        const old = legacyStoneIdentifierOf(id);
        expect(old).toMatch(/^[A-Z0-9]{7}$/);
        expect(stoneIdOf(old)).toBe(id);
      }),
    );
  });

  it("refuse text that is not an identifier", () => {
    for (const bad of ["", "abc1234", "ABC123", "ABC123456", "ABC-123"]) expect(stoneIdOf(bad)).toBeNull();
    // Eight characters with a look-alike are no identifier.
    expect(stoneIdOf("ABCDEF0O")).toBeNull();
  });
});
