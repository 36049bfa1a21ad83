import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "../services/pricing.ts";
import { feedConfig, feedConfigSchema } from "./config.ts";
import { describeErrors } from "../services/result.ts";
import { mapHeader, mapRow, mapShape, type RowResult } from "./mapping.ts";

const config = feedConfig("rapnet")!;
const header = [
  "Stock #",
  "Shape",
  "Weight",
  "Color",
  "Clarity",
  "Cut Grade",
  "Polish",
  "Symmetry",
  "Fluorescence Intensity",
  "Lab",
  "Certificate #",
  "Measurements",
  "Depth %",
  "Table %",
  "Total Price",
  "Fancy Color",
  "Fancy Color Intensity",
  "Country",
  "Country of Origin",
  "Growth Type",
  "Fancy Color Overtone",
  "Gem Type",
  "Color Grade",
  "Treatment",
  "Quality Grade",
];
const columns = mapHeader(header, config);
const row = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    "Stock #": "A-100",
    Shape: "RB",
    Weight: "1.01",
    Color: "F",
    Clarity: "VS1",
    "Cut Grade": "EX",
    Polish: "VG",
    Symmetry: "EX",
    "Fluorescence Intensity": "FNT",
    Lab: "GIA",
    "Certificate #": "2141438171",
    Measurements: "6.41-6.45x3.98",
    "Depth %": "61.8",
    "Table %": "57",
    "Total Price": "6350.00",
    "Fancy Color": "",
    "Fancy Color Intensity": "",
    Country: "BE",
    "Country of Origin": "CA",
    "Growth Type": "",
    ...over,
  };
  return header.map((h) => base[h] ?? "");
};
const map = (over: Partial<Record<string, string>> = {}) => mapRow(row(over), { config, columns, rates: DEFAULT_RATES });
/** Why a row is refused, in the words `describeErrors` gives the import script (null when it is not). */
const reasonOf = (r: RowResult) => (r.ok ? null : r.errors.map((e) => e.message).join("; "));

describe("feed rows", () => {
  it("map supplier codes to the store's stone", () => {
    const r = map();
    if (!r.ok) throw new Error(describeErrors(r.errors));
    expect(r.value).toMatchObject({
      feed: "rapnet",
      externalId: "A-100",
      category: "DIAMOND",
      shape: "ROUND",
      caratWeight: 1.01,
      colour: "F",
      clarity: "VS1",
      cut: "EXCELLENT",
      polish: "VERY_GOOD",
      symmetry: "EXCELLENT",
      fluorescence: "FAINT",
      certGia: "2141438171",
      certIgi: null,
      length: 6.45,
      width: 6.41,
      depth: 3.98,
      ratio: 1.006,
      depthPercent: 61.8,
      tablePercent: 57,
      shippingFromCountry: "BE",
      originCountry: "CA",
      knownOrigin: true,
      deliveryDays: 8,
      express: false,
      costMinor: 635_000,
      costCurrency: "USD",
      listPriceMinor: Math.round((6350 / 1.27) * 1.25 * 1.2) * 100,
    });
  });

  it("know the common shape codes", () => {
    const codes: Record<string, string> = {
      RB: "ROUND",
      BR: "ROUND",
      PS: "PEAR",
      EC: "EMERALD",
      CU: "CUSHION",
      OV: "OVAL",
      RAD: "RADIANT",
      PR: "PRINCESS",
      MQ: "MARQUISE",
      AS: "ASSCHER",
      HS: "HEART",
      "Half Moon": "HALF_MOON",
      "old-european": "OLD_EUROPEAN",
    };
    for (const [code, shape] of Object.entries(codes)) expect(mapShape(code)).toBe(shape);
    expect(mapShape("ZZ")).toBeNull();
  });

  it("read coloured and lab-grown stones", () => {
    const fancy = map({ Color: "", "Fancy Color": "Pink", "Fancy Color Intensity": "Intense" });
    expect(fancy.ok && fancy.value).toMatchObject({
      category: "FANCY_DIAMOND",
      colour: null,
      fancyColour: "PINK",
      intensity: "FANCY_INTENSE",
    });
    const lab = map({ "Growth Type": "CVD", Lab: "IGI", "Certificate #": "LG123456" });
    expect(lab.ok && lab.value).toMatchObject({ category: "LAB_GROWN_DIAMOND", certIgi: "LG123456", certGia: null });
    const labFeed = mapRow(row(), { config: feedConfigSchema.parse({ ...config, labGrown: true }), columns, rates: DEFAULT_RATES });
    expect(labFeed.ok && labFeed.value.category).toBe("LAB_GROWN_DIAMOND");
  });

  it("say why a bad row is refused", () => {
    const reasons: [Partial<Record<string, string>>, string][] = [
      [{ "Stock #": "" }, "missing stock number"],
      [{ Shape: "XX" }, 'unknown shape "XX"'],
      [{ Weight: "abc" }, 'carat weight "abc" is not a number'],
      [{ Weight: "0" }, "carat weight 0 is out of range (0.01 to 200)"],
      [{ Color: "N" }, 'colour "N" is not one of D to M'],
      [{ Clarity: "I1" }, 'clarity "I1" is not one of FL to SI2'],
      [{ Polish: "XX" }, 'unknown polish grade "XX"'],
      [{ "Fluorescence Intensity": "GLOW" }, 'unknown fluorescence "GLOW"'],
      [{ Measurements: "6.4 by 6.5" }, 'measurements "6.4 by 6.5" are not length x width x depth'],
      [{ "Total Price": "" }, "missing price"],
      [{ "Total Price": "-5" }, "price -5 must be above zero"],
      [{ "Depth %": "180" }, 'depth % "180" is out of range'],
    ];
    for (const [over, reason] of reasons) expect(reasonOf(map(over)), reason).toBe(reason);
  });

  it("refuse a row as the service Result: one INVALID_INPUT error at the feed field of the bad value", () => {
    expect(map({ Shape: "XX" })).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", path: ["shape"], message: 'unknown shape "XX"' }],
    });
    expect(map({ "Total Price": "" })).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", path: ["totalPrice"], message: "missing price" }],
    });
    const refused = map({ Weight: "abc" });
    expect(!refused.ok && describeErrors(refused.errors)).toBe('carat: carat weight "abc" is not a number');
  });

  it("need the identifying columns in the header", () => {
    expect(() => mapHeader(["Stock #", "Shape", "Color"], config)).toThrow(
      "The header has no column for: carat weight, price (rapnet column names)",
    );
  });
});

