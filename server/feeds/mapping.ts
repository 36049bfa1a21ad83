import { parseCarat, roundCarat } from "../../core/carat.ts";
import { fromDecimal, isPositive, multiply, toDecimal, type Money } from "../../core/money.ts";
import type { Currency } from "../../core/regions.ts";
import { parseShape, type ShapeCode } from "../../core/vocabulary/shapes.ts";
import {
  CLARITIES,
  COLOURS,
  CUT_GRADES,
  FLUORESCENCES,
  GEMSTONE_TYPES,
  type CutGrade,
  type Fluorescence,
  type StoneCategory,
} from "../../core/vocabulary/stones.ts";
import type { ExchangeRates } from "../services/pricing.ts";
import { fail, invalid, ok, type Result } from "../services/result.ts";
import { listPriceFromCost, type StoneRecord } from "../services/stones/index.ts";
import {
  notGiven,
  parseColourGrade,
  parseFancyColour,
  parseGemClarity,
  parseGemColour,
  parseGemGrade,
  parseGemType,
  parseIntensity,
  parseTreatment,
} from "./coloured.ts";
import { FEED_FIELDS, STYLE_COLUMNS, type FeedConfig, type FeedField } from "./config.ts";
import { parseCountry } from "./countries.ts";
import { detach } from "./csv.ts";

