import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./fields.ts";
import { allocateIndex, applyHolds, finishIndex, rowOfStone, searchIndex, setRow, type StoneIndex } from "./engine.ts";
import { DEFAULT_RATES } from "../pricing.ts";
import { parseStoneQuery, type StoneQueryInput } from "./query.ts";

const SHAPES = ["ROUND", "OVAL", "PEAR"] as const;

/** 300 natural diamonds, ids 1001, 1004, ... (not dense), shapes in turn, carats and prices rising. */
function smallIndex(): StoneIndex {
  const n = 300;
  const starts = new Int32Array(CATEGORIES.length + 1);
  for (let c = 0; c < CATEGORIES.length; c++) starts[c + 1] = starts[c]! + (CATEGORIES[c] === "DIAMOND" ? n : 0);
  const index = allocateIndex(1, starts);
  const c = CATEGORIES.indexOf("DIAMOND");
  const origins = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    setRow(
      index,
      starts[c]! + i,
      c,
      {
        id: 1001 + 3 * (n - i),
        shape: SHAPES[i % 3]!,
        colour: "E",
        clarity: "VS1",
        flags: 0,
        labs: 1,
        carat: 500_000 + i * 10_000,
        price: 100_000 + i * 1_000,
        ratio: null,
        depth: null,
        table: null,
      },
      origins,
    );
  }
  return finishIndex(index);
}

function search(index: StoneIndex, input: StoneQueryInput = {}) {
  const parsed = parseStoneQuery(
    { categories: ["DIAMOND"], pageSize: 100, sort: "PRICE_ASCENDING", ...input },
    { currency: "GBP", region: "UK" },
  );
  if (!parsed.ok) throw new Error("bad query");
  return searchIndex(index, parsed.value, DEFAULT_RATES, "default");
}

const shapeCount = (outcome: ReturnType<typeof search>, shape: string) =>
  outcome.facets.find((f) => f.field === "shape")?.values.find((v) => v.code === shape)?.count ?? 0;

describe("held stones in the search index", () => {
  it("finds every stone's row by id, and none for an id it does not have", () => {
    const index = smallIndex();
    for (let row = 0; row < index.size; row++) expect(rowOfStone(index, index.id[row]!)).toBe(row);
    expect(rowOfStone(index, 1002)).toBe(-1);
    expect(rowOfStone(index, 0)).toBe(-1);
    expect(rowOfStone(index, 10_000_000)).toBe(-1);
  });

  it("leaves a held stone out of the page, the total, the facets, the ranges and the histogram, and brings it back when released", () => {
    const index = smallIndex();
    const before = search(index);
    const cheapest = before.ids[0]!;
    const shape = SHAPES[0];

    expect(applyHolds(index, 1, [cheapest])).toBe(1);
    const held = search(index);
    expect(held.ids).not.toContain(cheapest);
    expect(held.total).toBe(before.total - 1);
    expect(shapeCount(held, shape)).toBe(shapeCount(before, shape) - 1);
    expect(held.priceRange!.min).toBeGreaterThan(before.priceRange!.min);
    expect(held.caratRange!.min).toBeGreaterThan(before.caratRange!.min);
    expect(held.histogram.reduce((n, b) => n + b.count, 0)).toBe(before.total - 1);
    // Filtered by its own shape and carat (the walk and the carat range's walk-in skip it too).
    const narrow = { shapes: [shape], caratMin: 0.5, caratMax: 0.5 };
    expect(search(index, narrow).total).toBe(search(smallIndex(), narrow).total - 1);

    expect(applyHolds(index, 2, [])).toBe(1);
    expect(search(index)).toEqual(before);
  });

  it("changes only the rows whose hold came or went, ignores stones it does not have and older versions", () => {
    const index = smallIndex();
    const [a, b, c] = [index.id[10]!, index.id[20]!, index.id[30]!];
    expect(applyHolds(index, 5, [a, b, 999_999])).toBe(2);
    expect(applyHolds(index, 6, [b, c])).toBe(2); // a shown again, c hidden
    expect([...index.hidden].reduce((n, v) => n + v, 0)).toBe(2);
    expect(index.hidden[10]).toBe(0);
    expect(index.hidden[30]).toBe(1);
    // A slower reader's older answer changes nothing.
    expect(applyHolds(index, 4, [])).toBe(0);
    expect(index.holdsVersion).toBe(6);
    expect(search(index).total).toBe(298);
  });
});