describe("coloured diamond rows", () => {
  const fancy = (over: Partial<Record<string, string>>) => map({ Color: "", Clarity: "VS2", ...over });

  it("read the hue, its overtone and the intensity, in supplier spellings and codes, any case", () => {
    const cases: [Partial<Record<string, string>>, string, string | null][] = [
      [{ "Fancy Color": "Purple", "Fancy Color Overtone": "Pinkish", "Fancy Color Intensity": "FI" }, "PINKISH_PURPLE", "FANCY_INTENSE"],
      [{ "Fancy Color": "pink", "Fancy Color Overtone": "ORANGY", "Fancy Color Intensity": "fancy vivid" }, "ORANGY_PINK", "FANCY_VIVID"],
      [{ "Fancy Color": "Orangy Pink", "Fancy Color Intensity": "Intense" }, "ORANGY_PINK", "FANCY_INTENSE"],
      // An overtone the store has no two-word hue for leaves the main hue.
      [{ "Fancy Color": "Pink", "Fancy Color Overtone": "Brownish", "Fancy Color Intensity": "FL" }, "PINK", "FANCY_LIGHT"],
      [{ "Fancy Color": "Brownish Orangy Pink", "Fancy Color Overtone": "None" }, "ORANGY_PINK", null],
      [{ "Fancy Color": "Gray", "Fancy Color Intensity": "FDK" }, "GREY", "FANCY_DARK"],
      [{ "Fancy Color": "Yellow-Green", "Fancy Color Intensity": "VL" }, "YELLOWISH_GREEN", "VERY_LIGHT"],
      [{ "Fancy Color": "PK", "Fancy Color Intensity": "FCY" }, "PINK", "FANCY"],
      [{ "Fancy Color": "Canary", "Fancy Color Intensity": "Fancy Deep" }, "YELLOW", "FANCY_DEEP"],
      // The whole description in the colour column, as some sheets have it.
      [{ Color: "Fancy Vivid Yellow" }, "YELLOW", "FANCY_VIVID"],
      [{ Color: "Fancy Intense Greenish Yellow" }, "GREENISH_YELLOW", "FANCY_INTENSE"],
      [{ Color: "Light Pink" }, "PINK", "LIGHT"],
      [{ Color: "Fancy Blue", "Fancy Color Intensity": "Fancy Intense" }, "BLUE", "FANCY_INTENSE"],
    ];
    for (const [over, colour, intensity] of cases) {
      const r = fancy(over);
      expect(r.ok && r.value, JSON.stringify(over)).toMatchObject({
        category: "FANCY_DIAMOND",
        colour: null,
        fancyColour: colour,
        intensity,
        clarity: "VS2",
      });
    }
    const lab = fancy({ "Fancy Color": "Blue", "Growth Type": "HPHT" });
    expect(lab.ok && lab.value.category).toBe("LAB_GROWN_FANCY_DIAMOND");
  });

  it("leave a white diamond white when its coloured-stone columns say they do not apply", () => {
    for (const none of ["None", "N/A", "-"]) {
      const r = map({ "Fancy Color": none, "Fancy Color Intensity": none, "Fancy Color Overtone": none, "Gem Type": none });
      expect(r.ok && r.value, none).toMatchObject({ category: "DIAMOND", colour: "F", fancyColour: null, gemstoneType: null });
    }
  });

  it("refuse values they do not know, saying which", () => {
    const reasons: [Partial<Record<string, string>>, string][] = [
      [{ "Fancy Color": "Sparkly" }, 'unknown fancy colour "Sparkly"'],
      [{ "Fancy Color": "Glowing Pink" }, 'unknown fancy colour "Glowing Pink"'],
      [{ "Fancy Color": "Pink", "Fancy Color Overtone": "Glowing" }, 'unknown fancy colour overtone "Glowing"'],
      [{ "Fancy Color": "Pink", "Fancy Color Intensity": "Extreme" }, 'unknown colour intensity "Extreme"'],
      [{ Color: "Fancy" }, 'unknown fancy colour "FANCY"'],
      // Hue codes only in a fancy colour column: in the colour column "Y" is a colour grade below M.
      [{ Color: "Y" }, 'colour "Y" is not one of D to M'],
      [{ "Fancy Color": "Pink", Clarity: "Eye Clean" }, 'clarity "EYECLEAN" is not one of FL to SI2'],
    ];
    for (const [over, reason] of reasons) expect(reasonOf(fancy(over)), reason).toBe(reason);
  });
});

