import { describe, expect, it } from "vitest";
import { defineVocabulary } from "./define.ts";
import { DESIGN_FEATURES, DESIGN_STYLES, RING_STYLES, SHAPE_VOCABULARY, STONE_RECOMMENDATION_KINDS } from "./engagement.ts";
import {
  BIRTHSTONES,
  JEWELLERY_DESIGN_STYLES,
  JEWELLERY_GEMSTONES,
  JEWELLERY_STYLES,
  JEWELLERY_TYPES,
  birthstonesOfMonth,
  jewelleryStylesFor,
  parseJewelleryProductWord,
} from "./jewellery.ts";
import { JEWELLERY_METALS, METALS, jewelleryMetalOf, metalOf, metalsOfJewelleryMetal, parseKarat, parseMetal } from "./metals.ts";
import { SORT_ORDERS } from "./sort.ts";
import { WEDDING_CATEGORIES, WEDDING_STYLES } from "./wedding.ts";

const ALL = {
  METALS,
  JEWELLERY_METALS,
  RING_STYLES,
  DESIGN_STYLES,
  DESIGN_FEATURES,
  STONE_RECOMMENDATION_KINDS,
  SHAPE_VOCABULARY,
  WEDDING_CATEGORIES,
  WEDDING_STYLES,
  JEWELLERY_TYPES,
  JEWELLERY_STYLES,
  JEWELLERY_DESIGN_STYLES,
  JEWELLERY_GEMSTONES,
  BIRTHSTONES,
  SORT_ORDERS,
};

