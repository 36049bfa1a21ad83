import { describe, expect, it } from "vitest";
import { MAX_SEARCH_OFFSET, reachablePageCount } from "./stones.ts";

describe("reachablePageCount", () => {
  it("counts every page of a small search", () => {
    expect(reachablePageCount(0, 24)).toBe(0);
    expect(reachablePageCount(25, 24)).toBe(2);
  });

  it("stops where numbered pages stop", () => {
    expect(MAX_SEARCH_OFFSET).toBe(10_000);
    expect(reachablePageCount(1_000_000, 100)).toBe(100);
    expect(reachablePageCount(1_000_000, 24)).toBe(417);
  });
});
