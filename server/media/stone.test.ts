import { describe, expect, it } from "vitest";
import { SHAPES, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import { rendererFor } from "./registry.ts";
import "./stone.ts";

/** Loose stones are drawn with their cut's facets and lit the way a jeweller's photograph shows them. */

function draw(shape: string, hue: string, tone: string, gem: string): string {
  const renderer = rendererFor("stone")!;
  const params = renderer.parse({ shape, hue, tone, gem });
  if (!params) throw new Error(`not a stone: ${shape} ${hue} ${tone} ${gem}`);
  return renderer.draw(params);
}

function facetCounts(svg: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of svg.matchAll(/data-facet="([a-z-]+)"/g)) counts[m[1]!] = (counts[m[1]!] ?? 0) + 1;
  return counts;
}

/** The colours of the facets' gradients. */
function facetColours(svg: string): [number, number, number][] {
  return [...svg.matchAll(/<stop offset="[\d.]+" stop-color="rgb\((\d+),(\d+),(\d+)\)"\/>/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
  ]);
}

const luma = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

const STEP: ShapeCode[] = [
  "EMERALD",
  "ASSCHER",
  "SQUARE_EMERALD",
  "BAGUETTE",
  "TAPERED_BAGUETTE",
  "CADILLAC",
  "TRAPEZOID",
  "OCTAGONAL",
  "HEXAGONAL",
  "PENTAGONAL",
  "KITE",
  "SHIELD",
  "HALF_MOON",
  "LOZENGE",
  "BULLET",
];

describe("stone drawings", () => {
  for (const shape of SHAPES.filter((s) => s.code !== "CABOCHON" && !STEP.includes(s.code))) {
    it(`${shape.label}: a brilliant, its table, 8 stars, 8 bezels, 16 upper girdle facets and the pavilion through the table`, () => {
      const counts = facetCounts(draw(shape.slug, "d", "colourless", "diamond"));
      expect(counts["table"]).toBe(1);
      expect(counts["star"]).toBe(8);
      expect(counts["bezel"]).toBe(8);
      expect(counts["upper-girdle"]).toBe(16);
      expect(counts["pavilion"]).toBeGreaterThanOrEqual(16);
    });
  }

  for (const code of STEP) {
    const shape = SHAPES.find((s) => s.code === code)!;
    it(`${shape.label}: a step cut, three steps round the table, the pavilion's steps through it`, () => {
      const counts = facetCounts(draw(shape.slug, "blue", "medium", "sapphire"));
      expect(counts["table"]).toBe(1);
      // Three steps on every side of the outline (at least 3 sides), and at least as many bands again through the table.
      expect(counts["step"]).toBeGreaterThanOrEqual(9);
      expect(counts["step"]! % 3).toBe(0);
      expect(counts["pavilion"]).toBeGreaterThanOrEqual(counts["step"]!);
      expect(counts["star"]).toBeUndefined();
    });
  }

  it("draws a cabochon as a dome", () => {
    expect(facetCounts(draw("cabochon", "green", "medium", "emerald"))).toEqual({ dome: 1 });
  });

  it("lights a diamond in white and slate greys, from deep reflections to white flashes", () => {
    const colours = facetColours(draw("round", "d", "colourless", "diamond"));
    expect(colours.length).toBeGreaterThan(60);
    // Grey: no channel far from the others.
    for (const c of colours) expect(Math.max(...c) - Math.min(...c)).toBeLessThan(40);
    expect(Math.min(...colours.map(luma))).toBeLessThan(110);
    expect(Math.max(...colours.map(luma))).toBeGreaterThan(235);
    expect(new Set(colours.map((c) => c.join())).size).toBeGreaterThan(30);
  });

  it("draws a gemstone in tones of its own colour", () => {
    const colours = facetColours(draw("oval", "blue", "medium", "sapphire"));
    for (const c of colours) expect(c[2]).toBeGreaterThanOrEqual(Math.max(c[0], c[1]));
    expect(Math.min(...colours.map(luma))).toBeLessThan(50);
    expect(Math.max(...colours.map(luma))).toBeGreaterThan(150);
  });
});
