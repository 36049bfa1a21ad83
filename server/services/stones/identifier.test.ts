import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stoneIdOf, stoneIdentifierOf } from "./identifier.ts";

describe("stone identifiers", () => {
  it("turn back into the row id they were made from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (id) => {
        const identifier = stoneIdentifierOf(id);
        expect(identifier).toMatch(/^[A-Z0-9]{7}$/);
        expect(stoneIdOf(identifier)).toBe(id);
      }),
    );
  });

  it("refuse text that is not an identifier", () => {
    for (const bad of ["", "abc1234", "ABC123", "ABC12345", "ABC-123"]) expect(stoneIdOf(bad)).toBeNull();
  });
});
