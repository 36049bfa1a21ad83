import { describe, expect, it } from "vitest";
import { describeWeekDays } from "./Footer.tsx";
import { tileColumns } from "./content/ContentBlocks.tsx";
import { SPLASH_SHAPES } from "./Splash.tsx";
import { shapeOfSlug } from "./MenuIcon.tsx";

describe("shell helpers", () => {
  it("describes working days", () => {
    expect(describeWeekDays([1, 2, 3, 4, 5, 6])).toBe("Monday to Saturday");
    expect(describeWeekDays([6, 1, 2, 3, 4, 5])).toBe("Monday to Saturday");
    expect(describeWeekDays([1, 3, 5])).toBe("Monday, Wednesday, Friday");
    expect(describeWeekDays([6, 7])).toBe("Saturday, Sunday");
    expect(describeWeekDays([])).toBe("");
  });

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
