import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "../services/pricing.ts";
import { feedConfig, feedConfigSchema } from "./config.ts";
import { mapHeader, mapRow, mapShape } from "./mapping.ts";

const config = feedConfig("rapnet")!;
const header = ["Stock #", "Shape", "Weight", "Color", "Clarity", "Cut Grade", "Polish", "Symmetry", "Fluorescence Intensity", "Lab", "Certificate #", "Measurements", "Depth %", "Table %", "Total Price", "Fancy Color", "Fancy Color Intensity", "Country", "Country of Origin", "Growth Type"];
const columns = mapHeader(header, config);
const row = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    "Stock #": "A-100", Shape: "RB", Weight: "1.01", Color: "F", Clarity: "VS1", "Cut Grade": "EX", Polish: "VG", Symmetry: "EX",
    "Fluorescence Intensity": "FNT", Lab: "GIA", "Certificate #": "2141438171", Measurements: "6.41-6.45x3.98", "Depth %": "61.8",
    "Table %": "57", "Total Price": "6350.00", "Fancy Color": "", "Fancy Color Intensity": "", Country: "BE", "Country of Origin": "CA", "Growth Type": "",
    ...over,
  };
  return header.map((h) => base[h] ?? "");
};
const map = (over: Partial<Record<string, string>> = {}) => mapRow(row(over), { config, columns, rates: DEFAULT_RATES });

describe("feed rows", () => {
  it("map supplier codes to the store's stone", () => {
    const r = map();
    if (!r.ok) throw new Error(r.reason);
    expect(r.record).toMatchObject({
      feed: "rapnet", externalId: "A-100", category: "DIAMOND", shape: "ROUND", caratWeight: 1.01, colour: "F", clarity: "VS1", cut: "EXCELLENT",
      polish: "VERY_GOOD", symmetry: "EXCELLENT", fluorescence: "FAINT", certGia: "2141438171", certIgi: null, length: 6.45, width: 6.41, depth: 3.98,
      ratio: 1.006, depthPercent: 61.8, tablePercent: 57, shippingFromCountry: "BE", originCountry: "CA", knownOrigin: true, deliveryDays: 8, express: false,
      cost: 6350, costCurrency: "USD", priceGbp: Math.round((6350 / 1.27) * 1.25 * 1.2),
    });
  });

  it("know the common shape codes", () => {
    const codes: Record<string, string> = { RB: "ROUND", BR: "ROUND", PS: "PEAR", EC: "EMERALD", CU: "CUSHION", OV: "OVAL", RAD: "RADIANT", PR: "PRINCESS", MQ: "MARQUISE", AS: "ASSCHER", HS: "HEART", "Half Moon": "HALF_MOON", "old-european": "OLD_EUROPEAN" };
    for (const [code, shape] of Object.entries(codes)) expect(mapShape(code)).toBe(shape);
    expect(mapShape("ZZ")).toBeNull();
  });

  it("read coloured and lab-grown stones", () => {
    const fancy = map({ Color: "", "Fancy Color": "Pink", "Fancy Color Intensity": "Intense" });
    expect(fancy.ok && fancy.record).toMatchObject({ category: "FANCY_DIAMOND", colour: null, fancyColour: "PINK", intensity: "FANCY_INTENSE" });
    const lab = map({ "Growth Type": "CVD", Lab: "IGI", "Certificate #": "LG123456" });
    expect(lab.ok && lab.record).toMatchObject({ category: "LAB_GROWN_DIAMOND", certIgi: "LG123456", certGia: null });
    const labFeed = mapRow(row(), { config: feedConfigSchema.parse({ ...config, labGrown: true }), columns, rates: DEFAULT_RATES });
    expect(labFeed.ok && labFeed.record.category).toBe("LAB_GROWN_DIAMOND");
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
    for (const [over, reason] of reasons) expect(map(over)).toEqual({ ok: false, reason });
  });

  it("need the identifying columns in the header", () => {
    expect(() => mapHeader(["Stock #", "Shape", "Color"], config)).toThrow("The header has no column for: carat weight, price (rapnet column names)");
  });
});
