import { REGION_CURRENCY, type Region } from "../../core/regions.ts";
import { prng } from "../../server/seed/stones.ts";
import type { StoneQueryInput } from "../../server/services/stones/query.ts";

/** A deterministic mix of what visitors ask for: mostly one category, a shape or two, a weight band, grades. */
export function realisticQueries(n: number): StoneQueryInput[] {
  const rand = prng(2024);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const chance = (p: number) => rand() < p;
  const range = <T>(xs: readonly T[]) => {
    const a = Math.floor(rand() * xs.length);
    const b = Math.min(xs.length, a + 1 + Math.floor(rand() * 4));
    return xs.slice(a, b);
  };
  const COLOURS = ["D", "E", "F", "G", "H", "I", "J", "K", "L", "M"] as const;
  const CLARITIES = ["FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2"] as const;
  const SHAPES = ["ROUND", "OVAL", "EMERALD", "CUSHION", "PEAR", "PRINCESS", "RADIANT", "MARQUISE", "ASSCHER", "HEART"] as const;
  const CARATS = [
    [0.3, 0.49],
    [0.5, 0.69],
    [0.7, 0.99],
    [1, 1.49],
    [1, 2],
    [1.5, 1.99],
    [2, 3],
    [3, 5],
  ] as const;
  const REGIONS: Region[] = ["UK", "US", "EU", "AU", "CA"];
  const out: StoneQueryInput[] = [];
  for (let i = 0; i < n; i++) {
    const category = pick([
      "DIAMOND",
      "DIAMOND",
      "DIAMOND",
      "LAB_GROWN_DIAMOND",
      "LAB_GROWN_DIAMOND",
      "FANCY_DIAMOND",
      "LAB_GROWN_FANCY_DIAMOND",
      "GEMSTONE",
    ] as const);
    const region = pick(REGIONS);
    const q: StoneQueryInput = { categories: [category], region, currency: REGION_CURRENCY[region], pageSize: 24 };
    if (chance(0.65)) q.shapes = chance(0.8) ? [pick(SHAPES)] : [pick(SHAPES), pick(SHAPES)];
    if (chance(0.6)) [q.caratMin, q.caratMax] = pick(CARATS);
    if (category === "DIAMOND" || category === "LAB_GROWN_DIAMOND") {
      if (chance(0.5)) q.colours = [...range(COLOURS)];
      if (chance(0.5)) q.clarities = [...range(CLARITIES)];
      if (chance(0.3)) q.cuts = chance(0.5) ? ["IDEAL", "EXCELLENT"] : ["EXCELLENT"];
      if (chance(0.15)) q.fluorescences = ["NONE", "FAINT"];
      if (chance(0.15)) q.polishes = ["EXCELLENT"];
      if (chance(0.15)) q.symmetries = ["EXCELLENT", "VERY_GOOD"];
      if (chance(0.2)) q.labs = [pick(["GIA", "IGI"] as const)];
      if (category === "DIAMOND" && chance(0.05)) q.canadaMark = true;
      if (chance(0.08)) q.knownOrigin = true;
      if (chance(0.05)) q.dtlReport = true;
      if (chance(0.1)) [q.ratioMin, q.ratioMax] = [1.3, 1.5];
      if (chance(0.08)) [q.depthMin, q.depthMax, q.tableMin, q.tableMax] = [59, 63, 54, 60];
    } else if (category === "GEMSTONE") {
      if (chance(0.6)) q.gemstoneTypes = [pick(["SAPPHIRE", "RUBY", "EMERALD", "SPINEL", "TANZANITE"] as const)];
      if (chance(0.3)) q.gemstoneColours = [pick(["BLUE", "PINK", "GREEN", "RED", "YELLOW"] as const)];
      if (chance(0.3)) q.colourGrades = ["MEDIUM", "MEDIUM_DARK"];
      if (chance(0.2)) q.treated = false;
    } else {
      if (chance(0.6)) q.fancyColours = [pick(["YELLOW", "PINK", "BLUE", "GREEN"] as const)];
      if (chance(0.4)) q.intensities = ["FANCY", "FANCY_INTENSE", "FANCY_VIVID"];
    }
    if (chance(0.3)) {
      const lo = pick([500, 1000, 2000, 5000, 10000]);
      q.priceMin = lo;
      q.priceMax = lo * pick([2, 3, 5, 10]);
    }
    if (chance(0.12)) q.express = true;
    if (chance(0.05)) q.inStock = true;
    q.sort = `${chance(0.75) ? "PRICE" : "CARAT"}_${chance(0.6) ? "ASCENDING" : "DESCENDING"}`;
    if (chance(0.2)) q.page = 2 + Math.floor(rand() * 4);
    out.push(q);
  }
  return out;
}
