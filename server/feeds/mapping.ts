import { parseCarat, roundCarat } from "../../core/carat.ts";
import { parseShape, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOURS,
  CUT_GRADES,
  FANCY_COLOURS,
  FLUORESCENCES,
  INTENSITIES,
  type CutGrade,
  type Fluorescence,
  type StoneCategory,
} from "../../core/vocabulary/stones.ts";
import type { ExchangeRates } from "../services/pricing.ts";
import { listPriceFromCost } from "../services/stones/prices.ts";
import type { StoneRecord } from "../services/stones/record.ts";
import { FEED_FIELDS, STYLE_COLUMNS, type FeedConfig, type FeedField } from "./config.ts";

/**
 * Turns one feed row into a stone, or says why it cannot: every value is checked against the store's
 * vocabularies and bounds, supplier codes (RB, BR, PS, EC, CU, OV, RAD, ...; EX, VG; NON, FNT, ...)
 * are mapped to system codes, and the price is the cost with the feed's markup.
 */

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9#%$]/g, "");

export type ColumnMap = Partial<Record<FeedField, number>>;

/** Column positions of each field from the header row; throws when a required column is missing. */
export function mapHeader(header: readonly string[], config: FeedConfig): ColumnMap {
  const positions = new Map<string, number>();
  header.forEach((h, i) => {
    if (!positions.has(key(h))) positions.set(key(h), i);
  });
  const map: ColumnMap = {};
  for (const field of FEED_FIELDS) {
    const override = config.columns[field];
    const names = override ? [override] : (STYLE_COLUMNS[config.style][field] ?? []);
    for (const name of names) {
      const at = positions.get(key(name));
      if (at !== undefined) {
        map[field] = at;
        break;
      }
    }
  }
  const missing: string[] = [];
  if (map.externalId === undefined) missing.push("stock number");
  if (map.shape === undefined) missing.push("shape");
  if (map.carat === undefined) missing.push("carat weight");
  if (map.totalPrice === undefined && map.pricePerCarat === undefined) missing.push("price");
  if (missing.length) throw new Error(`The header has no column for: ${missing.join(", ")} (${config.style} column names)`);
  return map;
}

const SHAPE_CODES_MAP: Record<string, ShapeCode> = {
  B: "ROUND", BR: "ROUND", RB: "ROUND", RD: "ROUND", RBC: "ROUND", ROUND: "ROUND", "ROUND BRILLIANT": "ROUND",
  PS: "PEAR", PE: "PEAR", PEAR: "PEAR",
  E: "EMERALD", EC: "EMERALD", EM: "EMERALD", EMERALD: "EMERALD",
  CU: "CUSHION", CUS: "CUSHION", CB: "CUSHION", CMB: "CUSHION", "CUSHION MODIFIED": "CUSHION", "CUSHION BRILLIANT": "CUSHION",
  OV: "OVAL", OVAL: "OVAL",
  RAD: "RADIANT", RA: "RADIANT", RADIANT: "RADIANT", SQR: "RADIANT",
  LR: "ELONGATED_RADIANT", "LONG RADIANT": "ELONGATED_RADIANT",
  LC: "ELONGATED_CUSHION", "LONG CUSHION": "ELONGATED_CUSHION",
  PR: "PRINCESS", PC: "PRINCESS", PRN: "PRINCESS", PRINCESS: "PRINCESS",
  MQ: "MARQUISE", MAR: "MARQUISE", MARQUISE: "MARQUISE",
  AS: "ASSCHER", ASC: "ASSCHER", ASSCHER: "ASSCHER",
  SQE: "SQUARE_EMERALD", SE: "SQUARE_EMERALD", "SQUARE EMERALD": "SQUARE_EMERALD",
  HS: "HEART", HT: "HEART", HE: "HEART", HEART: "HEART",
  TR: "TRILLION", TRI: "TRILLION", TRILLIANT: "TRILLION", TRILLION: "TRILLION",
  BAG: "BAGUETTE", BG: "BAGUETTE", TB: "TAPERED_BAGUETTE", TPB: "TAPERED_BAGUETTE",
  OMB: "OLD_MINE", "OLD MINER": "OLD_MINE", OEC: "OLD_EUROPEAN", "OLD EUROPEAN": "OLD_EUROPEAN",
  RC: "ROSE_CUT", ROSE: "ROSE_CUT", HEX: "HEXAGONAL", OCT: "OCTAGONAL", HM: "HALF_MOON", KT: "KITE", SH: "SHIELD",
  CAB: "CABOCHON", BUL: "BULLET", PEN: "PENTAGONAL", TRAP: "TRAPEZOID", LOZ: "LOZENGE",
};

