import { describe, expect, it } from "vitest";
import { caratFits } from "./carat.ts";
import {
  centreStoneKind,
  centreStoneGemstoneTypes,
  centreStoneKindsTaken,
  defaultSignatureStone,
  formatRingBuilderCookie,
  lastAddedOf,
  laterDeliveryDate,
  parseRingBuilderCookie,
  positionsOf,
  SIGNATURE_STONE_WIDTHS,
  signatureStoneColours,
  signatureStoneCrystals,
  signatureStoneNotOffered,
} from "./ring-builder.ts";
import { GEMSTONE_TYPES } from "./vocabulary/stones.ts";

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

  it("the last added item is one the ring holds: removing it makes the other the last added", () => {
    expect(lastAddedOf({ MOUNT: new Date(1), CENTRE_STONE: new Date(2) }, "CENTRE_STONE")).toBe("CENTRE_STONE");
    expect(lastAddedOf({ MOUNT: new Date(1), CENTRE_STONE: null }, "CENTRE_STONE")).toBe("MOUNT");
    expect(lastAddedOf({ MOUNT: null, CENTRE_STONE: new Date(1) }, "MOUNT")).toBe("CENTRE_STONE");
    expect(lastAddedOf({ MOUNT: null, CENTRE_STONE: null }, "MOUNT")).toBeNull();
    // A replaced item keeps its place, and is still the last added when it was.
    expect(lastAddedOf({ MOUNT: new Date(1), CENTRE_STONE: new Date(2) }, "MOUNT")).toBe("MOUNT");
  });

  it("the ring arrives with its later item", () => {
    expect(laterDeliveryDate(["2026-12-01", "2026-12-14", null])).toBe("2026-12-14");
    expect(laterDeliveryDate([null])).toBeNull();
  });
});

describe("the ring-builder cookie", () => {
  it("reads back what it wrote", () => {
    const cookie = {
      ref: "a.b",
      stoneUri: "/diamonds/x",
      ringSizePersisted: true,
      signatureStone: { colour: "BLUE" as const, crystal: "SAPPHIRE" as const, width: 2 },
    };
    expect(parseRingBuilderCookie(formatRingBuilderCookie(cookie))).toEqual(cookie);
  });

  it("is ignored when it is not the store's shape", () => {
    for (const value of [null, "", "x", "[]", "{}", '{"ref":2}', `{"ref":"${"x".repeat(300)}"}`])
      expect(parseRingBuilderCookie(value), String(value)).toBeNull();
    expect(parseRingBuilderCookie('{"ref":"a.b","signatureStone":{"colour":"NOPE"}}')?.signatureStone).toBeNull();
  });
});

describe("what a setting takes", () => {
  it("names the gemstone varieties a setting takes as centre stone: none for a diamonds-only design", () => {
    expect(centreStoneGemstoneTypes(["GEMSTONE_SIDES"])).toEqual([]);
    expect(centreStoneGemstoneTypes(["SOLITAIRE"])).toEqual([...GEMSTONE_TYPES.codes]);
  });
});

describe("the signature stone", () => {
  it("offers the varieties the design names (every one when it names none), each in the colours it comes in, 1.5 to 3 mm wide", () => {
    expect(signatureStoneCrystals(["DIAMOND", "SAPPHIRE"])).toEqual(["SAPPHIRE"]);
    expect(signatureStoneCrystals(["PEARL"])).toEqual([...GEMSTONE_TYPES.codes]);
    expect(SIGNATURE_STONE_WIDTHS).toEqual([1.5, 2, 2.5, 3]);
    for (const crystal of GEMSTONE_TYPES.codes) expect(signatureStoneColours(crystal).length, crystal).toBeGreaterThan(0);
    expect(signatureStoneColours("RUBY")).not.toContain("BLUE");
    expect(signatureStoneColours("SAPPHIRE")).not.toContain("RED");
  });

  it("refuses what the design does not offer: another variety, a colour the variety does not come in, a width not offered", () => {
    const design = ["SAPPHIRE"];
    expect(signatureStoneNotOffered(design, { crystal: "SAPPHIRE", colour: "ROYAL_BLUE", width: 2.5 })).toBeNull();
    expect(signatureStoneNotOffered(design, { crystal: "OPAL", colour: "WHITE", width: 2 })).toBe("crystal");
    expect(signatureStoneNotOffered(design, { crystal: "SAPPHIRE", colour: "PIGEON_BLOOD_RED", width: 2 })).toBe("colour");
    expect(signatureStoneNotOffered(design, { crystal: "SAPPHIRE", colour: "BLUE", width: 6 })).toBe("width");
    expect(signatureStoneNotOffered(design, { crystal: "SAPPHIRE", colour: "BLUE", width: 1.75 })).toBe("width");
  });

  it("starts from a choice the design offers", () => {
    for (const gems of [["SAPPHIRE"], ["RUBY"], ["EMERALD", "DIAMOND"], ["OPAL"], []]) {
      expect(signatureStoneNotOffered(gems, defaultSignatureStone(gems)), gems.join()).toBeNull();
    }
  });
});