/**
 * Turns one feed row into a stone, or says why it cannot: every value is checked against the store's
 * vocabularies and bounds, supplier codes (RB, BR, PS, EC, CU, OV, RAD, ...; EX, VG; NON, FNT, ...;
 * coloured diamonds and gemstones in ./coloured.ts, countries in ./countries.ts) are mapped to system
 * codes, and the price is the cost with the feed's markup.
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
  B: "ROUND",
  BR: "ROUND",
  RB: "ROUND",
  RD: "ROUND",
  RBC: "ROUND",
  ROUND: "ROUND",
  "ROUND BRILLIANT": "ROUND",
  PS: "PEAR",
  PE: "PEAR",
  PEAR: "PEAR",
  E: "EMERALD",
  EC: "EMERALD",
  EM: "EMERALD",
  EMERALD: "EMERALD",
  CU: "CUSHION",
  CUS: "CUSHION",
  CB: "CUSHION",
  CMB: "CUSHION",
  "CUSHION MODIFIED": "CUSHION",
  "CUSHION BRILLIANT": "CUSHION",
  OV: "OVAL",
  OVAL: "OVAL",
  RAD: "RADIANT",
  RA: "RADIANT",
  RADIANT: "RADIANT",
  SQR: "RADIANT",
  LR: "ELONGATED_RADIANT",
  "LONG RADIANT": "ELONGATED_RADIANT",
  LC: "ELONGATED_CUSHION",
  "LONG CUSHION": "ELONGATED_CUSHION",
  PR: "PRINCESS",
  PC: "PRINCESS",
  PRN: "PRINCESS",
  PRINCESS: "PRINCESS",
  MQ: "MARQUISE",
  MAR: "MARQUISE",
  MARQUISE: "MARQUISE",
  AS: "ASSCHER",
  ASC: "ASSCHER",
  ASSCHER: "ASSCHER",
  SQE: "SQUARE_EMERALD",
  SE: "SQUARE_EMERALD",
  "SQUARE EMERALD": "SQUARE_EMERALD",
  HS: "HEART",
  HT: "HEART",
  HE: "HEART",
  HEART: "HEART",
  TR: "TRILLION",
  TRI: "TRILLION",
  TRILLIANT: "TRILLION",
  TRILLION: "TRILLION",
  BAG: "BAGUETTE",
  BG: "BAGUETTE",
  TB: "TAPERED_BAGUETTE",
  TPB: "TAPERED_BAGUETTE",
  OMB: "OLD_MINE",
  "OLD MINER": "OLD_MINE",
  OEC: "OLD_EUROPEAN",
  "OLD EUROPEAN": "OLD_EUROPEAN",
  RC: "ROSE_CUT",
  ROSE: "ROSE_CUT",
  HEX: "HEXAGONAL",
  OCT: "OCTAGONAL",
  HM: "HALF_MOON",
  KT: "KITE",
  SH: "SHIELD",
  CAB: "CABOCHON",
  BUL: "BULLET",
  PEN: "PENTAGONAL",
  TRAP: "TRAPEZOID",
  LOZ: "LOZENGE",
};

const GRADE_CODES: Record<string, CutGrade> = {
  ID: "IDEAL",
  I: "IDEAL",
  IDEAL: "IDEAL",
  "8X": "IDEAL",
  EX: "EXCELLENT",
  EXC: "EXCELLENT",
  X: "EXCELLENT",
  EXCELLENT: "EXCELLENT",
  VG: "VERY_GOOD",
  "V GOOD": "VERY_GOOD",
  "VERY GOOD": "VERY_GOOD",
  G: "GOOD",
  GD: "GOOD",
  GOOD: "GOOD",
  F: "FAIR",
  FR: "FAIR",
  FAIR: "FAIR",
};

const FLUORESCENCE_CODES: Record<string, Fluorescence> = {
  N: "NONE",
  NON: "NONE",
  NONE: "NONE",
  NIL: "NONE",
  F: "FAINT",
  FNT: "FAINT",
  FA: "FAINT",
  FAINT: "FAINT",
  VSL: "VERY_SLIGHT",
  VSLG: "VERY_SLIGHT",
  "VERY SLIGHT": "VERY_SLIGHT",
  SL: "SLIGHT",
  SLT: "SLIGHT",
  SLIGHT: "SLIGHT",
  M: "MEDIUM",
  MED: "MEDIUM",
  MD: "MEDIUM",
  MEDIUM: "MEDIUM",
  S: "STRONG",
  STG: "STRONG",
  ST: "STRONG",
  STRONG: "STRONG",
  VS: "VERY_STRONG",
  VST: "VERY_STRONG",
  VSTG: "VERY_STRONG",
  "VERY STRONG": "VERY_STRONG",
};

const norm = (v: string) => v.trim().toUpperCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ");

/** Feed values repeat endlessly ("RB", "VS1", "EX"): each distinct raw value is mapped once. */
function memo<T>(fn: (value: string) => T): (value: string) => T {
  const cache = new Map<string, T>();
  return (value) => {
    let hit = cache.get(value);
    if (hit === undefined && !cache.has(value)) {
      hit = fn(value);
      if (typeof hit === "string") hit = detach(hit) as T;
      if (cache.size < 10_000) cache.set(detach(value), hit);
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
const clarityOf = memo((v: string) => CLARITIES.parse(v.replace(/\s+/g, "")));
const intensityOf = memo(parseIntensity);
const gemTypeOf = memo(parseGemType);
const gemColourOf = memo(parseGemColour);
const colourGradeOf = memo(parseColourGrade);
const gemClarityOf = memo(parseGemClarity);
const gemGradeOf = memo(parseGemGrade);
const treatmentOf = memo(parseTreatment);
const countryOf = memo(parseCountry);
const notGivenOf = memo(notGiven);
/** Keyed by the description, the overtone and whether codes are allowed. */
const fancyOf = memo((v: string) => {
  const [description, overtone, codes] = v.split("\u0000") as [string, string, string];
  return parseFancyColour(description, overtone, codes === "1");
});

/** Colour column values that say the stone is a coloured diamond rather than D to M. */
function looksFancy(colour: string): boolean {
  if (colour.startsWith("FANCY")) return true;
  if (colourOf(colour)) return false;
  return typeof fancyOf(`${colour}\u0000\u00000`) === "object";
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** An amount of money as a feed writes it ("1,234.50"): exact, null when empty, undefined when not an amount. */
function amount(value: string, currency: Currency): Money | null | undefined {
  if (!value) return null;
  try {
    return fromDecimal(value.includes(",") ? value.replace(/,/g, "") : value, currency);
  } catch {
    return undefined;
  }
}

function number(value: string): number | null | undefined {
  if (!value) return null;
  const v = value.includes(",") ? value.replace(/,/g, "") : value;
  if (!NUMBER.test(v)) return undefined;
  return Number(v);
}

const URL_PATTERN = /^https?:\/\/\S+$/i;
const STOCK_NUMBER = /^[A-Za-z0-9_.-]{1,80}$/;
const CERTIFICATE = /^[A-Za-z0-9-]{3,30}$/;
const MEASUREMENTS = /^(\d+(?:\.\d+)?)\s*[x*×-]\s*(\d+(?:\.\d+)?)\s*[x*×]\s*(\d+(?:\.\d+)?)$/i;
const NOT_LAB_GROWN = new Set(["", "NO", "N", "FALSE", "NATURAL", "0"]);
const CANADA_MARK = new Set(["Y", "YES", "TRUE", "1", "CANADAMARK", "CANADA MARK"]);

/**
 * A row's stone, or why the row is refused: one INVALID_INPUT error whose path is the feed field
 * (`FeedField`) of the bad value (["shape"], ["totalPrice"]), as the service `Result`.
 */
export type RowResult = Result<StoneRecord>;

export interface RowContext {
  config: FeedConfig;
  columns: ColumnMap;
  rates: ExchangeRates;
}

/** The trimmed text of a field's column ("" when the file has no such column). */
function cell(fields: readonly string[], at: number | undefined): string {
  if (at === undefined) return "";
  const v = fields[at];
  return v === undefined ? "" : v.trim();
}

function refuse(field: FeedField, message: string): RowResult {
  return fail(invalid([field], message));
}

function outOfRange(v: number | null | undefined): boolean {
  return v === undefined || (v !== null && (v <= 0 || v > 100));
}

/**
 * Maps one data row. A row is a gemstone when its gem type column names one, a coloured diamond when
 * it has a fancy colour (or its colour column describes one: "Fancy Intense Pink"), else a diamond
 * graded D to M. Runs once per row of files of millions of rows: no closures, each distinct raw value
 * of a coded column is mapped once (memo).
 */
export function mapRow(fields: readonly string[], ctx: RowContext): RowResult {
  const { config, columns } = ctx;

  const externalId = cell(fields, columns.externalId);
  if (!externalId) return refuse("externalId", "missing stock number");
  if (!STOCK_NUMBER.test(externalId))
    return refuse("externalId", `stock number "${externalId}" has characters other than letters, digits, ".", "_" and "-"`);

  const shapeText = cell(fields, columns.shape);
  const shape = mapShape(shapeText);
  if (!shape) return refuse("shape", shapeText ? `unknown shape "${shapeText}"` : "missing shape");

  const caratText = cell(fields, columns.carat);
  const carat = parseCarat(caratText);
  if (carat === null) return refuse("carat", caratText ? `carat weight "${caratText}" is not a number` : "missing carat weight");
  if (carat < 0.01 || carat > 200) return refuse("carat", `carat weight ${caratText} is out of range (0.01 to 200)`);

  // Lab-grown: the feed's default, or a growth type / lab-grown column.
  const growth = normMemo(cell(fields, columns.growthType));
  const labGrown = growth ? !NOT_LAB_GROWN.has(growth) : config.labGrown;

  const gemText = columns.gemType === undefined ? "" : cell(fields, columns.gemType);
  const gem = gemText ? gemTypeOf(gemText) : null;
  if (gem === undefined) return refuse("gemType", `unknown gem type "${gemText}"`);

  let category: StoneCategory;
  let colour: StoneRecord["colour"] = null;
  let clarity: StoneRecord["clarity"] = null;
  let fancyColour: StoneRecord["fancyColour"] = null;
  let intensity: StoneRecord["intensity"] = null;
  let gemstoneType: StoneRecord["gemstoneType"] = null;
  let gemstoneColour: StoneRecord["gemstoneColour"] = null;
  let colourGrade: StoneRecord["colourGrade"] = null;
  let gemstoneClarity: StoneRecord["gemstoneClarity"] = null;
  let gemGrade: StoneRecord["grade"] = null;
  let crystal = "Diamond";
  if (gem && gem !== "DIAMOND") {
    // The store's gemstones are natural: a gemstone has only the natural kind.
    if (labGrown) return refuse("gemType", `lab-grown ${GEMSTONE_TYPES.get(gem.type).label.toLowerCase()} is not a stone the store lists`);
    category = "GEMSTONE";
    gemstoneType = gem.type;
    crystal = GEMSTONE_TYPES.get(gem.type).crystal;
    const colourText = cell(fields, columns.gemColour) || cell(fields, columns.colour);
    const c = colourText ? gemColourOf(colourText) : gem.colour;
    if (c === undefined) return refuse("gemColour", `unknown gemstone colour "${colourText}"`);
    gemstoneColour = c;
    const gradeText = cell(fields, columns.colourGrade);
    const g = colourGradeOf(gradeText);
    if (g === undefined) return refuse("colourGrade", `unknown colour grade "${gradeText}"`);
    colourGrade = g;
    const clarityText = cell(fields, columns.gemClarity) || cell(fields, columns.clarity);
    const gc = gemClarityOf(clarityText);
    if (gc === undefined)
      return refuse("gemClarity", `gemstone clarity "${clarityText}" is not one of eye clean, loupe clean, slightly included, included`);
    gemstoneClarity = gc;
    const qualityText = cell(fields, columns.gemGrade);
    const q = gemGradeOf(qualityText);
    if (q === undefined) return refuse("gemGrade", `unknown quality grade "${qualityText}"`);
    gemGrade = q;
  } else {
    const colourText = normMemo(cell(fields, columns.colour));
    let fancyText = columns.fancyColour === undefined ? "" : cell(fields, columns.fancyColour);
    if (fancyText && notGivenOf(fancyText)) fancyText = "";
    if (fancyText || (colourText && looksFancy(colourText))) {
      const overtoneText = columns.overtone === undefined ? "" : cell(fields, columns.overtone);
      const hue = fancyOf(`${fancyText || colourText}\u0000${overtoneText}\u0000${fancyText ? 1 : 0}`);
      if (typeof hue === "string") return refuse("fancyColour", hue);
      fancyColour = hue.colour;
      const intensityText = columns.intensity === undefined ? "" : cell(fields, columns.intensity);
      const found = intensityText ? intensityOf(intensityText) : hue.intensity;
      if (found === undefined) return refuse("intensity", `unknown colour intensity "${intensityText}"`);
      intensity = found;
      category = labGrown ? "LAB_GROWN_FANCY_DIAMOND" : "FANCY_DIAMOND";
    } else {
      if (!colourText) return refuse("colour", "missing colour");
      const c = colourOf(colourText);
      if (!c) return refuse("colour", `colour "${colourText}" is not one of D to M`);
      colour = c.code;
      category = labGrown ? "LAB_GROWN_DIAMOND" : "DIAMOND";
    }
    const clarityText = normMemo(cell(fields, columns.clarity));
    const found = clarityOf(clarityText);
    if (!found)
      return refuse("clarity", clarityText ? `clarity "${clarityText.replace(/\s+/g, "")}" is not one of FL to SI2` : "missing clarity");
    clarity = found.code;
  }

  const cutText = cell(fields, columns.cut);
  const cut = grade(cutText);
  if (cut === undefined) return refuse("cut", `unknown cut grade "${cutText}"`);
  const polishText = cell(fields, columns.polish);
  const polish = grade(polishText);
  if (polish === undefined) return refuse("polish", `unknown polish grade "${polishText}"`);
  const symmetryText = cell(fields, columns.symmetry);
  const symmetry = grade(symmetryText);
  if (symmetry === undefined) return refuse("symmetry", `unknown symmetry grade "${symmetryText}"`);
  const fluorescenceText = cell(fields, columns.fluorescence);
  const fluor = fluorescence(fluorescenceText);
  if (fluor === undefined) return refuse("fluorescence", `unknown fluorescence "${fluorescenceText}"`);

  const treatmentText = columns.treatment === undefined ? "" : cell(fields, columns.treatment);
  const treated = treatmentText ? treatmentOf(treatmentText) : false;
  if (treated === undefined) return refuse("treatment", `unknown treatment "${treatmentText}"`);

  const lab = normMemo(cell(fields, columns.lab));
  const certificate = cell(fields, columns.certificate);
  if (certificate && !CERTIFICATE.test(certificate)) return refuse("certificate", `certificate number "${certificate}" is malformed`);

  // Measurements: "6.45x6.48x3.98", "6.45-6.48x3.98", "6.45*6.48*3.98", or three columns.
  let length = number(cell(fields, columns.length));
  let width = number(cell(fields, columns.width));
  let depth = number(cell(fields, columns.depthMm));
  const measurements = cell(fields, columns.measurements);
  if (measurements) {
    const m = MEASUREMENTS.exec(measurements);
    if (!m) return refuse("measurements", `measurements "${measurements}" are not length x width x depth`);
    length = Number(m[1]);
    width = Number(m[2]);
    depth = Number(m[3]);
  }
  if (length === undefined) return refuse("length", "length is not a number");
  if (width === undefined) return refuse("width", "width is not a number");
  if (depth === undefined) return refuse("depthMm", "depth is not a number");
  if (length !== null && (length <= 0 || length > 100)) return refuse("length", `length ${length} mm is out of range`);
  if (width !== null && (width <= 0 || width > 100)) return refuse("width", `width ${width} mm is out of range`);
  if (depth !== null && (depth <= 0 || depth > 100)) return refuse("depthMm", `depth ${depth} mm is out of range`);
  if (length !== null && width !== null && width > length) [length, width] = [width, length];
  const depthPercentText = cell(fields, columns.depthPercent);
  const depthPercent = number(depthPercentText);
  if (outOfRange(depthPercent)) return refuse("depthPercent", `depth % "${depthPercentText}" is out of range`);
  const tablePercentText = cell(fields, columns.tablePercent);
  const tablePercent = number(tablePercentText);
  if (outOfRange(tablePercent)) return refuse("tablePercent", `table % "${tablePercentText}" is out of range`);

  // Prices are read exactly as the feed writes them (digits, thousands commas, up to two decimals).
  const totalText = cell(fields, columns.totalPrice);
  const total = amount(totalText, config.costCurrency);
  if (total === undefined)
    return refuse("totalPrice", `price "${totalText}" is not an amount of ${config.costCurrency} (digits with at most two decimals)`);
  const perCaratText = cell(fields, columns.pricePerCarat);
  const perCarat = amount(perCaratText, config.costCurrency);
  if (perCarat === undefined)
    return refuse(
      "pricePerCarat",
      `price per carat "${perCaratText}" is not an amount of ${config.costCurrency} (digits with at most two decimals)`,
    );
  const cost = total ?? (perCarat !== null ? multiply(perCarat, carat) : null);
  if (cost === null) return refuse("totalPrice", "missing price");
  if (!isPositive(cost)) return refuse("totalPrice", `price ${total !== null ? totalText : toDecimal(cost)} must be above zero`);

  // Origin names a country or says it is unknown; an unreadable location falls back to the feed's.
  const originText = cell(fields, columns.origin);
  const originCountry = originText ? countryOf(originText) : null;
  if (originCountry === undefined) return refuse("origin", `unknown origin country "${originText}"`);
  const locationText = cell(fields, columns.location);
  const shippingFrom = (locationText ? countryOf(locationText) : null) ?? config.shipsFrom;
  const deliveryDays = (shippingFrom ? config.deliveryDays[shippingFrom] : undefined) ?? config.defaultDeliveryDays;
  const image = cell(fields, columns.image);
  const video = cell(fields, columns.video);
  const certificateUrl = cell(fields, columns.certificateUrl);

  const record: StoneRecord = {
    feed: config.feed,
    externalId,
    category,
    shape,
    caratWeight: roundCarat(carat),
    colour,
    clarity,
    cut,
    polish,
    symmetry,
    fluorescence: fluor,
    girdle: cell(fields, columns.girdle) || null,
    fancyColour,
    intensity,
    gemstoneType,
    gemstoneColour,
    colourGrade,
    gemstoneClarity,
    grade: gemGrade,
    crystal,
    depthPercent: depthPercent ?? null,
    tablePercent: tablePercent ?? null,
    length: length ?? null,
    width: width ?? null,
    depth: depth ?? null,
    ratio: length && width ? Math.round((length / width) * 1000) / 1000 : null,
    originCountry,
    shippingFromCountry: shippingFrom,
    deliveryDays,
    listPriceMinor: listPriceFromCost(cost, config.markup, ctx.rates).minor,
    costMinor: cost.minor,
    costCurrency: config.costCurrency,
    photoUrl: URL_PATTERN.test(image) ? image : null,
    videoUrl: URL_PATTERN.test(video) ? video : null,
    reportUrl: URL_PATTERN.test(certificateUrl) ? certificateUrl : null,
    express: deliveryDays <= 7,
    isB2B: false,
    isTreated: treated ?? false,
    certGcal: lab === "GCAL" && certificate ? certificate : null,
    certGia: lab === "GIA" && certificate ? certificate : null,
    certIgi: lab === "IGI" && certificate ? certificate : null,
    canadaMark: CANADA_MARK.has(normMemo(cell(fields, columns.canadaMark))),
    knownOrigin: originCountry !== null,
    dtlReport: false,
    inStock: false,
  };
  return ok(record);
}