const GRADE_CODES: Record<string, CutGrade> = {
  ID: "IDEAL", I: "IDEAL", IDEAL: "IDEAL", "8X": "IDEAL",
  EX: "EXCELLENT", EXC: "EXCELLENT", X: "EXCELLENT", EXCELLENT: "EXCELLENT",
  VG: "VERY_GOOD", "V GOOD": "VERY_GOOD", "VERY GOOD": "VERY_GOOD",
  G: "GOOD", GD: "GOOD", GOOD: "GOOD",
  F: "FAIR", FR: "FAIR", FAIR: "FAIR",
};

const FLUORESCENCE_CODES: Record<string, Fluorescence> = {
  N: "NONE", NON: "NONE", NONE: "NONE", NIL: "NONE",
  F: "FAINT", FNT: "FAINT", FA: "FAINT", FAINT: "FAINT",
  VSL: "VERY_SLIGHT", VSLG: "VERY_SLIGHT", "VERY SLIGHT": "VERY_SLIGHT",
  SL: "SLIGHT", SLT: "SLIGHT", SLIGHT: "SLIGHT",
  M: "MEDIUM", MED: "MEDIUM", MD: "MEDIUM", MEDIUM: "MEDIUM",
  S: "STRONG", STG: "STRONG", ST: "STRONG", STRONG: "STRONG",
  VS: "VERY_STRONG", VST: "VERY_STRONG", VSTG: "VERY_STRONG", "VERY STRONG": "VERY_STRONG",
};

const norm = (v: string) => v.trim().toUpperCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ");

/** Feed values repeat endlessly ("RB", "VS1", "EX"): each distinct raw value is mapped once. */
function memo<T>(fn: (value: string) => T): (value: string) => T {
  const cache = new Map<string, T>();
  return (value) => {
    let hit = cache.get(value);
    if (hit === undefined && !cache.has(value)) {
      hit = fn(value);
      if (cache.size < 10_000) cache.set(value, hit);
    }
    return hit as T;
  };
}

export const mapShape = memo((value: string): ShapeCode | null => {
  const v = norm(value);
  return SHAPE_CODES_MAP[v] ?? parseShape(v.replace(/ /g, "_"))?.code ?? null;
});

const grade = memo((value: string): CutGrade | null | undefined => {
  const v = norm(value);
  if (!v) return null;
  return GRADE_CODES[v] ?? CUT_GRADES.parse(v)?.code;
});

const fluorescence = memo((value: string): Fluorescence | null | undefined => {
  const v = norm(value);
  if (!v) return null;
  return FLUORESCENCE_CODES[v] ?? FLUORESCENCES.parse(v)?.code;
});

const normMemo = memo(norm);
const colourOf = memo((v: string) => COLOURS.parse(v));
const fancyOf = memo((v: string) => FANCY_COLOURS.parse(v));
const clarityOf = memo((v: string) => CLARITIES.parse(v.replace(/\s+/g, "")));

const NUMBER = /^-?\d+(\.\d+)?$/;
function number(value: string): number | null | undefined {
  if (!value) return null;
  const v = value.includes(",") ? value.replace(/,/g, "") : value;
  if (!NUMBER.test(v)) return undefined;
  return Number(v);
}

const URL_PATTERN = /^https?:\/\/\S+$/i;

export type RowResult = { ok: true; record: StoneRecord } | { ok: false; reason: string };

export interface RowContext {
  config: FeedConfig;
  columns: ColumnMap;
  rates: ExchangeRates;
}

