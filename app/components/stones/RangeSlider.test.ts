import { describe, expect, it } from "vitest";
import { sliderScale } from "./RangeSlider.tsx";

describe("slider scales", () => {
  it("is the identity on a linear scale", () => {
    const s = sliderScale(0.2, 5.5, "linear");
    expect(s.toPosition(1.25)).toBe(1.25);
    expect(s.toValue(1.25)).toBe(1.25);
    expect(s.fraction(2.85)).toBeCloseTo(0.5);
  });

  it("spreads prices by ratio on a log scale, with round values and exact ends", () => {
    const s = sliderScale(100, 100_000, "log");
    expect(s.toPosition(100)).toBe(0);
    expect(s.toPosition(100_000)).toBe(1000);
    expect(s.toValue(0)).toBe(100);
    expect(s.toValue(1000)).toBe(100_000);
    // Halfway by ratio: the geometric mean, rounded to two significant figures.
    expect(s.toValue(500)).toBe(3200);
    expect(s.fraction(10_000)).toBeCloseTo(2 / 3);
    // A committed (rounded) value lands back within half a percent of the track.
    for (const v of [150, 999, 12_345, 87_000])
      expect(Math.abs(s.toPosition(s.toValue(s.toPosition(v))) - s.toPosition(v))).toBeLessThanOrEqual(5);
  });
});
