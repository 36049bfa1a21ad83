import { describe, expect, it } from "vitest";
import { BloomFilter } from "./bloom.ts";

describe("BloomFilter", () => {
  it("never misses a key it has seen and rarely claims an unseen one", () => {
    const bloom = new BloomFilter(1 << 20);
    let falsePositives = 0;
    for (let i = 0; i < 50_000; i++) if (bloom.add(`S${i}`)) falsePositives++;
    for (let i = 0; i < 50_000; i++) expect(bloom.add(`S${i}`)).toBe(true);
    for (let i = 50_000; i < 100_000; i++) if (bloom.add(`X${i}`)) falsePositives++;
    expect(falsePositives).toBeLessThan(1_500);
  });
});