describe("gemstone rows", () => {
  const gem = (over: Partial<Record<string, string>>) =>
    map({
      "Gem Type": "Sapphire",
      Color: "Royal Blue",
      Clarity: "Eye Clean",
      "Color Grade": "Medium",
      Polish: "",
      Symmetry: "",
      "Fluorescence Intensity": "",
      ...over,
    });

  it("read the gem type, colour, colour grade, clarity, treatment and origin", () => {
    const r = gem({ "Color Grade": "ML", Treatment: "Heated", "Country of Origin": "Ceylon", "Quality Grade": "AAA" });
    if (!r.ok) throw new Error(describeErrors(r.errors));
    expect(r.value).toMatchObject({
      category: "GEMSTONE",
      gemstoneType: "SAPPHIRE",
      crystal: "Corundum",
      gemstoneColour: "ROYAL_BLUE",
      colourGrade: "MEDIUM_LIGHT",
      gemstoneClarity: "EYE_CLEAN",
      grade: "AAA",
      isTreated: true,
      originCountry: "LK",
      knownOrigin: true,
      colour: null,
      clarity: null,
      fancyColour: null,
      intensity: null,
      cut: "EXCELLENT",
      polish: null,
      fluorescence: null,
    });
  });

  it("know supplier codes, varieties and spellings, any case", () => {
    const cases: [Partial<Record<string, string>>, Record<string, unknown>][] = [
      [
        { "Gem Type": "RUB", Color: "Pigeon's Blood", Treatment: "No Heat", "Country of Origin": "Burma" },
        { gemstoneType: "RUBY", gemstoneColour: "PIGEON_BLOOD_RED", isTreated: false, originCountry: "MM" },
      ],
      [
        { "Gem Type": "emerald", Color: "green", Treatment: "Minor Oil", "Country of Origin": "colombia", Clarity: "SI" },
        { gemstoneType: "EMERALD", crystal: "Beryl", isTreated: true, originCountry: "CO", gemstoneClarity: "SLIGHTLY_INCLUDED" },
      ],
      [
        { "Gem Type": "Tsavorite", Color: "" },
        { gemstoneType: "GARNET", gemstoneColour: "GREEN" },
      ],
      [
        { "Gem Type": "Pink Sapphire", Color: "", "Color Grade": "Vivid" },
        { gemstoneType: "SAPPHIRE", gemstoneColour: "PINK", colourGrade: "HOT" },
      ],
      [
        { "Gem Type": "ALEXANDRITE", Color: "Color Change", Clarity: "LC", "Color Grade": "md" },
        { gemstoneType: "ALEXANDRITE", gemstoneColour: "COLOUR_CHANGE", gemstoneClarity: "LOUPE_CLEAN", colourGrade: "MEDIUM_DARK" },
      ],
      [
        { "Gem Type": "Tourmaline", Color: "Bi-Color", Clarity: "" },
        { gemstoneType: "TOURMALINE", gemstoneColour: "MULTICOLOUR", gemstoneClarity: null },
      ],
      [
        { "Gem Type": "Spinel", Color: "Gray", "Country of Origin": "Unknown" },
        { gemstoneColour: "GREY", originCountry: null, knownOrigin: false },
      ],
    ];
    for (const [over, expected] of cases) {
      const r = gem(over);
      expect(r.ok && r.value, JSON.stringify(over)).toMatchObject({ category: "GEMSTONE", ...expected });
    }
    // A gem type column naming a diamond leaves the row a diamond.
    const diamond = map({ "Gem Type": "Diamond" });
    expect(diamond.ok && diamond.value).toMatchObject({ category: "DIAMOND", gemstoneType: null, colour: "F" });
  });

  it("refuse values they do not know, saying which", () => {
    const reasons: [Partial<Record<string, string>>, string][] = [
      [{ "Gem Type": "Kryptonite" }, 'unknown gem type "Kryptonite"'],
      [{ "Gem Type": "Star Sapphire" }, 'unknown gem type "Star Sapphire"'],
      [{ Color: "Plaid" }, 'unknown gemstone colour "Plaid"'],
      [{ "Color Grade": "Medium Bright" }, 'unknown colour grade "Medium Bright"'],
      [{ Clarity: "Crystal" }, 'gemstone clarity "Crystal" is not one of eye clean, loupe clean, slightly included, included'],
      [{ Treatment: "Magic" }, 'unknown treatment "Magic"'],
      [{ "Country of Origin": "Atlantis" }, 'unknown origin country "Atlantis"'],
      [{ "Quality Grade": "AAAAA" }, 'unknown quality grade "AAAAA"'],
      [{ "Growth Type": "CVD" }, "lab-grown sapphire is not a stone the store lists"],
    ];
    for (const [over, reason] of reasons) expect(reasonOf(gem(over)), reason).toBe(reason);
  });

  it("are read from IDEX column names too", () => {
    const idex = feedConfig("idex")!;
    const idexHeader = [
      "Supplier Stock Ref.",
      "Cut",
      "Carat",
      "Color",
      "Clarity",
      "Make",
      "Total Price",
      "Fancy Color",
      "Fancy Color Intensity",
      "Fancy Color Overtone",
      "Stone Type",
      "Color Grade",
      "Treatment",
      "Country of Origin",
    ];
    const idexColumns = mapHeader(idexHeader, idex);
    const idexRow = (values: string[]) => mapRow(values, { config: idex, columns: idexColumns, rates: DEFAULT_RATES });
    expect(idexRow(["IX-7", "OV", "1.20", "", "VS1", "", "9000", "PINK", "FI", "PURPLISH", "", "", "", ""])).toMatchObject({
      ok: true,
      value: { category: "FANCY_DIAMOND", fancyColour: "PINK", intensity: "FANCY_INTENSE" },
    });
    expect(idexRow(["IX-8", "CU", "2.05", "CORNFLOWER", "VS", "EX", "4100", "", "", "", "SAP", "M", "H", "MG"])).toMatchObject({
      ok: true,
      value: {
        category: "GEMSTONE",
        gemstoneType: "SAPPHIRE",
        gemstoneColour: "CORNFLOWER_BLUE",
        gemstoneClarity: "EYE_CLEAN",
        colourGrade: "MEDIUM",
        isTreated: true,
        originCountry: "MG",
      },
    });
    expect(idexRow(["IX-9", "OV", "1.20", "", "VS1", "", "9000", "BLUSH", "", "", "", "", "", ""])).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", path: ["fancyColour"], message: 'unknown fancy colour "BLUSH"' }],
    });
    expect(idexRow(["IX-10", "OV", "1.20", "BLUE", "VS", "", "900", "", "", "", "UNOBTAINIUM", "", "", ""])).toEqual({
      ok: false,
      errors: [{ code: "INVALID_INPUT", path: ["gemType"], message: 'unknown gem type "UNOBTAINIUM"' }],
    });
  });
});