describe("vocabularies", () => {
  it.each(Object.entries(ALL))(
    "%s: codes are UPPER_SNAKE GraphQL names, slugs URL-safe, every entry found by slug and code in any case",
    (_, vocabulary) => {
      for (const e of vocabulary.entries) {
        expect(e.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(e.slug).toMatch(/^[a-z0-9]+([-_][a-z0-9]+)*$/);
        expect(e.label.length).toBeGreaterThan(0);
        expect(vocabulary.parse(e.slug)).toBe(e);
        expect(vocabulary.parse(e.slug.toUpperCase())).toBe(e);
        expect(vocabulary.parse(e.code)).toBe(e);
        expect(vocabulary.parse(e.code.toLowerCase())).toBe(e);
        expect(vocabulary.bySlug(e.slug)).toBe(e);
        expect(vocabulary.isCode(e.code)).toBe(true);
      }
      expect(vocabulary.parse("no-such-thing")).toBeNull();
      expect(vocabulary.parse("")).toBeNull();
      expect(vocabulary.parse(null)).toBeNull();
      expect(new Set(vocabulary.codes).size).toBe(vocabulary.entries.length);
    },
  );

  it("parses lists dropping unknown values and duplicates", () => {
    expect(DESIGN_FEATURES.parseList(["milgrain", "MILGRAIN", "nope", "Bead-Setting", null])).toEqual(["MILGRAIN", "BEAD_SETTING"]);
  });

  it("refuses duplicate codes or slugs and unknown codes", () => {
    expect(() =>
      defineVocabulary([
        { code: "A", slug: "a", label: "A" },
        { code: "A", slug: "b", label: "B" },
      ]),
    ).toThrow();
    expect(() =>
      defineVocabulary([
        { code: "A", slug: "a", label: "A" },
        { code: "B", slug: "a", label: "B" },
      ]),
    ).toThrow();
    expect(() => METALS.get("GOLD" as never)).toThrow();
  });
});

describe("metals", () => {
  it("has 9, 14 and 18 karat rose, white and yellow gold, platinum and silver with their URL slugs", () => {
    expect(METALS.entries).toHaveLength(11);
    expect(parseMetal("18k-white-gold")?.code).toBe("WHITE_GOLD_18K");
    expect(parseMetal("9k-yellow-gold")?.code).toBe("YELLOW_GOLD_9K");
    expect(parseMetal("platinum")?.code).toBe("PLATINUM");
    expect(parseMetal("silver")?.code).toBe("SILVER");
  });

  it("carries karat, colour, element and millesimal fineness", () => {
    expect(METALS.get("ROSE_GOLD_14K")).toMatchObject({
      karat: 14,
      colour: "ROSE",
      element: "GOLD",
      millesimalFineness: 585,
      systemCode: "ROSE_GOLD_14K",
    });
    expect(METALS.get("YELLOW_GOLD_9K").millesimalFineness).toBe(375);
    expect(METALS.get("WHITE_GOLD_18K").millesimalFineness).toBe(750);
    expect(METALS.get("PLATINUM")).toMatchObject({ karat: null, element: "PLATINUM", millesimalFineness: 950 });
    expect(METALS.get("SILVER")).toMatchObject({ karat: null, element: "SILVER", millesimalFineness: 925 });
  });

  it("orders price factors platinum > 18k > 14k > 9k > silver", () => {
    const f = (code: Parameters<typeof METALS.get>[0]) => METALS.get(code).priceFactor;
    expect(f("PLATINUM")).toBeGreaterThan(f("WHITE_GOLD_18K"));
    expect(f("ROSE_GOLD_18K")).toBeGreaterThan(f("ROSE_GOLD_14K"));
    expect(f("YELLOW_GOLD_14K")).toBeGreaterThan(f("YELLOW_GOLD_9K"));
    expect(f("WHITE_GOLD_9K")).toBeGreaterThan(f("SILVER"));
  });

  it("maps jewellery colour segments and karats to metals and back", () => {
    expect(metalsOfJewelleryMetal("WHITE_GOLD")).toEqual(["WHITE_GOLD_18K", "WHITE_GOLD_14K", "WHITE_GOLD_9K"]);
    expect(metalsOfJewelleryMetal("WHITE_GOLD", 14)).toEqual(["WHITE_GOLD_14K"]);
    expect(metalsOfJewelleryMetal("PLATINUM", 18)).toEqual(["PLATINUM"]);
    expect(metalOf("ROSE_GOLD", 9)).toBe("ROSE_GOLD_9K");
    expect(metalOf("ROSE_GOLD", null)).toBeNull();
    expect(jewelleryMetalOf("YELLOW_GOLD_18K")).toEqual({ metal: "YELLOW_GOLD", karat: 18 });
    expect(jewelleryMetalOf("SILVER")).toEqual({ metal: "SILVER", karat: null });
    for (const m of METALS.entries) expect(metalOf(m.jewelleryMetal, m.karat)).toBe(m.code);
  });

  it("parses karats", () => {
    expect(parseKarat("18")).toBe(18);
    expect(parseKarat("9k")).toBe(9);
    expect(parseKarat(14)).toBe(14);
    expect(parseKarat("22")).toBeNull();
    expect(parseKarat("abc")).toBeNull();
  });
});

describe("styles and jewellery", () => {
  it("has the engagement ring styles and wedding vocabularies", () => {
    expect(RING_STYLES.codes).toEqual(["SOLITAIRE", "HALO", "TRILOGY", "PAVE", "TOI_MOI", "GEMSTONE_SIDES"]);
    expect(RING_STYLES.parse("toi-et-moi")?.code).toBe("TOI_MOI");
    expect(WEDDING_CATEGORIES.codes).toEqual(["LADIES", "MENS"]);
    expect([...WEDDING_STYLES.codes].sort()).toEqual(
      ["BAGUETTE", "BEZEL_SET", "CHANNEL_SET", "CHEVRON", "CURVED", "DIAMOND", "PAVE", "PLAIN", "SAPPHIRE", "TWISTED"].sort(),
    );
    expect(SORT_ORDERS.codes).toEqual(expect.arrayContaining(["EXPRESS_DELIVERY", "PRICE_ASCENDING", "PRICE_DESCENDING", "RECOMMENDED"]));
    expect(SORT_ORDERS.parse("price_ascending")?.code).toBe("PRICE_ASCENDING");
  });

  it("has jewellery types with plural listing slugs and singular product words", () => {
    expect(JEWELLERY_TYPES.slugs).toEqual(["necklaces", "earrings", "bracelets", "rings"]);
    expect(parseJewelleryProductWord("necklace")?.code).toBe("NECKLACE");
    expect(parseJewelleryProductWord("Bracelets")?.code).toBe("BRACELET");
    expect(parseJewelleryProductWord("brooch")).toBeNull();
    expect(jewelleryStylesFor("EARRINGS").map((s) => s.code)).toEqual(expect.arrayContaining(["STUDS", "HOOPS", "DROP"]));
    expect(jewelleryStylesFor("EARRINGS").map((s) => s.code)).not.toContain("BANGLE");
    expect(jewelleryStylesFor(null)).toHaveLength(JEWELLERY_STYLES.entries.length);
  });

  it("has a birthstone for every month, January garnet to December tanzanite, plus pearl", () => {
    for (let month = 1; month <= 12; month++) expect(birthstonesOfMonth(month).length).toBeGreaterThan(0);
    expect(birthstonesOfMonth(1)[0]?.gemstone).toBe("GARNET");
    expect(birthstonesOfMonth(12)[0]?.gemstone).toBe("TANZANITE");
    expect(BIRTHSTONES.get("PEARL").gemstone).toBe("PEARL");
    for (const b of BIRTHSTONES.entries) expect(JEWELLERY_GEMSTONES.isCode(b.gemstone)).toBe(true);
  });
});