/** Maps one data row. */
export function mapRow(fields: readonly string[], ctx: RowContext): RowResult {
  const { config, columns } = ctx;
  const get = (f: FeedField): string => {
    const at = columns[f];
    return at === undefined ? "" : (fields[at] ?? "").trim();
  };
  const fail = (reason: string): RowResult => ({ ok: false, reason });

  const externalId = get("externalId");
  if (!externalId) return fail("missing stock number");
  if (!/^[A-Za-z0-9_.-]{1,80}$/.test(externalId)) return fail(`stock number "${externalId}" has characters other than letters, digits, ".", "_" and "-"`);

  const shapeText = get("shape");
  const shape = mapShape(shapeText);
  if (!shape) return fail(shapeText ? `unknown shape "${shapeText}"` : "missing shape");

  const caratText = get("carat");
  const carat = parseCarat(caratText);
  if (carat === null) return fail(caratText ? `carat weight "${caratText}" is not a number` : "missing carat weight");
  if (carat < 0.01 || carat > 200) return fail(`carat weight ${caratText} is out of range (0.01 to 200)`);

  // Lab-grown: the feed's default, or a growth type / lab-grown column.
  const growth = normMemo(get("growthType"));
  const labGrown = growth ? !["", "NO", "N", "FALSE", "NATURAL", "0"].includes(growth) : config.labGrown;

  const colourText = normMemo(get("colour"));
  const fancyText = normMemo(get("fancyColour"));
  let category: StoneCategory;
  let colour: StoneRecord["colour"] = null;
  let fancyColour: StoneRecord["fancyColour"] = null;
  let intensity: StoneRecord["intensity"] = null;
  if (fancyText || colourText.startsWith("FANCY") || (colourText && !colourOf(colourText) && fancyOf(colourText))) {
    const hue = fancyOf(fancyText || colourText.replace(/^FANCY\s*/, ""));
    if (!hue) return fail(`unknown fancy colour "${fancyText || colourText}"`);
    fancyColour = hue.code;
    const intensityText = normMemo(get("intensity"));
    if (intensityText) {
      const found = INTENSITIES.parse(intensityText) ?? INTENSITIES.parse(`FANCY ${intensityText}`);
      if (!found) return fail(`unknown colour intensity "${intensityText}"`);
      intensity = found.code;
    }
    category = labGrown ? "LAB_GROWN_FANCY_DIAMOND" : "FANCY_DIAMOND";
  } else {
    if (!colourText) return fail("missing colour");
    const c = colourOf(colourText);
    if (!c) return fail(`colour "${colourText}" is not one of D to M`);
    colour = c.code;
    category = labGrown ? "LAB_GROWN_DIAMOND" : "DIAMOND";
  }

  const clarityText = normMemo(get("clarity"));
  const clarity = clarityOf(clarityText);
  if (!clarity) return fail(clarityText ? `clarity "${clarityText.replace(/\s+/g, "")}" is not one of FL to SI2` : "missing clarity");

  const cut = grade(get("cut"));
  if (cut === undefined) return fail(`unknown cut grade "${get("cut")}"`);
  const polish = grade(get("polish"));
  if (polish === undefined) return fail(`unknown polish grade "${get("polish")}"`);
  const symmetry = grade(get("symmetry"));
  if (symmetry === undefined) return fail(`unknown symmetry grade "${get("symmetry")}"`);
  const fluor = fluorescence(get("fluorescence"));
  if (fluor === undefined) return fail(`unknown fluorescence "${get("fluorescence")}"`);

  const lab = normMemo(get("lab"));
  const certificate = get("certificate");
  if (certificate && !/^[A-Za-z0-9-]{3,30}$/.test(certificate)) return fail(`certificate number "${certificate}" is malformed`);

  // Measurements: "6.45x6.48x3.98", "6.45-6.48x3.98", "6.45*6.48*3.98", or three columns.
  let length = number(get("length"));
  let width = number(get("width"));
  let depth = number(get("depthMm"));
  const measurements = get("measurements");
  if (measurements) {
    const m = /^(\d+(?:\.\d+)?)\s*[x*×-]\s*(\d+(?:\.\d+)?)\s*[x*×]\s*(\d+(?:\.\d+)?)$/i.exec(measurements);
    if (!m) return fail(`measurements "${measurements}" are not length x width x depth`);
    length = Number(m[1]);
    width = Number(m[2]);
    depth = Number(m[3]);
  }
  for (const [name, v] of [["length", length], ["width", width], ["depth", depth]] as const) {
    if (v === undefined) return fail(`${name} is not a number`);
    if (v !== null && (v <= 0 || v > 100)) return fail(`${name} ${v} mm is out of range`);
  }
  if (length != null && width != null && width > length) [length, width] = [width, length];
  const depthPercent = number(get("depthPercent"));
  if (depthPercent === undefined || (depthPercent !== null && (depthPercent <= 0 || depthPercent > 100))) return fail(`depth % "${get("depthPercent")}" is out of range`);
  const tablePercent = number(get("tablePercent"));
  if (tablePercent === undefined || (tablePercent !== null && (tablePercent <= 0 || tablePercent > 100))) return fail(`table % "${get("tablePercent")}" is out of range`);

  const total = number(get("totalPrice"));
  const perCarat = number(get("pricePerCarat"));
  if (total === undefined) return fail(`price "${get("totalPrice")}" is not a number`);
  if (perCarat === undefined) return fail(`price per carat "${get("pricePerCarat")}" is not a number`);
  const cost = total ?? (perCarat !== null ? perCarat * carat : null);
  if (cost === null) return fail("missing price");
  if (!(cost > 0)) return fail(`price ${cost} must be above zero`);

  const origin = get("origin").toUpperCase();
  const location = get("location").toUpperCase();
  const country = (v: string) => (/^[A-Z]{2}$/.test(v) ? v : null);
  const shippingFrom = country(location) ?? config.shipsFrom;
  const originCountry = country(origin);
  const deliveryDays = (shippingFrom ? config.deliveryDays[shippingFrom] : undefined) ?? config.defaultDeliveryDays;
  const canadaMarkText = normMemo(get("canadaMark"));
  const image = get("image");
  const video = get("video");
  const certificateUrl = get("certificateUrl");

  const record: StoneRecord = {
    feed: config.feed,
    externalId,
    category,
    shape,
    caratWeight: roundCarat(carat),
    colour,
    clarity: clarity.code,
    cut,
    polish,
    symmetry,
    fluorescence: fluor,
    girdle: get("girdle") || null,
    fancyColour,
    intensity,
    gemstoneType: null,
    gemstoneColour: null,
    colourGrade: null,
    gemstoneClarity: null,
    grade: null,
    crystal: "Diamond",
    depthPercent: depthPercent ?? null,
    tablePercent: tablePercent ?? null,
    length: length ?? null,
    width: width ?? null,
    depth: depth ?? null,
    ratio: length && width ? Math.round((length / width) * 1000) / 1000 : null,
    originCountry,
    shippingFromCountry: shippingFrom,
    deliveryDays,
    priceGbp: listPriceFromCost(cost, config.costCurrency, config.markup, ctx.rates),
    cost: Math.round(cost * 100) / 100,
    costCurrency: config.costCurrency,
    photoUrl: URL_PATTERN.test(image) ? image : null,
    videoUrl: URL_PATTERN.test(video) ? video : null,
    reportUrl: URL_PATTERN.test(certificateUrl) ? certificateUrl : null,
    express: deliveryDays <= 7,
    isB2B: false,
    isTreated: false,
    certGcal: lab === "GCAL" && certificate ? certificate : null,
    certGia: lab === "GIA" && certificate ? certificate : null,
    certIgi: lab === "IGI" && certificate ? certificate : null,
    canadaMark: ["Y", "YES", "TRUE", "1", "CANADAMARK", "CANADA MARK"].includes(canadaMarkText),
    knownOrigin: originCountry !== null,
    dtlReport: false,
    inStock: false,
  };
  return { ok: true, record };
}
