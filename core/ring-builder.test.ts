import { describe, expect, it } from "vitest";
import {
  caratFits,
  centreStoneKind,
  centreStoneKindsTaken,
  formatRingBuilderCookie,
  laterDeliveryDate,
  parseRingBuilderCookie,
  positionsOf,
} from "./ring-builder.ts";

describe("caratFits", () => {
  it("takes the bounds at six decimals", () => {
    const range = { min: 0.5, max: 2 };
    expect(caratFits(0.5, range)).toBe(true);
    expect(caratFits(2, range)).toBe(true);
    expect(caratFits(2.0000004, range)).toBe(true);
    expect(caratFits(2.000001, range)).toBe(false);
    expect(caratFits(0.499999, range)).toBe(false);
    expect(caratFits(40, { min: null, max: null })).toBe(true);
  });
});

describe("centre stone kinds", () => {
  it("a setting flanked by coloured gemstones takes diamonds only", () => {
    expect(centreStoneKindsTaken(["GEMSTONE_SIDES"])).not.toContain("GEMSTONES");
    expect(centreStoneKindsTaken(["SOLITAIRE"])).toContain("GEMSTONES");
    expect(centreStoneKind({ category: "LAB_GROWN_FANCY_DIAMOND" })).toBe("LAB_GROWN_DIAMONDS");
    expect(centreStoneKind({ madeToOrder: "GEMSTONE" })).toBe("GEMSTONES");
  });
});

describe("positions and delivery", () => {
  it("position 1 is the item added first", () => {
    expect(positionsOf({ MOUNT: new Date(2), CENTRE_STONE: new Date(1) })).toEqual(["CENTRE_STONE", "MOUNT"]);
    expect(positionsOf({ MOUNT: new Date(1), CENTRE_STONE: null })).toEqual(["MOUNT"]);
    expect(positionsOf({ MOUNT: null, CENTRE_STONE: null })).toEqual([]);
  });

  it("the ring arrives with its later item", () => {
    expect(laterDeliveryDate(["2026-12-01", "2026-12-14", null])).toBe("2026-12-14");
    expect(laterDeliveryDate([null])).toBeNull();
  });
});

describe("the ring-builder cookie", () => {
  it("reads back what it wrote", () => {
    const cookie = { ref: "a.b", stoneUri: "/diamonds/x", ringSizePersisted: true, signatureStone: { colour: "BLUE" as const, crystal: "SAPPHIRE" as const, width: 2 } };
    expect(parseRingBuilderCookie(formatRingBuilderCookie(cookie))).toEqual(cookie);
  });

  it("is ignored when it is not the store's shape", () => {
    for (const value of [null, "", "x", "[]", "{}", '{"ref":2}', `{"ref":"${"x".repeat(300)}"}`]) expect(parseRingBuilderCookie(value), String(value)).toBeNull();
    expect(parseRingBuilderCookie('{"ref":"a.b","signatureStone":{"colour":"NOPE"}}')?.signatureStone).toBeNull();
  });
});
