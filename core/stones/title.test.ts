import { describe, expect, it } from "vitest";
import { ENGLISH_STONE_TITLE_WORDS, stoneTitle, type StoneTitleWords } from "./title.ts";

const diamond = {
  category: "DIAMOND",
  caratWeight: 1.52,
  shape: "ROUND",
  intensity: null,
  fancyColour: null,
  gemstoneColour: null,
  gemstoneType: null,
};

describe("stoneTitle", () => {
  it("names a stone by carat, shape and kind in English, without its grades", () => {
    expect(stoneTitle(diamond, ENGLISH_STONE_TITLE_WORDS)).toBe("1.52ct Round Natural Diamond");
    expect(stoneTitle({ ...diamond, category: "LAB_GROWN_DIAMOND" }, ENGLISH_STONE_TITLE_WORDS)).toBe("1.52ct Round Lab-Grown Diamond");
    expect(
      stoneTitle(
        { ...diamond, category: "FANCY_DIAMOND", shape: "OVAL", intensity: "FANCY_INTENSE", fancyColour: "GREY" },
        ENGLISH_STONE_TITLE_WORDS,
      ),
    ).toBe("1.52ct Oval Fancy Intense Grey Diamond");
    expect(
      stoneTitle(
        { ...diamond, category: "GEMSTONE", caratWeight: 2.01, shape: "OVAL", gemstoneColour: "ROYAL_BLUE", gemstoneType: "SAPPHIRE" },
        ENGLISH_STONE_TITLE_WORDS,
      ),
    ).toBe("2.01ct Oval Royal Blue Sapphire");
  });

  it("leaves no gap for a value the stone does not have and shows an unknown code as it is", () => {
    expect(
      stoneTitle({ ...diamond, category: "LAB_GROWN_FANCY_DIAMOND", shape: "OVAL", fancyColour: "GREY" }, ENGLISH_STONE_TITLE_WORDS),
    ).toBe("1.52ct Oval Grey Lab-Grown Diamond");
    expect(stoneTitle({ ...diamond, shape: "MOON_CUT" }, ENGLISH_STONE_TITLE_WORDS)).toBe("1.52ct MOON_CUT Natural Diamond");
  });

  it("writes the title in the words it is given", () => {
    const french: StoneTitleWords = {
      ...ENGLISH_STONE_TITLE_WORDS,
      shape: (code) => (code === "ROUND" ? "rond" : null),
      sentence: (form, values) => `Diamant ${form === "natural" ? "naturel" : form} ${values.shape} de ${values.carat}`,
    };
    expect(stoneTitle(diamond, french)).toBe("Diamant naturel rond de 1.52ct");
  });
});
