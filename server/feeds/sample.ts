import type { ShapeCode } from "../../core/vocabulary/shapes.ts";
import { generateStones } from "../seed/stones.ts";
import { csvLine } from "../services/stones/copy.ts";

/**
 * Supplier-style CSV feeds made from the demo generator, in RapNet or IDEX column names and codes:
 * realistic input for the import's benchmark and tests.
 */

const SUPPLIER_SHAPE: Partial<Record<ShapeCode, string>> = {
  ROUND: "RB",
  PEAR: "PS",
  EMERALD: "EC",
  CUSHION: "CU",
  OVAL: "OV",
  RADIANT: "RAD",
  PRINCESS: "PR",
  MARQUISE: "MQ",
  ASSCHER: "AS",
  HEART: "HS",
};
const GRADE: Record<string, string> = { IDEAL: "ID", EXCELLENT: "EX", VERY_GOOD: "VG", GOOD: "G", FAIR: "F" };
const FLUOR: Record<string, string> = { NONE: "NON", FAINT: "FNT", VERY_SLIGHT: "VSL", SLIGHT: "SL", MEDIUM: "MED", STRONG: "STG", VERY_STRONG: "VST" };

export const RAPNET_HEADER = [
  "Stock #", "Shape", "Weight", "Color", "Clarity", "Cut Grade", "Polish", "Symmetry", "Fluorescence Intensity",
  "Lab", "Certificate #", "Measurements", "Depth %", "Table %", "Girdle Condition", "Total Price", "Fancy Color",
  "Fancy Color Intensity", "Country of Origin", "Country", "Growth Type", "Canada Mark",
];

/** Lines of a RapNet-style feed (header first) of `count` diamonds; costs in USD. */
export function* sampleRapnetFeed(count: number, seed = 7, options: { labGrown?: boolean } = {}): Generator<string> {
  yield csvLine(RAPNET_HEADER);
  let n = 0;
  for (const s of generateStones(count * 2, seed)) {
    if (s.category === "GEMSTONE") continue;
    const lab = s.category === "LAB_GROWN_DIAMOND" || s.category === "LAB_GROWN_FANCY_DIAMOND";
    if (options.labGrown !== undefined && lab !== options.labGrown) continue;
    if (n++ >= count) return;
    const cert = s.certGia ? ["GIA", s.certGia] : s.certIgi ? ["IGI", s.certIgi] : s.certGcal ? ["GCAL", s.certGcal] : ["", ""];
    yield csvLine([
      `S${s.externalId.slice(1)}`,
      SUPPLIER_SHAPE[s.shape] ?? s.shape.replace(/_/g, " "),
      s.caratWeight.toFixed(2),
      s.colour ?? "",
      s.clarity ?? "",
      s.cut ? GRADE[s.cut] : "",
      s.polish ? GRADE[s.polish] : "",
      s.symmetry ? GRADE[s.symmetry] : "",
      s.fluorescence ? FLUOR[s.fluorescence] : "",
      cert[0],
      cert[1],
      s.length && s.width && s.depth ? `${s.length.toFixed(2)}x${s.width.toFixed(2)}x${s.depth.toFixed(2)}` : "",
      s.depthPercent?.toFixed(1) ?? "",
      s.tablePercent?.toFixed(0) ?? "",
      s.girdle ?? "",
      s.cost?.toFixed(2) ?? "",
      s.fancyColour ? s.fancyColour.replace(/_/g, " ") : "",
      s.intensity ? s.intensity.replace(/_/g, " ") : "",
      s.originCountry ?? "",
      s.shippingFromCountry ?? "",
      lab ? "CVD" : "",
      s.canadaMark ? "Yes" : "",
    ]);
  }
}
