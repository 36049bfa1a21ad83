import { describe, expect, it } from "vitest";
import { REGIONS } from "./regions.ts";
import {
  isRingSizeOffered,
  RECOMMENDED_RING_SIZE_ID,
  RING_SIZES,
  formatRingSizeOption,
  parseRingSizeOption,
  recommendedRingSize,
  ringSizeById,
  ringSizeLabel,
  ringSizeOptions,
  ringSizeSystem,
  ringSizesFor,
} from "./ring-size.ts";

describe("ring sizes", () => {
  it("has UK letters A to Z with halves, growing in circumference", () => {
    expect(RING_SIZES).toHaveLength(52);
    expect(RING_SIZES[0]!.uk).toBe("A");
    expect(RING_SIZES[1]!.uk).toBe("A½");
    expect(RING_SIZES.at(-1)!.uk).toBe("Z½");
    for (let i = 1; i < RING_SIZES.length; i++) expect(RING_SIZES[i]!.circumference).toBeGreaterThan(RING_SIZES[i - 1]!.circumference);
  });

  it("labels by region: letters in UK/IE/AU/NZ, numbers in US/CA, millimetres in EU/INT/ZA", () => {
    const m = ringSizeById("M")!;
    expect(ringSizeLabel(m, "UK")).toBe("M");
    expect(ringSizeLabel(ringSizeById("m.5")!, "AU")).toBe("M½");
    expect(ringSizeLabel(m, "US")).toBe("6¼");
    expect(ringSizeLabel(m, "CA")).toBe("6¼");
    expect(ringSizeLabel(m, "EU")).toBe("53");
    expect(ringSizeLabel(ringSizeById("N.5")!, "ZA")).toBe("54.5");
    expect(ringSizeSystem("IE")).toBe("UK");
    expect(ringSizeSystem("INT")).toBe("EU");
  });

  it("offers US sizes 3 to 13 in quarters, each label once", () => {
    const labels = ringSizesFor("US").map((s) => ringSizeLabel(s, "US"));
    expect(labels[0]).toBe("3");
    expect(labels.at(-1)).toBe("13");
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain("7½");
    expect(labels).toHaveLength(41);
  });

  it("gives distinct labels in every region", () => {
    for (const region of REGIONS) {
      const labels = ringSizesFor(region).map((s) => ringSizeLabel(s, region));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("parses and formats option values type|id", () => {
    expect(parseRingSizeOption("RingSize|M.5")).toEqual({ type: "RingSize", id: "M.5" });
    expect(parseRingSizeOption("RingSize|m.5")).toEqual({ type: "RingSize", id: "M.5" });
    expect(parseRingSizeOption(`RecommendedRingSize|${RECOMMENDED_RING_SIZE_ID}`)).toEqual({
      type: "RecommendedRingSize",
      id: RECOMMENDED_RING_SIZE_ID,
    });
    expect(parseRingSizeOption("RecommendedRingSize|Q")).toBeNull();
    expect(parseRingSizeOption("RingSize|ZZ")).toBeNull();
    expect(parseRingSizeOption("Size|M")).toBeNull();
    expect(parseRingSizeOption("M")).toBeNull();
    expect(parseRingSizeOption(null)).toBeNull();
    expect(formatRingSizeOption({ type: "RingSize", id: "K" })).toBe("RingSize|K");
  });

  it("lists the recommended size first, then every offered size", () => {
    const options = ringSizeOptions("US");
    expect(options[0]!.value).toBe(`RecommendedRingSize|${RECOMMENDED_RING_SIZE_ID}`);
    expect(options[0]!.label).toContain("6");
    expect(options).toHaveLength(42);
    for (const o of options) expect(parseRingSizeOption(o.value)).toEqual({ type: o.type, id: o.size.id });
    expect(recommendedRingSize().uk).toBe("L");
    expect(ringSizesFor("US")).toContain(recommendedRingSize());
  });
});

describe("sizes offered in a region", () => {
  it("are the region's list and the recommended size; a size below US 3 is not offered in the US", () => {
    expect(isRingSizeOffered("A", "UK")).toBe(true);
    expect(isRingSizeOffered("A", "US")).toBe(false);
    expect(ringSizeLabel(ringSizeById("A")!, "US")).toBe("0½");
    expect(isRingSizeOffered(RECOMMENDED_RING_SIZE_ID, "US")).toBe(true);
    expect(isRingSizeOffered("ZZ", "UK")).toBe(false);
    expect(isRingSizeOffered(null, "UK")).toBe(false);
    for (const region of REGIONS)
      for (const o of ringSizeOptions(region)) expect(isRingSizeOffered(o.size.id, region), `${region} ${o.value}`).toBe(true);
  });
});
