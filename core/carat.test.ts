import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  caratEquals,
  caratLabel,
  caratLabelExact,
  compareCarat,
  formatCaratUrl,
  isStoneIdentifier,
  parseCarat,
  roundCarat,
} from "./carat.ts";

describe("carat weights", () => {
  it("accept an integer or a decimal", () => {
    expect(parseCarat("1")).toBe(1);
    expect(parseCarat("1.5")).toBe(1.5);
    expect(parseCarat("0.30")).toBe(0.3);
    expect(parseCarat(" 2.01 ")).toBe(2.01);
    expect(parseCarat(1.25)).toBe(1.25);
  });

  it("reject anything else", () => {
    for (const bad of ["", "abc", "1.", ".5", "1,5", "-1", "1e3", "1.2.3", "NaN"]) expect(parseCarat(bad)).toBeNull();
    expect(parseCarat(Number.NaN)).toBeNull();
    expect(parseCarat(-1)).toBeNull();
    expect(parseCarat(null)).toBeNull();
  });

  it("show two decimals in URLs and {n}ct in labels", () => {
    expect(formatCaratUrl(1)).toBe("1.00");
    expect(formatCaratUrl(1.5)).toBe("1.50");
    expect(formatCaratUrl(0.305)).toBe("0.31");
    expect(caratLabel(1.5)).toBe("1.50ct");
  });

  it("compare at six decimals", () => {
    expect(caratEquals(1.0000001, 1)).toBe(true);
    expect(caratEquals(1.000001, 1)).toBe(false);
    expect(caratEquals(0.1 + 0.2, 0.3)).toBe(true);
    expect(compareCarat(1.01, 1)).toBe(1);
    expect(compareCarat(1, 1.0000004)).toBe(0);
  });
});

describe("a weight printed exactly", () => {
  it("shows two decimals, or as many as the six it is compared at need", () => {
    expect(caratLabelExact(0.5)).toBe("0.50ct");
    expect(caratLabelExact(4)).toBe("4.00ct");
    expect(caratLabelExact(0.505)).toBe("0.505ct");
    expect(caratLabelExact(0.4999994)).toBe("0.499999ct");
    expect(caratLabelExact(1.0000004)).toBe("1.00ct");
  });

  it("never prints two weights the same when they compare different, nor differently when they compare equal", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.000001, max: 100, noNaN: true }), fc.double({ min: 0.000001, max: 100, noNaN: true }), (x, y) => {
        expect(caratLabelExact(x) === caratLabelExact(y)).toBe(compareCarat(x, y) === 0);
        expect(Number(caratLabelExact(x).slice(0, -2))).toBe(roundCarat(x));
      }),
    );
  });
});

describe("stone identifiers", () => {
  it("are exactly seven upper-case letters or digits", () => {
    expect(isStoneIdentifier("AB12CD3")).toBe(true);
    expect(isStoneIdentifier("ab12cd3")).toBe(false);
    expect(isStoneIdentifier("AB12CD")).toBe(false);
    expect(isStoneIdentifier("AB12CD34")).toBe(false);
    expect(isStoneIdentifier("AB-2CD3")).toBe(false);
    expect(isStoneIdentifier(1234567)).toBe(false);
  });
});
