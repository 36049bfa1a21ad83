import { describe, expect, it } from "vitest";
import {
  CLARITIES,
  COLOUR_GRADES,
  COLOURS,
  CUT_GRADES,
  DISPLAY_CATEGORIES,
  FANCY_COLOURS,
  FLUORESCENCES,
  GEM_TYPES,
  GEMSTONE_CLARITIES,
  GEMSTONE_COLOURS,
  GEMSTONE_TYPES,
  INTENSITIES,
  LABS,
  SORT_DIRECTIONS,
  STONE_CATEGORIES,
  STONE_SORT_FIELDS,
  categoryOf,
  displayCategoryOf,
  gemTypeOf,
  reportUrl,
} from "./stones.ts";

describe("stone vocabularies", () => {
  it("hold the store's stone vocabularies", () => {
    expect(CLARITIES.codes).toEqual(["FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2"]);
    expect(COLOURS.codes).toEqual(["D", "E", "F", "G", "H", "I", "J", "K", "L", "M"]);
    expect([...CUT_GRADES.codes].sort()).toEqual(["EXCELLENT", "FAIR", "GOOD", "IDEAL", "VERY_GOOD"]);
    expect(FLUORESCENCES.codes).toEqual(["NONE", "FAINT", "VERY_SLIGHT", "SLIGHT", "MEDIUM", "STRONG", "VERY_STRONG"]);
    expect([...LABS.codes].sort()).toEqual(["GCAL", "GIA", "IGI"]);
    expect([...STONE_CATEGORIES.codes].sort()).toEqual([
      "DIAMOND",
      "FANCY_DIAMOND",
      "GEMSTONE",
      "LAB_GROWN_DIAMOND",
      "LAB_GROWN_FANCY_DIAMOND",
    ]);
    expect(GEMSTONE_CLARITIES.entries.map((e) => e.label)).toEqual(["Eye Clean", "Loupe Clean", "Slightly Included", "Included"]);
    expect(COLOUR_GRADES.codes[0]).toBe("VERY_LIGHT");
    expect(COLOUR_GRADES.codes).toContain("VERY_DARK");
    expect(COLOUR_GRADES.codes).toContain("HOT");
    expect(INTENSITIES.codes[0]).toBe("FAINT");
    expect(INTENSITIES.codes).toContain("FANCY_VIVID");
    expect(STONE_SORT_FIELDS.codes).toEqual(["PRICE", "WEIGHT"]);
    expect(SORT_DIRECTIONS.codes).toEqual(["ASC", "DESC"]);
    expect(GEM_TYPES.slugs).toEqual(["natural", "lab-grown"]);
    expect(GEMSTONE_TYPES.codes).toEqual(expect.arrayContaining(["SAPPHIRE", "RUBY", "EMERALD"]));
    expect(FANCY_COLOURS.codes).toEqual(expect.arrayContaining(["YELLOW", "PINK", "BLUE"]));
    expect(GEMSTONE_COLOURS.codes).toEqual(expect.arrayContaining(["BLUE", "PINK", "GREEN"]));
  });

  it("parse codes and slugs case-insensitively", () => {
    expect(CLARITIES.parse("vvs1")?.code).toBe("VVS1");
    expect(CUT_GRADES.parse("very-good")?.code).toBe("VERY_GOOD");
    expect(CUT_GRADES.parse("Very Good")?.code).toBe("VERY_GOOD");
    expect(FLUORESCENCES.parse("VERY_slight")?.code).toBe("VERY_SLIGHT");
    expect(STONE_CATEGORIES.parse("lab-grown-diamond")?.code).toBe("LAB_GROWN_DIAMOND");
    expect(GEM_TYPES.parse("Lab-Grown")?.code).toBe("LAB_GROWN");
    expect(COLOURS.parse("z")).toBeNull();
    expect(CLARITIES.parse("")).toBeNull();
    expect(CLARITIES.parseList(["si1", "bogus", "SI1", "if"])).toEqual(["SI1", "IF"]);
  });

  it("map categories to display categories and gem types", () => {
    expect(displayCategoryOf("LAB_GROWN_DIAMOND")).toBe("DIAMOND");
    expect(displayCategoryOf("FANCY_DIAMOND")).toBe("COLOURED_DIAMOND");
    expect(displayCategoryOf("GEMSTONE")).toBe("GEMSTONE");
    expect(DISPLAY_CATEGORIES.get("COLOURED_DIAMOND").label).toBe("Coloured Diamond");
    expect(gemTypeOf("LAB_GROWN_FANCY_DIAMOND")).toBe("LAB_GROWN");
    expect(gemTypeOf("DIAMOND")).toBe("NATURAL");
    expect(categoryOf("COLOURED_DIAMOND", "LAB_GROWN")).toBe("LAB_GROWN_FANCY_DIAMOND");
    expect(categoryOf("DIAMOND", "NATURAL")).toBe("DIAMOND");
  });

  it("links certificates to the external labs", () => {
    expect(reportUrl("GIA", "2141438171")).toBe("https://www.gia.edu/report-check?reportno=2141438171");
    expect(reportUrl("IGI", "LG5123")).toContain("igi.org");
    expect(reportUrl("GCAL", "1")).toContain("gcal");
  });
});
