import { describe, expect, it } from "vitest";
import { generateStones } from "./stones.ts";
import type { StoneRecord } from "../services/stones/index.ts";
import { money, toMajorUnits } from "../../core/money.ts";

const stones: StoneRecord[] = [...generateStones(40_000, 1)];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const oneCaratGVs2 = (category: StoneRecord["category"]) =>
  stones.filter(
    (s) =>
      s.category === category &&
      s.shape === "ROUND" &&
      s.colour === "G" &&
      s.clarity === "VS2" &&
      (s.cut === "EXCELLENT" || s.cut === "IDEAL") &&
      (s.fluorescence === "NONE" || s.fluorescence === "FAINT") &&
      s.caratWeight >= 1 &&
      s.caratWeight < 1.1,
  );

/** A stone's list price in pounds (the price tables are in pounds). */
const pounds = (s: StoneRecord) => toMajorUnits(money(s.listPriceMinor, "GBP"));

describe("demo stone prices", () => {
  it("prices a 1 ct G VS2 excellent round natural diamond as UK retail lists do (£5,000-6,500)", () => {
    const natural = oneCaratGVs2("DIAMOND");
    expect(natural.length).toBeGreaterThan(5);
    for (const s of natural) expect(pounds(s) / s.caratWeight).toBeGreaterThanOrEqual(5000);
    for (const s of natural) expect(pounds(s) / s.caratWeight).toBeLessThanOrEqual(6500 * 1.1);
    expect(median(natural.map((s) => pounds(s)))).toBeLessThanOrEqual(6500);
  });

  it("prices lab-grown diamonds at 10-20% of natural ones of the same grades", () => {
    const natural = median(oneCaratGVs2("DIAMOND").map((s) => pounds(s)));
    const lab = oneCaratGVs2("LAB_GROWN_DIAMOND").map((s) => pounds(s));
    expect(lab.length).toBeGreaterThan(5);
    expect(median(lab) / natural).toBeGreaterThanOrEqual(0.1);
    expect(median(lab) / natural).toBeLessThanOrEqual(0.2);
  });

  it("has no price that reads as an error: a quarter-carat natural diamond is not under £125, a half-carat lab-grown one not under £250", () => {
    const natural = stones.filter((s) => s.category === "DIAMOND");
    const quarter = natural.filter((s) => s.caratWeight >= 0.23 && s.caratWeight < 0.3);
    expect(quarter.length).toBeGreaterThan(10);
    expect(Math.min(...quarter.map((s) => pounds(s)))).toBeGreaterThanOrEqual(125);
    const halfLab = stones.filter((s) => s.category === "LAB_GROWN_DIAMOND" && s.caratWeight >= 0.5);
    expect(Math.min(...halfLab.map((s) => pounds(s)))).toBeGreaterThanOrEqual(250);
  });

  it("raises the price per carat at each weight bracket", () => {
    const perCarat = (lo: number, hi: number) =>
      median(
        stones
          .filter((s) => s.category === "DIAMOND" && s.shape === "ROUND" && s.caratWeight >= lo && s.caratWeight < hi)
          .map((s) => pounds(s) / s.caratWeight),
      );
    const medians = [
      [0.3, 0.4],
      [0.5, 0.6],
      [0.7, 0.8],
      [1, 1.1],
      [1.5, 1.6],
      [2, 2.2],
    ].map(([lo, hi]) => perCarat(lo!, hi!));
    for (let i = 1; i < medians.length; i++) expect(medians[i]!).toBeGreaterThan(medians[i - 1]!);
  });
});
