import { z } from "zod";
import { CURRENCIES } from "../../core/regions.ts";

/**
 * Supplier feed mapping configs: which column holds which field, in the RapNet or IDEX
 * naming, plus the feed's commercial terms (cost currency and markup) and logistics.
 */

export const FEED_FIELDS = [
  "externalId",
  "shape",
  "carat",
  "colour",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "lab",
  "certificate",
  "certificateUrl",
  "measurements",
  "length",
  "width",
  "depthMm",
  "depthPercent",
  "tablePercent",
  "girdle",
  "totalPrice",
  "pricePerCarat",
  "fancyColour",
  "intensity",
  "overtone",
  "gemType",
  "gemColour",
  "colourGrade",
  "gemClarity",
  "gemGrade",
  "treatment",
  "origin",
  "location",
  "image",
  "video",
  "growthType",
  "canadaMark",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** Header names per field, by naming style (compared without case, spaces or punctuation). */
export const STYLE_COLUMNS: Record<"rapnet" | "idex", Partial<Record<FeedField, string[]>>> = {
  rapnet: {
    externalId: ["Stock #", "Stock Number", "Stock No", "StockNo", "Stock"],
    shape: ["Shape"],
    carat: ["Weight", "Carat", "Size"],
    colour: ["Color", "Colour"],
    clarity: ["Clarity"],
    cut: ["Cut Grade", "Cut"],
    polish: ["Polish"],
    symmetry: ["Symmetry"],
    fluorescence: ["Fluorescence Intensity", "Fluorescence", "Fluor Intensity"],
    lab: ["Lab", "Certificate Lab"],
    certificate: ["Certificate #", "Certificate Number", "Cert #", "Report #"],
    certificateUrl: ["Certificate Url", "Certificate Link", "Cert URL"],
    measurements: ["Measurements"],
    length: ["Measurements Length", "Length"],
    width: ["Measurements Width", "Width"],
    depthMm: ["Measurements Depth"],
    depthPercent: ["Depth %", "Depth Percent", "Depth"],
    tablePercent: ["Table %", "Table Percent", "Table"],
    girdle: ["Girdle Condition", "Girdle"],
    totalPrice: ["Total Price", "Price", "Cash Price"],
    pricePerCarat: ["Price Per Carat", "Price/Ct", "$/Ct", "Cash Price Per Carat"],
    fancyColour: ["Fancy Color", "Fancy Color Dominant Color", "Fancy Colour"],
    intensity: ["Fancy Color Intensity", "Fancy Colour Intensity", "Fancy Intensity"],
    overtone: ["Fancy Color Overtone", "Fancy Colour Overtone", "Fancy Overtone", "Overtone"],
    gemType: ["Gem Type", "Gemstone Type", "Stone Type", "Gemstone", "Gem"],
    gemColour: ["Gem Color", "Gemstone Color", "Gem Colour", "Gemstone Colour"],
    colourGrade: ["Color Grade", "Colour Grade", "Gem Color Grade", "Tone"],
    gemClarity: ["Gem Clarity", "Gemstone Clarity"],
    gemGrade: ["Quality Grade", "Gem Grade", "Quality"],
    treatment: ["Treatment", "Treatments", "Enhancement", "Enhancements"],
    origin: ["Country of Origin", "Origin", "Mine of Origin"],
    location: ["Country", "Location", "Country Location"],
    image: ["Diamond Image", "Image URL", "Image Link", "Image"],
    video: ["Video Link", "Video URL", "Video"],
    growthType: ["Growth Type", "Lab Grown", "Lab-Grown"],
    canadaMark: ["Canada Mark", "CanadaMark", "Brand"],
  },
  idex: {
    externalId: ["Supplier Stock Ref.", "Supplier Stock Ref", "Item ID #", "Item ID", "Stock Number"],
    shape: ["Cut", "Shape"],
    carat: ["Carat", "Weight"],
    colour: ["Color", "Colour"],
    clarity: ["Clarity"],
    cut: ["Make", "Cut Grade"],
    polish: ["Polish"],
    symmetry: ["Symmetry"],
    fluorescence: ["Fluorescence Intensity", "Fluorescence"],
    lab: ["Lab", "Certified By", "Grading Lab"],
    certificate: ["Certificate Number", "Certificate", "Report Number"],
    certificateUrl: ["Certificate URL", "Certificate Link"],
    measurements: ["Measurements"],
    length: ["Measurements Length", "Length"],
    width: ["Measurements Width", "Width"],
    depthMm: ["Measurements Depth", "Height"],
    depthPercent: ["Total Depth", "Depth"],
    tablePercent: ["Table Width", "Table"],
    girdle: ["Girdle", "Girdle From"],
    totalPrice: ["Total Price", "Price"],
    pricePerCarat: ["Price Per Carat", "Asking Price Per Carat"],
    fancyColour: ["Fancy Color", "Fancy Colour"],
    intensity: ["Fancy Color Intensity", "Fancy Colour Intensity", "Fancy Intensity"],
    overtone: ["Fancy Color Overtone", "Fancy Colour Overtone", "Overtone"],
    gemType: ["Stone Type", "Gem Type", "Gemstone Type", "Gemstone"],
    gemColour: ["Gem Color", "Gemstone Color", "Stone Color"],
    colourGrade: ["Color Grade", "Colour Grade", "Tone"],
    gemClarity: ["Gem Clarity", "Gemstone Clarity"],
    gemGrade: ["Quality Grade", "Quality"],
    treatment: ["Treatment", "Treatments", "Enhancement"],
    origin: ["Country of Origin", "Origin"],
    location: ["Country", "Supplier Country", "Location"],
    image: ["Image URL", "Image"],
    video: ["Video URL", "Video"],
    growthType: ["Growth Type", "Lab Grown"],
    canadaMark: ["Canada Mark", "CanadaMark"],
  },
};

export const feedConfigSchema = z.object({
  /** The feed identifier: lower-case letters and digits (part of diamond-search URLs). */
  feed: z.string().regex(/^[a-z0-9]+$/, "Use lower-case letters and digits"),
  style: z.enum(["rapnet", "idex"]),
  /** Currency of the feed's prices (the supplier's cost). */
  costCurrency: z.enum(CURRENCIES),
  /** List price = cost x markup (then VAT). */
  markup: z.number().min(1).max(10),
  /** Stones of this feed are lab-grown unless a row says otherwise. */
  labGrown: z.boolean().default(false),
  /** A full feed lists every stone the supplier has: its stones missing from a file become unavailable. */
  full: z.boolean().default(true),
  /** Working days to deliver, by shipping country (ISO alpha-2), with a default. */
  deliveryDays: z.record(z.string(), z.number().int().min(0).max(120)).default({}),
  defaultDeliveryDays: z.number().int().min(0).max(120).default(12),
  /** Country stones ship from when a row does not say. */
  shipsFrom: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  /** Header overrides: field -> exact header name. */
  columns: z.partialRecord(z.enum(FEED_FIELDS), z.string()).default({}),
});
export type FeedConfig = z.output<typeof feedConfigSchema>;
export type FeedConfigInput = z.input<typeof feedConfigSchema>;

/** The feeds the store takes (server/feeds/feeds/*.json can add more with --config). */
export const FEEDS: Record<string, FeedConfigInput> = {
  rapnet: {
    feed: "rapnet",
    style: "rapnet",
    costCurrency: "USD",
    markup: 1.25,
    deliveryDays: { GB: 5, BE: 8, US: 10, IL: 11, IN: 14, HK: 12 },
    defaultDeliveryDays: 12,
  },
  idex: {
    feed: "idex",
    style: "idex",
    costCurrency: "USD",
    markup: 1.25,
    deliveryDays: { GB: 5, BE: 8, US: 10, IL: 11, IN: 14, HK: 12 },
    defaultDeliveryDays: 12,
  },
  labgrown: {
    feed: "labgrown",
    style: "rapnet",
    costCurrency: "USD",
    markup: 1.6,
    labGrown: true,
    deliveryDays: { GB: 4, US: 9, IN: 12 },
    defaultDeliveryDays: 12,
  },
};

export function feedConfig(name: string): FeedConfig | null {
  const input = FEEDS[name];
  return input ? feedConfigSchema.parse(input) : null;
}
