import { describe, expect, it } from "vitest";
import { tileColumns } from "./content/ContentBlocks.tsx";
import { SPLASH_SHAPES } from "./Splash.tsx";
import { shapeOfSlug } from "./MenuIcon.tsx";

describe("shell helpers", () => {
  it("lays out category tiles without an orphan row", () => {
    expect(tileColumns(6)).toBe(3);
    expect(tileColumns(8)).toBe(4);
    expect(tileColumns(9)).toBe(3);
    expect(tileColumns(4)).toBe(4);
    expect(tileColumns(3)).toBe(3);
    expect(tileColumns(1)).toBe(2);
  });

  it("animates the five splash shapes (round, emerald, heart, oval, hexagonal), each with a drawing", () => {
    expect(SPLASH_SHAPES).toEqual(["round", "emerald", "heart", "oval", "hexagonal"]);
    for (const shape of SPLASH_SHAPES) expect(shapeOfSlug(shape)).not.toBeNull();
  });
});
