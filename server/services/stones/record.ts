import type { ShapeCode } from "../../../core/vocabulary/shapes.ts";
import type {
  Clarity,
  Colour,
  ColourGrade,
  CutGrade,
  FancyColour,
  Fluorescence,
  GemstoneClarity,
  GemstoneColour,
  GemstoneGrade,
  GemstoneType,
  Intensity,
  StoneCategory,
} from "../../../core/vocabulary/stones.ts";
import { csvLine } from "../../db/copy.ts";

/** A stone as written by the demo seed and the feed import (everything but id, identifier, timestamps). */
export interface StoneRecord {
  feed: string;
  externalId: string;
  category: StoneCategory;
  shape: ShapeCode;
  caratWeight: number;
  colour: Colour | null;
  clarity: Clarity | null;
  cut: CutGrade | null;
  polish: CutGrade | null;
  symmetry: CutGrade | null;
  fluorescence: Fluorescence | null;
  girdle: string | null;
  fancyColour: FancyColour | null;
  intensity: Intensity | null;
  gemstoneType: GemstoneType | null;
  gemstoneColour: GemstoneColour | null;
  colourGrade: ColourGrade | null;
  gemstoneClarity: GemstoneClarity | null;
  grade: GemstoneGrade | null;
  crystal: string | null;
  depthPercent: number | null;
  tablePercent: number | null;
  length: number | null;
  width: number | null;
  depth: number | null;
  ratio: number | null;
  originCountry: string | null;
  shippingFromCountry: string | null;
  deliveryDays: number;
  /** GBP list price in pence, VAT included. */
  listPriceMinor: number;
  /** The supplier's cost in minor units of costCurrency. */
  costMinor: number | null;
  costCurrency: string | null;
  photoUrl: string | null;
  videoUrl: string | null;
  reportUrl: string | null;
  express: boolean;
  isB2B: boolean;
  isTreated: boolean;
  certGcal: string | null;
  certGia: string | null;
  certIgi: string | null;
  canadaMark: boolean;
  knownOrigin: boolean;
  dtlReport: boolean;
  inStock: boolean;
}

/** Record fields and their columns, in COPY order. */
export const STONE_RECORD_COLUMNS: readonly (readonly [keyof StoneRecord, string])[] = [
  ["feed", "feed"],
  ["externalId", "external_id"],
  ["category", "category"],
  ["shape", "shape"],
  ["caratWeight", "carat_weight"],
  ["colour", "colour"],
  ["clarity", "clarity"],
  ["cut", "cut"],
  ["polish", "polish"],
  ["symmetry", "symmetry"],
  ["fluorescence", "fluorescence"],
  ["girdle", "girdle"],
  ["fancyColour", "fancy_colour"],
  ["intensity", "intensity"],
  ["gemstoneType", "gemstone_type"],
  ["gemstoneColour", "gemstone_colour"],
  ["colourGrade", "colour_grade"],
  ["gemstoneClarity", "gemstone_clarity"],
  ["grade", "grade"],
  ["crystal", "crystal"],
  ["depthPercent", "depth_percent"],
  ["tablePercent", "table_percent"],
  ["length", "length"],
  ["width", "width"],
  ["depth", "depth"],
  ["ratio", "ratio"],
  ["originCountry", "origin_country"],
  ["shippingFromCountry", "shipping_from_country"],
  ["deliveryDays", "delivery_days"],
  ["listPriceMinor", "list_price_minor"],
  ["costMinor", "cost_minor"],
  ["costCurrency", "cost_currency"],
  ["photoUrl", "photo_url"],
  ["videoUrl", "video_url"],
  ["reportUrl", "report_url"],
  ["express", "express"],
  ["isB2B", "is_b2b"],
  ["isTreated", "is_treated"],
  ["certGcal", "cert_gcal"],
  ["certGia", "cert_gia"],
  ["certIgi", "cert_igi"],
  ["canadaMark", "canada_mark"],
  ["knownOrigin", "known_origin"],
  ["dtlReport", "dtl_report"],
  ["inStock", "in_stock"],
];

export const STONE_COPY_COLUMNS = STONE_RECORD_COLUMNS.map(([, c]) => c);

export function stoneCsvLine(record: StoneRecord): string {
  return csvLine(STONE_RECORD_COLUMNS.map(([k]) => record[k]));
}
